/**
 * A support's line: from the supporting unit to the unit it holds, or to the middle of the
 * arrow it supports. Straight when that is clear; else bent, as a gentle curve to one side,
 * so that it passes beside the units on its way instead of over them, and meets the
 * supported arrow at an angle instead of running along it (a support from behind the
 * target, in line with the move, would otherwise read as the move's own line).
 */
import { distanceToSegment, toward } from '../geometry/polygon.js';
import type { Point } from '../geometry/types.js';
import { dist } from './polyline.js';

export interface SupportWayRequest {
  /** The supporting unit. */
  readonly from: Point;
  /** Where the line ends before trimming: the supported unit, or the socket on the supported arrow. */
  readonly to: Point;
  /** The line starts this far from `from` and stops this far from `to` (px, at most a third of the way each). */
  readonly startGap: number;
  readonly endGap: number;
  /** The units the line should pass beside (neither the supporting unit nor, for a hold, the supported one). */
  readonly units: readonly Point[];
  /** The supported move's way, for a support of a move: the line meets it at an angle and keeps off it. */
  readonly arrow: readonly Point[] | null;
  /** Other lines to keep off and not to cross if it can (a railway's track, the supports drawn before). */
  readonly lines?: readonly (readonly Point[])[];
  /** Small things the line should pass beside (the provinces' names and centre dots). */
  readonly marks?: readonly Point[];
}

export interface SupportWay {
  /** The line, trimmed: two points when straight, more along a curve. */
  readonly points: Point[];
  /** How far the middle of the line is bent from the straight one, as a share of its length (0 straight; signed). */
  readonly bend: number;
}

/** Bends tried, the straight line first: a share of the line's length, to either side. */
const BENDS = [0, 0.08, -0.08, 0.16, -0.16, 0.24, -0.24, 0.32, -0.32, 0.4, -0.4];
/** A line at least this far from a unit's centre passes clear of it (a fleet's hull is 25 px across). */
const CLEAR = 15;
/** A support should meet its arrow at least at this angle (degrees). */
const MEET_ANGLE = 25;
/** A point of the line this close to the supported arrow lies along it (px). */
const ALONG = 6;
/** Near its socket a line must come close to the arrow: points this close to the end are not held to ALONG. */
const NEAR_SOCKET = 14;
/** A line this far from a name's or a centre dot's middle passes beside it (px). */
const MARK_CLEAR = 9;


/** The curve from `from` to `to` whose middle is pushed aside by `bend` × its length, as points. */
function curve(from: Point, to: Point, bend: number): Point[] {
  if (bend === 0) return [from, to];
  const length = dist(from, to) || 1;
  const nx = -(to[1] - from[1]) / length;
  const ny = (to[0] - from[0]) / length;
  // A quadratic curve whose middle lies bend × length aside: its control point lies twice as far.
  const control: Point = [(from[0] + to[0]) / 2 + nx * bend * length * 2, (from[1] + to[1]) / 2 + ny * bend * length * 2];
  const n = Math.max(8, Math.min(32, Math.ceil(length / 8)));
  const out: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * t * (1 - t);
    const c = t * t;
    out.push([a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]);
  }
  return out;
}

/** The point of segment a–b at `gap` from `centre`, where a is nearer than `gap` and b is not. */
function crossingAt(a: Point, b: Point, centre: Point, gap: number): Point {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    const p: Point = [a[0] + (b[0] - a[0]) * mid, a[1] + (b[1] - a[1]) * mid];
    if (dist(p, centre) < gap) lo = mid;
    else hi = mid;
  }
  return [a[0] + (b[0] - a[0]) * hi, a[1] + (b[1] - a[1]) * hi];
}

/** The points from where the line leaves a circle of `startGap` round its start to where it enters one of `endGap` round its end. */
export function clipped(points: readonly Point[], startGap: number, endGap: number): Point[] {
  const from = points[0];
  const to = points[points.length - 1];
  if (points.length === 2) return [toward(from, to, startGap), toward(to, from, endGap)];
  let i = 1;
  while (i < points.length - 1 && dist(points[i], from) < startGap) i++;
  let j = points.length - 2;
  while (j > 0 && dist(points[j], to) < endGap) j--;
  if (j < i - 1) return [crossingAt(from, to, from, startGap), crossingAt(to, from, to, endGap)];
  const start = crossingAt(points[i - 1], points[i], from, startGap);
  const end = crossingAt(points[j + 1], points[j], to, endGap);
  return [start, ...points.slice(i, j + 1), end];
}

function minDistance(p: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, distanceToSegment(p, line[i - 1], line[i]));
  return best;
}

