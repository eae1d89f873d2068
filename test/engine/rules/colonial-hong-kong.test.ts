/**
 * Hong Kong (Colonial rule 9.1; `centre home britain except china`, model field
 * `centreExcept`), played by engine/rules/centre-exceptions/: China may enter and hold it,
 * but it never counts for China; it counts normally for every other power.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { updateOwnership } from '../../../engine/game/ownership.js';
import { winner } from '../../../engine/game/winner.js';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import type { Position } from '../../../engine/types.js';
import { colonial1994, colonial1996, colonialPosition } from './colonial-play.js';

function fall(units: string[], ownership: Record<string, string>): Position {
  return { ...colonialPosition(colonial1996, units, ownership), phase: { season: 'fall', year: 1871, kind: 'movement' } };
}

describe('Hong Kong: a centre that does not count for China', () => {
  it('9.1: both editions declare it', () => {
    for (const v of [colonial1994, colonial1996]) expect(v.provinces.find((p) => p.id === 'hon')?.centreExcept).toEqual(['china']);
  });

  it('9.1: China may enter Hong Kong (1996: the 1994 waiting rule is deleted)', () => {
    const position = colonialPosition(colonial1996, ['china A can']);
    expect(legalOrders(colonial1996, position, 'can')).toContainEqual({ kind: 'move', unit: { type: 'army', location: 'can' }, to: 'hon', viaConvoy: false });
  });

  it('9.1: China holding it after a counting season does not own it; Britain has lost it', () => {
    const start = fall(['china A can'], { hon: 'britain', can: 'china' });
    const outcome = adjudicate(colonial1996, start, { china: ['A Can - Hon'] });
    expect(outcome.next.units).toContainEqual({ power: 'china', type: 'army', location: 'hon' });
    expect(outcome.next.ownership.hon).toBeUndefined();
    expect(outcome.next.ownership.can).toBe('china');
  });

  it('9.1: China gets no build for it', () => {
    const start = fall(['china A can', 'china A pek'], { hon: 'britain', can: 'china', pek: 'china', sha: 'china' });
    const winter = adjudicate(colonial1996, start, { china: ['A Can - Hon', 'A Pek H'] }).next;
    expect(winter.phase.kind).toBe('adjustments');
    // Two units, two centres (can, sha; pek is China's too): one build, not two.
    const outcome = adjudicate(colonial1996, winter, { china: ['Build A Can', 'Build A Sha'] });
    expect(outcome.results.filter((r) => r.outcome === 'succeeded').length).toBe(1);
  });

  it('9.1: it counts normally for any other power that takes it', () => {
    const start = fall(['france F scs'], { hon: 'britain' });
    const outcome = adjudicate(colonial1996, start, { france: ['F Scs - Hon'] });
    expect(outcome.next.ownership.hon).toBe('france');
  });

  it('9.1: Britain retaking it owns it again', () => {
    expect(updateOwnership(colonial1996, {}, [{ power: 'britain', type: 'army', location: 'hon' }]).hon).toBe('britain');
  });

  it('9.1: left by China, it stays unowned until another power takes it', () => {
    const held = updateOwnership(colonial1996, { hon: 'britain' }, [{ power: 'china', type: 'army', location: 'hon' }]);
    expect(updateOwnership(colonial1996, held, []).hon).toBeUndefined();
  });

  it('9.1: it never counts towards China’s victory', () => {
    const centres = colonial1996.provinces.filter((p) => p.supplyCentre && p.id !== 'hon').map((p) => p.id);
    const victory = colonial1996.victory;
    if (victory.kind !== 'centres') throw new Error('Colonial is won by centres');
    // China owns one centre fewer than victory needs, and holds Hong Kong at the end of the year.
    const ownership = Object.fromEntries(centres.slice(0, victory.count - 1).map((id) => [id, 'china']));
    const next = updateOwnership(colonial1996, ownership, [{ power: 'china', type: 'fleet', location: 'hon' }]);
    expect(winner(colonial1996, { ...colonialPosition(colonial1996, []), ownership: next })).toBeNull();
    const british = updateOwnership(colonial1996, { ...ownership, [centres[victory.count - 1]]: 'britain' }, []);
    expect(winner(colonial1996, { ...colonialPosition(colonial1996, []), ownership: { ...british, [centres[victory.count - 1]]: 'china' } })).toBe('china');
  });
});
