/**
 * Units dislodged by a movement phase's results, marked where they stand as the legend's
 * "dislodged" sample says (a dashed red ring): which units (read from the results, as the
 * engine decides them on every DATC case), and the ring round each, outside its hold's ring.
 */
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { boardLanguage } from '../../board/render/board-language.js';
import { boardStyle } from '../../board/render/board-style.js';
import { dislodgedByResults } from '../../board/render/dislodged-by-results.js';
import { renderBoard } from '../../board/render/render-board.js';
import { locate } from '../../board/render/locate.js';
import { DISLODGED_HERE_RING, dislodgedLayer } from '../../board/render/unit-layers.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import { randomGame } from '../../bench/random-game.js';
import type { Position } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { allCases } from '../engine/datc/cases/index.js';
import { buildPosition } from '../engine/datc/run-case.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { boardCss, cssRules, styleOf } from './css.js';
import { findAll, hasClass, parseSvg } from './support.js';

describe.runIf(variantExists('standard/standard.dip'))('units dislodged by the results', () => {
  const shipped = loadVariant('standard/standard.dip');
  // The DATC's outcomes are those of the current rules.
  const variant: Variant = { ...shipped, rules: { ...shipped.rules, edition: 'current' } };
  const key = (u: { power: string; location: string }) => `${u.power} ${u.location}`;
  // Italy takes Trieste with support: Austria's fleet there is dislodged.
  const triTaken: Position = {
    variant: 'standard',
    phase: { season: 'fall', year: 1901, kind: 'movement' },
    units: [
      { power: 'italy', type: 'army', location: 'ven' },
      { power: 'italy', type: 'army', location: 'tyr' },
      { power: 'austria', type: 'fleet', location: 'tri' },
    ],
    dislodged: [],
    contested: [],
    ownership: {},
  };
  const triOrders = { italy: ['A Ven - Tri', 'A Tyr S A Ven - Tri'], austria: ['F Tri H'] };

  it('are those the engine dislodges, in every DATC movement case', () => {
    let checked = 0;
    for (const c of allCases) {
      let position: Position;
      try {
        position = buildPosition(variant, c);
      } catch {
        continue; // a case on another map
      }
      if (position.phase.kind !== 'movement') continue;
      const adjudication = adjudicate(variant, position, c.orders);
      const expected = adjudication.dislodged.map(key).sort();
      expect(dislodgedByResults(position, adjudication.results).map(key).sort(), c.id).toEqual(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('are none before adjudication, nor in a retreats phase', () => {
    const position = buildPosition(variant, allCases.find((c) => c.id === '6.A.1')!);
    expect(dislodgedByResults(position, null)).toEqual([]);
    const retreats: Position = { ...position, phase: { ...position.phase, kind: 'retreats' } };
    expect(dislodgedByResults(retreats, [{ power: 'england', text: 'F Nth R Hol', order: { kind: 'move', unit: { type: 'fleet', location: 'nth' }, to: 'hol', viaConvoy: false }, outcome: 'succeeded' }])).toEqual([]);
  });

  it('are ringed where they stand, in the legend’s dashed red, outside a hold’s ring', () => {
    const geometry = generateGeometry(variant);
    const { results } = adjudicate(variant, triTaken, triOrders);
    const here = dislodgedByResults(triTaken, results);
    expect(here.map(key)).toEqual(['austria tri']);
    const layer = parseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${dislodgedLayer(variant, geometry, [], boardLanguage(variant), here)}</svg>`);
    const rings = findAll(layer, (n) => n.name === 'circle' && hasClass(n, 'ring') && hasClass(n, 'here'));
    expect(rings).toHaveLength(1);
    const [x, y] = locate(geometry, 'tri', 'fleet')!;
    expect(Number(rings[0].attributes.cx)).toBeCloseTo(x, 1);
    expect(Number(rings[0].attributes.cy)).toBeCloseTo(y, 1);
    expect(rings[0].attributes['data-location']).toBe('tri');
    // Outside the hold's ring round the same unit (r 14, its casing reaching 16).
    expect(DISLODGED_HERE_RING).toBeGreaterThan(16);
    expect(findAll(rings[0], (n) => n.name === 'title')[0].children[0].value).toBe('dislodged: Austrian fleet in tri');
    // Drawn as the legend's sample: the same red, dashed.
    const rules = cssRules(boardCss(boardStyle(variant)));
    expect(styleOf(rules, '.dislodged .ring', 'stroke')).toBe(styleOf(rules, '.legend-dislodged', 'stroke'));
    expect(styleOf(rules, '.dislodged .ring.here', 'stroke-dasharray')).toBeDefined();
    // Over a white ring of its own, drawn first: red and white dashes, never a red power's solid hold ring.
    const unders = findAll(layer, (n) => n.name === 'circle' && hasClass(n, 'ring-under'));
    expect(unders.map((n) => [n.attributes.cx, n.attributes.cy, n.attributes.r])).toEqual([[rings[0].attributes.cx, rings[0].attributes.cy, rings[0].attributes.r]]);
    expect(layer.children[0].children.indexOf(unders[0])).toBeLessThan(layer.children[0].children.indexOf(rings[0]));
    expect(styleOf(rules, '.dislodged .ring-under', 'stroke')).toBe('#fff');
    expect(Number(styleOf(rules, '.dislodged .ring-under', 'stroke-width'))).toBeGreaterThan(Number(styleOf(rules, '.dislodged .ring.here', 'stroke-width')));
  });

  it('are ringed on a board drawn with the results, and only then', () => {
    const position = triTaken;
    const orders = triOrders;
    const { results } = adjudicate(variant, position, orders);
    const geometry = generateGeometry(variant);
    const ringsOf = (svg: string) => findAll(parseSvg(svg), (n) => n.name === 'circle' && hasClass(n, 'ring') && hasClass(n, 'here')).map((n) => n.attributes['data-location']);
    expect(ringsOf(renderBoard(variant, geometry, position, orders, results))).toEqual(['tri']);
    // Before adjudication nothing is dislodged yet.
    expect(ringsOf(renderBoard(variant, geometry, position, orders))).toEqual([]);
  });
});

describe.runIf(variantExists('colonial/colonial-1996.dip'))('units dislodged by the results, with railway moves', () => {
  const colonial = loadVariant('colonial/colonial-1996.dip');
  const key = (u: { power: string; location: string }) => `${u.power} ${u.location}`;

  it('leave out an army whose railway move failed but took it away (stopped on the way)', () => {
    // Vladivostok's army heads for Moscow and stops in Irkutsk; China's army takes Vladivostok behind it.
    const start = startPosition(colonial);
    const adjudication = adjudicate(colonial, start, {
      russia: ['A Mos - TSR - Vla', 'A Vla - TSR - Mos', 'A Oms - Kra'],
      china: ['A Mac - Vla'],
    });
    expect(adjudication.results.find((r) => r.text === 'A Vla - TSR - Mos')).toMatchObject({ outcome: 'failed', endedIn: 'irk' });
    expect(adjudication.dislodged).toEqual([]);
    expect(dislodgedByResults(start, adjudication.results)).toEqual([]);
  });

  it('are those the engine dislodges, in random games of Colonial', () => {
    let checked = 0;
    let railway = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const { position, orders } of randomGame(colonial, seed, 30)) {
        if (position.phase.kind !== 'movement') continue;
        const adjudication = adjudicate(colonial, position, orders);
        const expected = adjudication.dislodged.map(key).sort();
        expect(dislodgedByResults(position, adjudication.results).map(key).sort(), `game ${seed}, ${position.phase.season} ${position.phase.year}`).toEqual(expected);
        railway += adjudication.results.filter((r) => r.endedIn !== undefined).length;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(railway).toBeGreaterThan(0);
  });
});
