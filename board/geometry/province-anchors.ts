/**
 * Unit, label and coast anchors of provinces, the same way for every geometry source:
 * computed from the province's shape unless the source gives them.
 */
import { unitAnchorFor } from './anchors.js';
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
  // A coast's point as given: placeCoasts settles each fleet's place once the seas have their shapes.
  const coasts: Record<string, CoastShape> = {};
  for (const [id, point] of Object.entries(hints.coasts ?? {})) {
    if (point) coasts[id] = { unitAnchor: point };
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
