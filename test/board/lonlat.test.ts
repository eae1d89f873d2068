import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkGeometry } from '../../board/check-geometry.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { longitudeSpan } from '../../board/geometry/project-lonlat.js';
import { pointInRegion } from '../../board/geometry/polygon.js';
import { renderBoard } from '../../board/render/render-board.js';
import { compileSource } from '../../compiler/compile.js';
import type { Variant } from '../../model/variant.js';
import { fixturesDir, fixtureVariant, parseSvg } from './support.js';

const lonlatVariant = (name: string): Variant => fixtureVariant(`lonlat/${name}`);

// The message without its closing hint (what to change), which the place tests check.
const codes = (d: { code: string; message: string }[]) => d.map((x) => `${x.code} ${x.message.split(' (')[0]}`);

describe('a generated board of East Asia (the method Colonial will need)', () => {
  const variant = lonlatVariant('asia.dip');
  const geometry = generateGeometry(variant);
  const at = (id: string) => geometry.provinces[id].unitAnchor;

  it('draws every province, north up and Japan east of Korea east of China', () => {
    for (const province of variant.provinces) {
      const shape = geometry.provinces[province.id];
      expect(shape, province.id).toBeDefined();
      expect(pointInRegion(shape.unitAnchor, shape.polygons), province.id).toBe(true);
    }
    expect(at('tok')[0]).toBeGreaterThan(at('seo')[0]);
    expect(at('seo')[0]).toBeGreaterThan(at('pek')[0]);
    expect(at('pek')[1]).toBeLessThan(at('sha')[1]);
    expect(at('man')[1]).toBeLessThan(at('seo')[1]);
    // A regional map, not the world: about as wide as high.
    expect(geometry.height / geometry.width).toBeGreaterThan(0.4);
    expect(geometry.height / geometry.width).toBeLessThan(1.2);
  });

  it('agrees with its borders, and names both provinces when it does not', () => {
    expect(checkGeometry(variant, geometry)).toEqual([]);
    // The Sea of Japan meets the Pacific north of Honshu (the Tsugaru strait).
    const text = variant.adjacency;
    const without: Variant = {
      ...variant,
      adjacency: {
        ...text,
        fleet: Object.fromEntries(
          Object.entries(text.fleet).map(([from, to]) => [from, to.filter((t) => !((from === 'soj' && t === 'pac') || (from === 'pac' && t === 'soj')))]),
        ),
      },
    };
    expect(codes(checkGeometry(without, geometry))).toEqual(["DIP4001 'pac' and 'soj' share a border on the board but are not adjacent"]);
  });

  it('warns about an inland province whose shape reaches the sea', () => {
    const file = `${fixturesDir}lonlat/asia.dip`;
    const text = readFileSync(file, 'utf8').replace('province man coastal', 'province man land').replace('  man: yel soj\n', '');
    const inland = compileSource(text, file).variant!;
    expect(codes(checkGeometry(inland, generateGeometry(inland)))).toEqual([
      "DIP4001 'man' and 'soj' share a border on the board but are not adjacent",
      "DIP4001 'man' and 'yel' share a border on the board but are not adjacent",
    ]);
  });

  it('renders as valid SVG', () => {
    expect(parseSvg(renderBoard(variant, geometry)).name).toBe('svg');
  });
});

describe('generated boards of unusual extents', () => {
  it('gives a sea whose points lie far beyond the land provinces\' board the water nearest them', () => {
    // Two land provinces close together (the board is fitted to them), two seas some degrees south.
    const text = [
      'variant far-seas\n  en "Far seas"\n  victory 2 centres\n  coordinates lonlat',
      'power red en "Red"\n  start F ccc',
      'province aaa sea en "Aaa" at -30 30',
      'province bbb sea en "Bbb" at -35 32',
      'province ccc coastal en "Ccc" centre home red at -32 35',
      'province ddd coastal en "Ddd" centre at -28 34',
      'adjacency\n  aaa: bbb ccc ddd\n  bbb: ccc\n  ccc: ddd',
    ].join('\n');
    const result = compileSource(`${text}\n`, 'far-seas.dip');
    expect(result.variant, result.diagnostics.map((d) => d.message).join('; ')).not.toBeNull();
    const geometry = generateGeometry(result.variant!);
    expect(Object.keys(geometry.provinces).sort()).toEqual(['aaa', 'bbb']);
    // The land points lie in the open Atlantic: no land for them, said as such.
    const missing = checkGeometry(result.variant!, geometry).filter((d) => d.code === 'DIP4003').map((d) => d.message);
    expect(missing).toEqual([expect.stringContaining("'ccc' has no shape on the board (its map points lie where the board has no land"), expect.stringContaining("'ddd'")]);
  });

  it('keeps a map across the antimeridian in one piece', () => {
    const variant = lonlatVariant('bering.dip');
    const geometry = generateGeometry(variant);
    const at = (id: string) => geometry.provinces[id].unitAnchor;
    // Kamchatka, Chukotka, then Alaska from west to east, all on a board about twice as wide as tall.
    expect(at('kam')[0]).toBeLessThan(at('chu')[0]);
    expect(at('chu')[0]).toBeLessThan(at('ala')[0]);
    expect(geometry.height / geometry.width).toBeLessThan(0.8);
    expect(checkGeometry(variant, geometry)).toEqual([]);
  });

  it('draws a map round the world with a world projection', () => {
    const variant = lonlatVariant('world.dip');
    const geometry = generateGeometry(variant);
    const at = (id: string) => geometry.provinces[id].unitAnchor;
    expect(at('nyc')[0]).toBeLessThan(at('lon')[0]);
    expect(at('lon')[0]).toBeLessThan(at('tok')[0]);
    expect(at('syd')[1]).toBeGreaterThan(at('tok')[1]);
    expect(checkGeometry(variant, geometry)).toEqual([]);
  });

  it('finds the narrowest band of longitudes', () => {
    expect(longitudeSpan([-10, 30, 5])).toEqual([-10, 30]);
    expect(longitudeSpan([170, -170, 175])).toEqual([170, 190]);
    // Round the world eastwards from Tokyo, over the Pacific, is shorter than westwards.
    expect(longitudeSpan([-74, 0, 139.7, 151, -150])).toEqual([139.7, 360]);
  });
});
