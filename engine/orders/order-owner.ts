/**
 * Whose order an order is, when nothing else says so: the power of the unit it orders (in
 * a retreats phase, the dislodged unit), or, for a build, the owner of the centre. Orders
 * typed without a power heading (the playground, an orders file read with its position)
 * go to that power; the engine then checks them as it checks any other.
 */
import { provinceOf } from '../../model/locations.js';
import type { PowerId } from '../../model/variant.js';
import type { Order, Position, Unit } from '../types.js';

/**
 * The power the order belongs to by the position, or null when no unit (no owned centre) is
 * there. In a retreats phase, the dislodged unit's power, else the power of the unit standing
 * there: its order is then the engine's to refuse, saying the unit was not dislodged.
 */
export function orderOwner(position: Position, order: Order): PowerId | null {
  if (order.kind === 'waive') return null;
  if (order.kind === 'build') {
    const centre = provinceOf(order.location);
    return Object.hasOwn(position.ownership, centre) ? position.ownership[centre] : null;
  }
  const province = provinceOf(order.unit.location);
  const at = (units: readonly Unit[]): PowerId | null => units.find((u) => provinceOf(u.location) === province)?.power ?? null;
  return (position.phase.kind === 'retreats' ? at(position.dislodged) : null) ?? at(position.units);
}
