/**
 * What the legend and the map tell a player beyond the orders, checked by structure: arsenal
 * types readable and explained, Intimate Diplomacy's players with their powers and credits,
 * the phase named once, passages drawn unlike any order, impassable areas explained, and each
 * power's centres and units in an adjustments phase.
 */
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { boardStyle } from '../../board/render/board-style.js';
import { renderBoard } from '../../board/render/render-board.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { Position } from '../../engine/types.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { boardCss, cssRules, styleOf } from './css.js';
import { findAll, hasClass, parseSvg, tinyVariant } from './support.js';

type Node = ReturnType<typeof parseSvg>;
const legendOf = (root: Node) => root.children.find((n) => n.attributes.class === 'legend')!;
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const textOf = (n: Node): string => n.children.map((c) => (c.type === 'text' ? unescape(c.value) : c.name === 'tspan' ? textOf(c) : '')).join('');
const captions = (root: Node) => findAll(legendOf(root), (n) => n.name === 'text').map(textOf);
const phaseOf = (root: Node) => textOf(findAll(legendOf(root), (n) => n.name === 'text' && hasClass(n, 'phase'))[0]);

describe.runIf(variantExists('standard/arsenal.dip'))('arsenal types', () => {
  const variant = loadVariant('standard/arsenal.dip');
  const geometry = generateGeometry(variant);
  const root = parseSvg(renderBoard(variant, geometry, startPosition(variant)));

  it('are tags beside the centre dots, large enough to read (a 6 px letter was not)', () => {
    const centres = root.children.find((n) => n.attributes.class === 'supply-centres')!;
    const tags = findAll(centres, (n) => n.name === 'g' && hasClass(n, 'arsenal-tag'));
    expect(tags).toHaveLength(23);
    for (const tag of tags) {
      const [box] = findAll(tag, (n) => n.name === 'rect');
      const [letter] = findAll(tag, (n) => n.name === 'text' && hasClass(n, 'arsenal-type'));
      const province = letter.attributes['data-province'];
      const dot = findAll(root, (n) => n.name === 'circle' && hasClass(n, 'centre') && n.attributes['data-province'] === province)[0];
      expect(Number(letter.attributes['font-size']), province).toBeGreaterThanOrEqual(9);
      expect(letter.attributes['font-weight']).toBe('bold');
      expect(Number(box.attributes.width), province).toBeGreaterThanOrEqual(10);
      // Beside the dot, clear of it and of its home ring (r 5.2), level with it.
      const [left, top, size] = [Number(box.attributes.x), Number(box.attributes.y), Number(box.attributes.width)];
      const cx = Number(dot.attributes.cx);
      expect(left > cx + 5.2 || left + size < cx - 5.2, province).toBe(true);
      expect(Math.abs(top + size / 2 - Number(dot.attributes.cy)), province).toBeLessThan(1);
      // Clear of the unit standing in the province (a fleet is 25 px across, an army 19 high).
      const [ux, uy] = geometry.provinces[province].unitAnchor;
      expect(left > ux + 12.5 || left + size < ux - 12.5 || top > uy + 9.5 || top + size < uy - 9.5, province).toBe(true);
    }
  });

  it('are explained in the legend with the same tags, and only on a board that has them', () => {
    expect(captions(root)).toEqual(expect.arrayContaining(['army arsenal', 'fleet arsenal']));
    const samples = findAll(legendOf(root), (n) => n.name === 'g' && hasClass(n, 'arsenal-tag'));
    expect(samples.map((s) => textOf(findAll(s, (n) => n.name === 'text')[0]))).toEqual(['A', 'F']);
    const standard = loadVariant('standard/standard.dip');
    const plain = parseSvg(renderBoard(standard, generateGeometry(standard), startPosition(standard)));
    expect(captions(plain)).not.toContain('army arsenal');
  });
});

