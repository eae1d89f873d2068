/**
 * Reads a game record (GAME.json, docs/positions.md):
 *
 *   { "variant": "standard",                      // an id, or a path to a .dip file
 *     "start": { …position… },                    // optional: the variant's start by default
 *     "phases": [
 *       { "phase": "Spring 1901 movement", "orders": { "england": ["F Lon - Nth"] } },
 *       { "orders": { … } },                       // "phase" is optional, checked when given
 *       { "toss": { "italy": "west" } },           // a coin toss result (rule coin-toss)
 *       { "rules": { "intimate": { … } } },        // rule state set between phases (Intimate's preference lists)
 *       { "draw": ["england", "france"] }          // a draw by agreement ends the record
 *     ] }
 *
 * Reading is in two steps: `gameVariant` tells which variant to compile; `loadGame`
 * then checks everything else against it.
 */
import type { PowerId, Variant } from '../../model/variant.js';
import { parsePower } from '../orders/parse-order.js';
import type { Orders, Phase, Position } from '../types.js';
import { describe, isRecord, join, readObject, reported, type Problems } from './json-input.js';
import { ordersInText, readOrdersJson } from './load-orders.js';
import { readPosition, readRulesState, type Loaded } from './load-position.js';
import { readPhase } from './phase.js';
import { readToss } from './toss.js';
import { checkVariantField } from './variant-field.js';

export interface GameRecord {
  /** The variant as the record names it: an id or a path. */
  readonly variant: string;
  /** Null: the variant's start position. */
  readonly start: Position | null;
  readonly phases: readonly RecordedEntry[];
  /** Powers sharing a draw agreed at the end of the record, or null. */
  readonly draw: readonly PowerId[] | null;
}

export type RecordedEntry = RecordedPhase | RecordedToss | RecordedRules;

/**
 * Rule module state given between phases, checked as in a position file (`rules`), merged
 * into the position's: Intimate Diplomacy's preference lists (and toss) before its first bidding.
 */
export interface RecordedRules {
  readonly path: string;
  readonly rules: Readonly<Record<string, unknown>>;
}

/** A coin toss result given between phases (rule `coin-toss`): power → player id. */
export interface RecordedToss {
  readonly path: string;
  readonly toss: Readonly<Record<PowerId, string>>;
}

export interface RecordedPhase {
  /** Where it is in the file, for messages: `phases[3]`. */
  readonly path: string;
  /** The phase the record says these orders are for, when it says. */
  readonly phase: Phase | null;
  readonly orders: Orders;
}

/** The variant a game record is for (before the variant is compiled). */
export function gameVariant(json: unknown): Loaded<string> {
  const problems: Problems = [];
  const value = readObject(json, problems, 'game');
  if (value === null) return { ok: false, errors: reported(problems) };
  if (typeof value.variant !== 'string' || value.variant === '') {
    return { ok: false, errors: [`variant: expected a variant id or .dip file, found ${describe(value.variant)}`] };
  }
  return { ok: true, value: value.variant };
}

/**
 * The most entries a record's `phases` may hold: two thousand years of five phases. A game
 * longer than any played is one problem, not hours of replay holding every phase's results.
 */
export const maxRecordEntries = 10_000;

/**
 * The most orders a record may give in all its phases: ten times a long game's (500 phases of
 * 34 orders). A replay holds every phase's results, and 1.4 million orders in 16 MB ended in
 * V8's out-of-memory crash writing them as JSON.
 */
export const maxRecordOrders = 200_000;

/** Why a record's entries are more than a record may hold (too many, or too many orders in all), or null. */
function sizeProblem(entries: readonly unknown[]): string | null {
  const n = (k: number) => k.toLocaleString('en-GB');
  if (entries.length > maxRecordEntries) return `phases: ${n(entries.length)} entries, more than the ${n(maxRecordEntries)} a record may hold`;
  const count = ordersIn(entries);
  return count > maxRecordOrders ? `phases: ${n(count)} orders in all, more than the ${n(maxRecordOrders)} a record may hold` : null;
}

/** The orders the entries give, counted before any is read, as reading them would count them. */
function ordersIn(entries: readonly unknown[]): number {
  let count = 0;
  for (const entry of entries) {
    if (!isRecord(entry) || !isRecord(entry.orders)) continue;
    for (const list of Object.values(entry.orders)) {
      if (Array.isArray(list)) count += list.length;
      else if (typeof list === 'string') count += ordersInText(list).length;
    }
  }
  return count;
}

