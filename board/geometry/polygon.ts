/**
 * Small planar polygon helpers on rings (closing point not repeated).
 * Areas are regions under the even-odd rule: a set of rings, holes inside outers.
 */
import { boxGrid } from './box-grid.js';
import type { Point, Ring } from './types.js';

export interface BBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/**
 * [Math.min(...values), Math.max(...values)] by a loop: spread into Math.min, a long list
 * of values is as many arguments, on the stack, and overflows it.
 */
export function minMax(values: readonly number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== v) return [NaN, NaN];
    // As Math.min and Math.max: -0 below 0.
    if (v < min || (v === 0 && min === 0 && Object.is(v, -0))) min = v;
    if (v > max || (v === 0 && max === 0 && Object.is(max, -0))) max = v;
  }
  return [min, max];
}

/** Shoelace area; positive when the ring turns clockwise on screen (y down). */
export function signedArea(ring: Ring): number {
  // Indexing, not destructuring, and each point read once (carried to the next edge): this
  // runs cold, on thousands of points, where every number read is boxed.
  const n = ring.length;
  if (n === 0) return 0;
  let sum = 0;
  let ax = ring[0][0];
  let ay = ring[0][1];
  for (let i = 0; i < n; i++) {
    const b = ring[i + 1 < n ? i + 1 : 0];
    const bx = b[0];
    const by = b[1];
    sum += ax * by - bx * ay;
    ax = bx;
    ay = by;
  }
  return sum / 2;
}

/**
 * The rings less every pair of copies of one ring (the same points in the same cyclic
 * order, either way round), the rest in their order: under the even-odd rule two copies
 * cancel, so the region is the same. A board file that repeats a shape thousands of times
 * otherwise has every inside test cross every copy. Without copies, `rings` itself.
 */
export function withoutCancellingCopies<R extends Ring>(rings: readonly R[]): readonly R[] {
  // Rings told apart cheaply first (their size and box); only look-alikes are compared in full.
  const roughKey = (ring: Ring) => {
    const b = bboxOf([ring]);
    return `${ring.length} ${b.minX} ${b.minY} ${b.maxX} ${b.maxY}`;
  };
  const roughKeys = rings.map(roughKey);
  const rough = new Map<string, number>();
  let alike = false;
  for (const key of roughKeys) {
    const seen = rough.get(key) ?? 0;
    if (seen > 0) alike = true;
    rough.set(key, seen + 1);
  }
  if (!alike) return rings;
  const copies = new Map<string, number[]>();
  rings.forEach((ring, i) => {
    if (rough.get(roughKeys[i])! < 2) return;
    const key = ringKey(ring);
    const list = copies.get(key);
    if (list) list.push(i);
    else copies.set(key, [i]);
  });
  const dropped = new Set<number>();
  for (const list of copies.values()) {
    // An odd number of copies leaves the first; an even number, none.
    for (let k = list.length % 2; k < list.length; k++) dropped.add(list[k]);
  }
  return dropped.size === 0 ? rings : rings.filter((_, i) => !dropped.has(i));
}

/** A ring's points from its least point (by x, then y), in whichever direction reads first. */
function ringKey(ring: Ring): string {
  const n = ring.length;
  let m = 0;
  for (let i = 1; i < n; i++) if (ring[i][0] < ring[m][0] || (ring[i][0] === ring[m][0] && ring[i][1] < ring[m][1])) m = i;
  const at = (k: number, step: number) => ring[(((m + step * k) % n) + n) % n];
  let step = 1;
  for (let k = 1; k < n; k++) {
    const [f, b] = [at(k, 1), at(k, -1)];
    if (f[0] !== b[0] || f[1] !== b[1]) {
      step = f[0] < b[0] || (f[0] === b[0] && f[1] < b[1]) ? 1 : -1;
      break;
    }
  }
  const parts: string[] = [];
  for (let k = 0; k < n; k++) {
    const p = at(k, step);
    parts.push(`${p[0]},${p[1]}`);
  }
  return parts.join(' ');
}

/** Beyond this many rings, regionArea finds the rings around a point through a grid of their boxes. */
const MANY_RINGS = 64;

