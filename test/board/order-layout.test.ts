/**
 * Orders laid out on real boards, measured on the SVG: a fleet's move goes through the water
 * it sails, a railway move runs beside its track and, failed, ends where its army stopped, a
 * canal move passes its gateway's unit in one stroke, several moves into one place end apart,
 * a swap is two lines, each red cross sits on its own order's line clear of the others,
 * supports keep off names and tracks, a disband leaves the unit's letter in sight, and a
 * retreat passes beside the unit that took its place.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadGeometry } from '../../board/geometry/load-geometry.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { distanceToBoundary, distanceToSegment, pointInRegion } from '../../board/geometry/polygon.js';
import type { BoardGeometry, Point } from '../../board/geometry/types.js';
import { ordersLayer } from '../../board/render/order-layers.js';
import { renderBoard } from '../../board/render/render-board.js';
import { UNIT_RADIUS } from '../../board/render/unit-layers.js';
import { compileFile } from '../../compiler/compile.js';
import { adjudicate } from '../../engine/adjudicate.js';
import type { Orders, Phase, Position, Unit } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { distance, findAll, hasClass, parseSvg, sampled } from './support.js';

type Node = ReturnType<typeof parseSvg>;

const colonialDir = fileURLToPath(new URL('../../variants/colonial/', import.meta.url));
const colonial: Variant = compileFile(colonialDir + 'colonial-1996.dip').variant!;
const colonialBoard = loadGeometry(colonial, colonialDir);

const FALL: Phase = { season: 'fall', year: 1871, kind: 'movement' };

function position(variant: Variant, units: readonly Unit[], extra: Partial<Position> = {}): Position {
  return { variant: variant.id, phase: FALL, units, dislodged: [], contested: [], ownership: {}, ...extra };
}

const unit = (power: string, type: 'army' | 'fleet', location: string): Unit => ({ power, type, location });

/** The board with the orders as given (checked by the engine), or with their results. */
function board(variant: Variant, geometry: BoardGeometry, at: Position, orders: Orders, results = false): Node {
  const adjudicated = results ? adjudicate(variant, at, orders).results : null;
  return parseSvg(results ? renderBoard(variant, geometry, at, null, adjudicated) : renderBoard(variant, geometry, at, orders));
}

/** The order groups of a power and kind (not the legend's). */
const groups = (root: Node, kind: string, power: string) =>
  findAll(root, (n) => n.name === 'g' && hasClass(n, 'order') && hasClass(n, kind) && hasClass(n, `power-${power}`));
