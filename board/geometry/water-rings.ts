/**
 * Water as polygons: the board's rectangle minus the land. Land rings are clipped to the
 * same rectangle (d3's clipExtent puts their edge points exactly on it), so the water's
 * outline is every coastline edge turned around, plus the stretches of the rectangle's
 * edge the land does not cover. Islands come out as separate rings (holes in the water).
 */
import { signedArea } from './polygon.js';
import type { Point } from './types.js';

export interface WaterRings {
  readonly outers: Point[][];
  readonly holes: Point[][];
}

export function waterRings(landOuters: readonly Point[][], bounds: readonly [number, number, number, number]): WaterRings {
  const [x0, y0, x1, y1] = bounds;
  const landSign = Math.sign(landOuters.reduce((s, r) => s + signedArea(r), 0)) || 1;
  // Turned round, a coastline has the water on the side the land was: the water's outline
  // winds like the land's, and so must the rectangle's stretches that join it.
  const corners: Point[] = landSign < 0 ? [[x0, y0], [x0, y1], [x1, y1], [x1, y0]] : [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
  const sides = corners.map((c, i) => [c, corners[(i + 1) % 4]] as const);
  const sideLengths = sides.map(([a, b]) => Math.abs(b[0] - a[0]) + Math.abs(b[1] - a[1]));
  const perimeter = sideLengths.reduce((s, l) => s + l, 0);
  const offsets = sideLengths.map((_, i) => sideLengths.slice(0, i).reduce((s, l) => s + l, 0));
  // Indexing, not destructuring: this runs cold, for every coastline point.
  const onSide = (p: Point, i: number) => {
    const a = sides[i][0];
    const b = sides[i][1];
    return a[0] === b[0] ? p[0] === a[0] && between(p[1], a[1], b[1]) : p[1] === a[1] && between(p[0], a[0], b[0]);
  };
  /** Whether p lies on a line of the rectangle at all (most coastline points do not). */
  const onFrame = (p: Point) => p[0] === x0 || p[0] === x1 || p[1] === y0 || p[1] === y1;
  /** Position along side i of the turned rectangle. */
  const alongSide = (p: Point, i: number) => offsets[i] + Math.abs(p[0] - sides[i][0][0]) + Math.abs(p[1] - sides[i][0][1]);
  /** Position along the turned rectangle, or null when p is not on it. */
  const along = (p: Point): number | null => {
    if (!onFrame(p)) return null;
    for (let i = 0; i < 4; i++) if (onSide(p, i)) return alongSide(p, i);
    return null;
  };
  const at = (s: number): Point => {
    if (s >= perimeter) return corners[0];
    let offset = 0;
    for (let i = 0; i < 4; i++) {
      const [a, b] = sides[i];
      if (s <= offset + sideLengths[i]) {
        const t = (s - offset) / sideLengths[i];
        if (t <= 0) return a;
        if (t >= 1) return b;
        return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      }
      offset += sideLengths[i];
    }
    return corners[0];
  };

  const edges: [Point, Point][] = [];
  const covered: [number, number][] = [];
  // The land's own points where it meets the edge, so the water joins them exactly.
  const exact = new Map<number, Point>();
  for (const ring of landOuters) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      const sa = along(a);
      if (sa !== null) exact.set(sa, a);
      // Both ends on one side: measure both along that side (a corner belongs to two).
      let side = -1;
      if (sa !== null && onFrame(b)) for (let k = 0; k < 4 && side < 0; k++) if (onSide(a, k) && onSide(b, k)) side = k;
      if (side >= 0) {
        const [s0, s1] = [alongSide(a, side), alongSide(b, side)];
        exact.set(s0, a);
        exact.set(s1, b);
        covered.push(s0 <= s1 ? [s0, s1] : [s1, s0]);
      } else {
        edges.push([b, a]);
      }
    }
  }
  // The uncovered stretches of the rectangle, walked in its turned direction.
  covered.sort((p, q) => p[0] - q[0]);
  const gaps: [number, number][] = [];
  let reach = 0;
  for (const [s0, s1] of covered) {
    if (s0 > reach) gaps.push([reach, s0]);
    reach = Math.max(reach, s1);
  }
  if (reach < perimeter) gaps.push([reach, perimeter]);
  const cornerAt = offsets;
  const point = (s: number) => exact.get(s) ?? at(s);
  /** Corners and land points touching the edge strictly inside (from, to), in order. */
  const breaksIn = (from: number, to: number): Point[] => {
    const found: [number, Point][] = [];
    cornerAt.forEach((c, i) => {
      if (c > from && c < to) found.push([c, exact.get(c) ?? corners[i]]);
    });
    for (const [s, p] of exact) if (s > from && s < to) found.push([s, p]);
    return found.sort((p, q) => p[0] - q[0]).map(([, p]) => p);
  };
  if (covered.length === 0) {
    // No land on the edge: the water's outline is the whole rectangle.
    corners.forEach((c, i) => edges.push([c, corners[(i + 1) % 4]]));
  } else {
    // A gap running through the starting corner is one stretch, from its end round to the first land.
    const wraps = gaps.length > 0 && gaps[0][0] === 0 && gaps[gaps.length - 1][1] === perimeter && gaps.length > 1;
    const stretches: Point[][] = gaps.map(([g0, g1]) => [point(g0), ...breaksIn(g0, g1), point(g1)]);
    if (wraps) {
      const last = stretches.pop()!;
      const first = stretches.shift()!;
      // The rectangle's starting corner appears at the end of one and the start of the other.
      stretches.push([...last.slice(0, -1), ...first]);
    }
    for (const points of stretches) for (let i = 0; i + 1 < points.length; i++) edges.push([points[i], points[i + 1]]);
  }

  const rings = chain(edges);
  // Rings that run along the board's edge bound the open water; the others go round islands.
  const onEdge = (r: Point[]) => r.some((p, i) => sameSide(p, r[(i + 1) % r.length], bounds));
  return {
    outers: rings.filter(onEdge),
    holes: rings.filter((r) => !onEdge(r)),
  };
}

