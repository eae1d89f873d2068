/**
 * The shortcuts legal orders take in finding candidates (engine/orders/move-targets.ts):
 * supports only into the provinces the supporter reaches, convoys only of the armies whose
 * chain of fleets the convoying fleet lies on, and, for a fleet supporting an army's move
 * by convoy, the army's chain looked at again without that fleet. On a map made for their
 * edges — a chain of three seas, a second way round through a fourth, a one-way sea
 * border, a province with two coasts — the listing gives the orders expected, and exactly
 * those the adjudicator accepts among every order tried for every unit.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import type { Order, Position, Unit } from '../../../engine/types.js';
import { compileMemory } from '../../support/mini-map.js';

const strait = `variant strait en "Strait" fr "Détroit"
  start spring 1901
  victory 3 centres
  coordinates plane

power red en "Red" fr "Rouge"
  start A wes
power blue en "Blue" fr "Bleu"
  start A hil

province wes coastal en "West Shore" fr "Rive ouest" centre home red at 0 2
province hil land en "Hills" fr "Collines" centre home blue at 3 4
province mid coastal en "Midport" fr "Port du milieu" centre at 2 0
province eas coastal en "East Shore" fr "Rive est" centre at 6 2
province far coastal en "Far Isle" fr "Île lointaine" at 6 0
province cap coastal en "Cape" fr "Cap"
  coast nc at 2 4
  coast sc at 4 5
  at 3 5
province one sea en "First Sea" fr "Première mer" at 1 2
province two sea en "Second Sea" fr "Deuxième mer" at 2 2
province thr sea en "Third Sea" fr "Troisième mer" at 4 2
province fou sea en "Fourth Sea" fr "Quatrième mer" at 4 0

adjacency
  wes: one hil
  one: two
  two: thr mid fou
  thr: eas
  fou: eas
  hil: eas mid cap
  thr one-way: far
  cap/nc: one
  cap/sc: thr
`;

const compiled = compileMemory({ '/mem/strait.dip': strait });
const variant = compiled.variant!;

function position(units: readonly [string, Unit['type'], string][]): Position {
  return {
    variant: 'strait',
    phase: { season: 'spring', year: 1901, kind: 'movement' },
    units: units.map(([power, type, location]) => ({ power, type, location })),
    dislodged: [],
    contested: [],
    ownership: {},
  };
}

const listed = (p: Position, location: string): string[] => legalOrders(variant, p, location).map((o) => formatOrder(variant, o));

/** The army in Wes with a fleet in each of the three seas of the chain to Eas, an army in Hil, and an army in Far (reached one way only). */
const chain = position([
  ['red', 'army', 'wes'],
  ['red', 'fleet', 'one'],
  ['blue', 'fleet', 'two'],
  ['blue', 'fleet', 'thr'],
  ['blue', 'army', 'hil'],
  ['red', 'army', 'far'],
]);
/** The same with a fleet in Fou too: a second way from Two to Eas, not through Thr. */
const twoWays = position([...chain.units.map((u): [string, Unit['type'], string] => [u.power, u.type, u.location]), ['red', 'fleet', 'fou']]);
/** A fleet on the south coast of Cap, next to Thr only, with fleets in Two and Thr. */
const coasts = position([
  ['blue', 'fleet', 'cap/sc'],
  ['red', 'fleet', 'two'],
  ['red', 'fleet', 'thr'],
  ['blue', 'army', 'wes'],
]);

