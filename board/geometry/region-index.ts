/**
 * Fast point queries on a region (rings under the even-odd rule): inside tests through
 * horizontal bands of edges, distances to the outline through a grid of edges.
 */
import { segmentDistance, writeEdges } from './polygon.js';
import type { Point, Ring } from './types.js';

const BAND = 8;
const CELL = 12;

export interface RegionIndex {
  inside(p: Point): boolean;
  /** Distance to the outline, or `cap` when it is at least that far. */
  distance(p: Point, cap: number): number;
}

/** Inside tests on rings under the even-odd rule, through horizontal bands of edges. */
export interface BandIndex {
  inside(x: number, y: number): boolean;
}

/**
 * Each region's band index, kept while its rings are: a generated board's province is
 * indexed for its anchors (indexRegion), and its outline's touching edges (touching-pairs.ts)
 * test the same rings moments later.
 */
const bandIndexes = new WeakMap<readonly Ring[], BandIndex>();

/** `bandIndex(rings)`, made once per rings array (which must not change while indexed). */
export function bandIndexOf(rings: readonly Ring[]): BandIndex {
  let index = bandIndexes.get(rings);
  if (!index) bandIndexes.set(rings, (index = bandIndex(rings)));
  return index;
}

/**
 * Edges filed by the bands of height BAND their y range meets, in flat arrays (x0 y0 x1 y1
 * per entry): a test crosses only the edges of its point's band.
 */
export function bandIndex(rings: readonly Ring[]): BandIndex {
  let minY = Infinity;
  let maxY = -Infinity;
  let edgeCount = 0;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const y = ring[i][1];
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    edgeCount += ring.length;
  }
  if (!(minY <= maxY)) return { inside: () => false };
  const base = Math.floor(minY / BAND);
  const count = Math.floor(maxY / BAND) - base + 1;
  // Each vertex's band, once: an edge's bands run from its lower end's to its upper end's
  // (floor is monotonic), so no edge needs arithmetic on its coordinates. Plain loops, not
  // a callback per edge: this runs cold, for every province's outline.
  const vertexBand = new Int32Array(edgeCount);
  for (let r = 0, at = 0; r < rings.length; r++) {
    const ring = rings[r];
    for (let i = 0; i < ring.length; i++, at++) vertexBand[at] = Math.floor(ring[i][1] / BAND) - base;
  }
  const starts = new Int32Array(count + 1);
  for (let r = 0, at = 0; r < rings.length; at += rings[r].length, r++) {
    const n = rings[r].length;
    for (let i = 0; i < n; i++) {
      const ba = vertexBand[at + i];
      const bb = vertexBand[at + (i + 1 < n ? i + 1 : 0)];
      for (let k = ba < bb ? ba : bb, last = ba < bb ? bb : ba; k <= last; k++) starts[k + 1]++;
    }
  }
  for (let k = 0; k < count; k++) starts[k + 1] += starts[k];
  const next = starts.slice(0, count);
  const edges = new Float64Array(starts[count] * 4);
  for (let r = 0, at = 0; r < rings.length; at += rings[r].length, r++) {
    const ring = rings[r];
    const n = ring.length;
    for (let i = 0; i < n; i++) {
      const j = i + 1 < n ? i + 1 : 0;
      const ba = vertexBand[at + i];
      const bb = vertexBand[at + j];
      const a = ring[i];
      const b = ring[j];
      for (let k = ba < bb ? ba : bb, last = ba < bb ? bb : ba; k <= last; k++) {
        const e = next[k]++ * 4;
        edges[e] = a[0];
        edges[e + 1] = a[1];
        edges[e + 2] = b[0];
        edges[e + 3] = b[1];
      }
    }
  }
  return {
    inside(x, y) {
      const band = Math.floor(y / BAND) - base;
      if (band < 0 || band >= count) return false;
      let inside = false;
      for (let at = starts[band] * 4, end = starts[band + 1] * 4; at < end; at += 4) {
        const xi = edges[at], yi = edges[at + 1], xj = edges[at + 2], yj = edges[at + 3];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    },
  };
}

/** Up to this many edges, measuring every edge beats looking up grid cells. */
const FEW_EDGES = 40;

