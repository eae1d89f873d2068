/**
 * XIII.1: a supply centre belongs to the power with a unit in it at the end of the
 * season `calendar.ownershipAfter` (its retreats included); an empty centre keeps its owner.
 * A centre that does not count for the occupier's power is left unowned (centre-exceptions).
 */
import { provinceOf } from '../../model/locations.js';
import type { PowerId, ProvinceId, Variant } from '../../model/variant.js';
import type { Unit } from '../types.js';
import { variantIndex } from '../variant-index.js';
import { countsFor } from '../rules/centre-exceptions/index.js';

export function updateOwnership(
  variant: Variant,
  ownership: Readonly<Record<ProvinceId, PowerId>>,
  units: readonly Unit[],
): Record<ProvinceId, PowerId> {
  const index = variantIndex(variant);
  const next: Record<ProvinceId, PowerId> = { ...ownership };
  for (const unit of units) {
    const province = provinceOf(unit.location);
    const p = index.provinceIndex.get(province);
    if (p === undefined || !index.supplyCentre[p]) continue;
    // A centre that does not count for the occupier (Hong Kong for China) is left unowned.
    if (countsFor(index, p, unit.power)) next[province] = unit.power;
    else delete next[province];
  }
  return next;
}
