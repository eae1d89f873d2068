/**
 * Labels, placed once every unit has its place: each inside its province with room for
 * the name (and a centre's dot under it), beside its own unit, clear of every unit
 * symbol, of the labels placed before it and of the special features' lines. Labels the
 * variant sets (`label at`) stay where they are. Small provinces choose first.
 */
import type { Variant } from '../../model/variant.js';
import { bestPoint } from './anchors.js';
import { bboxOf, distanceToSegment, regionArea } from './polygon.js';
import type { Point, ProvinceShape } from './types.js';

/** Half the size of a label block (a three-letter name over a centre's dot), px. */
const HALF_WIDTH = 12.5;
const HALF_HEIGHT = 11;
/** A unit symbol's radius with a little air. */
const UNIT_RADIUS = 11;
const ROOM = 9;
/** The room a label and a centre's dot (6.5 px under the anchor, 3 px across) need from the border. */
const MIN_ROOM = 7.5;
/** How far from its unit (centre to centre, px) a label still sits beside it: a unit's radius, the label's half height and a little air. */
const NEAR = 26;

/** How far a label's centre keeps from a feature's line (a railway, a canal): its half height and a centre's dot. */
const LINE_GAP = 10;

/** A line the board draws between unit places (features-layer.ts); `only` limits it to one province's label. */
interface Line {
  readonly a: Point;
  readonly b: Point;
  readonly only?: string;
}

/**
 * The special features' lines, as the board draws them through unit places: a passage or
 * bridge between its two units, a railway from stop to stop, a canal or gateway from its
 * province's unit to its edge towards each sea (only its own label minds those).
 */
function featureLines(variant: Variant, provinces: Record<string, ProvinceShape>): Line[] {
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

export function placeLabels(variant: Variant, provinces: Record<string, ProvinceShape>, given: ReadonlySet<string> = new Set()): void {
  const obstacles = new ObstacleGrid(64);
  for (const shape of Object.values(provinces)) {
    obstacles.add({ at: shape.unitAnchor, halfWidth: UNIT_RADIUS, halfHeight: UNIT_RADIUS });
    for (const coast of Object.values(shape.coasts ?? {})) obstacles.add({ at: coast.unitAnchor, halfWidth: UNIT_RADIUS, halfHeight: UNIT_RADIUS });
  }
  for (const id of given) {
    if (provinces[id]) obstacles.add({ at: provinces[id].labelAnchor, halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT });
  }
  const lines = featureLines(variant, provinces);
  const order = variant.provinces
    .map((p) => p.id)
    .filter((id) => provinces[id] && !given.has(id))
    .map((id) => ({ id, area: Math.abs(regionArea(provinces[id].polygons)) }))
    .sort((a, b) => a.area - b.area || (a.id < b.id ? -1 : 1));
  for (const { id } of order) {
    const shape = provinces[id];
    const box = bboxOf(shape.polygons);
    // Only obstacles that can come within the score's 3 px of a label inside the box count.
    const reach = 2 * HALF_WIDTH + 3 + 1;
    const near = obstacles.within({ minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach });
    const own = shape.unitAnchor;
    const nearLines = lines.filter(
      (l) =>
        (l.only === undefined || l.only === id) &&
        Math.max(l.a[0], l.b[0]) > box.minX - reach && Math.min(l.a[0], l.b[0]) < box.maxX + reach &&
        Math.max(l.a[1], l.b[1]) > box.minY - reach && Math.min(l.a[1], l.b[1]) < box.maxY + reach,
    );
    // bestPoint scores a point twice (with the most room, then with its own): what does not
    // depend on the room is worked out once per point (the last point's kept here).
    let last: Point | null = null;
    let clear = 0;
    let far = 0;
    const found = bestPoint(shape.polygons, (p, clearance) => {
      if (p !== last) {
        last = p;
        clear = obstacleClearance(p[0], p[1], near, 3);
        // Indexed loops: this runs for every point searched, before V8 optimises it, where a
        // for-of allocates an iterator result per step.
        for (let i = 0; i < nearLines.length; i++) clear = Math.min(clear, distanceToSegment(p, nearLines[i].a, nearLines[i].b) - LINE_GAP);
        // A label reads as its unit's within NEAR px of it; beyond, every px costs as much as a px of room.
        far = Math.sqrt((p[0] - own[0]) * (p[0] - own[0]) + (p[1] - own[1]) * (p[1] - own[1]));
      }
      // Under MIN_ROOM the name or a centre's dot would cross the border: far worse than distance.
      const cramped = Math.max(0, MIN_ROOM - clearance) * 6;
      return Math.min(clearance, ROOM) * 2 + clear * 4 + clearance * 0.05 - cramped - far * 0.1 - Math.max(0, far - NEAR) * 1;
    });
    const label: Point = found ? [Math.round(found[0] * 10) / 10, Math.round(found[1] * 10) / 10] : shape.labelAnchor;
    provinces[id] = { ...shape, labelAnchor: label };
    obstacles.add({ at: label, halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT });
  }
}
