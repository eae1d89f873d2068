/**
 * What the SVG and GeoJSON importers share: shapes found by id (provinces and coasts)
 * and anchors given by the file, turned into a BoardGeometry.
 */
import type { Variant } from '../../model/variant.js';
import { bestPoint } from './anchors.js';
import { kindOf } from './map-points.js';
import { roundRings, withoutCancellingCopies } from './polygon.js';
import { placeLabels } from './place-labels.js';
import { placeCoasts } from './coast-anchors.js';
import { placeCoastMarkers } from './coast-markers.js';
import { shapeProvince, UNIT_ROOM } from './province-anchors.js';
import { spreadUnits } from './spread-units.js';
import type { BoardGeometry, Point, ProvinceShape } from './types.js';

export interface FoundShape {
  /** Path data to draw. */
  readonly paths: string[];
  /** Flattened rings on the board. */
  readonly rings: Point[][];
}

/**
 * The location an id names: `lon`, `stp/nc`, `stp-nc` or `stp_nc` (case ignored),
 * or null when it names nothing in the variant.
 */
export function locationForId(variant: Variant, id: string): string | null {
  const lower = id.trim().toLowerCase();
  const byId = new Map(variant.provinces.map((p) => [p.id, p]));
  if (byId.has(lower)) return lower;
  const match = /^(.+?)[/_-]([a-z0-9]+)$/.exec(lower);
  if (match) {
    const province = byId.get(match[1]);
    if (province?.coasts.some((c) => c.id === match[2])) return `${match[1]}/${match[2]}`;
  }
  return null;
}

/** `lon-unit` → ['lon', 'unit']; `stp-nc-label` → ['stp-nc', 'label']. */
export function anchorForId(id: string): { readonly base: string; readonly role: 'unit' | 'label' } | null {
  const match = /^(.+)[-_](unit|label)$/i.exec(id.trim());
  return match ? { base: match[1], role: match[2].toLowerCase() as 'unit' | 'label' } : null;
}

export function assembleGeometry(
  variant: Variant,
  width: number,
  height: number,
  shapes: ReadonlyMap<string, FoundShape>,
  anchors: ReadonlyMap<string, Point>,
  landBackground: string,
  preferred: (provinceId: string) => Point | null = () => null,
  /** A label point set in the variant (`label at`), on the board; it wins over the file's anchor. */
  labelAt: (provinceId: string) => Point | null = () => null,
): BoardGeometry {
  const provinces: Record<string, ProvinceShape> = {};
  for (const province of variant.provinces) {
    const found = shapes.get(province.id);
    if (!found) continue;
    // A shape the file repeats is drawn as written; copies that cancel (even-odd) are not measured.
    const rings = withoutCancellingCopies(roundRings(found.rings));
    const coasts: Record<string, Point | null> = {};
    for (const coast of province.coasts) {
      const location = `${province.id}/${coast.id}`;
      const given = anchors.get(`${location}:unit`);
      const coastShape = shapes.get(location);
      const inShape = coastShape ? bestPoint(withoutCancellingCopies(coastShape.rings), (_, clearance) => Math.min(clearance, UNIT_ROOM)) : null;
      coasts[coast.id] = given ?? inShape ?? null;
    }
    provinces[province.id] = shapeProvince(found.paths.join(''), kindOf(province), rings, preferred(province.id), {
      unit: anchors.get(`${province.id}:unit`) ?? null,
      label: labelAt(province.id) ?? anchors.get(`${province.id}:label`) ?? null,
      coasts,
    });
    // Coast anchors given by the file are used as they are, not pulled inside.
    const exact = province.coasts.filter((c) => anchors.has(`${province.id}/${c.id}:unit`));
    if (exact.length > 0) {
      const shape = provinces[province.id];
      const merged = { ...(shape.coasts ?? {}) };
      for (const c of exact) merged[c.id] = { unitAnchor: anchors.get(`${province.id}/${c.id}:unit`)! };
      provinces[province.id] = { ...shape, coasts: merged };
    }
  }
  // Places the file gives stay where they are: coasts' fleets, and units.
  const exact = new Set(variant.provinces.flatMap((p) => p.coasts.map((c) => `${p.id}/${c.id}`)).filter((l) => anchors.has(`${l}:unit`)));
  placeCoasts(variant, provinces, exact);
  const fixed = new Set([...exact, ...variant.provinces.filter((p) => anchors.has(`${p.id}:unit`)).map((p) => p.id)]);
  spreadUnits(variant, provinces, fixed);
  const given = variant.provinces.filter((p) => labelAt(p.id) !== null || anchors.has(`${p.id}:label`)).map((p) => p.id);
  placeLabels(variant, provinces, new Set(given));
  placeCoastMarkers(variant, provinces);
  return { width, height, provinces, background: { land: landBackground } };
}

