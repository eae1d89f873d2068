/**
 * Where a failed order's red cross goes: on its own line, at its usual spot when that is
 * clear, else at the nearest spot of the line where no other cross and no other order's line
 * is close, so that one can tell which order failed (at Bulgaria, F Aeg's support crossing
 * F Gre–Bul/sc).
 */
import { distanceToSegment } from '../geometry/polygon.js';
import type { Point } from '../geometry/types.js';

/** Crosses closer than this (px) are hard to tell apart; a line closer than this seems to carry the cross. */
const CROSS_APART = 18;
const LINE_CLEAR = 8;

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function distanceToLine(p: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, distanceToSegment(p, line[i - 1], line[i]));
  return best;
}

/** The point `share` of the way along `line`, by length. */
function alongLine(line: readonly Point[], share: number): Point {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += dist(line[i - 1], line[i]);
  let left = total * share;
  for (let i = 1; i < line.length; i++) {
    const leg = dist(line[i - 1], line[i]);
    if (leg >= left && leg > 0) return [line[i - 1][0] + ((line[i][0] - line[i - 1][0]) * left) / leg, line[i - 1][1] + ((line[i][1] - line[i - 1][1]) * left) / leg];
    left -= leg;
  }
  return line[line.length - 1];
}

export interface CrossSpot {
  /** The order's own line, and the share of it (from, to) the cross may stand on. */
  readonly line: readonly Point[];
  readonly span: readonly [number, number];
  /** Its usual spot, on the line. */
  readonly prefer: Point;
}

/** The cross's place on its line, clear of the crosses `taken` and of the `others` lines if it can be. */
export function placeCross(spot: CrossSpot, taken: readonly Point[], others: readonly (readonly Point[])[]): Point {
  const crowding = (p: Point) => {
    let total = dist(p, spot.prefer) * 0.05;
    for (const t of taken) total += Math.max(0, CROSS_APART - dist(p, t)) * 4;
    for (const line of others) total += Math.max(0, LINE_CLEAR - distanceToLine(p, line)) * 2;
    return total;
  };
  let best = spot.prefer;
  let bestCost = crowding(best);
  const [from, to] = spot.span;
  for (let share = from; share <= to + 1e-9; share += 0.04) {
    const p = alongLine(spot.line, share);
    const cost = crowding(p);
    if (cost < bestCost - 1e-9) [best, bestCost] = [p, cost];
  }
  return best;
}
