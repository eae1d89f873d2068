import { describe, expect, it } from 'vitest';
import { GeometryError } from '../../board/geometry/geometry-error.js';
import { generateGeometry, loadGeometry } from '../../board/geometry/load-geometry.js';
import { pointInRegion } from '../../board/geometry/polygon.js';
import { renderBoard } from '../../board/render/render-board.js';
import { escapeText } from '../../board/render/svg-element.js';
import { renderPng, svgToPng } from '../../board/render/to-png.js';
import { checkGeometry } from '../../board/check-geometry.js';
import { importSvg } from '../../board/geometry/import-svg.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { loadOrders } from '../../engine/files/load-orders.js';
import { loadPosition } from '../../engine/files/load-position.js';
import type { Position } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { findAll, fixtureText, hasClass, parseSvg, tinyDir, tinyVariant, tinyVariantWith } from './support.js';

const variant = tinyVariant();
const geometry = generateGeometry(variant);

function tinyPosition(v: Variant = variant): Position {
  const loaded = loadPosition(v, fixtureText('tiny/position.json'));
  if (!loaded.ok) throw new Error(loaded.errors.join('; '));
  return loaded.value;
}

function tinyOrders(v: Variant = variant) {
  const loaded = loadOrders(v, fixtureText('tiny/orders.txt'));
  if (!loaded.ok) throw new Error(loaded.errors.join('; '));
  return loaded.value;
}

