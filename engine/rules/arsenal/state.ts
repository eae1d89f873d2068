/**
 * What the arsenal rule keeps in a position (`position.rules.arsenal`): the type of each
 * arsenal, which changes when a centre is taken, and the units each power keeps aside
 * (owed but not placed for want of a free home arsenal). A position without it is as at
 * the start: the types the variant declares, nothing aside.
 */
import type { PowerId, ProvinceId, UnitType, Variant } from '../../../model/variant.js';
import { describe, isRecord, type Problems } from '../../files/json-input.js';
import type { Position } from '../../types.js';

export const ARSENAL = 'arsenal';

export interface UnitCounts {
  readonly army: number;
  readonly fleet: number;
}

export interface ArsenalState {
  /** The type of each arsenal; a centre absent here has none (neutral, or never taken). */
  readonly types: Readonly<Record<ProvinceId, UnitType>>;
  /** Units owed to each power and not placed yet; powers with none absent. */
  readonly aside: Readonly<Record<PowerId, UnitCounts>>;
}

/** The types a variant declares for the start (`arsenal army|fleet` on its centres). */
export function startTypes(variant: Variant): Record<ProvinceId, UnitType> {
  const types: Record<ProvinceId, UnitType> = {};
  for (const p of variant.provinces) if (p.supplyCentre && p.arsenal !== undefined) types[p.id] = p.arsenal;
  return types;
}

export function arsenalState(variant: Variant, position: Position): ArsenalState {
  const kept = position.rules?.[ARSENAL] as ArsenalState | undefined;
  return kept ?? { types: startTypes(variant), aside: {} };
}

/**
 * Reads `rules.arsenal` of a position file: `types` maps supply centres to army or fleet,
 * `aside` maps powers to counts of armies and fleets. Problems are pushed with their path.
 */
export function readArsenalState(variant: Variant, value: unknown, path: string, problems: Problems): ArsenalState | null {
  const before = problems.length;
  if (!isRecord(value)) {
    problems.push(`${path}: expected an object with types and aside, found ${describe(value)}`);
    return null;
  }
  for (const key of Object.keys(value)) if (key !== 'types' && key !== 'aside') problems.push(`${path}.${key}: unknown field (expected types, aside)`);
  const types: Record<ProvinceId, UnitType> = {};
  const centres = new Set(variant.provinces.filter((p) => p.supplyCentre).map((p) => p.id));
  if (value.types !== undefined && !isRecord(value.types)) problems.push(`${path}.types: expected an object of centre: army|fleet, found ${describe(value.types)}`);
  else if (value.types !== undefined) {
    for (const [centre, type] of Object.entries(value.types)) {
      if (!centres.has(centre)) problems.push(`${path}.types.${centre}: not a supply centre of ${variant.id}`);
      else if (type !== 'army' && type !== 'fleet') problems.push(`${path}.types.${centre}: expected army or fleet, found ${describe(type)}`);
      else types[centre] = type;
    }
  }
  const aside: Record<PowerId, UnitCounts> = {};
  const powers = new Set(variant.powers.map((p) => p.id));
  if (value.aside !== undefined && !isRecord(value.aside)) problems.push(`${path}.aside: expected an object of power: { army, fleet }, found ${describe(value.aside)}`);
  else if (value.aside !== undefined) {
    for (const [power, counts] of Object.entries(value.aside)) {
      const at = `${path}.aside.${power}`;
      if (!powers.has(power)) problems.push(`${at}: not a power of ${variant.id}`);
      else if (!isRecord(counts)) problems.push(`${at}: expected { army, fleet }, found ${describe(counts)}`);
      else {
        const army = counts.army ?? 0;
        const fleet = counts.fleet ?? 0;
        for (const key of Object.keys(counts)) if (key !== 'army' && key !== 'fleet') problems.push(`${at}.${key}: unknown field (expected army, fleet)`);
        if (!isCount(army) || !isCount(fleet)) problems.push(`${at}: counts are whole numbers from 0 to 99`);
        else aside[power] = { army, fleet };
      }
    }
  }
  return problems.length > before ? null : { types: value.types === undefined ? startTypes(variant) : types, aside };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 100;
}
