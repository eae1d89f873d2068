/**
 * Units of different provinces kept apart: two places nearer than APART are moved apart
 * where a province has room. Each province's places (its unit's, its coasts' fleets', its
 * fleet's on the shore when its unit place is inland: coast-anchors.ts) are
 * settled smallest province first; a larger province's place that comes too near one
 * already settled is searched for again, the nearness counting against it. A small
 * province (Hong Kong) has no room to move; its large neighbour (Canton) has.
 */
import type { Variant } from '../../model/variant.js';
import { unitAnchorFor } from './anchors.js';
import { coastAnchor, coastSeas, otherCoastsSeas, shoreFleetAnchor } from './coast-anchors.js';
import { bboxOf, distance, regionArea } from './polygon.js';
import { UNIT_ROOM } from './province-anchors.js';
import type { CoastShape, Point, ProvinceShape } from './types.js';
import { unitPlaces } from './unit-places.js';

/**
 * Centre to centre, px: two fleets' hulls (25 px long) side by side with room between
 * them for a move's arrow to show.
 */
export const UNITS_APART = 36;
/** What a px of nearness within UNITS_APART costs: as much as a px of the unit's room. */
const CROWDING = 4;
/**
 * What a px away from the place first found costs a moved place: it moves as little as
 * will do, not to another piece of its province (Naples to Sicily).
 */
const PULL = 0.5;
/** Two coasts of one province keep this far apart where they can (coast-anchors.ts). */
const COASTS_APART = 20;

function round(p: Point): Point {
  return [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];
}

/** Settled places filed by grid cell of UNITS_APART, so each place looks only at those near it. */
class Places {
  private readonly cells = new Map<string, Point[]>();
  add(p: Point): void {
    const key = `${Math.floor(p[0] / UNITS_APART)},${Math.floor(p[1] / UNITS_APART)}`;
    const list = this.cells.get(key);
    if (list) list.push(p);
    else this.cells.set(key, [p]);
  }
  /** The places nearer p than UNITS_APART. */
  near(p: Point): Point[] {
    const out: Point[] = [];
    const gx = Math.floor(p[0] / UNITS_APART);
    const gy = Math.floor(p[1] / UNITS_APART);
    for (let i = -1; i <= 1; i++) {
      for (let j = -1; j <= 1; j++) {
        for (const q of this.cells.get(`${gx + i},${gy + j}`) ?? []) if (distance(p, q) < UNITS_APART) out.push(q);
      }
    }
    return out;
  }
}

/**
 * Moves unit and coast places apart (see the file's head). `fixed` names the places a file
 * gives (`lon`, `stp/nc`): kept where they are, and others keep clear of them.
 */
export function spreadUnits(variant: Variant, provinces: Record<string, ProvinceShape>, fixed: ReadonlySet<string> = new Set()): void {
  const settled = new Places();
  const settle = (shape: ProvinceShape) => {
    for (const place of unitPlaces(shape)) settled.add(place);
  };
  const crowding = (p: Point) => settled.near(p).reduce((sum, q) => sum + (UNITS_APART - distance(p, q)) * CROWDING, 0);
  const order = variant.provinces
    .filter((p) => provinces[p.id] && provinces[p.id].kind !== 'impassable')
    .map((p) => ({ province: p, area: Math.abs(regionArea(provinces[p.id].polygons)) }))
    .sort((a, b) => a.area - b.area || (a.province.id < b.province.id ? -1 : 1));
  for (const { province } of order) {
    let shape = provinces[province.id];
    // A province narrower than UNITS_APART has no room to move its places apart (a map of
    // thousands of provinces, each a few px across): they stay where the room is.
    const box = bboxOf(shape.polygons);
    if (Math.min(box.maxX - box.minX, box.maxY - box.minY) < UNITS_APART) {
      settle(shape);
      continue;
    }
    if (!fixed.has(province.id) && settled.near(shape.unitAnchor).length > 0) {
      const from = shape.unitAnchor;
      const at = unitAnchorFor(shape.polygons, from, UNIT_ROOM, (p) => crowding(p) + distance(p, from) * PULL);
      if (at) shape = { ...shape, unitAnchor: round(at) };
    }
    const coasts: Record<string, CoastShape> = { ...(shape.coasts ?? {}) };
    for (const [id, coast] of Object.entries(coasts)) {
      const location = `${province.id}/${id}`;
      if (fixed.has(location) || settled.near(coast.unitAnchor).length === 0) continue;
      const others = Object.entries(coasts).filter(([other]) => other !== id).map(([, c]) => c.unitAnchor);
      const from = coast.unitAnchor;
      const apart = (p: Point) => crowding(p) + distance(p, from) * PULL + others.reduce((sum, q) => sum + Math.max(0, COASTS_APART - distance(p, q)), 0);
      const at = coastAnchor(shape.polygons, coast.unitAnchor, coastSeas(variant, provinces, location), otherCoastsSeas(variant, provinces, location), apart);
      if (at) coasts[id] = { unitAnchor: round(at) };
    }
    if (shape.coasts) shape = { ...shape, coasts };
    provinces[province.id] = shape;
    // Its fleet's place on the shore, found once its unit's place is settled.
    const fleet = shoreFleetAnchor(variant, provinces, province, crowding);
    if (fleet) provinces[province.id] = shape = { ...shape, fleetAnchor: fleet };
    settle(shape);
  }
}
