/**
 * Where a fleet on each coast of a province stands: on the shore of the seas that coast
 * borders (its fleet borders say which), as near the designer's point for it as that
 * allows, with room for the hull. The point alone is not enough: a point by the right sea
 * on the map may fall inland or in a neighbour on the board (Bangkok's east coast lay in
 * Cambodia), and a fleet placed only near it stood inland, its coast marker with it.
 */
import type { Province, Variant } from '../../model/variant.js';
import { bestPoint, regionIndexOf } from './anchors.js';
import type { CoastShape, Point, ProvinceShape, Ring } from './types.js';
import { distance } from './polygon.js';

/** How far inside the shore a fleet stands, at most: room for its hull (px). */
export const COAST_ROOM = 10.5;
/** Beyond this a sea counts as far (px): the designer's point chooses among such places. */
const SEA_REACH = 60;
/** What a px farther from the coast's seas costs, and a px farther from the designer's point. */
const SEA_WEIGHT = 1;
const POINT_WEIGHT = 0.5;
/** A fleet stands at least AWAY_MARGIN px nearer its own seas than the other coasts' where it can; each px short costs AWAY_WEIGHT. */
const AWAY_MARGIN = 10;
const AWAY_WEIGHT = 1;
const AWAY_REACH = SEA_REACH;
/** Two coasts of one province keep this far apart where they can (px): their markers need the room. */
const COASTS_APART = 20;

function round(p: Point): Point {
  return [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];
}

/** The ids of the seas a coast borders (`stp/nc`), from the fleet borders. */
function seaIds(variant: Variant, provinces: Readonly<Record<string, ProvinceShape>>, location: string): string[] {
  return (variant.adjacency.fleet[location] ?? []).map((l) => l.split('/')[0]).filter((id) => provinces[id]?.kind === 'sea');
}

/** The outlines of the seas a coast borders (`stp/nc`), from the fleet borders. */
export function coastSeas(variant: Variant, provinces: Readonly<Record<string, ProvinceShape>>, location: string): (readonly Ring[])[] {
  return seaIds(variant, provinces, location).map((id) => provinces[id].polygons);
}

/**
 * The outlines of the seas the province's other coasts border and this one does not: its
 * fleet and marker keep away from them (Seoul's east coast from the Yellow Sea, on a
 * peninsula narrow enough for both coasts' places to meet in its middle).
 */
export function otherCoastsSeas(variant: Variant, provinces: Readonly<Record<string, ProvinceShape>>, location: string): (readonly Ring[])[] {
  const [id, coast] = location.split('/');
  const own = new Set(seaIds(variant, provinces, location));
  const others = (variant.provinces.find((p) => p.id === id)?.coasts ?? []).filter((c) => c.id !== coast);
  const ids = new Set(others.flatMap((c) => seaIds(variant, provinces, `${id}/${c.id}`)).filter((sea) => !own.has(sea)));
  return [...ids].map((sea) => provinces[sea].polygons);
}

/**
 * The best place in `rings` for a fleet on a coast: room for the hull first, then near the
 * seas (when known) and away from `away` (the other coasts' seas), then near `point` (when
 * given); `cost` counts against a place.
 */
export function coastAnchor(
  rings: readonly Ring[],
  point: Point | null,
  seas: readonly (readonly Ring[])[],
  away: readonly (readonly Ring[])[],
  cost?: (p: Point) => number,
): Point | null {
  const indexes = seas.map(regionIndexOf);
  const aways = away.map(regionIndexOf);
  // bestPoint scores a point twice (with the most room, then its own): what does not depend
  // on the room is worked out once per point.
  let last: Point | null = null;
  let fixed = 0;
  return bestPoint(rings, (p, clearance) => {
    if (p !== last) {
      last = p;
      let toSea = indexes.length > 0 ? SEA_REACH : 0;
      for (const index of indexes) toSea = Math.min(toSea, index.distance(p, toSea));
      let toOther = AWAY_REACH;
      for (const index of aways) toOther = Math.min(toOther, index.distance(p, toOther));
      const near = point ? distance(p, point) : 0;
      // Nearer its own seas than the other coasts' by AWAY_MARGIN, where it can.
      fixed = -toSea * SEA_WEIGHT - Math.max(0, toSea + AWAY_MARGIN - toOther) * AWAY_WEIGHT - near * POINT_WEIGHT - (cost ? cost(p) : 0);
    }
    return Math.min(clearance, COAST_ROOM) * 4 + clearance * 0.01 + fixed;
  });
}

