/** Where a location is drawn: a coast's anchor for `stp/sc`, else the province's unit anchor. */
import { coastOf, provinceOf } from '../../model/locations.js';
import type { LocationId } from '../../model/variant.js';
import type { BoardGeometry, Point } from '../geometry/types.js';

export function locate(geometry: BoardGeometry, location: LocationId): Point | null {
  const shape = geometry.provinces[provinceOf(location)];
  if (!shape) return null;
  const coast = coastOf(location);
  return (coast !== null ? shape.coasts?.[coast]?.unitAnchor : undefined) ?? shape.unitAnchor;
}

/** A dislodged unit is drawn beside the unit that took its place. */
export const DISLODGED_OFFSET: Point = [9, 7];

export function offset(p: Point, by: Point): Point {
  return [p[0] + by[0], p[1] + by[1]];
}