/** Area of a region under the even-odd rule (assuming holes lie inside outers). */
export function regionArea(rings: readonly Ring[]): number {
  // Each ring's depth (how many other rings contain it) decides whether it adds or removes.
  // Only a ring whose box holds the point can contain it: with many rings (a province of
  // thousands of islands, or of one shape repeated) testing every pair was quadratic.
  const boxes = rings.length > MANY_RINGS ? rings.map((r) => bboxOf([r])) : null;
  const grid = boxes ? boxGrid(boxes) : null;
  let total = 0;
  for (const ring of rings) {
    if (ring.length < 3) continue;
    let depth = 0;
    const p = ring[0];
    if (grid) {
      for (const k of grid.candidates({ minX: p[0], minY: p[1], maxX: p[0], maxY: p[1] })) {
        const other = rings[k];
        if (other !== ring && other.length >= 3 && mayContain(boxes![k], p) && pointInRing(p, other)) depth++;
      }
    } else {
      for (const other of rings) if (other !== ring && other.length >= 3 && pointInRing(p, other)) depth++;
    }
    total += (depth % 2 === 0 ? 1 : -1) * Math.abs(signedArea(ring));
  }
  return total;
}

/**
 * False only where pointInRing is false for a ring of that box: beside it, above or below
 * it (no edge crosses the point's row, or every one does, an even number), with a hair of
 * room left and right for the rounding of where an edge crosses the row.
 */
function mayContain(box: BBox, p: Point): boolean {
  const room = 1e-9 * (Math.abs(box.minX) + Math.abs(box.maxX) + 1);
  return p[1] >= box.minY && p[1] <= box.maxY && p[0] >= box.minX - room && p[0] <= box.maxX + room;
}

export function bboxOf(rings: readonly Ring[]): BBox {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const x = ring[i][0];
      const y = ring[i][1];
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  return { minX, minY, maxX, maxY };
}

export function bboxesOverlap(a: BBox, b: BBox, margin = 0): boolean {
  return a.minX <= b.maxX + margin && b.minX <= a.maxX + margin && a.minY <= b.maxY + margin && b.minY <= a.maxY + margin;
}

export function pointInRing(p: Point, ring: Ring): boolean {
  const x = p[0];
  const y = p[1];
  const n = ring.length;
  if (n === 0) return false;
  let inside = false;
  // Each point read once, carried over as the next edge's other end (cold, every read boxes).
  let xj = ring[n - 1][0];
  let yj = ring[n - 1][1];
  for (let i = 0; i < n; i++) {
    const xi = ring[i][0];
    const yi = ring[i][1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    xj = xi;
    yj = yi;
  }
  return inside;
}

/** Inside a region under the even-odd rule. */
export function pointInRegion(p: Point, rings: readonly Ring[]): boolean {
  let inside = false;
  for (const ring of rings) if (pointInRing(p, ring)) inside = !inside;
  return inside;
}

/** The distance between two points. */
export function distance(a: Point, b: Point): number {
  return Math.sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]));
}

/** The point `distance` from a toward b (a itself when they coincide). */
export function toward(a: Point, b: Point, distance: number): Point {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [a[0] + ((b[0] - a[0]) / len) * distance, a[1] + ((b[1] - a[1]) / len) * distance];
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  return segmentDistance(p[0], p[1], a[0], a[1], b[0], b[1]);
}

/**
 * Math.max(0, Math.min(1, t)) to the last bit (NaN stays NaN, -0 becomes 0), without two
 * builtin calls and their boxed results: the segment searches below run cold.
 */
function clampToUnit(t: number): number {
  return t > 0 ? (t < 1 ? t : 1) : t !== t ? t : 0;
}

/** `distanceToSegment` on plain numbers, for callers that keep their edges in typed arrays. */
export function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = clampToUnit(len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2);
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  // Math.sqrt, not Math.hypot: no overflow to fear at board sizes, and far quicker cold.
  return Math.sqrt(ex * ex + ey * ey);
}

