/**
 * The examples of the rules text (standard-rules.fr.txt, IX–XII and XIV.4) on the
 * Standard map, each asserting the outcome the text gives. Orders are written in short
 * English notation; the French-notation version of these examples (which also exercises
 * the parser) lives in test/engine/rules-examples.
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { dislodgedAfter, expectOutcome, play, position, unitsAfter } from './helpers.js';

// Standard as shipped plays its text's 1971 edition; the current rules, where they differ, on a copy.
const standard = loadVariant('standard/standard.dip');
const standardCurrent: Variant = { ...standard, rules: { ...standard.rules, edition: 'current' } };

describe('rules text examples on the Standard map', () => {
  it('example 1 (IX.3): no self-dislodgement, but the supported attack still holds off the Russians', () => {
    const a = play(
      standard,
      position(standard, ['england F den', 'england F nth', 'england F hel', 'russia A ber', 'russia F bal', 'russia F ska']),
      {
        england: ['F den - kie', 'F nth - den', 'F hel S F nth - den'],
        russia: ['A ber - kie', 'F bal S F ska - den', 'F ska - den'],
      },
    );
    for (const move of ['F den - kie', 'F nth - den', 'A ber - kie', 'F ska - den']) expectOutcome(a, move, 'failed');
    expect(a.dislodged).toEqual([]);
  });

  it('example 2 (IX.3): a German support for Austria does not dislodge a German unit; an Austrian one does', () => {
    const units = ['france A bur', 'germany A mun', 'germany A kie', 'austria A boh'];
    const orders = { france: ['A bur H'], germany: ['A mun - bur', 'A kie S A boh - mun'], austria: ['A boh - mun'] };
    const a = play(standard, position(standard, units), orders);
    expectOutcome(a, 'A boh - mun', 'failed');
    expect(a.dislodged).toEqual([]);
    const b = play(standard, position(standard, [...units, 'austria A tyr']), { ...orders, austria: ['A boh - mun', 'A tyr S A boh - mun'] });
    expectOutcome(b, 'A boh - mun', 'succeeded');
    expect(dislodgedAfter(b)).toEqual(['germany A mun <- boh']);
  });

  it('example 3 (IX.4): a supported attack breaks an own standoff, but not into an own occupied province', () => {
    const a = play(standard, position(standard, ['austria A ser', 'austria A vie', 'russia A gal']), {
      austria: ['A ser - bud', 'A vie - bud'],
      russia: ['A gal S A ser - bud'],
    });
    expectOutcome(a, 'A ser - bud', 'succeeded');
    expectOutcome(a, 'A vie - bud', 'failed');
    const b = play(standard, position(standard, ['austria A ser', 'austria A bud', 'russia A gal']), {
      austria: ['A ser - bud'],
      russia: ['A gal S A ser - bud'],
    });
    expectOutcome(b, 'A ser - bud', 'failed');
  });

  it('example 4 (IX.5): the beleaguered garrison is not dislodged', () => {
    const a = play(standard, position(standard, ['austria A ser', 'russia A rum', 'russia A bud', 'turkey A bul', 'turkey A gre']), {
      austria: ['A ser H'],
      russia: ['A rum - ser', 'A bud S A rum - ser'],
      turkey: ['A bul - ser', 'A gre S A bul - ser'],
    });
    expectOutcome(a, 'A ser H', 'succeeded');
    expect(a.dislodged).toEqual([]);
  });

  it('example 5 (IX.7): a unit dislodged by an attack from the province it attacks does not stop a third unit', () => {
    const a = play(standard, position(standard, ['turkey A bul', 'russia A rum', 'russia A ser', 'russia A sev']), {
      turkey: ['A bul - rum'],
      russia: ['A rum - bul', 'A ser S A rum - bul', 'A sev - rum'],
    });
    expectOutcome(a, 'A rum - bul', 'succeeded');
    expectOutcome(a, 'A sev - rum', 'succeeded');
    expect(dislodgedAfter(a)).toEqual(['turkey A bul <- rum']);
  });

  it('example 6 (IX.7): even when that unit was supported; without A Sev - Rum, Rumania is not contested', () => {
    const units = ['turkey A bul', 'turkey F bla', 'russia A rum', 'russia A gre', 'russia A ser', 'russia A sev'];
    const orders = {
      turkey: ['A bul - rum', 'F bla S A bul - rum'],
      russia: ['A rum - bul', 'A gre S A rum - bul', 'A ser S A rum - bul', 'A sev - rum'],
    };
    const a = play(standard, position(standard, units), orders);
    expectOutcome(a, 'A sev - rum', 'succeeded');
    expect(dislodgedAfter(a)).toEqual(['turkey A bul <- rum']);
    const b = play(standard, position(standard, units.slice(0, 5)), { ...orders, russia: orders.russia.slice(0, 3) });
    expect(b.next.phase.kind).toBe('retreats');
    expect(b.next.contested).toEqual([]);
  });

  it('example 7 (X): an attack from elsewhere cuts the support', () => {
    const a = play(standard, position(standard, ['germany A pru', 'germany A sil', 'russia A war', 'russia A boh']), {
      germany: ['A pru - war', 'A sil S A pru - war'],
      russia: ['A war H', 'A boh - sil'],
    });
    expectOutcome(a, 'A sil S A pru - war', 'failed', /support cut by A boh - sil/);
    expectOutcome(a, 'A pru - war', 'failed');
  });

  it('example 8 (X): an attack from the province supported into does not cut it', () => {
    const a = play(standard, position(standard, ['germany A pru', 'germany A sil', 'russia A war']), {
      germany: ['A pru - war', 'A sil S A pru - war'],
      russia: ['A war - sil'],
    });
    expectOutcome(a, 'A sil S A pru - war', 'succeeded');
    expect(dislodgedAfter(a)).toEqual(['russia A war <- pru']);
  });

  it('example 9 (X): a supporter dislodged from the province it supports into loses its support', () => {
    const a = play(standard, position(standard, ['germany A ber', 'germany A sil', 'russia A pru', 'russia A war', 'russia F bal']), {
      germany: ['A ber - pru', 'A sil S A ber - pru'],
      russia: ['A pru - sil', 'A war S A pru - sil', 'F bal - pru'],
    });
    expectOutcome(a, 'A sil S A ber - pru', 'failed', /dislodged by A pru - sil/);
    expectOutcome(a, 'A ber - pru', 'failed');
    expectOutcome(a, 'F bal - pru', 'failed');
    expect(dislodgedAfter(a)).toEqual(['germany A sil <- pru']);
  });

  it('example 10 (X): a dislodged attacker still cuts a support', () => {
    const a = play(standard, position(standard, ['germany A ber', 'germany A mun', 'russia A pru', 'russia A sil', 'russia A boh', 'russia A tyr']), {
      germany: ['A ber H', 'A mun - sil'],
      russia: ['A pru - ber', 'A sil S A pru - ber', 'A boh - mun', 'A tyr S A boh - mun'],
    });
    expectOutcome(a, 'A sil S A pru - ber', 'failed', /support cut by A mun - sil/);
    expectOutcome(a, 'A pru - ber', 'failed');
    expect(dislodgedAfter(a)).toEqual(['germany A mun <- boh']);
  });

  it('example 11 (XII.3): a dislodged convoying fleet stops the army', () => {
    const a = play(standard, position(standard, ['france A spa', 'france F lyo', 'france F tys', 'italy F ion', 'italy F tun']), {
      france: ['A spa - nap', 'F lyo C A spa - nap', 'F tys C A spa - nap'],
      italy: ['F ion - tys', 'F tun S F ion - tys'],
    });
    expectOutcome(a, 'A spa - nap', 'failed', /convoy disrupted/);
    expect(unitsAfter(a)).toContain('france A spa');
    expect(dislodgedAfter(a)).toEqual(['france F tys <- ion']);
  });

  describe('example 12 (XII.4): two ordered routes, one fleet dislodged', () => {
    const units = ['england A lon', 'england F eng', 'england F nth', 'france F bre', 'france F iri'];
    const orders = {
      england: ['A lon - bel', 'F eng C A lon - bel', 'F nth C A lon - bel'],
      france: ['F bre - eng', 'F iri S F bre - eng'],
    };
    it('1971 edition (Standard as shipped): the army does not move', () => {
      expect(standard.rules.edition).toBe('1971');
      const a = play(standard, position(standard, units), orders);
      expectOutcome(a, 'A lon - bel', 'failed', /convoy disrupted/);
      expect(dislodgedAfter(a)).toEqual(['england F eng <- bre']);
    });
    it('current edition: it moves by the surviving route', () => {
      const a = play(standardCurrent, position(standardCurrent, units), orders);
      expectOutcome(a, 'A lon - bel', 'succeeded');
      expect(dislodgedAfter(a)).toEqual(['england F eng <- bre']);
    });
  });

  it('example 13 (XII.5): the convoyed attack does not cut the support against its convoy (both editions)', () => {
    for (const variant of [standard, standardCurrent]) {
      const a = play(variant, position(variant, ['france A spa', 'france F lyo', 'france F tys', 'italy F ion', 'italy F nap']), {
        france: ['A spa - nap', 'F lyo C A spa - nap', 'F tys C A spa - nap'],
        italy: ['F ion - tys', 'F nap S F ion - tys'],
      });
      expectOutcome(a, 'F nap S F ion - tys', 'succeeded');
      expectOutcome(a, 'A spa - nap', 'failed');
      expect(dislodgedAfter(a)).toEqual(['france F tys <- ion']);
    }
  });

  it('XIV.4: three units rotate, and two swap when one is convoyed', () => {
    const rotation = play(standard, position(standard, ['germany A hol', 'germany F bel', 'england F nth']), {
      germany: ['A hol - bel', 'F bel - nth'],
      england: ['F nth - hol'],
    });
    expect(rotation.results.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const swap = play(standard, position(standard, ['england A lon', 'england F nth', 'france A bel', 'france F eng']), {
      england: ['A lon - bel', 'F nth C A lon - bel'],
      france: ['A bel - lon', 'F eng C A bel - lon'],
    });
    expect(unitsAfter(swap)).toEqual(['england A bel', 'england F nth', 'france A lon', 'france F eng']);
  });

  it('XIV.3: civil disorder measured from home centres (1971) or from owned centres (current, DATC 6.J.11)', () => {
    // Italy owns only Warsaw and has two armies: one must go.
    const units = ['italy A war', 'italy A tus'];
    const more = { phase: { season: 'winter', kind: 'adjustments' as const }, ownership: { war: 'italy' } };
    const current = play(standardCurrent, position(standardCurrent, units, more), {});
    expect(current.results.map((r) => r.text)).toEqual(['A Tus D (no order)']);
    const old = play(standard, position(standard, units, more), {});
    expect(old.results.map((r) => r.text)).toEqual(['A War D (no order)']);
  });
});
