/**
 * A variant's board as SVG, with layers as `<g class="…">` groups so a page can restyle
 * them: water and land, provinces tinted by owner, borders, centres, units, dislodged
 * units, orders, then coast markers and labels over the orders, and a legend.
 */
import type { LanguageCode, Variant } from '../../model/variant.js';
import type { Order, OrderResult, Orders, Position } from '../../engine/types.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { parseOrder } from '../../engine/orders/parse-order.js';
import { GeometryError } from '../geometry/geometry-error.js';
import { generateGeometry } from '../geometry/load-geometry.js';
import type { BoardGeometry } from '../geometry/types.js';
import { boardDefs, boardStyle } from './board-style.js';
import { featuresLayer } from './features-layer.js';
import { legendLayer } from './legend.js';
import { boardLanguage, drawableLanguage, drawableLanguages, nameIn } from './board-language.js';
import { assertPositionShape } from '../../engine/game/position-shape.js';
import { arsenalTypes, centresLayer, coastMarkersLayer, labelsLayer, mapLayers } from './map-layers.js';
import { ordersLayer, type DrawnOrder } from './order-layers.js';
import { el, text } from './svg-element.js';
import { dislodgedLayer, unitsLayer } from './unit-layers.js';
import { dislodgedByResults } from './dislodged-by-results.js';
import { assertVariantShape } from '../../engine/variant-shape.js';
import { assertGeometryShape } from '../geometry/geometry-shape.js';
import { describe, describeClipped, isRecord } from '../../engine/files/json-input.js';
import { orderShapeProblem } from '../../engine/orders/order-shape.js';

/**
 * Orders to draw: adjudicated results when given (with their outcomes), else the orders as
 * given. Given orders on a position are checked by the engine first, so one it refuses
 * (a unit that is not there, a move to a province it cannot reach) is drawn as invalid,
 * never like a valid one; the others are drawn as given, with no outcome.
 */
function ordersToDraw(variant: Variant, position: Position | null, orders?: Orders | null, results?: readonly OrderResult[] | null): DrawnOrder[] {
  if (results) {
    return results.flatMap((r) => (r.order ? [{ power: r.power, order: r.order, outcome: r.outcome, endedIn: r.endedIn }] : []));
  }
  if (!orders) return [];
  if (position) {
    const checked = adjudicate(variant, position, orders).results;
    // Units given no order are the engine's, not the player's: not drawn before adjudication.
    return checked.flatMap((r) =>
      r.order && !r.text.endsWith(NO_ORDER) ? [{ power: r.power, order: r.order, outcome: r.outcome === 'invalid' ? ('invalid' as const) : null }] : [],
    );
  }
  // Without a position there is nothing to check them against: drawn as given, what cannot be read left out.
  if (!isRecord(orders)) throw new TypeError(`orders: expected an object of order lists by power, found ${describe(orders)}`);
  return Object.entries(orders).flatMap(([power, list]) =>
    (Array.isArray(list) ? (list as unknown[]) : []).flatMap((given) => {
      if (typeof given !== 'string') return orderShapeProblem(given) === null ? [{ power, order: given as Order, outcome: null }] : [];
      const parsed = parseOrder(variant, given);
      return parsed.ok ? [{ power, order: parsed.order, outcome: null }] : [];
    }),
  );
}

/** Throws a TypeError naming what is wrong with results that are not what an adjudication gives: a list of results, each with its order (or null) and outcome. */
function assertResultsShape(results: unknown): void {
  if (!Array.isArray(results)) throw new TypeError('results: expected the list of order results an adjudication gives');
  results.forEach((r: unknown, i) => {
    const problem = !isRecord(r)
      ? `expected an order result, found ${describe(r)}`
      : typeof r.outcome !== 'string'
        ? `outcome: expected an outcome, found ${describe(r.outcome)}`
        : r.order === null
          ? null
          : orderShapeProblem(r.order);
    if (problem !== null) throw new TypeError(`results[${i}]: ${problem}`);
  });
}

/** The options given (none: null), or a TypeError or RangeError naming what is wrong: a language the board cannot be drawn in, as `render --lang` refuses it. */
function checkedOptions(variant: Variant, given: unknown): BoardOptions {
  if (given === null) return {};
  if (typeof given !== 'object') throw new TypeError(`options: expected an object ({ language, key }), found ${describe(given)}`);
  const language: unknown = (given as BoardOptions).language;
  if (language !== undefined && typeof language !== 'string') {
    throw new TypeError(`language: expected a language code (${drawableLanguages(variant).join(', ')}), found ${describe(language)}`);
  }
  if (language !== undefined && !drawableLanguage(variant, language)) {
    throw new RangeError(`language: the board of ${variant.id} is drawn in ${drawableLanguages(variant).join(', ')}, not ${describeClipped(language)}`);
  }
  return given as BoardOptions;
}

