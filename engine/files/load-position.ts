/**
 * Reads a position file (docs/positions.md): the engine's `Position` as JSON, with
 * friendlier spellings allowed — "A"/"F" for unit types, names or abbreviations for
 * places and powers — and checked against the variant. Problems name the JSON path.
 */
import { provinceOf } from '../../model/locations.js';
import type { PowerId, ProvinceId, UnitType, Variant } from '../../model/variant.js';
import { parseLocation, parsePower } from '../orders/parse-order.js';
import type { DislodgedUnit, Position, Unit } from '../types.js';
import { describe, isRecord, join, nestedDeeperThan, readJson, reported, type Problems } from './json-input.js';
import { phaseKindWithArticle, readPhase } from './phase.js';
import { COIN_TOSS } from '../rules/coin-toss/index.js';
import { INTIMATE, readIntimateState } from '../rules/intimate/state.js';
import { readToss } from './toss.js';
import { checkVariantField } from './variant-field.js';
import { ARSENAL, readArsenalState } from '../rules/arsenal/state.js';

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly string[] };

/** `json`: the file's text, or the value already parsed. */
export function loadPosition(variant: Variant, json: unknown): Loaded<Position> {
  const problems: Problems = [];
  const value = readJson(json, problems, 'position');
  if (problems.length > 0) return { ok: false, errors: reported(problems) };
  const position = readPosition(variant, value, '', problems);
  return position !== null && problems.length === 0 ? { ok: true, value: position } : { ok: false, errors: reported(problems) };
}

/** Reads a position at `path` inside a larger file (a game record's "start"). */
export function readPosition(variant: Variant, value: unknown, path: string, problems: Problems): Position | null {
  const where = (key: string): string => join(path, key);
  if (!isRecord(value)) {
    problems.push(`${path || 'position'}: expected an object, found ${describe(value)}`);
    return null;
  }
  const before = problems.length;
  for (const key of Object.keys(value)) {
    if (!['variant', 'phase', 'units', 'dislodged', 'contested', 'ownership', 'rules'].includes(key)) {
      problems.push(`${where(key)}: unknown field (expected variant, phase, units, dislodged, contested, ownership, rules)`);
    }
  }
  checkVariantField(value.variant, variant, where('variant'), 'position', problems);
  const phase = value.phase === undefined ? (problems.push(`${where('phase')}: missing`), null) : readPhase(variant, value.phase, where('phase'), problems);

  const taken = new Map<ProvinceId, string>();
  const units = readList(value.units, where('units'), problems, true).map((item, i) =>
    readUnit(variant, item, join(where('units'), i), problems, taken, UNIT_FIELDS),
  );
  const dislodgedAt = new Map<ProvinceId, string>();
  const dislodged = readList(value.dislodged, where('dislodged'), problems, false).map((item, i) => {
    const at = join(where('dislodged'), i);
    const unit = readUnit(variant, item, at, problems, dislodgedAt, DISLODGED_FIELDS);
    if (unit === null || !isRecord(item)) return null;
    const from = item.attackerFrom ?? null;
    let attackerFrom: ProvinceId | null = null;
    if (from !== null) {
      attackerFrom = readProvince(variant, from, join(at, 'attackerFrom'), problems);
      // Not checked against the borders: a railway's move attacks from afar. But no attack
      // comes from the unit's own province, nor from where no unit can stand.
      if (attackerFrom !== null && attackerFrom === provinceOf(unit.location)) {
        problems.push(`${join(at, 'attackerFrom')}: '${attackerFrom}' is where the unit stands; the attack came from elsewhere`);
      } else if (attackerFrom !== null && variant.provinces.find((p) => p.id === attackerFrom)?.terrain === 'impassable') {
        problems.push(`${join(at, 'attackerFrom')}: '${attackerFrom}' is impassable: no unit attacks from there`);
      }
    } else if (!('attackerFrom' in item)) {
      problems.push(`${join(at, 'attackerFrom')}: missing (the province the attack came from, or null after a convoy)`);
    }
    return { ...unit, attackerFrom } satisfies DislodgedUnit;
  });
  if (phase !== null && phase.kind !== 'retreats' && dislodged.length > 0) {
    problems.push(`${where('dislodged')}: only a retreats phase has dislodged units (this is ${phaseKindWithArticle(phase.kind)})`);
  }

  const contested = readList(value.contested, where('contested'), problems, false).map((item, i) =>
    readProvince(variant, item, join(where('contested'), i), problems),
  );
  const ownership = value.ownership === undefined ? { ...variant.start.ownership } : readOwnership(variant, value.ownership, where('ownership'), problems);

  const rules = value.rules === undefined ? undefined : (readRulesState(variant, value.rules, where('rules'), problems) ?? undefined);
  if (problems.length > before || phase === null) return null;
  return {
    variant: variant.id,
    phase,
    units: units as Unit[],
    dislodged: dislodged as DislodgedUnit[],
    contested: contested as ProvinceId[],
    ownership,
    ...(rules === undefined ? {} : { rules }),
  };
}

function readList(value: unknown, path: string, problems: Problems, required: boolean): unknown[] {
  if (value === undefined && !required) return [];
  if (Array.isArray(value)) return value;
  problems.push(`${path}: expected a list, found ${describe(value)}`);
  return [];
}

const TYPES: Readonly<Record<string, UnitType>> = { a: 'army', army: 'army', f: 'fleet', fleet: 'fleet' };
const UNIT_FIELDS = ['power', 'type', 'location'];
const DISLODGED_FIELDS = [...UNIT_FIELDS, 'attackerFrom'];

