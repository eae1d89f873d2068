/**
 * Where a dislodged unit is drawn: beside the place of the unit that took its province,
 * its dashed ring clear of every place a unit of that province may stand, inside its own
 * province as far as room allows, and clear of the labels, coast markers and neighbours'
 * unit places round it. A fixed step in one of eight directions put it on a corner of
 * three provinces, or on the attacker (Trieste's, in the Istrian corner).
 */
import { coastOf, provinceOf } from '../../model/locations.js';
import type { UnitType, Variant } from '../../model/variant.js';
import { bestPoint, regionIndexOf } from './anchors.js';
import type { RegionIndex } from './region-index.js';
import { featureLines } from './place-labels.js';
import { discGap, LABEL_HALF_HEIGHT, LABEL_HALF_WIDTH, MARKER_HALF_HEIGHT, markerHalfWidth, type Box } from './label-box.js';
import { bboxOf, distance, distanceToSegment, type BBox } from './polygon.js';
import type { BoardGeometry, Point } from './types.js';
import { unitPlaceIn, unitPlaces } from './unit-places.js';

/** The dislodged unit's ring (unit-layers.ts: a unit's radius and 3 px), px. */
const RING = 12.5;
/** Centre to centre from a unit place of its own province: its ring (12.5 px) clear of a fleet's hull (12.5 px long each way). */
const APART = 26;
/** From a neighbour's unit place: the two symbols and a little air. */
const NEIGHBOUR_APART = 26;
/** Room from its province's border beyond which more is no better: most of the ring inside (px). */
const ROOM = 9;
/** Within this of its own unit (centre to centre) a dislodged unit reads as beside it; each px beyond costs (px). */
const BESIDE = 30;
/** What a place outside its province costs (as px of room): over the sea, and over a neighbour's land (read as the neighbour's). */
const OUTSIDE = 10;
const OVER_NEIGHBOUR = 30;
/** How far round its place a dislodged unit is looked for (px). */
const SEARCH = 64;


/** Whether the box comes within `reach` of p on both axes. */
function bboxMeets(box: BBox, p: Point, reach: number): boolean {
  return box.maxX > p[0] - reach && box.minX < p[0] + reach && box.maxY > p[1] - reach && box.minY < p[1] + reach;
}

/**
 * The place of a unit dislodged from `location` (`stp/nc`, `lon`), or null when its
 * province has no shape; with the variant, clear of its special features' lines too (a
 * railway across the province). `type`: the unit's, which says which of its province's
 * places it stood on (a fleet on the shore: unit-places.ts).
 */
export function dislodgedSpot(geometry: BoardGeometry, location: string, variant?: Variant, type: UnitType | null = null): Point | null {
  const id = provinceOf(location);
  const shape = geometry.provinces[id];
  if (!shape) return null;
  const base = unitPlaceIn(shape, coastOf(location), type);
  const own = unitPlaces(shape);
  const near = (p: Point) => Math.abs(p[0] - base[0]) < SEARCH + 40 && Math.abs(p[1] - base[1]) < SEARCH + 40;
  const others: Point[] = [];
  // Other provinces' land near: a ring outside its province goes over the sea rather than over them.
  const lands: RegionIndex[] = [];
  const boxes: Box[] = [];
  for (const [other, s] of Object.entries(geometry.provinces)) {
    if (s.kind === 'impassable') continue;
    if (other !== id) for (const p of unitPlaces(s)) if (near(p)) others.push(p);
    if (other !== id && s.kind !== 'sea' && bboxMeets(bboxOf(s.polygons), base, SEARCH)) lands.push(regionIndexOf(s.polygons));
    if (near(s.labelAnchor)) boxes.push({ at: s.labelAnchor, hw: LABEL_HALF_WIDTH, hh: LABEL_HALF_HEIGHT });
    for (const [id, c] of Object.entries(s.coasts ?? {})) if (c.marker && near(c.marker)) boxes.push({ at: c.marker, hw: markerHalfWidth(id), hh: MARKER_HALF_HEIGHT });
  }
  const reach = SEARCH + 40;
  const crosses = (a: Point, b: Point) =>
    Math.max(a[0], b[0]) > base[0] - reach && Math.min(a[0], b[0]) < base[0] + reach && Math.max(a[1], b[1]) > base[1] - reach && Math.min(a[1], b[1]) < base[1] + reach;
  const lines = variant ? featureLines(variant, geometry.provinces).filter((l) => crosses(l.a, l.b)) : [];
  const index = regionIndexOf(shape.polygons);
  const square: Point[][] = [[[base[0] - SEARCH, base[1] - SEARCH], [base[0] + SEARCH, base[1] - SEARCH], [base[0] + SEARCH, base[1] + SEARCH], [base[0] - SEARCH, base[1] + SEARCH]]];
  // The score does not depend on the room bestPoint measures in the square: worked out once per point.
  let last: Point | null = null;
  let score = 0;
  const found = bestPoint(square, (p) => {
    if (p === last) return score;
    last = p;
    // Clear of its own province's places (the unit that took them) and of other units' places
    // first; then inside its province; then clear of labels, markers and lines.
    let apart = 3;
    for (const q of own) apart = Math.min(apart, distance(p, q) - APART);
    let units = 3;
    for (const q of others) units = Math.min(units, distance(p, q) - NEIGHBOUR_APART);
    let clear = 3;
    for (const b of boxes) clear = Math.min(clear, discGap(b, p, RING + 1));
    for (const l of lines) clear = Math.min(clear, distanceToSegment(p, l.a, l.b) - RING - 3);
    // Its ring inside its province as far as there is room; outside (a province smaller than the ring) far worse.
    const room = index.inside(p) ? index.distance(p, ROOM) : -index.distance(p, SEARCH) - (lands.some((l) => l.inside(p)) ? OVER_NEIGHBOUR : OUTSIDE);
    score = apart * 20 + units * 8 + room * 6 + clear * 3 - Math.max(0, distance(p, base) - BESIDE) * 2;
    return score;
  });
  return found ?? base;
}
