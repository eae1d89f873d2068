/** DATC 6.C: circular movement. */
import type { DatcCase } from '../case.js';

const CONVOY_PART_OF_FAILED_CHAIN = 'the convoy was not disrupted here, but the army did not arrive: the DATC does not say';

export const cases6C: readonly DatcCase[] = [
  {
    id: '6.C.1',
    title: 'Three units rotate',
    position: { units: { turkey: ['F ank', 'A con', 'A smy'] } },
    orders: { turkey: ['F ank - con', 'A con - smy', 'A smy - ank'] },
    expect: { 'F ank - con': 'succeeded', 'A con - smy': 'succeeded', 'A smy - ank': 'succeeded' },
  },
  {
    id: '6.C.2',
    title: 'Three units rotate while one of them is supported',
    position: { units: { turkey: ['F ank', 'A con', 'A smy', 'A bul'] } },
    orders: { turkey: ['F ank - con', 'A con - smy', 'A smy - ank', 'A bul S F ank - con'] },
    expect: {
      'F ank - con': 'succeeded',
      'A con - smy': 'succeeded',
      'A smy - ank': 'succeeded',
      'A bul S F ank - con': 'succeeded',
    },
  },
  {
    id: '6.C.3',
    title: 'A bounce on one leg stops the whole rotation',
    position: { units: { turkey: ['F ank', 'A con', 'A smy', 'A bul'] } },
    orders: { turkey: ['F ank - con', 'A con - smy', 'A smy - ank', 'A bul - con'] },
    expect: { 'F ank - con': 'failed', 'A con - smy': 'failed', 'A smy - ank': 'failed', 'A bul - con': 'failed' },
  },
  {
    id: '6.C.4',
    title: 'A rotation through a convoy whose fleet is attacked but stays',
    position: {
      units: { austria: ['A tri', 'A ser'], turkey: ['A bul', 'F aeg', 'F ion', 'F adr'], italy: ['F nap'] },
    },
    orders: {
      austria: ['A tri - ser', 'A ser - bul'],
      turkey: ['A bul - tri', 'F aeg C A bul - tri', 'F ion C A bul - tri', 'F adr C A bul - tri'],
      italy: ['F nap - ion'],
    },
    expect: {
      'A tri - ser': 'succeeded',
      'A ser - bul': 'succeeded',
      'A bul - tri': 'succeeded',
      'F aeg C A bul - tri': 'succeeded',
      'F ion C A bul - tri': 'succeeded',
      'F adr C A bul - tri': 'succeeded',
      'F nap - ion': 'failed',
    },
  },
  {
    id: '6.C.5',
    title: 'A rotation through a convoy whose fleet is dislodged fails',
    position: {
      units: {
        austria: ['A tri', 'A ser'],
        turkey: ['A bul', 'F aeg', 'F ion', 'F adr'],
        italy: ['F nap', 'F tun'],
      },
    },
    orders: {
      austria: ['A tri - ser', 'A ser - bul'],
      turkey: ['A bul - tri', 'F aeg C A bul - tri', 'F ion C A bul - tri', 'F adr C A bul - tri'],
      italy: ['F nap - ion', 'F tun S F nap - ion'],
    },
    expect: {
      'A tri - ser': 'failed',
      'A ser - bul': 'failed',
      'A bul - tri': 'failed',
      'F ion C A bul - tri': 'failed',
      'F nap - ion': 'succeeded',
      'F tun S F nap - ion': 'succeeded',
    },
    open: {
      'F aeg C A bul - tri': CONVOY_PART_OF_FAILED_CHAIN,
      'F adr C A bul - tri': CONVOY_PART_OF_FAILED_CHAIN,
    },
    dislodged: [{ unit: 'F ion', from: 'nap' }],
  },
  {
    id: '6.C.6',
    title: 'Two convoyed armies swap places',
    position: { units: { england: ['F nth', 'A lon'], france: ['F eng', 'A bel'] } },
    orders: { england: ['F nth C A lon - bel', 'A lon - bel'], france: ['F eng C A bel - lon', 'A bel - lon'] },
    expect: {
      'F nth C A lon - bel': 'succeeded',
      'A lon - bel': 'succeeded',
      'F eng C A bel - lon': 'succeeded',
      'A bel - lon': 'succeeded',
    },
  },
  {
    id: '6.C.7',
    title: 'A swap by convoy fails when one side bounces',
    position: { units: { england: ['F nth', 'A lon'], france: ['F eng', 'A bel', 'A bur'] } },
    orders: {
      england: ['F nth C A lon - bel', 'A lon - bel'],
      france: ['F eng C A bel - lon', 'A bel - lon', 'A bur - bel'],
    },
    expect: { 'A lon - bel': 'failed', 'A bel - lon': 'failed', 'A bur - bel': 'failed' },
    open: {
      'F nth C A lon - bel': 'the army was carried but bounced: the DATC does not say',
      'F eng C A bel - lon': 'the army was carried but bounced: the DATC does not say',
    },
  },
  {
    id: '6.C.8',
    title: 'A broken rotation cannot end in a power dislodging its own unit',
    position: { units: { turkey: ['F con', 'A bul', 'A smy'], russia: ['F bla'], austria: ['A ser'] } },
    orders: {
      turkey: ['F con - bla', 'A bul - con', 'A smy S A bul - con'],
      russia: ['F bla - bul/ec'],
      austria: ['A ser - bul'],
    },
    expect: {
      'F con - bla': 'failed',
      'A bul - con': 'failed',
      'A smy S A bul - con': 'succeeded',
      'F bla - bul/ec': 'failed',
      'A ser - bul': 'failed',
    },
  },
  {
    id: '6.C.9',
    title: 'A broken rotation cannot end in a power helping to dislodge its own unit',
    position: { units: { turkey: ['F con', 'A smy'], russia: ['F bla'], austria: ['A ser', 'A bul'] } },
    orders: {
      turkey: ['F con - bla', 'A smy S A bul - con'],
      russia: ['F bla - bul/ec'],
      austria: ['A ser - bul', 'A bul - con'],
    },
    expect: {
      'F con - bla': 'failed',
      'A smy S A bul - con': 'succeeded',
      'F bla - bul/ec': 'failed',
      'A ser - bul': 'failed',
      'A bul - con': 'failed',
    },
  },
];
