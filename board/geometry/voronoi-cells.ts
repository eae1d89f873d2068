/**
 * Voronoi cells of seed points (d3-delaunay), and "phantom" seeds that claim the parts
 * of the board far from every real seed, so no province stretches across empty regions.
 */
import { Delaunay, type Voronoi } from 'd3-delaunay';
import type { Point } from './types.js';

export interface Cells {
  readonly delaunay: Delaunay<[number, number]>;
  /** Convex cell of each seed asked for, closing point not repeated; empty for duplicate seeds. */
  readonly polygons: Point[][];
}

/**
 * The Voronoi diagram of `seeds` within `bounds`, with the cells of the seeds from `from`
 * up to `to` (by default all): a division needs only its real seeds' cells, not the
 * phantoms' (left empty), and each cell costs a clipping.
 */
export function voronoiCells(seeds: readonly Point[], bounds: readonly [number, number, number, number], from = 0, to = seeds.length): Cells {
  const { delaunay, voronoi } = diagram(seeds, bounds);
  const polygons = seeds.map((_, i) => {
    const cell = i >= from && i < to ? voronoi.cellPolygon(i) : null;
    return cell ? (cell.slice(0, -1) as Point[]).map((p) => [p[0], p[1]] as Point) : [];
  });
  return { delaunay, polygons };
}

/** d3's Delaunay triangulation of the seeds and their Voronoi diagram clipped to `bounds`. */
function diagram(seeds: readonly Point[], bounds: readonly [number, number, number, number]): { delaunay: Delaunay<[number, number]>; voronoi: Voronoi<[number, number]> } {
  const delaunay = Delaunay.from(seeds.map((p): [number, number] => [p[0], p[1]]));
  return { delaunay, voronoi: delaunay.voronoi([...bounds] as [number, number, number, number]) };
}

/**
 * The distance from each seed to its nearest other seed (not counting seeds at the same
 * place), Infinity where there is none. A seed's nearest neighbour is one of its Delaunay
 * neighbours, so this stays O(n log n) on large maps.
 */
export function nearestDistances(seeds: readonly Point[]): number[] {
  if (seeds.length < 2) return seeds.map(() => Infinity);
  const delaunay = Delaunay.from(seeds.map((p): [number, number] => [p[0], p[1]]));
  return seeds.map((p, i) => {
    let best = Infinity;
    for (const j of delaunay.neighbors(i)) {
      // d3 gives -1 as the "neighbour" of the one seed of a triangulation of a single distinct point.
      if (j < 0) continue;
      best = Math.min(best, Math.hypot(p[0] - seeds[j][0], p[1] - seeds[j][1]) || Infinity);
    }
    return best;
  });
}

/** Median distance from each seed to its nearest other seed (`nearestDistances`); 100 when there is none. */
export function typicalSpacing(seeds: readonly Point[], nearest: readonly number[] = nearestDistances(seeds)): number {
  if (seeds.length < 2) return 100;
  const distances = nearest.filter(Number.isFinite).sort((a, b) => a - b);
  return distances[Math.floor(distances.length / 2)] ?? 100;
}

/**
 * The first two seeds of different owners at the very same place, or null. The Delaunay
 * triangulation keeps one seed of a place: the other's cell is empty, and its province
 * would silently lose its shape.
 */
export function sharedPlace(seeds: readonly Point[], owner: (i: number) => string): [number, number] | null {
  const first = new Map<string, number>();
  for (let i = 0; i < seeds.length; i++) {
    const key = `${seeds[i][0]},${seeds[i][1]}`;
    const j = first.get(key);
    if (j === undefined) first.set(key, i);
    else if (owner(j) !== owner(i)) return [j, i];
  }
  return null;
}

/**
 * Grid points of the bounds farther than `radius` from every seed, keeping only those
 * that reach the edge of the board through one another: a gap enclosed by the seeds
 * (the middle of a sparsely pointed Russia) still belongs to the provinces around it.
 */
