/**
 * Which provinces of a board border each other, from their outlines alone: pairs whose
 * outlines run within TOUCH_DISTANCE px of each other for at least TOUCH_LENGTH px.
 * Edges are filed in a grid, so this grows with the board's outline length.
 */
import { bboxOf, distanceToSegment, pointInRegion, type BBox } from './polygon.js';
import type { BoardGeometry, Point, Ring } from './types.js';

/** How close two outlines must run to count as touching, and for how long (px). */
const TOUCH_DISTANCE = 1;
const TOUCH_LENGTH = 6;
const SAMPLE_STEP = 2;
const CELL = 16;

interface Edge {
  readonly owner: string;
  readonly a: Point;
  readonly b: Point;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** Pairs of provinces whose outlines run together for at least TOUCH_LENGTH px. */
export function touchingPairs(geometry: BoardGeometry): Map<string, number> {
  const grid = new Map<string, Edge[]>();
  const cellsOf = (box: BBox) => {
    const keys: string[] = [];
    for (let gx = Math.floor(box.minX / CELL); gx <= Math.floor(box.maxX / CELL); gx++) {
      for (let gy = Math.floor(box.minY / CELL); gy <= Math.floor(box.maxY / CELL); gy++) keys.push(`${gx},${gy}`);
    }
    return keys;
  };
  const entries = Object.entries(geometry.provinces);
  for (const [id, shape] of entries) {
    for (const ring of shape.polygons) {
      for (let i = 0; i < ring.length; i++) {
        const edge: Edge = { owner: id, a: ring[i], b: ring[(i + 1) % ring.length] };
        const box = bboxOf([[edge.a, edge.b]]);
        const grown = { minX: box.minX - TOUCH_DISTANCE, minY: box.minY - TOUCH_DISTANCE, maxX: box.maxX + TOUCH_DISTANCE, maxY: box.maxY + TOUCH_DISTANCE };
        for (const key of cellsOf(grown)) {
          const list = grid.get(key);
          if (list) list.push(edge);
          else grid.set(key, [edge]);
        }
      }
    }
  }
  const shared = new Map<string, number>();
  for (const [id, shape] of entries) {
    const overlapping = shape.polygons.length > 1;
    const ringBoxes = shape.polygons.map((r) => bboxOf([r]));
    for (const ring of shape.polygons) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i];
        const b = ring[(i + 1) % ring.length];
        const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
        if (length === 0) continue;
        const steps = Math.max(1, Math.round(length / SAMPLE_STEP));
        const normal: Point = [(-(b[1] - a[1]) / length) * 0.3, ((b[0] - a[0]) / length) * 0.3];
        for (let s = 0; s < steps; s++) {
          const t = (s + 0.5) / steps;
          const p: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
          // Where rings of one province overlap (a sea's cell with the land cut out), only
          // points where the region really changes are its outline.
          if (overlapping && !isOutline(p, normal, shape.polygons, ringBoxes)) continue;
          const seen = new Set<string>();
          for (const edge of grid.get(`${Math.floor(p[0] / CELL)},${Math.floor(p[1] / CELL)}`) ?? []) {
            if (edge.owner === id || seen.has(edge.owner)) continue;
            if (distanceToSegment(p, edge.a, edge.b) <= TOUCH_DISTANCE) {
              seen.add(edge.owner);
              const key = pairKey(id, edge.owner);
              // Each pair is measured from both sides; halve so the length is the border's.
              shared.set(key, (shared.get(key) ?? 0) + length / steps / 2);
            }
          }
        }
      }
    }
  }
  for (const [key, length] of shared) if (length < TOUCH_LENGTH) shared.delete(key);
  return shared;
}

function isOutline(p: Point, normal: Point, rings: readonly Ring[], boxes: readonly BBox[]): boolean {
  const inside = (q: Point) => {
    const near = rings.filter((_, i) => q[0] >= boxes[i].minX && q[0] <= boxes[i].maxX && q[1] >= boxes[i].minY && q[1] <= boxes[i].maxY);
    return pointInRegion(q, near);
  };
  return inside([p[0] + normal[0], p[1] + normal[1]]) !== inside([p[0] - normal[0], p[1] - normal[1]]);
}

