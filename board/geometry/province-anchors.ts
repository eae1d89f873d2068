/**
 * Unit, label and coast anchors of provinces, the same way for every geometry source:
 * computed from the province's shape unless the source gives them.
 */
import type { Variant } from '../../model/variant.js';
import { bestPoint, unitAnchorFor } from './anchors.js';
import { nearestBoundaryPoint } from './polygon.js';
import type { CoastShape, Point, ProvinceKind, ProvinceShape, Ring } from './types.js';

/** Board-px sizes the anchors leave room for. */
export const UNIT_ROOM = 15;

export interface AnchorHints {
  readonly unit?: Point | null;
  readonly label?: Point | null;
  /** Designer's points for each coast (already on the board), or given coast anchors. */
  readonly coasts?: Readonly<Record<string, Point | null>>;
}

function round(p: Point): Point {
  return [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];
}

/** A shape with its anchors; `preferred` is where the designer would like the unit. */
export function shapeProvince(
  path: string,
  kind: ProvinceKind,
  polygons: readonly Ring[],
  preferred: Point | null,
  hints: AnchorHints = {},
): ProvinceShape {
  const fallback: Point = polygons[0]?.[0] ?? [0, 0];
  const unit = hints.unit ?? unitAnchorFor(polygons, preferred, UNIT_ROOM) ?? preferred ?? fallback;
  // Without a given place, the label starts on the unit; placeLabels moves it once all units are placed.
  const label = hints.label ?? unit;
  const coasts: Record<string, CoastShape> = {};
  for (const [id, point] of Object.entries(hints.coasts ?? {})) {
    if (point) coasts[id] = { unitAnchor: round(coastAnchor(polygons, point)) };
  }
  return {
    path,
    kind,
    unitAnchor: round(unit),
    labelAnchor: round(label),
    ...(Object.keys(coasts).length > 0 ? { coasts } : {}),
    polygons,
  };
}

/** A fleet on a coast sits inside the province, as near the coast's point as there is room. */
function coastAnchor(polygons: readonly Ring[], point: Point): Point {
  const room = UNIT_ROOM * 0.7;
  const found = bestPoint(polygons, (p, clearance) => Math.min(clearance, room) * 4 - Math.sqrt((p[0] - point[0]) * (p[0] - point[0]) + (p[1] - point[1]) * (p[1] - point[1])) * 0.5);
  return found ?? point;
}

/**
 * Coasts the source gave no place for: on the province's edge facing the seas the coast
 * borders (from the fleet adjacency), pulled a little inside.
 */
export function placeMissingCoasts(variant: Variant, provinces: Record<string, ProvinceShape>): void {
  for (const province of variant.provinces) {
    const shape = provinces[province.id];
    if (!shape || province.coasts.length === 0) continue;
    const coasts: Record<string, CoastShape> = { ...(shape.coasts ?? {}) };
    for (const coast of province.coasts) {
      if (coasts[coast.id]) continue;
      const seas = (variant.adjacency.fleet[`${province.id}/${coast.id}`] ?? [])
        .map((l) => provinces[l.split('/')[0]])
        .filter((s): s is ProvinceShape => s !== undefined && s.kind === 'sea');
      if (seas.length === 0) continue;
      const target: Point = [
        seas.reduce((s, p) => s + p.labelAnchor[0], 0) / seas.length,
        seas.reduce((s, p) => s + p.labelAnchor[1], 0) / seas.length,
      ];
      const edge = nearestBoundaryPoint(target, shape.polygons) ?? shape.unitAnchor;
      coasts[coast.id] = { unitAnchor: round(coastAnchor(shape.polygons, edge)) };
    }
    if (Object.keys(coasts).length > 0) provinces[province.id] = { ...shape, coasts };
  }
}