export function phantomSeeds(
  seeds: readonly Point[],
  bounds: readonly [number, number, number, number],
  radius: number,
): Point[] {
  const far = gridFarFrom(seeds, bounds, radius);
  if (far.length === 0) return far;
  const all = [...seeds, ...far];
  // Only the grid points' cells, as d3 makes them (not copied: hundreds of them, each
  // looked at once): whether they reach the board's edge. A cell's closing point repeats
  // its first, which changes no answer.
  const { delaunay, voronoi } = diagram(all, bounds);
  const [x0, y0, x1, y1] = bounds;
  const { circumcenters, vectors } = voronoi;
  const { inedges, halfedges, triangles } = delaunay;
  /**
   * Whether cell i is a closed cell whose corners (its triangles' circumcenters, walked as
   * d3 walks them) all lie strictly inside the bounds: then d3's polygon of it is those
   * corners, and it does not reach the edge. Most grid points' cells are such; they are
   * told without making their polygons. Anything else (a cell on the hull, a corner on or
   * beyond the bounds, a walk that does not close) is left to d3's polygon.
   */
  const wellInside = (i: number): boolean => {
    if (vectors[i * 4] || vectors[i * 4 + 1]) return false;
    const e0 = inedges[i];
    if (e0 === -1) return false;
    let e = e0;
    do {
      const t = Math.floor(e / 3);
      const cx = circumcenters[t * 2];
      const cy = circumcenters[t * 2 + 1];
      if (!(cx > x0 && cy > y0 && cx < x1 && cy < y1)) return false;
      e = e % 3 === 2 ? e - 2 : e + 1;
      if (triangles[e] !== i) return false;
      e = halfedges[e];
    } while (e !== e0 && e !== -1);
    return e === e0;
  };
  const onEdge = (i: number) => {
    if (wellInside(i)) return false;
    const cell = voronoi.cellPolygon(i);
    if (!cell) return false;
    for (let k = 0; k < cell.length; k++) {
      const p = cell[k];
      if (p[0] <= x0 || p[1] <= y0 || p[0] >= x1 || p[1] >= y1) return true;
    }
    return false;
  };
  const reached = new Set<number>();
  const queue: number[] = [];
  for (let i = seeds.length; i < all.length; i++) {
    if (onEdge(i)) {
      reached.add(i);
      queue.push(i);
    }
  }
  while (queue.length > 0) {
    const i = queue.pop()!;
    for (const j of delaunay.neighbors(i)) {
      if (j >= seeds.length && !reached.has(j)) {
        reached.add(j);
        queue.push(j);
      }
    }
  }
  return far.filter((_, k) => reached.has(seeds.length + k));
}

/**
 * At most about this many grid points: a map whose points are crowded into a corner of the
 * board by one far-out point (a typo: `at 100000 2`) has a typical spacing of a fraction of
 * a px, and a grid that fine has millions of points (minutes in the triangulation). The
 * shipped maps' grids have a few thousand.
 */
const MAX_GRID_POINTS = 40_000;
/** px: nor is a grid finer than a pixel worth its points (a board one px tall and 2000 wide). */
const MIN_GRID_STEP = 1;

function gridFarFrom(seeds: readonly Point[], bounds: readonly [number, number, number, number], radius: number): Point[] {
  const area = Math.max(0, bounds[2] - bounds[0]) * Math.max(0, bounds[3] - bounds[1]);
  const step = Math.max(radius / 3, MIN_GRID_STEP, Math.sqrt(area / MAX_GRID_POINTS));
  const out: Point[] = [];
  const [x0, y0, x1, y1] = bounds;
  if (seeds.length === 0) return out;
  const delaunay = Delaunay.from(seeds.map((p): [number, number] => [p[0], p[1]]));
  // The nearest seed of each grid point; the walk starts from the previous point's, next door.
  let nearest = 0;
  for (let y = y0; y <= y1 + step / 2; y += step) {
    for (let x = x0; x <= x1 + step / 2; x += step) {
      nearest = delaunay.find(x, y, nearest);
      const s = seeds[nearest];
      if (Math.hypot(s[0] - x, s[1] - y) > radius) out.push([x, y]);
    }
  }
  return out;
}
