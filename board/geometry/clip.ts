/**
 * Clipping any simple ring by a convex polygon, one half-plane at a time.
 * Unlike plain Sutherland–Hodgman, a ring that leaves and re-enters the half-plane is
 * split into separate pieces (no zero-width bridges along the clip line), so the
 * pieces can be stroked and hit-tested as they are. Each edge carries a `cut` flag:
 * true when it lies along a clip line (a border drawn by the clipper, not a coastline).
 */
import { bboxOf, signedArea, type BBox } from './polygon.js';
import type { Point, Ring } from './types.js';

export interface FlaggedRing {
  readonly points: Point[];
  /** cut[i] is the flag of the edge from points[i] to points[i + 1] (wrapping). */
  readonly cut: boolean[];
}

interface Chain {
  points: Point[];
  cut: boolean[];
  enterU: number;
  exitU: number;
}

function cross(a: Point, b: Point, p: Point): number {
  return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
}

/**
 * The part of `ring` where keep * cross(b - a, p - a) >= 0. Callers pass the line in a
 * canonical direction so that two cells sharing an edge compute identical crossings.
 */
export function splitByHalfPlane(ring: FlaggedRing, a: Point, b: Point, keep: 1 | -1): FlaggedRing[] {
  const pts = ring.points;
  const n = pts.length;
  if (n < 3) return [];
  // cross(a, b, p) written out in the loops (the same operations, so the same numbers):
  // this runs for every point of every piece a cell clips, much of it in unoptimised code,
  // where a call per point costs more than the arithmetic.
  const ax = a[0];
  const ay = a[1];
  const dx = b[0] - ax;
  const dy = b[1] - ay;
  // Most rings lie wholly on one side: find out before allocating anything (keep * side
  // >= 0 is written as a branch on keep, the same answer for 0 and -0).
  const p0 = pts[0];
  const side0 = dx * (p0[1] - ay) - dy * (p0[0] - ax);
  const in0 = keep > 0 ? side0 >= 0 : side0 <= 0;
  let crossed = false;
  for (let i = 1; i < n && !crossed; i++) {
    const p = pts[i];
    const side = dx * (p[1] - ay) - dy * (p[0] - ax);
    crossed = (keep > 0 ? side >= 0 : side <= 0) !== in0;
  }
  if (!crossed) return in0 ? [ring] : [];
  // Each point's side, and whether it is kept as a flag the chains below read (rather than
  // testing the numbers' signs again for each edge's two ends, boxed anew when cold).
  const s = new Float64Array(n);
  const kept = new Uint8Array(n);
  let start = -1;
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const side = dx * (p[1] - ay) - dy * (p[0] - ax);
    s[i] = side;
    if (keep > 0 ? side >= 0 : side <= 0) kept[i] = 1;
    else if (start < 0) start = i;
  }

  const along = (p: Point) => (p[0] - ax) * dx + (p[1] - ay) * dy;
  const crossing = (i: number, j: number): Point => {
    const t = s[i] / (s[i] - s[j]);
    const p = pts[i];
    const q = pts[j];
    return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
  };

  const chains: Chain[] = [];
  let current: Chain | null = null;
  for (let step = 0, i = start; step < n; step++) {
    const j = i + 1 < n ? i + 1 : 0;
    const inI = kept[i] === 1;
    const inJ = kept[j] === 1;
    if (!inI && inJ) {
      const x = crossing(i, j);
      current = { points: [x, pts[j]], cut: [ring.cut[i]], enterU: along(x), exitU: NaN };
    } else if (inI && inJ) {
      current!.points.push(pts[j]);
      current!.cut.push(ring.cut[i]);
    } else if (inI && !inJ) {
      const y = crossing(i, j);
      current!.points.push(y);
      current!.cut.push(ring.cut[i]);
      current!.exitU = along(y);
      chains.push(current!);
      current = null;
    }
    i = j;
  }
  // A chain that only touches the line (a vertex on it) encloses nothing.
  const real = chains.filter((c) => c.points.some((p) => p[0] !== c.points[0][0] || p[1] !== c.points[0][1]));
  if (real.length === 0) return [];
  if (real.length === 1) return closed(real[0]);
  return assemble(real) ?? [bridged(real)];
}

