/**
 * Orders told apart on the board, measured on the SVG: a retreat is not a move nor a build a
 * hold (their dashes show through their casing, on the board and in the legend); a support
 * does not run along the arrow it supports nor over a unit; a coast's marker stands beside
 * its fleet; names are drawn over the order lines.
 */
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { distanceToSegment, pointInRegion } from '../../board/geometry/polygon.js';
import type { Point } from '../../board/geometry/types.js';
import { renderBoard } from '../../board/render/render-board.js';
import { supportWay } from '../../board/render/support-way.js';
import { UNIT_RADIUS } from '../../board/render/unit-layers.js';
import type { Orders, Position, Unit } from '../../engine/types.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { distance, findAll, fixtureVariant, hasClass, parseSvg, sampled } from './support.js';

type Node = ReturnType<typeof parseSvg>;

const isthmus = fixtureVariant('isthmus/isthmus.dip');
const geometry = generateGeometry(isthmus);

function position(units: readonly Unit[], extra: Partial<Position> = {}): Position {
  return { variant: 'isthmus', phase: { season: 'fall', year: 1901, kind: 'movement' }, units, dislodged: [], contested: [], ownership: {}, ...extra };
}

function board(units: readonly Unit[], orders: Orders, extra: Partial<Position> = {}): Node {
  return parseSvg(renderBoard(isthmus, geometry, position(units, extra), orders));
}

const orderGroup = (root: Node, kind: string, power: string) =>
  findAll(root, (n) => n.name === 'g' && hasClass(n, 'order') && hasClass(n, kind) && hasClass(n, `power-${power}`) && !hasClass(n, 'legend-order'))[0];
const pointsOf = (d: string): Point[] => [...d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
const lineOf = (group: Node): Point[] => pointsOf(findAll(group, (n) => hasClass(n, 'line'))[0].attributes.d);
const anchor = (province: string): Point => geometry.provinces[province].unitAnchor;


/** The board's stylesheet as rules: each selector with its declarations. */
function cssRules(root: Node): { selector: string; declarations: Record<string, string> }[] {
  const style = findAll(root, (n) => n.name === 'style')[0];
  const css = style.children.map((c) => c.value).join('').replace(/\/\*.*?\*\//gs, '');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap(([, selectors, body]) => {
    const declarations = Object.fromEntries(body.split(';').filter(Boolean).map((d) => d.split(':').map((s) => s.trim()) as [string, string]));
    return selectors.split(',').map((selector) => ({ selector: selector.trim(), declarations }));
  });
}

/** The declaration `property` for `selector`, the last rule that sets it winning. */
function styleOf(root: Node, selector: string, property: string): string | undefined {
  return cssRules(root).filter((r) => r.selector === selector && property in r.declarations).at(-1)?.declarations[property];
}

describe('retreats and builds are told from moves and holds', () => {
  const root = board(
    [{ power: 'south', type: 'army', location: 'mar' }],
    { east: ['A Mar R Val'] },
    { phase: { season: 'fall', year: 1901, kind: 'retreats' }, dislodged: [{ power: 'east', type: 'army', location: 'mar', attackerFrom: 'ist' }] },
  );

  it('dashes a retreat’s casing as its line, with square ends, so that its gaps show; a move stays solid', () => {
    for (const part of ['line', 'casing']) {
      expect(styleOf(root, `.order.retreat .${part}`, 'stroke-dasharray'), part).toBe('7 4');
      // Round ends would fill the gaps of the wider casing.
      expect(styleOf(root, `.order.retreat .${part}`, 'stroke-linecap'), part).toBe('butt');
      expect(styleOf(root, `.order.move .${part}`, 'stroke-dasharray'), part).toBeUndefined();
    }
    const retreat = orderGroup(root, 'retreat', 'east');
    expect(findAll(retreat, (n) => hasClass(n, 'casing'))).toHaveLength(1);
    expect(findAll(retreat, (n) => hasClass(n, 'head'))).toHaveLength(1);
  });

  it('dashes a build’s ring, casing and all; a hold’s ring stays solid', () => {
    for (const part of ['line', 'casing']) {
      expect(styleOf(root, `.order.build .${part}`, 'stroke-dasharray'), part).toBe('4 3');
      expect(styleOf(root, `.order.build .${part}`, 'stroke-linecap'), part).toBe('butt');
      expect(styleOf(root, `.order.hold .${part}`, 'stroke-dasharray'), part).toBeUndefined();
    }
    const winter = board([], { north: ['Build F Fjo'] }, { phase: { season: 'winter', year: 1901, kind: 'adjustments' } });
    const build = orderGroup(winter, 'build', 'north');
    expect(findAll(build, (n) => hasClass(n, 'casing'))).toHaveLength(1);
    expect(findAll(build, (n) => hasClass(n, 'built'))).toHaveLength(1);
  });

  it('shows the same in the legend: a dashed retreat arrow, a dashed ring round a new unit, a solid hold ring', () => {
    const legend = root.children.find((n) => n.attributes.class === 'legend')!;
    const sample = (kind: string) => findAll(legend, (n) => n.name === 'g' && hasClass(n, 'legend-order') && hasClass(n, kind))[0];
    for (const kind of ['retreat', 'build', 'hold']) {
      // A casing and a line, as on the board, so the board's rules draw them alike.
      expect(findAll(sample(kind), (n) => hasClass(n, 'casing')), kind).toHaveLength(1);
      expect(findAll(sample(kind), (n) => hasClass(n, 'line')), kind).toHaveLength(1);
    }
    const [ring] = findAll(sample('build'), (n) => n.name === 'circle' && hasClass(n, 'line'));
    // The new unit inside the ring, small enough to leave it in sight.
    const built = findAll(legend, (n) => hasClass(n, 'unit') && hasClass(n, 'built'))[0];
    expect(built).toBeDefined();
    const holder = findAll(legend, (n) => n.name === 'g' && n.children.includes(built))[0];
    const [x, y, scale] = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)/.exec(holder.attributes.transform)!.slice(1).map(Number);
    expect([x, y]).toEqual([Number(ring.attributes.cx), Number(ring.attributes.cy)]);
    expect(UNIT_RADIUS * scale).toBeLessThan(Number(ring.attributes.r) - 1);
  });
});