export function loadGame(variant: Variant, json: unknown): Loaded<GameRecord> {
  const problems: Problems = [];
  const value = readObject(json, problems, 'game');
  if (value === null) return { ok: false, errors: reported(problems) };
  const named = gameVariant(value);
  if (!named.ok) return named;
  checkVariantField(named.value, variant, 'variant', 'game', problems);

  for (const key of Object.keys(value)) {
    if (!['variant', 'start', 'phases', 'draw'].includes(key)) problems.push(`${key}: unknown field (expected variant, start, phases, draw)`);
  }
  const start = value.start === undefined || value.start === null ? null : readPosition(variant, value.start, 'start', problems);

  const phases: RecordedEntry[] = [];
  // A top-level "draw" ends the record after its phases; a draw entry ends it where it stands.
  const finalDraw: PowerId[] | null = value.draw === undefined ? null : readDraw(variant, value.draw, 'draw', problems);
  let draw: PowerId[] | null = null;
  const tooLarge = Array.isArray(value.phases) ? sizeProblem(value.phases) : null;
  if (!Array.isArray(value.phases)) {
    problems.push(`phases: expected a list of phases, found ${describe(value.phases)}`);
  } else if (tooLarge !== null) {
    problems.push(tooLarge);
  } else {
    value.phases.forEach((entry: unknown, i: number) => {
      const path = join('phases', i);
      if (!isRecord(entry)) {
        problems.push(`${path}: expected { "orders": { … } }, { "toss": { … } } or { "draw": [ … ] }, found ${describe(entry)}`);
        return;
      }
      if (draw !== null) {
        problems.push(`${path}: the game already ended in a draw`);
        return;
      }
      if (entry.draw !== undefined) {
        aloneIn(entry, 'draw', path, problems);
        if (finalDraw !== null) problems.push(`${join(path, 'draw')}: the record also has a draw at its top level: give one`);
        draw = readDraw(variant, entry.draw, join(path, 'draw'), problems);
        return;
      }
      if (entry.rules !== undefined) {
        aloneIn(entry, 'rules', path, problems);
        const rules = readRulesState(variant, entry.rules, join(path, 'rules'), problems);
        if (rules !== null) phases.push({ path, rules });
        return;
      }
      if (entry.toss !== undefined) {
        aloneIn(entry, 'toss', path, problems);
        const toss = readToss(variant, entry.toss, join(path, 'toss'), problems);
        if (toss !== null) phases.push({ path, toss });
        return;
      }
      for (const key of Object.keys(entry)) {
        if (!['phase', 'orders'].includes(key)) problems.push(`${join(path, key)}: unknown field (expected phase, orders, toss, rules, or draw)`);
      }
      const phase = entry.phase === undefined ? null : readPhase(variant, entry.phase, join(path, 'phase'), problems);
      const orders = entry.orders === undefined ? {} : readOrdersJson(variant, entry.orders, join(path, 'orders'), problems);
      if (orders !== null) phases.push({ path, phase, orders });
    });
  }
  if (problems.length > 0) return { ok: false, errors: reported(problems) };
  return { ok: true, value: { variant: named.value, start, phases, draw: draw ?? finalDraw } };
}

/** A draw, toss or rules entry holds its one field: anything beside it would be lost in silence. */
function aloneIn(entry: Record<string, unknown>, field: 'draw' | 'rules' | 'toss', path: string, problems: Problems): void {
  for (const key of Object.keys(entry)) if (key !== field) problems.push(`${join(path, key)}: a ${field} entry has nothing else`);
}

function readDraw(variant: Variant, value: unknown, path: string, problems: Problems): PowerId[] | null {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${path}: expected the list of powers sharing the draw, found ${Array.isArray(value) ? 'an empty list' : describe(value)}`);
    return null;
  }
  const powers: PowerId[] = [];
  value.forEach((item: unknown, i: number) => {
    const power = typeof item === 'string' ? parsePower(variant, item) : null;
    if (power === null) problems.push(`${join(path, i)}: unknown power ${describe(item)}`);
    else if (powers.includes(power)) problems.push(`${join(path, i)}: ${describe(item)} is in the draw twice`);
    else powers.push(power);
  });
  return powers;
}
