/**
 * Orders drawn on the board: moves as solid arrows (a convoyed army's through its fleets),
 * supports as thin dashed lines ending in a ring (on the unit held, or on the middle of
 * the move supported; bent round the units on their way and to meet the arrow at an
 * angle, support-way.ts), convoys as a broad lane along the fleets' route, holds as a ring,
 * retreats, builds and disbands. A move a map feature carries follows it (feature-moves.ts:
 * a railway move along its line, a canal move through its gateway). The kind sets the line; the outcome only fades it:
 * failed orders are faded with a red ×, invalid ones grey, so a failed support still
 * looks like a support.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, Variant } from '../../model/variant.js';
import type { Order, Outcome, Position, UnitRef } from '../../engine/types.js';
import { distanceToSegment, toward } from '../geometry/polygon.js';
import { indexRegion, type RegionIndex } from '../geometry/region-index.js';
import type { BoardGeometry, Point, Ring } from '../geometry/types.js';
import { borderCrossings } from './border-crossing.js';
import { convoyRoutes, routeFor } from './convoy-routes.js';
import { featureWay } from './feature-moves.js';
import { routeWithin } from './route-within.js';
import { halfway, supportWay } from './support-way.js';
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
/** The ring of a hold or a build: clear of a fleet's hull, which is wider than an army's disc. */
const RING = UNIT_RADIUS + 4.5;

function midpoint(a: Point, b: Point): Point {
  return partWay(a, b, 0.5);
}

