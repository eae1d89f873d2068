/**
 * The legend, in a strip under the map: the variant and phase, the powers with their
 * colours (in an adjustments phase, each one's centres and units), the players of a game
 * that has them (players-legend.ts), and what the symbols and order lines mean, the map's
 * own (arsenals, impassable areas, special features) when it has them, and, when asked, a
 * key from each province's abbreviation to its name (a PNG shows no name on hover). Items
 * flow into as many rows as the board's width needs.
 */
import type { Feature, PowerId, UnitType, Variant } from '../../model/variant.js';
import { provinceAbbreviation } from '../../model/abbreviation.js';
import type { Position } from '../../engine/types.js';
import { arsenalTag, ARSENAL_TAG_REACH } from './arsenal-tag.js';
import { nameIn, type BoardLanguage } from './board-language.js';
import { bridgePaths } from './bridge-symbol.js';
import { arsenalTypes } from './map-layers.js';
import { playerLines } from './players-legend.js';
import { classToken, el, formatNumber, text } from './svg-element.js';
import { crossPath, DISBAND_HOLE, disbandPath } from './order-layers.js';
import { UNIT_RADIUS, unitSymbol } from './unit-layers.js';

/** A row's height: room for a unit (19 px across) and the gateway's gate without touching the next row. */
const ROW = 21;
const PADDING = 6;

/**
 * A rough text width for layout: DejaVu Sans at 10px averages about 6px a character; a
 * CJK character or an emoji is about a square, 10px.
 */
