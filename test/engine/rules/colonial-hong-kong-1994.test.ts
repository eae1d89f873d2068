/**
 * Rule 9.11 of 1994, deleted by the errata of 1996: "La Chine ne peut entrer à Hong Kong
 * qu'au tour suivant celui où une autre puissance l'a occupée à la fin d'un tour de
 * comptage". colonial-1994.dip declares it (`rule entry-after-occupation china hon`,
 * engine/rules/entry-after-occupation/), colonial-1996.dip removes it.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import { retreatOptions } from '../../../engine/orders/kinds/retreat.js';
import type { Position } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';
import { colonial1994, colonial1996, colonialPosition, resultOf } from './colonial-play.js';

const RULE = 'entry-after-occupation';
const move = { kind: 'move', unit: { type: 'army', location: 'can' }, to: 'hon', viaConvoy: false } as const;

/** A position in the given season of 1872, with the rule's record `held` (province → year), if any. */
function at(variant: Variant, season: 'spring' | 'fall', units: string[], held?: Record<string, number>): Position {
  const base = colonialPosition(variant, units, { hon: 'britain', can: 'china' });
  return { ...base, phase: { season, year: 1872, kind: 'movement' }, ...(held === undefined ? {} : { rules: { [RULE]: held } }) };
}

describe('9.11 (1994): China enters Hong Kong only in the turn after another power held it at the end of a counting turn', () => {
  it('the 1994 file declares the rule, the 1996 file removes it', () => {
    expect(colonial1994.rules.modules).toContainEqual({ id: RULE, args: ['china', 'hon'] });
    expect(colonial1996.rules.modules.some((m) => m.id === RULE)).toBe(false);
  });

  it('1994: with no such counting turn behind it, China may not enter (refused, and not listed)', () => {
    const spring = at(colonial1994, 'spring', ['china A can']);
    const outcome = adjudicate(colonial1994, spring, { china: ['A Can - Hon'] });
    expect(resultOf(outcome, 'A Can - Hon')).toMatchObject({ outcome: 'invalid', reason: 'China may enter Hon only in the season after another power held it at the end of a counting season (9.11, 1994)' });
    expect(legalOrders(colonial1994, spring, 'can')).not.toContainEqual(move);
  });

  it('1996: the sentence is deleted, China enters whenever it can', () => {
    const outcome = adjudicate(colonial1996, at(colonial1996, 'fall', ['china A can']), { china: ['A Can - Hon'] });
    expect(resultOf(outcome, 'A Can - Hon').outcome).toBe('succeeded');
  });

  it('1994: Britain held it at the end of the fall of 1871: China may enter in the spring of 1872', () => {
    const spring = at(colonial1994, 'spring', ['china A can'], { hon: 1871 });
    expect(legalOrders(colonial1994, spring, 'can')).toContainEqual(move);
    const outcome = adjudicate(colonial1994, spring, { china: ['A Can - Hon'] });
    expect(resultOf(outcome, 'A Can - Hon').outcome).toBe('succeeded');
  });

  it('1994: the turn after, and only it: closed again in the fall of 1872, and in the spring of 1873', () => {
    expect(resultOf(adjudicate(colonial1994, at(colonial1994, 'fall', ['china A can'], { hon: 1871 }), { china: ['A Can - Hon'] }), 'A Can - Hon').outcome).toBe('invalid');
    const later = { ...at(colonial1994, 'spring', ['china A can'], { hon: 1871 }), phase: { season: 'spring', year: 1873, kind: 'movement' } } as const;
    expect(resultOf(adjudicate(colonial1994, later, { china: ['A Can - Hon'] }), 'A Can - Hon').outcome).toBe('invalid');
  });

  it('1994: the end of each fall is recorded: another power there opens the next spring; China there, or nobody, does not', () => {
    const fall = at(colonial1994, 'fall', ['britain F hon', 'china A can']);
    const held = adjudicate(colonial1994, fall, { britain: ['F Hon H'] }).next;
    expect(held.rules?.[RULE]).toEqual({ hon: 1872 });
    const empty = adjudicate(colonial1994, { ...fall, units: fall.units.slice(1), rules: { [RULE]: { hon: 1871 } } }, {}).next;
    expect(empty.rules?.[RULE]).toEqual({});
    const chinese = adjudicate(colonial1996, fall, { britain: ['F Hon - Scs'], china: ['A Can - Hon'] }).next;
    expect(chinese.units).toContainEqual({ power: 'china', type: 'army', location: 'hon' });
    expect(adjudicate(colonial1994, { ...chinese, variant: colonial1994.id, phase: fall.phase }, {}).next.rules?.[RULE]).toEqual({});
  });

  it('1994: a unit of another power may always enter; China may not support into it nor be supported into it, outside the turn', () => {
    const spring = at(colonial1994, 'spring', ['china A can', 'france F scs', 'china A ton']);
    const outcome = adjudicate(colonial1994, spring, { france: ['F Scs - Hon'], china: ['A Can S F Scs - Hon', 'A Ton S A Can - Hon'] });
    expect(resultOf(outcome, 'F Scs - Hon').outcome).toBe('succeeded');
    expect(resultOf(outcome, 'A Can S F Scs - Hon').outcome).toBe('invalid');
    expect(resultOf(outcome, 'A Ton S A Can - Hon').outcome).toBe('invalid');
  });

  it('1994: no Chinese retreat into it outside the turn', () => {
    const spring = { ...at(colonial1994, 'spring', []), phase: { season: 'spring', year: 1872, kind: 'retreats' } } as const;
    const dislodged = { power: 'china', type: 'army' as const, location: 'can', attackerFrom: 'ton' };
    expect(retreatOptions(colonial1994, spring, dislodged)).not.toContain('hon');
    expect(retreatOptions(colonial1994, { ...spring, rules: { [RULE]: { hon: 1871 } } }, dislodged)).toContain('hon');
  });
});
