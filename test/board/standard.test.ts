import { describe, expect, it } from 'vitest';
import { checkGeometry } from '../../board/check-geometry.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { distanceToSegment, pointInRegion, signedArea } from '../../board/geometry/polygon.js';
import { renderBoard } from '../../board/render/render-board.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { Orders, Position } from '../../engine/types.js';
import { standardSpring1901 } from '../support/openings.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { findAll, hasClass, parseSvg } from './support.js';

const subtract = (a: readonly number[], b: readonly number[]): [number, number] => [a[0] - b[0], a[1] - b[1]];

describe.runIf(variantExists('standard/standard.dip'))('the Standard board', () => {
  const variant = loadVariant('standard/standard.dip');
  const geometry = generateGeometry(variant);
  const start: Position = startPosition(variant);
  const orders: Orders = standardSpring1901;

  it('gives every province a shape, with its unit and label inside it', () => {
    expect(checkGeometry(variant, geometry).filter((d) => d.code === 'DIP4003' || d.code === 'DIP4004')).toEqual([]);
    for (const province of variant.provinces) {
      const shape = geometry.provinces[province.id];
      expect(pointInRegion(shape.unitAnchor, shape.polygons), province.id).toBe(true);
      // A piece that a unit fits in (islands and capes may come with it).
      const largest = Math.max(...shape.polygons.map((r) => Math.abs(signedArea(r))));
      expect(largest, province.id).toBeGreaterThan(300);
    }
  });

  it("writes every province's label beside its unit place, in the same piece of the province", () => {
    const ringOf = (p: readonly [number, number], rings: readonly (readonly (readonly [number, number])[])[]) =>
      rings.findIndex((ring) => pointInRegion(p, [ring]));
    for (const province of variant.provinces) {
      const shape = geometry.provinces[province.id];
      expect(pointInRegion(shape.labelAnchor, shape.polygons), province.id).toBe(true);
      // Not on Apulia's neighbour, not across Naples' or Constantinople's water, not down the Adriatic.
      expect(ringOf(shape.labelAnchor, shape.polygons), province.id).toBe(ringOf(shape.unitAnchor, shape.polygons));
      const apart = Math.hypot(shape.labelAnchor[0] - shape.unitAnchor[0], shape.labelAnchor[1] - shape.unitAnchor[1]);
      // Beside, not on: a unit is 19–25 px across, a label 11 px high.
      expect(apart, province.id).toBeGreaterThan(14);
      expect(apart, province.id).toBeLessThan(36);
    }
  });

  it('puts fleets on the right coast of two-coast provinces', () => {
    for (const id of ['spa', 'stp', 'bul']) {
      const shape = geometry.provinces[id];
      const coasts = variant.provinces.find((p) => p.id === id)!.coasts.map((c) => c.id);
      expect(Object.keys(shape.coasts ?? {}).sort()).toEqual([...coasts].sort());
      for (const coast of coasts) expect(pointInRegion(shape.coasts![coast].unitAnchor, shape.polygons)).toBe(true);
    }
    // St Petersburg's north coast is north of its south coast.
    expect(geometry.provinces.stp.coasts!.nc.unitAnchor[1]).toBeLessThan(geometry.provinces.stp.coasts!.sc.unitAnchor[1]);
  });

  /** The `g` groups directly under the root, by class: the board's layers in drawing order. */
  const layers = (root: ReturnType<typeof parseSvg>) => root.children.filter((n) => n.name === 'g').map((n) => n.attributes.class);
  const translateOf = (n: { attributes: Record<string, string> }) => /translate\(([-\d.]+) ([-\d.]+)\)/.exec(n.attributes.transform)!.slice(1).map(Number) as [number, number];
  const shapeOf = (location: string) => geometry.provinces[location.split('/')[0]];

  it('draws the empty board under 200 KB, layer by layer', () => {
    const svg = renderBoard(variant, geometry);
    expect(svg.length).toBeLessThan(200_000);
    const root = parseSvg(svg);
    // Coast markers and labels over the orders, so that no order line strikes a name out.
    expect(layers(root)).toEqual(['map', 'features', 'supply-centres', 'units', 'dislodged', 'orders', 'coasts', 'labels seas-labels', 'labels lands-labels', 'legend']);
    const provinces = findAll(root, (n) => n.name === 'path' && hasClass(n, 'province'));
    expect(provinces.map((n) => n.attributes['data-province']).sort()).toEqual(variant.provinces.map((p) => p.id).sort());
    // Every centre's dot and every label inside its own province.
    const centres = findAll(root.children.find((n) => n.attributes.class === 'supply-centres')!, (n) => n.name === 'circle' && hasClass(n, 'centre'));
    expect(centres).toHaveLength(34);
    for (const c of centres) expect(pointInRegion([Number(c.attributes.cx), Number(c.attributes.cy)], shapeOf(c.attributes['data-province']).polygons), c.attributes['data-province']).toBe(true);
    const labels = findAll(root, (n) => n.name === 'text' && hasClass(n, 'label'));
    expect(labels).toHaveLength(variant.provinces.length);
    for (const l of labels) expect(pointInRegion([Number(l.attributes.x), Number(l.attributes.y)], shapeOf(l.attributes['data-province']).polygons), l.attributes['data-province']).toBe(true);
    // Kiel's and Constantinople's canals, and the Sweden–Denmark passage.
    const features = findAll(root, (n) => n.name === 'g' && hasClass(n, 'feature') && !hasClass(n, 'legend-feature'));
    expect(features.map((n) => n.attributes.class).sort()).toEqual(['feature canal', 'feature canal', 'feature passage']);
  });

  it('draws the start position: each unit in its province, near its label', () => {
    const root = parseSvg(renderBoard(variant, geometry, start));
    const units = findAll(root.children.find((n) => n.attributes.class === 'units')!, (n) => n.name === 'g' && hasClass(n, 'unit'));
    expect(units).toHaveLength(22);
    const labels = new Map(findAll(root, (n) => n.name === 'text' && hasClass(n, 'label')).map((n) => [n.attributes['data-province'], [Number(n.attributes.x), Number(n.attributes.y)]]));
    for (const unit of start.units) {
      const drawn = units.find((u) => hasClass(u, `power-${unit.power}`) && hasClass(u, unit.type) && u.children.some((c) => c.name === 'title' && c.children[0]?.value.endsWith(` in ${unit.location}`)));
      expect(drawn, unit.location).toBeDefined();
      const at = translateOf(drawn!);
      expect(pointInRegion(at, shapeOf(unit.location).polygons), unit.location).toBe(true);
      // A player reads a unit and its province's name together (Naples, Constantinople too).
      if (unit.location.includes('/')) continue;
      const label = labels.get(unit.location)!;
      expect(Math.hypot(at[0] - label[0], at[1] - label[1]), unit.location).toBeLessThan(45);
    }
    // Owners tinted: 22 home centres owned at the start.
    expect(findAll(root, (n) => n.name === 'path' && (n.attributes.class ?? '').includes('owner-'))).toHaveLength(22);
  });

  it('draws adjudicated orders: each arrow from its unit to its target, crosses clear of support rings', () => {
    const { results } = adjudicate(variant, start, orders);
    const root = parseSvg(renderBoard(variant, geometry, start, null, results));
    const groups = findAll(root.children.find((n) => n.attributes.class === 'orders')!, (n) => n.name === 'g' && hasClass(n, 'order'));
    // Par and Mun bounce in Bur, War and Vie in Gal, Sev and Ank in Bla.
    expect(groups.filter((g) => hasClass(g, 'failed')).length).toBeGreaterThanOrEqual(5);
    const sockets = findAll(root, (n) => hasClass(n, 'socket') && !n.attributes.class.includes('legend')).map((n) => [Number(n.attributes.cx), Number(n.attributes.cy)]);
    for (const g of groups.filter((x) => hasClass(x, 'move'))) {
      const d = findAll(g, (n) => hasClass(n, 'line'))[0].attributes.d;
      const points = d.slice(1).split(/[LM]/).map((p) => p.split(' ').map(Number) as [number, number]);
      const anchorOf = (location: string) => shapeOf(location).coasts?.[location.split('/')[1]]?.unitAnchor ?? shapeOf(location).unitAnchor;
      const result = results.find((r) => r.order?.kind === 'move' && hasClass(g, `power-${r.power}`) && Math.hypot(...subtract(points[0], anchorOf(r.order.unit.location))) < 14);
      expect(result, d).toBeDefined();
      const order = result!.order as { to: string };
      // It ends inside (or at the edge of) the province it goes to.
      const end = points[points.length - 1];
      expect(pointInRegion(end, shapeOf(order.to).polygons) || Math.hypot(...subtract(end, shapeOf(order.to).unitAnchor)) < 20, order.to).toBe(true);
      for (const cross of findAll(g, (n) => hasClass(n, 'cross'))) {
        const [x, y] = cross.attributes.d.slice(1).split('l')[0].split(' ').map(Number);
        const centre: [number, number] = [x + 4, y + 4];
        for (const s of sockets) expect(Math.hypot(...subtract(centre, s as [number, number]))).toBeGreaterThan(6);
      }
    }
  });

  it('hooks a support onto the arrow it supports, to the coast the move names', () => {
    const fleets: Position = {
      ...start,
      units: [
        { power: 'france', type: 'fleet', location: 'mao' },
        { power: 'france', type: 'fleet', location: 'gas' },
      ],
    };
    const root = parseSvg(renderBoard(variant, geometry, fleets, { france: ['F mao - spa/nc', 'F gas S F mao - spa'] }));
    const order = (kind: string) => findAll(root, (n) => n.name === 'g' && hasClass(n, kind) && !hasClass(n, 'legend-order'))[0];
    const socket = findAll(order('support'), (n) => hasClass(n, 'socket'))[0].attributes;
    const points = findAll(order('move'), (n) => hasClass(n, 'line'))[0].attributes.d.slice(1).split('L').map((p) => p.split(' ').map(Number) as [number, number]);
    const nearest = Math.min(...points.slice(1).map((b, i) => distanceToSegment([Number(socket.cx), Number(socket.cy)], points[i], b)));
    expect(nearest).toBeLessThan(1);
  });

  it('generates the same board every time', () => {
    expect(JSON.stringify(generateGeometry(variant))).toBe(JSON.stringify(geometry));
  });
});