function readUnit(
  variant: Variant,
  value: unknown,
  path: string,
  problems: Problems,
  taken: Map<ProvinceId, string>,
  fields: readonly string[],
): Unit | null {
  if (!isRecord(value)) {
    problems.push(`${path}: expected a unit like { "power": "england", "type": "fleet", "location": "nth" }, found ${describe(value)}`);
    return null;
  }
  const before = problems.length;
  // A misspelt field ("locaton") would otherwise pass unnoticed next to a missing one.
  for (const key of Object.keys(value)) {
    if (!fields.includes(key)) problems.push(`${join(path, key)}: unknown field (expected ${fields.join(', ')})`);
  }
  const power = readPowerField(variant, value.power, join(path, 'power'), problems);
  // Own keys only: "constructor" is no unit type, whatever a plain record inherits.
  const key = typeof value.type === 'string' ? value.type.toLowerCase() : null;
  const type = key !== null && Object.hasOwn(TYPES, key) ? TYPES[key] : null;
  if (type === null) problems.push(`${join(path, 'type')}: expected army, fleet, A or F, found ${describe(value.type)}`);
  let location: string | null = null;
  if (typeof value.location !== 'string') {
    problems.push(`${join(path, 'location')}: expected a location, found ${describe(value.location)}`);
  } else {
    const parsed = parseLocation(variant, value.location, type);
    if (!parsed.ok) problems.push(`${join(path, 'location')}: ${parsed.error}`);
    else location = parsed.location;
  }
  if (problems.length > before || power === null || type === null || location === null) return null;

  const province = variant.provinces.find((p) => p.id === provinceOf(location));
  if (province !== undefined) {
    const at = join(path, 'location');
    if (province.terrain === 'impassable') problems.push(`${at}: '${province.id}' cannot be entered`);
    else if (type === 'army' && province.terrain === 'sea') problems.push(`${at}: an army cannot stand in the sea ('${province.id}')`);
    else if (type === 'fleet' && province.terrain === 'land') problems.push(`${at}: a fleet cannot stand inland ('${province.id}')`);
    else if (type === 'fleet' && province.coasts.length > 0 && location === province.id) {
      problems.push(`${at}: a fleet in '${province.id}' must name its coast (${province.coasts.map((c) => `${province.id}/${c.id}`).join(', ')})`);
    }
    const other = taken.get(province.id);
    if (other !== undefined) problems.push(`${at}: '${province.id}' already holds ${other}`);
    else taken.set(province.id, path);
  }
  return problems.length > before ? null : { power, type, location };
}

function readPowerField(variant: Variant, value: unknown, path: string, problems: Problems): PowerId | null {
  const power = typeof value === 'string' ? parsePower(variant, value) : null;
  if (power === null) {
    problems.push(`${path}: ${typeof value === 'string' ? `unknown power '${value}'` : `expected a power, found ${describe(value)}`} (${variant.powers.map((p) => p.id).join(', ')})`);
  }
  return power;
}

function readProvince(variant: Variant, value: unknown, path: string, problems: Problems): ProvinceId | null {
  if (typeof value !== 'string') {
    problems.push(`${path}: expected a province, found ${describe(value)}`);
    return null;
  }
  const parsed = parseLocation(variant, value);
  if (!parsed.ok) {
    problems.push(`${path}: ${parsed.error}`);
    return null;
  }
  return provinceOf(parsed.location);
}

function readOwnership(variant: Variant, value: unknown, path: string, problems: Problems): Record<ProvinceId, PowerId> {
  const ownership: Record<ProvinceId, PowerId> = {};
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object from supply centre to power, found ${describe(value)}`);
    return ownership;
  }
  for (const [key, owner] of Object.entries(value)) {
    const at = join(path, key);
    const province = readProvince(variant, key, at, problems);
    if (province === null) continue;
    if (!variant.provinces.find((p) => p.id === province)?.supplyCentre) {
      problems.push(`${at}: '${province}' is not a supply centre`);
      continue;
    }
    if (owner === null) continue; // owned by nobody, written out
    const power = readPowerField(variant, owner, at, problems);
    if (power !== null) ownership[province] = power;
  }
  return ownership;
}

/**
 * Rule module state, keyed by module (`rules` of a position, or a game record's rules entry):
 * toss results and Intimate Diplomacy's state are checked (powers named by name become ids);
 * other module state passes through.
 */
/** How deep rule module state may nest (Intimate's and the arsenal's go three deep). */
const MAX_STATE_DEPTH = 64;

export function readRulesState(variant: Variant, value: unknown, path: string, problems: Problems): Record<string, unknown> | null {
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object keyed by rule module, found ${describe(value)}`);
    return null;
  }
  const before = problems.length;
  const checked: Record<string, unknown> = { ...value };
  // State passed through is written back with each position: bounded, so that it can be.
  for (const [key, state] of Object.entries(value)) {
    if (nestedDeeperThan(state, MAX_STATE_DEPTH)) problems.push(`${join(path, key)}: nested more than ${MAX_STATE_DEPTH} lists or objects deep`);
  }
  if (value[COIN_TOSS] !== undefined) {
    const toss = readToss(variant, value[COIN_TOSS], join(path, COIN_TOSS), problems);
    if (toss !== null) checked[COIN_TOSS] = toss;
  }
  if (value[INTIMATE] !== undefined) {
    if (!variant.rules.modules.some((m) => m.id === INTIMATE)) problems.push(`${join(path, INTIMATE)}: this variant has no intimate rule`);
    else {
      const state = readIntimateState(variant, value[INTIMATE], join(path, INTIMATE), problems);
      if (state !== null) checked[INTIMATE] = state;
    }
  }
  if (value[ARSENAL] !== undefined) {
    const arsenal = readArsenalState(variant, value[ARSENAL], join(path, ARSENAL), problems);
    if (arsenal !== null) checked[ARSENAL] = arsenal;
  }
  return problems.length > before ? null : checked;
}
