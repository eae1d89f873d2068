/**
 * Where a unit at a location is drawn: a coast's place for `stp/sc`, a fleet's place on the
 * shore where its one-coast province has one, else the province's unit place (unit-places.ts).
 * `type`: the unit's, or null where no unit is known (a place an order names).
 */
import { coastOf, provinceOf } from '../../model/locations.js';
import type { LocationId, UnitType } from '../../model/variant.js';
import type { BoardGeometry, Point } from '../geometry/types.js';
import { unitPlaceIn } from '../geometry/unit-places.js';

export function locate(geometry: BoardGeometry, location: LocationId, type: UnitType | null): Point | null {
  const shape = geometry.provinces[provinceOf(location)];
  return shape ? unitPlaceIn(shape, coastOf(location), type) : null;
}
