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
/**
 * At most about this many samples along all outlines, and entries in the grid: beyond, the
 * samples are spaced wider and the cells made larger. Standard's outlines are some 60,000 px
 * long; 4 million samples is a board of 8 million px of outline, and takes a few seconds.
 */
const MAX_SAMPLES = 4_000_000;
const MAX_ENTRIES = 8_000_000;
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

  // The outline's whole length: on a huge board (or one of long edges criss-crossing it)
  // the samples and the grid's entries grow with it, so both are coarsened to stay within
  // MAX_SAMPLES and MAX_ENTRIES (far above any drawn or generated board's outline).
  let outline = 0;
  for (let k = 0; k < edgeCount; k++) {
    const dx = coords[k * 4 + 2] - coords[k * 4], dy = coords[k * 4 + 3] - coords[k * 4 + 1];
    const length = Math.sqrt(dx * dx + dy * dy);
    if (Number.isFinite(length)) outline += length;
  }
  const sampleStep = Math.max(SAMPLE_STEP, outline / MAX_SAMPLES);

  // The grid, in compressed rows: each edge filed in every cell that holds a point within
  // TOUCH_DISTANCE of it (column by column along the edge, not every cell of its box: a
  // long diagonal edge's box is most of the board). First count, then fill.
  const size = Math.max(CELL, (maxX - minX) / MAX_CELLS_ACROSS, (maxY - minY) / MAX_CELLS_ACROSS, (2 * outline) / MAX_ENTRIES);
  const originX = minX - TOUCH_DISTANCE - size;
  const originY = minY - TOUCH_DISTANCE - size;
  const columns = Math.floor((maxX + TOUCH_DISTANCE - originX) / size) + 2;
  const rows = Math.floor((maxY + TOUCH_DISTANCE - originY) / size) + 2;
  const starts = new Int32Array(columns * rows + 1);
  let cellEdges = new Int32Array(0);
  let filled = starts;
  /**
   * Edge k's cells: counted in `starts` (fill false), or filed (fill true). An edge no cell
   * holds (a coordinate not a number) is in none. A flag rather than a callback: nothing is
   * allocated per edge, and this runs cold, once per board.
   */
  const file = (k: number, fill: boolean) => {
    const ax = coords[k * 4], ay = coords[k * 4 + 1], bx = coords[k * 4 + 2], by = coords[k * 4 + 3];
    if (!Number.isFinite(ax + ay + bx + by)) return;
    const gx0 = Math.floor(((ax < bx ? ax : bx) - TOUCH_DISTANCE - originX) / size);
    const gx1 = Math.floor(((ax < bx ? bx : ax) + TOUCH_DISTANCE - originX) / size);
    const yLow = ay < by ? ay : by;
    const yHigh = ay < by ? by : ay;
    for (let gx = gx0; gx <= gx1; gx++) {
      // The edge's y range over this column's x range grown by TOUCH_DISTANCE (its whole
      // y range when it spans one column or is upright).
      let y0 = yLow;
      let y1 = yHigh;
      if (gx0 !== gx1 && ax !== bx) {
        const xFrom = Math.max(ax < bx ? ax : bx, originX + gx * size - TOUCH_DISTANCE);
        const xTo = Math.min(ax < bx ? bx : ax, originX + (gx + 1) * size + TOUCH_DISTANCE);
        const yFrom = ay + ((xFrom - ax) / (bx - ax)) * (by - ay);
        const yTo = ay + ((xTo - ax) / (bx - ax)) * (by - ay);
        y0 = Math.max(yLow, yFrom < yTo ? yFrom : yTo);
        y1 = Math.min(yHigh, yFrom < yTo ? yTo : yFrom);
      }
      const gy1 = Math.floor((y1 + TOUCH_DISTANCE - originY) / size);
      for (let gy = Math.floor((y0 - TOUCH_DISTANCE - originY) / size); gy <= gy1; gy++) {
        if (fill) cellEdges[filled[gy * columns + gx]++] = k;
        else starts[gy * columns + gx + 1]++;
      }
    }
  };
  for (let k = 0; k < edgeCount; k++) file(k, false);
  for (let c = 0; c < columns * rows; c++) starts[c + 1] += starts[c];
  filled = starts.slice(0, columns * rows);
  cellEdges = new Int32Array(starts[columns * rows]);
  for (let k = 0; k < edgeCount; k++) file(k, true);

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
    const steps = Math.max(1, Math.round(length / sampleStep));
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
