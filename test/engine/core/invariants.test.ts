/**
 * Random boards and random orders (legal and not) on the Standard map: adjudication
 * never throws, describes every unit, never leaves two units in a province; and, on
 * random games, does not depend on the order in which units and orders are listed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import type { Order, Orders, Position, Unit } from '../../../engine/types.js';
import { provinceOf } from '../../../model/locations.js';
import type { Variant } from '../../../model/variant.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom } from '../property/random-orders.js';

const standard = loadVariant('standard/standard.dip');

interface Board {
  readonly position: Position;
  readonly orders: Orders;
}

/** Where each unit type may stand: provinces, with coasts for fleets where there are several. */
function places(variant: Variant, type: Unit['type']): string[] {
  const out: string[] = [];
  for (const p of variant.provinces) {
    if (p.terrain === 'impassable' || (type === 'army' && p.terrain === 'sea') || (type === 'fleet' && p.terrain === 'land')) continue;
    if (type === 'fleet' && p.coasts.length > 0) for (const c of p.coasts) out.push(`${p.id}/${c.id}`);
    else if (type === 'army' || variant.adjacency.fleet[p.id] !== undefined) out.push(p.id);
  }
  return out;
}

function boardArbitrary(variant: Variant): fc.Arbitrary<Board> {
  const powers = variant.powers.map((p) => p.id);
  const provinces = variant.provinces.map((p) => p.id);
  const armyPlaces = places(variant, 'army');
  const fleetPlaces = places(variant, 'fleet');
  const unitArb = fc.record({
    power: fc.constantFrom(...powers),
    type: fc.constantFrom<Unit['type']>('army', 'fleet'),
    pick: fc.nat(),
  });
  return fc
    .tuple(fc.array(unitArb, { minLength: 1, maxLength: 34 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.boolean()), { maxLength: 40 }))
    .map(([specs, picks]) => {
      const taken = new Set<string>();
      const units: Unit[] = [];
      for (const s of specs) {
        const list = s.type === 'army' ? armyPlaces : fleetPlaces;
        const location = list[s.pick % list.length];
        if (taken.has(provinceOf(location))) continue;
        taken.add(provinceOf(location));
        units.push({ power: s.power, type: s.type, location });
      }
      // First the moves and holds, then supports and convoys that mostly match them, so that
      // supports, convoys, cycles and paradoxes actually occur.
      const chosen: (Order | null)[] = units.map(() => null);
      picks.forEach(([a, , c, k, via]) => {
        const u = a % units.length;
        const unit = units[u];
        const ref = { type: unit.type, location: unit.location };
        const near = unit.type === 'army' ? variant.adjacency.army[unit.location] : variant.adjacency.fleet[unit.location];
        const far = unit.type === 'army' && c % 4 === 0;
        const to = far || near === undefined || near.length === 0 ? provinces[c % provinces.length] : near[c % near.length];
        if (chosen[u] === null && k % 4 < 2) chosen[u] = k % 4 === 0 ? { kind: 'hold', unit: ref } : { kind: 'move', unit: ref, to, viaConvoy: via && far };
      });
      picks.forEach(([a, b, , k]) => {
        const u = a % units.length;
        if (chosen[u] !== null || k % 4 < 2) return;
        const unit = units[u];
        const ref = { type: unit.type, location: unit.location };
        const o = b % units.length;
        const theirs = chosen[o];
        const other = units[o];
        const moving = theirs !== null && theirs.kind === 'move' ? provinceOf(theirs.to) : null;
        if (unit.type === 'fleet' && other.type === 'army' && moving !== null && k % 2 === 0) {
          chosen[u] = { kind: 'convoy', unit: ref, army: provinceOf(other.location), to: moving };
        } else {
          chosen[u] = { kind: 'support', unit: ref, supported: { type: other.type, location: other.location }, to: moving };
        }
      });
      const orders: Record<string, Order[]> = {};
      chosen.forEach((order, u) => {
        if (order !== null) (orders[units[u].power] ??= []).push(order);
      });
      return { position: { variant: variant.id, phase: { season: 'spring', year: 1901, kind: 'movement' }, units, dislodged: [], contested: [], ownership: { ...variant.start.ownership } }, orders };
    });
}

/** What happened to each unit, keyed by its starting province: where it ended, or "dislodged". */
function fates(board: Board, variant: Variant): Map<string, string> {
  const a = adjudicate(variant, board.position, board.orders);
  const fate = new Map<string, string>();
  for (const r of a.results) if (r.order !== null && r.order.kind !== 'build' && r.order.kind !== 'waive') fate.set(`${r.power} ${r.text}`, r.outcome);
  for (const d of a.dislodged) fate.set(`dislodged ${d.location}`, d.attackerFrom ?? 'convoy');
  for (const u of a.next.units) fate.set(`unit ${u.location}`, `${u.power} ${u.type}`);
  return fate;
}

describe('adjudication invariants on random Standard boards', () => {
  it('never throws, describes every unit, keeps one unit per province', () => {
    fc.assert(
      fc.property(boardArbitrary(standard), (board) => {
        const a = adjudicate(standard, board.position, board.orders);
        const described = new Set<string>();
        for (const r of a.results) if (r.order !== null && 'unit' in r.order) described.add(provinceOf(r.order.unit.location));
        for (const u of board.position.units) expect(described.has(provinceOf(u.location))).toBe(true);
        const provinces = a.next.units.map((u) => provinceOf(u.location));
        expect(new Set(provinces).size).toBe(provinces.length);
        for (const d of a.dislodged) expect(provinces).toContain(provinceOf(d.location));
        if (a.next.phase.kind === 'retreats') expect(a.next.units.length + a.next.dislodged.length).toBe(board.position.units.length);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same outcome whatever the order of units and orders (random games, random legal orders)', () => {
    let interesting = 0;
    for (let game = 1; game <= 40; game++) {
      const random = seededRandom(game);
      let position = startPosition(standard);
      for (let step = 0; step < 24; step++) {
        const orders = randomOrders(standard, position, random);
        const a = adjudicate(standard, position, orders);
        if (position.phase.kind === 'movement') {
          const flipped: Board = {
            position: { ...position, units: [...position.units].reverse() },
            orders: Object.fromEntries(Object.entries(orders).reverse().map(([p, list]) => [p, [...list].reverse()])),
          };
          expect(fates(flipped, standard)).toEqual(fates({ position, orders }, standard));
          if (a.results.some((r) => r.order?.kind === 'support' && r.outcome === 'succeeded') && a.dislodged.length > 0) interesting++;
        }
        position = a.next;
      }
    }
    // The games do produce supports that count and dislodgements.
    expect(interesting).toBeGreaterThan(10);
  });
});
