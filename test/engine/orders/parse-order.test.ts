import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LENGTH, parseOrder } from '../../../engine/orders/parse-order.js';
import type { Order, UnitRef } from '../../../engine/types.js';
import { tinyVariant } from './fixtures/tiny-variant.js';

const A = (location: string): UnitRef => ({ type: 'army', location });
const F = (location: string): UnitRef => ({ type: 'fleet', location });
const move = (unit: UnitRef, to: string, viaConvoy = false): Order => ({ kind: 'move', unit, to, viaConvoy });

function parsed(text: string, phase?: 'movement' | 'retreats' | 'adjustments'): Order {
  const result = parseOrder(tinyVariant, text, { phase });
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.order;
}

function error(text: string): string {
  const result = parseOrder(tinyVariant, text);
  if (result.ok) throw new Error(`${text} parsed as ${JSON.stringify(result.order)}`);
  return result.error;
}

describe('parseOrder: English notation', () => {
  const cases: [string, Order][] = [
    ['A Lon - Bel', move(A('lon'), 'bel')],
    ['A Lon-Bel', move(A('lon'), 'bel')],
    ['a lon -> bel', move(A('lon'), 'bel')],
    ['army london moves to belgium', move(A('lon'), 'bel')],
    ['F Nth C A Lon - Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['F North Sea convoys A London - Belgium', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['A Bur S A Mar - Par', { kind: 'support', unit: A('bur'), supported: A('mar'), to: 'par' }],
    ['A Bur S A Par', { kind: 'support', unit: A('bur'), supported: A('par'), to: null }],
    ['A Bur supports A Par H', { kind: 'support', unit: A('bur'), supported: A('par'), to: null }],
    ['F Mar S F Gol - Spa/sc', { kind: 'support', unit: F('mar'), supported: F('gol'), to: 'spa/sc' }],
    ['A Par H', { kind: 'hold', unit: A('par') }],
    ['A Paris holds', { kind: 'hold', unit: A('par') }],
    ['F Spa/sc - Mar', move(F('spa/sc'), 'mar')],
    ['F Spain (sc) - Marseilles', move(F('spa/sc'), 'mar')],
    ['F Gulf of Lyon - Spain(sc)', move(F('gol'), 'spa/sc')],
    ['fleet spain south coast - gulf of lyon', move(F('spa/sc'), 'gol')],
    ['F Spain (south coast) - Lyo', move(F('spa/sc'), 'gol')],
    ['F StP/nc', { kind: 'hold', unit: F('stp/nc') }],
    ['F STP/NC H', { kind: 'hold', unit: F('stp/nc') }],
    ['A Lon - Bel via convoy', move(A('lon'), 'bel', true)],
    ['A Lon - Bel (via convoy)', move(A('lon'), 'bel', true)],
    ['A Lon - Bel by convoy', move(A('lon'), 'bel', true)],
    ['A Bur R Pic', { kind: 'retreat', unit: A('bur'), to: 'pic' }],
    ['A Burgundy retreats to Picardy', { kind: 'retreat', unit: A('bur'), to: 'pic' }],
    ['A Bur D', { kind: 'disband', unit: A('bur') }],
    ['A Bur disband', { kind: 'disband', unit: A('bur') }],
    ['B F Stp/nc', { kind: 'build', type: 'fleet', location: 'stp/nc' }],
    ['Build F Stp/nc', { kind: 'build', type: 'fleet', location: 'stp/nc' }],
    ['build army paris', { kind: 'build', type: 'army', location: 'par' }],
    ['D A Mun', { kind: 'disband', unit: A('mun') }],
    ['Remove A Mun', { kind: 'disband', unit: A('mun') }],
    ['Waive', { kind: 'waive' }],
    ['F North Sea - Picardy', move(F('nth'), 'pic')],
    ['A St Petersburg - Moscow', move(A('stp'), 'mos')],
    ['A St. Petersburg - Moscow', move(A('stp'), 'mos')],
    ['F St Petersburg (north coast) - Norwegian Sea', move(F('stp/nc'), 'nrg')],
    ['England: A Lon - Bel', move(A('lon'), 'bel')],
    ['A Spa/nc - Mar', move(A('spa'), 'mar')],
    ['A Par H.', { kind: 'hold', unit: A('par') }],
  ];
  for (const [text, order] of cases) it(text, () => expect(parsed(text)).toEqual(order));

  it('reports the power named before the order', () => {
    expect(parseOrder(tinyVariant, 'England: A Lon - Bel')).toMatchObject({ ok: true, power: 'england' });
    expect(parseOrder(tinyVariant, 'A Lon - Bel')).not.toHaveProperty('power');
  });
});

describe('parseOrder: French notation (rules VII.7, IX, XII)', () => {
  const cases: [string, Order][] = [
    ['A Tyr-Mun', move(A('tyr'), 'mun')],
    ['A Pru-war', move(A('pru'), 'war')],
    ['A Bur (S) A Tyr-Mun', { kind: 'support', unit: A('bur'), supported: A('tyr'), to: 'mun' }],
    ['F Nth (C) A Lon-Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['F Nth (C) Lon-Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['F Nth (C) Angleterre Lon-Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['FRANCE : F Nth (C) Angleterre A Lon-Bel', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['A Mun (H)', { kind: 'hold', unit: A('mun') }],
    ['A Sil (S) Russie A War-Pru', { kind: 'support', unit: A('sil'), supported: A('war'), to: 'pru' }],
    ['Bur (H)', { kind: 'hold', unit: { type: null, location: 'bur' } }],
    ['Allemagne : A Mun-Bur', move(A('mun'), 'bur')],
    ['F Saint-Pétersbourg (côte nord) - Mer de Norvège', move(F('stp/nc'), 'nrg')],
    ['F saint petersbourg cote nord tient', { kind: 'hold', unit: F('stp/nc') }],
    ['F Stp/cn', { kind: 'hold', unit: F('stp/nc') }],
    ['F Mer du Nord - nrs', move(F('nth'), 'nrg')],
    ['F Espagne côte sud - Golfe du Lion', move(F('spa/sc'), 'gol')],
    ['A Londres - Belgique par convoi', move(A('lon'), 'bel', true)],
    ['Armée Bourgogne soutient A Marseille - Paris', { kind: 'support', unit: A('bur'), supported: A('mar'), to: 'par' }],
    ['Flotte Mer du Nord convoie A Londres - Belgique', { kind: 'convoy', unit: F('nth'), army: 'lon', to: 'bel' }],
    ['A Bourgogne retraite vers Picardie', { kind: 'retreat', unit: A('bur'), to: 'pic' }],
    ['Construit F Saint-Pétersbourg (côte nord)', { kind: 'build', type: 'fleet', location: 'stp/nc' }],
    ['A Munich (D)', { kind: 'disband', unit: A('mun') }],
    // The Rokugan text (VII.6) marks moves "(M)" (déplacer) or "(A)" (attaquer).
    ['A Par – Bur (M)', move(A('par'), 'bur')],
    ['A Par-Bur (A)', move(A('par'), 'bur')],
  ];
  for (const [text, order] of cases) it(text, () => expect(parsed(text)).toEqual(order));
});

describe('parseOrder: the phase decides what a bare move or unit means', () => {
  it('a move in a retreats phase is a retreat', () => {
    expect(parsed('A Bur - Pic', 'retreats')).toEqual({ kind: 'retreat', unit: A('bur'), to: 'pic' });
  });
  it('a unit alone in an adjustments phase is a build', () => {
    expect(parsed('F StP/nc', 'adjustments')).toEqual({ kind: 'build', type: 'fleet', location: 'stp/nc' });
  });
});

describe('parseOrder: errors name the place and the problem', () => {
  const cases: [string, string][] = [
    ['A Lnd - Bel', "unknown province 'Lnd'"],
    ['A Lon - Bel - Pic', "unexpected '- Pic' at the end of the order"],
    // Two orders in one, as forums write a turn: each is given on its own.
    ['A Lon - Bel, F Nth - Eng', "unexpected ', F Nth - Eng' at the end of the order: one order at a time (give 'F Nth - Eng' as an order of its own)"],
    ['A Lon - Bel; F Nth S A Lon - Bel', "unexpected '; F Nth S A Lon - Bel' at the end of the order: one order at a time (give 'F Nth S A Lon - Bel' as an order of its own)"],
    ['A Lon - Bel F Nth H', "unexpected 'F Nth H' at the end of the order: one order at a time (give 'F Nth H' as an order of its own)"],
    ['A Lon - Bel, F', "unexpected ', F' at the end of the order"],
    ['A Lon -', "expected a destination after '-'"],
    ['A Lon - Blg', "unknown province 'Blg'"],
    ['F', "'F' needs a location"],
    ['', 'empty order'],
    ['F Spa/ec - Mar', "'Spa' has no coast 'ec' (coasts: nc, sc)"],
    ['F Lon/nc - Nth', "'Lon' has no separate coasts (found coast 'nc')"],
    ['A Lon xyz', "expected an order after 'A Lon' (H, -, S, C, R or D), found 'xyz'"],
    ['F Nth C F Lon - Bel', "only armies can be convoyed, not 'F Lon'"],
    ['F Nth C A Lon', "expected '-' and the army's destination after 'A Lon'"],
    ['A Bur S', "expected the supported unit after 'S'"],
    ['A Bur S A Mar Par', "expected '-' and a destination, or H, after 'A Mar'"],
    ['Build Paris', "'Build' needs a unit type (A or F) before 'Paris'"],
    ['F Nrth Sae - Pic', "unknown province 'Nrth Sae'"],
    ['England:', "expected an order after 'England'"],
    // A three-letter word is read only as written (VII.4, VII.7): the nearest names are a guess in the error.
    ['A Lon - Ble', "unknown province 'Ble' (did you mean Bel?)"],
    ['A Par - Bru', "unknown province 'Bru' (did you mean Bur or Pru?)"],
    ['A Lon - Bz', "unknown province 'Bz'"],
    // Text no order could be is not read: its length alone is said, not the text again.
    [`A Lon - ${'x'.repeat(MAX_ORDER_LENGTH)}`, '1,008 characters: too long to be an order (at most 1,000)'],
  ];
  for (const [text, message] of cases) it(text.length > 60 ? `${text.slice(0, 59)}…` : text || '(empty)', () => expect(error(text)).toBe(message));

  it('never throws, whatever the text', () => {
    for (const text of ['(((', '/', '- - -', 'A (S)', 'F Nth C', ')', 'S S S', 'A Lon - Bel via', 'Waive now', 'A A A']) {
      expect(() => parseOrder(tinyVariant, text)).not.toThrow();
    }
  });
});
