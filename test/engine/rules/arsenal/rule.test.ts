/**
 * `rule arsenal` on variants/standard/arsenal.dip, sentence by sentence of the text
 * (arsenal-rule.fr.txt): the Fall sequence (c.5), placement (c.6), impossible orders (b.3),
 * and the state a position carries (types, units kept aside).
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../engine/adjudicate.js';
import { lostBuilds } from '../../../../engine/adjustments/lost-builds.js';
import { loadPosition } from '../../../../engine/files/load-position.js';
import { adjustmentsDue } from '../../../../engine/game/next-phase.js';
import { startPosition } from '../../../../engine/game/start-position.js';
import { legalBuilds, legalDisbands } from '../../../../engine/orders/legal-orders.js';
import { arsenalState, type ArsenalState } from '../../../../engine/rules/arsenal/state.js';
import type { Position } from '../../../../engine/types.js';
import { loadVariant } from '../../../support/variants.js';
import { expectOutcome, position, unitsAfter } from '../../core/helpers.js';

const variant = loadVariant('standard/arsenal.dip');
const standard = loadVariant('standard/standard.dip');

/** A winter adjustments position of the arsenal game, the Fall just played. */
function winter(units: string[], more: { ownership?: Record<string, string>; state?: ArsenalState } = {}): Position {
  const at = position(variant, units, { phase: { season: 'winter', year: 1901, kind: 'adjustments' } });
  return {
    ...at,
    ownership: { ...at.ownership, ...more.ownership },
    ...(more.state === undefined ? {} : { rules: { arsenal: more.state } }),
  };
}

const russia = ['russia A mos', 'russia A war', 'russia F stp/nc', 'russia F sev'];
const types = (p: Position) => arsenalState(variant, p).types;

describe('the start (section a)', () => {
  it('starts every power on its arsenals, with the types the text lists, and no state in the position', () => {
    const at = startPosition(variant);
    expect(at.rules).toBeUndefined();
    expect(types(at)).toMatchObject({ ber: 'army', mun: 'army', bon: 'army', kie: 'fleet', stp: 'fleet', sev: 'fleet', mos: 'army', war: 'army' });
    expect(at.units).toEqual(expect.arrayContaining([{ power: 'russia', type: 'fleet', location: 'stp/nc' }, { power: 'germany', type: 'army', location: 'bon' }]));
  });
});

