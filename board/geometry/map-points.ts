/** What a generated board reads from a province: how it is drawn, and its map points. */
import type { Province, Variant } from '../../model/variant.js';
import type { Point, ProvinceKind } from './types.js';

/** Mixed provinces (land and sea at once) are drawn as land. */
export function kindOf(province: Province): ProvinceKind {
  if (province.terrain === 'sea') return 'sea';
  if (province.terrain === 'impassable') return 'impassable';
  return 'land';
}

/** Every map point of the province, its own then its coasts', as [x, y] (lon, lat on real maps). */
export function mapPoints(province: Province): Point[] {
  return [...province.points, ...province.coasts.flatMap((c) => c.points)].map((q): Point => [q.x, q.y]);
}

/** The provinces whose label point the variant sets (`label at`): placed there, not searched for. */
export function labelsGiven(variant: Variant): Set<string> {
  return new Set(variant.provinces.filter((p) => p.label !== undefined).map((p) => p.id));
}
