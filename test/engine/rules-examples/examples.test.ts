/**
 * The worked examples of the French rules text (variants' shared/rules/standard-rules.fr.txt,
 * sections IX to XII, examples 1 to 13) and the notes of XIV.4, played on the compiled
 * Standard map with the orders written as the text writes them (`A Bur (S) A Tyr-Mun`),
 * so they test the French order notation as well. Where the scanned text runs two
 * province names together ("A BohSil") the hyphen is restored.
 *
 * Example 12 shows a rule of the 1971 edition (XII.4: a convoy with several routes is
 * broken when any route is): it is played under `edition: '1971'`, where the army
 * stays, and under the current rules, where it crosses by the North Sea.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../../model/variant.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { loadVariant } from '../../support/variants.js';
import type { DatcCase } from '../datc/case.js';
import { lintCase, runCase } from '../datc/run-case.js';

const BOUNCED = 'the text does not say what becomes of this convoy order';

/** Example 12's position and orders, played under both editions. */
const example12 = {
  position: { units: { england: ['A lon', 'F eng', 'F nth'], france: ['F bre', 'F iri'] } },
  orders: {
    england: ['A Lon-Bel', 'F Eng (C) A Lon-Bel', 'F Nth (C) A Lon-Bel'],
    france: ['F Bre-Eng', 'F Iri (S) F Bre-Eng'],
  },
  dislodged: [{ unit: 'F eng', from: 'bre' }],
};