describe('the Fall sequence (section c.5)', () => {
  it('leaves ownership as it was when the Fall ends: the adjustments phase changes it', () => {
    const at = position(variant, ['germany A ruh', ...russia.slice(1)], { phase: { season: 'fall', year: 1901, kind: 'movement' } });
    const after = adjudicate(variant, at, { germany: ['A Ruh - Hol'] });
    expect(after.next.phase).toEqual({ season: 'winter', year: 1901, kind: 'adjustments' });
    expect(after.next.ownership.hol).toBeUndefined();
    const played = adjudicate(variant, after.next, {});
    expect(played.next.ownership.hol).toBe('germany');
    expect(types(played.next).hol).toBe('army');
  });

  it('a lost army arsenal costs an army; its taker gains it as an army arsenal and an army to place', () => {
    // Russia took Berlin with the army that left Moscow.
    const at = winter(['germany A sil', 'germany A mun', 'germany A bon', 'germany F kie', 'russia A ber', 'russia A war', 'russia F stp/nc', 'russia F sev']);
    expect(legalDisbands(variant, at, 'germany').map((o) => o.kind === 'disband' && o.unit.location).sort()).toEqual(['bon', 'mun', 'sil']);
    const after = adjudicate(variant, at, { germany: ['Remove A Sil'], russia: ['Build A Mos'] });
    expectOutcome(after, 'Remove A Sil', 'succeeded');
    expectOutcome(after, 'Build A Mos', 'succeeded');
    expect(after.next.ownership.ber).toBe('russia');
    expect(types(after.next).ber).toBe('army');
    expect(unitsAfter(after)).not.toContain('germany A sil');
    expect(unitsAfter(after)).toContain('russia A mos');
    expect(after.next.phase).toEqual({ season: 'spring', year: 1902, kind: 'movement' });
  });

  it('says no build was lost by counting centres: the rule plays the adjustments itself', () => {
    // Counted the standard way, Russia (five centres, four units) would lose a build it did not order.
    const at = winter(russia, { ownership: { swe: 'russia' } });
    expect(lostBuilds(variant, at, adjudicate(variant, at, {}).results)).toEqual([]);
    const plain = { ...at, variant: 'standard' };
    expect(lostBuilds(standard, plain, adjudicate(standard, plain, {}).results)).toContainEqual({ power: 'russia', builds: 1 });
  });

  it('lists the removals before the placements, as the rule plays them, whatever order they were given in', () => {
    const at = winter(['germany A sil', 'germany A mun', 'germany A bon', 'germany F kie', 'russia A ber', 'russia A war', 'russia F stp/nc', 'russia F sev']);
    const after = adjudicate(variant, at, { russia: ['Build A Mos'], germany: ['Remove A Sil'] });
    expect(after.results.map((r) => r.text)).toEqual(['Remove A Sil', 'Build A Mos']);
  });

  it('a lost fleet arsenal costs a fleet, not an army', () => {
    const at = winter(['france A par', 'france A mar', 'france F mao', 'england F bre', 'england F edi', 'england A lvp']);
    const after = adjudicate(variant, at, { france: ['Remove A Par', 'Remove F Mao'], england: ['Build F Lon'] });
    expectOutcome(after, 'Remove A Par', 'invalid', 'France has lost no army arsenal: it removes no army');
    expectOutcome(after, 'Remove F Mao', 'succeeded');
    expectOutcome(after, 'Build F Lon', 'succeeded');
    expect(types(after.next).bre).toBe('fleet');
    expect(after.next.ownership.bre).toBe('england');
  });

  it('a centre taken by a fleet becomes a fleet arsenal, whatever it was; a neutral one taken by an army an army arsenal', () => {
    const at = winter(['russia F ber', 'russia A war', 'russia F stp/nc', 'russia F sev', 'germany A mun', 'germany A bon', 'germany F kie', 'germany A hol']);
    const after = adjudicate(variant, at, { germany: ['Remove A Hol'] });
    // Germany had to remove an army: it chose its taker, so Holland stays neutral…
    expect(after.next.ownership.hol).toBeUndefined();
    // …and Berlin, an army arsenal, is a Russian fleet arsenal now.
    expect(types(after.next).ber).toBe('fleet');
    expect(after.next.ownership.ber).toBe('russia');
    const kept = adjudicate(variant, at, { germany: ['Remove A Mun'] });
    expect(types(kept.next).hol).toBe('army');
    expect(kept.next.ownership.hol).toBe('germany');
  });

  it('losses come before gains, for all powers at once: an arsenal lost whose taker is removed becomes neutral, without a type', () => {
    // Each took the other's army arsenal: Germany Warsaw, Russia Berlin.
    const at = winter(['germany A war', 'germany A mun', 'germany A bon', 'germany F kie', 'russia A ber', 'russia A mos', 'russia F stp/nc', 'russia F sev']);
    const after = adjudicate(variant, at, { germany: ['Remove A War'], russia: ['Remove A Mos', 'Build A Mos'] });
    expectOutcome(after, 'Remove A War', 'succeeded');
    expect(after.next.ownership.war).toBeUndefined();
    expect(types(after.next).war).toBeUndefined();
    expect(after.next.ownership.ber).toBe('russia');
    // Russia's removal frees Moscow, a home arsenal it still holds: the army gained is placed there.
    expectOutcome(after, 'Build A Mos', 'succeeded');
    expect(unitsAfter(after)).toEqual(['germany A bon', 'germany A mun', 'germany F kie', 'russia A ber', 'russia A mos', 'russia F sev', 'russia F stp/nc']);
  });

  it('removes, when no removal is ordered, the unit farthest from home, but a taker only when no other unit of its type is left', () => {
    const at = winter(['germany A war', 'germany A mun', 'germany A bon', 'germany F kie', 'russia A ber', 'russia A mos', 'russia F stp/nc', 'russia F sev']);
    const after = adjudicate(variant, at, {});
    expect(after.results.filter((r) => r.order?.kind === 'disband').map((r) => `${r.power} ${r.text}`).sort()).toEqual([
      'germany A Bon D (no order)',
      'russia A Mos D (no order)',
    ]);
    expect(after.next.ownership.war).toBe('germany');
    expect(after.next.ownership.ber).toBe('russia');
  });

  it('refuses a removal beyond what the losses cost, and of a unit the power does not own', () => {
    const at = winter(['germany A sil', 'germany A mun', 'germany A bon', 'germany F kie', 'russia A ber', 'russia A war', 'russia F stp/nc', 'russia F sev']);
    const after = adjudicate(variant, at, { germany: ['Remove A Sil', 'Remove A Mun', 'Remove F Kie'], russia: ['Remove A War'] });
    expectOutcome(after, 'Remove A Mun', 'failed', 'Germany must remove only 1 army');
    expectOutcome(after, 'Remove F Kie', 'invalid', 'Germany has lost no fleet arsenal');
    expectOutcome(after, 'Remove A War', 'invalid', 'Russia has lost no arsenal');
  });
});