function textWidth(s: string): number {
  let width = 0;
  for (const c of s) width += /[\u{1100}-\u{115F}\u{2E80}-\u{A4CF}\u{AC00}-\u{D7A3}\u{F900}-\u{FAFF}\u{FE30}-\u{FE4F}\u{FF00}-\u{FF60}\u{1F000}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u.test(c) ? 10 : 6.2;
  return width;
}

/** Something in the legend: a sample `width` px wide drawn at its left-middle, and a caption. */
interface Item {
  readonly sample: (x: number, y: number) => string;
  readonly width: number;
  readonly caption: string;
  /** For a caption from the variant (a power's name): what a PNG without its glyphs shows (png-text.ts). */
  readonly fallback?: string;
}

/** A symbol the legend explains, captioned in the board's language. */
interface LegendSymbol extends Omit<Item, 'caption'> {
  readonly word: 'army' | 'fleet' | 'supplyCentre' | 'homeCentre' | 'move' | 'support' | 'convoy' | 'hold' | 'retreat' | 'build' | 'disband' | 'dislodged' | 'failed' | 'refused';
}

/** A short order line as the board draws it, without a power (grey). */
function sampleLine(kind: string, outcome: string, length: number, head: boolean): (x: number, y: number) => string {
  return (x, y) => {
    const d = `M${formatNumber(x)} ${formatNumber(y)}h${head ? length - 4 : length}`;
    return el(
      'g',
      { class: `order ${kind} ${outcome} legend-order` },
      el('path', { class: 'casing', d, 'stroke-width': 3.4 }),
      el('path', { class: 'line', d, 'stroke-width': 1.8 }),
      head ? el('path', { class: 'head', d: `M${formatNumber(x + length)} ${formatNumber(y)}l-7 -3.8v7.6Z` }) : '',
      kind === 'support' ? el('circle', { class: 'socket', cx: x + length, cy: y, r: 3.2 }) : '',
    );
  };
}

/**
 * A hold's ring (solid) or a build's (dashed, round the new unit), as the board draws them,
 * casing and all, smaller: a unit's ring on the board is wider than a legend row.
 */
function sampleRing(kind: 'hold' | 'build', unit: boolean): (x: number, y: number) => string {
  return (x, y) => {
    const [cx, cy] = [x + 9, y];
    const ring = (cls: string, width: number) => el('circle', { class: cls, cx, cy, r: 8, 'stroke-width': width });
    const built = unit ? el('g', { transform: `translate(${formatNumber(cx)} ${formatNumber(cy)}) scale(0.6)` }, unitSymbol('army', [0, 0], null, 'legend-unit built')) : '';
    return el('g', { class: `order ${kind} given legend-order` }, ring('casing', 3.6), ring('line', 1.8)) + built;
  };
}

const ITEMS: readonly LegendSymbol[] = [
  { sample: (x, y) => unitSymbol('army', [x + 8, y], null, 'legend-unit'), width: 16, word: 'army' },
  { sample: (x, y) => unitSymbol('fleet', [x + 10, y], null, 'legend-unit'), width: 20, word: 'fleet' },
  { sample: (x, y) => el('circle', { class: 'centre', cx: x + 4, cy: y, r: 2.8 }), width: 8, word: 'supplyCentre' },
  {
    sample: (x, y) => el('circle', { class: 'centre home', cx: x + 5, cy: y, r: 3.4 }) + el('circle', { class: 'legend-home-ring', cx: x + 5, cy: y, r: 5.2 }),
    width: 10,
    word: 'homeCentre',
  },
  { sample: sampleLine('move', 'given', 24, true), width: 24, word: 'move' },
  { sample: sampleLine('support', 'given', 21, false), width: 24, word: 'support' },
  { sample: sampleLine('convoy', 'given', 18, false), width: 24, word: 'convoy' },
  { sample: sampleRing('hold', false), width: 18, word: 'hold' },
  { sample: sampleLine('retreat', 'given', 30, true), width: 30, word: 'retreat' },
  { sample: sampleRing('build', true), width: 18, word: 'build' },
  {
    sample: (x, y) => unitSymbol('army', [x + 8, y], null, 'legend-unit') + el('path', { class: 'legend-cross', d: disbandPath([x + 8, y], DISBAND_HOLE, UNIT_RADIUS + 5) }),
    width: 16,
    word: 'disband',
  },
  {
    sample: (x, y) => el('circle', { class: 'legend-dislodged-under', cx: x + 8, cy: y, r: 7 }) + el('circle', { class: 'legend-dislodged', cx: x + 8, cy: y, r: 7 }),
    width: 16,
    word: 'dislodged',
  },
  {
    sample: (x, y) => sampleLine('move', 'failed', 24, true)(x, y) + el('path', { class: 'legend-cross', d: crossPath([x + 12, y], 4) }),
    width: 24,
    word: 'failed',
  },
  {
    sample: (x, y) => sampleLine('move', 'invalid', 24, true)(x, y) + el('path', { class: 'legend-cross', d: crossPath([x + 12, y], 4) }),
    width: 24,
    word: 'refused',
  },
];

/** A short stretch of a feature's lines, as `features-layer.ts` draws them. */
function sampleFeature(kind: string, parts: readonly string[]): (x: number, y: number) => string {
  return (x, y) => el('g', { class: `feature ${kind} legend-feature` }, ...parts.map((part) => el('path', { class: part, d: `M${formatNumber(x)} ${formatNumber(y)}h24` })));
}

/** A passage or a bridge, as `features-layer.ts` draws it (bridge-symbol.ts). */
function sampleBridge(kind: string): (x: number, y: number) => string {
  return (x, y) => {
    const { deck, rails } = bridgePaths([x + 3, y], [x + 27, y], 0)!;
    return el('g', { class: `feature ${kind} legend-feature` }, el('path', { class: 'deck', d: deck }), el('path', { class: 'rails', d: rails }));
  };
}

const FEATURE_ITEMS: readonly (Omit<Item, 'caption'> & { readonly kind: Feature['kind'] })[] = [
  { kind: 'canal', sample: sampleFeature('canal', ['bank', 'water']), width: 24 },
  {
    kind: 'gateway',
    sample: (x, y) => sampleFeature('gateway', ['bank', 'water'])(x, y) + el('g', { class: 'feature gateway legend-feature' }, el('path', { class: 'gate', d: `M${formatNumber(x + 12)} ${formatNumber(y - 6)}v12` })),
    width: 24,
  },
  { kind: 'railway', sample: sampleFeature('railway', ['rail', 'ties']), width: 24 },
  { kind: 'passage', sample: sampleBridge('passage'), width: 30 },
  { kind: 'bridge', sample: sampleBridge('bridge'), width: 30 },
];

/**
 * An impassable area's ground: its stony fill and two of its peaks (board-style.ts's pattern,
 * whose tiles are laid from the board's corner, would show a sample this small as bare ground).
 */
function sampleImpassable(x: number, y: number): string {
  const peak = (px: number, size: number) =>
    el('path', { d: `M${formatNumber(px)} ${formatNumber(y + 5)}l${size / 2} ${-size * 0.75}l${size / 2} ${size * 0.75}Z`, fill: '#c4b79f', stroke: '#7d705e', 'stroke-width': 0.8, 'stroke-linejoin': 'round' });
  return el('g', { class: 'legend-impassable' }, el('rect', { x, y: y - 6, width: 22, height: 12, fill: '#dcd3c1', stroke: '#7d705e', 'stroke-width': 0.6 }), peak(x + 2, 10), peak(x + 11, 9));
}

/** An arsenal's tag beside a centre's dot, as the map draws them. */
function sampleArsenal(type: UnitType): (x: number, y: number) => string {
  return (x, y) => el('circle', { class: 'centre', cx: x + 3, cy: y, r: 2.8 }) + arsenalTag(type, [x + 3, y]);
}

/** The swatches of a player's powers, the home power first. */
function sampleSwatches(powers: readonly PowerId[]): (x: number, y: number) => string {
  return (x, y) => powers.map((power, i) => el('g', { class: `swatch power-${classToken(power)}` }, el('rect', { class: 'body', x: x + i * 12, y: y - 5, width: 10, height: 10 }))).join('');
}

/**
 * A rough width of a short bold text (an abbreviation) in DejaVu Sans Bold at 10px, wider
 * than the captions' text and more so for capitals and m or w ('Bpm', 'PMa'); others as textWidth.
 */
function boldWidth(s: string): number {
  let width = 0;
  for (const c of s) width += /[mwMW]/.test(c) ? 10.6 : /[A-Z]/.test(c) ? 7.8 : /[a-z0-9]/.test(c) ? 7 : textWidth(c) * 1.15;
  return width;
}

/** Each province's abbreviation, as the map writes it, and its name, by abbreviation. */
function keyItems(variant: Variant, lang: BoardLanguage): Item[] {
  const rows = variant.provinces.map((p) => {
    const abbreviation = provinceAbbreviation(p);
    return { abbreviation, order: abbreviation.toLowerCase(), name: nameIn(p.names, lang, p.id), id: p.id };
  });
  rows.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  return rows.map(({ abbreviation, name, id }) => ({
    sample: (x, y) => el('text', { class: 'key-abbreviation', x, y }, text(abbreviation)),
    width: boldWidth(abbreviation),
    caption: name,
    fallback: id,
  }));
}

/**
 * The legend's markup and height, for a board `width` px wide whose map ends at `top`;
 * with `key`, the provinces' abbreviations and names after the symbols.
 */
export function legendLayer(variant: Variant, width: number, top: number, position: Position | null, lang: BoardLanguage, key = false): { svg: string; height: number } {
  const title = nameIn(variant.names, lang, variant.id);
  const season = position ? variant.calendar.seasons.find((s) => s.id === position.phase.season) : undefined;
  const phase = position ? lang.words.phase(season ? nameIn(season.names, lang, season.id) : position.phase.season, position.phase.year, position.phase.kind) : '';
  // Names come from the variant: each text says what a PNG lacking their glyphs shows instead.
  const parts: string[] = [el('text', { class: 'title', x: 10, y: top + PADDING + ROW / 2 + 2, 'data-fallback': variant.id }, text(title))];
  if (phase && position) {
    const plain = `${position.phase.season} ${position.phase.year}, ${position.phase.kind}`;
    parts.push(el('text', { class: 'phase', x: 10, y: top + PADDING + ROW * 1.5 + 2, 'data-fallback': plain }, text(phase)));
  }

  // Items start right of the title and phase; a title too long for that puts them under it.
  const titleWidth = 10 + Math.max(textWidth(title), textWidth(phase)) + 20;
  const beside = titleWidth <= width / 3;
  const left = beside ? titleWidth : 10;
  // In an adjustments phase each power says its centres and units: the builds or disbands it is due.
  const adjusting = position?.phase.kind === 'adjustments';
  const count = (list: readonly string[], power: PowerId) => list.filter((p) => p === power).length;
  const counted = (id: PowerId, name: string) =>
    adjusting && position ? lang.words.adjustment(name, count(Object.values(position.ownership), id), count(position.units.map((u) => u.power), id)) : name;
  const powers: Item[] = variant.powers.map((power) => ({
    sample: (x, y) => el('g', { class: `swatch power-${classToken(power.id)}` }, el('rect', { class: 'body', x, y: y - 5, width: 10, height: 10 })),
    width: 10,
    caption: counted(power.id, nameIn(power.names, lang, power.id)),
    fallback: counted(power.id, power.id),
  }));
  const players: Item[] = playerLines(variant, position, lang).map((line) => ({
    sample: sampleSwatches(line.powers),
    width: Math.max(0, line.powers.length * 12 - 2),
    caption: line.caption,
    fallback: line.fallback,
  }));
  // Powers on the first row(s), the symbols from a new row on.
  let row = beside ? 0 : phase ? 2 : 1;
  let x = left;
  const place = (items: readonly Item[]) => {
    for (const item of items) {
      const size = item.width + 5 + textWidth(item.caption) + 18;
      if (x > left && x + size > width - 6) {
        row++;
        x = left;
      }
      const y = top + PADDING + ROW * row + ROW / 2 + 2;
      parts.push(item.sample(x, y), el('text', { x: x + item.width + 5, y, 'data-fallback': item.fallback }, text(item.caption)));
      x += size;
    }
  };
  place(powers);
  if (players.length > 0) {
    row++;
    x = left;
    place(players);
  }
  row++;
  x = left;
  place(ITEMS.map((item) => ({ ...item, caption: lang.words[item.word] })));
  // The map's own symbols, when it has them, drawn as the board draws them.
  const types = new Set(Object.values(arsenalTypes(variant, position?.rules)));
  place([
    ...(types.has('army') ? [{ sample: sampleArsenal('army'), width: 3 + ARSENAL_TAG_REACH, caption: lang.words.armyArsenal }] : []),
    ...(types.has('fleet') ? [{ sample: sampleArsenal('fleet'), width: 3 + ARSENAL_TAG_REACH, caption: lang.words.fleetArsenal }] : []),
    ...(variant.provinces.some((p) => p.terrain === 'impassable') ? [{ sample: sampleImpassable, width: 22, caption: lang.words.impassable }] : []),
  ]);
  const kinds = new Set<string>(variant.features.map((f) => f.kind));
  place(FEATURE_ITEMS.filter((item) => kinds.has(item.kind)).map((item) => ({ ...item, caption: lang.words.features[item.kind] })));
  if (key) {
    row++;
    x = left;
    place(keyItems(variant, lang));
  }
  const height = Math.max(2, row + 1) * ROW + 2 * PADDING;
  parts.unshift(el('rect', { class: 'legend-box', x: 0.5, y: top + 0.5, width: width - 1, height: height - 1 }));
  return { svg: el('g', { class: 'legend' }, ...parts), height };
}
