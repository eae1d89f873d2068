/** Where a location is drawn: a coast's anchor for `stp/sc`, else the province's unit anchor. */
import { coastOf, provinceOf } from '../../model/locations.js';
import type { LocationId, Variant } from '../../model/variant.js';
import { dislodgedSpot } from '../geometry/dislodged-spot.js';
import type { BoardGeometry, Point } from '../geometry/types.js';

export function locate(geometry: BoardGeometry, location: LocationId): Point | null {
  const shape = geometry.provinces[provinceOf(location)];
  if (!shape) return null;
  const coast = coastOf(location);
  return (coast !== null ? shape.coasts?.[coast]?.unitAnchor : undefined) ?? shape.unitAnchor;
}

/**
 * Where a dislodged unit is drawn: beside the unit that took its place, inside its own
 * province where it has room, clear of labels, markers and (given the variant) feature lines
 * (board/geometry/dislodged-spot.ts).
 */
export function dislodgedAt(geometry: BoardGeometry, location: LocationId, variant?: Variant): Point | null {
  return dislodgedSpot(geometry, location, variant);
}
