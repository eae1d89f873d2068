import { describe, expect, it } from 'vitest';
import { tinyMap } from './fixtures/tiny-map.js';
import { expectOutcome, play, position, unitsAfter } from './helpers.js';
import { lostBuilds } from '../../../engine/adjustments/lost-builds.js';

const v = tinyMap();
const v1971 = tinyMap('1971');
const winter = { phase: { season: 'winter', kind: 'adjustments' as const } };

describe('adjustments (XIII.2)', () => {
  it('builds on owned, empty home centres, one per province, no more than the surplus', () => {
    const at = position(v, ['england F nth', 'france A por'], {
      ...winter,
      ownership: { lon: 'england', yor: 'england', spa: 'england', bre: 'england', por: 'france' },
    });
    const a = play(v, at, { england: ['Build F lon', 'Build A lon', 'Build A spa', 'Build A bre', 'Build A yor', 'Build F lon'] });
    expectOutcome(a, 'Build F lon', 'succeeded');
    expectOutcome(a, 'Build A lon', 'failed', /already built/);
    expectOutcome(a, 'Build A spa', 'invalid', /not a home centre/);
    expectOutcome(a, 'Build A bre', 'invalid', /not a home centre/);
    expectOutcome(a, 'Build A yor', 'succeeded');
    expect(unitsAfter(a)).toEqual(['england A yor', 'england F lon', 'england F nth', 'france A por']);
    expect(a.next.phase).toEqual({ season: 'spring', year: 1902, kind: 'movement' });
  });

  it('counts the builds each power did not order as lost, a waive and a build not among them (XIII.2)', () => {
    const at = position(v, ['england F nth'], { ...winter, ownership: { lon: 'england', yor: 'england', por: 'england', bre: 'france', mar: 'france' } });
    const a = play(v, at, { england: ['Waive'] });
    expect(lostBuilds(v, at, a.results)).toEqual([
      { power: 'england', builds: 1 },
      { power: 'france', builds: 2 },
    ]);
    expect(lostBuilds(v, at, play(v, at, { england: ['Waive', 'Build A lon'], france: ['Build A bre', 'Waive'] }).results)).toEqual([]);
    // A build refused is lost as well; outside an adjustments phase nothing is.
    expect(lostBuilds(v, at, play(v, at, { england: ['Waive', 'Build A spa'] }).results)).toEqual([
      { power: 'england', builds: 1 },
      { power: 'france', builds: 2 },
    ]);
    const spring = position(v, ['england F nth'], { ownership: at.ownership });
    expect(lostBuilds(v, spring, play(v, spring, {}).results)).toEqual([]);
  });

  it('stops at the number of builds allowed, counting waives (DATC 6.I.1)', () => {
    const at = position(v, ['england F nth'], { ...winter, ownership: { lon: 'england', yor: 'england' } });
    const a = play(v, at, { england: ['Waive', 'Build A lon'] });
    expectOutcome(a, 'Waive', 'succeeded');
    expectOutcome(a, 'Build A lon', 'failed', /only 1/);
  });

  it('refuses a move or a support, saying the phase takes none, in words', () => {
    const at = position(v, ['england F nth'], { ...winter, ownership: { lon: 'england', yor: 'england' } });
    const a = play(v, at, { england: ['F nth - lon'] });
    expectOutcome(a, 'F nth - lon', 'invalid', /^a move order cannot be given in an adjustments phase$/);
    const spring = position(v, ['england F nth'], { phase: { season: 'spring', kind: 'movement' as const } });
    expectOutcome(play(v, spring, { england: ['Build A lon'] }), 'Build A lon', 'invalid', /^a build order cannot be given in a movement phase$/);
  });

  it('refuses a fleet inland, an army at sea, an unowned home centre, and a coast left out', () => {
    const at = position(v, [], { ...winter, ownership: { vil: 'germany', hol: 'germany', bel: 'france', spa: 'germany' } });
    const a = play(v, at, { germany: ['Build F vil', 'Build A bel'], france: ['Build F bre'] });
    expectOutcome(a, 'Build F vil', 'invalid', /fleet/);
    expectOutcome(a, 'Build A bel', 'invalid', /does not own/);
    expectOutcome(a, 'Build F bre', 'invalid', /does not own|no build/);
  });

  it('disbands as ordered, refusing a disband of another power’s unit or one too many', () => {
    const at = position(v, ['england A yor', 'england F nth', 'germany A pic'], { ...winter, ownership: { lon: 'england', hol: 'germany' } });
    const a = play(v, at, { england: ['A yor D', 'A pic D', 'F nth D'] });
    expectOutcome(a, 'A yor D', 'succeeded');
    expectOutcome(a, 'A pic D', 'invalid', /belongs to germany|no unit to disband/);
    expect(unitsAfter(a)).toEqual(['england F nth', 'germany A pic']);
    expectOutcome(a, 'F nth D', 'failed', /only 1/);
  });

  describe('civil disorder (XIV.3)', () => {
    const units = ['england A yor', 'england F mao', 'germany A hol'];
    const ownership = { por: 'england', hol: 'germany' };
    it('current rules: the unit farthest from an owned centre goes (DATC 6.J.11)', () => {
      const a = play(v, position(v, units, { ...winter, ownership }), {});
      expectOutcome(a, 'A Yor D (no order)', 'succeeded');
      expect(unitsAfter(a)).toEqual(['england F mao', 'germany A hol']);
    });
    it('1971 rules: the unit farthest from a home centre goes', () => {
      const a = play(v1971, position(v1971, units, { ...winter, ownership }), {});
      expectOutcome(a, 'F Mao D (no order)', 'succeeded');
      expect(unitsAfter(a)).toEqual(['england A yor', 'germany A hol']);
    });
    it('at equal distance, fleets before armies, then by province name (DATC 6.J.4, 6.J.7)', () => {
      for (const variant of [v, v1971]) {
        const at = position(variant, ['england A yor', 'england F nth', 'england F eng'], { ...winter, ownership: { lon: 'england' } });
        const a = play(variant, at, {});
        expect(a.results.map((r) => r.text)).toEqual(['F Eng D (no order)', 'F Nth D (no order)']);
        expect(unitsAfter(a)).toEqual(['england A yor']);
      }
    });
    it('counts moves across the sea for armies (convoy routes, DATC 6.J.10)', () => {
      // gas → bre → eng → lon is 3 moves; yor is next to lon. By land alone lon is unreachable from gas.
      const at = position(v, ['england A gas', 'england A yor'], { ...winter, ownership: { lon: 'england' } });
      const a = play(v, at, {});
      expect(a.results.map((r) => r.text)).toEqual(['A Gas D (no order)']);
    });
    it('completes too few disband orders', () => {
      const at = position(v, ['england A yor', 'england F nth', 'england F eng'], { ...winter, ownership: { lon: 'england' } });
      const a = play(v, at, { england: ['A yor D'] });
      expect(a.results.map((r) => r.text)).toEqual(['A yor D', 'F Eng D (no order)']);
    });
  });
});