const pointsOf = (d: string): Point[] => [...d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
const pathOf = (group: Node, part: string) => findAll(group, (n) => hasClass(n, part))[0]?.attributes.d ?? '';
const lineOf = (group: Node): Point[] => pointsOf(pathOf(group, 'line'));
/** The tip of a group's arrow head (its first point). */
const tipOf = (group: Node): Point => pointsOf(pathOf(group, 'head'))[0];
/** The centre of a group's red cross (its path starts at the top left corner, 4 px off). */
const crossOf = (group: Node): Point => {
  const [corner] = pointsOf(pathOf(group, 'cross'));
  return [corner[0] + 4, corner[1] + 4];
};
const toLine = (p: Point, line: readonly Point[]) => Math.min(...line.slice(1).map((q, i) => distanceToSegment(p, line[i], q)));


/** Whether `p` lies over one of the provinces, or within `graze` px of one (a line may graze a cape). */
function over(geometry: BoardGeometry, provinces: readonly string[], p: Point, graze = 4.5): boolean {
  return provinces.some((id) => {
    const rings = geometry.provinces[id].polygons;
    return pointInRegion(p, rings) || distanceToBoundary(p, rings) <= graze;
  });
}

describe('a fleet’s move goes through the water it sails', () => {
  const anchor = (id: string) => colonialBoard.provinces[id].unitAnchor;

  it('F Tok – Upp leaves Tokyo by its own coast: over Tokyo and the Upper Pacific only, clear of A Kyo’s ring, to the sea’s place', () => {
    const at = position(colonial, [unit('japan', 'fleet', 'tok'), unit('japan', 'army', 'kyo'), unit('japan', 'fleet', 'kyu')]);
    const root = board(colonial, colonialBoard, at, { japan: ['F Tok - Upp', 'A Kyo H', 'F Kyu - Ecs'] });
    const [tok, kyu] = groups(root, 'move', 'japan');
    const line = lineOf(tok);
    for (const p of sampled(line)) expect(over(colonialBoard, ['tok', 'upp'], p), `${p}`).toBe(true);
    // Clear of the hold ring round A Kyo (the ring is 14 px out).
    for (const p of sampled(line)) expect(distance(p, anchor('kyo'))).toBeGreaterThan(14);
    expect(distance(tipOf(tok), anchor('upp'))).toBeLessThan(8);
    for (const p of sampled(lineOf(kyu))) expect(over(colonialBoard, ['kyu', 'ecs'], p), `${p}`).toBe(true);
  });

  describe.runIf(variantExists('standard/standard.dip'))('on the Standard board', () => {
    const standard = loadVariant('standard/standard.dip');
    const geometry = generateGeometry(standard);

    it('F Stp/nc – Nwy follows the Barents coast, not over Finland or Sweden', () => {
      const at = { ...position(standard, [unit('russia', 'fleet', 'stp/nc')]), phase: { season: 'fall', year: 1902, kind: 'movement' } as Phase };
      const root = board(standard, geometry, at, { russia: ['F Stp/nc - Nwy'] });
      const line = sampled(lineOf(groups(root, 'move', 'russia')[0]));
      for (const p of line) expect(over(geometry, ['stp', 'nwy', 'bar'], p), `${p}`).toBe(true);
      // It sails: part of its way is out in the Barents Sea.
      expect(line.filter((p) => pointInRegion(p, geometry.provinces.bar.polygons)).length).toBeGreaterThan(line.length / 5);
    });

    it('a convoy sails round Spain: the army’s arrow and each fleet’s lane stay over the water it passes (A Lon – Tun by Eng, Mao, Wes)', () => {
      const at = position(standard, [unit('england', 'army', 'lon'), unit('england', 'fleet', 'eng'), unit('england', 'fleet', 'mao'), unit('england', 'fleet', 'wes')]);
      const orders = { england: ['A Lon - Tun', 'F Eng C A Lon - Tun', 'F Mao C A Lon - Tun', 'F Wes C A Lon - Tun'] };
      for (const results of [false, true]) {
        const root = board(standard, geometry, at, orders, results);
        const lines = [...groups(root, 'move', 'england'), ...groups(root, 'convoy', 'england')].flatMap((g) => findAll(g, (n) => hasClass(n, 'line')));
        expect(lines).toHaveLength(4);
        for (const line of lines) {
          for (const p of sampled(pointsOf(line.attributes.d))) expect(over(geometry, ['lon', 'eng', 'mao', 'wes', 'tun'], p), `${p}`).toBe(true);
        }
      }
    });
  });
});

describe('railway moves', () => {
  const anchor = (id: string) => colonialBoard.provinces[id].unitAnchor;
  const railway = colonial.features.find((f) => f.kind === 'railway');
  const track = railway?.kind === 'railway' ? railway.route.map(anchor) : [];
  /** Which side of the track a point lies on: +1 right of its direction (Mos to Vla), -1 left. */
  const side = (p: Point) => {
    let best = 1;
    for (let i = 1; i < track.length; i++) if (distanceToSegment(p, track[i - 1], track[i]) < distanceToSegment(p, track[best - 1], track[best])) best = i;
    const [a, b] = [track[best - 1], track[best]];
    return Math.sign((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]));
  };

  it('run beside the track, not over it, each way on its own side', () => {
    const at = position(colonial, [unit('russia', 'army', 'mos'), unit('russia', 'army', 'irk')]);
    const root = board(colonial, colonialBoard, at, { russia: ['A Mos - TSR - Vla', 'A Irk - TSR - Oms'] });
    const [east, west] = groups(root, 'move', 'russia').map(lineOf);
    for (const line of [east, west]) {
      for (const p of sampled(line)) {
        // Clear of the track's ties (6 px wide) and of its rail, yet along it.
        expect(toLine(p, track)).toBeGreaterThan(4.5);
        expect(toLine(p, track)).toBeLessThan(20);
      }
    }
    // Where both run (Oms to Irk), on opposite sides.
    const between = (line: Point[]) => sampled(line).filter((p) => p[0] > anchor('oms')[0] + 20 && p[0] < anchor('irk')[0] - 20);
    expect(new Set(between(east).map(side))).toEqual(new Set([1]));
    expect(new Set(between(west).map(side))).toEqual(new Set([-1]));
  });

  it('a failed one ends where its army stopped, the rest of its way failed, its cross on the first stretch not gone', () => {
    const at = position(colonial, [unit('russia', 'army', 'mos'), unit('russia', 'army', 'irk'), unit('china', 'army', 'kra')]);
    const orders: Orders = { russia: ['A Mos - TSR - Vla', 'A Irk - TSR - Oms'], china: ['A Kra H'] };
    const results = adjudicate(colonial, at, orders).results;
    // A Mos stops in Oms (A Irk was ordered into it), A Irk stays (A Kra holds on the line).
    expect(results.map((r) => r.reason?.split(':')[0])).toEqual(['stops in Oms', 'stays in Irk', undefined]);
    const drawn = results.map((r) => ({ power: r.power, order: r.order!, outcome: r.outcome, endedIn: r.endedIn }));
    const root = parseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${ordersLayer(colonial, colonialBoard, at, drawn)}</svg>`);
    // The whole board drawn with the results passes them on alike (render-board.ts).
    expect(groups(board(colonial, colonialBoard, at, orders, true), 'travelled', 'russia')).toHaveLength(1);
    const [travelled] = groups(root, 'travelled', 'russia');
    const [rest, stayed] = groups(root, 'failed', 'russia');
    // Mos to Oms, its head at Oms; then on from Oms to Vla, failed.
    expect(distance(lineOf(travelled)[0], anchor('mos'))).toBeLessThan(20);
    expect(distance(tipOf(travelled), anchor('oms'))).toBeLessThan(12);
    expect(distance(lineOf(rest)[0], anchor('oms'))).toBeLessThan(14);
    expect(distance(tipOf(rest), anchor('vla'))).toBeLessThan(14);
    expect(findAll(travelled, (n) => hasClass(n, 'cross'))).toHaveLength(0);
    // Each cross on its own line, where the army could not go on: Oms to Kra, Irk to Kra.
    for (const [group, from, to] of [[rest, 'oms', 'kra'], [stayed, 'irk', 'kra']] as const) {
      const cross = crossOf(group);
      expect(toLine(cross, lineOf(group))).toBeLessThan(0.6);
      const [lo, hi] = [anchor(from)[0], anchor(to)[0]].sort((a, b) => a - b);
      expect(cross[0]).toBeGreaterThan(lo);
      expect(cross[0]).toBeLessThan(hi);
    }
  });

});

describe('a canal move past its gateway', () => {
  it('F Med – Red passes beside the fleet in Egypt in one stroke, on the side away from its name', () => {
    const egypt = colonialBoard.provinces.egy;
    const at = position(colonial, [unit('britain', 'fleet', 'med'), unit('britain', 'fleet', 'egy')]);
    const root = board(colonial, colonialBoard, at, { britain: ['F Med - Red', 'F Egy S F Med - Red'] });
    const move = groups(root, 'move', 'britain')[0];
    // One stroke: it does not stop at Egypt and start again, as two moves would.
    expect(pathOf(move, 'line').match(/M/g)).toHaveLength(1);
    const line = sampled(lineOf(move));
    const nearest = line.reduce((best, p) => (distance(p, egypt.unitAnchor) < distance(best, egypt.unitAnchor) ? p : best));
    // Clear of the fleet's hull (25 px across), close enough to read as passing Egypt.
    expect(distance(nearest, egypt.unitAnchor)).toBeGreaterThan(12.5 + 2);
    expect(distance(nearest, egypt.unitAnchor)).toBeLessThan(22);
    // On the far side of the fleet from its name.
    const away: Point = [egypt.unitAnchor[0] - egypt.labelAnchor[0], egypt.unitAnchor[1] - egypt.labelAnchor[1]];
    expect((nearest[0] - egypt.unitAnchor[0]) * away[0] + (nearest[1] - egypt.unitAnchor[1]) * away[1]).toBeGreaterThan(0);
  });

  it('two fleets swapping through the canal are two lines side by side (F Med – Red, F Red – Med)', () => {
    const at = position(colonial, [unit('britain', 'fleet', 'med'), unit('turkey', 'fleet', 'red')]);
    const root = board(colonial, colonialBoard, at, { britain: ['F Med - Red'], turkey: ['F Red - Med'] }, true);
    const [a, b] = [groups(root, 'move', 'britain')[0], groups(root, 'move', 'turkey')[0]];
    const [la, lb] = [lineOf(a), lineOf(b)];
    for (const p of sampled(la)) expect(toLine(p, lb)).toBeGreaterThan(6);
    expect(distance(tipOf(a), tipOf(b))).toBeGreaterThan(20);
  });
});

describe.runIf(variantExists('standard/standard.dip'))('several orders at one place (Standard)', () => {
  const standard = loadVariant('standard/standard.dip');
  const geometry = generateGeometry(standard);
  const at = (units: readonly Unit[], extra: Partial<Position> = {}) => ({ ...position(standard, units, extra), phase: { season: 'fall', year: 1902, kind: 'movement' } as Phase, ...extra });

  it('arrows into one province end apart (F Den – Swe, F Bot – Swe)', () => {
    const root = board(standard, geometry, at([unit('germany', 'fleet', 'den'), unit('russia', 'fleet', 'bot')]), { germany: ['F Den - Swe'], russia: ['F Bot - Swe'] }, true);
    const [den, bot] = [groups(root, 'move', 'germany')[0], groups(root, 'move', 'russia')[0]];
    expect(distance(tipOf(den), tipOf(bot))).toBeGreaterThan(16);
  });

  it('a swap is two lines side by side, each with its head (A Kie – Ber, A Ber – Kie)', () => {
    const root = board(standard, geometry, at([unit('germany', 'army', 'kie'), unit('germany', 'army', 'ber')]), { germany: ['A Kie - Ber', 'A Ber - Kie'] }, true);
    const [a, b] = groups(root, 'move', 'germany');
    const [la, lb] = [lineOf(a), lineOf(b)];
    for (const p of sampled(la)) expect(toLine(p, lb)).toBeGreaterThan(6);
    expect(distance(tipOf(a), tipOf(b))).toBeGreaterThan(20);
    // Each cross on its own line, and nearer it than the other.
    for (const [own, other] of [[a, lb], [b, la]] as const) {
      expect(toLine(crossOf(own), lineOf(own))).toBeLessThan(0.6);
      expect(toLine(crossOf(own), other)).toBeGreaterThan(4);
    }
  });

  it('each cross on its own order’s line, clear of the other (F Aeg’s support and F Gre – Bul/sc at Bulgaria)', () => {
    const units = [unit('turkey', 'army', 'bul'), unit('turkey', 'fleet', 'aeg'), unit('austria', 'fleet', 'gre'), unit('austria', 'army', 'ser')];
    const orders: Orders = { turkey: ['A Bul - Ser', 'F Aeg S A Bul - Ser'], austria: ['F Gre - Bul/sc', 'A Ser H'] };
    const root = board(standard, geometry, at(units), orders, true);
    const support = groups(root, 'support', 'turkey')[0];
    const move = groups(root, 'move', 'austria')[0];
    expect(support.attributes.class).toContain('invalid');
    expect(move.attributes.class).toContain('failed');
    const [s, m] = [crossOf(support), crossOf(move)];
    expect(toLine(s, lineOf(support))).toBeLessThan(0.6);
    expect(toLine(m, lineOf(move))).toBeLessThan(0.6);
    expect(distance(s, m)).toBeGreaterThan(24);
    expect(toLine(s, lineOf(move))).toBeGreaterThan(6);
    expect(toLine(m, lineOf(support))).toBeGreaterThan(6);
  });

  it('a retreat passes beside the unit that took its place (F Tri – Alb past A Tri)', () => {
    const retreats = at([unit('italy', 'army', 'tri')], {
      phase: { season: 'fall', year: 1902, kind: 'retreats' },
      dislodged: [{ ...unit('austria', 'fleet', 'tri'), attackerFrom: 'ven' }],
    });
    const root = board(standard, geometry, retreats, { austria: ['F Tri - Alb'] });
    const line = lineOf(groups(root, 'retreat', 'austria')[0]);
    for (const p of sampled(line)) expect(distance(p, geometry.provinces.tri.unitAnchor)).toBeGreaterThan(UNIT_RADIUS + 3);
  });
});

describe('supports keep off names and tracks (Manchuria)', () => {
  const units = [unit('russia', 'army', 'irk'), unit('russia', 'army', 'vla'), unit('russia', 'fleet', 'por'), unit('china', 'army', 'mac'), unit('china', 'army', 'pek')];
  const orders: Orders = { russia: ['A Irk - Mac', 'A Vla S A Irk - Mac', 'F Por S A Irk - Mac'], china: ['A Mac H', 'A Pek S A Mac'] };
  const root = board(colonial, colonialBoard, position(colonial, units), orders);
  const [vla, por] = groups(root, 'support', 'russia').map(lineOf);
  const anchor = (id: string) => colonialBoard.provinces[id].unitAnchor;
  const railway = colonial.features.find((f) => f.kind === 'railway');
  const track = railway?.kind === 'railway' ? railway.route.map(anchor) : [];

  it('A Vla’s support does not run under the railway', () => {
    const points = sampled(vla);
    expect(points.filter((p) => toLine(p, track) < 6).length).toBeLessThan(points.length * 0.35);
  });

  it('F Por’s support passes beside Manchuria’s name and centre, not over them', () => {
    // Manchuria is a centre: its name above the label point, its dot below (map-layers.ts).
    const [x, y] = colonialBoard.provinces.mac.labelAnchor;
    const marks: Point[] = [[x - 6, y - 4.5], [x, y - 4.5], [x + 6, y - 4.5], [x, y + 6.5]];
    for (const p of sampled(por)) for (const m of marks) expect(distance(p, m)).toBeGreaterThan(5);
  });
});

describe('disbands', () => {
  it('cross the unit out without hiding its letter: the X’s arms stop short of its middle', () => {
    const at = position(colonial, [unit('britain', 'army', 'nep')], { phase: { season: 'winter', year: 1871, kind: 'adjustments' } });
    const root = board(colonial, colonialBoard, at, { britain: ['Disband A Nep'] });
    const mark = groups(root, 'disband', 'britain')[0];
    const centre = colonialBoard.provinces.nep.unitAnchor;
    const arms = pathOf(mark, 'line').split('M').filter(Boolean).map((arm) => pointsOf(arm));
    expect(arms).toHaveLength(4);
    for (const arm of arms) {
      // The letter (10 px bold) fits in 5 px of the middle; the line's round cap adds half its width.
      expect(toLine(centre, arm)).toBeGreaterThan(5 + 2.4 / 2);
      expect(Math.max(...arm.map((p) => distance(p, centre)))).toBeGreaterThan(UNIT_RADIUS + 2);
    }
  });
});