/**
 * The ring of a lone chain, closed along the line: what `assemble` makes of one chain (its
 * exit joins its own entry), without copying its points. The usual case, by far: a cell's
 * edge cuts across a piece once.
 */
function closed(chain: Chain): FlaggedRing[] {
  chain.cut.push(true);
  const ring = clean({ points: chain.points, cut: chain.cut });
  return ring.points.length >= 3 ? [ring] : [];
}

/** The flag of the edge that closes a chain along the line. */
const ALONG_LINE: readonly boolean[] = [true];

/**
 * Joins chains into rings: along the line, the polygon's inside is a set of intervals
 * between consecutive crossings; each runs from one chain's exit to another's entry.
 */
function assemble(chains: Chain[]): FlaggedRing[] | null {
  const ends = chains.flatMap((c, index) => [
    { u: c.enterU, index, exit: false },
    { u: c.exitU, index, exit: true },
  ]);
  ends.sort((p, q) => p.u - q.u || Number(q.exit) - Number(p.exit));
  const next = new Map<number, number>();
  for (let k = 0; k + 1 < ends.length; k += 2) {
    const p = ends[k];
    const q = ends[k + 1];
    if (p.exit === q.exit) return null;
    const exit = p.exit ? p : q;
    const enter = p.exit ? q : p;
    next.set(exit.index, enter.index);
  }
  const used = new Set<number>();
  const rings: FlaggedRing[] = [];
  for (let first = 0; first < chains.length; first++) {
    if (used.has(first)) continue;
    const pointLists: Point[][] = [];
    const cutLists: (readonly boolean[])[] = [];
    let c = first;
    for (let guard = 0; ; guard++) {
      if (guard > chains.length || used.has(c)) return null;
      used.add(c);
      pointLists.push(chains[c].points);
      cutLists.push(chains[c].cut, ALONG_LINE);
      const after = next.get(c);
      if (after === undefined) return null;
      if (after === first) break;
      c = after;
    }
    // Joined by concat, a builtin: the water's chains run to thousands of points, which a
    // loop (or a spread into push) copies one by one, slowly while the code is cold.
    rings.push(clean({ points: joined(pointLists), cut: joined(cutLists) }));
  }
  return rings.filter((r) => r.points.length >= 3);
}

/**
 * How many lists one concat joins: each is an argument, and arguments live on the stack
 * (a ring cut into 150,000 chains overflowed it).
 */
const CONCAT_LISTS = 4096;

/** The lists end to end, by concat a bounded number of lists at a time. */
function joined<T>(lists: readonly (readonly T[])[]): T[] {
  if (lists.length <= CONCAT_LISTS) return ([] as T[]).concat(...lists);
  let out: T[] = [];
  for (let i = 0; i < lists.length; i += CONCAT_LISTS) out = out.concat(...lists.slice(i, i + CONCAT_LISTS));
  return out;
}

/** Fallback for degenerate input: plain Sutherland–Hodgman (chains joined in ring order). */
function bridged(chains: Chain[]): FlaggedRing {
  const points: Point[] = [];
  const cut: boolean[] = [];
  // Loops, not a spread into push: a chain's points are arguments then, and a long one overflows the stack.
  for (const c of chains) {
    for (const p of c.points) points.push(p);
    for (const flag of c.cut) cut.push(flag);
    cut.push(true);
  }
  return clean({ points, cut });
}