describe('renderBoard', () => {
  it('draws an empty board as valid SVG with one layer per concern', () => {
    const svg = renderBoard(variant, geometry);
    const root = parseSvg(svg);
    expect(root.name).toBe('svg');
    const groups = findAll(root, (n) => n.name === 'g').map((n) => n.attributes.class);
    for (const layer of ['seas', 'lands', 'supply-centres', 'coasts', 'labels seas-labels', 'labels lands-labels', 'units', 'dislodged', 'orders', 'legend']) {
      expect(groups).toContain(layer);
    }
    const provinces = findAll(root, (n) => n.name === 'path' && hasClass(n, 'province'));
    expect(provinces.map((p) => p.attributes['data-province']).sort()).toEqual(variant.provinces.map((p) => p.id).sort());
    // Each province carries its full name in the variant's first language.
    const nor = provinces.find((p) => p.attributes['data-province'] === 'nor')!;
    expect(nor.children.find((c) => c.name === 'title')?.children[0].value).toBe('North');
    // Three centres, two of them home centres; no units, no orders.
    expect(findAll(root, (n) => n.name === 'circle' && hasClass(n, 'centre') && n.attributes['data-province'] !== undefined)).toHaveLength(3);
    expect(findAll(root, (n) => n.name === 'circle' && hasClass(n, 'home'))).toHaveLength(3); // two, and the legend's
    expect(findAll(root, (n) => hasClass(n, 'unit') && !hasClass(n, 'legend-unit'))).toHaveLength(0);
  });

  it('is deterministic', () => {
    expect(renderBoard(variant, geometry, tinyPosition(), tinyOrders())).toBe(renderBoard(variant, geometry, tinyPosition(), tinyOrders()));
  });

  it('draws units in their power colour, owners tinted, orders as given', () => {
    const svg = renderBoard(variant, geometry, tinyPosition(), tinyOrders());
    const root = parseSvg(svg);
    const units = findAll(root, (n) => n.name === 'g' && hasClass(n, 'unit') && !hasClass(n, 'legend-unit'));
    expect(units.map((u) => u.attributes.class).sort()).toEqual(['unit army power-blue', 'unit army power-red', 'unit army power-red', 'unit fleet power-blue']);
    // The fleet in South stands on its shore: the province's unit place is inland (shore-fleet.test.ts).
    const [x, y] = geometry.provinces.sou.fleetAnchor!;
    expect(units.find((u) => hasClass(u, 'fleet'))!.attributes.transform).toBe(`translate(${x} ${y})`);
    expect(findAll(root, (n) => hasClass(n, 'province') && hasClass(n, 'owner-red')).map((n) => n.attributes['data-province'])).toEqual(['nor']);
    const orders = findAll(root, (n) => n.name === 'g' && hasClass(n, 'order') && !hasClass(n, 'legend-order'));
    expect(orders.map((o) => o.attributes.class).sort()).toEqual([
      'order hold given power-blue',
      'order move given power-blue',
      'order move given power-red',
      'order support given power-red',
    ]);
    expect(svg).toContain('.power-red .body,.centre.owner-red{fill:#c0392b}');
  });

  it('draws failed orders faded with a cross once adjudicated', () => {
    const position = tinyPosition();
    const { results } = adjudicate(variant, position, tinyOrders());
    const root = parseSvg(renderBoard(variant, geometry, position, null, results));
    const failed = findAll(root, (n) => n.name === 'g' && hasClass(n, 'order') && hasClass(n, 'failed') && !hasClass(n, 'legend-order'));
    // Blue's move to mid bounces off Red's supported move.
    expect(failed.map((o) => o.attributes.class)).toEqual(['order move failed power-blue']);
    expect(findAll(failed[0], (n) => hasClass(n, 'cross'))).toHaveLength(1);
    expect(findAll(root, (n) => n.name === 'g' && hasClass(n, 'succeeded'))).toHaveLength(3);
  });

  it('draws dislodged units beside the attacker, with their retreats, and builds and disbands', () => {
    const position = tinyPosition();
    const dislodged: Position = {
      ...position,
      phase: { season: 'spring', year: 1901, kind: 'retreats' },
      units: [{ power: 'red', type: 'army', location: 'eas' }],
      dislodged: [{ power: 'blue', type: 'army', location: 'eas', attackerFrom: 'nor' }],
    };
    const root = parseSvg(renderBoard(variant, geometry, dislodged, { blue: ['A Eas - Sou'] }));
    const group = findAll(root, (n) => n.name === 'g' && n.attributes.class === 'dislodged')[0];
    const [unit] = findAll(group, (n) => hasClass(n, 'unit') && hasClass(n, 'power-blue'));
    const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(unit.attributes.transform)!.slice(1).map(Number);
    // Beside the attacker, not under it, and still inside its province.
    const [ax, ay] = geometry.provinces.eas.unitAnchor;
    expect(Math.hypot(x - ax, y - ay)).toBeGreaterThanOrEqual(15);
    expect(pointInRegion([x, y], geometry.provinces.eas.polygons)).toBe(true);
    expect(findAll(group, (n) => hasClass(n, 'ring'))).toHaveLength(1);
    expect(findAll(root, (n) => n.name === 'g' && hasClass(n, 'retreat') && !hasClass(n, 'legend-order'))).toHaveLength(1);

    const winter: Position = { ...position, phase: { season: 'winter', year: 1901, kind: 'adjustments' }, units: [{ power: 'red', type: 'army', location: 'wes' }] };
    const adjust = parseSvg(renderBoard(variant, geometry, winter, { red: ['Build A Nor', 'Disband A Wes'] }));
    const build = findAll(adjust, (n) => n.name === 'g' && hasClass(n, 'build'))[0];
    expect(findAll(build, (n) => hasClass(n, 'built'))).toHaveLength(1);
    expect(findAll(adjust, (n) => n.name === 'g' && hasClass(n, 'disband'))).toHaveLength(1);
  });

  it('escapes names and ignores colours that are not plain hex', () => {
    const hostile = '<script>alert("x")</script> & \'co\'';
    const changed = tinyVariantWith((text) => text.replace('en "North" fr "Nord"', `en "${hostile.replace(/"/g, '\\"')}" fr "Nord"`));
    const v: Variant = { ...changed, powers: changed.powers.map((p) => (p.id === 'red' ? { ...p, colour: 'red;}</style><script>x</script>' } : p)) };
    const svg = renderBoard(v, generateGeometry(v), tinyPosition(v));
    expect(svg).not.toContain('<script>');
    const root = parseSvg(svg);
    const nor = findAll(root, (n) => n.name === 'path' && n.attributes['data-province'] === 'nor')[0];
    // svgson keeps entities as written: the name is there, escaped once.
    expect(nor.children[0].children[0].value).toBe(escapeText(hostile));
    expect(svg).toContain('.power-red .body,.centre.owner-red{fill:#888888}');
  });

  it('keeps the SVG well formed whatever text it is given: no XML-forbidden character passes', () => {
    expect(escapeText('a\u0001b\uffffc\ud800d\u{1F600}e\tf')).toBe('a\ufffdb\ufffdc\ufffdd\u{1F600}e\tf');
  });

  it('draws on the geometry given, or on the board generated from the map points', () => {
    const position = tinyPosition();
    expect(renderBoard(variant, position, tinyOrders())).toBe(renderBoard(variant, geometry, position, tinyOrders()));
    expect(renderBoard(variant)).toBe(renderBoard(variant, geometry));
    // A board drawn in a file is found relative to the variant's file: the caller loads it.
    const drawn = tinyVariant('tiny-svg.dip');
    expect(() => renderBoard(drawn, position)).toThrow(GeometryError);
    const svg = renderBoard(drawn, loadGeometry(drawn, tinyDir), position);
    expect(svg).toContain('d="M0 0H400L350 50H50Z"');
    parseSvg(svg);
  });

  it('converts to PNG', () => {
    const png = svgToPng(renderBoard(variant, geometry), { width: 200 });
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(200);
  });
});

