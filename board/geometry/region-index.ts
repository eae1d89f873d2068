/**
 * Fast point queries on a region (rings under the even-odd rule): inside tests through
 * horizontal bands of edges, distances to the outline through a grid of edges.
 */
import type { Point, Ring } from './types.js';
import { distanceToSegment } from './polygon.js';

const BAND = 8;
const CELL = 12;

type Edge = readonly [Point, Point];

/** One number per grid cell (boards are far smaller than a million cells across). */
function cellKey(gx: number, gy: number): number {
  return (gx + 50_000) * 100_000 + (gy + 50_000);
}

export interface RegionIndex {
  inside(p: Point): boolean;
  /** Distance to the outline, or `cap` when it is at least that far. */
  distance(p: Point, cap: number): number;
}

/** Up to this many edges, measuring every edge beats looking up grid cells. */
const FEW_EDGES = 40;

export function indexRegion(rings: readonly Ring[]): RegionIndex {
  const edgeCount = rings.reduce((n, r) => n + r.length, 0);
  const all: Edge[] = [];
  const bands = new Map<number, Edge[]>();
  const cells = new Map<number, Edge[]>();
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const e: Edge = [ring[i], ring[(i + 1) % ring.length]];
      if (edgeCount <= FEW_EDGES) all.push(e);
      const [y0, y1] = [Math.min(e[0][1], e[1][1]), Math.max(e[0][1], e[1][1])];
      for (let b = Math.floor(y0 / BAND); b <= Math.floor(y1 / BAND); b++) {
        const list = bands.get(b);
        if (list) list.push(e);
        else bands.set(b, [e]);
      }
      if (edgeCount <= FEW_EDGES) continue;
      // Into the cells along the edge (sampled every half cell), not its whole bounding box.
      const length = Math.hypot(e[1][0] - e[0][0], e[1][1] - e[0][1]);
      const steps = Math.max(1, Math.ceil(length / (CELL / 2)));
      let last = NaN;
      for (let k = 0; k <= steps; k++) {
        const x = e[0][0] + ((e[1][0] - e[0][0]) * k) / steps;
        const y = e[0][1] + ((e[1][1] - e[0][1]) * k) / steps;
        const key = cellKey(Math.floor(x / CELL), Math.floor(y / CELL));
        if (key === last) continue;
        last = key;
        const list = cells.get(key);
        if (list) {
          if (list[list.length - 1] !== e) list.push(e);
        } else cells.set(key, [e]);
      }
    }
  }
  return {
    inside([x, y]) {
      let inside = false;
      for (const [[xi, yi], [xj, yj]] of bands.get(Math.floor(y / BAND)) ?? []) {
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    },
    distance(p, cap) {
      if (edgeCount <= FEW_EDGES) {
        let best = cap;
        for (const [a, b] of all) {
          const d = distanceToSegment(p, a, b);
          if (d < best) best = d;
        }
        return best;
      }
      const gx = Math.floor(p[0] / CELL);
      const gy = Math.floor(p[1] / CELL);
      const reach = Math.ceil(cap / CELL);
      let best = cap;
      // Rings of cells outwards; stop once the ring is farther than the best found.
      for (let r = 0; r <= reach + 1; r++) {
        if ((r - 1) * CELL > best) break;
        for (let i = -r; i <= r; i++) {
          for (let j = -r; j <= r; j++) {
            if (Math.max(Math.abs(i), Math.abs(j)) !== r) continue;
            for (const [a, b] of cells.get(cellKey(gx + i, gy + j)) ?? []) {
              const d = distanceToSegment(p, a, b);
              if (d < best) best = d;
            }
          }
        }
      }
      return best;
    },
  };
}