describe('placement (section c.6)', () => {
  it('places a fleet on any coastal home arsenal, an army on any home arsenal, nowhere else', () => {
    // Germany gains a fleet (Holland) and an army (Denmark), with Berlin, Kiel and Munich free.
    const at = winter(['germany F hol', 'germany A den', 'germany A ruh', 'germany A bon']);
    const fleetOnBerlin = adjudicate(variant, at, { germany: ['Build F Ber', 'Build A Kie'] });
    expectOutcome(fleetOnBerlin, 'Build F Ber', 'succeeded');
    expectOutcome(fleetOnBerlin, 'Build A Kie', 'succeeded');
    const wrong = adjudicate(variant, at, { germany: ['Build F Mun', 'Build A Hol', 'Build F Kie', 'Build F Ber'] });
    expectOutcome(wrong, 'Build F Mun', 'invalid', 'a fleet cannot be built in Mun');
    expectOutcome(wrong, 'Build A Hol', 'invalid', /occupied|not a home centre/);
    expectOutcome(wrong, 'Build F Kie', 'succeeded');
    expectOutcome(wrong, 'Build F Ber', 'failed', 'Germany may place only 1 fleet');
  });

  it('keeps aside a unit that cannot be placed, and places it when a home arsenal is free again', () => {
    // Italy holds Trieste; Austria took Tunis with a fleet and keeps its fleet in Greece.
    const state: ArsenalState = { types: { ...types(startPosition(variant)), gre: 'fleet' }, aside: {} };
    const at = winter(['italy A tri', 'italy A rom', 'italy F nap', 'austria A vie', 'austria A bud', 'austria F gre', 'austria F tun'], {
      ownership: { gre: 'austria' },
      state,
    });
    const after = adjudicate(variant, at, { austria: ['Remove F Gre', 'Build F Tri'] });
    expectOutcome(after, 'Build F Tri', 'invalid', /does not own|occupied/);
    expect(after.next.ownership.tun).toBe('austria');
    expect(after.next.ownership.tri).toBe('italy');
    expect(arsenalState(variant, after.next).aside.austria).toEqual({ army: 0, fleet: 1 });
    expect(legalBuilds(variant, at, 'austria')).toEqual([{ kind: 'waive' }]);

    // Italy's army made Trieste an army arsenal.
    expect(types(after.next).tri).toBe('army');
    // A year later an Austrian fleet has retaken Trieste (a fleet arsenal again) and left it: the fleet kept aside is placed there.
    const kept = arsenalState(variant, after.next);
    const later = winter(['austria A vie', 'austria A bud', 'austria F tun', 'austria F gre', 'italy A rom', 'italy F nap', 'italy A ven'], {
      ownership: { tri: 'austria', tun: 'austria', gre: 'austria' },
      state: { types: { ...kept.types, tri: 'fleet' }, aside: kept.aside },
    });
    expect(adjustmentsDue(variant, later)).toBe(true);
    const placed = adjudicate(variant, later, { austria: ['Build F Tri'] });
    expectOutcome(placed, 'Build F Tri', 'succeeded');
    expect(arsenalState(variant, placed.next).aside.austria).toBeUndefined();
  });

  it('gives back at placement a unit destroyed in spring for want of a retreat', () => {
    // Spring: the German army in Berlin is dislodged with nowhere to go.
    const spring = position(variant, ['germany A ber', 'germany A mun', 'germany A bon', 'germany F kie', 'russia A pru', 'russia A sil', 'russia F bal'], {});
    const blocked = { ...spring, units: [...spring.units, { power: 'russia' as const, type: 'army' as const, location: 'lvn' }] };
    const moved = adjudicate(variant, blocked, { russia: ['A Pru - Ber', 'A Sil S A Pru - Ber', 'F Bal S A Pru - Ber'], germany: ['A Mun H', 'A Bon H', 'F Kie H'] });
    expect(moved.dislodged.map((u) => u.location)).toEqual(['ber']);
    // Retreats: Berlin's only ways out (Kiel, Munich) are held, Prussia and Silesia too; the army is lost.
    expect(unitsAfter(moved).filter((u) => u.startsWith('germany'))).toEqual(['germany A bon', 'germany A mun', 'germany F kie']);
    // Winter, with Russia gone home and Berlin German and empty again: the army is owed and placed.
    const at = winter(['germany A mun', 'germany A bon', 'germany F kie', ...russia]);
    expect(adjustmentsDue(variant, at)).toBe(true);
    const after = adjudicate(variant, at, { germany: ['Build A Ber'] });
    expectOutcome(after, 'Build A Ber', 'succeeded');
  });

  it('skips the adjustments phase when nothing is lost, gained or owed', () => {
    const at = { ...startPosition(variant), phase: { season: 'winter', year: 1901, kind: 'adjustments' as const } };
    expect(adjustmentsDue(variant, at)).toBe(false);
    expect(adjustmentsDue(variant, { ...at, units: at.units.filter((u) => u.location !== 'ber') })).toBe(true);
  });
});

