/**
 * The reason an order is refused when it names the wrong type of unit (`S A Edi` for the
 * fleet in Edinburgh, `A Bre D` for a fleet): what it looked for, and what is there.
 */
import type { UnitType } from '../../model/variant.js';

/** `no army in Edi (a fleet is there)`; `place` as orders write it. */
export function wrongUnitType(wanted: UnitType, place: string): string {
  return `no ${wanted} in ${place} (${wanted === 'army' ? 'a fleet' : 'an army'} is there)`;
}
