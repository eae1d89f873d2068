/**
 * Labels, placed once every unit has its place: each inside its province with room for
 * the name (and a centre's dot under it), beside its own unit, clear of every unit
 * symbol, of the labels placed before it and of the special features' lines; a centre's
 * dot also clear of the ring a hold or build draws round a unit. Labels the variant sets
 * (`label at`) stay where they are. Small provinces choose first. A province too small
 * for its name beside its unit (Hong Kong on a board of Asia) has it written just outside,
 * beside the unit, over the sea rather than over a neighbour.
 */
import type { Variant } from '../../model/variant.js';
import { bestPoint, regionIndexOf } from './anchors.js';
import { boxGrid, type BoxGrid } from './box-grid.js';
import { LABEL_HALF_HEIGHT, LABEL_HALF_WIDTH } from './label-box.js';
import { bboxOf, distance, distanceToSegment, pointInRegion, regionArea, type BBox } from './polygon.js';
import { bandIndexOf, type BandIndex } from './region-index.js';
import type { Point, ProvinceShape } from './types.js';
import { unitPlaces } from './unit-places.js';

/** Half the size of a label block (a three-letter name over a centre's dot), px. */
const HALF_WIDTH = LABEL_HALF_WIDTH;
const HALF_HEIGHT = LABEL_HALF_HEIGHT;
/** A unit symbol's radius with a little air. */
const UNIT_RADIUS = 11;
const ROOM = 9;
/** The room a label and a centre's dot (6.5 px under the anchor, 3 px across) need from the border. */
const MIN_ROOM = 7.5;
/** How far from its unit (centre to centre, px) a label still sits beside it: a unit's radius, the label's half height and a little air. */
const NEAR = 26;

/** How far a label's centre keeps from a feature's line (a railway, a canal): its half height and a centre's dot. */
const LINE_GAP = 10;

/** A centre's dot: how far under the label's anchor (map-layers.ts), and its radius with its home ring's stroke. */
const DOT_BELOW = 6.5;
const DOT_RADIUS = 6;
/** The ring a hold or build draws round a unit (order-layers.ts: 14 px, its stroke 2 px), with air: the dot stays outside it. */
const RING_RADIUS = 17;

/** How far a label may overlap a unit's box inside its province before it is written outside instead (px). */
const TOUCH = 2.5;

/** Below this typical size of a province (the square root of its mean area, px), a map is too crowded to write labels outside. */
const CROWDED = 2 * NEAR;

/** What a label's anchor inside its province is worth there: a px of clearance (the checks want it inside). */
const INSIDE = 4;

/** What a label on another piece of its province than its unit's costs, as px of distance. */
const OFF_PIECE = 30;

/** Where a label beside its unit is looked for, outside its province if need be: rings round the unit (px), each in as many directions. */
const BESIDE_RADII = [25, 32];
const BESIDE_DIRECTIONS = 12;
const BESIDE: readonly (readonly [number, number])[] = BESIDE_RADII.flatMap((r) =>
  Array.from({ length: BESIDE_DIRECTIONS }, (_, k): [number, number] => [Math.cos((2 * Math.PI * k) / BESIDE_DIRECTIONS) * r, Math.sin((2 * Math.PI * k) / BESIDE_DIRECTIONS) * r]),
);
/** A label box's middle and corners. */
const CORNERS: readonly (readonly [number, number])[] = [
  [0, 0],
  [-HALF_WIDTH, -HALF_HEIGHT],
  [HALF_WIDTH, -HALF_HEIGHT],
  [-HALF_WIDTH, HALF_HEIGHT],
  [HALF_WIDTH, HALF_HEIGHT],
];

/** What a label outside its province costs, for each of its box's corners and middle over another province's land. */
const OVER_NEIGHBOUR = 3;

/** A line the board draws between unit places (features-layer.ts); `only` limits it to one province's label. */
export interface Line {
  readonly a: Point;
  readonly b: Point;
  readonly only?: string;
}

