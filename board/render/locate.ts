/** Where a location is drawn: a coast's anchor for `stp/sc`, else the province's unit anchor. */
import { coastOf, provinceOf } from '../../model/locations.js';
import type { LocationId } from '../../model/variant.js';
import { distanceToBoundary, pointInRegion } from '../geometry/polygon.js';
import type { BoardGeometry, Point } from '../geometry/types.js';

export function locate(geometry: BoardGeometry, location: LocationId): Point | null {
  const shape = geometry.provinces[provinceOf(location)];
  if (!shape) return null;
  const coast = coastOf(location);
  return (coast !== null ? shape.coasts?.[coast]?.unitAnchor : undefined) ?? shape.unitAnchor;
}

/** How far a dislodged unit is drawn from the unit that took its place (px): its ring clear of it. */
const DISLODGED_DISTANCE = 24;

/**
 * Where a dislodged unit is drawn: beside the unit that took its place, on whichever
 * side (of eight, lower right first) leaves it inside its own province and off the label.
 */
export function dislodgedAt(geometry: BoardGeometry, location: LocationId): Point | null {
  const base = locate(geometry, location);
  const shape = geometry.provinces[provinceOf(location)];
  if (!base || !shape) return null;
  let best: { p: Point; score: number } | null = null;
  for (let k = 0; k < 8; k++) {
    const angle = Math.PI / 4 + (k * Math.PI) / 4;
    const p: Point = [base[0] + Math.cos(angle) * DISLODGED_DISTANCE, base[1] + Math.sin(angle) * DISLODGED_DISTANCE];
    const room = pointInRegion(p, shape.polygons) ? Math.min(distanceToBoundary(p, shape.polygons), 8) : -8;
    const label = shape.labelAnchor;
    const offLabel = Math.abs(p[0] - label[0]) > 19 || Math.abs(p[1] - label[1]) > 17 ? 6 : 0;
    const score = room + offLabel;
    if (!best || score > best.score) best = { p, score };
  }
  return best!.p;
}
