/**
 * The ways a player may write Colonial's two special orders, in English and in French, all
 * read as the same order: the railway move (`A Mos - TSR - Vla`, errata 9.2) and the canal
 * move with Egypt's permission (`F Red - Med`, `F Egy S F Red - Med`, errata 9.35).
 */
import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../../engine/orders/parse-order.js';
import type { Order } from '../../../engine/types.js';
import { colonial1994, colonial1996 } from './colonial-play.js';

const railway: Order = { kind: 'move', unit: { type: 'army', location: 'mos' }, to: 'vla', viaConvoy: false, railway: 'tsr' };
const canal: Order = { kind: 'move', unit: { type: 'fleet', location: 'red' }, to: 'med', viaConvoy: false };
const permission: Order = { kind: 'support', unit: { type: 'fleet', location: 'egy' }, supported: { type: 'fleet', location: 'red' }, to: 'med' };

const forms: readonly (readonly [string, Order])[] = [
  // English: the errata's compact form, spaced, capitals, full names. (The line's English
  // name, "Trans-Siberian Railway", is several words: orders name the line by a one-word
  // name or its id.)
  ['A Mos-TSR-Vla', railway],
  ['A Mos - TSR - Vla', railway],
  ['A MOS-TSR-VLA', railway],
  ['A Moscow - TSR - Vladivostok', railway],
  ['Russia: A Mos - TSR - Vla', railway],
  // French: the line's French name, with or without its accent, French province names.
  ['A Moscou - Transsibérien - Vladivostok', railway],
  ['A Mos-Transsiberien-Vla', railway],
  ['Russie : A Mos - TSR - Vla', railway],
  // The canal move is written as any move; its permission as a support.
  ['F Red - Med', canal],
  ['F RS-MED', canal],
  ['F Mer Rouge - Mer Méditerranée', canal],
  ['F Egy S F Red - Med', permission],
  ['Turkey: F Egy S F RS-MED', permission],
  ['F Égypte soutient F Mer Rouge - Mer Méditerranée', permission],
  ['F Egypte S F Mer Rouge - Mer Mediterranee', permission],
];

describe('Colonial order forms, English and French', () => {
  for (const [text, order] of forms) {
    it(text, () => {
      for (const variant of [colonial1994, colonial1996]) {
        const parsed = parseOrder(variant, text);
        expect(parsed.ok ? parsed.order : parsed.error, `${variant.id}: ${text}`).toEqual(order);
      }
    });
  }

  it('a railway move cannot go by convoy; a railway is no place to move to', () => {
    const via = parseOrder(colonial1996, 'A Mos - TSR - Vla via convoy');
    expect(via.ok).toBe(false);
    expect(parseOrder(colonial1996, 'A Mos - TSR').ok).toBe(false);
  });
});
