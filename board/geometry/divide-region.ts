/**
 * Provinces of a generated board within a region (the land, or the water): the Voronoi
 * cells of the provinces' points (plus, on land, phantom seeds far from them), each
 * intersected with the region.
 *
 * A piece of the region in a cell that does not hold the cell's own point (the tip of
 * Morocco in Spain's cell, across the strait; a bit of the Aegean in the Adriatic's cell,
 * across Greece) goes to the province it touches within the region; a piece that touches
 * no province (an island nobody named) belongs to nobody.
 */
import { MapPointError } from './geometry-error.js';
import { boxGrid, type BoxGrid } from './box-grid.js';
import { clipByConvex, unflagged, type FlaggedRing } from './clip.js';
import { bboxesOverlap, bboxOf, distanceToSegment, nearestBoundaryPoint, pointInRing, type BBox } from './polygon.js';
import { bandIndex, type BandIndex } from './region-index.js';
import type { Point } from './types.js';
import { phantomSeeds, sharedPlace, typicalSpacing, voronoiCells } from './voronoi-cells.js';

export interface Seed {
  readonly province: string;
  readonly point: Point;
}

export interface Piece {
  owner: string | null;
  readonly ring: FlaggedRing;
  readonly cell: number;
  readonly hole: boolean;
  readonly box: BBox;
}

/** A region under the even-odd rule: outer rings, and holes in them (lakes, islands). */
export interface Region {
  readonly outers: Point[][];
  readonly holes: Point[][];
}

export interface Division {
  /** Pieces with an owner; holes (lakes) are pieces with `hole` set. */
  readonly pieces: Piece[];
  /** Border segments between pieces of different owners (or an owner and unplayable land). */
  readonly borders: Point[][];
}

/** Moves a point that lies just outside the region (off the coast) into it. */
function snapInto(p: Point, outers: readonly Point[][], boxes: readonly BBox[], inside: (i: number, p: Point) => boolean, maxDistance: number): Point {
  if (outers.some((_, i) => inBox(p, boxes[i]) && inside(i, p))) return p;
  const q = nearestBoundaryPoint(p, outers);
  if (!q) return p;
  const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (d > maxDistance || d === 0) return p;
  for (const extra of [1, 2, 4]) {
    const r: Point = [q[0] + ((q[0] - p[0]) / d) * extra, q[1] + ((q[1] - p[1]) / d) * extra];
    if (outers.some((ring) => pointInRing(r, ring))) return r;
  }
  return p;
}

function inBox(p: Point, b: BBox): boolean {
  return p[0] >= b.minX && p[0] <= b.maxX && p[1] >= b.minY && p[1] <= b.maxY;
}

/**
 * A long ring (a continent's coast) is clipped by hundreds of cells, each of which needs
 * only the part near it. So it is cut into tiles, coarse to fine (each tile's part taken
 * from its parent's), a tile reaching a quarter of its size beyond its square; a cell clips the
 * part of the finest tile whose reach holds it with MARGIN to spare. None of that tile's
 * own cut edges comes near the cell, so the cell's clipping removes them all.
 */
const LONG_RING = 200;
const LARGEST_TILE = 2048;
const SMALLEST_TILE = 32;
/** How far a tile's cut edges stay from the cell's box, at least (px). */
const MARGIN = 24;

type Tiles = Map<string, FlaggedRing[]>;

