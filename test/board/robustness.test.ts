/**
 * Boards of bad or extreme input: a map point far from all the others, one province or two
 * at one point, thousands of shapes of one province, inputs large enough to overflow the
 * stack. Each must end quickly, in a board or in a message of ours naming the place.
 * (No timings asserted: vitest's timeout catches a hang; the sizes are ones the old code
 * took seconds to minutes over, or overflowed the stack on.)
 */
import { describe, expect, it } from 'vitest';
import { loadCheckedBoard } from '../../board/check-geometry.js';
import { clipByConvex, unflagged } from '../../board/geometry/clip.js';
import { importGeoJson } from '../../board/geometry/import-geojson.js';
import { importSvg, maxSvgElements } from '../../board/geometry/import-svg.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { minMax, pointInRing, regionArea, signedArea, withoutCancellingCopies } from '../../board/geometry/polygon.js';
import { touchingPairs } from '../../board/geometry/touching-pairs.js';
import type { Point } from '../../board/geometry/types.js';
import { phantomSeeds } from '../../board/geometry/voronoi-cells.js';
import { starterVariant } from '../../cli/commands/init.js';
import { compileSource } from '../../compiler/compile.js';
import type { Variant } from '../../model/variant.js';
import { fixtureText, tinyDir, tinyVariant } from './support.js';

