/** Orders on the compiled Standard map: the notations of the rules text, and legal orders. */
import { describe, expect, it } from 'vitest';
import { startPosition } from '../../../engine/game/start-position.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { legalOrders, legalOrdersByUnit, legalOrdersForPower } from '../../../engine/orders/legal-orders.js';
import { parseOrder } from '../../../engine/orders/parse-order.js';
import type { Order, Position, UnitRef } from '../../../engine/types.js';
import { loadVariant } from '../../support/variants.js';

const standard = loadVariant('standard/standard.dip');
const A = (location: string): UnitRef => ({ type: 'army', location });
const F = (location: string): UnitRef => ({ type: 'fleet', location });
const move = (unit: UnitRef, to: string, viaConvoy = false): Order => ({ kind: 'move', unit, to, viaConvoy });

function position(units: Position['units'], partial: Partial<Position> = {}): Position {
  return { ...startPosition(standard), units, ...partial };
}

const text = (orders: readonly Order[]): string[] => orders.map((o) => formatOrder(standard, o));

describe('parseOrder on Standard', () => {
  const cases: [string, Order][] = [
    ['A Lon - Bel', move(A('lon'), 'bel')],
    ['F Nth C A Lon - Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['A Bur S A Mar - Par', { kind: 'support', unit: A('bur'), supported: A('mar'), to: 'par' }],
    ['F Spain (sc) - Marseilles', move(F('spa/sc'), 'mar')],
    ['F Gulf of Lyon - Spain(sc)', move(F('lyo'), 'spa/sc')],
    ['F StP/nc', { kind: 'hold', unit: F('stp/nc') }],
    ['F North Sea - Picardy', move(F('nth'), 'pic')],
    ['A St Petersburg - Moscow', move(A('stp'), 'mos')],
    ['F Mid-Atlantic Ocean - Spain north coast', move(F('mao'), 'spa/nc')],
    // French, as in the rules text (VII.7, IX, XII, examples 1–13).
    ['A Bur (S) A Tyr-Mun', { kind: 'support', unit: A('bur'), supported: A('tyr'), to: 'mun' }],
    ['F Nth (C) Angleterre Lon-Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['A Sil (S) Russie A War-Pru', { kind: 'support', unit: A('sil'), supported: A('war'), to: 'pru' }],
    ['F WMe (C) Angleterre A Lon-Tun', { kind: 'convoy', unit: F('wes'), army: 'lon', to: 'tun' }],
    ['F Gly (C) A Spa-Nap', { kind: 'convoy', unit: F('lyo'), army: 'spa', to: 'nap' }],
    ['A Mun (H)', { kind: 'hold', unit: A('mun') }],
    ['Bur (H)', { kind: 'hold', unit: { type: null, location: 'bur' } }],
    ['F Saint-Pétersbourg (côte sud) - Golfe de Botnie', move(F('stp/sc'), 'bot')],
    ['F Mer du Nord - nrs', move(F('nth'), 'nwg')],
    ['F nrs - Mer de Norvège', move(F('nwg'), 'nwg')],
    ['A Hol-Bel', move(A('hol'), 'bel')],
    // Dashes lost in copies of the rules text (IX.1, XII.2, X, XIV.4): read when unambiguous (VII.4).
    ['A Sil (S) Russie A WarPru', { kind: 'support', unit: A('sil'), supported: A('war'), to: 'pru' }],
    ['F MAO (C) LonTun', { kind: 'convoy', unit: F('mao'), army: 'lon', to: 'tun' }],
    ['A BohSil', move(A('boh'), 'sil')],
    ['F NthHol', move(F('nth'), 'hol')],
    ['F Eng (C) A BelLon', { kind: 'convoy', unit: F('eng'), army: 'bel', to: 'lon' }],
    ['f Bel-Nth', move(F('bel'), 'nth')],
  ];
  for (const [written, order] of cases) {
    it(written, () => expect(parseOrder(standard, written)).toMatchObject({ ok: true, order }));
  }

  it('reads back every legal order of the start position it writes, in both languages and styles', () => {
    for (const { orders } of legalOrdersByUnit(standard, startPosition(standard))) {
      for (const order of orders) {
        for (const language of ['en', 'fr'] as const) {
          for (const style of ['short', 'long'] as const) {
            const written = formatOrder(standard, order, { language, style });
            expect(parseOrder(standard, written), written).toEqual({ ok: true, order });
          }
        }
      }
    }
  });

  it('knows a power by the first word of its long name, as the rules text writes it (IX.3)', () => {
    expect(parseOrder(standard, 'A Kie (S) Autriche A Boh-Mun')).toEqual({
      ok: true,
      order: { kind: 'support', unit: A('kie'), supported: A('boh'), to: 'mun' },
    });
    expect(parseOrder(standard, 'Autriche A Boh-Mun')).toMatchObject({ ok: true, power: 'austria' });
    expect(parseOrder(standard, 'Austria-Hungary: A Boh-Mun')).toMatchObject({ ok: true, power: 'austria' });
  });

  it('names the unknown province', () => {
    expect(parseOrder(standard, 'A Lnd - Bel')).toEqual({ ok: false, error: "unknown province 'Lnd'" });
  });

  it('reads the first letters of a name as its abbreviation, as VII.7 allows', () => {
    expect(parseOrder(standard, 'A Bud - Rou')).toMatchObject({ ok: true, order: move(A('bud'), 'rum') }); // Roumanie
    expect(parseOrder(standard, 'A Bou (S) A Mar-Par')).toMatchObject({ ok: true, order: { kind: 'support', unit: A('bur') } });
    expect(parseOrder(standard, 'A Tyr-Muni')).toMatchObject({ ok: true, order: move(A('tyr'), 'mun') });
  });

  it('follows a misspelt order that can mean one thing only (VII.4)', () => {
    expect(parseOrder(standard, 'A Lodnon - Belgium')).toMatchObject({ ok: true, order: move(A('lon'), 'bel') });
    expect(parseOrder(standard, 'A Londre - Belgique')).toMatchObject({ ok: true, order: move(A('lon'), 'bel') });
    expect(parseOrder(standard, 'F North Sae C A Yorkshir - Nrway')).toMatchObject({
      ok: true,
      order: { kind: 'convoy', unit: F('nth'), army: 'yor', to: 'nwy' },
    });
    expect(parseOrder(standard, 'F Saint-Pétersbruog (côte nord) - Mer de Barents')).toMatchObject({ ok: true, order: move(F('stp/nc'), 'bar') });
  });

  it('does not follow an abbreviation with several meanings, and says which (VII.4, VII.7 "nor")', () => {
    expect(parseOrder(standard, 'F Nwg - Nor')).toEqual({
      ok: false,
      error: "'Nor' could be North Africa, North Atlantic Ocean, North Sea, Norway or Norwegian Sea: write more of the name",
    });
    expect(parseOrder(standard, 'F Mer - Nth')).toMatchObject({ ok: false, error: expect.stringMatching(/^'Mer' could be Adriatic Sea, /) });
  });

  it('never reads a good order differently for a near name', () => {
    // "Nwg" is a name; "Nwy" is one letter away from it and must stay Norway.
    expect(parseOrder(standard, 'F Nwg - Nwy')).toMatchObject({ ok: true, order: move(F('nwg'), 'nwy') });
    expect(parseOrder(standard, 'A Mun - Ber')).toMatchObject({ ok: true, order: move(A('mun'), 'ber') });
  });
});

describe('legalOrders on Standard', () => {
  it('a fleet on the south coast of St Petersburg moves along that coast only', () => {
    const p = position([{ power: 'russia', type: 'fleet', location: 'stp/sc' }]);
    const moves = legalOrders(standard, p, 'stp/sc').filter((o) => o.kind === 'move');
    expect(text(moves).sort()).toEqual(['F Stp/sc - Bot', 'F Stp/sc - Fin', 'F Stp/sc - Lvn']);
  });

  it('a fleet in the Mid-Atlantic reaches both coasts of Spain, and may support in Spain', () => {
    const p = position([
      { power: 'france', type: 'fleet', location: 'mao' },
      { power: 'france', type: 'army', location: 'gas' },
    ]);
    const orders = text(legalOrders(standard, p, 'mao'));
    expect(orders).toContain('F Mao - Spa/nc');
    expect(orders).toContain('F Mao - Spa/sc');
    expect(orders).toContain('F Mao S A Gas - Spa');
  });

  it('an army in London with a fleet in the North Sea has a convoyed move to Belgium', () => {
    const p = position([
      { power: 'england', type: 'army', location: 'lon' },
      { power: 'england', type: 'fleet', location: 'nth' },
    ]);
    const orders = legalOrders(standard, p, 'lon');
    expect(orders).toContainEqual(move(A('lon'), 'bel', true));
    expect(orders).toContainEqual(move(A('lon'), 'nwy', true));
    expect(orders).not.toContainEqual(move(A('lon'), 'lon', true));
    expect(text(legalOrders(standard, p, 'nth'))).toContain('F Nth C A Lon - Bel');
  });

  it('lists no convoyed move without a fleet at sea, and long convoys through a chain', () => {
    const alone = position([{ power: 'england', type: 'army', location: 'lon' }]);
    expect(legalOrders(standard, alone, 'lon').filter((o) => o.kind === 'move' && o.viaConvoy)).toEqual([]);
    const chain = position([
      { power: 'england', type: 'army', location: 'lon' },
      { power: 'england', type: 'fleet', location: 'eng' },
      { power: 'england', type: 'fleet', location: 'mao' },
      { power: 'france', type: 'fleet', location: 'wes' },
    ]);
    expect(legalOrders(standard, chain, 'lon')).toContainEqual(move(A('lon'), 'tun', true));
    expect(text(legalOrders(standard, chain, 'wes'))).toContain('F Wes C A Lon - Tun');
    // A fleet in a coastal province does not convoy (XIV.4).
    const coastal = position([
      { power: 'turkey', type: 'army', location: 'bul' },
      { power: 'turkey', type: 'fleet', location: 'con' },
    ]);
    expect(legalOrders(standard, coastal, 'con').some((o) => o.kind === 'convoy')).toBe(false);
  });

  it('lists a convoy only for a fleet every route through which needs it (DATC 6.G.19)', () => {
    const p = position([
      { power: 'germany', type: 'army', location: 'ber' },
      { power: 'germany', type: 'fleet', location: 'bal' },
      { power: 'germany', type: 'fleet', location: 'bot' },
    ]);
    // Baltic → Livonia directly: the Gulf of Bothnia is a detour, not part of a convoy there.
    expect(text(legalOrders(standard, p, 'bal'))).toContain('F Bal C A Ber - Lvn');
    expect(text(legalOrders(standard, p, 'bot'))).not.toContain('F Bot C A Ber - Lvn');
    expect(text(legalOrders(standard, p, 'bot'))).toContain('F Bot C A Ber - Fin');
  });

  it('a fleet does not support the move of the army only it could carry', () => {
    const p = position([
      { power: 'italy', type: 'army', location: 'nap' },
      { power: 'italy', type: 'fleet', location: 'ion' },
    ]);
    const ionian = text(legalOrders(standard, p, 'ion'));
    expect(ionian).toContain('F Ion C A Nap - Alb');
    expect(ionian).not.toContain('F Ion S A Nap - Alb');
  });

  it('supports a move only where the supporter could go, coasts ignored (VII.3b)', () => {
    const p = position([
      { power: 'france', type: 'fleet', location: 'spa/nc' },
      { power: 'france', type: 'fleet', location: 'wes' },
      { power: 'france', type: 'army', location: 'pie' },
    ]);
    const spain = text(legalOrders(standard, p, 'spa'));
    expect(spain.some((o) => o.endsWith('- Mar'))).toBe(false); // from the north coast Marseilles is out of reach
    const west = text(legalOrders(standard, p, 'wes'));
    expect(west).toContain('F Wes S F Spa/nc'); // Spain is one move away by the south coast
  });

  it("a power's orders are its units' orders", () => {
    const start = startPosition(standard);
    const english = start.units.filter((u) => u.power === 'england').flatMap((u) => legalOrders(standard, start, u.location));
    expect(english.length).toBeGreaterThan(20);
    expect(legalOrdersForPower(standard, start, 'england')).toEqual(english);
  });

  it('the start position has orders for every unit, and none that the parser cannot read', () => {
    const all = legalOrdersByUnit(standard, startPosition(standard));
    expect(all).toHaveLength(22);
    expect(all.every((e) => e.orders[0].kind === 'hold')).toBe(true);
    expect(text(legalOrders(standard, startPosition(standard), 'kie'))).toContain('F Kie - Den');
  });
});
