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
