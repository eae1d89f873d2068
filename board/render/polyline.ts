/**
 * Measures along the lines orders are drawn with (a move's way, a support's curve): lengths,
 * the point some share of the way along, a line cut there, the distance from a point.
 */
import { distanceToSegment } from '../geometry/polygon.js';
import type { Point } from '../geometry/types.js';

export const dist = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A line cut `share` of the way along it, by length: the part before and the part after, both holding the cut. */
export function splitAlong(points: readonly Point[], share: number): [Point[], Point[]] {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += dist(points[i - 1], points[i]);
  let left = total * share;
  for (let i = 1; i < points.length; i++) {
    const leg = dist(points[i - 1], points[i]);
    if (leg >= left && leg > 0) {
      const t = left / leg;
      const cut: Point = [points[i - 1][0] + (points[i][0] - points[i - 1][0]) * t, points[i - 1][1] + (points[i][1] - points[i - 1][1]) * t];
      return [[...points.slice(0, i), cut], [cut, ...points.slice(i)]];
    }
    left -= leg;
  }
  const end = points[points.length - 1];
  return [[...points], [end, end]];
}

/** The point `share` of the way along a line, by length. */
export function pointAlong(points: readonly Point[], share: number): Point {
  const [before] = splitAlong(points, share);
  return before[before.length - 1];
}

/** The point halfway along a line, by its length. */
export function halfway(points: readonly Point[]): Point {
  return pointAlong(points, 0.5);
}

/** How far a point lies from a line. */
export function distanceToLine(p: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, distanceToSegment(p, line[i - 1], line[i]));
  return best;
}
