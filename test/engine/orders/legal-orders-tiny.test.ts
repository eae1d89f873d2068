import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { legalBuilds, legalDisbands, legalOrders, legalOrdersForPower } from '../../../engine/orders/legal-orders.js';
import type { Position } from '../../../engine/types.js';
import { tinyVariant } from './fixtures/tiny-variant.js';

const text = (orders: readonly Parameters<typeof formatOrder>[1][]): string[] => orders.map((o) => formatOrder(tinyVariant, o));

function position(partial: Partial<Position>): Position {
  return {
    variant: 'tiny',
    phase: { season: 'spring', year: 1901, kind: 'movement' },
    units: [],
    dislodged: [],
    contested: [],
    ownership: {},
    ...partial,
  };
}

describe('legalOrders on a hand-made map', () => {
  const convoy = position({
    units: [
      { power: 'england', type: 'army', location: 'lon' },
      { power: 'england', type: 'fleet', location: 'nth' },
    ],
  });

  it('an army beside a fleet at sea may be convoyed, and the fleet may convoy it', () => {
    expect(text(legalOrders(tinyVariant, convoy, 'lon'))).toEqual(['A Lon H', 'A Lon - Bel via convoy']);
    expect(text(legalOrders(tinyVariant, convoy, 'nth'))).toEqual([
      'F Nth H',
      'F Nth - Lon',
      'F Nth - Bel',
      'F Nth - Nrg',
      'F Nth S A Lon',
      // No 'F Nth S A Lon - Bel': the fleet that would carry the army cannot also support it.
      'F Nth C A Lon - Bel',
    ]);
  });

  it('a fleet on a coast moves only along that coast', () => {
    const p = position({ units: [{ power: 'russia', type: 'fleet', location: 'stp/nc' }] });
    expect(text(legalOrders(tinyVariant, p, 'stp'))).toEqual(['F Stp/nc H', 'F Stp/nc - Nrg']);
    expect(legalOrders(tinyVariant, p, 'mos')).toEqual([]);
  });

  it('a fleet may support into a two-coast province it reaches by one coast', () => {
    const p = position({
      units: [
        { power: 'france', type: 'fleet', location: 'mar' },
        { power: 'france', type: 'fleet', location: 'gol' },
      ],
    });
    expect(text(legalOrders(tinyVariant, p, 'mar'))).toContain('F Mar S F Gol - Spa');
    expect(text(legalOrders(tinyVariant, p, 'gol'))).toContain('F Gol - Spa/sc');
  });

  it('retreats avoid occupied and contested provinces and the attacker origin', () => {
    const p = position({
      phase: { season: 'spring', year: 1901, kind: 'retreats' },
      units: [
        { power: 'germany', type: 'army', location: 'bur' },
        { power: 'france', type: 'army', location: 'par' },
      ],
      dislodged: [{ power: 'france', type: 'army', location: 'bur', attackerFrom: 'mun' }],
      contested: ['pic'],
    });
    expect(text(legalOrders(tinyVariant, p, 'bur'))).toEqual(['A Bur R Bel', 'A Bur R Mar', 'A Bur D']);
    expect(text(legalOrdersForPower(tinyVariant, p, 'france'))).toEqual(['A Bur R Bel', 'A Bur R Mar', 'A Bur D']);
    expect(legalOrdersForPower(tinyVariant, p, 'germany')).toEqual([]);
  });

  it('builds on free owned home centres, disbands when short of centres', () => {
    const p = position({
      phase: { season: 'fall', year: 1901, kind: 'adjustments' },
      units: [
        { power: 'russia', type: 'army', location: 'war' },
        { power: 'france', type: 'army', location: 'bur' },
      ],
      ownership: { lon: 'england', stp: 'russia', mos: 'russia', war: 'russia', par: 'germany' },
    });
    expect(text(legalBuilds(tinyVariant, p, 'england'))).toEqual(['Build A Lon', 'Build F Lon', 'Waive']);
    expect(text(legalBuilds(tinyVariant, p, 'russia'))).toEqual(['Build A Stp', 'Build F Stp/nc', 'Build A Mos', 'Waive']);
    expect(text(legalBuilds(tinyVariant, p, 'germany'))).toEqual(['Waive']); // owed a build, no home centre free
    expect(legalBuilds(tinyVariant, p, 'france')).toEqual([]);
    expect(text(legalDisbands(tinyVariant, p, 'france'))).toEqual(['A Bur D']);
    expect(text(legalOrders(tinyVariant, p, 'bur'))).toEqual(['A Bur D']);
    expect(text(legalOrders(tinyVariant, p, 'mos'))).toEqual(['Build A Mos']);
    expect(legalOrders(tinyVariant, p, 'war')).toEqual([]);
  });
});
