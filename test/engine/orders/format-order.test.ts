import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { parseOrder } from '../../../engine/orders/parse-order.js';
import type { Order } from '../../../engine/types.js';
import { tinyVariant } from './fixtures/tiny-variant.js';

const orders: Order[] = [
  { kind: 'hold', unit: { type: 'army', location: 'par' } },
  { kind: 'hold', unit: { type: null, location: 'bur' } },
  { kind: 'move', unit: { type: 'army', location: 'lon' }, to: 'bel', viaConvoy: false },
  { kind: 'move', unit: { type: 'army', location: 'lon' }, to: 'bel', viaConvoy: true },
  { kind: 'move', unit: { type: 'fleet', location: 'stp/nc' }, to: 'nrg', viaConvoy: false },
  { kind: 'move', unit: { type: 'fleet', location: 'gol' }, to: 'spa/sc', viaConvoy: false },
  { kind: 'support', unit: { type: 'army', location: 'bur' }, supported: { type: 'army', location: 'mar' }, to: 'par' },
  { kind: 'support', unit: { type: 'army', location: 'bur' }, supported: { type: 'army', location: 'par' }, to: null },
  { kind: 'support', unit: { type: 'fleet', location: 'mar' }, supported: { type: 'fleet', location: 'spa/sc' }, to: 'gol' },
  { kind: 'convoy', unit: { type: 'fleet', location: 'nth' }, army: 'lon', to: 'bel' },
  { kind: 'retreat', unit: { type: 'army', location: 'bur' }, to: 'pic' },
  { kind: 'retreat', unit: { type: 'fleet', location: 'nrg' }, to: 'stp/nc' },
  { kind: 'disband', unit: { type: 'army', location: 'mun' } },
  { kind: 'build', type: 'fleet', location: 'stp/nc' },
  { kind: 'build', type: 'army', location: 'mos' },
  { kind: 'waive' },
];

describe('formatOrder', () => {
  it('writes the short English notation', () => {
    expect(formatOrder(tinyVariant, orders[2])).toBe('A Lon - Bel');
    expect(formatOrder(tinyVariant, orders[6])).toBe('A Bur S A Mar - Par');
    expect(formatOrder(tinyVariant, orders[9])).toBe('F Nth C A Lon - Bel');
    expect(formatOrder(tinyVariant, orders[13])).toBe('Build F Stp/nc');
  });

  it('writes the French notation of the rules', () => {
    expect(formatOrder(tinyVariant, orders[6], { language: 'fr' })).toBe('A Bur (S) A Mar-Par');
    expect(formatOrder(tinyVariant, orders[0], { language: 'fr' })).toBe('A Par (H)');
    expect(formatOrder(tinyVariant, orders[9], { language: 'fr' })).toBe('F Nth (C) A Lon-Bel');
  });

  it('writes full names in the long style', () => {
    expect(formatOrder(tinyVariant, orders[4], { style: 'long' })).toBe('F St Petersburg (north coast) - Norwegian Sea');
    expect(formatOrder(tinyVariant, orders[4], { style: 'long', language: 'fr' })).toBe(
      'F Saint-Pétersbourg (côte nord) - Mer de Norvège',
    );
    expect(formatOrder(tinyVariant, orders[9], { style: 'long' })).toBe('F North Sea convoys A London - Belgium');
  });

  for (const language of ['en', 'fr'] as const) {
    for (const style of ['short', 'long'] as const) {
      it(`reads back as the same order (${language}, ${style})`, () => {
        for (const order of orders) {
          const text = formatOrder(tinyVariant, order, { language, style });
          expect(parseOrder(tinyVariant, text), text).toEqual({ ok: true, order });
        }
      });
    }
  }
});