function variantOf(text: string): Variant {
  const result = compileSource(text, `${tinyDir}/made-up.dip`);
  if (!result.variant) throw new Error(`does not compile: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.variant;
}

/** `dipkit init`'s starter map (plane points 0..4), with `change` applied to its text. */
function starter(change: (text: string) => string = (t) => t): Variant {
  return variantOf(change(starterVariant('s')));
}

/** A solo power's map of `provinces` (lines of `province …`), each next to the one before. */
function soloMap(coordinates: 'plane' | 'lonlat', provinces: string[]): Variant {
  const ids = provinces.map((p) => p.split(' ')[1]);
  const adjacency = ids.length > 1 ? `adjacency\n${ids.slice(1).map((id, i) => `  ${ids[i]}: ${id}\n`).join('')}` : '';
  return variantOf(
    `variant solo\n  start spring 1901\n  victory 1 centres\n  coordinates ${coordinates}\npower solo en "Solo"\n  start A ${ids[0]}\n` +
      `${provinces.join('\n')}\n${adjacency}`,
  );
}

/** The board check without the on-disk cache: its geometry and diagnostics as code and message. */
function checked(variant: Variant) {
  const { geometry, diagnostics } = loadCheckedBoard(variant, tinyDir, null, {});
  return { geometry, messages: diagnostics.map((d) => `${d.code} ${d.message}`) };
}

describe('a map point far from all the others', () => {
  it('is reported at once as an error naming its province and point (the old code ran for minutes on such a board)', () => {
    const { geometry, messages } = checked(starter((t) => t.replace(/at 4 2$/m, 'at 10000 2')));
    expect(geometry).toBe(null);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^DIP4005 .*the map point of 'epo' \(at 10000 2\) is 9996 from the nearest other point/);
    expect(messages[0]).toContain('move it nearer the others');
    // Far below the others as well as beside them.
    const tall = checked(starter((t) => t.replace(/at 2 4$/m, 'at 2 100000')));
    expect(tall.messages).toEqual([expect.stringContaining("the map point of 'sea' (at 2 100000)")]);
  });

  it('still draws a map spread thinly but within bounds, the far province with a shape', () => {
    const variant = starter((t) => t.replace(/at 4 2$/m, 'at 3000 2'));
    const geometry = generateGeometry(variant);
    expect(Object.keys(geometry.provinces).sort()).toEqual(['bay', 'emo', 'epo', 'mid', 'sea', 'wmo', 'wpo']);
  });

  it('draws a lon/lat map of close points and one far away, every province with a shape', () => {
    // Points 0.05° apart in Germany, one in Asia: the old code's grid of phantom seeds had
    // millions of points (20 s and more, or out of memory).
    const variant = soloMap('lonlat', [
      'province aaa land en "A" centre home solo at 10 50',
      'province bbb land en "B" at 10.05 50',
      'province ccc land en "C" at 10 50.05',
      'province ddd land en "D" at 10.05 50.05',
      'province eee land en "E" at 100 20',
    ]);
    const geometry = generateGeometry(variant);
    expect(Object.keys(geometry.provinces).sort()).toEqual(['aaa', 'bbb', 'ccc', 'ddd', 'eee']);
  });

  it('keeps the grid of phantom seeds small on a board of sub-pixel spacing', () => {
    // A board 2000 px wide and 2 tall, its points a tenth of a px apart: a grid of a third
    // of their spacing had 420,000 points (14 s); the grid is now at most ~40,000.
    const seeds: Point[] = [[0.05, 0.05], [0.1, 0.05], [0.05, 0.1], [0.1, 0.1], [1999, 1]];
    const phantoms = phantomSeeds(seeds, [0, 0, 2000, 2], 0.3);
    expect(phantoms.length).toBeGreaterThan(0);
    expect(phantoms.length).toBeLessThanOrEqual(41_000);
    // Still far from every seed.
    for (const p of phantoms) expect(Math.min(...seeds.map((s) => Math.hypot(s[0] - p[0], s[1] - p[1])))).toBeGreaterThan(0.3);
  });
});

describe('one province, or two at one point', () => {
  it('draws a map of one province', () => {
    const variant = soloMap('plane', ['province home land en "Home" centre home solo at 0 0']);
    const { geometry, messages } = checked(variant);
    expect(messages.filter((m) => m.startsWith('DIP4005'))).toEqual([]);
    expect(Object.keys(geometry!.provinces)).toEqual(['home']);
    expect(regionArea(geometry!.provinces.home.polygons)).toBeGreaterThan(0);
  });

  it('draws a lon/lat map of one province, or of points along one meridian', () => {
    const one = generateGeometry(soloMap('lonlat', ['province home land en "Home" centre home solo at 10 50']));
    expect(Object.keys(one.provinces)).toEqual(['home']);
    expect(one.height).toBeGreaterThan(0);
    const meridian = generateGeometry(
      soloMap('lonlat', ['province aaa land en "A" centre home solo at 10 50', 'province bbb land en "B" at 10 52']),
    );
    expect(Object.keys(meridian.provinces).sort()).toEqual(['aaa', 'bbb']);
  });

  it('names the two provinces at one point and says what to change', () => {
    const { geometry, messages } = checked(
      soloMap('plane', ['province home land en "Home" centre home solo at 0 0', 'province away land en "Away" at 0 0']),
    );
    expect(geometry).toBe(null);
    expect(messages).toEqual([
      "DIP4005 cannot draw the board from the generated board of solo: 'home' and 'away' both have a map point at 0 0, and only one of them " +
        'can be drawn there (move one of the points (at X Y) so that each province has a place of its own)',
    ]);
    // On a larger map too, where the second silently lost its shape.
    const tiny = checked(
      variantOf(fixtureText('tiny/tiny.dip').replace('en "West" fr "Ouest" at 100 200', 'en "West" fr "Ouest" at 200 200')),
    );
    expect(tiny.messages).toEqual([expect.stringContaining("'wes' and 'mid' both have a map point at 200 200")]);
    const lonlat = checked(
      soloMap('lonlat', [
        'province aaa land en "A" centre home solo at 10 50',
        'province bbb land en "B" at 10 50',
        'province ccc land en "C" at 12 51',
      ]),
    );
    expect(lonlat.messages).toEqual([expect.stringContaining("'aaa' and 'bbb' have map points at the same place on the board")]);
  });

  it('lets a province have two points at one place', () => {
    const variant = soloMap('plane', ['province home land en "Home" centre home solo at 0 0 at 0 0', 'province away land en "Away" at 2 0']);
    expect(Object.keys(generateGeometry(variant).provinces)).toEqual(['home', 'away']);
  });
});

describe('many shapes of one province', () => {
  const variant = tinyVariant('tiny-svg.dip');
  const withCopies = (count: number) =>
    fixtureText('tiny/tiny.svg').replace('</svg>', '<path id="nor" d="M50 50L60 60L55 70Z"/>'.repeat(count) + '</svg>');

  it('measures a shape repeated 10,001 times as the one shape it draws (even-odd), in linear time', () => {
    // The old code crossed every copy for every sample of every copy (10,000 copies: 24 s),
    // and counted the border of each copy again, so that 'nor' seemed to border 'wse'.
    const once = importSvg(variant, withCopies(1), 'tiny.svg');
    const many = importSvg(variant, withCopies(10_001), 'tiny.svg');
    expect(many.provinces.nor.polygons).toEqual(once.provinces.nor.polygons);
    expect(touchingPairs(many)).toEqual(touchingPairs(once));
    // The file's drawing is kept as written.
    expect(many.provinces.nor.path.length).toBeGreaterThan(10_000 * 10);
  });

  it('drops pairs of copies of a ring, whatever its start and direction, and nothing else', () => {
    const a: Point[] = [[0, 0], [4, 0], [4, 4], [0, 4]];
    const rotated: Point[] = [[4, 4], [0, 4], [0, 0], [4, 0]];
    const reversed: Point[] = [[0, 4], [4, 4], [4, 0], [0, 0]];
    const b: Point[] = [[10, 10], [12, 10], [11, 12]];
    const rings = [a, b];
    expect(withoutCancellingCopies(rings)).toBe(rings);
    expect(withoutCancellingCopies([a, b, rotated])).toEqual([b]);
    expect(withoutCancellingCopies([a, b, rotated, reversed])).toEqual([a, b]);
    // Same size and box, other points: not a copy.
    const other: Point[] = [[0, 0], [4, 0], [4, 4], [1, 4]];
    expect(withoutCancellingCopies([a, other])).toEqual([a, other]);
  });

  it('measures the area of many rings through a grid of their boxes, as ring by ring', () => {
    // 150 squares, every fifth holding a smaller one (a hole), one ring across many boxes.
    const rings: Point[][] = [];
    for (let i = 0; i < 150; i++) {
      const [x, y] = [(i % 15) * 10, Math.floor(i / 15) * 10];
      rings.push([[x, y], [x + 8, y], [x + 8, y + 8], [x, y + 8]]);
      if (i % 5 === 0) rings.push([[x + 2, y + 2], [x + 6, y + 2], [x + 6, y + 6], [x + 2, y + 6]]);
    }
    rings.push([[-5, -5], [200, -5], [200, -1], [-5, -1]]);
    let expected = 0;
    for (const ring of rings) {
      const depth = rings.filter((other) => other !== ring && pointInRing(ring[0], other)).length;
      expected += (depth % 2 === 0 ? 1 : -1) * Math.abs(signedArea(ring));
    }
    expect(rings.length).toBeGreaterThan(64);
    expect(regionArea(rings)).toBe(expected);
  });
});

describe('inputs large enough to overflow the stack', () => {
  const triangle = '[[[60,60],[61,60],[60,61],[60,60]]]';

  it('imports a GeoJSON MultiPolygon of 150,001 polygons', () => {
    const variant = tinyVariant('tiny-geojson.dip');
    const json = JSON.parse(fixtureText('tiny/tiny.geojson'));
    json.features.push(JSON.parse(`{"type":"Feature","id":"mid","properties":{},"geometry":{"type":"MultiPolygon","coordinates":[${Array(150_001).fill(triangle).join(',')}]}}`));
    const geometry = importGeoJson(variant, JSON.stringify(json), 'tiny.geojson');
    // The copies cancel in pairs: the middle square and one triangle (in board px) are left.
    expect(geometry.provinces.mid.polygons).toHaveLength(2);
  });

  it('imports an SVG path of 150,000 subpaths', () => {
    const variant = tinyVariant('tiny-svg.dip');
    const svg = fixtureText('tiny/tiny.svg').replace('</svg>', `<path id="mid" d="${'M60 60L61 60L60 61Z'.repeat(150_001)}"/></svg>`);
    const geometry = importSvg(variant, svg, 'tiny.svg');
    expect(geometry.provinces.mid.polygons).toHaveLength(2);
  });

  it('refuses an SVG of more elements than any board needs before parsing it, and reads one just within', () => {
    const variant = tinyVariant('tiny-svg.dip');
    const base = fixtureText('tiny/tiny.svg');
    const present = base.split(/<[a-zA-Z]/).length - 1;
    const withGroups = (n: number) => base.replace('</svg>', `${'<g/>'.repeat(n)}</svg>`);
    expect(() => importSvg(variant, withGroups(maxSvgElements - present + 1), 'tiny.svg')).toThrow(
      'tiny.svg: it holds more than 500,000 elements, more than any board needs',
    );
    expect(importSvg(variant, withGroups(maxSvgElements - present), 'tiny.svg').provinces.mid.polygons.length).toBeGreaterThan(0);
  });

  it('clips a ring cut into 150,000 pieces along one line', () => {
    // A comb: its base below y 1, a tooth every 1 up to y 3; clipped at y 2, the gaps
    // between the teeth are 150,000 chains, joined into one ring.
    const teeth = 150_000;
    const ring: Point[] = [];
    for (let t = 0; t < teeth; t++) ring.push([t, 1], [t, 3], [t + 0.5, 3], [t + 0.5, 1]);
    ring.push([teeth, 1], [teeth, 0], [0, 0]);
    const pieces = clipByConvex(unflagged(ring), [[-1, -1], [teeth + 1, -1], [teeth + 1, 2], [-1, 2]]);
    expect(pieces).toHaveLength(1);
    expect(pieces[0].points).toHaveLength(teeth * 4 + 3);
    expect(Math.abs(signedArea(pieces[0].points))).toBeCloseTo(teeth + teeth * 0.5, 3);
  });

  it('finds the least and greatest of 300,000 numbers, as Math.min and Math.max do', () => {
    const values = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 300_001);
    expect(minMax(values)).toEqual([0, 300_000]);
    expect(minMax([])).toEqual([Infinity, -Infinity]);
    expect(minMax([3, NaN, 1])).toEqual([NaN, NaN]);
    expect(Object.is(minMax([0, -0])[0], -0)).toBe(true);
    expect(Object.is(minMax([-0, 0])[1], 0)).toBe(true);
  });
});