/** Every edge of the rings written flat (x0 y0 x1 y1, each ring closed) into `coords` from edge `at`; returns the edge after the last. */
export function writeEdges(rings: readonly Ring[], coords: Float64Array, at: number): number {
  let e = at;
  for (const ring of rings) {
    for (let i = 0, n = ring.length; i < n; i++, e++) {
      const a = ring[i];
      const b = ring[i + 1 < n ? i + 1 : 0];
      coords[e * 4] = a[0];
      coords[e * 4 + 1] = a[1];
      coords[e * 4 + 2] = b[0];
      coords[e * 4 + 3] = b[1];
    }
  }
  return e;
}

/** Distance from a point to the nearest edge of any ring. */
export function distanceToBoundary(p: Point, rings: readonly Ring[]): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, n = ring.length; i < n; i++) {
      const d = distanceToSegment(p, ring[i], ring[(i + 1) % n]);
      if (d < best) best = d;
    }
  }
  return best;
}

/** The point on the rings' edges nearest to p. */
export function nearestBoundaryPoint(p: Point, rings: readonly Ring[]): Point | null {
  let best = Infinity;
  let found: Point | null = null;
  for (const ring of rings) {
    for (let i = 0, n = ring.length; i < n; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % n];
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const len2 = dx * dx + dy * dy;
      const t = clampToUnit(len2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2);
      const q: Point = [a[0] + t * dx, a[1] + t * dy];
      const d = Math.sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]));
      if (d < best) {
        best = d;
        found = q;
      }
    }
  }
  return found;
}

/** Douglas–Peucker simplification of a closed ring; keeps at least a triangle. */
export function simplifyRing(ring: Ring, tolerance: number): Point[] {
  if (ring.length <= 4) return [...ring];
  // Split the ring at its first point and the point farthest from it, simplify both halves.
  let far = 0;
  let farD = -1;
  for (let i = 1; i < ring.length; i++) {
    const dx = ring[i][0] - ring[0][0];
    const dy = ring[i][1] - ring[0][1];
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[far] = 1;
  // The stretches still to look at, as pairs of numbers (no array per stretch, no destructuring).
  const stack: number[] = [0, far, far, ring.length];
  while (stack.length > 0) {
    const to = stack.pop()!;
    const from = stack.pop()!;
    const ax = ring[from][0], ay = ring[from][1];
    const bx = ring[to % ring.length][0], by = ring[to % ring.length][1];
    // distanceToSegment, with what depends only on the segment worked out once.
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let maxD = -1;
    let index = -1;
    for (let i = from + 1; i < to; i++) {
      const px = ring[i][0], py = ring[i][1];
      const t = clampToUnit(len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2);
      const ex = px - (ax + t * dx);
      const ey = py - (ay + t * dy);
      const d = Math.sqrt(ex * ex + ey * ey);
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    if (index >= 0 && maxD > tolerance) {
      keep[index] = 1;
      stack.push(from, index, index, to);
    }
  }
  const out: Point[] = [];
  for (let i = 0; i < ring.length; i++) if (keep[i]) out.push(ring[i]);
  return out.length >= 3 ? out : [...ring];
}

export function round1(v: number): number {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? 0 : r; // no "-0"
}

/** Rounds to 0.1 px and drops repeated points; rings that collapse are dropped. */
export function roundRings(rings: readonly Ring[]): Point[][] {
  return tidyRings(rings, true);
}

/**
 * roundRings for rings whose points roundRings made (mergeRings(roundRings(...)) reorders
 * them, makes none): rounding such a point again gives the same numbers (round1 is
 * idempotent at board sizes), so only repeated points and collapsed rings are dropped,
 * without working out two roundings per point while the code is cold.
 */
export function tidyRoundedRings(rings: readonly Ring[]): Point[][] {
  return tidyRings(rings, false);
}

/** Drops repeated points (each rounded to 0.1 px first when `round`) and the rings that collapse. */
function tidyRings(rings: readonly Ring[], round: boolean): Point[][] {
  const out: Point[][] = [];
  for (const ring of rings) {
    const r: Point[] = [];
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i];
      let q = p;
      if (round) {
        // A point already rounded (as most are, the second time round) is kept, not copied.
        const x = round1(p[0]);
        const y = round1(p[1]);
        if (!Object.is(x, p[0]) || !Object.is(y, p[1])) q = [x, y];
      }
      const last = r[r.length - 1];
      if (!last || last[0] !== q[0] || last[1] !== q[1]) r.push(q);
    }
    while (r.length > 1 && r[0][0] === r[r.length - 1][0] && r[0][1] === r[r.length - 1][1]) r.pop();
    if (r.length >= 3 && Math.abs(signedArea(r)) > 0.05) out.push(r);
  }
  return out;
}