describe.runIf(variantExists('standard/intimate.dip'))('Intimate Diplomacy’s players', () => {
  const variant = loadVariant('standard/intimate.dip');
  const geometry = generateGeometry(variant);
  const start = startPosition(variant);
  const preferences = { anna: ['austria', 'italy', 'germany', 'england', 'france', 'russia', 'turkey'], ben: ['italy', 'austria', 'germany', 'england', 'france', 'russia', 'turkey'] };
  const spring: Position = {
    ...start,
    phase: { season: 'spring', year: 1901, kind: 'movement' },
    rules: { intimate: { preferences, credits: { anna: 16, ben: 20 }, control: { france: 'ben', germany: 'anna', russia: 'anna' } } },
  };
  const draw = (position: Position, language?: string) => parseSvg(renderBoard(variant, geometry, position, null, null, { language }));
  /** The powers of the swatches drawn just before a caption (its sample). */
  const swatchesBefore = (root: Node, caption: string): string[] => {
    const items = legendOf(root).children;
    const i = items.findIndex((n) => n.name === 'text' && textOf(n) === caption);
    expect(i, caption).toBeGreaterThan(0);
    const powers: string[] = [];
    for (let k = i - 1; k >= 0 && hasClass(items[k], 'swatch'); k--) powers.unshift(items[k].attributes.class.replace(/.*power-/, ''));
    return powers;
  };

  it('are listed with their home power, this year’s mercenaries and their credits, and the powers nobody controls', () => {
    const root = draw(spring);
    expect(captions(root)).toEqual(
      expect.arrayContaining(['anna: Austria-Hungary (home), Germany, Russia; 16 credits', 'ben: Italy (home), France; 20 credits', 'in anarchy: England, Turkey']),
    );
    expect(swatchesBefore(root, 'anna: Austria-Hungary (home), Germany, Russia; 16 credits')).toEqual(['austria', 'germany', 'russia']);
    expect(swatchesBefore(root, 'in anarchy: England, Turkey')).toEqual(['england', 'turkey']);
  });

  it('in French too', () => {
    expect(captions(draw(spring, 'fr'))).toEqual(expect.arrayContaining(['anna : Autriche-Hongrie (origine), Allemagne, Russie ; 16 crédits', 'en anarchie : Angleterre, Turquie']));
  });

  it('in a bidding phase: each player’s home power and credits, every mercenary up for bidding; the phase named once', () => {
    const bidding: Position = { ...start, rules: { intimate: { preferences } } };
    const root = draw(bidding);
    expect(phaseOf(root)).toBe('Bidding 1900');
    expect(captions(root)).toEqual(
      expect.arrayContaining(['anna: Austria-Hungary (home); 24 credits', 'ben: Italy (home); 24 credits', 'up for bidding: England, France, Germany, Russia, Turkey']),
    );
    const fr = draw(bidding, 'fr');
    expect(phaseOf(fr)).toBe('Enchères 1900');
    expect(captions(fr)).toContain('aux enchères : Angleterre, France, Allemagne, Russie, Turquie');
    // Other phases keep their kind.
    expect(phaseOf(draw(spring))).toBe('Spring 1901, movement');
    expect(phaseOf(draw(spring, 'fr'))).toBe('Printemps 1901, mouvements');
  });

  it('are said to be none yet before the preference lists', () => {
    expect(captions(draw(start))).toContain('players: none yet (each gets a home power from their list of preferences)');
  });

  it('are named as data: escaped, shown as written', () => {
    const named: Position = { ...spring, rules: { intimate: { preferences: { '<b>&': preferences.anna, ben: preferences.ben }, control: {} } } };
    const svg = renderBoard(variant, geometry, named);
    expect(svg).not.toContain('<b>&');
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(captions(parseSvg(svg))).toContain('<b>&: Austria-Hungary (home); 24 credits');
  });
});

