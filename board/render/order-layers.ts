/**
 * Orders drawn on the board: moves as arrows, supports dashed (to the unit held, or to
 * the middle of the move supported), convoys dotted through the fleet, holds as a ring,
 * retreats, builds and disbands. Failed orders are dashed with a red ×, invalid ones grey.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, Variant } from '../../model/variant.js';
import type { Order, Outcome, Position, UnitRef } from '../../engine/types.js';
import type { BoardGeometry, Point } from '../geometry/types.js';
import { dislodgedAt, locate } from './locate.js';
import { classToken, el, formatNumber } from './svg-element.js';
import { UNIT_RADIUS, unitSymbol } from './unit-layers.js';

export interface DrawnOrder {
  readonly power: string;
  readonly order: Order;
  /** Null when the orders have not been adjudicated. */
  readonly outcome: Outcome | null;
}

const GAP = UNIT_RADIUS + 2;

function along(a: Point, b: Point, distance: number): Point {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [a[0] + ((b[0] - a[0]) / len) * distance, a[1] + ((b[1] - a[1]) / len) * distance];
}

function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** A polyline shortened at both ends, so it starts and ends outside the unit symbols. */
function trimmed(points: readonly Point[], startGap: number, endGap: number): Point[] {
  if (points.length < 2) return [...points];
  const out = [...points];
  out[0] = along(points[0], points[1], Math.min(startGap, Math.hypot(points[1][0] - points[0][0], points[1][1] - points[0][1]) / 3));
  const n = out.length;
  const lastLen = Math.hypot(points[n - 1][0] - points[n - 2][0], points[n - 1][1] - points[n - 2][1]);
  out[n - 1] = along(points[n - 1], points[n - 2], Math.min(endGap, lastLen / 3));
  return out;
}

function polyline(points: readonly Point[]): string {
  return 'M' + points.map((p) => `${formatNumber(p[0])} ${formatNumber(p[1])}`).join('L');
}

function arrowHead(from: Point, to: Point, size: number): string {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const ux = (to[0] - from[0]) / len;
  const uy = (to[1] - from[1]) / len;
  const base: Point = [to[0] - ux * size, to[1] - uy * size];
  const left: Point = [base[0] - uy * size * 0.55, base[1] + ux * size * 0.55];
  const right: Point = [base[0] + uy * size * 0.55, base[1] - ux * size * 0.55];
  return polyline([to, left, right]) + 'Z';
}

function cross(at: Point): string {
  const [x, y] = at;
  const s = 4;
  return el('path', { class: 'cross', d: `M${formatNumber(x - s)} ${formatNumber(y - s)}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}` });
}

interface Stroke {
  readonly d: string;
  readonly head?: string;
  readonly width: number;
}

function group(kind: string, drawn: DrawnOrder, strokes: readonly Stroke[], crossAt: Point | null, extra = ''): string {
  const outcome = drawn.outcome ?? 'given';
  const parts: string[] = [];
  for (const s of strokes) parts.push(el('path', { class: 'casing', d: s.d, 'stroke-width': s.width + 1.8 }));
  for (const s of strokes) {
    parts.push(el('path', { class: 'line', d: s.d, 'stroke-width': s.width }));
    if (s.head) parts.push(el('path', { class: 'head', d: s.head, stroke: '#1a1a1a', 'stroke-width': 0.6 }));
  }
  parts.push(extra);
  if (crossAt && (outcome === 'failed' || outcome === 'invalid')) parts.push(cross(crossAt));
  return el('g', { class: `order ${kind} ${outcome} power-${classToken(drawn.power)}` }, ...parts);
}

function arrow(points: readonly Point[], startGap: number, endGap: number, width: number): Stroke {
  const line = trimmed(points, startGap, endGap);
  const n = line.length;
  const head = arrowHead(line[n - 2], line[n - 1], 7);
  // The line stops inside the head, so its end does not poke out of the tip.
  const shaft = [...line.slice(0, -1), along(line[n - 1], line[n - 2], 4)];
  return { d: polyline(shaft), head, width };
}

