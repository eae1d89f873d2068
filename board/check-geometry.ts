/**
 * Checks a board against its variant's map: shapes that touch should be adjacent and
 * adjacent provinces should touch (unless a canal, passage, bridge, railway or gateway
 * joins them), every province needs a shape, and every label must sit in its shape.
 *
 * `dipkit check` and `build` run it through `loadCheckedBoard` (cli/commands/check-boards.ts),
 * with the span of the variant's `geometry` clause that `compileFile` reports.
 */
import type { Span } from '../dsl/ast.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import { makeDiagnostic } from '../dsl/diagnostics/catalogue.js';
import { provinceOf } from '../model/locations.js';
import type { Variant } from '../model/variant.js';
import { GeometryError } from './geometry/geometry-error.js';
import { loadGeometry } from './geometry/load-geometry.js';
import { bboxOf, distanceToSegment, pointInRegion, type BBox } from './geometry/polygon.js';
import type { BoardGeometry, Point, Ring } from './geometry/types.js';

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

function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** Pairs of provinces adjacent by army or fleet, in either direction. */
function adjacentPairs(variant: Variant): Set<string> {
  const pairs = new Set<string>();
  for (const table of [variant.adjacency.army, variant.adjacency.fleet]) {
    for (const [from, targets] of Object.entries(table)) {
      for (const to of targets) if (provinceOf(from) !== provinceOf(to)) pairs.add(pairKey(provinceOf(from), provinceOf(to)));
    }
  }
  return pairs;
}

/** Pairs joined by a feature rather than by a shared border. */
function featurePairs(variant: Variant): Set<string> {
  const pairs = new Set<string>();
  const terrainOf = new Map(variant.provinces.map((p) => [p.id, p.terrain]));
  for (const f of variant.features) {
    switch (f.kind) {
      case 'passage': {
        pairs.add(pairKey(f.between[0], f.between[1]));
        // The water between the passage's two provinces is closed to fleets (rules VII.3c:
        // Baltic to Skagerrak goes through Sweden or Denmark), so the seas bordering both
        // ends may meet on the board without being adjacent.
        const [a, b] = f.between;
        const seasOf = (id: string) => new Set((variant.adjacency.fleet[id] ?? []).map(provinceOf).filter((q) => terrainOf.get(q) === 'sea'));
        const aSeas = seasOf(a);
        const both = [...seasOf(b)].filter((q) => aSeas.has(q));
        for (const x of both) for (const y of both) if (x < y) pairs.add(pairKey(x, y));
        break;
      }
      case 'bridge':
        pairs.add(pairKey(f.between[0], f.between[1]));
        break;
      case 'canal':
      case 'gateway':
        pairs.add(pairKey(f.seas[0], f.seas[1]));
        pairs.add(pairKey(f.province, f.seas[0]));
        pairs.add(pairKey(f.province, f.seas[1]));
        break;
      case 'railway':
        for (let i = 0; i + 1 < f.route.length; i++) pairs.add(pairKey(f.route[i], f.route[i + 1]));
        break;
    }
  }
  return pairs;
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

export function checkGeometry(variant: Variant, geometry: BoardGeometry, span: Span | null = null): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const province of variant.provinces) {
    const shape = geometry.provinces[province.id];
    if (!shape) diagnostics.push(makeDiagnostic('DIP4003', span, province.id));
    else if (!pointInRegion(shape.labelAnchor, shape.polygons)) diagnostics.push(makeDiagnostic('DIP4004', span, province.id));
  }
  const terrain = new Map(variant.provinces.map((p) => [p.id, p.terrain]));
  const adjacent = adjacentPairs(variant);
  const joined = featurePairs(variant);
  const touching = touchingPairs(geometry);
  for (const key of [...touching.keys()].sort()) {
    const [a, b] = key.split(' ');
    // Nothing enters an impassable province: its borders are drawn, never crossed. An inland
    // province that touches a sea is reported: the board would show a coast the rules lack.
    if (terrain.get(a) === 'impassable' || terrain.get(b) === 'impassable') continue;
    if (!terrain.has(a) || !terrain.has(b)) continue;
    if (!adjacent.has(key) && !joined.has(key)) diagnostics.push(makeDiagnostic('DIP4001', span, a, b));
  }
  for (const key of [...adjacent].sort()) {
    const [a, b] = key.split(' ');
    if (!geometry.provinces[a] || !geometry.provinces[b]) continue;
    if (!touching.has(key) && !joined.has(key)) diagnostics.push(makeDiagnostic('DIP4002', span, a, b));
  }
  return diagnostics;
}

export interface BoardCheck {
  /** The board, when it could be drawn. */
  readonly geometry: BoardGeometry | null;
  readonly diagnostics: Diagnostic[];
}

/**
 * Loads the board the variant names (its SVG or GeoJSON file, relative to `sourceDir`,
 * or one generated from its map points) and checks it. A file that cannot be loaded is
 * a DIP4005 error; a map without a single point yet (a variant being typed in) is one
 * DIP4006 warning rather than a warning for every province.
 */
export function loadCheckedBoard(variant: Variant, sourceDir: string, span: Span | null = null): BoardCheck {
  const pointless = variant.geometry.kind === 'generated' && variant.provinces.every((p) => p.points.length === 0 && p.coasts.every((c) => c.points.length === 0));
  if (pointless) return { geometry: null, diagnostics: [makeDiagnostic('DIP4006', span)] };
  let geometry: BoardGeometry;
  try {
    geometry = loadGeometry(variant, sourceDir);
  } catch (error) {
    if (error instanceof GeometryError) return { geometry: null, diagnostics: [makeDiagnostic('DIP4005', span, error.file, error.problem)] };
    throw error;
  }
  return { geometry, diagnostics: checkGeometry(variant, geometry, span) };
}

/** The diagnostics of `loadCheckedBoard`. */
export function checkVariantBoard(variant: Variant, sourceDir: string, span: Span | null = null): Diagnostic[] {
  return loadCheckedBoard(variant, sourceDir, span).diagnostics;
}
