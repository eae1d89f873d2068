/**
 * Where a move crosses from one province into the next: a point on the longest stretch of
 * border the two shapes share, the one that makes the way shortest, kept off the stretch's
 * ends (where a third province or the sea begins). An arrow drawn through it stays over the
 * two provinces (A Arm–Sev along their border, not across the Black Sea).
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

/** The longest run of consecutive vertices of `ring` for which `on` holds (wrapping round). */
function longestRun(ring: Ring, on: (p: Point) => boolean): Point[] {
  const flags = ring.map(on);
  if (flags.every(Boolean)) return [...ring];
  const start = flags.findIndex((f) => !f);
  let best: Point[] = [];
  let current: Point[] = [];
  for (let k = 1; k <= ring.length; k++) {
    const i = (start + k) % ring.length;
    if (flags[i]) current.push(ring[i]);
    else {
      if (current.length > best.length) best = current;
      current = [];
    }
  }
  return current.length > best.length ? current : best;
}

/**
 * Border crossings on one board: `(from, to, fromPoint, toPoint)` gives the point where the
 * way from one to the other crosses their border, or null when their shapes do not meet.
 * Each pair's border is measured once per drawing.
 */
export function borderCrossings(geometry: BoardGeometry): (from: string, to: string, fromPoint?: Point, toPoint?: Point) => Point | null {
  const memo = new Map<string, Point[]>();
  return (from, to, fromPoint, toPoint) => {
    const [a, b] = [provinceOf(from), provinceOf(to)];
    const key = `${a} ${b}`;
    if (!memo.has(key)) memo.set(key, sharedStretch(geometry, a, b));
    const run = memo.get(key)!;
    if (run.length < 2) return null;
    const candidates = CANDIDATES.map((t) => alongRun(run, t));
    if (!fromPoint || !toPoint) return candidates[3];
    const way = (p: Point) => Math.hypot(p[0] - fromPoint[0], p[1] - fromPoint[1]) + Math.hypot(toPoint[0] - p[0], toPoint[1] - p[1]);
    return candidates.reduce((best, p) => (way(p) < way(best) ? p : best));
  };
}

/** The longest stretch of a's outline that runs along b's. */
function sharedStretch(geometry: BoardGeometry, a: string, b: string): Point[] {
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
  let best: Point[] = [];
  for (const ring of shapeA.polygons) {
    const run = longestRun(ring, on);
    if (run.length > best.length) best = run;
  }
  return best;
}