describe('legal orders found from where units stand', () => {
  it('compiles the map (one warning: the one-way border)', () => {
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['DIP3004']);
  });

  it('lists a convoy for each fleet a route to the destination needs, through several seas', () => {
    expect(listed(chain, 'wes')).toEqual(expect.arrayContaining(['A Wes - Cap via convoy', 'A Wes - Mid via convoy', 'A Wes - Eas via convoy', 'A Wes - Far via convoy']));
    const convoys = (location: string): string[] => listed(chain, location).filter((o) => o.includes(' C '));
    expect(convoys('one').sort()).toEqual(['F One C A Wes - Cap', 'F One C A Wes - Eas', 'F One C A Wes - Far', 'F One C A Wes - Mid']);
    expect(convoys('two').sort()).toEqual(['F Two C A Wes - Eas', 'F Two C A Wes - Far', 'F Two C A Wes - Mid']);
    // Thr is needed only past Two: not to Mid, nor to Cap, which One borders already (DATC 6.G.19).
    expect(convoys('thr').sort()).toEqual(['F Thr C A Wes - Eas', 'F Thr C A Wes - Far']);
  });

  it('follows a one-way sea border only its way: nothing carries the army in Far back', () => {
    expect(listed(chain, 'far')).toEqual(['A Far H']);
    expect(listed(chain, 'thr').filter((o) => o.includes('A Far -'))).toEqual([]);
  });

  it('lists the support of a move by convoy by a fleet on the chain only when the army has a way without it', () => {
    // The army in Hil borders Eas: it may support the convoyed move.
    expect(listed(chain, 'hil')).toContain('A Hil S A Wes - Eas');
    // Thr carries the only route to Eas and Far: it cannot also support the moves there; One reaches Cap without it.
    expect(listed(chain, 'thr').filter((o) => o.startsWith('F Thr S A Wes'))).toEqual(['F Thr S A Wes - Cap']);
    // With Fou, the army reaches Eas without Thr (and without Fou): each may support that move, not the one to Far.
    expect(listed(twoWays, 'thr').filter((o) => o.startsWith('F Thr S A Wes'))).toEqual(['F Thr S A Wes - Cap', 'F Thr S A Wes - Eas']);
    expect(listed(twoWays, 'fou').filter((o) => o.startsWith('F Fou S A Wes'))).toEqual(['F Fou S A Wes - Eas']);
  });

  it('lists supports of a fleet on one coast only into what that coast reaches', () => {
    const supports = listed(coasts, 'cap/sc').filter((o) => o.includes(' S '));
    expect(supports).toContain('F Cap/sc S F Two - Thr');
    expect(supports).toContain('F Cap/sc S F Thr');
    // One borders the north coast only.
    expect(supports).not.toContain('F Cap/sc S F Two - One');
    expect(supports.filter((o) => o.includes('A Wes'))).toEqual([]);
  });

  it('lists exactly what the adjudicator accepts, for every order tried for every unit', () => {
    // Orders as the listing writes them: fleets name the coast of a two-coast province, armies never.
    const places = (type: Unit['type']): string[] => variant.provinces.flatMap((p) => (type === 'fleet' && p.coasts.length > 0 ? p.coasts.map((c) => `${p.id}/${c.id}`) : [p.id]));
    let accepted = 0;
    for (const p of [chain, twoWays, coasts]) {
      for (const unit of p.units) {
        const ref = { type: unit.type, location: unit.location };
        const tried: Order[] = [{ kind: 'hold', unit: ref }];
        for (const to of places(unit.type)) {
          tried.push({ kind: 'move', unit: ref, to, viaConvoy: false }, { kind: 'move', unit: ref, to, viaConvoy: true });
        }
        for (const other of p.units) {
          if (other === unit) continue;
          const supported = { type: other.type, location: other.location };
          tried.push({ kind: 'support', unit: ref, supported, to: null });
          for (const province of variant.provinces) {
            tried.push({ kind: 'support', unit: ref, supported, to: province.id });
            tried.push({ kind: 'convoy', unit: ref, army: other.location, to: province.id });
          }
        }
        const legal = new Set(legalOrders(variant, p, unit.location).map((o) => JSON.stringify(o)));
        for (const order of tried) {
          const result = adjudicate(variant, p, { [unit.power]: [order] }).results.find((r) => r.order === order);
          const ok = result !== undefined && result.outcome !== 'invalid';
          if (ok) accepted++;
          // A move listed "via convoy" is also accepted written plainly where no border is crossed.
          const isListed = legal.has(JSON.stringify(order)) || (order.kind === 'move' && !order.viaConvoy && legal.has(JSON.stringify({ ...order, viaConvoy: true })));
          expect(isListed, `${formatOrder(variant, order)}: ${ok ? 'accepted' : result?.reason}`).toBe(ok);
        }
      }
    }
    expect(accepted).toBeGreaterThan(100);
  });
});
