/**
 * The Fall sequence of the arsenal rule (section c.5), as pure functions of the position
 * that ends the Fall (units where they stand after the Fall retreats; ownership and types
 * as they were before it):
 *  1. losses: an arsenal a power owns and another power's unit occupies is lost, and costs
 *     its owner a unit of the arsenal's type — for every power at once, before any gain;
 *  2. gains: a centre occupied by a unit of a power that does not own it (an enemy's
 *     arsenal or a neutral centre) becomes that power's, typed as the unit that took it,
 *     whatever it was; if that unit was removed by the losses, a lost arsenal becomes
 *     neutral, without a type, until taken again;
 *  3. placement: each power is owed, per type, its arsenals of that type less its units
 *     of that type (a unit destroyed in spring for want of a retreat is owed again so).
 */
import { provinceOf } from '../../../model/locations.js';
import type { PowerId, ProvinceId, UnitType, Variant } from '../../../model/variant.js';
import type { Position, Unit } from '../../types.js';
import type { UnitCounts } from './state.js';

/** A centre a unit occupies without its power owning it: lost by `owner` (if any), taken by `unit`. */
export interface Capture {
  readonly centre: ProvinceId;
  /** Index of the taking unit in `position.units`. */
  readonly unit: number;
  /** The power that loses it, or null for a neutral centre. */
  readonly owner: PowerId | null;
  /** The type of the arsenal lost (null: a neutral centre, or an owned centre without a type). */
  readonly lostType: UnitType | null;
}

export function captures(variant: Variant, position: Position, types: Readonly<Record<ProvinceId, UnitType>>): Capture[] {
  const centres = new Map(variant.provinces.filter((p) => p.supplyCentre).map((p) => [p.id, p]));
  const out: Capture[] = [];
  position.units.forEach((unit, u) => {
    const centre = provinceOf(unit.location);
    const province = centres.get(centre);
    if (province === undefined || province.centreExcept?.includes(unit.power)) return;
    const owner = position.ownership[centre] ?? null;
    if (owner === unit.power) return;
    out.push({ centre, unit: u, owner, lostType: owner === null ? null : types[centre] ?? null });
  });
  return out;
}

export function countUnits(units: readonly Unit[], power: PowerId): { army: number; fleet: number } {
  const counts = { army: 0, fleet: 0 };
  for (const unit of units) if (unit.power === power) counts[unit.type]++;
  return counts;
}

/** The arsenals of each type the power owns. */
export function countArsenals(ownership: Readonly<Record<ProvinceId, PowerId>>, types: Readonly<Record<ProvinceId, UnitType>>, power: PowerId): { army: number; fleet: number } {
  const counts = { army: 0, fleet: 0 };
  for (const [centre, owner] of Object.entries(ownership)) {
    const type = types[centre];
    if (owner === power && type !== undefined) counts[type]++;
  }
  return counts;
}

/**
 * The units of each type the power must remove for its losses: one per arsenal lost, as
 * far as it has units of that type on the board, and more if it would otherwise keep more
 * units of a type than arsenals of that type (a hand-made position).
 */
export function removalsOwed(variant: Variant, position: Position, types: Readonly<Record<ProvinceId, UnitType>>, caps: readonly Capture[], power: PowerId): UnitCounts {
  const units = countUnits(position.units, power);
  const owned = countArsenals(position.ownership, types, power);
  const lost = { army: 0, fleet: 0 };
  for (const c of caps) if (c.owner === power && c.lostType !== null) lost[c.lostType]++;
  const owed = (type: UnitType): number => Math.max(Math.min(units[type], lost[type]), units[type] - (owned[type] - lost[type]));
  return { army: owed('army'), fleet: owed('fleet') };
}

/** Ownership and types after the losses and gains, given the units removed (indexes into `position.units`). */
export function afterCaptures(
  position: Position,
  types: Readonly<Record<ProvinceId, UnitType>>,
  caps: readonly Capture[],
  removed: ReadonlySet<number>,
): { ownership: Record<ProvinceId, PowerId>; types: Record<ProvinceId, UnitType> } {
  const ownership: Record<ProvinceId, PowerId> = { ...position.ownership };
  const next: Record<ProvinceId, UnitType> = { ...types };
  for (const c of caps) {
    if (removed.has(c.unit)) {
      // Its taker removed by the losses: a lost arsenal becomes neutral; a neutral centre stays so.
      delete ownership[c.centre];
      delete next[c.centre];
    } else {
      const unit = position.units[c.unit];
      ownership[c.centre] = unit.power;
      next[c.centre] = unit.type;
    }
  }
  return { ownership, types: next };
}
