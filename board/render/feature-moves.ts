/**
 * The way a move drawn on the board takes when a map feature carries it: a railway move
 * (`A Mos - TSR - Vla`) along its line, through the point of every province it passes, as
 * the line itself is drawn (features-layer.ts); a move through a gateway (`F Red - Med`)
 * through the gateway province's point. Null for every other move, drawn over its border.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, Variant } from '../../model/variant.js';
import type { BoardGeometry, Point } from '../geometry/types.js';

export interface FeatureWay {
  /** The points between the unit and its destination, in order. */
  readonly via: readonly Point[];
  /** The province of each point (the arrow breaks around a unit standing there). */
  readonly provinces: readonly string[];
}

export function featureWay(variant: Variant, geometry: BoardGeometry, from: LocationId, to: LocationId, railway: string | undefined): FeatureWay | null {
  const a = provinceOf(from);
  const b = provinceOf(to);
  const anchor = (id: string): Point | null => geometry.provinces[id]?.unitAnchor ?? null;
  for (const feature of variant.features) {
    if (feature.kind === 'railway' && feature.id === railway) {
      const i = feature.route.indexOf(a);
      const j = feature.route.indexOf(b);
      if (i < 0 || j < 0 || i === j) return null;
      const passed = i < j ? feature.route.slice(i + 1, j) : feature.route.slice(j + 1, i).reverse();
      const via = passed.map(anchor);
      return via.every((p): p is Point => p !== null) ? { via, provinces: passed } : null;
    }
    if (feature.kind === 'gateway' && railway === undefined) {
      const [s, t] = feature.seas;
      if (!((s === a && t === b) || (s === b && t === a))) continue;
      const middle = anchor(feature.province);
      return middle === null ? null : { via: [middle], provinces: [feature.province] };
    }
  }
  return null;
}
