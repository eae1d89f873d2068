/**
 * Legal orders and the adjudicator agree: on busy Standard positions from random games,
 * every order tried for every unit — hold, a move to every place (by land, sea or convoy),
 * a support of every other unit to every province, a convoy of every army to every
 * province — is listed by `legalOrders` exactly when the adjudicator accepts it.
 * The same for retreats, and for builds and disbands. One exception, by design: a convoy
 * order the map allows but no chain of fleets on the board could carry out is accepted
 * (it just fails) and not listed.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { legalBuilds, legalDisbands, legalOrders } from '../../../engine/orders/legal-orders.js';
import { provinceOf } from '../../../model/locations.js';
import type { Order, Orders, Position, Unit } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom } from './random-orders.js';

function busyPositions(variant: Variant, seeds: readonly number[]): Position[] {
  return seeds.map((seed) => {
    const random = seededRandom(seed);
    let position = startPosition(variant);
    for (let step = 0; step < 30 && !(step > 10 && position.phase.kind === 'movement'); step++) {
      position = adjudicate(variant, position, randomOrders(variant, position, random)).next;
    }
    return position;
  });
}

/** The first `count` positions of the given kind met in random games. */
function positionsOfKind(variant: Variant, kind: Position['phase']['kind'], count: number): Position[] {
  const found: Position[] = [];
  for (let seed = 1; found.length < count && seed < 200; seed++) {
    const random = seededRandom(seed);
    let position = startPosition(variant);
    for (let step = 0; step < 40 && found.length < count; step++) {
      if (position.phase.kind === kind) found.push(position);
      position = adjudicate(variant, position, randomOrders(variant, position, random)).next;
    }
  }
  return found;
}

/** Every place of the map as an order may name it: provinces, and the coasts of two-coast ones. */
function places(variant: Variant): string[] {
  return variant.provinces.flatMap((p) => [p.id, ...p.coasts.map((c) => `${p.id}/${c.id}`)]);
}

function candidates(variant: Variant, position: Position, unit: Unit): Order[] {
  const ref = { type: unit.type, location: unit.location };
  const orders: Order[] = [{ kind: 'hold', unit: ref }];
  for (const province of variant.provinces) {
    // Fleets name the coast of a two-coast province (as legal orders do); armies never do.
    const places = unit.type === 'fleet' && province.coasts.length > 0 ? province.coasts.map((c) => `${province.id}/${c.id}`) : [province.id];
    for (const to of places) orders.push({ kind: 'move', unit: ref, to, viaConvoy: false });
    if (unit.type === 'army') orders.push({ kind: 'move', unit: ref, to: province.id, viaConvoy: true });
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

describe('legal orders and the adjudicator', () => {
  const variant = loadVariant('standard/standard.dip');

  it('agree on every order tried for every unit of busy positions', () => {
    const problems: string[] = [];
    let tried = 0;
    for (const position of busyPositions(variant, [3, 5, 8])) {
      expect(position.phase.kind).toBe('movement');
      const perUnit = position.units.map((unit) => ({
        unit,
        tried: candidates(variant, position, unit),
        legal: new Set(legalOrders(variant, position, unit.location).map((o) => JSON.stringify(o))),
      }));
      // Whether an order is legal does not depend on the others' orders: each round gives
      // every unit its next order to try, all adjudicated at once.
      const rounds = Math.max(...perUnit.map((u) => u.tried.length));
      for (let k = 0; k < rounds; k++) {
        const orders: Record<string, Order[]> = {};
        for (const u of perUnit) if (k < u.tried.length) (orders[u.unit.power] ??= []).push(u.tried[k]);
        const results = adjudicate(variant, position, orders as Orders).results;
        for (const u of perUnit) {
          if (k >= u.tried.length) continue;
          const order = u.tried[k];
          const result = results.find((r) => r.order === order);
          if (result === undefined) throw new Error(`no result for ${formatOrder(variant, order)}`);
          tried++;
          const accepted = result.outcome !== 'invalid';
          let listed = u.legal.has(JSON.stringify(order));
          // "A Lon - Bel" and "A Lon - Bel via convoy" are one move where Lon and Bel are not neighbours.
          if (!listed && order.kind === 'move' && !order.viaConvoy) listed = u.legal.has(JSON.stringify({ ...order, viaConvoy: true }));
          if (accepted && !listed && order.kind === 'convoy') continue;
          if (accepted !== listed) {
            problems.push(`${position.phase.year} ${formatOrder(variant, order)}: ${accepted ? 'accepted, not listed' : `listed, but ${result.reason}`}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(100_000);
  });

  it('agree on every retreat and disband of the dislodged units of retreats phases', () => {
    const problems: string[] = [];
    const retreats = positionsOfKind(variant, 'retreats', 15);
    expect(retreats.length).toBe(15);
    for (const position of retreats) {
      for (const unit of position.dislodged) {
        const ref = { type: unit.type, location: unit.location };
        const legal = new Set(legalOrders(variant, position, unit.location).map((o) => JSON.stringify(o)));
        const tried: Order[] = [{ kind: 'disband', unit: ref }, ...places(variant).map((to): Order => ({ kind: 'retreat', unit: ref, to }))];
        for (const order of tried) {
          const result = adjudicate(variant, position, { [unit.power]: [order] }).results.find((r) => r.order === order);
          const accepted = result !== undefined && result.outcome !== 'invalid';
          // A fleet retreating to a two-coast province it reaches by one coast may leave the coast out.
          const listed = legal.has(JSON.stringify(order));
          if (accepted !== listed && !(accepted && order.kind === 'retreat' && !order.to.includes('/'))) {
            problems.push(`${formatOrder(variant, order)}: ${accepted ? 'accepted, not listed' : `listed, but ${result?.reason}`}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('agree on every build and disband of adjustments phases', () => {
    const problems: string[] = [];
    const adjustments = positionsOfKind(variant, 'adjustments', 15);
    expect(adjustments.length).toBe(15);
    for (const position of adjustments) {
      for (const power of variant.powers) {
        const legal = new Set([...legalBuilds(variant, position, power.id), ...legalDisbands(variant, position, power.id)].map((o) => JSON.stringify(o)));
        const tried: Order[] = [
          ...places(variant).flatMap((location): Order[] => [
            { kind: 'build', type: 'army', location },
            { kind: 'build', type: 'fleet', location },
          ]),
          ...position.units.map((u): Order => ({ kind: 'disband', unit: { type: u.type, location: u.location } })),
        ];
        for (const order of tried) {
          const result = adjudicate(variant, position, { [power.id]: [order] }).results.find((r) => r.order === order);
          // Refused for the power's balance (no build owed) is a failure, not illegality: listed only when owed.
          const accepted = result !== undefined && result.outcome === 'succeeded';
          const listed = legal.has(JSON.stringify(order));
          // An army built "on a coast" is the army in the province: listed without the coast.
          if (accepted && !listed && order.kind === 'build' && order.type === 'army' && order.location.includes('/')) continue;
          if (accepted !== listed) problems.push(`${power.id} ${formatOrder(variant, order)}: ${accepted ? 'accepted, not listed' : `listed, but ${result?.outcome} ${result?.reason}`}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
