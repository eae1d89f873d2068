/**
 * Legal orders and the adjudicator agree on random maps (test/engine/property/random-map.ts:
 * every terrain, two-coast provinces, one-way borders, fleet borders through coastal
 * provinces between seas), not only on Standard: every order tried for every unit is
 * listed by `legalOrders` exactly when `adjudicate` accepts it. Orders are tried as the
 * listing writes them: fleets name the coast of a two-coast province, supports name
 * provinces, and a move "via convoy" stands for the plain move where the army has no
 * border to cross. With rule modules in force too (a neutral power's closed territory,
 * a power in civil disorder).
 */
import { describe, expect, it } from 'vitest';
import { orderKey } from '../../../engine/orders/order-key.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { legalBuilds, legalOrders } from '../../../engine/orders/legal-orders.js';
import { activeRules } from '../../../engine/rules/registry.js';
import { provinceOf } from '../../../model/locations.js';
import type { Order, Orders, Position, Unit } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';
import { seededRandom } from './random-orders.js';
import { randomMap, randomPosition } from './random-map.js';

const MAPS = 20;

function places(variant: Variant, type: Unit['type']): string[] {
  return variant.provinces.flatMap((p) => (type === 'fleet' && p.coasts.length > 0 ? p.coasts.map((c) => `${p.id}/${c.id}`) : [p.id]));
}

function movementCandidates(variant: Variant, position: Position, unit: Unit): Order[] {
  const ref = { type: unit.type, location: unit.location };
  const orders: Order[] = [{ kind: 'hold', unit: ref }];
  for (const to of places(variant, unit.type)) {
    orders.push({ kind: 'move', unit: ref, to, viaConvoy: false });
    if (unit.type === 'army') orders.push({ kind: 'move', unit: ref, to, viaConvoy: true });
    for (const f of variant.features) if (f.kind === 'railway') orders.push({ kind: 'move', unit: ref, to, viaConvoy: false, railway: f.id });
  }
  for (const other of position.units) {
    if (other === unit) continue;
    const supported = { type: other.type, location: other.location };
    orders.push({ kind: 'support', unit: ref, supported, to: null });
    for (const province of variant.provinces) {
      orders.push({ kind: 'support', unit: ref, supported, to: province.id });
      if (unit.type === 'fleet' && other.type === 'army') orders.push({ kind: 'convoy', unit: ref, army: provinceOf(other.location), to: province.id });
    }
  }
  return orders;
}

const key = orderKey;

/** Tries every movement order of every unit on `MAPS` random maps; returns the disagreements and counts. */
function movementAgreement(seedBase: number, withRules: (variant: Variant) => Variant): { problems: string[]; tried: number; accepted: number; kinds: Set<string> } {
  const problems: string[] = [];
  let tried = 0;
  let accepted = 0;
  const kinds = new Set<string>();
  for (let seed = 1; seed <= MAPS; seed++) {
    const random = seededRandom(seedBase + seed);
    const variant = withRules(randomMap(random));
    const position = randomPosition(variant, random, 'movement');
    const rules = activeRules(variant, position);
    const perUnit = position.units.map((unit) => ({
      unit,
      tried: movementCandidates(variant, position, unit),
      legal: new Set(legalOrders(variant, position, unit.location).map(key)),
    }));
    const rounds = Math.max(0, ...perUnit.map((u) => u.tried.length));
    for (let k = 0; k < rounds; k++) {
      const orders: Record<string, Order[]> = {};
      for (const u of perUnit) if (k < u.tried.length) (orders[u.unit.power] ??= []).push(u.tried[k]);
      const results = adjudicate(variant, position, orders as Orders).results;
      for (const u of perUnit) {
        if (k >= u.tried.length) continue;
        const order = u.tried[k];
        const result = results.find((r) => r.order === order);
        if (result === undefined) throw new Error(`map ${seed}: no result for ${formatOrder(variant, order)}`);
        tried++;
        const ok = result.outcome !== 'invalid';
        let listed = u.legal.has(key(order));
        if (!listed && order.kind === 'move' && !order.viaConvoy) listed = u.legal.has(key({ ...order, viaConvoy: true }));
        if (ok) {
          accepted++;
          kinds.add(order.kind + (order.kind === 'move' && order.viaConvoy ? ' via convoy' : '') + (order.kind === 'move' && order.railway !== undefined ? ' by railway' : ''));
        }
        if (rules.ordersRefused(u.unit.power) !== null) {
          // A power nobody plays: its units are listed `hold` only (what they do), and every order given for them is refused.
          if (ok || listed !== (order.kind === 'hold')) problems.push(`map ${seed}: ${formatOrder(variant, order)} of a power nobody plays: ${ok ? 'accepted' : listed ? 'listed' : 'hold not listed'}`);
        } else if (ok !== listed) problems.push(`map ${seed}: ${formatOrder(variant, order)}: ${ok ? 'accepted, not listed' : `listed, but ${result.reason}`}`);
      }
    }
  }
  return { problems, tried, accepted, kinds };
}

