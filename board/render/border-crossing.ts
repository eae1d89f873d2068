/**
 * Where a move crosses from one province into the next: a point on a stretch of border the
 * two shapes share, the one that makes the way shortest, kept off the stretch's ends (where
 * a third province or the sea begins). An arrow drawn through it stays over the two
 * provinces (A Arm–Sev along their border, not across the Black Sea). A border in several
 * stretches (a coast broken by a cape or an island) offers each of its long ones: F Nap–Tys
 * crosses Naples' own coast, not the toe of Italy.
 */
import { provinceOf } from '../../model/locations.js';
import type { BoardGeometry, Point, Ring } from '../geometry/types.js';
import { bboxOf, distanceToSegment } from '../geometry/polygon.js';

/** How close a vertex of one shape must be to the other's outline to lie on their border (px). */
const ON_BORDER = 1.5;
const CELL = 12;

/** The point `fraction` of the way along a run of points, by length. */
function alongRun(run: readonly Point[], fraction: number): Point {
  let total = 0;
  for (let i = 1; i < run.length; i++) total += Math.hypot(run[i][0] - run[i - 1][0], run[i][1] - run[i - 1][1]);
  let walked = 0;
  for (let i = 1; i < run.length; i++) {
    const step = Math.hypot(run[i][0] - run[i - 1][0], run[i][1] - run[i - 1][1]);
    if (walked + step >= total * fraction && step > 0) {
      const t = (total * fraction - walked) / step;
      return [run[i - 1][0] + (run[i][0] - run[i - 1][0]) * t, run[i - 1][1] + (run[i][1] - run[i - 1][1]) * t];
    }
    walked += step;
  }
  return run[run.length - 1];
}

/** Where along the border's stretch a crossing may be: its middle three fifths, in steps. */
const CANDIDATES = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

/** A stretch shorter than this share of the border's longest is not offered to a move's way (a corner where two shapes touch). */
const LONG_ENOUGH = 0.25;

/** The runs of consecutive vertices of `ring` for which `on` holds (wrapping round), of two vertices or more. */
function runsOf(ring: Ring, on: (p: Point) => boolean): Point[][] {
  const flags = ring.map(on);
  if (flags.every(Boolean)) return [[...ring]];
  const start = flags.findIndex((f) => !f);
  const runs: Point[][] = [];
  let current: Point[] = [];
  for (let k = 1; k <= ring.length; k++) {
    const i = (start + k) % ring.length;
    if (flags[i]) current.push(ring[i]);
    else {
      if (current.length >= 2) runs.push(current);
      current = [];
    }
  }
  if (current.length >= 2) runs.push(current);
  return runs;
}

function lengthOf(run: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < run.length; i++) total += Math.hypot(run[i][0] - run[i - 1][0], run[i][1] - run[i - 1][1]);
  return total;
}

/**
 * Border crossings on one board: `(from, to, fromPoint, toPoint)` gives the point where the
 * way from one to the other crosses their border, or null when their shapes do not meet.
 * Each pair's border is measured once per drawing.
 */
export function borderCrossings(geometry: BoardGeometry): (from: string, to: string, fromPoint?: Point, toPoint?: Point) => Point | null {
  const memo = new Map<string, Point[][]>();
  return (from, to, fromPoint, toPoint) => {
    const [a, b] = [provinceOf(from), provinceOf(to)];
    const key = `${a} ${b}`;
    if (!memo.has(key)) memo.set(key, sharedStretches(geometry, a, b));
    const stretches = memo.get(key)!;
    if (stretches.length === 0) return null;
    // Without the way's ends: the middle of the longest stretch.
    if (!fromPoint || !toPoint) return alongRun(stretches[0], 0.5);
    const way = (p: Point) => Math.hypot(p[0] - fromPoint[0], p[1] - fromPoint[1]) + Math.hypot(toPoint[0] - p[0], toPoint[1] - p[1]);
    let best: Point | null = null;
    for (const run of stretches) {
      for (const t of CANDIDATES) {
        const p = alongRun(run, t);
        if (best === null || way(p) < way(best)) best = p;
      }
    }
    return best;
  };
}