describe.runIf(variantExists('standard/standard.dip'))('the Standard board’s own cues', () => {
  const variant = loadVariant('standard/standard.dip');
  const geometry = generateGeometry(variant);
  const start = startPosition(variant);
  const root = parseSvg(renderBoard(variant, geometry, start));
  const rules = cssRules(boardCss(boardStyle(variant)));

  it('draws the Denmark–Sweden passage as a bridge, not a line between the unit places as a support is', () => {
    const [passage] = findAll(root, (n) => n.name === 'g' && hasClass(n, 'feature') && hasClass(n, 'passage') && !hasClass(n, 'legend-feature'));
    const [deck] = findAll(passage, (n) => hasClass(n, 'deck'));
    const [rails] = findAll(passage, (n) => hasClass(n, 'rails'));
    expect(rails).toBeDefined();
    const ends = [...deck.attributes.d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    // It stops short of both units (clear of a fleet's hull and a hold's ring).
    for (const [end, province] of [[ends[0], 'den'], [ends[1], 'swe']] as const) {
      const [x, y] = geometry.provinces[province].unitAnchor;
      expect(Math.hypot(end[0] - x, end[1] - y), province).toBeGreaterThan(15);
    }
    // Solid and broad, where a support is a thin dashed line.
    expect(styleOf(rules, '.feature .deck', 'stroke-dasharray')).toBeUndefined();
    expect(styleOf(rules, '.feature .rails', 'stroke-dasharray')).toBeUndefined();
    expect(Number(styleOf(rules, '.feature .deck', 'stroke-width'))).toBeGreaterThan(5);
    // The legend's sample is drawn the same way.
    const [sample] = findAll(legendOf(root), (n) => n.name === 'g' && hasClass(n, 'legend-feature') && hasClass(n, 'passage'));
    expect(findAll(sample, (n) => hasClass(n, 'deck'))).toHaveLength(1);
    expect(findAll(sample, (n) => hasClass(n, 'rails'))).toHaveLength(1);
  });

  it('explains impassable areas where the map has them', () => {
    expect(captions(root)).toContain('impassable');
    expect(findAll(legendOf(root), (n) => hasClass(n, 'legend-impassable'))).toHaveLength(1);
    const tiny = tinyVariant();
    expect(captions(parseSvg(renderBoard(tiny, generateGeometry(tiny))))).not.toContain('impassable');
  });

  it('gives each power’s centres and units in an adjustments phase, with the builds or disbands due', () => {
    const winter: Position = {
      ...start,
      phase: { season: 'winter', year: 1901, kind: 'adjustments' },
      ownership: { ...start.ownership, nwy: 'england', bel: 'england', tri: 'italy' },
      units: start.units.filter((u) => u.location !== 'tri'),
    };
    const drawn = parseSvg(renderBoard(variant, geometry, winter));
    expect(captions(drawn)).toEqual(
      expect.arrayContaining(['England 5 centres, 3 units: builds 2', 'Austria-Hungary 2 centres, 2 units', 'Italy 4 centres, 3 units: builds 1', 'Russia 4 centres, 4 units']),
    );
    const disbanding: Position = { ...winter, ownership: { ...winter.ownership, vie: 'italy' } };
    const fr = parseSvg(renderBoard(variant, geometry, disbanding, null, null, { language: 'fr' }));
    expect(captions(fr)).toEqual(expect.arrayContaining(['Autriche-Hongrie 1 centre, 2 unités : 1 dissolution', 'Italie 5 centres, 3 unités : 2 constructions']));
    // Not in other phases.
    expect(captions(root)).toContain('England');
  });
});

describe('the key of the provinces’ names', () => {
  const variant = loadVariant('standard/standard.dip');
  const geometry = generateGeometry(variant);
  const keyOf = (root: Node) => {
    const abbreviations = findAll(legendOf(root), (n) => n.name === 'text' && hasClass(n, 'key-abbreviation'));
    return abbreviations.map((a) => ({ abbreviation: textOf(a), x: Number(a.attributes.x), y: Number(a.attributes.y) }));
  };

  it('is drawn only when asked, and makes the legend taller', () => {
    const plain = renderBoard(variant, geometry, startPosition(variant));
    const keyed = renderBoard(variant, geometry, startPosition(variant), null, null, { key: true });
    expect(keyOf(parseSvg(plain))).toEqual([]);
    const height = (svg: string) => Number(parseSvg(svg).attributes.height);
    expect(height(keyed)).toBeGreaterThan(height(plain) + 40);
  });

  it('gives every province once, by abbreviation, each beside its name in the board’s language', () => {
    for (const [language, name] of [['en', 'Liverpool'], ['fr', 'Liverpool'], ['fr', 'Manche']] as const) {
      const root = parseSvg(renderBoard(variant, geometry, null, null, null, { language, key: true }));
      const key = keyOf(root);
      expect(key).toHaveLength(variant.provinces.length);
      const written = key.map((k) => k.abbreviation);
      expect(written).toEqual([...written].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
      expect(written).toEqual(expect.arrayContaining(['Lvp', 'Eng', 'Stp']));
      // The name follows its abbreviation on the same line.
      const texts = findAll(legendOf(root), (n) => n.name === 'text');
      const at = texts.findIndex((t) => textOf(t) === name);
      expect(at, name).toBeGreaterThan(0);
      expect(hasClass(texts[at - 1], 'key-abbreviation')).toBe(true);
      expect(texts[at - 1].attributes.y).toBe(texts[at].attributes.y);
    }
  });

  it('keeps each name clear of the next abbreviation, inside the board', () => {
    const root = parseSvg(renderBoard(variant, geometry, null, null, null, { key: true }));
    const key = keyOf(root);
    for (let i = 1; i < key.length; i++) {
      if (key[i].y !== key[i - 1].y) continue;
      // Room for the longest name's rough width: each entry starts well after the previous one.
      expect(key[i].x - key[i - 1].x, key[i].abbreviation).toBeGreaterThan(40);
    }
    for (const k of key) expect(k.x).toBeLessThan(geometry.width - 20);
  });
});