export function ordersLayer(
  variant: Variant,
  geometry: BoardGeometry,
  position: Position | null,
  orders: readonly DrawnOrder[],
): string {
  const unitAt = (ref: UnitRef, dislodged = false): Point | null => {
    const province = provinceOf(ref.location);
    const list = dislodged ? position?.dislodged ?? [] : position?.units ?? [];
    const unit = list.find((u) => provinceOf(u.location) === province);
    const location = unit?.location ?? ref.location;
    return dislodged ? dislodgedAt(geometry, location) : locate(geometry, location);
  };
  const place = (location: LocationId) => locate(geometry, location);
  const convoys = orders.filter((o) => o.order.kind === 'convoy');

  const drawOne = (drawn: DrawnOrder): string => {
    const order = drawn.order;
    switch (order.kind) {
      case 'hold': {
        const at = unitAt(order.unit);
        if (!at) return '';
        const ring = `M${formatNumber(at[0] - GAP - 1)} ${formatNumber(at[1])}a${GAP + 1} ${GAP + 1} 0 1 0 ${2 * GAP + 2} 0a${GAP + 1} ${GAP + 1} 0 1 0 ${-2 * GAP - 2} 0`;
        return group('hold', drawn, [{ d: ring, width: 2 }], [at[0] + GAP, at[1] - GAP]);
      }
      case 'move': {
        const from = unitAt(order.unit);
        const to = place(order.to);
        if (!from || !to) return '';
        // An army convoyed goes through the fleets convoying it, nearest first.
        const fleets = convoys
          .filter((c) => c.order.kind === 'convoy' && c.order.army === provinceOf(order.unit.location) && c.order.to === provinceOf(order.to))
          .map((c) => (c.order.kind === 'convoy' ? unitAt(c.order.unit) : null))
          .filter((p): p is Point => p !== null);
        const path: Point[] = [from];
        const left = [...fleets];
        while (left.length > 0) {
          const last = path[path.length - 1];
          left.sort((a, b) => Math.hypot(a[0] - last[0], a[1] - last[1]) - Math.hypot(b[0] - last[0], b[1] - last[1]));
          path.push(left.shift()!);
        }
        path.push(to);
        const mid = midpoint(path[path.length - 2], to);
        return group('move', drawn, [arrow(path, GAP, 3, 2.6)], mid);
      }
      case 'support': {
        const from = unitAt(order.unit);
        const supported = unitAt(order.supported);
        if (!from || !supported) return '';
        if (order.to === null || order.to === provinceOf(order.supported.location)) {
          const line = trimmed([from, supported], GAP, GAP + 1);
          return group('support', drawn, [{ d: polyline(line), width: 1.6 }], midpoint(line[0], line[1]));
        }
        const target = place(order.to);
        if (!target) return '';
        const aim = midpoint(supported, target);
        return group('support', drawn, [arrow([from, aim], GAP, 0, 1.6)], midpoint(from, aim));
      }
      case 'convoy': {
        const fleet = unitAt(order.unit);
        const army = unitAt({ type: 'army', location: order.army });
        const to = place(order.to);
        if (!fleet || !army || !to) return '';
        const toFleet = trimmed([army, fleet], GAP, GAP);
        return group('convoy', drawn, [{ d: polyline(toFleet), width: 1.4 }, arrow([fleet, to], GAP, 3, 1.4)], fleet);
      }
      case 'retreat': {
        const from = unitAt(order.unit, true);
        const to = place(order.to);
        if (!from || !to) return '';
        return group('retreat', drawn, [arrow([from, to], GAP, 3, 2.2)], midpoint(from, to));
      }
      case 'disband': {
        const dislodged = position?.dislodged.some((u) => provinceOf(u.location) === provinceOf(order.unit.location)) ?? false;
        const at = unitAt(order.unit, dislodged);
        if (!at) return '';
        const s = UNIT_RADIUS + 1;
        const d = `M${formatNumber(at[0] - s)} ${formatNumber(at[1] - s)}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}`;
        return group('disband', drawn, [{ d, width: 2.4 }], null);
      }
      case 'build': {
        const at = place(order.location);
        if (!at) return '';
        const r = GAP + 1;
        const ring = `M${formatNumber(at[0] - r)} ${formatNumber(at[1])}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
        return group('build', drawn, [{ d: ring, width: 1.6 }], [at[0] + r, at[1] - r], unitSymbol(order.type, at, drawn.power, 'built', 0.85));
      }
      case 'waive':
        return '';
    }
  };
  // Supports and convoys beneath moves, so arrows stay readable.
  const rank = (o: DrawnOrder) => (o.order.kind === 'support' || o.order.kind === 'convoy' ? 0 : 1);
  const sorted = [...orders].sort((a, b) => rank(a) - rank(b));
  return el('g', { class: 'orders' }, ...sorted.map(drawOne));
}