function fmt(v: number): string {
  return String(round1(v));
}

/** Compact SVG path data for rings: absolute move, relative lines, closed. Coordinates in tenths. */
export function ringsToPath(rings: readonly Ring[]): string {
  const parts: string[] = [];
  for (const ring of rings) {
    if (ring.length < 2) continue;
    // Work in integer tenths so relative steps add up exactly.
    let px = Math.round(ring[0][0] * 10);
    let py = Math.round(ring[0][1] * 10);
    let d = `M${fmt(px / 10)} ${fmt(py / 10)}l`;
    let first = true;
    for (let i = 1; i < ring.length; i++) {
      const x = Math.round(ring[i][0] * 10);
      const y = Math.round(ring[i][1] * 10);
      if (x === px && y === py) continue;
      const dx = fmt((x - px) / 10);
      const dy = fmt((y - py) / 10);
      d += (first || dx.startsWith('-') ? '' : ' ') + dx + (dy.startsWith('-') ? '' : ' ') + dy;
      first = false;
      px = x;
      py = y;
    }
    parts.push(first ? d.slice(0, -1) + 'z' : d + 'z');
  }
  return parts.join('');
}

/** Open polylines as path data (for border lines). */
export function linesToPath(lines: readonly (readonly Point[])[]): string {
  const parts: string[] = [];
  for (const line of lines) {
    if (line.length < 2) continue;
    parts.push('M' + line.map((p) => `${fmt(p[0])} ${fmt(p[1])}`).join('L'));
  }
  return parts.join('');
}

/** Two integers as one Map key: one number while they are small enough to pack exactly. */
export function packKey(a: number, b: number): number | string {
  return Math.abs(a) < PACK_LIMIT && Math.abs(b) < PACK_LIMIT ? (a + PACK_LIMIT) * PACK_SCALE + (b + PACK_LIMIT) : `${a},${b}`;
}
const PACK_LIMIT = 2 ** 25;
const PACK_SCALE = 2 ** 26;

/**
 * The outline of rings that tile a region (Voronoi cells of one province): edges shared
 * by two rings cancel out, what is left is chained into rings. Shared edges must have
 * the same end points (to 0.1 px); rings that share nothing come out unchanged.
 */
export function mergeRings(input: readonly Ring[]): Point[][] {
  const rings = splitAtTouchingVertices(input);
  // Points are told apart to 0.1 px: each distinct one gets a small number, so that an
  // edge's key is one number too (they run for every edge of every province).
  const ids = new Map<number | string, number>();
  const names: string[] = [];
  const idOf = (p: Point): number => {
    const x = Math.round(p[0] * 10);
    const y = Math.round(p[1] * 10);
    const key = packKey(x, y);
    let id = ids.get(key);
    if (id === undefined) {
      id = names.length;
      ids.set(key, id);
      names.push(`${x},${y}`);
    }
    return id;
  };
  const span = rings.reduce((n, r) => n + r.length, 0) + 1;
  const edges = new Map<number, { from: Point; to: Point; fromId: number; toId: number; count: number }>();
  for (const ring of rings) {
    // Each point's number once (numbered in the ring's order, as edge by edge would).
    const pointIds = ring.map(idOf);
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      const ia = pointIds[i];
      const ib = pointIds[(i + 1) % ring.length];
      if (ia === ib) continue;
      const backward = ib * span + ia;
      const opposite = edges.get(backward);
      if (opposite) {
        if (--opposite.count === 0) edges.delete(backward);
        continue;
      }
      const forward = ia * span + ib;
      const same = edges.get(forward);
      if (same) same.count++;
      else edges.set(forward, { from: a, to: b, fromId: ia, toId: ib, count: 1 });
    }
  }
  const outgoing = new Map<number, { from: Point; to: Point; toId: number }[]>();
  for (const e of edges.values()) {
    let list = outgoing.get(e.fromId);
    if (!list) outgoing.set(e.fromId, (list = []));
    for (let c = 0; c < e.count; c++) list.push(e);
  }
  const out: Point[][] = [];
  // Rings start at their points in the order of their "x,y" names, as they always have.
  const startIds = [...outgoing.keys()].sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0));
  for (const start of startIds) {
    for (;;) {
      const list = outgoing.get(start);
      if (!list || list.length === 0) break;
      const ring: Point[] = [];
      let edge = list.shift()!;
      ring.push(edge.from);
      for (let guard = 0; guard < edges.size * 2 + 2; guard++) {
        const k = edge.toId;
        if (k === start) break;
        ring.push(edge.to);
        const next = outgoing.get(k);
        if (!next || next.length === 0) break;
        edge = next.shift()!;
      }
      if (ring.length >= 3) out.push(ring);
    }
  }
  return out;
}