/**
 * The special features' lines, as the board draws them through unit places: a passage or
 * bridge between its two units, a railway from stop to stop, a canal or gateway from its
 * province's unit to its edge towards each sea (only its own label minds those).
 */
export function featureLines(variant: Variant, provinces: Readonly<Record<string, ProvinceShape>>): Line[] {
  const unit = (id: string): Point | null => provinces[id]?.unitAnchor ?? null;
  const lines: Line[] = [];
  const add = (a: Point | null, b: Point | null, only?: string) => {
    if (a && b) lines.push(only ? { a, b, only } : { a, b });
  };
  for (const f of variant.features) {
    if (f.kind === 'passage' || f.kind === 'bridge') add(unit(f.between[0]), unit(f.between[1]));
    else if (f.kind === 'railway') for (let i = 0; i + 1 < f.route.length; i++) add(unit(f.route[i]), unit(f.route[i + 1]));
    else {
      // To the middle of its border with each sea: about where the drawn waterway leaves it.
      const shape = provinces[f.province];
      for (const sea of f.seas) {
        const other = provinces[sea];
        add(unit(f.province), shape && other ? borderMiddle(shape, other) : null, f.province);
      }
    }
  }
  return lines;
}

/** The mean of the vertices `shape` shares with `other` (within 1.5 px): about the middle of their border; null when none. */
function borderMiddle(shape: ProvinceShape, other: ProvinceShape): Point | null {
  const box = bboxOf(other.polygons);
  const onBorder = shape.polygons.flat().filter((v) => {
    if (v[0] < box.minX - 2 || v[0] > box.maxX + 2 || v[1] < box.minY - 2 || v[1] > box.maxY + 2) return false;
    return other.polygons.some((ring) => nearRing(v, ring, 1.5));
  });
  if (onBorder.length === 0) return null;
  return [onBorder.reduce((s, v) => s + v[0], 0) / onBorder.length, onBorder.reduce((s, v) => s + v[1], 0) / onBorder.length];
}

/**
 * Whether v lies within `distance` of an edge of the ring. An edge whose box, grown by a
 * little more than `distance`, leaves v out is passed over unmeasured (a sea's outline has
 * thousands of edges, and this runs cold): it could not be near enough.
 */
function nearRing(v: Point, ring: readonly Point[], distance: number): boolean {
  const x = v[0];
  const y = v[1];
  const reach = distance + 1e-6;
  for (let i = 0, n = ring.length; i < n; i++) {
    const a = ring[i];
    const b = ring[i + 1 < n ? i + 1 : 0];
    const ax = a[0];
    const bx = b[0];
    if ((ax < bx ? ax : bx) - reach > x || (ax < bx ? bx : ax) + reach < x) continue;
    const ay = a[1];
    const by = b[1];
    if ((ay < by ? ay : by) - reach > y || (ay < by ? by : ay) + reach < y) continue;
    if (distanceToSegment(v, a, b) < distance) return true;
  }
  return false;
}

interface Obstacle {
  readonly at: Point;
  /** Half sizes of the box that must stay clear around `at`. */
  readonly halfWidth: number;
  readonly halfHeight: number;
}

/**
 * How far a label centred at (x, y) stays clear of the obstacles (negative: one overlaps),
 * or `cap` when that is less. An obstacle's gap is the larger of its horizontal and vertical
 * ones: one whose horizontal gap alone is no less than the least so far cannot lower it (most
 * of those near a province), and its vertical gap is not worked out. Comparisons rather than
 * Math.abs and Math.max: the same numbers but for the sign of a zero, which the score's
 * comparisons do not see; this runs for every point the label search scores, cold.
 */
