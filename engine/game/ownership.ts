/**
 * XIII.1: a supply centre belongs to the power with a unit in it at the end of the
 * season `calendar.ownershipAfter` (its retreats included); an empty centre keeps its owner.
 * A centre that does not count for the occupier's power is left unowned (centre-exceptions).
 */
import type { PowerId, ProvinceId, Variant } from '../../model/variant.js';
import type { Unit } from '../types.js';
import { provinceAt, variantIndex } from '../variant-index.js';
import { centreExceptions } from '../rules/centre-exceptions/index.js';
import { describe, isRecord } from '../files/json-input.js';
import { assertUnitListShape } from './position-shape.js';

export function updateOwnership(
  variant: Variant,
  ownership: Readonly<Record<ProvinceId, PowerId>>,
  units: readonly Unit[],
): Record<ProvinceId, PowerId> {
  if (!isRecord(ownership)) throw new TypeError(`ownership: expected an object of owners by centre, found ${describe(ownership)}`);
  assertUnitListShape(units, 'units');
  const next = ownershipAfter(variant, ownership, units);
  return next === ownership ? { ...ownership } : (next as Record<ProvinceId, PowerId>);
}

/** The ownership after the update: `ownership` itself when nothing changes (the next phase shares it), else a new record. */
export function ownershipAfter(
  variant: Variant,
  ownership: Readonly<Record<ProvinceId, PowerId>>,
  units: readonly Unit[],
  /** The province number of each unit, when the caller knows them (the adjudicator does): no lookups. */
  provinces: readonly number[] | null = null,
): Readonly<Record<ProvinceId, PowerId>> {
  const index = variantIndex(variant);
  const exceptions = centreExceptions(index);
  let next: Record<ProvinceId, PowerId> | null = null;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u];
    const p = provinces === null ? provinceAt(index, unit.location) : provinces[u];
    if (p < 0 || !index.supplyCentre[p]) continue;
    const province = index.provinceIds[p];
    // A centre that does not count for the occupier (Hong Kong for China) is left unowned.
    // Only changes are written (read from the copy once made: it holds what the record says now).
    const except = exceptions[p];
    if (except === null || !except.includes(unit.power)) {
      // (An owner read is an own property: nothing inherited equals a power's id.)
      if ((next ?? ownership)[province] === unit.power) continue;
      next ??= { ...ownership };
      next[province] = unit.power;
    } else {
      if (!Object.hasOwn(next ?? ownership, province)) continue;
      next ??= { ...ownership };
      delete next[province];
    }
  }
  return next ?? ownership;
}
