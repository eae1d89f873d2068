/**
 * Natural-looking edges for generated plane boards. A straight edge between two Voronoi
 * cells becomes a gently winding line between the same two ends: a short sum of sine
 * waves (zero at both ends), its shape drawn from the ends' coordinates, so the same map
 * always gives the same board.
 *
 * The line stays inside the two triangles the edge makes with the two cells' own points.
 * A cell is convex and holds its point and the edge, so each triangle lies in its cell:
 * the winding line never enters a third cell, and which provinces touch is exactly what
 * the straight edges made it.
 */
import type { Point } from './types.js';

/** Samples along an edge: one every STEP px, within bounds (the work stays linear in edges). */
const STEP = 10;
const MIN_SAMPLES = 3;
const MAX_SAMPLES = 16;
/**
 * px: shorter edges stay straight. Their winding would hardly show, and every point costs
 * the anchors' search and the checks time: a map of thousands of provinces has short edges.
 */
const MIN_LENGTH = 24;
/** The share of the room towards each cell's point the line may use, leaving air for the cell's other edges. */
const ROOM_USED = 0.5;
const HARMONICS = 5;

/** A small deterministic generator (mulberry32) seeded from the edge's ends. */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashPoints(a: Point, b: Point): number {
  let h = 2166136261;
  for (const v of [a[0], a[1], b[0], b[1]]) {
    // Rounded, so that float noise in the ends cannot change the line.
    const n = Math.round(v * 10);
    h = Math.imul(h ^ (n & 0xffff), 16777619);
    h = Math.imul(h ^ (n >>> 16), 16777619);
  }
  return h >>> 0;
}

/**
 * How far (px) the line may stray from the edge at fraction t, towards a cell point that
 * projects on the edge's line at fraction `at`, `height` px from it: the triangle's width there.
 */
function room(t: number, at: number, height: number): number {
  const rising = at > 0 ? t / at : Infinity;
  const falling = at < 1 ? (1 - t) / (1 - at) : Infinity;
  return height * Math.min(rising, falling);
}

/**
 * The edge from a to b as a winding line (a and b included), straying at most
 * `amplitude` × its length, and only within the triangles a-b-`left` and a-b-`right`
 * (the points of the two cells it separates). An amplitude of 0 gives the straight edge.
 */
export function naturalEdge(a: Point, b: Point, left: Point, right: Point, amplitude: number): Point[] {
  // The same line whichever way the edge is walked.
  if (a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])) return naturalEdge(b, a, right, left, amplitude).reverse();
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (amplitude <= 0 || length < MIN_LENGTH) return [a, b];
  const [ux, uy] = [dx / length, dy / length];
  const [nx, ny] = [-uy, ux];
  const project = (p: Point) => ({ at: ((p[0] - a[0]) * ux + (p[1] - a[1]) * uy) / length, height: (p[0] - a[0]) * nx + (p[1] - a[1]) * ny });
  const [l, r] = [project(left), project(right)];
  // The two points lie on either side of the edge (it is on their bisector); anything else is left straight.
  if (Math.sign(l.height) === Math.sign(r.height) || l.height === 0 || r.height === 0) return [a, b];
  const [positive, negative] = l.height > 0 ? [l, r] : [r, l];

  const random = generator(hashPoints(a, b));
  const weights = Array.from({ length: HARMONICS }, (_, k) => ((random() * 2 - 1) * amplitude * length) / (k + 1) ** 1.7);
  const samples = Math.min(MAX_SAMPLES, Math.max(MIN_SAMPLES, Math.round(length / STEP)));
  const ts = Array.from({ length: samples - 1 }, (_, i) => (i + 1) / samples);
  const offsets = ts.map((t) => weights.reduce((sum, w, k) => sum + w * Math.sin(Math.PI * (k + 1) * t), 0));
  // Scaled down as a whole (not clipped) where it would leave its room: it stays smooth.
  let scale = 1;
  ts.forEach((t, i) => {
    const h = offsets[i];
    const limit = ROOM_USED * (h > 0 ? room(t, positive.at, positive.height) : room(t, negative.at, -negative.height));
    if (Math.abs(h) > limit) scale = Math.min(scale, limit / Math.abs(h));
  });
  const inner = ts.map((t, i): Point => {
    const h = offsets[i] * scale;
    return [a[0] + dx * t + nx * h, a[1] + dy * t + ny * h];
  });
  return [a, ...inner, b];
}