/** How the engine marks the result of a unit that was given no order. */
const NO_ORDER = '(no order)';

function isGeometry(value: unknown): value is BoardGeometry {
  return typeof value === 'object' && value !== null && 'provinces' in value && 'width' in value;
}

/** How a board is drawn. */
export interface BoardOptions {
  /**
   * The language of its names and words (board-language.ts): one of the variant's languages,
   * or one the board has words in (en, fr); default, the variant's first language.
   */
  readonly language?: LanguageCode;
  /** Adds a key from each province's abbreviation to its name under the legend: a PNG shows no name on hover. */
  readonly key?: boolean;
}

/**
 * The board of a variant as SVG, with a position, its orders and their results when given.
 *
 * `renderBoard(variant, position?, orders?, results?)` generates the board from the
 * variant's map points on each call. `renderBoard(variant, geometry, position?, orders?,
 * results?)` draws on a geometry already loaded with `loadGeometry(variant, sourceDir)`:
 * the way to draw a board from an SVG or GeoJSON file (its path is relative to the
 * variant's file), and to draw many positions without recomputing the board. Either form
 * takes `options` last (`BoardOptions`: the board's language, a key of the provinces' names).
 */
export function renderBoard(variant: Variant, position?: Position | null, orders?: Orders | null, results?: readonly OrderResult[] | null, options?: BoardOptions): string;
export function renderBoard(
  variant: Variant,
  geometry: BoardGeometry,
  position?: Position | null,
  orders?: Orders | null,
  results?: readonly OrderResult[] | null,
  options?: BoardOptions,
): string;
export function renderBoard(
  variant: Variant,
  ...args: [(BoardGeometry | Position | null)?, ...unknown[]]
): string {
  assertVariantShape(variant);
  if (isGeometry(args[0])) {
    const [geometry, position, orders, results, options] = args as [BoardGeometry, Position?, Orders?, OrderResult[]?, BoardOptions?];
    assertGeometryShape(geometry);
    return drawBoard(variant, geometry, position, orders, results, options);
  }
  const [position, orders, results, options] = args as [Position?, Orders?, OrderResult[]?, BoardOptions?];
  if (variant.geometry.kind !== 'generated') {
    const problem = 'the board is drawn from this file: load it with loadGeometry(variant, sourceDir) and pass it to renderBoard';
    throw new GeometryError(variant.geometry.file, problem);
  }
  return drawBoard(variant, generateGeometry(variant), position, orders, results, options);
}

function drawBoard(
  variant: Variant,
  geometry: BoardGeometry,
  position?: Position | null,
  orders?: Orders | null,
  results?: readonly OrderResult[] | null,
  given: BoardOptions | null = {},
): string {
  // A caller's mistake is said at the argument, not met as a JavaScript error deep in the drawing.
  if (position != null) assertPositionShape(position);
  if (results != null) assertResultsShape(results);
  const options = checkedOptions(variant, given);
  const pos = position ?? null;
  const lang = boardLanguage(variant, options.language);
  // The empty board shows no owners; a position shows its own.
  const ownership = pos?.ownership ?? {};
  const width = geometry.width;
  const legend = legendLayer(variant, width, geometry.height, pos, lang, options.key ?? false);
  const height = geometry.height + legend.height;
  const body = [
    el('title', {}, text(nameIn(variant.names, lang, variant.id))),
    boardStyle(variant),
    boardDefs(),
    el('g', { class: 'map' }, mapLayers(variant, geometry, ownership, lang)),
    featuresLayer(variant, geometry, lang),
    centresLayer(variant, geometry, ownership, arsenalTypes(variant, pos?.rules)),
    unitsLayer(variant, geometry, pos?.units ?? [], lang),
    dislodgedLayer(variant, geometry, pos?.dislodged ?? [], lang, dislodgedByResults(pos, results)),
    ordersLayer(variant, geometry, pos, ordersToDraw(variant, pos, orders, results)),
    // Names over the order lines, their pale halo parting a line that passes under them.
    coastMarkersLayer(variant, geometry),
    labelsLayer(variant, geometry, lang),
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
        lang: lang.order[0],
        'data-variant': variant.id,
      },
      ...body,
    ) + '\n'
  );
}
