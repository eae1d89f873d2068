/**
 * Rokugan's board as a player reads it: the text's own abbreviations on the board with the
 * full names on hover (the impassable areas, which no order names, by their names), every label inside its province and clear of the start units and of
 * the other labels, the Mantis isles as islands, and winding coastlines.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateGeometry, renderBoard } from '../../board/index.js';
import { touchingPairs } from '../../board/geometry/touching-pairs.js';
import { pointInRegion } from '../../board/geometry/polygon.js';
import type { BoardGeometry } from '../../board/geometry/types.js';
import { startPosition } from '../../engine/game/start-position.js';
import { provinceOf } from '../../model/locations.js';
import type { Variant } from '../../model/variant.js';
import { findAll, hasClass, parseSvg } from '../board/support.js';
import { loadVariant } from '../support/variants.js';

let rokugan: Variant;
let geometry: BoardGeometry;
let labels: { id: string; text: string; title: string; x: number; y: number }[];

beforeAll(() => {
  rokugan = loadVariant('rokugan/rokugan.dip');
  geometry = generateGeometry(rokugan);
  const root = parseSvg(renderBoard(rokugan, geometry, startPosition(rokugan)));
  // A name written on several lines (an impassable area's) counts as a label per line.
  labels = findAll(root, (n) => n.name === 'text' && hasClass(n, 'label')).flatMap((n) => {
    const title = n.children.find((c) => c.name === 'title')?.children[0]?.value ?? '';
    const lines = n.children.filter((c) => c.name === 'tspan');
    const written = lines.length > 0 ? lines : [n];
    return written.map((line) => ({
      id: n.attributes['data-province'],
      text: line.children.filter((c) => c.type === 'text').map((c) => c.value).join(''),
      title,
      x: Number(line.attributes.x),
      y: Number(line.attributes.y),
    }));
  });
});

/** A label's box at 11 px (DejaVu Sans: about 7 px a letter), and a unit's disc with a hair of air. */
const LETTER = 7;
const HALF_HEIGHT = 5.5;
const UNIT_RADIUS = 11;

describe('Rokugan board', () => {
  it('labels each place with the text’s abbreviation as it writes it, the full names on hover', () => {
    const byId = new Map(labels.map((l) => [l.id, l]));
    for (const [id, text] of Object.entries({ eke: 'EKe', pgr: 'PGr', psc: 'PSc', cbe: 'CBe', pli: 'PLi', pph: 'PPh', pma: 'PMa', plg: 'Plg', mds: 'Mds', rso: 'Rso' })) {
      expect(byId.get(id)?.text, id).toBe(text);
    }
    for (const province of rokugan.provinces) {
      const label = byId.get(province.id)!;
      expect(label.title.split(' / ').sort(), province.id).toEqual([province.names.en, province.names.fr].sort());
    }
  });

  it('puts every label inside its province, clear of the start units and of every other label', () => {
    const units = startPosition(rokugan).units.map((u) => {
      const shape = geometry.provinces[provinceOf(u.location)];
      const coast = u.location.includes('/') ? shape.coasts?.[u.location.split('/')[1]]?.unitAnchor : undefined;
      return coast ?? shape.unitAnchor;
    });
    const box = (l: (typeof labels)[number]) => ({ minX: l.x - (l.text.length * LETTER) / 2, maxX: l.x + (l.text.length * LETTER) / 2, minY: l.y - HALF_HEIGHT, maxY: l.y + HALF_HEIGHT });
    for (const label of labels) {
      const b = box(label);
      for (const corner of [[b.minX, b.minY], [b.maxX, b.minY], [b.minX, b.maxY], [b.maxX, b.maxY]] as const) {
        expect(pointInRegion(corner, geometry.provinces[label.id].polygons), label.id).toBe(true);
      }
      for (const [x, y] of units) {
        const dx = Math.max(b.minX - x, 0, x - b.maxX);
        const dy = Math.max(b.minY - y, 0, y - b.maxY);
        expect(Math.hypot(dx, dy), `${label.id} and the unit at ${x} ${y}`).toBeGreaterThan(UNIT_RADIUS);
      }
      for (const other of labels) {
        if (other === label) continue;
        const o = box(other);
        expect(b.maxX < o.minX || o.maxX < b.minX || b.maxY < o.minY || o.maxY < b.minY, `${label.id} and ${other.id}`).toBe(true);
      }
    }
  });

  it('draws the Mantis isles as islands: their shapes touch only seas', () => {
    const seas = new Set(rokugan.provinces.filter((p) => p.terrain === 'sea').map((p) => p.id));
    for (const isle of ['pma', 'cfo']) {
      const touching = [...touchingPairs(geometry).keys()].map((k) => k.split(' ')).filter((pair) => pair.includes(isle)).map((pair) => pair.find((id) => id !== isle)!);
      expect(touching.length, isle).toBeGreaterThan(1);
      for (const other of touching) expect(seas.has(other), `${isle} touches ${other}`).toBe(true);
    }
  });
});