function obstacleClearance(x: number, y: number, obstacles: readonly Obstacle[], cap: number): number {
  let least = cap;
  for (let i = 0; i < obstacles.length; i++) {
    const o = obstacles[i];
    const dx = x - o.at[0];
    const gx = (dx < 0 ? -dx : dx) - HALF_WIDTH - o.halfWidth;
    if (gx >= least) continue;
    const dy = y - o.at[1];
    const gy = (dy < 0 ? -dy : dy) - HALF_HEIGHT - o.halfHeight;
    const g = gx > gy ? gx : gy;
    if (g < least) least = g;
  }
  return least;
}

/** Obstacles filed by grid cell, so each province looks only at those near it. */
class ObstacleGrid {
  private readonly cells = new Map<string, Obstacle[]>();
  constructor(private readonly size: number) {}
  add(o: Obstacle): void {
    const key = `${Math.floor(o.at[0] / this.size)},${Math.floor(o.at[1] / this.size)}`;
    const list = this.cells.get(key);
    if (list) list.push(o);
    else this.cells.set(key, [o]);
  }
  within(box: { minX: number; minY: number; maxX: number; maxY: number }): Obstacle[] {
    const out: Obstacle[] = [];
    const inBox = (o: Obstacle) => o.at[0] > box.minX && o.at[0] < box.maxX && o.at[1] > box.minY && o.at[1] < box.maxY;
    // A box of more cells than are filled (a province thousands of px across) is answered
    // from the filled cells: walking its empty cells grew with its area (minutes on a board
    // of 300,000 px).
    const across = Math.floor(box.maxX / this.size) - Math.floor(box.minX / this.size) + 1;
    const down = Math.floor(box.maxY / this.size) - Math.floor(box.minY / this.size) + 1;
    if (!(across * down <= this.cells.size)) {
      for (const list of this.cells.values()) for (const o of list) if (inBox(o)) out.push(o);
      return out;
    }
    for (let gx = Math.floor(box.minX / this.size); gx <= Math.floor(box.maxX / this.size); gx++) {
      for (let gy = Math.floor(box.minY / this.size); gy <= Math.floor(box.maxY / this.size); gy++) {
        for (const o of this.cells.get(`${gx},${gy}`) ?? []) if (inBox(o)) out.push(o);
      }
    }
    return out;
  }
}

/** How far a centre's dot under a label at (x, y) stays clear of the rings round the units, or `cap` when that is less. */
function dotClearance(x: number, y: number, units: readonly Obstacle[], cap: number): number {
  let least = cap;
  const dy0 = y + DOT_BELOW;
  for (let i = 0; i < units.length; i++) {
    const dx = x - units[i].at[0];
    const dy = dy0 - units[i].at[1];
    const g = Math.sqrt(dx * dx + dy * dy) - RING_RADIUS - DOT_RADIUS;
    if (g < least) least = g;
  }
  return least;
}