describe('legal orders and the adjudicator on random maps', () => {
  it('agree on every movement order tried for every unit', () => {
    const { problems, tried, accepted, kinds } = movementAgreement(0, (v) => v);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(tried).toBeGreaterThan(25_000);
    expect(accepted).toBeGreaterThan(1_000);
    // The maps give every kind of order, convoys included.
    expect([...kinds].sort()).toEqual(['convoy', 'hold', 'move', 'move via convoy', 'support']);
  });

  it('agree with rule modules in force: a neutral power whose territory is closed, a power in civil disorder', () => {
    const withRules = (variant: Variant): Variant => {
      const territory = variant.provinces.filter((p, i) => p.terrain !== 'sea' && i % 4 === 0).map((p) => p.id);
      return { ...variant, rules: { ...variant.rules, modules: [{ id: 'neutral', args: ['red', ...territory] }, { id: 'civil-disorder', args: ['blue'] }] } };
    };
    const { problems, tried, accepted } = movementAgreement(3000, withRules);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(tried).toBeGreaterThan(25_000);
    // Only green gives orders; red and blue hold.
    expect(accepted).toBeGreaterThan(250);
  });

  it('agree with a railway and a gateway on the map (Colonial’s Trans-Siberian Railway and Suez Canal)', () => {
    const withFeatures = (variant: Variant): Variant => {
      const land = variant.provinces.filter((p) => p.terrain !== 'sea').map((p) => p.id);
      const seas = variant.provinces.filter((p) => p.terrain === 'sea').map((p) => p.id);
      const shore = variant.provinces.find((p) => p.terrain === 'coastal')?.id;
      const features: Variant['features'][number][] = [{ kind: 'railway', id: 'tsr', names: { en: 'Railway' }, owner: 'green', route: land.slice(0, 6) }];
      if (seas.length >= 2 && shore !== undefined) features.push({ kind: 'gateway', province: shore, seas: [seas[0], seas[seas.length - 1]] });
      return { ...variant, features };
    };
    const { problems, tried, kinds } = movementAgreement(5000, withFeatures);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(tried).toBeGreaterThan(25_000);
    expect(kinds.has('move by railway')).toBe(true);
  });

  it('agree on every retreat and disband of dislodged units', () => {
    const problems: string[] = [];
    let retreats = 0;
    for (let seed = 1; seed <= MAPS; seed++) {
      const random = seededRandom(1000 + seed);
      const variant = randomMap(random);
      const position = randomPosition(variant, random, 'retreats');
      for (const unit of position.dislodged) {
        const ref = { type: unit.type, location: unit.location };
        const legal = new Set(legalOrders(variant, position, unit.location).map(key));
        const tried: Order[] = [{ kind: 'disband', unit: ref }, ...places(variant, unit.type).map((to): Order => ({ kind: 'retreat', unit: ref, to }))];
        for (const order of tried) {
          const result = adjudicate(variant, position, { [unit.power]: [order] }).results.find((r) => r.order === order);
          const ok = result !== undefined && result.outcome !== 'invalid';
          if (ok && order.kind === 'retreat') retreats++;
          if (ok !== legal.has(key(order))) problems.push(`map ${seed}: ${formatOrder(variant, order)}: ${ok ? 'accepted, not listed' : `listed, but ${result?.reason}`}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(retreats).toBeGreaterThan(10);
  });

  it('agree on every build', () => {
    const problems: string[] = [];
    let builds = 0;
    for (let seed = 1; seed <= MAPS; seed++) {
      const random = seededRandom(2000 + seed);
      const variant = randomMap(random);
      // Few units, so that powers have builds to make.
      const position = { ...randomPosition(variant, random, 'adjustments'), units: [] };
      for (const power of variant.powers) {
        const legal = new Set(legalBuilds(variant, position, power.id).map(key));
        const tried = variant.provinces.flatMap((p): Order[] => [
          { kind: 'build', type: 'army', location: p.id },
          ...places(variant, 'fleet').filter((l) => provinceOf(l) === p.id).map((location): Order => ({ kind: 'build', type: 'fleet', location })),
        ]);
        for (const order of tried) {
          const result = adjudicate(variant, position, { [power.id]: [order] }).results.find((r) => r.order === order);
          const ok = result !== undefined && result.outcome === 'succeeded';
          if (ok) builds++;
          if (ok !== legal.has(key(order))) problems.push(`map ${seed} ${power.id}: ${formatOrder(variant, order)}: ${ok ? 'accepted, not listed' : `listed, but ${result?.outcome} ${result?.reason}`}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(builds).toBeGreaterThan(25);
  });
});