/** Drops zero-length edges (the ring itself, not a copy, when it has none: the usual case). */
function clean(ring: FlaggedRing): FlaggedRing {
  if (!hasZeroLengthEdge(ring.points)) return ring;
  const points: Point[] = [];
  const cut: boolean[] = [];
  const n = ring.points.length;
  for (let i = 0; i < n; i++) {
    const p = ring.points[i];
    const last = points[points.length - 1];
    if (last && last[0] === p[0] && last[1] === p[1]) {
      cut[cut.length - 1] = ring.cut[i];
      continue;
    }
    points.push(p);
    cut.push(ring.cut[i]);
  }
  while (points.length > 1 && points[0][0] === points[points.length - 1][0] && points[0][1] === points[points.length - 1][1]) {
    points.pop();
    cut.pop();
  }
  return { points, cut };
}

function hasZeroLengthEdge(points: readonly Point[]): boolean {
  for (let i = 0, n = points.length; i < n; i++) {
    const p = points[i];
    const q = points[i + 1 < n ? i + 1 : 0];
    if (p[0] === q[0] && p[1] === q[1]) return true;
  }
  return false;
}

function areaSign(ring: Ring): 1 | -1 {
  return signedArea(ring) >= 0 ? 1 : -1;
}

/**
 * Which side of the line ab the box lies on, for `keep`: 1 wholly on the kept side, -1
 * wholly off it, 0 across the line or too near it to tell without looking at the points.
 * The side is linear, so the box's corners bound every point inside it; the margin is far
 * above the rounding of `cross` at board sizes, so the answer is the one the points give.
 */
function boxSide(box: BBox, a: Point, b: Point, keep: 1 | -1): 1 | -1 | 0 {
  const c0 = keep * cross(a, b, [box.minX, box.minY]);
  const c1 = keep * cross(a, b, [box.maxX, box.minY]);
  const c2 = keep * cross(a, b, [box.maxX, box.maxY]);
  const c3 = keep * cross(a, b, [box.minX, box.maxY]);
  if (Math.min(c0, c1, c2, c3) > SIDE_MARGIN) return 1;
  if (Math.max(c0, c1, c2, c3) < -SIDE_MARGIN) return -1;
  return 0;
}
const SIDE_MARGIN = 1e-6;

/** Pieces of `ring` inside the convex polygon `clip` (any orientation). */
export function clipByConvex(ring: FlaggedRing, clip: Ring): FlaggedRing[] {
  const inward = areaSign(clip);
  // The ring's box: most of a cell's edges leave the ring whole, and the box tells so
  // without a look at each of its points for each edge.
  const box = boxOf(ring);
  let pieces: FlaggedRing[] = [ring];
  for (let i = 0; i < clip.length && pieces.length > 0; i++) {
    const p = clip[i];
    const q = clip[(i + 1) % clip.length];
    // The same edge seen from the neighbouring cell runs the other way: use one direction.
    const flip = p[0] > q[0] || (p[0] === q[0] && p[1] > q[1]);
    const a = flip ? q : p;
    const b = flip ? p : q;
    const keep = (flip ? -inward : inward) as 1 | -1;
    if (pieces.length === 1 && pieces[0] === ring && ring.points.length >= 3) {
      const side = boxSide(box, a, b, keep);
      if (side === 1) continue;
      if (side === -1) return [];
    }
    // A loop, not flatMap with a closure: this runs for every edge of every cell, cold.
    const next: FlaggedRing[] = [];
    for (let k = 0; k < pieces.length; k++) {
      const parts = splitByHalfPlane(pieces[k], a, b, keep);
      for (let m = 0; m < parts.length; m++) next.push(parts[m]);
    }
    pieces = next;
  }
  return pieces;
}

/**
 * Boxes of the rings clipped, kept while the rings are: a piece of a long coast (a tile of
 * it, see divide-region.ts) is clipped by every cell near it, and its box is the same each time.
 */
const boxes = new WeakMap<FlaggedRing, BBox>();

function boxOf(ring: FlaggedRing): BBox {
  let box = boxes.get(ring);
  if (!box) boxes.set(ring, (box = bboxOf([ring.points])));
  return box;
}

export function unflagged(ring: Ring): FlaggedRing {
  return { points: [...ring], cut: ring.map(() => false) };
}
