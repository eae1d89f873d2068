/**
 * A line bent round the units on its way: where it would pass over a unit, it follows a
 * circle round the unit instead, on the shorter side, so that no arrow hides a unit nor
 * reads as two moves meeting at it (F Med–Red past the fleet in Egypt, a retreat past the
 * unit that took its place).
 */
import type { Point } from '../geometry/types.js';
import { dist } from './polyline.js';

/** Arcs are drawn in steps of at most this angle (radians). */
const STEP = Math.PI / 9;


/** Where segment a–b meets the circle (centre c, radius r), as fractions of the segment, in order. */
function meetings(a: Point, b: Point, c: Point, r: number): number[] {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const [fx, fy] = [a[0] - c[0], a[1] - c[1]];
  const qa = dx * dx + dy * dy;
  if (qa === 0) return [];
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - r * r;
  const disc = qb * qb - 4 * qa * qc;
  if (disc <= 0) return [];
  const s = Math.sqrt(disc);
  return [(-qb - s) / (2 * qa), (-qb + s) / (2 * qa)].filter((t) => t >= 0 && t <= 1);
}

const at = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The line round one circle: from where it first enters it to where it last leaves it, along the shorter arc. */
function round(line: readonly Point[], c: Point, r: number): Point[] {
  let enter: { i: number; p: Point } | null = null;
  let leave: { i: number; p: Point } | null = null;
  for (let i = 1; i < line.length; i++) {
    for (const t of meetings(line[i - 1], line[i], c, r)) {
      const p = at(line[i - 1], line[i], t);
      if (enter === null) enter = { i, p };
      leave = { i, p };
    }
  }
  if (enter === null || leave === null || dist(enter.p, leave.p) < 1e-6) return [...line];
  const from = Math.atan2(enter.p[1] - c[1], enter.p[0] - c[0]);
  let sweep = Math.atan2(leave.p[1] - c[1], leave.p[0] - c[0]) - from;
  // The shorter way round: the side of the circle the line was passing.
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  while (sweep < -Math.PI) sweep += 2 * Math.PI;
  const steps = Math.max(1, Math.ceil(Math.abs(sweep) / STEP));
  const arc: Point[] = [];
  for (let k = 0; k <= steps; k++) {
    const angle = from + (sweep * k) / steps;
    arc.push([c[0] + Math.cos(angle) * r, c[1] + Math.sin(angle) * r]);
  }
  return [...line.slice(0, enter.i), ...arc, ...line.slice(leave.i)];
}

/**
 * `line` bent round each unit it passes within `radius` of, except those within `radius` of
 * its ends (the unit that moves, the one it attacks), nearest its start first.
 */
export function skirtUnits(line: readonly Point[], units: readonly Point[], radius: number): Point[] {
  if (line.length < 2) return [...line];
  const [start, end] = [line[0], line[line.length - 1]];
  const passed = units.filter((u) => dist(u, start) >= radius && dist(u, end) >= radius).sort((u, v) => dist(u, start) - dist(v, start));
  let out = [...line];
  for (const unit of passed) out = round(out, unit, radius);
  return out;
}

/**
 * A point beside `at` (a unit on a line from `from` to `to`), `radius` px across the line's
 * direction, on the side away from `awayFrom` (the unit's name): a move past a gateway's unit
 * goes by it there, so the unit, its gate and its name stay in sight.
 */
export function besideUnit(at: Point, from: Point, to: Point, awayFrom: Point, radius: number): Point {
  const len = dist(from, to) || 1;
  const [nx, ny] = [-(to[1] - from[1]) / len, (to[0] - from[0]) / len];
  const side = (at[0] - awayFrom[0]) * nx + (at[1] - awayFrom[1]) * ny >= 0 ? 1 : -1;
  return [at[0] + nx * radius * side, at[1] + ny * radius * side];
}