describe('supports', () => {
  it('meet the arrow they support at an angle, not along it (A Sfa S A Mar - Ist, the three in a line)', () => {
    const root = board(
      [
        { power: 'east', type: 'army', location: 'mar' },
        { power: 'south', type: 'army', location: 'sfa' },
      ],
      { east: ['A Mar - Ist'], south: ['A Sfa S A Mar - Ist'] },
    );
    const move = lineOf(orderGroup(root, 'move', 'east'));
    const support = orderGroup(root, 'support', 'south');
    const line = lineOf(support);
    const socket = findAll(support, (n) => hasClass(n, 'socket'))[0];
    const ring: Point = [Number(socket.attributes.cx), Number(socket.attributes.cy)];
    // The ring on the middle of the move, as before.
    const middle: Point = [(anchor('mar')[0] + anchor('ist')[0]) / 2, (anchor('mar')[1] + anchor('ist')[1]) / 2];
    expect(distance(ring, middle)).toBeLessThan(1);
    // Away from its ring, no point of the support lies on the move's line.
    const nearest = (p: Point) => Math.min(...move.slice(1).map((q, i) => distanceToSegment(p, move[i], q)));
    for (const p of sampled(line).filter((p) => distance(p, ring) > 14)) expect(nearest(p)).toBeGreaterThan(6);
    // Its last stretch meets the move at 25° at least.
    const [a, b] = line.slice(-2);
    const [m0, m1] = [move[0], move[move.length - 1]];
    const cos = Math.abs((b[0] - a[0]) * (m1[0] - m0[0]) + (b[1] - a[1]) * (m1[1] - m0[1])) / (distance(a, b) * distance(m0, m1));
    expect((Math.acos(cos) * 180) / Math.PI).toBeGreaterThan(25);
  });

  it('pass beside a unit on their way, not over it (A Mar S A Sfa - Ist past the army in Ist)', () => {
    const root = board(
      [
        { power: 'east', type: 'army', location: 'mar' },
        { power: 'east', type: 'army', location: 'ist' },
        { power: 'south', type: 'army', location: 'sfa' },
      ],
      { east: ['A Mar S A Sfa - Ist', 'A Ist H'], south: ['A Sfa - Ist'] },
    );
    const line = lineOf(orderGroup(root, 'support', 'east'));
    for (const p of sampled(line)) expect(distance(p, anchor('ist'))).toBeGreaterThan(UNIT_RADIUS + 3);
  });

  it('stay straight where nothing is in the way', () => {
    const root = board(
      [
        { power: 'east', type: 'army', location: 'val' },
        { power: 'east', type: 'fleet', location: 'efo' },
        { power: 'east', type: 'army', location: 'eca' },
      ],
      { east: ['A Val - Mar', 'F Efo S A Val - Mar', 'A Eca S A Val'] },
    );
    const supports = findAll(root, (n) => n.name === 'g' && hasClass(n, 'support') && !hasClass(n, 'legend-order'));
    expect(supports).toHaveLength(2);
    for (const s of supports) expect(lineOf(s)).toHaveLength(2);
  });

  it('bend to the side only as far as needed (supportWay)', () => {
    const from: Point = [0, 0];
    // Straight when clear; the ends trimmed by the gaps asked for.
    const clear = supportWay({ from, to: [100, 0], startGap: 10, endGap: 5, units: [[50, 40]], arrow: [[100, -50], [100, 50]] });
    expect(clear.bend).toBe(0);
    expect(clear.points).toEqual([[10, 0], [95, 0]]);
    // A unit on the way: bent round it, clear of it by more than a unit's radius.
    const round = supportWay({ from, to: [200, 0], startGap: 10, endGap: 5, units: [[100, 0]], arrow: null });
    expect(round.bend).not.toBe(0);
    expect(Math.min(...sampled(round.points).map((p) => distance(p, [100, 0])))).toBeGreaterThan(UNIT_RADIUS + 3);
    // The arrow from behind, in line: bent so as to meet it at an angle.
    const behind = supportWay({ from, to: [200, 0], startGap: 10, endGap: 3, units: [], arrow: [[300, 0], [100, 0]] });
    expect(Math.abs(behind.bend)).toBeGreaterThan(0);
    expect(Math.abs(behind.bend)).toBeLessThanOrEqual(0.24);
  });
});