export const examples: readonly DatcCase[] = [
  {
    id: 'Exemple 1',
    title: 'IX.3: England cannot dislodge its own fleet, but its supported attack still stops Russia',
    position: { units: { england: ['F den', 'F nth', 'F hel'], russia: ['A ber', 'F bal', 'F ska'] } },
    orders: {
      england: ['F Den-Kie', 'F Nth-Den', 'F Hel (S) F Nth-Den'],
      russia: ['A Ber-Kie', 'F Bal (S) F Ska-Den', 'F Ska-Den'],
    },
    expect: {
      'F Den-Kie': 'failed',
      'F Nth-Den': 'failed',
      'F Hel (S) F Nth-Den': 'succeeded',
      'A Ber-Kie': 'failed',
      'F Bal (S) F Ska-Den': 'succeeded',
      'F Ska-Den': 'failed',
    },
  },
  {
    id: 'Exemple 2',
    title: 'IX.3: a German support for Austria does not dislodge a German unit',
    position: { units: { france: ['A bur'], germany: ['A mun', 'A kie'], austria: ['A boh'] } },
    orders: { france: ['Bur (H)'], germany: ['A Mun-Bur', 'A Kie (S) Autriche A Boh-Mun'], austria: ['A Boh-Mun'] },
    expect: { 'A Mun-Bur': 'failed', 'A Kie (S) Autriche A Boh-Mun': 'succeeded', 'A Boh-Mun': 'failed' },
  },
  {
    id: 'Exemple 2, suite',
    title: 'IX.3: with a second, Austrian support the German army in Munich is dislodged',
    position: { units: { france: ['A bur'], germany: ['A mun', 'A kie'], austria: ['A boh', 'A tyr'] } },
    orders: {
      france: ['Bur (H)'],
      germany: ['A Mun-Bur', 'A Kie (S) Autriche A Boh-Mun'],
      austria: ['A Boh-Mun', 'A Tyr (S) A Boh-Mun'],
    },
    expect: {
      'A Mun-Bur': 'failed',
      'A Kie (S) Autriche A Boh-Mun': 'succeeded',
      'A Boh-Mun': 'succeeded',
      'A Tyr (S) A Boh-Mun': 'succeeded',
    },
    dislodged: [{ unit: 'A mun', from: 'boh' }],
  },
  {
    id: 'Exemple 3',
    title: 'IX.4: a supported attack beats an own standoff',
    position: { units: { austria: ['A ser', 'A vie'], russia: ['A gal'] } },
    orders: { austria: ['A Ser-Bud', 'A Vie-Bud'], russia: ['A Gal (S) Autriche A Ser-Bud'] },
    expect: { 'A Ser-Bud': 'succeeded', 'A Vie-Bud': 'failed', 'A Gal (S) Autriche A Ser-Bud': 'succeeded' },
  },
  {
    id: 'Exemple 3, suite',
    title: 'IX.4: it would fail against an Austrian army already in Budapest',
    position: { units: { austria: ['A ser', 'A vie', 'A bud'], russia: ['A gal'] } },
    orders: { austria: ['A Ser-Bud', 'A Vie-Bud'], russia: ['A Gal (S) Autriche A Ser-Bud'] },
    expect: { 'A Ser-Bud': 'failed', 'A Vie-Bud': 'failed', 'A Gal (S) Autriche A Ser-Bud': 'succeeded' },
  },
  {
    id: 'Exemple 4',
    title: 'IX.5: a garrison besieged by two equal attacks stays',
    position: { units: { austria: ['A ser'], russia: ['A rum', 'A bud'], turkey: ['A bul', 'A gre'] } },
    orders: {
      austria: ['A Ser (H)'],
      russia: ['A Rum-Ser', 'A Bud (S) A Rum-Ser'],
      turkey: ['A Bul-Ser', 'A Gre (S) A Bul-Ser'],
    },
    expect: { 'A Rum-Ser': 'failed', 'A Bud (S) A Rum-Ser': 'succeeded', 'A Bul-Ser': 'failed', 'A Gre (S) A Bul-Ser': 'succeeded' },
  },
  {
    id: 'Exemple 5',
    title: 'IX.7: a unit dislodged from Rumania no longer stops another army entering Rumania',
    position: { units: { turkey: ['A bul'], russia: ['A rum', 'A ser', 'A sev'] } },
    orders: { turkey: ['A Bul-Rum'], russia: ['A Rum-Bul', 'A Ser (S) A Rum-Bul', 'A Sev-Rum'] },
    expect: { 'A Bul-Rum': 'failed', 'A Rum-Bul': 'succeeded', 'A Ser (S) A Rum-Bul': 'succeeded', 'A Sev-Rum': 'succeeded' },
    dislodged: [{ unit: 'A bul', from: 'rum' }],
  },
  {
    id: 'Exemple 6',
    title: 'IX.7: not even when its own attack on Rumania was supported',
    position: { units: { turkey: ['A bul', 'F bla'], russia: ['A rum', 'A gre', 'A ser', 'A sev'] } },
    orders: {
      turkey: ['A Bul-Rum', 'F Bla (S) A Bul-Rum'],
      russia: ['A Rum-Bul', 'A Gre (S) A Rum-Bul', 'A Ser (S) A Rum-Bul', 'A Sev-Rum'],
    },
    expect: {
      'A Bul-Rum': 'failed',
      'F Bla (S) A Bul-Rum': 'succeeded',
      'A Rum-Bul': 'succeeded',
      'A Gre (S) A Rum-Bul': 'succeeded',
      'A Ser (S) A Rum-Bul': 'succeeded',
      'A Sev-Rum': 'succeeded',
    },
    dislodged: [{ unit: 'A bul', from: 'rum' }],
  },
  {
    id: 'Exemple 7',
    title: 'X: an attack from elsewhere cuts a support',
    position: { units: { germany: ['A pru', 'A sil'], russia: ['A war', 'A boh'] } },
    orders: { germany: ['A Pru-War', 'A Sil (S) A Pru-War'], russia: ['A War (H)', 'A Boh-Sil'] },
    expect: { 'A Pru-War': 'failed', 'A Sil (S) A Pru-War': 'failed', 'A Boh-Sil': 'failed' },
  },
  {
    id: 'Exemple 8',
    title: 'X: an attack from the province the support is aimed at does not cut it',
    position: { units: { germany: ['A pru', 'A sil'], russia: ['A war'] } },
    orders: { germany: ['A Pru-War', 'A Sil (S) A Pru-War'], russia: ['A War-Sil'] },
    expect: { 'A Pru-War': 'succeeded', 'A Sil (S) A Pru-War': 'succeeded', 'A War-Sil': 'failed' },
    dislodged: [{ unit: 'A war', from: 'pru' }],
  },
  {
    id: 'Exemple 9',
    title: 'X: a dislodged unit gives no support, whatever the attack came from',
    position: { units: { germany: ['A ber', 'A sil'], russia: ['A pru', 'A war', 'F bal'] } },
    orders: {
      germany: ['A Ber-Pru', 'A Sil (S) A Ber-Pru'],
      russia: ['A Pru-Sil', 'A War (S) A Pru-Sil', 'F Bal-Pru'],
    },
    expect: {
      'A Ber-Pru': 'failed',
      'A Sil (S) A Ber-Pru': 'failed',
      'A Pru-Sil': 'succeeded',
      'A War (S) A Pru-Sil': 'succeeded',
      'F Bal-Pru': 'failed',
    },
    dislodged: [{ unit: 'A sil', from: 'pru' }],
  },
  {
    id: 'Exemple 10',
    title: 'X: a unit dislodged while attacking still cuts a support',
    position: { units: { germany: ['A ber', 'A mun'], russia: ['A pru', 'A sil', 'A boh', 'A tyr'] } },
    orders: {
      germany: ['A Ber (H)', 'A Mun-Sil'],
      russia: ['A Pru-Ber', 'A Sil (S) A Pru-Ber', 'A Boh-Mun', 'A Tyr (S) A Boh-Mun'],
    },
    expect: {
      'A Mun-Sil': 'failed',
      'A Pru-Ber': 'failed',
      'A Sil (S) A Pru-Ber': 'failed',
      'A Boh-Mun': 'succeeded',
      'A Tyr (S) A Boh-Mun': 'succeeded',
    },
    dislodged: [{ unit: 'A mun', from: 'boh' }],
  },
  {
    id: 'Exemple 11',
    title: 'XII.3: a convoy is broken when one of its fleets is dislodged',
    position: { units: { france: ['A spa', 'F lyo', 'F tys'], italy: ['F ion', 'F tun'] } },
    orders: {
      france: ['A Spa-Nap', 'F GLy (C) A Spa-Nap', 'F TyS (C) A Spa-Nap'],
      italy: ['F Ion-TyS', 'F Tun (S) F Ion-TyS'],
    },
    expect: {
      'A Spa-Nap': 'failed',
      'F TyS (C) A Spa-Nap': 'failed',
      'F Ion-TyS': 'succeeded',
      'F Tun (S) F Ion-TyS': 'succeeded',
    },
    open: { 'F GLy (C) A Spa-Nap': BOUNCED },
    dislodged: [{ unit: 'F tys', from: 'ion' }],
  },
  {
    id: 'Exemple 12 (règles actuelles)',
    title: 'XII.4 under the current rules: the army crosses by the North Sea',
    ...example12,
    expect: {
      'A Lon-Bel': 'succeeded',
      'F Eng (C) A Lon-Bel': 'failed',
      'F Nth (C) A Lon-Bel': 'succeeded',
      'F Bre-Eng': 'succeeded',
      'F Iri (S) F Bre-Eng': 'succeeded',
    },
  },
  {
    id: 'Exemple 13',
    title: 'XII.5: a convoyed army does not cut a support against its own convoy',
    position: { units: { france: ['A spa', 'F lyo', 'F tys'], italy: ['F ion', 'F nap'] } },
    orders: {
      france: ['A Spa-Nap', 'F Gly (C) A Spa-Nap', 'F Tys (C) A Spa-Nap'],
      italy: ['F Ion-TyS', 'F Nap (S) F Ion-Tys'],
    },
    expect: {
      'A Spa-Nap': 'failed',
      'F Tys (C) A Spa-Nap': 'failed',
      'F Ion-TyS': 'succeeded',
      'F Nap (S) F Ion-Tys': 'succeeded',
    },
    open: { 'F Gly (C) A Spa-Nap': BOUNCED },
    dislodged: [{ unit: 'F tys', from: 'ion' }],
  },
  {
    id: 'XIV.4 (Kiel)',
    title: 'XIV.4: a fleet in Kiel cannot convoy',
    position: { units: { germany: ['A hol', 'F kie'] } },
    orders: { germany: ['A Hol-Ber', 'F Kie (C) A Hol-Ber'] },
    expect: { 'A Hol-Ber': 'invalid', 'F Kie (C) A Hol-Ber': 'invalid' },
  },
  {
    id: 'XIV.4 (Constantinople)',
    title: 'XIV.4: a fleet in Constantinople cannot convoy',
    position: { units: { turkey: ['A bul', 'F con'] } },
    orders: { turkey: ['A Bul-Ank', 'F Con (C) A Bul-Ank'] },
    expect: { 'A Bul-Ank': 'invalid', 'F Con (C) A Bul-Ank': 'invalid' },
  },
  {
    id: 'XIV.4 (rotation)',
    title: 'XIV.4: three units rotating all move',
    position: { units: { england: ['A hol', 'F bel', 'F nth'] } },
    orders: { england: ['A Hol-Bel', 'F Bel-Nth', 'F Nth-Hol'] },
    expect: { 'A Hol-Bel': 'succeeded', 'F Bel-Nth': 'succeeded', 'F Nth-Hol': 'succeeded' },
  },
  {
    id: 'XIV.4 (échange par convoi)',
    title: 'XIV.4: two armies swap places when convoyed',
    position: { units: { england: ['A lon', 'F nth'], france: ['A bel', 'F eng'] } },
    orders: {
      england: ['A Lon-Bel', 'F Nth (C) A Lon-Bel'],
      france: ['A Bel-Lon', 'F Eng (C) A Bel-Lon'],
    },
    expect: {
      'A Lon-Bel': 'succeeded',
      'F Nth (C) A Lon-Bel': 'succeeded',
      'A Bel-Lon': 'succeeded',
      'F Eng (C) A Bel-Lon': 'succeeded',
    },
  },
];