/**
 * Nearest border points on one board: `(from, to, point)` gives the point of the border
 * `from` shares with `to` nearest to `point` (any stretch of it, however short), or null when
 * their shapes do not meet. A fleet leaves its coast for the sea by the nearest water, and
 * enters its target from the water nearest the target's place (move-way.ts).
 */
export function nearestBorderPoints(geometry: BoardGeometry): (from: string, to: string, point: Point) => Point | null {
  const memo = new Map<string, Point[][]>();
  return (from, to, point) => {
    const [a, b] = [provinceOf(from), provinceOf(to)];
    const key = `${a} ${b}`;
    if (!memo.has(key)) memo.set(key, sharedRuns(geometry, a, b));
    let best: Point | null = null;
    let bestDistance = Infinity;
    for (const run of memo.get(key)!) {
      for (let i = 1; i < run.length; i++) {
        const q = nearestOnSegment(point, run[i - 1], run[i]);
        const d = Math.hypot(q[0] - point[0], q[1] - point[1]);
        if (d < bestDistance) [best, bestDistance] = [q, d];
      }
    }
    return best;
  };
}

function nearestOnSegment(p: Point, a: Point, b: Point): Point {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return [a[0] + dx * t, a[1] + dy * t];
}

/**
 * The stretches of a's outline that run along b's, the longest (by vertices) first, then the
 * others at least LONG_ENOUGH of its length, in the order met.
 */
function sharedStretches(geometry: BoardGeometry, a: string, b: string): Point[][] {
  const runs = sharedRuns(geometry, a, b);
  if (runs.length === 0) return [];
  // The longest first, as the first met of the most vertices.
  let longest = 0;
  for (let i = 1; i < runs.length; i++) if (runs[i].length > runs[longest].length) longest = i;
  const first = runs[longest];
  const least = LONG_ENOUGH * lengthOf(first);
  return [first, ...runs.filter((run, i) => i !== longest && lengthOf(run) >= least)];
}

/** Every stretch of a's outline that runs along b's, in the order met. */
function sharedRuns(geometry: BoardGeometry, a: string, b: string): Point[][] {
  const shapeA = geometry.provinces[a];
  const shapeB = geometry.provinces[b];
  if (!shapeA || !shapeB || a === b) return [];
  // Only b's edges near a matter (a sea's outline runs round half the board), filed by cell.
  const near = bboxOf(shapeA.polygons);
  const cells = new Map<string, [Point, Point][]>();
  for (const ring of shapeB.polygons) {
    for (let i = 0; i < ring.length; i++) {
      const [p, q] = [ring[i], ring[(i + 1) % ring.length]];
      if (Math.max(p[0], q[0]) < near.minX - ON_BORDER || Math.min(p[0], q[0]) > near.maxX + ON_BORDER) continue;
      if (Math.max(p[1], q[1]) < near.minY - ON_BORDER || Math.min(p[1], q[1]) > near.maxY + ON_BORDER) continue;
      for (let gx = Math.floor((Math.min(p[0], q[0]) - ON_BORDER) / CELL); gx <= Math.floor((Math.max(p[0], q[0]) + ON_BORDER) / CELL); gx++) {
        for (let gy = Math.floor((Math.min(p[1], q[1]) - ON_BORDER) / CELL); gy <= Math.floor((Math.max(p[1], q[1]) + ON_BORDER) / CELL); gy++) {
          const key = `${gx},${gy}`;
          const list = cells.get(key);
          if (list) list.push([p, q]);
          else cells.set(key, [[p, q]]);
        }
      }
    }
  }
  const on = (p: Point) => (cells.get(`${Math.floor(p[0] / CELL)},${Math.floor(p[1] / CELL)}`) ?? []).some(([a, b]) => distanceToSegment(p, a, b) <= ON_BORDER);
  return shapeA.polygons.flatMap((ring) => runsOf(ring, on));
}