export function placeLabels(variant: Variant, provinces: Record<string, ProvinceShape>, given: ReadonlySet<string> = new Set()): void {
  const obstacles = new ObstacleGrid(64);
  // The places units stand, for the rings a hold or build draws round them (impassable provinces have none).
  const units = new ObstacleGrid(64);
  for (const shape of Object.values(provinces)) {
    const places = unitPlaces(shape);
    for (const at of places) obstacles.add({ at, halfWidth: UNIT_RADIUS, halfHeight: UNIT_RADIUS });
    if (shape.kind === 'impassable') continue;
    for (const at of places) units.add({ at, halfWidth: RING_RADIUS, halfHeight: RING_RADIUS });
  }
  for (const id of given) {
    if (provinces[id]) obstacles.add({ at: provinces[id].labelAnchor, halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT });
  }
  const lines = featureLines(variant, provinces);
  const centres = new Set(variant.provinces.filter((p) => p.supplyCentre).map((p) => p.id));
  const order = variant.provinces
    .map((p) => p.id)
    .filter((id) => provinces[id] && !given.has(id))
    .map((id) => ({ id, area: Math.abs(regionArea(provinces[id].polygons)) }))
    .sort((a, b) => a.area - b.area || (a.id < b.id ? -1 : 1));
  // On a map of provinces smaller than a unit and a label side by side (a grid of thousands
  // on one board), there is no room beside any unit either: labels are not looked for outside.
  const typical = Math.sqrt(order.reduce((sum, o) => sum + o.area, 0) / Math.max(1, order.length));
  const outsideWorthIt = typical >= CROWDED;
  /**
   * How clear a label at p is of the units, labels and lines round `box` (3 at most), and
   * its centre's dot (for a centre) of the rings round the units: a ring may pass under
   * the name, drawn over it, not over the dot.
   */
  const surroundings = (id: string, box: { minX: number; minY: number; maxX: number; maxY: number }) => {
    // Only obstacles that can come within the score's 3 px of a label inside the box count.
    const reach = 2 * HALF_WIDTH + 3 + 1;
    const near = obstacles.within({ minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach });
    const ringReach = RING_RADIUS + DOT_RADIUS + DOT_BELOW;
    const nearUnits = centres.has(id) ? units.within({ minX: box.minX - ringReach, minY: box.minY - ringReach, maxX: box.maxX + ringReach, maxY: box.maxY + ringReach }) : [];
    const nearLines = lines.filter(
      (l) =>
        (l.only === undefined || l.only === id) &&
        Math.max(l.a[0], l.b[0]) > box.minX - reach && Math.min(l.a[0], l.b[0]) < box.maxX + reach &&
        Math.max(l.a[1], l.b[1]) > box.minY - reach && Math.min(l.a[1], l.b[1]) < box.maxY + reach,
    );
    return {
      clearAt(p: Point): number {
        let clear = obstacleClearance(p[0], p[1], near, 3);
        // Indexed loops: this runs for every point searched, before V8 optimises it, where a
        // for-of allocates an iterator result per step.
        for (let i = 0; i < nearLines.length; i++) clear = Math.min(clear, distanceToSegment(p, nearLines[i].a, nearLines[i].b) - LINE_GAP);
        return clear;
      },
      ringsClear: (p: Point): number => (nearUnits.length > 0 ? dotClearance(p[0], p[1], nearUnits, 3) : 3),
    };
  };
  // The land provinces by box, made the first time a label may be written outside its province.
  let lands: { ids: string[]; boxes: BBox[]; grid: BoxGrid } | null = null;
  const landsNear = (id: string, box: BBox): Land[] => {
    if (!lands) {
      const ids = Object.keys(provinces).filter((other) => provinces[other].kind !== 'sea');
      const boxes = ids.map((other) => bboxOf(provinces[other].polygons));
      lands = { ids, boxes, grid: boxGrid(boxes) };
    }
    const { ids, boxes } = lands;
    return lands.grid.candidates(box).filter((k) => ids[k] !== id).map((k) => ({ box: boxes[k], bands: bandIndexOf(provinces[ids[k]].polygons) }));
  };
  for (const { id } of order) {
    const shape = provinces[id];
    const own = shape.unitAnchor;
    const { clearAt, ringsClear } = surroundings(id, bboxOf(shape.polygons));
    // The piece of the province its unit stands on: the label on the same side of a strait (Constantinople's).
    const piece = shape.polygons.length > 1 ? shape.polygons.find((ring) => pointInRegion(own, [ring])) : undefined;
    const onPiece = piece ? regionIndexOf([piece]) : null;
    const farFrom = (p: Point) => distance(p, own);
    // bestPoint scores a point twice (with the most room, then with its own): what does not
    // depend on the room is worked out once per point (the last point's kept here).
    let last: Point | null = null;
    let clear = 0;
    let rings = 0;
    let far = 0;
    const found = bestPoint(shape.polygons, (p, clearance) => {
      if (p === last && Number.isNaN(rings)) rings = ringsClear(p);
      if (p !== last) {
        last = p;
        clear = clearAt(p);
        // Worked out the second time the point is scored, if it is: the first score, with the
        // most room, is an upper bound without it (a ring only takes away), and most points stop there.
        rings = NaN;
        // A label reads as its unit's within NEAR px of it; beyond, every px costs as much as a px of room.
        far = farFrom(p) + (onPiece && !onPiece.inside(p) ? OFF_PIECE : 0);
      }
      // Under MIN_ROOM the name or a centre's dot would cross the border: far worse than distance.
      const cramped = Math.max(0, MIN_ROOM - clearance) * 6;
      // The dot under a ring weighs less than a unit under the name: where both cannot be had, the name goes clear.
      return Math.min(clearance, ROOM) * 2 + clear * 4 + (Number.isNaN(rings) ? 0 : Math.min(0, rings) * 2) + clearance * 0.05 - cramped - far * 0.1 - Math.max(0, far - NEAR) * 1;
    });
    let label: Point | null = found;
    // No place inside clear of the units (a touch allowed): beside its own unit, outside if need be.
    if (outsideWorthIt && (!found || clearAt(found) < -TOUCH)) {
      const reach = BESIDE_RADII[BESIDE_RADII.length - 1] + HALF_WIDTH;
      const area = { minX: own[0] - reach, minY: own[1] - reach, maxX: own[0] + reach, maxY: own[1] + reach };
      const round = surroundings(id, area);
      label = besideUnit(shape, () => landsNear(id, area), round.clearAt, round.ringsClear, farFrom) ?? found;
    }
    const at: Point = label ? [Math.round(label[0] * 10) / 10, Math.round(label[1] * 10) / 10] : shape.labelAnchor;
    provinces[id] = pointInRegion(at, shape.polygons) ? { ...shape, labelAnchor: at } : { ...shape, labelAnchor: at, labelOutside: true };
    obstacles.add({ at, halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT });
  }
}