/** Example 12 as the text itself rules it (1971 edition): played on a 1971 copy of Standard. */
export const example12In1971: DatcCase = {
  id: 'Exemple 12 (édition 1971)',
  title: 'XII.4 in the 1971 edition: the dislodged fleet breaks the convoy, the army stays',
  ...example12,
  expect: {
    'A Lon-Bel': 'failed',
    'F Eng (C) A Lon-Bel': 'failed',
    'F Bre-Eng': 'succeeded',
    'F Iri (S) F Bre-Eng': 'succeeded',
  },
  open: { 'F Nth (C) A Lon-Bel': 'the text does not say what becomes of the undisturbed fleet’s order' },
};

let standard: Variant;
let standard1971: Variant;

beforeAll(async () => {
  standard = await loadVariant('standard/standard.dip');
  standard1971 = { ...standard, rules: { ...standard.rules, edition: '1971' } };
});

describe('rules text examples (standard-rules.fr.txt)', () => {
  for (const c of examples) {
    it(`${c.id}: ${c.title}`, () => {
      expect(lintCase(c)).toEqual([]);
      expect(runCase(standard, c, adjudicate)).toEqual([]);
    });
  }

  // The text is the 1971 edition: every example holds there too, except example 12,
  // whose 1971 outcome is the case below (the current rules decide it otherwise).
  for (const c of examples.filter((e) => !e.id.startsWith('Exemple 12'))) {
    it(`${c.id} under the 1971 edition`, () => {
      expect(runCase(standard1971, c, adjudicate)).toEqual([]);
    });
  }

  it(`${example12In1971.id}: ${example12In1971.title}`, () => {
    expect(standard1971.rules.edition).toBe('1971');
    expect(lintCase(example12In1971)).toEqual([]);
    expect(runCase(standard1971, example12In1971, adjudicate)).toEqual([]);
  });
});