/** Farther than this from every sea it borders, a one-coast province's unit place is inland for a fleet (px). */
export const SHORE_REACH = 40;
/** How near its seas a shore fleet stands, at most, where the province allows (px): by the water, and no nearer than needed. */
const SHORE_NEAR = 22;

/**
 * Where a fleet stands in a province with one coast (none named) whose unit place is inland:
 * the place nearest the unit place (and so its label) that lies within SHORE_NEAR of the seas
 * it borders, with room for the hull. Null when the unit place is within SHORE_REACH of
 * them (the fleet stands there, as the army does) or the province borders no sea by a fleet
 * border. `cost` counts against a place (the other units' places near it).
 */
export function shoreFleetAnchor(
  variant: Variant,
  provinces: Readonly<Record<string, ProvinceShape>>,
  province: Province,
  cost?: (p: Point) => number,
): Point | null {
  const shape = provinces[province.id];
  if (!shape || province.terrain !== 'coastal' || province.coasts.length > 0) return null;
  const seas = coastSeas(variant, provinces, province.id).map(regionIndexOf);
  if (seas.length === 0) return null;
  const toSeas = (p: Point, cap: number) => seas.reduce((least, sea) => Math.min(least, sea.distance(p, least)), cap);
  const unit = shape.unitAnchor;
  if (toSeas(unit, SHORE_REACH) < SHORE_REACH) return null;
  // Scored as a coast's place is, room for the hull first; then by the water, then near the unit place.
  const at = coastAnchor(shape.polygons, null, [], [], (p) => Math.max(0, toSeas(p, SEA_REACH) - SHORE_NEAR) * 4 + distance(p, unit) + (cost ? cost(p) : 0));
  return at && round(at);
}

/**
 * Every coast's fleet place, once all shapes are known: where the shape came with a
 * designer's point (or a place in the file), near it; else on the edge facing the coast's
 * seas. `exact` names the coasts (`stp/nc`) whose place the file gives, kept as they are.
 */
export function placeCoasts(variant: Variant, provinces: Record<string, ProvinceShape>, exact: ReadonlySet<string> = new Set()): void {
  for (const province of variant.provinces) {
    const shape = provinces[province.id];
    if (!shape || province.coasts.length === 0) continue;
    const coasts: Record<string, CoastShape> = { ...(shape.coasts ?? {}) };
    const placed: Point[] = [];
    for (const coast of province.coasts) {
      const location = `${province.id}/${coast.id}`;
      const given = coasts[coast.id]?.unitAnchor ?? null;
      if (given && exact.has(location)) {
        placed.push(given);
        continue;
      }
      const seas = coastSeas(variant, provinces, location);
      if (!given && seas.length === 0) continue;
      // Apart from the coasts placed before it: each has its marker beside its fleet.
      const apart = (p: Point) => placed.reduce((sum, q) => sum + Math.max(0, COASTS_APART - Math.hypot(p[0] - q[0], p[1] - q[1])), 0);
      const at = coastAnchor(shape.polygons, given, seas, otherCoastsSeas(variant, provinces, location), apart) ?? given;
      if (!at) continue;
      coasts[coast.id] = { unitAnchor: round(at) };
      placed.push(at);
    }
    if (Object.keys(coasts).length > 0) provinces[province.id] = { ...shape, coasts };
  }
}
