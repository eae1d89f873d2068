/**
 * Orders drawn on the board: moves as solid arrows (a convoyed army's through its fleets),
 * supports as thin dashed lines ending in a ring (on the unit held, or on the middle of
 * the move supported; bent round the units on their way and to meet the arrow at an
 * angle, support-way.ts), convoys as a broad lane along the fleets' route, holds as a ring,
 * retreats, builds and disbands. A move goes through the provinces its unit passes
 * (move-way.ts), round the units on its way (skirt.ts); one a map feature carries follows it
 * (feature-moves.ts: a railway move beside its track, a canal move past its gateway's unit).
 * The moves are laid out together: a swap is two lines side by side (lane.ts), arrows into
 * one place end round it (arrow-tips.ts), and each red × sits on its own order's line clear
 * of the others (cross-place.ts). The kind sets the line; the outcome only fades it:
 * failed orders are faded with a red ×, invalid ones grey, so a failed support still
 * looks like a support.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, ProvinceId, UnitType, Variant } from '../../model/variant.js';
import type { Order, Outcome, Position, UnitRef } from '../../engine/types.js';
import { toward } from '../geometry/polygon.js';
import type { BoardGeometry, Point } from '../geometry/types.js';
import { arrowTips } from './arrow-tips.js';
import { convoyRoutes, routeFor } from './convoy-routes.js';
import { placeCross, type CrossSpot } from './cross-place.js';
import { featureWay } from './feature-moves.js';
import { offsetLine } from './lane.js';
import { dislodgedSpot } from '../geometry/dislodged-spot.js';
import { locate } from './locate.js';
import { moveWays } from './move-way.js';
import { besideUnit, skirtUnits } from './skirt.js';
import { clipped, supportWay } from './support-way.js';
import { dist, halfway, splitAlong } from './polyline.js';
import { classToken, el, formatNumber } from './svg-element.js';
import { UNIT_RADIUS, unitSymbol } from './unit-layers.js';

export interface DrawnOrder {
  readonly power: string;
  readonly order: Order;
  /** Null when the orders have not been adjudicated. */
  readonly outcome: Outcome | null;
  /** A failed railway move: the province its army ended in (the result's `endedIn`). */
  readonly endedIn?: ProvinceId;
}

const GAP = UNIT_RADIUS + 2;
/** The ring of a hold or a build: clear of a fleet's hull, which is wider than an army's disc. */
const RING = UNIT_RADIUS + 4.5;
/** A line passing a unit keeps this far from its middle (px): clear of a fleet's hull and of a hold's ring, casings and all. */
const SKIRT = RING + 4.5;
/** How far beside each other a swap's two lines run, and a railway move beside its track (px, from the middle). */
const SWAP_LANE = 4.5;
const RAIL_LANE = 7;
/** How far short of an empty target's place an arrow ends (px). */
const EMPTY_GAP = 3;

function partWay(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}


/**
 * A polyline shortened at both ends, so it starts and ends outside the unit symbols: from
 * where it leaves a circle of `startGap` round its start to where it enters one of `endGap`
 * round its end (each at most a third of the way from end to end).
 */