function nearPieces(ring: Point[], box: BBox, tilesOf: Map<Point[], Tiles>): FlaggedRing[] {
  let tiles = tilesOf.get(ring);
  if (!tiles) tilesOf.set(ring, (tiles = new Map([['whole', [unflagged(ring)]]])));
  // The whole ring, flagged once for all the cells that clip it (a continent's coast, an island across several).
  const whole = tiles.get('whole')!;
  if (ring.length <= LONG_RING) return whole;
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  let pieces: FlaggedRing[] | null = null;
  for (let size = LARGEST_TILE; size >= SMALLEST_TILE; size /= 2) {
    const tx = Math.floor(cx / size);
    const ty = Math.floor(cy / size);
    const reach = size / 4;
    const [x0, y0, x1, y1] = [tx * size - reach, ty * size - reach, (tx + 1) * size + reach, (ty + 1) * size + reach];
    if (box.minX - MARGIN < x0 || box.minY - MARGIN < y0 || box.maxX + MARGIN > x1 || box.maxY + MARGIN > y1) break;
    const key = `${size} ${tx} ${ty}`;
    let tile = tiles.get(key);
    if (!tile) {
      const window: Point[] = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
      tile = (pieces ?? whole).flatMap((piece) => clipByConvex(piece, window));
      tiles.set(key, tile);
    }
    pieces = tile;
  }
  return pieces ?? whole;
}

export function divideRegion(
  seeds: readonly Seed[],
  region: Region,
  bounds: readonly [number, number, number, number],
  options: { readonly phantoms: boolean },
): Division {
  if (seeds.length === 0) return { pieces: [], borders: [] };
  const outerBoxes = region.outers.map((r) => bboxOf([r]));
  const holeBoxes = region.holes.map((r) => bboxOf([r]));
  const outerGrid = boxGrid(outerBoxes);
  const holeGrid = boxGrid(holeBoxes);
  const spacing = typicalSpacing(seeds.map((s) => s.point));
  // A continent's coast holds most seeds in its box: inside tests go through bands of a ring's edges.
  const bands: (BandIndex | undefined)[] = [];
  const insideOuter = (i: number, p: Point) => (bands[i] ??= bandIndex([region.outers[i]])).inside(p[0], p[1]);
  const points = seeds.map((s) => snapInto(s.point, region.outers, outerBoxes, insideOuter, spacing / 2));
  const shared = sharedPlace(points, (i) => seeds[i].province);
  if (shared) {
    const [a, b] = shared.map((i) => seeds[i].province);
    throw new MapPointError(
      `'${a}' and '${b}' have map points at the same place on the board, and only one of them can be drawn there ` +
        `(move one of the points (at LON LAT) so that each province has a place of its own)`,
      b,
    );
  }
  const phantoms = options.phantoms ? phantomSeeds(points, bounds, spacing * 2.2) : [];
  const cells = voronoiCells([...points, ...phantoms], bounds, 0, points.length);

  const tiles = new Map<Point[], Tiles>();
  const byCell: Piece[][] = points.map(() => []);
  points.forEach((seed, cell) => {
    const polygon = cells.polygons[cell];
    if (polygon.length < 3) return;
    const box = bboxOf([polygon]);
    const clip = (rings: Point[][], boxes: BBox[], grid: BoxGrid, hole: boolean) => {
      for (const k of grid.candidates(box)) {
        if (!bboxesOverlap(box, boxes[k])) continue;
        for (const piece of nearPieces(rings[k], box, tiles).flatMap((r) => clipByConvex(r, polygon))) {
          byCell[cell].push({ owner: null, ring: piece, cell, hole, box: bboxOf([piece.points]) });
        }
      }
    };
    clip(region.outers, outerBoxes, outerGrid, false);
    clip(region.holes, holeBoxes, holeGrid, true);
    for (const piece of byCell[cell]) {
      if (!piece.hole && inBox(seed, piece.box) && pointInRing(seed, piece.ring.points)) piece.owner = seeds[cell].province;
    }
  });

  adoptOrphans(byCell, cells.delaunay.neighbors.bind(cells.delaunay), points.length);
  // A lake belongs to the piece of region around it.
  for (const pieces of byCell) {
    for (const hole of pieces.filter((p) => p.hole)) {
      const probe = innerVertex(hole.ring);
      const around = pieces.find((p) => !p.hole && p.owner !== null && pointInRing(probe, p.ring.points));
      hole.owner = around?.owner ?? null;
    }
  }

  const owned = byCell.flat().filter((p) => p.owner !== null);
  // The walk to the nearest seed starts from `near`, a cell next to p: a walk ends at the
  // nearest seed whatever its start (every seed but the nearest has a nearer Delaunay
  // neighbour), and one from next door is a step or two where one from seed 0 crosses the map.
  // null: land of nobody (a phantom's cell); WATER: outside every piece of the region, or in a hole of it.
  const ownerAt = (p: Point, near: number): string | null | typeof WATER => {
    const cell = cells.delaunay.find(p[0], p[1], near);
    if (cell >= points.length) return null;
    let owner: string | null | typeof WATER = WATER;
    for (const piece of byCell[cell]) {
      if (piece.owner !== null && inBox(p, piece.box) && pointInRing(p, piece.ring.points)) {
        owner = piece.hole ? WATER : piece.owner;
      }
    }
    return owner;
  };
  // Cut edges run straight through holes (islands in the sea, lakes on land): no border there.
  const borders = borderSegments(owned, ownerAt).flatMap((line) =>
    line.slice(1).flatMap((b, i) => partsOutside(line[i], b, region.holes, holeBoxes, holeGrid)),
  );
  return { pieces: owned, borders: joinSegments(borders) };
}

