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
}

export function naturalCellEdges(
  seeds: readonly Point[],
  cells: Cells,
  owner: (i: number) => string,
  amplitude: (i: number, j: number) => number,
): NaturalCells {
  const lines = new Map<string, Line>();
  const rings: Point[][] = seeds.map((seed, i) => {
    const polygon = cells.polygons[i];
    const ring: Point[] = [];
    polygon.forEach((a, k) => {
      const b = polygon[(k + 1) % polygon.length];
      ring.push(a);
      const j = cellAcross(seeds, cells, i, a, b);
      if (j === null || owner(i) === owner(j)) return;
      const key = i < j ? `${i} ${j}` : `${j} ${i}`;
      let line = lines.get(key);
      if (!line) {
        line = { i, j, points: naturalEdge(a, b, seed, seeds[j], amplitude(i, j)) };
        lines.set(key, line);
      }
      const inner = line.points.slice(1, -1);
      const start = line.points[0];
      // Walked from a: the line as stored if it starts there, else backwards.
      ring.push(...(Math.abs(start[0] - a[0]) + Math.abs(start[1] - a[1]) < 1e-6 ? inner : inner.reverse()));
    });
    return ring;
  });
  return {
    ring: (i) => rings[i],
    between: (keep) => [...lines.values()].filter((l) => keep(l.i, l.j)).map((l) => l.points),
  };
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
  for (const j of cells.delaunay.neighbors(i)) {
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
