/**
 * The map features a player must see to read the board: a railway as a railway line
 * through its provinces, a land bridge as a causeway across the water it crosses, a
 * gateway (Suez) as a canal through its province from one sea to the other.
 *
 * Canals and passages are not drawn: they join provinces whose shapes already touch.
 * A variant without railways, bridges or gateways gets no layer at all, so its board
 * is unchanged. Styles are presentation attributes, which any page stylesheet overrides
 * (`g.features .railway`, `.bridge`, `.gateway`).
 */
import type { Feature, Variant } from '../../model/variant.js';
import type { BoardGeometry, Point, ProvinceShape } from '../geometry/types.js';
import { displayName } from './map-layers.js';
import { el, formatNumber, text } from './svg-element.js';

/** How far a causeway reaches onto the land at each end (px). */
const OVERHANG = 3;

function path(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${formatNumber(p[0])} ${formatNumber(p[1])}`).join('');
}

/** The two outline points, one on each shape, closest to each other. */
function closestPoints(a: ProvinceShape, b: ProvinceShape): [Point, Point] {
  let best: [Point, Point] = [a.unitAnchor, b.unitAnchor];
  let bestDistance = Infinity;
  for (const ringA of a.polygons) {
    for (const p of ringA) {
      for (const ringB of b.polygons) {
        for (const q of ringB) {
          const d = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
          if (d < bestDistance) (bestDistance = d), (best = [p, q]);
        }
      }
    }
  }
  return best;
}

/** How far a point is from the nearest outline point of a shape. */
function distanceTo(p: Point, shape: ProvinceShape): number {
  let best = Infinity;
  for (const ring of shape.polygons) for (const q of ring) best = Math.min(best, (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2);
  return Math.sqrt(best);
}

/** The point of the land's shore on `sea` (within 2 px of it) nearest to `other`. */
function shoreToward(land: ProvinceShape, sea: ProvinceShape, other: ProvinceShape): Point {
  const shore = land.polygons.flat().filter((p) => distanceTo(p, sea) <= 2);
  if (shore.length === 0) return closestPoints(land, sea)[0];
  let best = shore[0];
  let bestDistance = Infinity;
  for (const p of shore) {
    const d = distanceTo(p, other);
    if (d < bestDistance) (bestDistance = d), (best = p);
  }
  return best;
}

/** A segment lengthened by `by` px at each end, so it reaches onto both shores. */
function lengthen([p, q]: [Point, Point], by: number): [Point, Point] {
  const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (length === 0) return [p, q];
  const [ux, uy] = [(q[0] - p[0]) / length, (q[1] - p[1]) / length];
  return [
    [p[0] - ux * by, p[1] - uy * by],
    [q[0] + ux * by, q[1] + uy * by],
  ];
}

function titled(variant: Variant, feature: Feature): string {
  const name = (id: string) => displayName(variant, variant.provinces.find((p) => p.id === id)?.names ?? {}, id);
  switch (feature.kind) {
    case 'railway':
      return displayName(variant, feature.names, feature.id);
    case 'bridge':
      return `${name(feature.between[0])} – ${name(feature.between[1])}`;
    case 'gateway':
      return `${name(feature.province)}: ${name(feature.seas[0])} – ${name(feature.seas[1])}`;
    default:
      return '';
  }
}

function railway(variant: Variant, geometry: BoardGeometry, feature: Extract<Feature, { kind: 'railway' }>): string {
  const stops = feature.route.map((id) => geometry.provinces[id]?.unitAnchor).filter((p): p is Point => p !== undefined);
  if (stops.length < 2) return '';
  const d = path(stops);
  return el(
    'g',
    { class: 'railway', 'data-feature': feature.id },
    el('title', {}, text(titled(variant, feature))),
    el('path', { class: 'track', d, fill: 'none', stroke: '#3b2f2f', 'stroke-width': 3.5, 'stroke-linejoin': 'round' }),
    el('path', { class: 'ties', d, fill: 'none', stroke: '#f5f0e1', 'stroke-width': 1.6, 'stroke-dasharray': '5 4' }),
  );
}

function bridge(variant: Variant, geometry: BoardGeometry, feature: Extract<Feature, { kind: 'bridge' }>): string {
  const [a, b] = feature.between.map((id) => geometry.provinces[id]);
  if (a === undefined || b === undefined) return '';
  const d = path(lengthen(closestPoints(a, b), OVERHANG));
  return el(
    'g',
    { class: 'bridge', 'data-between': feature.between.join(' ') },
    el('title', {}, text(titled(variant, feature))),
    el('path', { class: 'casing', d, fill: 'none', stroke: '#5b4636', 'stroke-width': 4.5, 'stroke-linecap': 'round' }),
    el('path', { class: 'deck', d, fill: 'none', stroke: '#e8d9b5', 'stroke-width': 2, 'stroke-linecap': 'round' }),
  );
}

function gateway(variant: Variant, geometry: BoardGeometry, feature: Extract<Feature, { kind: 'gateway' }>): string {
  const land = geometry.provinces[feature.province];
  const seas = feature.seas.map((id) => geometry.provinces[id]);
  if (land === undefined || seas.some((s) => s === undefined)) return '';
  // Across the province where it is narrowest: on each sea's shore, the point nearest the other sea.
  const ends = [shoreToward(land, seas[0]!, seas[1]!), shoreToward(land, seas[1]!, seas[0]!)];
  const d = path(ends);
  return el(
    'g',
    { class: 'gateway', 'data-province': feature.province },
    el('title', {}, text(titled(variant, feature))),
    el('path', { class: 'casing', d, fill: 'none', stroke: '#1f4e79', 'stroke-width': 4, 'stroke-linecap': 'round' }),
    el('path', { class: 'water', d, fill: 'none', stroke: '#9cc3e6', 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
  );
}

export function featuresLayer(variant: Variant, geometry: BoardGeometry): string {
  const drawn = variant.features.map((feature) => {
    switch (feature.kind) {
      case 'railway':
        return railway(variant, geometry, feature);
      case 'bridge':
        return bridge(variant, geometry, feature);
      case 'gateway':
        return gateway(variant, geometry, feature);
      default:
        return '';
    }
  });
  const body = drawn.join('');
  return body === '' ? '' : el('g', { class: 'features' }, body);
}
