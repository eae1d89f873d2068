/**
 * Rokugan plays: random games from the start position (random legal orders, retreats,
 * builds and disbands from the engine's own lists) run for years without an error, every
 * legal order is accepted, units stay where their type may stand, and the centres add up.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import { formatOrder } from '../../engine/orders/format-order.js';
import { provinceOf } from '../../model/locations.js';
import { randomOrders, seededRandom } from '../engine/property/random-orders.js';
import { loadVariant } from '../support/variants.js';

const GAMES = 12;
const PHASES = 45;

describe('random games of Rokugan', () => {
  const rokugan = loadVariant('rokugan/rokugan.dip');
  const terrain = new Map(rokugan.provinces.map((p) => [p.id, p.terrain]));

  it(`keeps ${GAMES} games of ${PHASES} phases sound`, () => {
    const problems: string[] = [];
    let moved = 0;
    for (let game = 0; game < GAMES; game++) {
      const random = seededRandom(7000 + game);
      let position = startPosition(rokugan);
      for (let step = 0; step < PHASES && problems.length === 0; step++) {
        const where = `game ${game}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
        const orders = randomOrders(rokugan, position, random);
        const after = adjudicate(rokugan, position, orders);
        const given = new Set<unknown>(Object.values(orders).flat());
        for (const r of after.results) {
          if (given.has(r.order) && r.outcome === 'invalid') problems.push(`${where}: legal order refused: ${r.text} (${r.reason})`);
          if (r.order?.kind === 'move' && r.outcome === 'succeeded') moved++;
        }
        const seen = new Set<string>();
        for (const u of after.next.units) {
          const province = provinceOf(u.location);
          if (seen.has(province)) problems.push(`${where}: two units in ${province}`);
          seen.add(province);
          const t = terrain.get(province);
          if (t === 'impassable' || (u.type === 'army' && t === 'sea') || (u.type === 'fleet' && t === 'land')) {
            problems.push(`${where}: ${u.type} in ${province} (${t})`);
          }
        }
        if (Object.keys(after.next.ownership).length > 34) problems.push(`${where}: more than 34 centres owned`);
        position = after.next;
      }
    }
    expect(problems).toEqual([]);
    expect(moved).toBeGreaterThan(GAMES * 50);
  });
});

describe('Rokugan in the engine’s words', () => {
  const rokugan = loadVariant('rokugan/rokugan.dip');

  it('writes places as the rules text abbreviates them (EKe, PGr), as the board labels them, in results, reasons and formatted orders', () => {
    const position = startPosition(rokugan);
    const crane = position.units.find((u) => u.location === 'eke')!.power;
    const hold = { kind: 'hold' as const, unit: { type: 'army' as const, location: 'eke' } };
    const move = { kind: 'move' as const, unit: { type: 'army' as const, location: 'eke' }, to: 'pgr', viaConvoy: false };
    const held = adjudicate(rokugan, position, { [crane]: [hold] });
    expect(held.results.find((r) => r.order === hold)?.text).toBe('A EKe H');
    // Onto its own fleet in PGr: refused, the reason naming the place as the text does.
    const bounced = adjudicate(rokugan, position, { [crane]: [move] });
    const result = bounced.results.find((r) => r.order === move);
    expect(result?.text).toBe('A EKe - PGr');
    expect(result?.reason).toContain('PGr');
    expect(formatOrder(rokugan, move)).toBe('A EKe - PGr');
  });
});