function between(v: number, a: number, b: number): boolean {
  return v >= Math.min(a, b) && v <= Math.max(a, b);
}

function sameSide(a: Point, b: Point, [x0, y0, x1, y1]: readonly number[]): boolean {
  return (a[0] === x0 && b[0] === x0) || (a[0] === x1 && b[0] === x1) || (a[1] === y0 && b[1] === y0) || (a[1] === y1 && b[1] === y1);
}

interface Outgoing {
  readonly from: Point;
  readonly to: Point;
}

/**
 * The edges leaving each point, the points told apart by their exact coordinates (as their
 * text "x,y" would be): a map by x of maps by y, not strings, which were most of the work.
 */
class EdgesFrom {
  private readonly byX = new Map<number, Map<number, Outgoing[]>>();
  /** Each point's list, in the order the points were first met. */
  readonly lists: { readonly at: Point; readonly edges: Outgoing[] }[] = [];

  get(p: Point): Outgoing[] | undefined {
    return this.byX.get(p[0])?.get(p[1]);
  }

  add(edge: Outgoing): void {
    let byY = this.byX.get(edge.from[0]);
    if (!byY) this.byX.set(edge.from[0], (byY = new Map()));
    const list = byY.get(edge.from[1]);
    if (list) list.push(edge);
    else {
      const edges = [edge];
      byY.set(edge.from[1], edges);
      this.lists.push({ at: edge.from, edges });
    }
  }
}

const same = (p: Point, q: Point) => p[0] === q[0] && p[1] === q[1];

/** Chains directed edges that meet end to start into rings. */
function chain(edges: readonly [Point, Point][]): Point[][] {
  const from = new EdgesFrom();
  for (const e of edges) if (!same(e[0], e[1])) from.add({ from: e[0], to: e[1] });
  const rings: Point[][] = [];
  for (const { at: start, edges: list } of from.lists) {
    while (list.length > 0) {
      let edge = list.shift()!;
      const ring: Point[] = [edge.from];
      let closed = false;
      for (let guard = 0; guard <= edges.length; guard++) {
        if (same(edge.to, start)) {
          closed = true;
          break;
        }
        ring.push(edge.to);
        const next = from.get(edge.to);
        if (!next || next.length === 0) break;
        edge = next.shift()!;
      }
      if (closed && ring.length >= 3) rings.push(ring);
    }
  }
  return rings;
}