describe('coast markers', () => {
  const markers = (root: Node) => findAll(root, (n) => n.name === 'text' && hasClass(n, 'coast-marker'));
  const at = (n: Node): Point => [Number(n.attributes.x), Number(n.attributes.y)];

  it('stand beside the fleet on their coast, inside the province, clear of the ring an order draws round it', () => {
    const root = board([{ power: 'south', type: 'fleet', location: 'ist/wc' }], { south: ['F Ist/wc - Sca'] });
    const found = markers(root);
    expect(found.map((m) => m.attributes['data-coast']).sort()).toEqual(['ist/ec', 'ist/wc']);
    const fleetOf = (coast: string) => geometry.provinces.ist.coasts![coast].unitAnchor;
    for (const m of found) {
      const coast = m.attributes['data-coast'].split('/')[1];
      const other = coast === 'wc' ? 'ec' : 'wc';
      const [x, y] = at(m);
      // Its box (bold 9.5 px: 3.3 px a letter and 1 more each side, 5 high) clear of a hold's ring
      // round its fleet (16.5 px), yet beside it: nearer its own fleet than the other coast's.
      const gap = Math.max(Math.abs(x - fleetOf(coast)[0]) - (coast.length * 3.3 + 1), Math.abs(y - fleetOf(coast)[1]) - 5);
      expect(gap, coast).toBeGreaterThanOrEqual(16.5 - 0.5);
      expect(distance([x, y], fleetOf(coast)), coast).toBeLessThan(40);
      expect(distance([x, y], fleetOf(coast)), coast).toBeLessThan(distance([x, y], fleetOf(other)));
      expect(pointInRegion([x, y], geometry.provinces.ist.polygons), coast).toBe(true);
    }
  });

  it('are written large enough to read, upright and bold', () => {
    const root = board([], {});
    expect(parseFloat(styleOf(root, '.coast-marker', 'font-size')!)).toBeGreaterThanOrEqual(9);
    expect(styleOf(root, '.coast-marker', 'font-style')).toBeUndefined();
    expect(styleOf(root, '.coast-marker', 'font-weight')).toBe('bold');
  });

  describe.runIf(variantExists('standard/standard.dip'))('on the Standard board', () => {
    const variant = loadVariant('standard/standard.dip');
    const standard = generateGeometry(variant);

    it('keep clear of every fleet’s place, every label and each other, inside their province', () => {
      const root = parseSvg(renderBoard(variant, standard));
      const found = markers(root);
      expect(found).toHaveLength(6);
      const labels = findAll(root, (n) => n.name === 'text' && hasClass(n, 'label'));
      for (const m of found) {
        const [province, coast] = m.attributes['data-coast'].split('/');
        const shape = standard.provinces[province];
        const [x, y] = at(m);
        expect(pointInRegion([x, y], shape.polygons), m.attributes['data-coast']).toBe(true);
        for (const c of Object.values(shape.coasts!)) {
          const apart = Math.abs(x - c.unitAnchor[0]) > 12.5 + coast.length * 3 || Math.abs(y - c.unitAnchor[1]) > 6.3 + 4;
          expect(apart, `${m.attributes['data-coast']} off the fleets' places`).toBe(true);
        }
        for (const l of labels) {
          const [lx, ly] = at(l);
          const apart = Math.abs(x - lx) > l.children[0].value!.length * 3.1 + coast.length * 3 || Math.abs(y - ly) > 10;
          expect(apart, `${m.attributes['data-coast']} off ${l.attributes['data-province']}'s label`).toBe(true);
        }
      }
    });
  });
});

describe('names over the order lines', () => {
  it('draws the coast markers and the labels after the orders, each with a halo', () => {
    const root = board([{ power: 'east', type: 'army', location: 'mar' }], { east: ['A Mar - Ist'] });
    const layers = root.children.filter((n) => n.name === 'g').map((n) => n.attributes.class);
    const orders = layers.indexOf('orders');
    expect(orders).toBeGreaterThan(layers.indexOf('units'));
    for (const layer of ['coasts', 'labels seas-labels', 'labels lands-labels']) expect(layers.indexOf(layer), layer).toBeGreaterThan(orders);
    for (const selector of ['.label', '.coast-marker']) {
      expect(styleOf(root, selector, 'paint-order'), selector).toBe('stroke');
      expect(parseFloat(styleOf(root, selector, 'stroke-width')!), selector).toBeGreaterThanOrEqual(2.5);
    }
  });
});
