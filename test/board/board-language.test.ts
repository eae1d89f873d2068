import { describe, expect, it } from 'vitest';
import { boardLanguage, drawableLanguage, nameIn } from '../../board/render/board-language.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import type { ProvinceShape } from '../../board/geometry/types.js';
import { placeImpassableName } from '../../board/render/impassable-name.js';
import { renderBoard } from '../../board/render/render-board.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { Position } from '../../engine/types.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { findAll, parseSvg } from './support.js';

type Svg = ReturnType<typeof parseSvg>;
const textOf = (n: Svg): string => n.children.filter((c) => c.type === 'text').map((c) => c.value).join('');
const titleOf = (n: Svg): string => textOf(n.children.find((c) => c.name === 'title')!);
const legendTexts = (root: Svg): string[] =>
  findAll(root, (n) => n.name === 'g' && n.attributes.class === 'legend').flatMap((g) => findAll(g, (n) => n.name === 'text').map(textOf));

describe.runIf(variantExists('standard/standard.dip'))('the board in the language asked for', () => {
  const variant = loadVariant('standard/standard.dip');
  const geometry = generateGeometry(variant);
  const start: Position = startPosition(variant);
  const dislodged: Position = { ...start, phase: { ...start.phase, season: 'spring', kind: 'retreats' }, dislodged: [{ power: 'england', type: 'fleet', location: 'nth', attackerFrom: 'hol' }] };

  it('looks names up in that language first, then in the variant’s, and falls back to English words', () => {
    const fr = boardLanguage(variant, 'fr');
    expect(fr.order).toEqual(['fr', 'en']);
    expect(nameIn({ en: 'London', fr: 'Londres' }, fr, 'lon')).toBe('Londres');
    expect(nameIn({ en: 'London' }, fr, 'lon')).toBe('London');
    expect(nameIn({}, fr, 'lon')).toBe('lon');
    expect(fr.words.army).toBe('armée');
    // A language the variant has no names in and the board no words for: English words.
    const de = boardLanguage(variant, 'de');
    expect(de.words.army).toBe('army');
    expect(nameIn({ en: 'London', fr: 'Londres' }, de, 'lon')).toBe('London');
    expect(boardLanguage(variant).order[0]).toBe(variant.languages[0]);
    expect(drawableLanguage(variant, 'fr')).toBe(true);
    expect(drawableLanguage(variant, 'de')).toBe(false);
    // An inherited member is not a language.
    expect(drawableLanguage(variant, 'constructor')).toBe(false);
    expect(boardLanguage(variant, 'toString').words.army).toBe('army');
  });

  it('draws names, titles, the phase and the legend in French', () => {
    const root = parseSvg(renderBoard(variant, geometry, dislodged, null, null, { language: 'fr' }));
    expect(root.attributes.lang).toBe('fr');
    const province = (id: string) => findAll(root, (n) => n.name === 'path' && n.attributes['data-province'] === id)[0];
    expect(titleOf(province('lon'))).toBe('Londres');
    const swiss = findAll(root, (n) => n.name === 'text' && n.attributes['data-province'] === 'swi')[0];
    expect(swiss.attributes.class).toBe('label impassable-name');
    expect(swiss.children.find((c) => c.type === 'text')!.value).toBe('Suisse');
    expect(titleOf(swiss)).toBe('Suisse / Switzerland');
    const legend = legendTexts(root);
    expect(legend).toContain('Angleterre');
    expect(legend).toContain('Printemps 1901, retraites');
    expect(legend).toEqual(expect.arrayContaining(['armée', 'flotte', 'centre de ravitaillement', 'soutien', 'délogée', 'passage', 'canal']));
    const units = findAll(root, (n) => n.name === 'g' && n.attributes.class === 'units')[0];
    expect(findAll(units, (n) => n.name === 'title').map(textOf)).toContain('armée (France) en par');
    const ringed = findAll(root, (n) => n.name === 'g' && n.attributes.class === 'dislodged')[0];
    expect(findAll(ringed, (n) => n.name === 'title').map(textOf)).toEqual(['délogée : flotte (Angleterre) en nth']);
  });

  it('draws the variant’s first language by default, as before', () => {
    const root = parseSvg(renderBoard(variant, geometry, dislodged));
    expect(root.attributes.lang).toBe('en');
    // "Switzerland" does not fit in its shape, where "Suisse" does: the abbreviation, the names on hover.
    const swiss = findAll(root, (n) => n.name === 'text' && n.attributes['data-province'] === 'swi')[0];
    expect(swiss.attributes.class).toBe('label');
    expect(swiss.children.find((c) => c.type === 'text')!.value).toBe('Swi');
    expect(titleOf(swiss)).toBe('Switzerland / Suisse');
    expect(legendTexts(root)).toEqual(expect.arrayContaining(['England', 'Spring 1901, retreats', 'army', 'supply centre']));
    const ringed = findAll(root, (n) => n.name === 'g' && n.attributes.class === 'dislodged')[0];
    expect(findAll(ringed, (n) => n.name === 'title').map(textOf)).toEqual(['dislodged: English fleet in nth']);
  });
});

describe.runIf(variantExists('rokugan/rokugan.dip'))('Rokugan’s impassable areas', () => {
  const variant = loadVariant('rokugan/rokugan.dip');
  const geometry = generateGeometry(variant);

  it('are named on the board in its language, not by an abbreviation no order uses', () => {
    for (const [language, expected] of [
      ['en', ['Great Wall of the North', 'Spine of the World', 'Shadowlands', 'Burning Sands']],
      ['fr', ['Grand Mur du Nord', 'Épine du Monde', 'Outremonde', 'Sables Brûlants']],
    ] as const) {
      const root = parseSvg(renderBoard(variant, geometry, null, null, null, { language }));
      const names = findAll(root, (n) => n.name === 'text' && n.attributes.class === 'label impassable-name').map((n) => n.children.find((c) => c.type === 'text')!.value);
      expect(names.sort()).toEqual([...expected].sort());
    }
  });
});

describe('an impassable area’s name on the board', () => {
  // A 200 × 60 px strip: "Great Wall" fits on one line, a longer name breaks, a far longer one falls back.
  const strip = { kind: 'land', polygons: [[[0, 0], [200, 0], [200, 60], [0, 60]]], labelAnchor: [100, 30], unitAnchor: [100, 30] } as unknown as ProvinceShape;

  it('is written on one line where it fits, around the anchor', () => {
    expect(placeImpassableName('Great Wall', strip, [100, 30])).toEqual({ lines: ['Great Wall'], at: [100, 30] });
  });

  it('moves into the area when the anchor is too near its edge', () => {
    const placed = placeImpassableName('Great Wall', strip, [10, 30]);
    expect(placed?.lines).toEqual(['Great Wall']);
    expect(placed!.at[0]).toBeGreaterThanOrEqual(35);
  });

  it('breaks at spaces into balanced lines when one is too long', () => {
    expect(placeImpassableName('Great Wall of the Northern Frontier', strip, [100, 30])?.lines).toEqual(['Great Wall of the', 'Northern Frontier']);
  });

  it('is left to the abbreviation when it fits nowhere', () => {
    expect(placeImpassableName('Extraordinarily-long-unbreakable-name', strip, [100, 30])).toBeNull();
  });
});