describe('renderBoard given what no adjudication or loadGeometry gives', () => {
  // Callers in JavaScript (a server passing a client's JSON on) get the argument named, not a JavaScript error from deep in the drawing.
  const draw = (...args: unknown[]) => () => (renderBoard as (...a: unknown[]) => string)(variant, geometry, ...args);

  it('names the field of a position that is not one', () => {
    expect(draw({})).toThrow(new TypeError('position.phase: expected { season, year, kind }, found nothing'));
    expect(draw({ ...tinyPosition(), units: 'x' })).toThrow(new TypeError("position.units: expected a list, found 'x'"));
  });

  it('refuses results that are not a list, and a language the board cannot be drawn in', () => {
    expect(draw(tinyPosition(), null, 'x')).toThrow(new TypeError('results: expected the list of order results an adjudication gives'));
    expect(draw(null, null, null, { language: 'xx' })).toThrow(RangeError);
    expect(draw(null, null, null, { language: 'xx' })).toThrow(`language: the board of ${variant.id} is drawn in`);
    // Not text at all: its kind, not what String() makes of it ("[object Object]").
    expect(draw(null, null, null, { language: 5 })).toThrow(new TypeError('language: expected a language code (en, fr), found the number 5'));
    expect(draw(null, null, null, { language: {} })).toThrow(new TypeError('language: expected a language code (en, fr), found an object'));
    // Quoted cut short, as a width given as text is.
    expect(draw(null, null, null, { language: 'x'.repeat(100) })).toThrow(new RangeError(`language: the board of ${variant.id} is drawn in en, fr, not '${'x'.repeat(40)}…'`));
  });

  it('refuses a geometry that lacks what every drawing reads', () => {
    const broken = { provinces: {}, width: 10, height: 10 };
    expect(() => renderBoard(variant, broken as never)).toThrow(new TypeError('geometry: it has no background.land path: pass the board loadGeometry(variant, sourceDir) gives'));
    expect(() => renderBoard(variant, { ...geometry, height: Number.NaN })).toThrow('geometry: its height is not a number of px');
  });

  it('and so do the board checks, the PNG and the SVG import', () => {
    expect(() => checkGeometry(variant, {} as never)).toThrow(new TypeError('geometry: its width is not a number of px: pass the board loadGeometry(variant, sourceDir) gives'));
    expect(() => checkGeometry({} as never, geometry)).toThrow(new TypeError("variant.id: expected the variant's id, found nothing"));
    expect(() => renderPng(5 as never)).toThrow(new TypeError("svg: expected a board's SVG text, found the number 5"));
    expect(() => renderPng('<svg')).toThrow(TypeError);
    expect(() => renderPng('<svg')).toThrow(/^svg: not an SVG that can be drawn \(/);
    expect(() => importSvg(variant, null as never, 'x.svg')).toThrow(new TypeError('svgText: expected the text of an SVG file, found null'));
    expect(() => generateGeometry(variant, null as never)).toThrow(new TypeError('options: expected an object ({ width }), found null'));
  });

  it('draws every language the variant names things in or the board has words for', () => {
    for (const language of [...variant.languages, 'en', 'fr']) expect(draw(null, null, null, { language })).not.toThrow();
  });
});