function side(p: Point, q: Point, r: Point): number {
  return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** Whether two lines' boxes come within `margin` of each other (else neither runs along nor crosses the other). */
function boxesNear(a: readonly Point[], b: readonly Point[], margin: number): boolean {
  const box = (line: readonly Point[]) => {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of line) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    return [x0, y0, x1, y1];
  };
  const [p, q] = [box(a), box(b)];
  return p[0] <= q[2] + margin && q[0] <= p[2] + margin && p[1] <= q[3] + margin && q[1] <= p[3] + margin;
}

/** The angle (0–90°) at which a line arriving along `direction` meets the arrow's leg nearest `at`. */
function meetingAngle(arrow: readonly Point[], at: Point, direction: Point): number {
  let leg = 1;
  for (let i = 2; i < arrow.length; i++) if (distanceToSegment(at, arrow[i - 1], arrow[i]) < distanceToSegment(at, arrow[leg - 1], arrow[leg])) leg = i;
  const ax = arrow[leg][0] - arrow[leg - 1][0];
  const ay = arrow[leg][1] - arrow[leg - 1][1];
  const cos = Math.abs(ax * direction[0] + ay * direction[1]) / ((Math.hypot(ax, ay) || 1) * (Math.hypot(direction[0], direction[1]) || 1));
  return (Math.acos(Math.min(1, cos)) * 180) / Math.PI;
}

/** What is wrong with a line: units it passes over, an arrow it runs along or meets too flatly, its bend. */
function cost(request: SupportWayRequest, line: readonly Point[], bend: number): number {
  let total = Math.abs(bend) * 20;
  for (const unit of request.units) {
    const d = minDistance(unit, line);
    if (d < CLEAR) total += ((CLEAR - d) / CLEAR) * 40;
  }
  const arrow = request.arrow;
  if (arrow && arrow.length >= 2) {
    const n = line.length;
    const angle = meetingAngle(arrow, request.to, [line[n - 1][0] - line[n - 2][0], line[n - 1][1] - line[n - 2][1]]);
    if (angle < MEET_ANGLE) total += ((MEET_ANGLE - angle) / MEET_ANGLE) * 30;
    // Sampled every few px along the line, so a long stretch along the arrow weighs more than a touch.
    let along = 0;
    let samples = 0;
    for (let i = 1; i < n; i++) {
      const steps = Math.max(1, Math.ceil(dist(line[i - 1], line[i]) / 3));
      for (let s = 0; s < steps; s++) {
        const t = s / steps;
        const p: Point = [line[i - 1][0] + (line[i][0] - line[i - 1][0]) * t, line[i - 1][1] + (line[i][1] - line[i - 1][1]) * t];
        if (dist(p, request.to) < NEAR_SOCKET) continue;
        samples++;
        if (minDistance(p, arrow) < ALONG) along++;
      }
      // Crossing the arrow before reaching it tangles the two.
      for (let k = 1; k < arrow.length; k++) {
        if (dist(line[i], request.to) >= NEAR_SOCKET && segmentsCross(line[i - 1], line[i], arrow[k - 1], arrow[k])) total += 25;
      }
    }
    if (samples > 0) total += (along / samples) * 60;
  }
  // Names are drawn over the lines, so passing under one costs less than passing over a unit.
  for (const mark of request.marks ?? []) {
    const d = minDistance(mark, line);
    if (d < MARK_CLEAR) total += ((MARK_CLEAR - d) / MARK_CLEAR) * 12;
  }
  for (const other of request.lines ?? []) total += offLine(line, other);
  return total;
}

/** What running along another line costs (a share of the line within ALONG of it), and crossing it. */
function offLine(line: readonly Point[], other: readonly Point[]): number {
  if (other.length < 2 || !boxesNear(line, other, ALONG)) return 0;
  let along = 0;
  let samples = 0;
  let crossings = 0;
  for (let i = 1; i < line.length; i++) {
    const steps = Math.max(1, Math.ceil(dist(line[i - 1], line[i]) / 3));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      samples++;
      if (minDistance([line[i - 1][0] + (line[i][0] - line[i - 1][0]) * t, line[i - 1][1] + (line[i][1] - line[i - 1][1]) * t], other) < ALONG) along++;
    }
    for (let k = 1; k < other.length; k++) if (segmentsCross(line[i - 1], line[i], other[k - 1], other[k])) crossings++;
  }
  return (along / Math.max(1, samples)) * 25 + crossings * 4;
}

/** The support's line, straight unless a bend clears the units on its way or the arrow it meets. */
export function supportWay(request: SupportWayRequest): SupportWay {
  const { from, to } = request;
  const length = dist(from, to);
  const startGap = Math.min(request.startGap, length / 3);
  const endGap = Math.min(request.endGap, length / 3);
  let best: { points: Point[]; bend: number; cost: number } | null = null;
  for (const bend of BENDS) {
    const points = clipped(curve(from, to, bend), startGap, endGap);
    const c = cost(request, points, bend);
    if (!best || c < best.cost - 1e-9) best = { points, bend, cost: c };
  }
  return { points: best!.points, bend: best!.bend };
}
