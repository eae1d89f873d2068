/**
 * A way from one point to another that stays inside the given regions (the two provinces
 * a move joins): straight when it can be, else the shortest way on a grid of cells inside
 * them, pulled taut. It keeps an arrow from A Nwy to Fin off Sweden and one from A Arm to
 * Sev (a unit in the Crimea) off the Black Sea.
 */
import type { RegionIndex } from '../geometry/region-index.js';
import { bboxOf } from '../geometry/polygon.js';
import type { Point, Ring } from '../geometry/types.js';

/** Smallest grid cell (px) and the step at which a straight stretch is tested (px). */
const CELL = 6;
const SAMPLE = 2;
/** How far outside the two provinces a straight stretch may pass (px). */
const GRAZE = 4;
/** How strongly the search heads for the goal, and how many cells it may look at. */
const HEURISTIC_WEIGHT = 2;
const MAX_EXPANDED = 6000;
/** A guard against degenerate regions: beyond this many cells the caller draws it another way. */
const MAX_CELLS = 40_000;

type Region = { readonly rings: readonly Ring[]; readonly index: RegionIndex };

/** Whether the straight line from a to b stays over the regions (grazing a cape or a corner is allowed). */
function clearOver(indexes: readonly RegionIndex[], inside: (p: Point) => boolean): (a: Point, b: Point) => boolean {
  // A line may graze a cape or a corner: what matters is that it does not run over them.
  const nearly = (p: Point) => inside(p) || indexes.some((index) => index.distance(p, GRAZE + 1) <= GRAZE);
  return (a, b) => {
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / SAMPLE));
    for (let k = 1; k < steps; k++) {
      if (!nearly([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps])) return false;
    }
    return true;
  };
}

/** Whether the straight line from one point to the other stays over the regions. */
export function straightWithin(from: Point, to: Point, regions: readonly Region[]): boolean {
  const indexes = regions.map((r) => r.index);
  return clearOver(indexes, (p) => indexes.some((index) => index.inside(p)))(from, to);
}

/** `regions` with their indexes (`indexRegion`), which a drawing builds once per province. */
export function routeWithin(from: Point, to: Point, regions: readonly Region[]): Point[] | null {
  const indexes = regions.map((r) => r.index);
  const inside = (p: Point) => indexes.some((index) => index.inside(p));
  const clear = clearOver(indexes, inside);
  if (clear(from, to)) return [from, to];

  const box = bboxOf(regions.flatMap((r) => r.rings));
  // Coarser cells for large regions (an ocean), so a route costs about the same everywhere;
  // fine ones again if the coarse grid closes a narrow way (Norway to Finland in the north).
  const coarse = Math.max(CELL, Math.sqrt(((box.maxX - box.minX) * (box.maxY - box.minY)) / 4000));
  for (const size of coarse > CELL ? [coarse, CELL] : [CELL]) {
    const route = routeOnGrid(from, to, box, size, inside, clear);
    if (route) return route;
  }
  return null;
}

function routeOnGrid(
  from: Point,
  to: Point,
  box: { minX: number; minY: number; maxX: number; maxY: number },
  size: number,
  inside: (p: Point) => boolean,
  clear: (a: Point, b: Point) => boolean,
): Point[] | null {
  const columns = Math.ceil((box.maxX - box.minX) / size) + 1;
  const rows = Math.ceil((box.maxY - box.minY) / size) + 1;
  if (!Number.isFinite(columns * rows) || columns * rows > MAX_CELLS) return null;
  const centre = (c: number): Point => [box.minX + (c % columns) * size + size / 2, box.minY + Math.floor(c / columns) * size + size / 2];
  // Whether a cell is inside, found when the search first reaches it (0 unknown, 1 in, 2 out).
  const state = new Uint8Array(columns * rows);
  const isOpen = (c: number) => {
    if (state[c] === 0) state[c] = inside(centre(c)) ? 1 : 2;
    return state[c] === 1;
  };
  const cellOf = (p: Point) =>
    Math.min(columns - 1, Math.max(0, Math.floor((p[0] - box.minX) / size))) + Math.min(rows - 1, Math.max(0, Math.floor((p[1] - box.minY) / size))) * columns;
  const [start, goal] = [cellOf(from), cellOf(to)];
  state[start] = state[goal] = 1;

  // Weighted A* over 8-connected cells (the weight makes it head for the goal and look at far
  // fewer cells; the taut pull below straightens what it finds); ties broken by cell number,
  // so routes are deterministic.
  const cost = new Float64Array(state.length).fill(Infinity);
  const previous = new Int32Array(state.length).fill(-1);
  const heap = new MinHeap();
  const [gx, gy] = centre(goal);
  const estimate = (c: number) => HEURISTIC_WEIGHT * Math.hypot(centre(c)[0] - gx, centre(c)[1] - gy);
  cost[start] = 0;
  heap.push(estimate(start), start);
  let expanded = 0;
  while (heap.size > 0) {
    const c = heap.pop();
    if (c === goal) break;
    if (++expanded > MAX_EXPANDED) return null;
    const [x, y] = [c % columns, Math.floor(c / columns)];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || x + dx < 0 || y + dy < 0 || x + dx >= columns || y + dy >= rows) continue;
        const n = c + dx + dy * columns;
        if (!isOpen(n)) continue;
        const next = cost[c] + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * size;
        if (next < cost[n]) {
          cost[n] = next;
          previous[n] = c;
          heap.push(next + estimate(n), n);
        }
      }
    }
  }
  if (start !== goal && previous[goal] < 0) return null;
  const cells: Point[] = [];
  for (let c = goal; c !== start && c >= 0; c = previous[c]) cells.unshift(centre(c));
  const path = [from, ...cells.slice(0, -1), to];
  // Pulled taut: from each corner, on to the farthest point of the path still in sight
  // (found by halving: sight along a grid path is nearly monotonic, and a miss only adds a corner).
  const taut: Point[] = [from];
  let i = 0;
  while (i < path.length - 1) {
    let [lo, hi] = [i + 1, path.length - 1];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (clear(path[i], path[mid])) lo = mid;
      else hi = mid - 1;
    }
    taut.push(path[lo]);
    i = lo;
  }
  return taut;
}

/** A binary heap of cells by priority (then cell number). */
class MinHeap {
  private readonly items: [number, number][] = [];
  get size(): number {
    return this.items.length;
  }
  push(priority: number, cell: number): void {
    const items = this.items;
    items.push([priority, cell]);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(items[i], items[parent])) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }
  pop(): number {
    const items = this.items;
    const top = items[0];
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < items.length && before(items[l], items[m])) m = l;
        if (r < items.length && before(items[r], items[m])) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m], items[i]];
        i = m;
      }
    }
    return top[1];
  }
}

function before(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}
