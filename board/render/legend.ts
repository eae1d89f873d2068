/** The legend, in a strip under the map: the phase, the powers and what the symbols mean. */
import type { Variant } from '../../model/variant.js';
import type { Position } from '../../engine/types.js';
import { displayName } from './map-layers.js';
import { classToken, el, text } from './svg-element.js';
import { unitSymbol } from './unit-layers.js';

export const LEGEND_HEIGHT = 44;

/** A rough text width for layout (DejaVu Sans at 10px averages about 6px a character). */
function textWidth(s: string): number {
  return s.length * 6.2;
}

export function legendLayer(variant: Variant, width: number, top: number, position: Position | null): string {
  const parts: string[] = [el('rect', { class: 'legend-box', x: 0.5, y: top + 0.5, width: width - 1, height: LEGEND_HEIGHT - 1 })];
  const row1 = top + 14;
  const row2 = top + 31;
  let x = 10;
  const title = displayName(variant, variant.names, variant.id);
  const season = position ? variant.calendar.seasons.find((s) => s.id === position.phase.season) : undefined;
  const phase = position ? `${season ? displayName(variant, season.names, season.id) : position.phase.season} ${position.phase.year}, ${position.phase.kind}` : '';
  parts.push(el('text', { class: 'title', x, y: row1 }, text(title)));
  if (phase) parts.push(el('text', { class: 'phase', x, y: row2 }, text(phase)));
  x += Math.max(textWidth(title), textWidth(phase)) + 20;
  // Powers, each with its colour.
  let px = x;
  for (const power of variant.powers) {
    const name = displayName(variant, power.names, power.id);
    parts.push(el('g', { class: `swatch power-${classToken(power.id)}` }, el('rect', { class: 'body', x: px, y: row1 - 5, width: 10, height: 10 })));
    parts.push(el('text', { x: px + 14, y: row1 }, text(name)));
    px += 14 + textWidth(name) + 12;
  }
  // Symbols.
  let sx = x;
  parts.push(unitSymbol('army', [sx + 8, row2], null, 'legend-unit'));
  parts.push(el('text', { x: sx + 20, y: row2 }, text('army')));
  sx += 58;
  parts.push(unitSymbol('fleet', [sx + 10, row2], null, 'legend-unit'));
  parts.push(el('text', { x: sx + 24, y: row2 }, text('fleet')));
  sx += 62;
  parts.push(el('circle', { class: 'centre', cx: sx + 4, cy: row2, r: 2.8 }));
  parts.push(el('text', { x: sx + 12, y: row2 }, text('supply centre')));
  sx += 100;
  parts.push(el('circle', { class: 'centre home', cx: sx + 4, cy: row2, r: 3.4 }));
  parts.push(el('circle', { cx: sx + 4, cy: row2, r: 5.2, fill: 'none', stroke: '#3b3631', 'stroke-width': 1.4 }));
  parts.push(el('text', { x: sx + 14, y: row2 }, text('home centre')));
  sx += 96;
  parts.push(el('path', { d: `M${sx} ${row2}h22`, stroke: '#3b3631', 'stroke-width': 2, 'stroke-dasharray': '5 3' }));
  parts.push(el('path', { d: `M${sx + 7} ${row2 - 4}l8 8m0 -8l-8 8`, stroke: '#c1121f', 'stroke-width': 2 }));
  parts.push(el('text', { x: sx + 28, y: row2 }, text('order failed')));
  return el('g', { class: 'legend' }, ...parts);
}
