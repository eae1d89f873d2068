/**
 * `rule coin-toss POWER` (rules XIV.2, the 1914 two-player game): before the adjustments
 * closing the first year, a coin toss decides which player the power joins; that player
 * controls it from the first phase of the next year (Spring 1915).
 *
 * The engine is deterministic, so the toss is an input: `position.rules['coin-toss']`,
 * power → player id (`{ "italy": "west" }`), given in a position file or by a
 * `{ "toss": … }` entry of a game record. The first year's adjustments phase, and any
 * later phase, cannot be played without it: the adjudication is blocked with a message
 * naming what is missing.
 */
import type { PowerId, Variant } from '../../../model/variant.js';
import type { Position } from '../../types.js';
import { register } from '../hooks.js';
import { powerName, type RuleDefinition } from '../rule-module.js';
import { coinTossSpec } from './spec.js';

export const COIN_TOSS = 'coin-toss';

/** The toss results recorded in the position: power → player id (anything else ignored). */
export function tossResults(position: Position): Readonly<Record<PowerId, string>> {
  const state = position.rules?.[COIN_TOSS];
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return {};
  const results: Record<PowerId, string> = {};
  for (const [power, player] of Object.entries(state)) if (typeof player === 'string') results[power] = player;
  return results;
}

/** The position with a toss result recorded (other results kept). */
export function withToss(position: Position, power: PowerId, player: string): Position {
  const state = { ...tossResults(position), [power]: player };
  return { ...position, rules: { ...position.rules, [COIN_TOSS]: state } };
}

/** Whether the toss must be known to play this phase: the first year's adjustments, or later. */
function tossNeeded(variant: Variant, position: Position): boolean {
  const start = variant.calendar.start.year;
  return position.phase.year > start || (position.phase.year === start && position.phase.kind === 'adjustments');
}

function tossedTo(variant: Variant, position: Position, power: PowerId): string | null {
  const player = tossResults(position)[power];
  return player !== undefined && variant.players.some((p) => p.id === player) ? player : null;
}

export const coinToss: RuleDefinition = {
  spec: coinTossSpec,
  register(hooks, args) {
    const power = String(args[0]);
    register(hooks, 'joins', ({ variant, position }) => {
      const player = tossedTo(variant, position, power);
      return player !== null && position.phase.year > variant.calendar.start.year ? { [power]: player } : {};
    });
    register(hooks, 'missingInput', ({ variant, position }) => {
      if (!tossNeeded(variant, position) || tossedTo(variant, position, power) !== null) return null;
      const players = variant.players.map((p) => p.id).join(', ');
      const given = tossResults(position)[power];
      const found = given === undefined ? 'no toss result is given' : `'${given}' is not a player`;
      return (
        `coin-toss: which player ${powerName(variant, power)} joins must be decided before the adjustments of ` +
        `${variant.calendar.start.year}, and ${found}; give it as rules["${COIN_TOSS}"]["${power}"] in the position ` +
        `or as { "toss": { "${power}": PLAYER } } in the game record (players: ${players})`
      );
    });
  },
};
