/**
 * DATC 6.I: builds, played as a winter 1901 adjustments phase. The DATC only says how
 * many units a power may build; the ownership and units below are our own choice of a
 * position that gives that number.
 */
import { WINTER_1901, type DatcCase } from '../case.js';

export const cases6I: readonly DatcCase[] = [
  {
    id: '6.I.1',
    title: 'Build orders beyond the allowance are taken in order, the rest fail',
    // Three centres, two units: one build.
    position: { phase: WINTER_1901, units: { germany: ['A ber', 'A ruh'] }, ownership: { germany: ['ber', 'kie', 'mun'] } },
    orders: { germany: ['B A war', 'B A kie', 'B A mun'] },
    expect: { 'B A war': 'invalid', 'B A kie': 'succeeded', 'B A mun': 'failed' },
  },
  {
    id: '6.I.2',
    title: 'No fleet can be built inland',
    position: { phase: WINTER_1901, units: {}, ownership: { russia: ['mos'] } },
    orders: { russia: ['B F mos'] },
    expect: { 'B F mos': 'invalid' },
  },
  {
    id: '6.I.3',
    title: 'No build in an occupied centre',
    position: { phase: WINTER_1901, units: { germany: ['A ber'] }, ownership: { germany: ['ber', 'kie'] } },
    orders: { germany: ['B A ber'] },
    expect: { 'B A ber': 'invalid' },
  },
  {
    id: '6.I.4',
    title: 'No build on one coast while the other is occupied',
    position: { phase: WINTER_1901, units: { russia: ['F stp/sc'] }, ownership: { russia: ['stp', 'mos'] } },
    orders: { russia: ['B A stp/nc'] },
    expect: { 'B A stp/nc': 'invalid' },
  },
  {
    id: '6.I.5',
    title: 'No build in a home centre owned by another power',
    // Russia took Berlin last year and left; Germany has centres to spare elsewhere.
    position: {
      phase: WINTER_1901,
      units: { germany: ['F den', 'A hol'] },
      ownership: { germany: ['kie', 'mun', 'den', 'hol'], russia: ['ber'] },
    },
    orders: { germany: ['B A ber'] },
    expect: { 'B A ber': 'invalid' },
  },
  {
    id: '6.I.6',
    title: 'No build in an owned centre that is not a home centre',
    position: {
      phase: WINTER_1901,
      units: { germany: ['A ber', 'F kie', 'A mun'] },
      ownership: { germany: ['ber', 'kie', 'mun', 'war'] },
    },
    orders: { germany: ['B A war'] },
    expect: { 'B A war': 'invalid' },
  },
  {
    id: '6.I.7',
    title: 'Only one build per centre',
    position: { phase: WINTER_1901, units: {}, ownership: { russia: ['mos', 'stp'] } },
    orders: { russia: ['B A mos', 'B A mos'] },
    expect: { 'B A mos': ['succeeded', 'failed'] },
  },
];