/** A vertex of the ring's own outline (not made by clipping), so not on the cell's edge. */
function innerVertex(ring: FlaggedRing): Point {
  const n = ring.points.length;
  for (let i = 0; i < n; i++) if (!ring.cut[i] && !ring.cut[(i + n - 1) % n]) return ring.points[i];
  const [a, b] = [ring.points[0], ring.points[1 % n]];
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** Gives pieces without their cell's point to the owned piece they share the longest cut with. */
function adoptOrphans(byCell: Piece[][], neighbours: (i: number) => Iterable<number>, count: number): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < count; cell++) {
      for (const orphan of byCell[cell]) {
        if (orphan.owner !== null || orphan.hole) continue;
        let best: { owner: string; length: number } | null = null;
        for (const other of neighbours(cell)) {
          // Phantoms' cells hold no pieces; d3 gives -1 for the lone seed of a single distinct point.
          if (other < 0 || other >= count) continue;
          for (const candidate of byCell[other]) {
            if (candidate.owner === null || candidate.hole || !bboxesOverlap(orphan.box, candidate.box, 0.5)) continue;
            const length = sharedCutLength(orphan.ring, candidate.ring);
            if (length > 0.5 && (!best || length > best.length)) best = { owner: candidate.owner, length };
          }
        }
        if (best) {
          orphan.owner = best.owner;
          changed = true;
        }
      }
    }
  }
}

function sharedCutLength(a: FlaggedRing, b: FlaggedRing): number {
  let total = 0;
  const n = a.points.length;
  for (let i = 0; i < n; i++) {
    if (!a.cut[i]) continue;
    const p = a.points[i];
    const q = a.points[(i + 1) % n];
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    const m = b.points.length;
    for (let j = 0; j < m; j++) {
      if (b.cut[j] && distanceToSegment(mid, b.points[j], b.points[(j + 1) % m]) < 0.01) {
        total += Math.hypot(q[0] - p[0], q[1] - p[1]);
        break;
      }
    }
  }
  return total;
}

/**
 * What lies outside every piece, or in a hole (a lake, an island in the sea): the other side
 * of a cut edge that the coast comes within a hair of. No border is drawn there.
 */
const WATER = Symbol('water');

/** Where along a cut edge its other side is probed: the middle first. */
const PROBES = [0.5, 0.25, 0.75];

/**
 * Cut edges whose other side belongs to someone else; each border once. The other side is
 * probed half a px off the edge; where the coast comes nearer the edge than that (Korea's
 * west coast, along a line between two of Seoul's cells) or an island or a lake does, the
 * probe lands in the water, and the next probe along the edge decides: an edge with water
 * all along is no border.
 */