/** Vertices filed by grid cell (VERTEX_CELL px) in compressed rows over the rings' box, each cell's in the rings' order. */
interface VertexGrid {
  readonly gx0: number;
  readonly gy0: number;
  readonly columns: number;
  readonly rows: number;
  /** Cell c's vertices are points[starts[c]] to points[starts[c + 1] - 1]. */
  readonly starts: Int32Array;
  readonly points: Point[];
  /** Each vertex's column and row in the grid, the rings' vertices one after the other. */
  readonly columnOf: Int32Array;
  readonly rowOf: Int32Array;
}

const VERTEX_CELL = 8;

function vertexGrid(rings: readonly Ring[]): VertexGrid {
  let count = 0;
  for (const ring of rings) count += ring.length;
  const columnOf = new Int32Array(count);
  const rowOf = new Int32Array(count);
  let gx0 = Infinity, gy0 = Infinity, gx1 = -Infinity, gy1 = -Infinity;
  for (let r = 0, v = 0; r < rings.length; r++) {
    const ring = rings[r];
    for (let i = 0; i < ring.length; i++, v++) {
      const gx = Math.floor(ring[i][0] / VERTEX_CELL);
      const gy = Math.floor(ring[i][1] / VERTEX_CELL);
      columnOf[v] = gx;
      rowOf[v] = gy;
      if (gx < gx0) gx0 = gx;
      if (gx > gx1) gx1 = gx;
      if (gy < gy0) gy0 = gy;
      if (gy > gy1) gy1 = gy;
    }
  }
  if (count === 0) return { gx0: 0, gy0: 0, columns: 0, rows: 0, starts: new Int32Array(1), points: [], columnOf, rowOf };
  const columns = gx1 - gx0 + 1;
  const rows = gy1 - gy0 + 1;
  for (let v = 0; v < count; v++) {
    columnOf[v] -= gx0;
    rowOf[v] -= gy0;
  }
  const starts = new Int32Array(columns * rows + 1);
  for (let v = 0; v < count; v++) starts[rowOf[v] * columns + columnOf[v] + 1]++;
  for (let c = 0; c < columns * rows; c++) starts[c + 1] += starts[c];
  const next = starts.slice(0, columns * rows);
  const points: Point[] = new Array(count);
  for (let r = 0, v = 0; r < rings.length; r++) {
    const ring = rings[r];
    for (let i = 0; i < ring.length; i++, v++) points[next[rowOf[v] * columns + columnOf[v]]++] = ring[i];
  }
  return { gx0, gy0, columns, rows, starts, points, columnOf, rowOf };
}

/**
 * Adds to each edge the vertices of other rings that lie on it (T-junctions), so that
 * a shared stretch of border is made of the same edges on both sides.
 */
function splitAtTouchingVertices(rings: readonly Ring[]): Point[][] {
  const grid = vertexGrid(rings);
  const out: Point[][] = [];
  for (let r = 0, first = 0; r < rings.length; first += rings[r].length, r++) {
    const ring = rings[r];
    const split: Point[] = [];
    for (let i = 0, n = ring.length; i < n; i++) {
      split.push(ring[i]);
      const j = i + 1 < n ? i + 1 : 0;
      pushVerticesOnEdge(ring[i], ring[j], first + i, first + j, grid, split);
    }
    out.push(split);
  }
  return out;
}

