/**
 * Voronoi cells with natural edges (natural-edges.ts) where two owners meet: each cell's
 * outline, and the lines between owners, built once per edge so both sides share it
 * point for point (the shapes still merge and touch exactly). Edges inside one owner
 * stay straight: they vanish when its cells are merged.
 */
import type { Cells } from './voronoi-cells.js';
import { naturalEdge } from './natural-edges.js';
import type { Point } from './types.js';

export interface NaturalCells {
  /** Cell i's outline. */
  ring(i: number): Point[];
  /** Every line between two cells of different owners, once, that `keep` accepts. */
  between(keep: (i: number, j: number) => boolean): Point[][];
}

interface Line {
  readonly i: number;
  readonly j: number;
  readonly points: Point[];
  /** A straight line (amplitude 0: between seas) follows the others' corners instead of holding them. */
  readonly straight: boolean;
}

export function naturalCellEdges(
  seeds: readonly Point[],
  cells: Cells,
  owner: (i: number) => string,
  amplitude: (i: number, j: number) => number,
): NaturalCells {
  const lines = new Map<string, Line>();
  const across = seeds.map((seed, i) => {
    const polygon = cells.polygons[i];
    return polygon.map((a, k) => {
      const b = polygon[(k + 1) % polygon.length];
      const j = cellAcross(seeds, cells, i, a, b);
      if (j === null || owner(i) === owner(j)) return null;
      const key = i < j ? `${i} ${j}` : `${j} ${i}`;
      if (!lines.has(key)) {
        const wind = amplitude(i, j);
        lines.set(key, { i, j, points: naturalEdge(a, b, seed, seeds[j], wind), straight: wind === 0 });
      }
      return lines.get(key)!;
    });
  });
  // The ends of a very short edge stay: cells whose points are (nearly) on one circle meet
  // in two corners a hair apart, and moving them apart would open a gap or make a border of the hair.
  const held = new Set<string>();
  for (const polygon of cells.polygons) {
    polygon.forEach((a, k) => {
      const b = polygon[(k + 1) % polygon.length];
      if (Math.hypot(b[0] - a[0], b[1] - a[1]) < SHORT_EDGE) held.add(pointKey(a)).add(pointKey(b));
    });
  }
  const moved = smoothCorners([...lines.values()], held);
  const at = (p: Point): Point => moved.get(pointKey(p)) ?? p;
  for (const line of lines.values()) line.points.forEach((p, k) => (line.points[k] = at(p)));
  const rings: Point[][] = seeds.map((_, i) => {
    const polygon = cells.polygons[i];
    const ring: Point[] = [];
    polygon.forEach((a, k) => {
      const start = at(a);
      ring.push(start);
      const line = across[i][k];
      if (!line) return;
      const inner = line.points.slice(1, -1);
      const first = line.points[0];
      // Walked from a: the line as stored if it starts there, else backwards.
      for (const p of pointKey(first) === pointKey(start) ? inner : inner.reverse()) ring.push(p);
    });
    return ring;
  });
  return {
    ring: (i) => rings[i],
    between: (keep) => [...lines.values()].filter((l) => keep(l.i, l.j)).map((l) => l.points),
  };
}

/**
 * A corner's key, to a ten-thousandth of a px: where four points lie on one circle (a
 * grid), d3 gives each triangle's corner separately, a rounding error apart; they are one.
 */
function pointKey(p: Point): string {
  return `${Math.round(p[0] * 1e4)},${Math.round(p[1] * 1e4)}`;
}

/** Rounds of smoothing: each pulls a point halfway towards the middle of its two neighbours. */
const SMOOTHING_ROUNDS = 5;
/** px: cell edges shorter than this keep their ends where they are. */
const SHORT_EDGE = 8;

/**
 * New places for the points of the lines between owners where only two owners meet: the
 * samples along each line and the corners where a line between the same two owners turns
 * (a coastline passing from one cell to the next). Where three owners meet, or a line
 * ends, the point stays: borders still meet where they met. Straight lines (between seas)
 * do not hold a corner: where one meets a coastline, the coast is rounded and the straight
 * line's end follows it (an island stays round where two seas meet off its shore). Each
 * point moves only within the corner its neighbours make, a few px, so no shape reaches
 * a third cell.
 */
function smoothCorners(lines: readonly Line[], held: ReadonlySet<string>): Map<string, Point> {
  const neighbours = new Map<string, Point[]>();
  const link = (p: Point, q: Point) => {
    const list = neighbours.get(pointKey(p));
    if (list) list.push(q);
    else neighbours.set(pointKey(p), [q]);
  };
  for (const { points, straight } of lines) {
    if (straight) continue;
    for (let k = 0; k + 1 < points.length; k++) {
      link(points[k], points[k + 1]);
      link(points[k + 1], points[k]);
    }
  }
  let place = new Map<string, Point>();
  for (const [key, list] of neighbours) if (list.length === 2 && !held.has(key)) place.set(key, keyPoint(key));
  const now = (p: Point) => place.get(pointKey(p)) ?? p;
  for (let round = 0; round < SMOOTHING_ROUNDS; round++) {
    const next = new Map<string, Point>();
    for (const [key, p] of place) {
      const [q, r] = neighbours.get(key)!.map(now);
      next.set(key, [(p[0] * 2 + q[0] + r[0]) / 4, (p[1] * 2 + q[1] + r[1]) / 4]);
    }
    place = next;
  }
  return place;
}

function keyPoint(key: string): Point {
  const [x, y] = key.split(',').map(Number);
  return [x / 1e4, y / 1e4];
}

/**
 * The cell on the other side of cell i's edge ab: the neighbour whose point is as far
 * from the edge's middle as i's own (the edge lies on their bisector); null on the board's rim.
 */
function cellAcross(seeds: readonly Point[], cells: Cells, i: number, a: Point, b: Point): number | null {
  const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const own = Math.hypot(mid[0] - seeds[i][0], mid[1] - seeds[i][1]);
  let best: number | null = null;
  let bestGap = Math.max(1e-6, own * 1e-6);
  const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
  // Where four or more points lie on one circle (a grid), cells meet in corners a rounding
  // error apart: such an edge has no direction to tell its neighbour by, and is no border.
  if (Math.hypot(ex, ey) < 1e-6) return null;
  for (const j of cells.delaunay.neighbors(i)) {
    // d3 gives -1 as the "neighbour" of the one seed of a triangulation of a single distinct point.
    if (j < 0) continue;
    const [sx, sy] = [seeds[j][0] - seeds[i][0], seeds[j][1] - seeds[i][1]];
    // The bisector of i and j is square to the line between their points.
    if (Math.abs(ex * sx + ey * sy) > 1e-6 * Math.hypot(ex, ey) * Math.hypot(sx, sy) + 1e-9) continue;
    const gap = Math.abs(Math.hypot(mid[0] - seeds[j][0], mid[1] - seeds[j][1]) - own);
    if (gap <= bestGap) {
      best = j;
      bestGap = gap;
    }
  }
  return best;
}
