/**
 * The map's special features, drawn over the provinces and under the units: a canal as a
 * waterway from one sea through its province to the other, a gateway the same with a gate
 * across it, a railway as a track along its route, a passage or a bridge as a bridge
 * between its two provinces (bridge-symbol.ts: never like an order's line). Each is a
 * `g.feature` with its kind and a `<title>`.
 */
import type { Feature, Variant } from '../../model/variant.js';
import type { BoardGeometry, Point } from '../geometry/types.js';
import { borderCrossings } from './border-crossing.js';
import { bridgePaths } from './bridge-symbol.js';
import { nameIn, type BoardLanguage } from './board-language.js';
import { el, formatNumber, text } from './svg-element.js';
import { dist } from './polyline.js';

function polyline(points: readonly Point[]): string {
  return 'M' + points.map((p) => `${formatNumber(p[0])} ${formatNumber(p[1])}`).join('L');
}

/** The province's drawn name, for titles. */
function nameOf(variant: Variant, lang: BoardLanguage, id: string): string {
  const province = variant.provinces.find((p) => p.id === id);
  return province ? nameIn(province.names, lang, id) : id;
}

export function featuresLayer(variant: Variant, geometry: BoardGeometry, lang: BoardLanguage): string {
  const crossing = borderCrossings(geometry);
  const anchor = (id: string): Point | null => geometry.provinces[id]?.unitAnchor ?? null;
  const drawn = variant.features.flatMap((feature: Feature): string[] => {
    switch (feature.kind) {
      case 'canal':
      case 'gateway': {
        const middle = anchor(feature.province);
        const ends = feature.seas.map((sea) => crossing(feature.province, sea));
        if (!middle || ends.some((e) => e === null)) return [];
        const [a, b] = ends as Point[];
        const d = polyline([a, middle, b]);
        const title = lang.words.feature(feature.kind, `${nameOf(variant, lang, feature.seas[0])} – ${nameOf(variant, lang, feature.province)} – ${nameOf(variant, lang, feature.seas[1])}`);
        // A gateway's gate: a bar across the way, on its first leg beside the province's unit
        // (at the unit's place it was hidden whenever a unit stood there: Egypt's fleet).
        const gate = feature.kind === 'gateway' ? el('path', { class: 'gate', d: gateBeside(dist(a, middle) >= dist(b, middle) ? a : b, middle) }) : '';
        return [el('g', { class: `feature ${feature.kind}`, 'data-province': feature.province }, el('path', { class: 'bank', d }), el('path', { class: 'water', d }), gate, el('title', {}, text(title)))];
      }
      case 'passage':
      case 'bridge': {
        const [a, b] = feature.between.map(anchor);
        const bridge = a && b ? bridgePaths(a, b) : null;
        if (!bridge) return [];
        const title = lang.words.feature(feature.kind, `${nameOf(variant, lang, feature.between[0])} – ${nameOf(variant, lang, feature.between[1])}`);
        const parts = [el('path', { class: 'deck', d: bridge.deck }), el('path', { class: 'rails', d: bridge.rails }), el('title', {}, text(title))];
        return [el('g', { class: `feature ${feature.kind}`, 'data-between': feature.between.join(' ') }, ...parts)];
      }
      case 'railway': {
        const stops = feature.route.map(anchor);
        if (stops.some((s) => s === null) || stops.length < 2) return [];
        const d = polyline(stops as Point[]);
        const title = lang.words.feature('railway', nameIn(feature.names, lang, feature.id));
        return [el('g', { class: 'feature railway', 'data-railway': feature.id }, el('path', { class: 'rail', d }), el('path', { class: 'ties', d }), el('title', {}, text(title)))];
      }
    }
  });
  return el('g', { class: 'features' }, ...drawn);
}

/** How far from the province's unit place the gate stands (px): clear of a fleet's hull (25 px across) and a hold ring (16.5). */
const GATE_FROM_UNIT = 26;

/**
 * A short bar across the leg from `middle` (the unit's place) to `end` (the longer of the
 * way's two legs), GATE_FROM_UNIT along it, or just short of the sea on a shorter leg.
 */
function gateBeside(end: Point, middle: Point): string {
  const len = dist(end, middle) || 1;
  const [ux, uy] = [(end[0] - middle[0]) / len, (end[1] - middle[1]) / len];
  const along = Math.min(GATE_FROM_UNIT, Math.max(len - 4, len / 2));
  const at: Point = [middle[0] + ux * along, middle[1] + uy * along];
  return polyline([
    [at[0] - uy * 7, at[1] + ux * 7],
    [at[0] + uy * 7, at[1] - ux * 7],
  ]);
}