function trimmed(points: readonly Point[], startGap: number, endGap: number): Point[] {
  if (points.length < 2) return [...points];
  const span = dist(points[0], points[points.length - 1]);
  if (span === 0) return [...points];
  return clipped(points, Math.min(startGap, span / 3), Math.min(endGap, span / 3));
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

/** An X centred on `at`, `s` px from the centre to each arm's end (a failed order's mark, the legend's samples of it). */
export function crossPath(at: Point, s: number): string {
  return `M${formatNumber(at[0] - s)} ${formatNumber(at[1] - s)}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}`;
}

/**
 * A disband's mark: an X over the unit whose arms stop short of its middle, from `inner` to
 * `outer` px out, so the unit's letter (A, F) stays readable under it.
 */
export function disbandPath(at: Point, inner: number, outer: number): string {
  const arm = (dx: number, dy: number) =>
    `M${formatNumber(at[0] + dx * inner)} ${formatNumber(at[1] + dy * inner)}L${formatNumber(at[0] + dx * outer)} ${formatNumber(at[1] + dy * outer)}`;
  const d = Math.SQRT1_2;
  return arm(-d, -d) + arm(d, d) + arm(d, -d) + arm(-d, d);
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
  /** The line's points, for the crosses of other orders to keep off it. */
  readonly points?: readonly Point[];
}

function group(kind: string, outcome: string, power: string, strokes: readonly Stroke[], crossAt: Point | null, extra = ''): string {
  const parts: string[] = [];
  for (const s of strokes) parts.push(el('path', { class: 'casing', d: s.d, 'stroke-width': s.width + 1.8 }));
  for (const s of strokes) {
    parts.push(el('path', { class: 'line', d: s.d, 'stroke-width': s.width }));
    if (s.head) parts.push(el('path', { class: 'head', d: s.head }));
    if (s.socket) parts.push(el('circle', { class: 'socket', cx: s.socket[0], cy: s.socket[1], r: 3.2 }));
  }
  parts.push(extra);
  if (crossAt) parts.push(cross(crossAt));
  return el('g', { class: `order ${kind} ${outcome} power-${classToken(power)}` }, ...parts);
}

/**
 * An arrow along `points`, which start at the unit and end at the arrow's tip; with
 * `throughUnits`, its inner points are units it passes, and it breaks at each (at those
 * `throughUnits` says, when it is a function of the point's index).
 */
function arrow(points: readonly Point[], startGap: number, endGap: number, width: number, throughUnits: boolean | ((i: number) => boolean) = false): Stroke {
  const line = throughUnits === false ? trimmed(points, startGap, endGap) : trimmedByLeg(points, startGap, endGap);
  const n = line.length;
  const head = arrowHead(line[n - 2], line[n - 1], 7);
  // The line stops inside the head, so its end does not poke out of the tip.
  const shaft = [...line.slice(0, -1), toward(line[n - 1], line[n - 2], Math.min(4, dist(line[n - 1], line[n - 2])))];
  const d = throughUnits === false ? polyline(shaft) : throughFleets(shaft, throughUnits === true ? undefined : throughUnits);
  return { d, head, width, points: shaft };
}

/** A polyline shortened along its first and last legs only, keeping its inner points (the units a convoy passes) in place. */
function trimmedByLeg(points: readonly Point[], startGap: number, endGap: number): Point[] {
  const out = [...points];
  const n = out.length;
  out[0] = toward(points[0], points[1], Math.min(startGap, dist(points[0], points[1]) / 3));
  out[n - 1] = toward(points[n - 1], points[n - 2], Math.min(endGap, dist(points[n - 1], points[n - 2]) / 3));
  return out;
}

/** A convoyed army's way: its points, and the indexes among them where its fleets stand. */
interface ConvoyPath {
  readonly points: Point[];
  readonly fleetsAt: ReadonlySet<number>;
}

/** A move or a retreat as laid out: its way from the unit to the target's place, and how it is drawn. */
interface Laid {
  readonly drawn: DrawnOrder;
  readonly to: LocationId;
  /** The target's place, where the arrow points. */
  readonly target: Point;
  /** From the unit's middle to the target's place; the last point becomes the arrow's tip. A railway move that stopped on its way: from where it stopped. */
  points: Point[];
  /** A railway move that stopped on its way: its way from the unit to where it stopped (null: it stayed, or went all the way). */
  travelled: Point[] | null;
  /** A railway move that failed: the province the result says it stopped in (its cross then goes there), else null. */
  readonly stop: string | null;
  /** A convoyed army's: the indexes of `points` where its convoying fleets stand (it breaks at each); null for any other. */
  readonly fleetsAt: ReadonlySet<number> | null;
  /** A move the unit makes itself (not convoyed, not by railway; over a border or through a gateway): a swap's two are drawn apart. */
  readonly plain: boolean;
}

/** What is drawn for one order: its groups in order, and where its cross may go. */
interface Drawing {
  readonly drawn: DrawnOrder;
  readonly kind: string;
  readonly rank: number;
  readonly parts: readonly { readonly outcome: string; readonly strokes: readonly Stroke[]; readonly extra?: string; readonly crossed: boolean }[];
  /** Its cross's place: fixed, or a spot on its line; null for none. */
  readonly cross: Point | CrossSpot | null;
}

export function ordersLayer(
  variant: Variant,
  geometry: BoardGeometry,
  position: Position | null,
  orders: readonly DrawnOrder[],
): string {
  const unitOf = (ref: UnitRef, dislodged = false) => {
    const province = provinceOf(ref.location);
    const list = dislodged ? position?.dislodged ?? [] : position?.units ?? [];
    return list.find((u) => provinceOf(u.location) === province);
  };
  const unitAt = (ref: UnitRef, dislodged = false): Point | null => {
    const unit = unitOf(ref, dislodged);
    const location = unit?.location ?? ref.location;
    const type = unit?.type ?? ref.type;
    return dislodged ? dislodgedSpot(geometry, location, variant, type) : locate(geometry, location, type);
  };
  const typeOf = (ref: UnitRef, dislodged = false) => ref.type ?? unitOf(ref, dislodged)?.type ?? null;
  /** Where a unit of `type` going to `location` would stand (a fleet on a shore where its province has one). */
  const place = (location: LocationId, type: UnitType | null) => locate(geometry, location, type);
  const way = moveWays(variant, geometry);
  // Where the units stand (dislodged ones too), for the lines to pass beside them.
  const unitPoints = [
    ...(position?.units ?? []).map((u) => locate(geometry, u.location, u.type)),
    ...(position?.dislodged ?? []).map((u) => dislodgedSpot(geometry, u.location, variant, u.type)),
  ].filter((p): p is Point => p !== null);
  // An arrow into a province where a unit stands stops at the unit's edge, not under it.
  const occupied = new Set((position?.units ?? []).map((u) => provinceOf(u.location)));
  const endGap = (to: LocationId) => (occupied.has(provinceOf(to)) ? GAP : EMPTY_GAP);
  const routes = convoyRoutes(variant, orders.map((o) => o.order));
  /**
   * The way from a convoyed army to its destination, through the fleets, each leg through the
   * water between them as a fleet would sail it (Mao to Wes round Spain, not over it), with the
   * indexes of the fleets in it; null for a plain move.
   */
  const convoyPath = (army: LocationId, to: LocationId): ConvoyPath | null => {
    const route = routeFor(routes, provinceOf(army), provinceOf(to));
    const from = unitAt({ type: 'army', location: army });
    const end = place(to, 'army');
    if (!route || !from || !end) return null;
    const stops: { at: Point; location: LocationId }[] = [{ at: from, location: army }];
    for (const f of route.fleets) {
      const at = unitAt({ type: 'fleet', location: f });
      if (!at) return null;
      stops.push({ at, location: f });
    }
    stops.push({ at: end, location: to });
    const points: Point[] = [from];
    const fleetsAt = new Set<number>();
    for (let k = 1; k < stops.length; k++) {
      const leg = way(stops[k - 1].at, stops[k - 1].location, stops[k].at, stops[k].location, 'fleet');
      points.push(...leg.slice(1, -1), stops[k].at);
      if (k < stops.length - 1) fleetsAt.add(points.length - 1);
    }
    return { points, fleetsAt };
  };

  /** A move's or a retreat's way, before the moves are laid out together. */
  const layOut = (drawn: DrawnOrder): Laid | null => {
    const order = drawn.order;
    if (order.kind !== 'move' && order.kind !== 'retreat') return null;
    const retreat = order.kind === 'retreat';
    const from = unitAt(order.unit, retreat);
    const to = place(order.to, typeOf(order.unit, retreat));
    if (!from || !to) return null;
    const convoyed = retreat ? null : convoyPath(order.unit.location, order.to);
    const plainly = { drawn, to: order.to, target: to, travelled: null, stop: null, plain: false, fleetsAt: null };
    if (convoyed) return { ...plainly, points: convoyed.points, fleetsAt: convoyed.fleetsAt };
    const railway = order.kind === 'move' ? order.railway : undefined;
    const feature = retreat ? null : featureWay(variant, geometry, order.unit.location, order.to, railway);
    if (feature && railway !== undefined) {
      // Beside its track, on its right, so the track shows and the other way's moves take the other side.
      const points = offsetLine([from, ...feature.via, to], RAIL_LANE);
      // Failed: it ends where the result says it stopped (point k), the rest of its way drawn failed.
      const stop = drawn.outcome === 'failed' ? (drawn.endedIn ?? null) : null;
      const k = stop === null ? -1 : [provinceOf(order.unit.location), ...feature.provinces].indexOf(stop);
      if (k < 0) return { ...plainly, points };
      return { ...plainly, points: points.slice(k), travelled: k > 0 ? points.slice(0, k + 1) : null, stop };
    }
    if (feature) {
      // A gateway's move goes beside the province's place, where its unit and gate stand, on the side away from its name.
      const province = geometry.provinces[feature.provinces[0]];
      const via = feature.via.map((p) => besideUnit(p, from, to, province?.labelAnchor ?? p, SKIRT));
      // Plain as a move over a border is: two fleets swapping through the canal are drawn apart too.
      return { ...plainly, points: [from, ...via, to], plain: true };
    }
    return { ...plainly, points: way(from, order.unit.location, to, order.to, typeOf(order.unit, retreat)), plain: !retreat };
  };
  const laid = orders.map(layOut);
  // A swap's two moves side by side, each on its own right, so each arrow shows.
  for (const a of laid) {
    if (!a?.plain || a.drawn.order.kind !== 'move') continue;
    const [from, to] = [provinceOf(a.drawn.order.unit.location), provinceOf(a.to)];
    const swapped = laid.some((b) => b !== a && b?.plain && b.drawn.order.kind === 'move' && provinceOf(b.drawn.order.unit.location) === to && provinceOf(b.to) === from);
    if (swapped) a.points = offsetLine(a.points, SWAP_LANE);
  }
  // Round the units on the way (a convoy's route passes through its fleets instead).
  for (const a of laid) {
    if (!a || a.fleetsAt) continue;
    a.points = skirtUnits(a.points, unitPoints, SKIRT);
    if (a.travelled) a.travelled = skirtUnits(a.travelled, unitPoints, SKIRT);
  }
  // The tips: arrows into one place end round it, apart.
  const arriving = laid.filter((a): a is Laid => a !== null);
  const tips = arrowTips(arriving.map((a) => ({ target: a.points[a.points.length - 1], from: a.points[a.points.length - 2], gap: endGap(a.to) })));
  arriving.forEach((a, i) => (a.points = [...a.points.slice(0, -1), tips[i]]));
  const laidOf = new Map(arriving.map((a) => [a.drawn, a]));

  /** The unit's own move order when it goes to `province`, laid out, if it has one. */
  const moveOf = (unit: LocationId, province: LocationId): Laid | null => {
    for (const a of arriving) {
      const order = a.drawn.order;
      if (order.kind === 'move' && provinceOf(order.unit.location) === provinceOf(unit) && provinceOf(order.to) === provinceOf(province)) return a;
    }
    return null;
  };

  // What the supports keep off: the railway tracks, the names and centre dots, and the supports drawn before them.
  const tracks = variant.features.flatMap((f) => {
    if (f.kind !== 'railway') return [];
    const stops = f.route.map((id) => geometry.provinces[id]?.unitAnchor ?? null);
    return stops.every((p): p is Point => p !== null) ? [stops] : [];
  });
  const marks = variant.provinces.flatMap((p): { province: string; at: Point }[] => {
    const shape = geometry.provinces[p.id];
    if (!shape) return [];
    const [x, y] = shape.labelAnchor;
    // A centre's name stands above its dot (map-layers.ts).
    const name = p.supplyCentre ? y - 4.5 : y;
    const points: Point[] = [[x - 6, name], [x + 6, name], ...(p.supplyCentre ? [[x, y + 6.5] as Point] : [])];
    return points.map((at) => ({ province: p.id, at }));
  });
  const supportLines: Point[][] = [];

  /** A move's or retreat's drawing; a railway move that stopped on its way ends there, the rest of its way drawn failed. */
  const drawMove = (a: Laid, kind: 'move' | 'retreat', outcome: string): Drawing => {
    const width = kind === 'move' ? 2.6 : 2.2;
    const { points, travelled } = a;
    const fleetsAt = a.fleetsAt;
    const stroke = arrow(points, travelled ? 4 : GAP, 0, width, fleetsAt === null ? false : (i) => fleetsAt.has(i));
    const parts = [{ outcome, strokes: [stroke], crossed: true }];
    if (travelled) {
      const n = travelled.length;
      const tip = toward(travelled[n - 1], travelled[n - 2], endGap(a.stop!));
      parts.unshift({ outcome: 'travelled', strokes: [arrow([...travelled.slice(0, -1), tip], GAP, 0, width)], crossed: false });
    }
    const n = points.length;
    // Where it stopped, its cross on the first stretch it did not go; else a third of the way
    // into the last leg, clear of a support's ring at its middle.
    const cross: CrossSpot = a.stop !== null
      ? { line: stroke.points!.slice(0, 2), span: [0.2, 0.8], prefer: partWay(stroke.points![0], stroke.points![1], 0.4) }
      : { line: stroke.points!, span: [0.15, 0.85], prefer: partWay(points[n - 2], points[n - 1], 0.3) };
    return { drawn: a.drawn, kind, rank: 2, parts, cross };
  };

  const drawOne = (drawn: DrawnOrder): Drawing | null => {
    const order = drawn.order;
    const outcome = drawn.outcome ?? 'given';
    const one = (kind: string, rank: number, strokes: Stroke[], cross: Point | CrossSpot | null, extra = ''): Drawing => ({
      drawn,
      kind,
      rank,
      parts: [{ outcome, strokes, extra, crossed: true }],
      cross,
    });
    switch (order.kind) {
      case 'hold': {
        const at = unitAt(order.unit);
        if (!at) return null;
        return one('hold', 2, [{ d: circle(at, RING), width: 2 }], [at[0] + RING * 0.8, at[1] - RING * 0.8]);
      }
      case 'move':
      case 'retreat': {
        const a = laidOf.get(drawn);
        return a ? drawMove(a, order.kind, outcome) : null;
      }
      case 'support': {
        const from = unitAt(order.unit);
        const supported = unitAt(order.supported);
        if (!from || !supported) return null;
        // The line passes beside the other units, not over them (support-way.ts).
        const others = (...mine: Point[]) => unitPoints.filter((p) => !mine.some((m) => m[0] === p[0] && m[1] === p[1]));
        // Not its own name nor the supported unit's, which stand beside the line's ends.
        const own = [provinceOf(order.unit.location), provinceOf(order.supported.location)];
        const keepOff = { lines: [...tracks, ...supportLines], marks: marksNear(marks.filter((m) => !own.includes(m.province)).map((m) => m.at), from, supported) };
        const spot = (points: Point[]): CrossSpot => ({ line: points, span: [0.2, 0.7], prefer: halfway(points) });
        if (order.to === null || order.to === provinceOf(order.supported.location)) {
          const { points } = supportWay({ from, to: supported, startGap: GAP, endGap: GAP + 3.2, units: others(from, supported), arrow: null, ...keepOff });
          supportLines.push(points);
          return one('support', 1, [{ d: polyline(points), width: 1.6, socket: points[points.length - 1], points }], spot(points));
        }
        // The supported move as drawn (to the coast it names, through its fleets when convoyed).
        const move = moveOf(order.supported.location, order.to);
        const to = move?.to ?? order.to;
        const target = place(to, typeOf(order.supported));
        if (!target) return null;
        const path = move?.points ?? convoyPath(order.supported.location, to)?.points ?? way(supported, order.supported.location, target, to, typeOf(order.supported));
        // The middle of its last leg as far as the target's place, on the arrow drawn.
        const [before, tip] = path.slice(-2);
        const aim = toward(before, tip, dist(before, move?.target ?? tip) / 2);
        // The ring on the supported arrow itself, the line stopping at the ring's edge; the
        // line meets the arrow at an angle, never along it.
        const { points } = supportWay({ from, to: aim, startGap: GAP, endGap: 3.2, units: others(from), arrow: path, ...keepOff });
        supportLines.push(points);
        return one('support', 1, [{ d: polyline(points), width: 1.6, socket: aim, points }], spot(points));
      }
      case 'convoy': {
        const fleet = unitAt(order.unit);
        if (!fleet) return null;
        // The army's route as its arrow is drawn (to the arrow's tip), else as the fleets make it.
        const army = moveOf(order.army, order.to);
        const convoyed = army?.fleetsAt ? { points: army.points, fleetsAt: army.fleetsAt } : convoyPath(order.army, order.to);
        // This fleet's stretch of the route: from halfway along its leg from the stop before it
        // to halfway along its leg to the stop after it (from the army, for the first; to the
        // destination, for the last).
        const path = convoyed?.points;
        const i = path?.findIndex((p) => p[0] === fleet[0] && p[1] === fleet[1]) ?? -1;
        if (!path || !convoyed || i < 0) {
          const armyAt = unitAt({ type: 'army', location: order.army });
          const to = place(order.to, 'army');
          if (!armyAt || !to) return null;
          return one('convoy', 0, [arrow([armyAt, fleet, to], GAP, EMPTY_GAP, 1.4, true)], fleet);
        }
        let before = i - 1;
        while (before > 0 && !convoyed.fleetsAt.has(before)) before--;
        let after = i + 1;
        while (after < path.length - 1 && !convoyed.fleetsAt.has(after)) after++;
        const first = before === 0;
        const last = after === path.length - 1;
        const inward = first ? path.slice(0, i + 1) : splitAlong(path.slice(before, i + 1), 0.5)[1];
        const onward = last ? path.slice(i, after + 1) : splitAlong(path.slice(i, after + 1), 0.5)[0];
        const stretch = [...inward, ...onward.slice(1)];
        const at = inward.length - 1;
        // The last stretch ends where the army's arrow does (its tip, laid out with the others).
        const tipGap = army?.fleetsAt ? 0 : endGap(order.to);
        const stroke = last
          ? arrow(stretch, first ? GAP : 0, tipGap, 1.4, (k) => k === at)
          : { d: throughFleets(trimmedByLeg(stretch, first ? GAP : 0, 0), (k) => k === at), width: 1.4 };
        return one('convoy', 0, [stroke], fleet);
      }
      case 'disband': {
        const dislodged = position?.dislodged.some((u) => provinceOf(u.location) === provinceOf(order.unit.location)) ?? false;
        const at = unitAt(order.unit, dislodged);
        if (!at) return null;
        return one('disband', 2, [{ d: disbandPath(at, DISBAND_HOLE, UNIT_RADIUS + 5), width: 2.4 }], null);
      }
      case 'build': {
        const at = place(order.location, order.type);
        if (!at) return null;
        return one('build', 2, [{ d: circle(at, RING), width: 2 }], [at[0] + RING * 0.8, at[1] - RING * 0.8], unitSymbol(order.type, at, drawn.power, 'built', 0.85));
      }
      case 'waive':
        return null;
    }
  };
  const drawings = orders.map(drawOne).filter((d): d is Drawing => d !== null);

  // The crosses: a fixed one where it is (a hold's, a convoy's), the others each on its own line, clear of the rest.
  const crossed = (d: Drawing) => d.drawn.outcome === 'failed' || d.drawn.outcome === 'invalid';
  const taken: Point[] = drawings.flatMap((d) => (crossed(d) && Array.isArray(d.cross) ? [d.cross as Point] : []));
  const crossAt = new Map<Drawing, Point>();
  for (const d of drawings) {
    if (!crossed(d) || d.cross === null) continue;
    if (Array.isArray(d.cross)) {
      crossAt.set(d, d.cross as Point);
      continue;
    }
    const others = drawings.filter((o) => o !== d).flatMap((o) => o.parts.flatMap((p) => p.strokes.flatMap((s) => (s.points ? [s.points] : []))));
    const at = placeCross(d.cross as CrossSpot, taken, others);
    taken.push(at);
    crossAt.set(d, at);
  }

  // Convoy lanes first, then supports, then moves on top, so arrows stay readable.
  const sorted = [...drawings].sort((a, b) => a.rank - b.rank);
  const svg = sorted.flatMap((d) => d.parts.map((p) => group(d.kind, p.outcome, d.drawn.power, p.strokes, p.crossed ? crossAt.get(d) ?? null : null, p.extra)));
  return el('g', { class: 'orders' }, ...svg);
}

/** The disband's X leaves this much of the unit's middle clear (px), for its letter. */
/** How far from a disbanded unit's middle its X starts: its A or F letter stays readable. */
export const DISBAND_HOLE = 7.5;

/** The marks near the way from `a` to `b`: only those can be near its line. */
function marksNear(marks: readonly Point[], a: Point, b: Point): Point[] {
  const margin = dist(a, b) * 0.45 + 10;
  const [x0, x1] = [Math.min(a[0], b[0]) - margin, Math.max(a[0], b[0]) + margin];
  const [y0, y1] = [Math.min(a[1], b[1]) - margin, Math.max(a[1], b[1]) + margin];
  return marks.filter((m) => m[0] >= x0 && m[0] <= x1 && m[1] >= y0 && m[1] <= y1);
}

/** A circle as path data, so it can be stroked like the other order lines. */
function circle(at: Point, r: number): string {
  return `M${formatNumber(at[0] - r)} ${formatNumber(at[1])}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}