/** A neighbour's land, to tell whether a label outside its province would lie over it. */
interface Land {
  readonly box: BBox;
  readonly bands: BandIndex;
}

/**
 * The place for a label beside its province's unit, inside the province or out: clear of
 * units, labels and lines first, then over its own province or the sea rather than over
 * a neighbour's land (where it would read as the neighbour's), then near the unit. Looked
 * for on rings round the unit, which is what "beside" means and cheap enough to ask for
 * every province of a crowded map. Null when no place is clear.
 */
function besideUnit(
  shape: ProvinceShape,
  landsNear: () => readonly Land[],
  clearAt: (p: Point) => number,
  ringsClear: (p: Point) => number,
  farFrom: (p: Point) => number,
): Point | null {
  // Found only once a place is clear: on a crowded map none is, mostly.
  let lands: readonly Land[] | null = null;
  const onLand = (x: number, y: number) =>
    (lands ??= landsNear()).some((l) => x >= l.box.minX && x <= l.box.maxX && y >= l.box.minY && y <= l.box.maxY && l.bands.inside(x, y));
  const own = bandIndexOf(shape.polygons);
  let best: { p: Point; score: number } | null = null;
  for (const [dx, dy] of BESIDE) {
    const p: Point = [shape.unitAnchor[0] + dx, shape.unitAnchor[1] + dy];
    const clear = clearAt(p);
    if (clear < 0) continue;
    // The label's middle and corners over a neighbour's land.
    let over = 0;
    for (const [cx, cy] of CORNERS) if (onLand(p[0] + cx, p[1] + cy)) over++;
    const far = farFrom(p);
    const score = clear * 4 + Math.min(0, ringsClear(p)) * 2 - over * OVER_NEIGHBOUR + (own.inside(p[0], p[1]) ? INSIDE : 0) - far * 0.1 - Math.max(0, far - NEAR);
    if (!best || score > best.score) best = { p, score };
  }
  return best?.p ?? null;
}
