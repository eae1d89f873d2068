/**
 * Where arrows end. Alone, an arrow ends `gap` short of its target's place, on its last leg.
 * Several into one place end round it, each on the side it comes from and at least
 * MIN_APART apart, so that their heads do not meet in one point (F Den–Swe and F Bot–Swe).
 */
import { toward } from '../geometry/polygon.js';
import type { Point } from '../geometry/types.js';

export interface Arrival {
  /** The target's place (its unit spot). */
  readonly target: Point;
  /** Where the arrow's last leg comes from. */
  readonly from: Point;
  /** How far short of the target the arrow ends alone (px): the edge of a unit there, or a little. */
  readonly gap: number;
}

/** The least angle between two arrows into one place, and how far from it their tips are at least (px). */
const MIN_APART = (50 * Math.PI) / 180;
const SPREAD = 13;

export function arrowTips(arrivals: readonly Arrival[]): Point[] {
  const tips: Point[] = arrivals.map((a) => toward(a.target, a.from, Math.min(a.gap, Math.hypot(a.from[0] - a.target[0], a.from[1] - a.target[1]) / 3)));
  const groups = new Map<string, number[]>();
  arrivals.forEach((a, i) => {
    const key = `${a.target[0]} ${a.target[1]}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const target = arrivals[members[0]].target;
    const angle = new Map(members.map((i) => [i, Math.atan2(arrivals[i].from[1] - target[1], arrivals[i].from[0] - target[0])]));
    // Round the circle in order, pushing neighbours apart until each pair is far enough apart.
    const order = [...members].sort((i, j) => angle.get(i)! - angle.get(j)! || i - j);
    const apart = Math.min(MIN_APART, (2 * Math.PI) / order.length);
    for (let round = 0; round < 30; round++) {
      for (let k = 0; k < order.length; k++) {
        const [i, j] = [order[k], order[(k + 1) % order.length]];
        let gap = angle.get(j)! - angle.get(i)!;
        while (gap < 0) gap += 2 * Math.PI;
        if (gap >= apart - 1e-9) continue;
        const push = (apart - gap) / 2;
        angle.set(i, angle.get(i)! - push);
        angle.set(j, angle.get(j)! + push);
      }
    }
    for (const i of members) {
      const r = Math.max(arrivals[i].gap, SPREAD);
      tips[i] = [target[0] + Math.cos(angle.get(i)!) * r, target[1] + Math.sin(angle.get(i)!) * r];
    }
  }
  return tips;
}
