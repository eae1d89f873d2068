/**
 * Which provinces of a board border each other, from their outlines alone: pairs whose
 * outlines run within TOUCH_DISTANCE px of each other for at least TOUCH_LENGTH px.
 * Edges are filed in a grid, so this grows with the board's outline length.
 *
 * It runs on every board check that misses the board cache, so edges, grid and tallies
 * are flat typed arrays indexed by number (strings and small arrays per sample point
 * were most of its time).
 */
import { segmentDistance, writeEdges } from './polygon.js';
import { bandIndexOf, type BandIndex } from './region-index.js';
import type { BoardGeometry } from './types.js';

/** How close two outlines must run to count as touching, and for how long (px). */
const TOUCH_DISTANCE = 1;
const TOUCH_LENGTH = 6;
const SAMPLE_STEP = 2;
/** Grid cell size (px), raised on a very large board so the grid stays under a few million cells. */
const CELL = 16;
const MAX_CELLS_ACROSS = 2048;

export function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** Pairs of provinces whose outlines run together for at least TOUCH_LENGTH px. */
export function touchingPairs(geometry: BoardGeometry): Map<string, number> {
  const ids = Object.keys(geometry.provinces);
  const shapes = ids.map((id) => geometry.provinces[id]);

  // Every edge of every ring, flat: ax ay bx by, and its owner's index.
  let edgeCount = 0;
  for (const shape of shapes) for (const ring of shape.polygons) edgeCount += ring.length;
  const coords = new Float64Array(edgeCount * 4);
  const owners = new Int32Array(edgeCount);
  // Each owner's edges are numbered in one run, up to (not including) ownerEnd[owner].
  const ownerEnd = new Int32Array(shapes.length);
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  let e = 0;
  shapes.forEach((shape, owner) => {
    const first = e;
    e = writeEdges(shape.polygons, coords, e);
    owners.fill(owner, first, e);
    ownerEnd[owner] = e;
  });
  // Every corner starts an edge: the edges' first points give the bounds.
  for (let k = 0; k < edgeCount; k++) {
    const x = coords[k * 4];
    const y = coords[k * 4 + 1];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const shared = new Map<string, number>();
  if (edgeCount === 0) return shared;

  // The grid, in compressed rows: each edge filed in every cell its box (grown by
  // TOUCH_DISTANCE) meets. First count, then fill.
  const size = Math.max(CELL, (maxX - minX) / MAX_CELLS_ACROSS, (maxY - minY) / MAX_CELLS_ACROSS);
  const originX = minX - TOUCH_DISTANCE - size;
  const originY = minY - TOUCH_DISTANCE - size;
  const columns = Math.floor((maxX + TOUCH_DISTANCE - originX) / size) + 2;
  const rows = Math.floor((maxY + TOUCH_DISTANCE - originY) / size) + 2;
  // First and last grid cell an edge's box meets along axis c (0: x, 1: y); two functions
  // rather than a pair, so that nothing is allocated per edge.
  const cellFrom = (k: number, c: number, origin: number) =>
    Math.floor((Math.min(coords[k * 4 + c], coords[k * 4 + 2 + c]) - TOUCH_DISTANCE - origin) / size);
  const cellTo = (k: number, c: number, origin: number) =>
    Math.floor((Math.max(coords[k * 4 + c], coords[k * 4 + 2 + c]) + TOUCH_DISTANCE - origin) / size);
  // Each edge's cells worked out once, for the count and the fill: x from, x to, y from, y to.
  const range = new Int32Array(edgeCount * 4);
  const starts = new Int32Array(columns * rows + 1);
  for (let k = 0; k < edgeCount; k++) {
    const gx0 = cellFrom(k, 0, originX), gx1 = cellTo(k, 0, originX);
    const gy0 = cellFrom(k, 1, originY), gy1 = cellTo(k, 1, originY);
    for (let gy = gy0; gy <= gy1; gy++) for (let gx = gx0; gx <= gx1; gx++) starts[gy * columns + gx + 1]++;
    // An edge no cell holds (a coordinate not a number) is kept as an empty range.
    const none = !(gx0 <= gx1 && gy0 <= gy1);
    range[k * 4] = none ? 1 : gx0;
    range[k * 4 + 1] = none ? 0 : gx1;
    range[k * 4 + 2] = none ? 1 : gy0;
    range[k * 4 + 3] = none ? 0 : gy1;
  }
  for (let c = 0; c < columns * rows; c++) starts[c + 1] += starts[c];
  const filled = starts.slice(0, columns * rows);
  const cellEdges = new Int32Array(starts[columns * rows]);
  for (let k = 0; k < edgeCount; k++) {
    const gx0 = range[k * 4], gx1 = range[k * 4 + 1];
    for (let gy = range[k * 4 + 2], gy1 = range[k * 4 + 3]; gy <= gy1; gy++) {
      for (let gx = gx0; gx <= gx1; gx++) cellEdges[filled[gy * columns + gx]++] = k;
    }
  }

  /**
   * A cell lists its edges in ascending order, so an owner's edges in it are one run: the
   * position past the run that holds position c, its edges ending before edge `stop`.
   * Galloping, so a run of one costs one comparison and a long one a few: thousands of
   * shapes of one province in one cell (20,000 copies of a path) were scanned edge by edge
   * for every sample of their own, quadratic.
   */
  const pastRun = (c: number, end: number, stop: number): number => {
    let lo = c;
    let hi = c + 1;
    for (let step = 1; hi < end && cellEdges[hi] < stop; step *= 2) {
      lo = hi;
      hi = lo + step;
    }
    if (hi > end) hi = end;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (cellEdges[mid] < stop) lo = mid;
      else hi = mid;
    }
    return hi;
  };

  // Border length per pair of owners (lower index first), and which owners a sample met.
  const lengths = new Map<number, number>();
  const seenAt = new Int32Array(shapes.length).fill(-1);
  let sample = 0;
  e = 0;
  // One edge's samples: a small function called for every edge, which V8 optimises after a
  // few hundred calls, rather than one long loop body left to on-stack replacement (this
  // runs once per board, cold).
  const sampleEdge = (e: number, owner: number, region: BandIndex | null) => {
    const ax = coords[e * 4], ay = coords[e * 4 + 1], bx = coords[e * 4 + 2], by = coords[e * 4 + 3];
    const length = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
    if (length === 0) return;
    const steps = Math.max(1, Math.round(length / SAMPLE_STEP));
    const nx = (-(by - ay) / length) * 0.3;
    const ny = ((bx - ax) / length) * 0.3;
    // Worked out once per edge rather than per sample or per hit (the same numbers).
    const ex = bx - ax;
    const ey = by - ay;
    const share = length / steps / 2;
    for (let s = 0; s < steps; s++, sample++) {
      const t = (s + 0.5) / steps;
      const px = ax + ex * t;
      const py = ay + ey * t;
      if (region && region.inside(px + nx, py + ny) === region.inside(px - nx, py - ny)) continue;
      const cell = Math.floor((py - originY) / size) * columns + Math.floor((px - originX) / size);
      for (let c = starts[cell], end = starts[cell + 1]; c < end; c++) {
        const k = cellEdges[c];
        const other = owners[k];
        // The sample's own province, or one it already met: none of that run's edges counts.
        if (other === owner || seenAt[other] === sample) {
          c = pastRun(c, end, ownerEnd[other]) - 1;
          continue;
        }
        if (segmentDistance(px, py, coords[k * 4], coords[k * 4 + 1], coords[k * 4 + 2], coords[k * 4 + 3]) <= TOUCH_DISTANCE) {
          seenAt[other] = sample;
          const key = owner < other ? owner * shapes.length + other : other * shapes.length + owner;
          // Each pair is measured from both sides; halved (share) so the length is the border's.
          lengths.set(key, (lengths.get(key) ?? 0) + share);
          c = pastRun(c, end, ownerEnd[other]) - 1;
        }
      }
    }
  };
  shapes.forEach((shape, owner) => {
    // Where rings of one province overlap (a sea's cell with the land cut out), only
    // points where the region really changes are its outline. A generated board's shapes
    // were indexed for their anchors already.
    const region = shape.polygons.length > 1 ? bandIndexOf(shape.polygons) : null;
    for (const ring of shape.polygons) for (let i = 0; i < ring.length; i++, e++) sampleEdge(e, owner, region);
  });
  for (const [key, length] of lengths) {
    if (length >= TOUCH_LENGTH) shared.set(pairKey(ids[Math.floor(key / shapes.length)], ids[key % shapes.length]), length);
  }
  return shared;
}
