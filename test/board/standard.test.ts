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

  it('draws the empty board under 200 KB', async () => {
    const svg = renderBoard(variant, geometry);
    expect(svg.length).toBeLessThan(200_000);
    parseSvg(svg);
    await expect(svg).toMatchFileSnapshot('__snapshots__/standard-empty.svg');
  });

  it('draws the start position', async () => {
    const svg = renderBoard(variant, geometry, start);
    const root = parseSvg(svg);
    expect(findAll(root, (n) => n.name === 'g' && hasClass(n, 'unit') && !hasClass(n, 'legend-unit'))).toHaveLength(22);
    await expect(svg).toMatchFileSnapshot('__snapshots__/standard-1901.svg');
  });

  it('draws adjudicated orders', async () => {
    const { results } = adjudicate(variant, start, orders);
    const svg = renderBoard(variant, geometry, start, null, results);
    const root = parseSvg(svg);
    const failed = findAll(root, (n) => n.name === 'g' && hasClass(n, 'order') && hasClass(n, 'failed') && !hasClass(n, 'legend-order'));
    // Par and Mun bounce in Bur, War and Vie in Gal, Sev and Ank in Bla.
    expect(failed.length).toBeGreaterThanOrEqual(5);
    await expect(svg).toMatchFileSnapshot('__snapshots__/standard-1901-orders.svg');
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
    const [a, b] = findAll(order('move'), (n) => hasClass(n, 'line'))[0].attributes.d.slice(1).split('L').map((p) => p.split(' ').map(Number) as [number, number]);
    expect(distanceToSegment([Number(socket.cx), Number(socket.cy)], a, b)).toBeLessThan(1);
  });

  it('generates the same board every time', () => {
    expect(JSON.stringify(generateGeometry(variant))).toBe(JSON.stringify(geometry));
  });
});
