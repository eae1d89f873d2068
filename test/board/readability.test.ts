/**
 * What makes a board readable, measured: colours apart from the sea, the land and each
 * other; arrows that stay over the provinces they cross; orders the engine refuses marked;
 * the special features drawn; a legend that explains every symbol.
 */
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { distanceToBoundary, pointInRegion } from '../../board/geometry/polygon.js';
import { colourDistance, territoryTint } from '../../board/render/colours.js';
import { renderBoard } from '../../board/render/render-board.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { Position } from '../../engine/types.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { findAll, fixtureVariant, hasClass, parseSvg, tinyVariant, tinyVariantWith } from './support.js';

type Node = ReturnType<typeof parseSvg>;
const orderGroups = (root: Node) => findAll(root, (n) => n.name === 'g' && hasClass(n, 'order') && !hasClass(n, 'legend-order'));
const pointsOf = (d: string) => d.slice(1).split(/[LM]/).map((p) => p.split(' ').map(Number) as [number, number]);

describe('colours', () => {
  it('measures how different colours look (CIE76 ΔE)', () => {
    expect(colourDistance('#000000', '#ffffff')).toBeCloseTo(100, 0);
    expect(colourDistance('#808080', '#808080')).toBe(0);
    expect(colourDistance('#ff0000', '#00ff00')).toBeGreaterThan(100);
  });

  it('tints territory by its power’s hue, so dark blue and black stay apart', () => {
    const [england, germany] = [territoryTint('#1e3a8a'), territoryTint('#3f3f46')];
    expect(colourDistance(england, germany)).toBeGreaterThan(25);
  });

  // Every shipped variant's units, territories and order lines: colour-contrast.test.ts.
});

describe.runIf(variantExists('standard/standard.dip'))('arrows on the Standard board', () => {
  const variant = loadVariant('standard/standard.dip');
  const geometry = generateGeometry(variant);
  const start = startPosition(variant);

  /** How far the drawn line strays outside the two provinces, at its worst (px). */
  const stray = (from: string, to: string): number => {
    const position: Position = { ...start, units: [{ power: 'russia', type: 'army', location: from }] };
    const root = parseSvg(renderBoard(variant, geometry, position, { russia: [`A ${from} - ${to}`] }));
    const [move] = orderGroups(root);
    expect(move.attributes.class).toContain('given');
    const line = pointsOf(findAll(move, (n) => hasClass(n, 'line'))[0].attributes.d);
    const regions = [geometry.provinces[from].polygons, geometry.provinces[to].polygons];
    let worst = 0;
    for (let i = 1; i < line.length; i++) {
      for (let t = 0; t <= 1; t += 0.05) {
        const p: [number, number] = [line[i - 1][0] + (line[i][0] - line[i - 1][0]) * t, line[i - 1][1] + (line[i][1] - line[i - 1][1]) * t];
        if (regions.some((r) => pointInRegion(p, r))) continue;
        worst = Math.max(worst, Math.min(...regions.map((r) => distanceToBoundary(p, r))));
      }
    }
    return worst;
  };

  it('go through the border they cross: Armenia–Sevastopol beside the Black Sea, Norway–Finland across no gulf', () => {
    // Sevastopol’s army stands in the Crimea: the arrow goes round the Sea of Azov, not over the
    // Black Sea. A line may graze a cape by a few px (route-within.ts).
    expect(stray('arm', 'sev')).toBeLessThan(5);
    expect(stray('nwy', 'fin')).toBeLessThan(5);
    expect(stray('mos', 'sev')).toBeLessThan(5);
  });

  it('cross a border in several stretches where the way is shortest: F Nap–Tys over Naples’ coast, not round the toe', () => {
    // Naples' shape meets the Tyrrhenian Sea in stretches broken by the coast; the longest is at the toe.
    const detour = (from: string, to: string): number => {
      const position: Position = { ...start, units: [{ power: 'italy', type: 'fleet', location: from }] };
      const root = parseSvg(renderBoard(variant, geometry, position, { italy: [`F ${from} - ${to}`] }));
      const line = pointsOf(findAll(orderGroups(root)[0], (n) => hasClass(n, 'line'))[0].attributes.d);
      let length = 0;
      for (let i = 1; i < line.length; i++) length += Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
      const ends = line[line.length - 1];
      return length / Math.hypot(ends[0] - line[0][0], ends[1] - line[0][1]);
    };
    expect(detour('nap', 'tys')).toBeLessThan(1.2);
    expect(detour('smy', 'eas')).toBeLessThan(1.8);
  });
});

describe('orders before adjudication', () => {
  it('draws an order the engine refuses as refused (invalid, crossed), the others as given', () => {
    const variant = tinyVariant();
    const position: Position = { ...startPosition(variant) };
    // Red's army stands in nor; blue's fleet in sou. A Nor cannot reach sse; there is no unit in wes.
    const root = parseSvg(renderBoard(variant, generateGeometry(variant), position, { red: ['A Nor - Eas', 'A Wes - Mid'], blue: ['F Sou - Nse'] }));
    const classes = orderGroups(root).map((g) => g.attributes.class.split(' ').slice(1, 4).join(' '));
    expect(classes.sort()).toEqual(['move given power-red', 'move invalid power-blue', 'move invalid power-red']);
    for (const g of orderGroups(root).filter((x) => hasClass(x, 'invalid'))) expect(findAll(g, (n) => hasClass(n, 'cross'))).toHaveLength(1);
    expect(findAll(orderGroups(root).find((g) => hasClass(g, 'given'))!, (n) => hasClass(n, 'cross'))).toHaveLength(0);
  });
});