function borderSegments(pieces: readonly Piece[], ownerAt: (p: Point, near: number) => string | null | typeof WATER): Point[][] {
  const out: Point[][] = [];
  for (const piece of pieces) {
    if (piece.hole) continue;
    const pts = piece.ring.points;
    const n = pts.length;
    for (let i = 0; i < n; i++) {
      if (!piece.ring.cut[i]) continue;
      const a = pts[i];
      const b = pts[(i + 1) % n];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (len < 0.05) continue;
      const normal: Point = [(-(b[1] - a[1]) / len) * 0.5, ((b[0] - a[0]) / len) * 0.5];
      let other: string | null | typeof WATER = WATER;
      for (let k = 0; k < PROBES.length && other === WATER; k++) {
        const at: Point = [a[0] + (b[0] - a[0]) * PROBES[k], a[1] + (b[1] - a[1]) * PROBES[k]];
        const left: Point = [at[0] + normal[0], at[1] + normal[1]];
        const right: Point = [at[0] - normal[0], at[1] - normal[1]];
        other = ownerAt(pointInRing(left, pts) ? right : left, piece.cell);
      }
      if (other === WATER || other === piece.owner) continue;
      if (other === null || piece.owner! < other) out.push([a, b]);
    }
  }
  return out;
}

/** Joins segments that meet end to start into longer lines (smaller output, cleaner joins). */
export function joinSegments(segments: readonly Point[][]): Point[][] {
  const key = (p: Point) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;
  const starts = new Map<string, number[]>();
  segments.forEach((s, i) => {
    const k = key(s[0]);
    const list = starts.get(k);
    if (list) list.push(i);
    else starts.set(k, [i]);
  });
  const used = new Set<number>();
  const lines: Point[][] = [];
  // Start from segments nothing leads into, then take what is left (closed loops).
  const ends = new Set(segments.map((s) => key(s[s.length - 1])));
  const order = [...segments.keys()].sort((i, j) => Number(ends.has(key(segments[i][0]))) - Number(ends.has(key(segments[j][0]))) || i - j);
  for (const i of order) {
    if (used.has(i)) continue;
    used.add(i);
    const line = [...segments[i]];
    for (;;) {
      const next = (starts.get(key(line[line.length - 1])) ?? []).find((j) => !used.has(j));
      if (next === undefined) break;
      used.add(next);
      const segment = segments[next];
      for (let k = 1; k < segment.length; k++) line.push(segment[k]);
    }
    lines.push(line);
  }
  return lines;
}

/** The parts of segment ab outside every ring (`grid` files the rings' `boxes`). */
function partsOutside(a: Point, b: Point, rings: readonly Point[][], boxes: readonly BBox[], grid: BoxGrid): Point[][] {
  const box = bboxOf([[a, b]]);
  const near = grid.candidates(box).filter((k) => bboxesOverlap(box, boxes[k])).map((k) => rings[k]);
  if (near.length === 0) return [[a, b]];
  const ts: number[] = [0, 1];
  for (const ring of near) {
    for (let i = 0, n = ring.length; i < n; i++) {
      const t = segmentCrossing(a, b, ring[i], ring[(i + 1) % n]);
      if (t !== null) ts.push(t);
    }
  }
  ts.sort((x, y) => x - y);
  const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const parts: Point[][] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const [from, to] = [ts[i], ts[i + 1]];
    if (to - from < 1e-9) continue;
    // Each stretch's middle decides: robust where an end lies on a ring.
    if (near.some((ring) => pointInRing(at((from + to) / 2), ring))) continue;
    const last = parts[parts.length - 1];
    if (last && last[1][0] === at(from)[0] && last[1][1] === at(from)[1]) last[1] = at(to);
    else parts.push([at(from), at(to)]);
  }
  return parts;
}

/** Parameter along ab where it crosses cd, or null. */
function segmentCrossing(a: Point, b: Point, c: Point, d: Point): number | null {
  const rx = b[0] - a[0], ry = b[1] - a[1];
  const sx = d[0] - c[0], sy = d[1] - c[1];
  const denom = rx * sy - ry * sx;
  if (denom === 0) return null;
  const t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / denom;
  const u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / denom;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}
