/**
 * Plays a game record phase by phase from its start, and says where it ends:
 * the last position, each power's centres, and the winner or the agreed draw.
 *
 * A recorded phase that names its phase is checked against the game: an entry for a
 * phase the engine skipped (nothing to do) is passed over when it gives no orders.
 * Orders the engine finds invalid do not stop the game (the rules say the unit just
 * holds, VII.4); they are listed as warnings naming the phase and the order. A toss entry
 * records a coin toss result in the position, a rules entry rule module state (Intimate
 * Diplomacy's preference lists); a phase the engine cannot play (a toss result missing)
 * stops the replay with an error.
 */
import type { PowerId, Variant } from '../../model/variant.js';
import { adjudicate } from '../adjudicate.js';
import { lostBuilds, type LostBuilds } from '../adjustments/lost-builds.js';
import { yearBeyondProblem } from '../../model/year.js';
import { startPosition } from '../game/start-position.js';
import { winner, winningPlayer } from '../game/winner.js';
import { withToss } from '../rules/coin-toss/index.js';
import type { Orders, OrderResult, Phase, Position } from '../types.js';
import type { GameRecord } from './load-game.js';
import { comparePhases, formatPhase } from './phase.js';
import { describe, isRecord } from './json-input.js';
import { assertPositionShape } from '../game/position-shape.js';

export interface PlayedPhase {
  readonly path: string;
  readonly phase: Phase;
  readonly results: readonly OrderResult[];
  /** An adjustments phase's builds not ordered, which are lost (XIII.2): present when some power lost any. */
  readonly lostBuilds?: readonly LostBuilds[];
}

export type GameEnd =
  /** `player`: who plays the winning power (the power's id in a game of one power each). */
  | { readonly kind: 'win'; readonly power: PowerId; readonly player: string }
  | { readonly kind: 'draw'; readonly powers: readonly PowerId[] }
  /** The record stops before anyone won. */
  | { readonly kind: 'unfinished' };

export interface Replay {
  /** False when a problem in the record stopped the replay (see `errors`). */
  readonly ok: boolean;
  readonly played: readonly PlayedPhase[];
  /** Where the game stands after the last phase played. */
  readonly final: Position;
  readonly end: GameEnd;
  /** Supply centres owned per power in the final position (every power listed). */
  readonly centres: Readonly<Record<PowerId, number>>;
  readonly errors: readonly string[];
  /** Invalid orders, and recorded phases left unplayed after a win. */
  readonly warnings: readonly string[];
}

export function replayGame(variant: Variant, game: GameRecord): Replay {
  // A caller's mistake: a record is what loadGame reads, whose entries are checked there.
  const given: unknown = game;
  if (!isRecord(given) || !Array.isArray(given.phases)) throw new TypeError(`game: expected a game record as loadGame reads it, found ${describe(given)}`);
  if (game.start != null) assertPositionShape(game.start);
  let position = game.start ?? startPosition(variant);
  const played: PlayedPhase[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  let won: PowerId | null = winner(variant, position);

  for (let i = 0; i < game.phases.length && errors.length === 0; i++) {
    const entry = game.phases[i];
    const current = formatPhase(variant, position.phase);
    if (won !== null) {
      warnings.push(`${entry.path} and after: not played, ${won} had already won before ${current}`);
      break;
    }
    if ('rules' in entry) {
      position = { ...position, rules: { ...position.rules, ...entry.rules } };
      continue;
    }
    if ('toss' in entry) {
      for (const [power, player] of Object.entries(entry.toss)) position = withToss(position, power, player);
      continue;
    }
    if (entry.phase !== null) {
      const order = comparePhases(variant, entry.phase, position.phase);
      const named = formatPhase(variant, entry.phase);
      if (order < 0 && isEmpty(entry.orders)) continue; // a phase the engine skipped: nothing to do
      if (order !== 0) {
        errors.push(
          order < 0
            ? `${entry.path}: orders for ${named}, but that phase had nothing to do; the game is at ${current}`
            : `${entry.path}: the record says ${named}, but the game is at ${current}`,
        );
        break;
      }
    }
    const adjudication = adjudicate(variant, position, entry.orders);
    if (adjudication.blocked !== undefined) {
      errors.push(`${entry.path} (${current}): ${adjudication.blocked}`);
      break;
    }
    // A position past the last year could not be read back: the record ends there.
    const beyond = yearBeyondProblem(adjudication.next.phase.year);
    if (beyond !== null) {
      errors.push(`${entry.path} (${current}): ${beyond}`);
      break;
    }
    for (const result of adjudication.results) {
      if (result.outcome === 'invalid' && result.text !== '') {
        warnings.push(`${entry.path} (${current}): ${result.power} '${result.text}': ${result.reason ?? 'invalid'}`);
      }
    }
    const phase: PlayedPhase = { path: entry.path, phase: position.phase, results: adjudication.results };
    const lost = lostBuilds(variant, position, adjudication.results);
    played.push(lost.length > 0 ? { ...phase, lostBuilds: lost } : phase);
    position = adjudication.next;
    won = winner(variant, position);
  }

  const end: GameEnd =
    won !== null
      ? { kind: 'win', power: won, player: winningPlayer(variant, position) ?? won }
      : game.draw !== null ? { kind: 'draw', powers: game.draw } : { kind: 'unfinished' };
  return { ok: errors.length === 0, played, final: position, end, centres: centreCounts(variant, position), errors, warnings };
}

function isEmpty(orders: Orders): boolean {
  return Object.values(orders).every((list) => list.length === 0);
}

export function centreCounts(variant: Variant, position: Position): Record<PowerId, number> {
  const counts: Record<PowerId, number> = {};
  for (const power of variant.powers) counts[power.id] = 0;
  for (const owner of Object.values(position.ownership)) if (owner in counts) counts[owner]++;
  return counts;
}
