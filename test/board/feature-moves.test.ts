/**
 * Moves a map feature carries, as the board draws them (board/render/feature-moves.ts): a
 * railway move follows its line through the point of every province it passes, and a canal
 * move passes through its gateway province, where the permitting unit stands.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadGeometry, renderBoard } from '../../board/index.js';
import type { Point } from '../../board/geometry/types.js';
import { UNIT_RADIUS } from '../../board/render/unit-layers.js';
import { compileFile } from '../../compiler/compile.js';
import type { Position } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { distance } from './support.js';

const dir = fileURLToPath(new URL('../../variants/colonial/', import.meta.url));
const v96: Variant = compileFile(dir + 'colonial-1996.dip').variant!;
const geometry = loadGeometry(v96, dir);
const anchor = (id: string): Point => geometry.provinces[id].unitAnchor;

const position: Position = {
  variant: v96.id,
  phase: { season: 'spring', year: 1871, kind: 'movement' },
  units: [
    { power: 'russia', type: 'army', location: 'mos' },
    { power: 'britain', type: 'fleet', location: 'red' },
    { power: 'turkey', type: 'fleet', location: 'egy' },
  ],
  dislodged: [],
  contested: [],
  ownership: {},
};
const svg = renderBoard(v96, geometry, position, { russia: ['A Mos - TSR - Vla'], britain: ['F Red - Med'], turkey: ['F Egy S F Red - Med'] });

/** The points of the line drawn for the order of `power` of `kind` (its `path.line`). */
function drawnLine(kind: string, power: string, board = svg): Point[] {
  const group = board.match(new RegExp(`<g class="order ${kind} [a-z]+ power-${power}">.*?</g>`))?.[0];
  const d = group?.match(/<path class="line" d="([^"]*)"/)?.[1];
  if (d === undefined) throw new Error(`no ${kind} of ${power} drawn`);
  return [...d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as Point);
}

const nearest = (points: readonly Point[], to: Point): number => Math.min(...points.map((p) => distance(p, to)));

/** The distance from `p` to the polyline. */
const toLine = (p: Point, line: readonly Point[]): number =>
  Math.min(...line.slice(1).map((q, i) => {
    const [a, b] = [line[i], q];
    const len2 = (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2 || 1;
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / len2));
    return distance(p, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }));

describe('moves carried by map features, drawn', () => {
  it('A Mos - TSR - Vla follows the line, beside it: past Prm, Oms, Kra and Irk in order', () => {
    const line = drawnLine('move', 'russia');
    const passed = ['prm', 'oms', 'kra', 'irk'];
    // Beside each province's place, where the track passes, not on it (order-layout.test.ts).
    for (const id of passed) expect(toLine(anchor(id), line), id).toBeGreaterThan(4.5);
    for (const id of passed) expect(toLine(anchor(id), line), id).toBeLessThan(10);
    const at = passed.map((id) => line.findIndex((p) => distance(p, anchor(id)) === nearest(line, anchor(id))));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('it passes beside a unit standing on the line, so as not to hide it', () => {
    const blocked = { ...position, units: [...position.units, { power: 'china', type: 'army' as const, location: 'kra' }] };
    const board = renderBoard(v96, geometry, blocked, { russia: ['A Mos - TSR - Vla'], china: ['A Kra H'] });
    const line = drawnLine('move', 'russia', board);
    expect(toLine(anchor('kra'), line)).toBeGreaterThan(UNIT_RADIUS + 3);
    expect(toLine(anchor('kra'), line)).toBeLessThan(UNIT_RADIUS + 10);
    for (const id of ['prm', 'oms', 'irk']) expect(toLine(anchor(id), line), id).toBeLessThan(10);
  });

  it('F Red - Med passes Egypt beside the fleet that permits it, clear of its hull', () => {
    const line = drawnLine('move', 'britain');
    const egypt = anchor('egy');
    expect(toLine(egypt, line)).toBeGreaterThan(12.5 + 2);
    expect(toLine(egypt, line)).toBeLessThan(22);
  });

  it('the support of the canal move ends on the canal arrow, not on a straight line across the land', () => {
    const support = drawnLine('support', 'turkey');
    const ring = support[support.length - 1];
    const mid: Point = [(anchor('egy')[0] + anchor('med')[0]) / 2, (anchor('egy')[1] + anchor('med')[1]) / 2];
    // On the arrow's last stretch, from beside Egypt to the Mediterranean (its ring 3.2 px round the arrow).
    expect(toLine(ring, drawnLine('move', 'britain'))).toBeLessThan(3.2 + 0.5);
    expect(distance(ring, mid)).toBeLessThan(12);
  });
});