function partWay(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** A border crossing this close to the straight line (px) leaves the arrow straight. */
const STRAIGHT_ENOUGH = 10;

/** A polyline shortened at both ends, so it starts and ends outside the unit symbols. */
function trimmed(points: readonly Point[], startGap: number, endGap: number): Point[] {
  if (points.length < 2) return [...points];
  const out = [...points];
  out[0] = toward(points[0], points[1], Math.min(startGap, Math.hypot(points[1][0] - points[0][0], points[1][1] - points[0][1]) / 3));
  const n = out.length;
  const lastLen = Math.hypot(points[n - 1][0] - points[n - 2][0], points[n - 1][1] - points[n - 2][1]);
  out[n - 1] = toward(points[n - 1], points[n - 2], Math.min(endGap, lastLen / 3));
  return out;
}

function polyline(points: readonly Point[]): string {
  return 'M' + points.map((p) => `${formatNumber(p[0])} ${formatNumber(p[1])}`).join('L');
}

/**
 * A polyline whose inner points are convoying fleets (or, with `breakAt`, those of its inner
 * points where a unit stands): the line stops short of each and resumes beyond it, so the
 * route passes through the units without hiding them.
 */
function throughFleets(points: readonly Point[], breakAt: (i: number) => boolean = () => true): string {
  if (points.length <= 2) return polyline(points);
  const parts: Point[][] = [[points[0]]];
  for (let i = 1; i < points.length - 1; i++) {
    const here = points[i];
    if (!breakAt(i)) {
      parts[parts.length - 1].push(here);
      continue;
    }
    const gap = (next: Point) => Math.min(GAP, Math.hypot(next[0] - here[0], next[1] - here[1]) / 3);
    parts[parts.length - 1].push(toward(here, points[i - 1], gap(points[i - 1])));
    parts.push([toward(here, points[i + 1], gap(points[i + 1]))]);
  }
  parts[parts.length - 1].push(points[points.length - 1]);
  return parts.map(polyline).join('');
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

/** An X centred on `at`, `s` px from the centre to each arm's end (a failed order's mark, a disband, the legend's samples of them). */
export function crossPath(at: Point, s: number): string {
  return `M${formatNumber(at[0] - s)} ${formatNumber(at[1] - s)}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}`;
}

function cross(at: Point): string {
  return el('path', { class: 'cross', d: crossPath(at, 4) });
}

interface Stroke {
  readonly d: string;
  readonly head?: string;
  readonly width: number;
  /** A ring at the end (supports), instead of an arrow head. */
  readonly socket?: Point;
}

function group(kind: string, drawn: DrawnOrder, strokes: readonly Stroke[], crossAt: Point | null, extra = ''): string {
  const outcome = drawn.outcome ?? 'given';
  const parts: string[] = [];
  for (const s of strokes) parts.push(el('path', { class: 'casing', d: s.d, 'stroke-width': s.width + 1.8 }));
  for (const s of strokes) {
    parts.push(el('path', { class: 'line', d: s.d, 'stroke-width': s.width }));
    if (s.head) parts.push(el('path', { class: 'head', d: s.head }));
    if (s.socket) parts.push(el('circle', { class: 'socket', cx: s.socket[0], cy: s.socket[1], r: 3.2 }));
  }
  parts.push(extra);
  if (crossAt && (outcome === 'failed' || outcome === 'invalid')) parts.push(cross(crossAt));
  return el('g', { class: `order ${kind} ${outcome} power-${classToken(drawn.power)}` }, ...parts);
}

/**
 * An arrow along `points`; with `throughUnits`, its inner points are units it passes, and it
 * breaks at each (at those `throughUnits` says, when it is a function of the point's index).
 */
function arrow(points: readonly Point[], startGap: number, endGap: number, width: number, throughUnits: boolean | ((i: number) => boolean) = true): Stroke {
  const line = trimmed(points, startGap, endGap);
  const n = line.length;
  const head = arrowHead(line[n - 2], line[n - 1], 7);
  // The line stops inside the head, so its end does not poke out of the tip.
  const shaft = [...line.slice(0, -1), toward(line[n - 1], line[n - 2], 4)];
  const d = throughUnits === false ? polyline(shaft) : throughFleets(shaft, throughUnits === true ? undefined : throughUnits);
  return { d, head, width };
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
  const crossingOf = borderCrossings(geometry);
  const regions = new Map<string, { rings: readonly Ring[]; index: RegionIndex }>();
  const regionOf = (province: string) => {
    if (!regions.has(province)) {
      const rings = geometry.provinces[province].polygons;
      regions.set(province, { rings, index: indexRegion(rings) });
    }
    return regions.get(province)!;
  };
  /**
   * A move's way: straight when that stays over the two provinces, else a way within them
   * (through their border), else through the middle of their border.
   */
  const overland = (from: Point, fromLocation: LocationId, to: Point, toLocation: LocationId): Point[] => {
    const shapes = [geometry.provinces[provinceOf(fromLocation)], geometry.provinces[provinceOf(toLocation)]];
    // Over land only: a fleet's line into a sea may cross a cape, and a sea's outline (half
    // the board's coasts) would make the search slow.
    const overLand = shapes.every((s) => s !== undefined && s.kind !== 'sea');
    const within = overLand ? routeWithin(from, to, [regionOf(provinceOf(fromLocation)), regionOf(provinceOf(toLocation))]) : null;
    if (within) return within;
    const via = crossingOf(fromLocation, toLocation, from, to);
    if (!via || distanceToSegment(via, from, to) < STRAIGHT_ENOUGH) return [from, to];
    return [from, via, to];
  };
  // Where the units stand (dislodged ones too), for the supports to pass beside them.
  const unitPoints = [
    ...(position?.units ?? []).map((u) => locate(geometry, u.location)),
    ...(position?.dislodged ?? []).map((u) => dislodgedAt(geometry, u.location)),
  ].filter((p): p is Point => p !== null);
  // An arrow into a province where a unit stands stops at the unit's edge, not under it.
  const occupied = new Set((position?.units ?? []).map((u) => provinceOf(u.location)));
  const endGap = (to: LocationId) => (occupied.has(provinceOf(to)) ? GAP : 3);
  const routes = convoyRoutes(variant, orders.map((o) => o.order));
  /** The way from a convoyed army to its destination, through the fleets; null for a plain move. */
  const convoyPath = (army: LocationId, to: LocationId): Point[] | null => {
    const route = routeFor(routes, provinceOf(army), provinceOf(to));
    const from = unitAt({ type: 'army', location: army });
    const end = place(to);
    if (!route || !from || !end) return null;
    const fleets = route.fleets.map((f) => unitAt({ type: 'fleet', location: f }));
    return fleets.every((p): p is Point => p !== null) ? [from, ...fleets, end] : null;
  };

  /** The unit's own move order when it goes to `province`, if it has one. */
  const moveOf = (unit: LocationId, province: LocationId): Extract<Order, { kind: 'move' }> | null => {
    for (const { order } of orders) {
      if (order.kind !== 'move') continue;
      if (provinceOf(order.unit.location) === provinceOf(unit) && provinceOf(order.to) === provinceOf(province)) return order;
    }
    return null;
  };
  /** The way of a move a map feature carries (railway, gateway), from `from` to `end`, or null. */
  const carried = (unit: LocationId, from: Point, to: LocationId, end: Point, railway: string | undefined) => {
    const way = featureWay(variant, geometry, unit, to, railway);
    // The arrow breaks around the units standing on its way (point i + 1 of the path is via[i]).
    return way === null ? null : { path: [from, ...way.via, end], breakAt: (i: number) => occupied.has(way.provinces[i - 1]) };
  };

  const drawOne = (drawn: DrawnOrder): string => {
    const order = drawn.order;
    switch (order.kind) {
      case 'hold': {
        const at = unitAt(order.unit);
        if (!at) return '';
        return group('hold', drawn, [{ d: circle(at, RING), width: 2 }], [at[0] + RING * 0.8, at[1] - RING * 0.8]);
      }
      case 'move': {
        const from = unitAt(order.unit);
        const to = place(order.to);
        if (!from || !to) return '';
        const convoyed = convoyPath(order.unit.location, order.to);
        const feature = convoyed === null ? carried(order.unit.location, from, order.to, to, order.railway) : null;
        const path = convoyed ?? feature?.path ?? overland(from, order.unit.location, to, order.to);
        const breaks = convoyed !== null || (feature?.breakAt ?? false);
        // The cross a third of the way into the last leg: clear of a support's ring at its middle.
        return group('move', drawn, [arrow(path, GAP, endGap(order.to), 2.6, breaks)], partWay(path[path.length - 2], to, 0.3));
      }
      case 'support': {
        const from = unitAt(order.unit);
        const supported = unitAt(order.supported);
        if (!from || !supported) return '';
        // The line passes beside the other units, not over them (support-way.ts).
        const others = (...mine: Point[]) => unitPoints.filter((p) => !mine.some((m) => m[0] === p[0] && m[1] === p[1]));
        if (order.to === null || order.to === provinceOf(order.supported.location)) {
          const { points } = supportWay({ from, to: supported, startGap: GAP, endGap: GAP + 3.2, units: others(from, supported), arrow: null });
          return group('support', drawn, [{ d: polyline(points), width: 1.6, socket: points[points.length - 1] }], halfway(points));
        }
        // The supported move as drawn (to the coast it names, through its fleets when convoyed).
        const move = moveOf(order.supported.location, order.to);
        const to = move?.to ?? order.to;
        const target = place(to);
        if (!target) return '';
        const path =
          convoyPath(order.supported.location, to) ??
          carried(order.supported.location, supported, to, target, move?.railway)?.path ??
          overland(supported, order.supported.location, target, to);
        const aim = midpoint(path[path.length - 2], path[path.length - 1]);
        // The ring on the supported arrow itself, the line stopping at the ring's edge; the
        // line meets the arrow at an angle, never along it.
        const { points } = supportWay({ from, to: aim, startGap: GAP, endGap: 3.2, units: others(from), arrow: path });
        return group('support', drawn, [{ d: polyline(points), width: 1.6, socket: aim }], halfway(points));
      }
      case 'convoy': {
        const fleet = unitAt(order.unit);
        const path = convoyPath(order.army, order.to);
        if (!fleet) return '';
        // This fleet's stretch of the route: from halfway to the stop before it to halfway to
        // the stop after it (from the army, for the first; to the destination, for the last).
        const i = path?.findIndex((p) => p[0] === fleet[0] && p[1] === fleet[1]) ?? -1;
        if (!path || i < 0) {
          const army = unitAt({ type: 'army', location: order.army });
          const to = place(order.to);
          if (!army || !to) return '';
          return group('convoy', drawn, [arrow([army, fleet, to], GAP, 3, 1.4)], fleet);
        }
        const first = i === 1;
        const last = i === path.length - 2;
        const stretch = [first ? path[0] : midpoint(path[i - 1], fleet), fleet, last ? path[i + 1] : midpoint(fleet, path[i + 1])];
        const stroke = last ? arrow(stretch, first ? GAP : 0, endGap(order.to), 1.4) : { d: throughFleets(trimmed(stretch, first ? GAP : 0, 0)), width: 1.4 };
        return group('convoy', drawn, [stroke], fleet);
      }
      case 'retreat': {
        const from = unitAt(order.unit, true);
        const to = place(order.to);
        if (!from || !to) return '';
        const path = overland(from, order.unit.location, to, order.to);
        return group('retreat', drawn, [arrow(path, GAP, endGap(order.to), 2.2, false)], partWay(path[path.length - 2], to, 0.3));
      }
      case 'disband': {
        const dislodged = position?.dislodged.some((u) => provinceOf(u.location) === provinceOf(order.unit.location)) ?? false;
        const at = unitAt(order.unit, dislodged);
        if (!at) return '';
        return group('disband', drawn, [{ d: crossPath(at, UNIT_RADIUS + 1), width: 2.4 }], null);
      }
      case 'build': {
        const at = place(order.location);
        if (!at) return '';
        return group('build', drawn, [{ d: circle(at, RING), width: 2 }], [at[0] + RING * 0.8, at[1] - RING * 0.8], unitSymbol(order.type, at, drawn.power, 'built', 0.85));
      }
      case 'waive':
        return '';
    }
  };
  // Convoy lanes first, then supports, then moves on top, so arrows stay readable.
  const rank = (o: DrawnOrder) => (o.order.kind === 'convoy' ? 0 : o.order.kind === 'support' ? 1 : 2);
  const sorted = [...orders].sort((a, b) => rank(a) - rank(b));
  return el('g', { class: 'orders' }, ...sorted.map(drawOne));
}

/** A circle as path data, so it can be stroked like the other order lines. */
function circle(at: Point, r: number): string {
  return `M${formatNumber(at[0] - r)} ${formatNumber(at[1])}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}