export function indexRegion(rings: readonly Ring[]): RegionIndex {
  const bands = bandIndexOf(rings);
  // Every edge, flat: x0 y0 x1 y1.
  const edgeCount = rings.reduce((n, r) => n + r.length, 0);
  const coords = new Float64Array(edgeCount * 4);
  writeEdges(rings, coords, 0);
  const nearest = (px: number, py: number, k: number, best: number) => {
    const d = segmentDistance(px, py, coords[k * 4], coords[k * 4 + 1], coords[k * 4 + 2], coords[k * 4 + 3]);
    return d < best ? d : best;
  };
  if (edgeCount <= FEW_EDGES) {
    return {
      inside: (p) => bands.inside(p[0], p[1]),
      distance(p, cap) {
        const x = p[0];
        const y = p[1];
        let best = cap;
        for (let k = 0; k < edgeCount; k++) best = nearest(x, y, k, best);
        return best;
      },
    };
  }
  // The grid, in compressed rows over the rings' box: each edge in the cells along it
  // (sampled every half cell), not its whole bounding box. Counted first, then filled.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let k = 0; k < edgeCount * 4; k += 2) {
    minX = Math.min(minX, coords[k]);
    maxX = Math.max(maxX, coords[k]);
    minY = Math.min(minY, coords[k + 1]);
    maxY = Math.max(maxY, coords[k + 1]);
  }
  const gx0 = Math.floor(minX / CELL);
  const gy0 = Math.floor(minY / CELL);
  const columns = Math.floor(maxX / CELL) - gx0 + 1;
  const rows = Math.floor(maxY / CELL) - gy0 + 1;
  // Each edge's cells, once, in order (edge by edge, along each edge): counted, then filed.
  // Plain loops, not a callback per cell: this runs cold, for every province's outline.
  const edgeCells: number[] = [];
  const edgeOf: number[] = [];
  for (let k = 0; k < edgeCount; k++) {
    const x0 = coords[k * 4], y0 = coords[k * 4 + 1], x1 = coords[k * 4 + 2], y1 = coords[k * 4 + 3];
    const steps = Math.max(1, Math.ceil(Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) / (CELL / 2)));
    let last = -1;
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      const cell = (Math.floor(y / CELL) - gy0) * columns + (Math.floor(x / CELL) - gx0);
      if (cell === last) continue;
      last = cell;
      edgeCells.push(cell);
      edgeOf.push(k);
    }
  }
  const starts = new Int32Array(columns * rows + 1);
  for (let i = 0; i < edgeCells.length; i++) starts[edgeCells[i] + 1]++;
  for (let c = 0; c < columns * rows; c++) starts[c + 1] += starts[c];
  const next = starts.slice(0, columns * rows);
  const cellEdges = new Int32Array(starts[columns * rows]);
  for (let i = 0; i < edgeCells.length; i++) cellEdges[next[edgeCells[i]]++] = edgeOf[i];
  return {
    // Points read by index, not destructured: asked for tens of thousands of times, cold.
    inside: (p) => bands.inside(p[0], p[1]),
    distance(p, cap) {
      const x = p[0];
      const y = p[1];
      const gx = Math.floor(x / CELL) - gx0;
      const gy = Math.floor(y / CELL) - gy0;
      const reach = Math.ceil(cap / CELL);
      let best = cap;
      // Rings of cells outwards; stop once the ring is farther than the best found.
      for (let r = 0; r <= reach + 1; r++) {
        if ((r - 1) * CELL > best) break;
        for (let j = -r; j <= r; j++) {
          const row = gy + j;
          if (row < 0 || row >= rows) continue;
          // The whole row on the ring's top and bottom, its two ends elsewhere.
          const step = j === -r || j === r ? 1 : 2 * r;
          for (let i = -r; i <= r; i += step || 1) {
            const column = gx + i;
            if (column < 0 || column >= columns) continue;
            const cell = row * columns + column;
            for (let c = starts[cell], end = starts[cell + 1]; c < end; c++) best = nearest(x, y, cellEdges[c], best);
          }
        }
      }
      return best;
    },
  };
}