describe('impossible orders (section b.3)', () => {
  // Munich is ordered to London: impossible. Bohemia attacks it with Tyrolia's support; Berlin supports Munich to hold.
  const units = ['germany A mun', 'germany A ber', 'austria A boh', 'austria A tyr'];
  const orders = { germany: ['A Mun - Lon', 'A Ber S A Mun'], austria: ['A Boh - Mun', 'A Tyr S A Boh - Mun'] };

  it('the unit takes no part in other orders: a support to hold it is void, so it is dislodged', () => {
    const after = adjudicate(variant, position(variant, units), orders);
    expectOutcome(after, 'A Mun - Lon', 'invalid');
    expectOutcome(after, 'A Boh - Mun', 'succeeded');
    expect(after.dislodged.map((u) => u.location)).toEqual(['mun']);
    // In the standard game the unit holds, the support counts, and the attack bounces (DATC 4.E.1).
    const standardAfter = adjudicate(standard, position(standard, units), orders);
    expectOutcome(standardAfter, 'A Boh - Mun', 'failed');
    expect(standardAfter.dislodged).toEqual([]);
  });

  it('the unit comes back to its province: an attack of strength 1 does not take it', () => {
    const after = adjudicate(variant, position(variant, units), { germany: ['A Mun - Lon'], austria: ['A Boh - Mun'] });
    expectOutcome(after, 'A Boh - Mun', 'failed');
    expect(unitsAfter(after)).toContain('germany A mun');
  });
});

describe('the state a position carries', () => {
  const base = { variant: 'arsenal', phase: { season: 'winter', year: 1901, kind: 'adjustments' }, units: [] };

  it('reads types and units aside from a position file', () => {
    const loaded = loadPosition(variant, { ...base, rules: { arsenal: { types: { ber: 'fleet', hol: 'army' }, aside: { austria: { fleet: 1 } } } } });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(arsenalState(variant, loaded.value)).toEqual({ types: { ber: 'fleet', hol: 'army' }, aside: { austria: { army: 0, fleet: 1 } } });
  });

  it('names each bad field with its path', () => {
    const loaded = loadPosition(variant, { ...base, rules: { arsenal: { types: { ruh: 'army', ber: 'cavalry' }, aside: { narnia: { army: 1 }, italy: { army: -1 } }, extra: 1 } } });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.errors).toEqual([
        'rules.arsenal.extra: unknown field (expected types, aside)',
        'rules.arsenal.types.ruh: not a supply centre of arsenal',
        "rules.arsenal.types.ber: expected army or fleet, found 'cavalry'",
        'rules.arsenal.aside.narnia: not a power of arsenal',
        'rules.arsenal.aside.italy: counts are whole numbers from 0 to 99',
      ]);
    }
  });
});