/** How near an edge a vertex lies to be on it (px); the row search keeps a little more. */
const ON_EDGE = 0.06;
const ON_EDGE_SEARCH = 0.1;

/**
 * Pushes the grid's vertices that lie on edge ab (not at its ends) in their order along it;
 * `va` and `vb` are a's and b's numbers in the grid. A function of its own, called per edge.
 * It runs cold, for every edge of every province: the edge's cells come from its ends'
 * (floor is monotonic), and nothing is measured until a vertex other than a and b turns
 * up, which for most edges none does.
 */
function pushVerticesOnEdge(a: Point, b: Point, va: number, vb: number, grid: VertexGrid, out: Point[]): void {
  const { starts, points, columns, columnOf, rowOf } = grid;
  const column0 = Math.min(columnOf[va], columnOf[vb]);
  const column1 = Math.max(columnOf[va], columnOf[vb]);
  const row0 = Math.min(rowOf[va], rowOf[vb]);
  const row1 = Math.max(rowOf[va], rowOf[vb]);
  // In each column only the rows the edge passes (with ON_EDGE_SEARCH to spare), when that
  // leaves out some of the box: a long diagonal cut edge's box holds hundreds of cells that
  // no point near it can be in. A vertex within ON_EDGE of the edge is in those rows, so the
  // rows left out change nothing.
  const narrow = column1 > column0 && row1 - row0 >= 2;
  const slope = narrow && Math.abs(b[0] - a[0]) > 1e-9 ? (b[1] - a[1]) / (b[0] - a[0]) : null;
  let length = -1;
  // The edge's box grown by ON_EDGE_SEARCH, worked out with the length: a vertex outside it
  // is farther than ON_EDGE from the edge, and is passed over unmeasured (most are: the
  // ring's own next vertices, a few px along the coast).
  let minX = 0, minY = 0, maxX = 0, maxY = 0;
  let on: { t: number; p: Point }[] | null = null;
  for (let column = column0; column <= column1; column++) {
    let rowFrom = row0;
    let rowTo = row1;
    if (slope !== null) {
      // The edge's y over the column's x span, widened by the tolerance both ways.
      const CELL = VERTEX_CELL;
      const gx = column + grid.gx0;
      const left = Math.min(a[0], b[0]);
      const right = Math.max(a[0], b[0]);
      const y0 = a[1] + (Math.min(Math.max(gx * CELL - ON_EDGE_SEARCH, left), right) - a[0]) * slope;
      const y1 = a[1] + (Math.min(Math.max((gx + 1) * CELL + ON_EDGE_SEARCH, left), right) - a[0]) * slope;
      rowFrom = Math.max(row0, Math.floor((Math.min(y0, y1) - ON_EDGE_SEARCH) / CELL) - grid.gy0);
      rowTo = Math.min(row1, Math.floor((Math.max(y0, y1) + ON_EDGE_SEARCH) / CELL) - grid.gy0);
    }
    for (let row = rowFrom; row <= rowTo; row++) {
      const cell = row * columns + column;
      for (let k = starts[cell], end = starts[cell + 1]; k < end; k++) {
        const p = points[k];
        // The edge's own ends are not on it (t is 0 or 1).
        if (p === a || p === b) continue;
        if (length < 0) {
          length = Math.hypot(b[0] - a[0], b[1] - a[1]);
          if (length < 0.2) return;
          minX = Math.min(a[0], b[0]) - ON_EDGE_SEARCH;
          maxX = Math.max(a[0], b[0]) + ON_EDGE_SEARCH;
          minY = Math.min(a[1], b[1]) - ON_EDGE_SEARCH;
          maxY = Math.max(a[1], b[1]) + ON_EDGE_SEARCH;
        }
        const px = p[0];
        if (px < minX || px > maxX) continue;
        const py = p[1];
        if (py < minY || py > maxY) continue;
        const t = ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / (length * length);
        if (t * length > 0.1 && (1 - t) * length > 0.1 && distanceToSegment(p, a, b) < ON_EDGE) (on ??= []).push({ t, p });
      }
    }
  }
  if (on === null) return;
  on.sort((x, y) => x.t - y.t);
  for (const { p } of on) out.push(p);
}
