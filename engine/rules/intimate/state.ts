/**
 * What an Intimate Diplomacy game keeps in its position, under `position.rules.intimate`:
 *
 *   { "preferences": { "anna": ["italy", "austria", …], "ben": [ … ] },  // the allocation's input
 *     "toss": "anna",                           // only when the two lists are identical
 *     "credits": { "anna": 24, "ben": 20 },     // absent: each player's start credits
 *     "control": { "austria": "anna", … },      // this year's mercenaries; absent before the first bidding
 *     "tie": true }                             // a tie at the end of a Fall: nobody wins before the next Fall's end
 *
 * Home powers are not stored: they follow from the preferences (allocation.ts). Mercenaries
 * missing from `control` are in anarchy for the year.
 */
import type { PowerId, Variant } from '../../../model/variant.js';
import { describe, isRecord, join, type Problems } from '../../files/json-input.js';
import { parsePower } from '../../orders/parse-order.js';
import type { Position } from '../../types.js';
import { allocateHomes } from './allocation.js';
import { intimateSetup } from './setup.js';

export const INTIMATE = 'intimate';

export interface IntimateState {
  readonly preferences: Readonly<Record<string, readonly PowerId[]>>;
  readonly toss?: string;
  readonly credits?: Readonly<Record<string, number>>;
  readonly control?: Readonly<Record<PowerId, string>>;
  /**
   * Both players stood in as many of the other's home centres with as many credits at the end
   * of the last Fall: the game goes on to the next Fall's end, where all is judged again
   * ("Critère de victoire"). Absent otherwise.
   */
  readonly tie?: true;
}

/** The game as the rule sees it: players in order, their homes and credits, this year's control. */
export interface IntimateGame {
  readonly players: readonly string[];
  readonly home: ReadonlyMap<string, PowerId>;
  /** Home power → its player. */
  readonly playerOf: ReadonlyMap<PowerId, string>;
  readonly credits: Readonly<Record<string, number>>;
  readonly control: Readonly<Record<PowerId, string>>;
  /** A tie at the end of the last Fall stands until the next Fall's end. */
  readonly tie: boolean;
}

export function intimateState(position: Position): IntimateState | null {
  const state = position.rules?.[INTIMATE];
  return isRecord(state) && isRecord(state.preferences) ? (state as unknown as IntimateState) : null;
}

export function withIntimateState(position: Position, state: IntimateState): Position {
  return { ...position, rules: { ...position.rules, [INTIMATE]: state } };
}

/** The game in the position, or why it cannot be played (no preferences, a toss missing). */
export function intimateGame(variant: Variant, position: Position): GameOrProblem {
  return intimateGameOf(variant, intimateState(position));
}

type GameOrProblem = { ok: true; game: IntimateGame } | { ok: false; problem: string };

function intimateGameOf(variant: Variant, state: IntimateState | null): GameOrProblem {
  if (state === null) {
    return {
      ok: false,
      problem:
        `intimate: the home powers are chosen from the two players' preference lists before the first bidding, and none are given; ` +
        `give them as rules["${INTIMATE}"]["preferences"] in the position or as { "rules": { "${INTIMATE}": { "preferences": { PLAYER: [POWER, …], PLAYER: [ … ] } } } } in the game record`,
    };
  }
  const setup = intimateSetup(variant);
  const allocation = allocateHomes(state.preferences, [...setup.startCredits.keys()], state.toss ?? null);
  if (!allocation.ok) return { ok: false, problem: `intimate: ${allocation.problem}` };
  const players = [...allocation.homes.keys()];
  const credits: Record<string, number> = {};
  // Own entries only: a player named like an object's member (constructor) has no credits by inheritance.
  const given = state.credits;
  for (const player of players) credits[player] = (given !== undefined && Object.hasOwn(given, player) ? given[player] : undefined) ?? setup.startCredits.get(allocation.homes.get(player) as PowerId) ?? 0;
  const playerOf = new Map([...allocation.homes].map(([player, power]) => [power, player]));
  return { ok: true, game: { players, home: allocation.homes, playerOf, credits, control: state.control ?? {}, tie: state.tie === true } };
}

/** The powers that are nobody's home: the mercenaries. */
export function mercenaries(variant: Variant, game: IntimateGame): PowerId[] {
  return variant.powers.map((p) => p.id).filter((power) => !game.playerOf.has(power));
}

