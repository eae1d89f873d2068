/**
 * Where a failed order's red cross goes: on its own line, at its usual spot when that is
 * clear, else at the nearest spot of the line where no other cross and no other order's line
 * is close, so that one can tell which order failed (at Bulgaria, F Aeg's support crossing
 * F Gre–Bul/sc).
 */
import type { Point } from '../geometry/types.js';
import { dist, distanceToLine, pointAlong } from './polyline.js';

/** Crosses closer than this (px) are hard to tell apart; a line closer than this seems to carry the cross. */
const CROSS_APART = 18;
const LINE_CLEAR = 8;

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
    const p = pointAlong(spot.line, share);
    const cost = crowding(p);
    if (cost < bestCost - 1e-9) [best, bestCost] = [p, cost];
  }
  return best;
}
