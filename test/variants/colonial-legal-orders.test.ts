/**
 * One legality check on Colonial (railway and canal included): on busy positions from
 * random games, for the units near the Trans-Siberian Railway and the Suez Canal, every
 * order tried — hold, a move to every province (by land, sea, convoy, and along the
 * railway), a support of every other nearby unit to every province — is listed by
 * `legalOrders` exactly when the adjudicator accepts it; and every listed order, written
 * out in English and in French, reads back as the same order.
 */
import { describe, expect, it } from 'vitest';
import { orderKey } from '../../engine/orders/order-key.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import { formatOrder } from '../../engine/orders/format-order.js';
import { legalOrders } from '../../engine/orders/legal-orders.js';
import { parseOrder } from '../../engine/orders/parse-order.js';
import { provinceOf } from '../../model/locations.js';
import type { Order, Orders, Position, Unit } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { loadVariant } from '../support/variants.js';
import { randomOrders, seededRandom } from '../engine/property/random-orders.js';

const NEAR = new Set(['mos', 'prm', 'oms', 'kra', 'irk', 'vla', 'ore', 'akm', 'mon', 'mac', 'seo', 'okh', 'egy', 'med', 'red', 'sud', 'mec', 'syr', 'ade', 'con', 'ang', 'bla', 'eri', 'goa', 'bok', 'sem', 'uru']);

function busyPosition(variant: Variant, seed: number): Position {
  const random = seededRandom(seed);
  let position = startPosition(variant);
  for (let step = 0; step < 30 && !(step > 10 && position.phase.kind === 'movement'); step++) {
    position = adjudicate(variant, position, randomOrders(variant, position, random)).next;
  }
  return position;
}

function candidates(variant: Variant, position: Position, unit: Unit, near: readonly Unit[]): Order[] {
  const ref = { type: unit.type, location: unit.location };
  const orders: Order[] = [{ kind: 'hold', unit: ref }];
  for (const province of variant.provinces) {
    const places = unit.type === 'fleet' && province.coasts.length > 0 ? province.coasts.map((c) => `${province.id}/${c.id}`) : [province.id];
    for (const to of places) orders.push({ kind: 'move', unit: ref, to, viaConvoy: false });
    if (unit.type === 'army') {
      orders.push({ kind: 'move', unit: ref, to: province.id, viaConvoy: true });
      orders.push({ kind: 'move', unit: ref, to: province.id, viaConvoy: false, railway: 'tsr' });
    }
  }
  for (const other of near) {
    if (other === unit) continue;
    const supported = { type: other.type, location: other.location };
    orders.push({ kind: 'support', unit: ref, supported, to: null });
    for (const province of variant.provinces) if (NEAR.has(province.id)) orders.push({ kind: 'support', unit: ref, supported, to: province.id });
  }
  return orders;
}

describe.each(['colonial/colonial-1994.dip', 'colonial/colonial-1996.dip'])('legal orders of %s', (file) => {
  const variant = loadVariant(file);

  it('agree with the adjudicator and with order reading, railway and canal included', () => {
    const problems: string[] = [];
    let tried = 0;
    let railway = 0;
    for (const seed of [2, 9]) {
      const base = busyPosition(variant, seed);
      // A Russian army on the line and fleets on both sides of the canal, whatever the game did.
      const extra: Unit[] = [
        { power: 'russia', type: 'army' as const, location: 'oms' },
        { power: 'britain', type: 'fleet' as const, location: 'red' },
        { power: 'turkey', type: 'fleet' as const, location: 'egy' },
      ].filter((x) => !base.units.some((u) => provinceOf(u.location) === x.location));
      const position: Position = { ...base, units: [...base.units, ...extra] };
      const near = position.units.filter((u) => NEAR.has(provinceOf(u.location)));
      const perUnit = near.map((unit) => ({
        unit,
        tried: candidates(variant, position, unit, near),
        listed: legalOrders(variant, position, unit.location),
      }));
      for (const u of perUnit) {
        for (const order of u.listed) {
          for (const language of ['en', 'fr'] as const) {
            const text = formatOrder(variant, order, { language });
            const read = parseOrder(variant, text);
            if (!read.ok || orderKey(read.order) !== orderKey(order)) problems.push(`${text} (${language}) reads back as ${read.ok ? JSON.stringify(read.order) : read.error}`);
          }
          if (order.kind === 'move' && order.railway !== undefined) railway++;
        }
      }
      const legal = perUnit.map((u) => new Set(u.listed.map(orderKey)));
      const rounds = Math.max(...perUnit.map((u) => u.tried.length));
      for (let k = 0; k < rounds; k++) {
        const orders: Record<string, Order[]> = {};
        perUnit.forEach((u) => {
          if (k < u.tried.length) (orders[u.unit.power] ??= []).push(u.tried[k]);
        });
        const results = adjudicate(variant, position, orders as Orders).results;
        perUnit.forEach((u, i) => {
          if (k >= u.tried.length) return;
          const order = u.tried[k];
          const result = results.find((r) => r.order === order);
          if (result === undefined) throw new Error(`no result for ${formatOrder(variant, order)}`);
          tried++;
          const accepted = result.outcome !== 'invalid';
          let listed = legal[i].has(orderKey(order));
          if (!listed && order.kind === 'move' && !order.viaConvoy && order.railway === undefined) listed = legal[i].has(orderKey({ ...order, viaConvoy: true }));
          if (accepted !== listed) problems.push(`${formatOrder(variant, order)}: ${accepted ? 'accepted, not listed' : `listed, but ${result.reason}`}`);
        });
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(railway).toBeGreaterThan(0);
    expect(tried).toBeGreaterThan(5_000);
  }, 120_000);
});
