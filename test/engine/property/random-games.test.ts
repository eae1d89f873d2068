/**
 * Random games on the Standard map: every unit gets a random legal order (from
 * `legalOrders`), dislodged units random retreats, powers random builds and disbands.
 * After each phase the position must still make sense, and adjudicating the same
 * input twice must give the same output.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { comparePhases } from '../../../engine/files/phase.js';
import { adjustmentBalance, legalBuilds, legalDisbands, legalOrdersByUnit } from '../../../engine/orders/legal-orders.js';
import { provinceOf } from '../../../model/locations.js';
import type { Variant } from '../../../model/variant.js';
import type { Adjudication, Order, Orders, Position, Unit } from '../../../engine/types.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom } from './random-orders.js';

const GAMES = 60;
const PHASES_PER_GAME = 60;

function unitKey(unit: Unit): string {
  return `${unit.power} ${unit.type}`;
}

function multiset(units: readonly Unit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const unit of units) counts.set(unitKey(unit), (counts.get(unitKey(unit)) ?? 0) + 1);
  return counts;
}

/** What must hold of any position. */
function checkPosition(variant: Variant, position: Position, where: string): void {
  const provinces = new Map(variant.provinces.map((p) => [p.id, p]));
  const seen = new Set<string>();
  for (const unit of position.units) {
    const province = provinceOf(unit.location);
    expect(seen.has(province), `${where}: two units in ${province}`).toBe(false);
    seen.add(province);
    const terrain = provinces.get(province)?.terrain;
    expect(terrain, `${where}: unit on unknown ${unit.location}`).toBeDefined();
    if (unit.type === 'army') expect(terrain === 'sea' || terrain === 'impassable', `${where}: army at sea in ${province}`).toBe(false);
    else expect(terrain === 'land' || terrain === 'impassable', `${where}: fleet inland in ${province}`).toBe(false);
  }
  const centres = variant.provinces.filter((p) => p.supplyCentre).length;
  const owned = Object.entries(position.ownership);
  expect(owned.length, `${where}: more owned centres than centres`).toBeLessThanOrEqual(centres);
  for (const [province, power] of owned) {
    expect(provinces.get(province)?.supplyCentre, `${where}: ${province} owned but not a centre`).toBe(true);
    expect(variant.powers.some((p) => p.id === power), `${where}: ${province} owned by unknown ${power}`).toBe(true);
  }
}

/** What must hold between a position, the orders given and the adjudication. */
function checkPhase(variant: Variant, before: Position, orders: Orders, after: Adjudication, where: string): number {
  let checked = 0;
  const next = after.next;
  expect(comparePhases(variant, next.phase, before.phase), `${where}: the game did not move on`).toBeGreaterThan(0);

  // Every order taken from legalOrders is one the adjudicator accepts.
  for (const result of after.results) {
    const given = Object.values(orders).some((list) => list.some((o) => typeof o !== 'string' && o === result.order));
    if (!given) continue;
    expect(result.outcome, `${where}: legal order judged invalid: ${result.text} (${result.reason})`).not.toBe('invalid');
    checked++;
  }

  switch (before.phase.kind) {
    case 'movement': {
      // No unit vanishes: each one is on the board or dislodged (and gone only if it cannot retreat).
      const all = multiset([...after.next.units, ...after.dislodged]);
      expect(all, `${where}: units appeared or vanished`).toEqual(multiset(before.units));
      if (next.phase.kind === 'retreats') expect(next.dislodged.length).toBe(after.dislodged.length);
      break;
    }
    case 'retreats': {
      const retreated = after.results.filter((r) => r.order?.kind === 'retreat' && r.outcome === 'succeeded').length;
      expect(next.units.length, `${where}: retreats`).toBe(before.units.length + retreated);
      break;
    }
    case 'adjustments': {
      const built = after.results.filter((r) => r.order?.kind === 'build' && r.outcome === 'succeeded').length;
      const removed = after.results.filter((r) => r.order?.kind === 'disband' && r.outcome === 'succeeded').length;
      expect(next.units.length, `${where}: builds and disbands`).toBe(before.units.length + built - removed);
      for (const power of variant.powers) {
        expect(adjustmentBalance(variant, next, power.id), `${where}: ${power.id} has more units than centres`).toBeGreaterThanOrEqual(0);
      }
      break;
    }
    default:
      break;
  }
  return checked;
}

describe('random games on the Standard map', () => {
  const variant = loadVariant('standard/standard.dip');

  it(`keeps every position sound over ${GAMES} games of up to ${PHASES_PER_GAME} phases`, () => {
    let phases = 0;
    let checkedOrders = 0;
    for (let game = 0; game < GAMES; game++) {
      const random = seededRandom(1000 + game);
      let position = startPosition(variant);
      for (let step = 0; step < PHASES_PER_GAME; step++) {
        const where = `game ${game}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
        const orders = randomOrders(variant, position, random);
        const after = adjudicate(variant, position, orders);
        checkPosition(variant, after.next, where);
        checkedOrders += checkPhase(variant, position, orders, after, where);
        // Same input, same output.
        expect(JSON.stringify(adjudicate(variant, position, orders)), `${where}: not deterministic`).toBe(JSON.stringify(after));
        phases++;
        position = after.next;
        if (position.units.length === 0) break;
      }
    }
    expect(phases).toBeGreaterThan(GAMES * 10);
    expect(checkedOrders, 'no given order was found among the results').toBeGreaterThan(phases * 5);
  });

  it('lists legal orders for every unit, and builds or disbands in adjustments', () => {
    const random = seededRandom(7);
    let position = startPosition(variant);
    const kinds = new Set<Order['kind']>();
    for (let step = 0; step < 40; step++) {
      for (const entry of legalOrdersByUnit(variant, position)) {
        expect(entry.orders.length, `${entry.location} has no legal order`).toBeGreaterThan(0);
        for (const order of entry.orders) kinds.add(order.kind);
      }
      if (position.phase.kind === 'adjustments') {
        for (const power of variant.powers) {
          const balance = adjustmentBalance(variant, position, power.id);
          if (balance > 0) expect(legalBuilds(variant, position, power.id).at(-1)).toEqual({ kind: 'waive' });
          if (balance < 0) expect(legalDisbands(variant, position, power.id).length).toBeGreaterThanOrEqual(-balance);
        }
      }
      position = adjudicate(variant, position, randomOrders(variant, position, random)).next;
    }
    for (const kind of ['hold', 'move', 'support', 'retreat', 'disband'] as const) expect(kinds.has(kind), kind).toBe(true);
  });
});