/**
 * Reads `rules.intimate` from a position file: preference lists (powers by id or name),
 * the toss, credits (whole numbers ≥ 0), control (mercenary → player) and a standing tie, each checked.
 */
export function readIntimateState(variant: Variant, value: unknown, path: string, problems: Problems): IntimateState | null {
  const before = problems.length;
  if (!isRecord(value)) {
    problems.push(`${path}: expected { "preferences": { PLAYER: [POWER, …], … }, "toss"?, "credits"?, "control"?, "tie"? }, found ${describe(value)}`);
    return null;
  }
  for (const key of Object.keys(value)) {
    if (!['preferences', 'toss', 'credits', 'control', 'tie'].includes(key)) problems.push(`${join(path, key)}: unknown field (expected preferences, toss, credits, control, tie)`);
  }
  const preferences: Record<string, PowerId[]> = {};
  if (!isRecord(value.preferences)) problems.push(`${join(path, 'preferences')}: expected { PLAYER: [POWER, …], PLAYER: [ … ] }, found ${describe(value.preferences)}`);
  else {
    for (const [player, list] of Object.entries(value.preferences)) {
      const at = join(join(path, 'preferences'), player);
      // Players are keys of the state's records: a name every object already has would not be one.
      if (player in Object.prototype) {
        problems.push(`${at}: '${player}' cannot be a player's name (JavaScript objects all have it): choose another`);
        continue;
      }
      if (!Array.isArray(list)) {
        problems.push(`${at}: expected a list of powers, found ${describe(list)}`);
        continue;
      }
      preferences[player] = [];
      list.forEach((item, i) => {
        const power = typeof item === 'string' ? parsePower(variant, item) : null;
        if (power === null) problems.push(`${join(at, i)}: expected a power, found ${describe(item)}`);
        else preferences[player].push(power);
      });
    }
  }
  const players = Object.keys(preferences);
  const isPlayer = (v: unknown): v is string => typeof v === 'string' && players.includes(v);
  if (value.toss !== undefined && !isPlayer(value.toss)) problems.push(`${join(path, 'toss')}: expected a player (${players.join(', ')}), found ${describe(value.toss)}`);
  let credits: Record<string, number> | undefined;
  if (value.credits !== undefined) {
    credits = {};
    if (!isRecord(value.credits)) problems.push(`${join(path, 'credits')}: expected { PLAYER: CREDITS, … }, found ${describe(value.credits)}`);
    else {
      for (const [player, amount] of Object.entries(value.credits)) {
        if (!players.includes(player)) problems.push(`${join(join(path, 'credits'), player)}: not a player (${players.join(', ')})`);
        else if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) problems.push(`${join(join(path, 'credits'), player)}: expected a whole number of credits (0 or more), found ${describe(amount)}`);
        else credits[player] = amount;
      }
    }
  }
  let control: Record<PowerId, string> | undefined;
  if (value.control !== undefined) {
    control = {};
    if (!isRecord(value.control)) problems.push(`${join(path, 'control')}: expected { POWER: PLAYER, … }, found ${describe(value.control)}`);
    else {
      for (const [key, player] of Object.entries(value.control)) {
        const power = parsePower(variant, key);
        if (power === null) problems.push(`${join(join(path, 'control'), key)}: no such power`);
        else if (!isPlayer(player)) problems.push(`${join(join(path, 'control'), key)}: expected a player (${players.join(', ')}), found ${describe(player)}`);
        else control[power] = player;
      }
    }
  }
  if (value.tie !== undefined && value.tie !== true) problems.push(`${join(path, 'tie')}: expected true (a tie at the last Fall's end stands), or no field, found ${describe(value.tie)}`);
  if (problems.length > before) return null;
  const state: IntimateState = {
    preferences,
    ...(typeof value.toss === 'string' ? { toss: value.toss } : {}),
    ...(credits === undefined ? {} : { credits }),
    ...(control === undefined ? {} : { control }),
    ...(value.tie === true ? { tie: true as const } : {}),
  };
  const game = intimateGameOf(variant, state);
  if (!game.ok) problems.push(`${path}: ${game.problem.replace(/^intimate: /, '')}`);
  else for (const power of Object.keys(control ?? {})) if (game.game.playerOf.has(power)) problems.push(`${join(join(path, 'control'), power)}: ${power} is a home power, not a mercenary`);
  return problems.length > before ? null : state;
}
