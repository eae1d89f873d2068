/**
 * A variant's board as SVG, with layers as `<g class="…">` groups so a page can restyle
 * them: water and land, provinces tinted by owner, borders, centres, coasts, labels,
 * orders, units, dislodged units and a legend.
 */
import type { Variant } from '../../model/variant.js';
import type { OrderResult, Orders, Position } from '../../engine/types.js';
import { parseOrder } from '../../engine/orders/parse-order.js';
import type { BoardGeometry } from '../geometry/types.js';
import { boardDefs, boardStyle } from './board-style.js';
import { legendLayer } from './legend.js';
import { centresLayer, coastMarkersLayer, labelsLayer, mapLayers } from './map-layers.js';
import { ordersLayer, type DrawnOrder } from './order-layers.js';
import { el, text } from './svg-element.js';
import { dislodgedLayer, unitsLayer } from './unit-layers.js';
import { displayName } from './map-layers.js';

/** Orders to draw: adjudicated results when given (with their outcomes), else the orders as given. */
function ordersToDraw(variant: Variant, position: Position | null, orders?: Orders | null, results?: readonly OrderResult[] | null): DrawnOrder[] {
  if (results) {
    return results.flatMap((r) => (r.order ? [{ power: r.power, order: r.order, outcome: r.outcome }] : []));
  }
  if (!orders) return [];
  const phase = position?.phase.kind;
  return Object.entries(orders).flatMap(([power, list]) =>
    list.flatMap((given) => {
      if (typeof given !== 'string') return [{ power, order: given, outcome: null }];
      const parsed = parseOrder(variant, given, phase ? { phase } : {});
      return parsed.ok ? [{ power, order: parsed.order, outcome: null }] : [];
    }),
  );
}

export function renderBoard(
  variant: Variant,
  geometry: BoardGeometry,
  position?: Position | null,
  orders?: Orders | null,
  results?: readonly OrderResult[] | null,
): string {
  const pos = position ?? null;
  // The empty board shows no owners; a position shows its own.
  const ownership = pos?.ownership ?? {};
  const width = geometry.width;
  const legend = legendLayer(variant, width, geometry.height, pos);
  const height = geometry.height + legend.height;
  const body = [
    el('title', {}, text(displayName(variant, variant.names, variant.id))),
    boardStyle(variant),
    boardDefs(),
    el('g', { class: 'map' }, mapLayers(variant, geometry, ownership)),
    centresLayer(variant, geometry, ownership),
    coastMarkersLayer(variant, geometry),
    labelsLayer(variant, geometry),
    unitsLayer(variant, geometry, pos?.units ?? []),
    dislodgedLayer(variant, geometry, pos?.dislodged ?? []),
    ordersLayer(variant, geometry, pos, ordersToDraw(variant, pos, orders, results)),
    legend.svg,
  ];
  return (
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        class: 'board',
        width,
        height,
        viewBox: `0 0 ${width} ${height}`,
        'data-variant': variant.id,
      },
      ...body,
    ) + '\n'
  );
}
