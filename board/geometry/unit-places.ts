/**
 * Where units stand in a province's shape: one unit, by its coast and type (a fleet on a named
 * coast at the coast's place, a fleet of a one-coast province on its shore when the unit place
 * is inland, any other unit at the unit place), and every place one may stand, for what keeps
 * clear of them all (labels, markers, dislodged units).
 */
import type { CoastId, UnitType } from '../../model/variant.js';
import type { Point, ProvinceShape } from './types.js';

/** The place of a unit of `type` (null: not known) on `coast` (null: none named) of the province. */
export function unitPlaceIn(shape: ProvinceShape, coast: CoastId | null, type: UnitType | null): Point {
  const onCoast = coast === null ? undefined : shape.coasts?.[coast]?.unitAnchor;
  if (onCoast) return onCoast;
  return type === 'fleet' && shape.fleetAnchor ? shape.fleetAnchor : shape.unitAnchor;
}

/** Every place a unit of the province may stand: its unit place, its coasts' fleets', its shore fleet's. */
export function unitPlaces(shape: ProvinceShape): Point[] {
  const places: Point[] = [shape.unitAnchor];
  for (const coast of Object.values(shape.coasts ?? {})) places.push(coast.unitAnchor);
  if (shape.fleetAnchor) places.push(shape.fleetAnchor);
  return places;
}