describe('special features', () => {
  const variant = fixtureVariant('features/features.dip');
  const geometry = generateGeometry(variant);
  const root = parseSvg(renderBoard(variant, geometry));
  const feature = (kind: string) => findAll(root, (n) => n.name === 'g' && hasClass(n, 'feature') && hasClass(n, kind) && !hasClass(n, 'legend-feature'));

  it('draws a canal from one sea through its province to the other, and a gateway with its gate', () => {
    for (const [kind, province] of [['canal', 'ist'], ['gateway', 'eas']] as const) {
      const [drawn] = feature(kind);
      expect(drawn.attributes['data-province']).toBe(province);
      const [a, middle, b] = pointsOf(findAll(drawn, (n) => hasClass(n, 'water'))[0].attributes.d);
      expect(middle).toEqual(geometry.provinces[province].unitAnchor.map((v) => Math.round(v * 10) / 10));
      // Each end on the province's border with one of the seas.
      const shape = geometry.provinces[province].polygons;
      for (const [end, sea] of [[a, 'nse'], [b, 'sse']] as const) {
        expect(distanceToBoundary(end, shape)).toBeLessThan(2);
        expect(distanceToBoundary(end, geometry.provinces[sea].polygons)).toBeLessThan(2);
      }
    }
    const gates = findAll(feature('gateway')[0], (n) => hasClass(n, 'gate'));
    expect(gates).toHaveLength(1);
    // Beside the gateway province's unit place, not under a unit standing there (a hold's ring reaches 16.5 px).
    const [g1, g2] = pointsOf(gates[0].attributes.d);
    const unitAt = geometry.provinces.eas.unitAnchor;
    expect(Math.hypot((g1[0] + g2[0]) / 2 - unitAt[0], (g1[1] + g2[1]) / 2 - unitAt[1])).toBeGreaterThan(16.5);
    expect(findAll(feature('canal')[0], (n) => hasClass(n, 'gate'))).toHaveLength(0);
  });

  it('draws a railway along its route, as a track with ties, named, and a bridge', () => {
    const [railway] = feature('railway');
    const stops = pointsOf(findAll(railway, (n) => hasClass(n, 'rail'))[0].attributes.d);
    expect(stops).toHaveLength(4);
    expect(findAll(railway, (n) => hasClass(n, 'ties'))).toHaveLength(1);
    expect(findAll(railway, (n) => n.name === 'title')[0].children[0].value).toBe('Coast Line (railway)');
    expect(feature('bridge')).toHaveLength(1);
  });

  it('explains the features in the legend, only those the map has', () => {
    const legend = root.children.find((n) => n.attributes.class === 'legend')!;
    const captions = findAll(legend, (n) => n.name === 'text').map((n) => n.children[0]?.value);
    expect(captions).toEqual(expect.arrayContaining(['canal', 'gateway', 'railway', 'bridge']));
    expect(captions).not.toContain('passage');
  });

  it('draws canals on the Standard board and nothing on a map without features', () => {
    const tiny = parseSvg(renderBoard(tinyVariant(), generateGeometry(tinyVariant())));
    expect(findAll(tiny, (n) => n.name === 'g' && hasClass(n, 'feature'))).toHaveLength(0);
  });
});

describe('the legend', () => {
  const captions = (root: Node) => findAll(root.children.find((n) => n.attributes.class === 'legend')!, (n) => n.name === 'text').map((n) => n.children[0]?.value);

  it('explains every symbol the board uses', () => {
    const variant = tinyVariant();
    const root = parseSvg(renderBoard(variant, generateGeometry(variant)));
    expect(captions(root)).toEqual(expect.arrayContaining(['army', 'fleet', 'supply centre', 'home centre', 'move', 'support', 'convoy', 'hold', 'retreat', 'build', 'disband', 'dislodged', 'failed', 'refused']));
  });

  it('writes its coordinates to a tenth of a pixel, as the rest of the board (no 492.20000000000005)', () => {
    // Captions are laid out by their estimated widths (6.2 px a character), whose sums are not exact in binary.
    const variant = tinyVariantWith((text) => text.replace('en "Tiny Island"', 'en "Tiny Island of the Seventeen Bays"'));
    const svg = renderBoard(variant, generateGeometry(variant), startPosition(variant));
    const legend = svg.slice(svg.indexOf('<g class="legend"'));
    expect(legend.match(/\d\.\d{2,}/g) ?? []).toEqual([]);
  });

  it('puts the items under a title too long to leave them room beside it', () => {
    const long = tinyVariantWith((text) => text.replace('en "Tiny Island"', `en "${'A very long title for a tiny island '.repeat(3).trim()}"`));
    const root = parseSvg(renderBoard(long, generateGeometry(long)));
    const legend = root.children.find((n) => n.attributes.class === 'legend')!;
    const title = findAll(legend, (n) => n.name === 'text' && hasClass(n, 'title'))[0];
    const titleRight = 10 + title.children[0].value.length * 6.2;
    const swatches = findAll(legend, (n) => n.name === 'g' && hasClass(n, 'swatch'));
    for (const s of swatches) {
      const rect = s.children[0].attributes;
      // Either right of the title or on a row below it.
      expect(Number(rect.x) > titleRight || Number(rect.y) > Number(title.attributes.y)).toBe(true);
    }
  });
});
