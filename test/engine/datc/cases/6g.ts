/**
 * DATC 6.G: convoys to adjacent provinces. Choices (DATC preferences): the 2000/2023
 * rule for intent (issue 4.A.3: an own fleet ordered to convoy, or "via convoy", makes
 * the army go by sea; foreign fleets alone do not) without a land fallback; the
 * attack comes from the army's province for cutting support (4.A.4 a); a unit
 * dislodged by a convoyed army may retreat there (4.A.5 b); a dislodged unit still
 * bounces a third unit when it was not in a head-to-head battle (4.A.7 b).
 */
import type { DatcCase } from '../case.js';

const BOUNCED = 'the army was carried but bounced at its destination: the DATC does not say';
const NOT_USED = 'the army did not go by this convoy: the DATC does not say';

export const cases6G: readonly DatcCase[] = [
  {
    id: '6.G.1',
    title: 'Two units swap places through a convoy',
    position: { units: { england: ['A nwy', 'F ska'], russia: ['A swe'] } },
    orders: { england: ['A nwy - swe', 'F ska C A nwy - swe'], russia: ['A swe - nwy'] },
    expect: { 'A nwy - swe': 'succeeded', 'F ska C A nwy - swe': 'succeeded', 'A swe - nwy': 'succeeded' },
  },
  {
    id: '6.G.2',
    title: 'A foreign fleet cannot kidnap an army',
    position: { units: { england: ['A nwy'], russia: ['F swe'], germany: ['F ska'] } },
    orders: { england: ['A nwy - swe'], russia: ['F swe - nwy'], germany: ['F ska C A nwy - swe'] },
    expect: { 'A nwy - swe': 'failed', 'F swe - nwy': 'failed' },
    open: { 'F ska C A nwy - swe': NOT_USED },
  },
  {
    id: '6.G.3',
    title: 'An unwanted convoy by a doomed foreign fleet does not stop a land move',
    position: { units: { france: ['F bre', 'A pic', 'A bur', 'F mao'], england: ['F eng'] } },
    orders: {
      france: ['F bre - eng', 'A pic - bel', 'A bur S A pic - bel', 'F mao S F bre - eng'],
      england: ['F eng C A pic - bel'],
    },
    expect: {
      'F bre - eng': 'succeeded',
      'A pic - bel': 'succeeded',
      'A bur S A pic - bel': 'succeeded',
      'F mao S F bre - eng': 'succeeded',
      'F eng C A pic - bel': 'failed',
    },
    dislodged: [{ unit: 'F eng', from: 'bre' }],
  },
  {
    id: '6.G.4',
    title: 'The same with a unit moving the opposite way',
    position: { units: { france: ['F bre', 'A pic', 'A bur', 'F mao'], england: ['F eng', 'A bel'] } },
    orders: {
      france: ['F bre - eng', 'A pic - bel', 'A bur S A pic - bel', 'F mao S F bre - eng'],
      england: ['F eng C A pic - bel', 'A bel - pic'],
    },
    expect: {
      'F bre - eng': 'succeeded',
      'A pic - bel': 'succeeded',
      'A bur S A pic - bel': 'succeeded',
      'F mao S F bre - eng': 'succeeded',
      'F eng C A pic - bel': 'failed',
      'A bel - pic': 'failed',
    },
    dislodged: [
      { unit: 'F eng', from: 'bre' },
      { unit: 'A bel', from: 'pic' },
    ],
  },
  {
    id: '6.G.5',
    title: 'One own fleet among the convoying fleets shows the intent',
    position: { units: { italy: ['A rom', 'F tys'], turkey: ['A apu', 'F ion'] } },
    orders: { italy: ['A rom - apu', 'F tys C A apu - rom'], turkey: ['A apu - rom', 'F ion C A apu - rom'] },
    expect: {
      'A rom - apu': 'succeeded',
      'F tys C A apu - rom': 'succeeded',
      'A apu - rom': 'succeeded',
      'F ion C A apu - rom': 'succeeded',
    },
  },
  {
    id: '6.G.6',
    title: 'An own convoy order off the route still shows the intent',
    position: {
      units: { england: ['A lvp', 'F eng'], germany: ['A edi'], france: ['F iri', 'F nth'], russia: ['F nwg', 'F nat'] },
    },
    orders: {
      england: ['A lvp - edi', 'F eng C A lvp - edi'],
      germany: ['A edi - lvp'],
      france: ['F iri H', 'F nth H'],
      russia: ['F nwg C A lvp - edi', 'F nat C A lvp - edi'],
    },
    expect: {
      'A lvp - edi': 'succeeded',
      'A edi - lvp': 'succeeded',
      'F nwg C A lvp - edi': 'succeeded',
      'F nat C A lvp - edi': 'succeeded',
    },
    open: { 'F eng C A lvp - edi': 'the English fleet is not on the route that was used: the DATC does not say' },
  },
  {
    id: '6.G.7',
    title: 'An illegal convoy order shows no intent',
    position: { units: { england: ['F ska', 'F nwy'], russia: ['A swe', 'F bot'] } },
    orders: { england: ['F ska C A swe - nwy', 'F nwy - swe'], russia: ['A swe - nwy', 'F bot C A swe - nwy'] },
    expect: { 'F nwy - swe': 'failed', 'A swe - nwy': 'failed', 'F bot C A swe - nwy': 'invalid' },
    open: { 'F ska C A swe - nwy': NOT_USED },
  },
  {
    id: '6.G.8',
    title: 'A move via convoy with no convoy does not fall back to land',
    position: { units: { france: ['A bel'], england: ['F nth', 'A hol'] } },
    orders: { france: ['A bel - hol via convoy'], england: ['F nth - hel', 'A hol - kie'] },
    expect: { 'A bel - hol via convoy': 'failed', 'F nth - hel': 'succeeded', 'A hol - kie': 'succeeded' },
  },
  {
    id: '6.G.9',
    title: 'Swapped, not dislodged: the convoy is taken',
    position: { units: { england: ['A nwy', 'F ska', 'F fin'], russia: ['A swe'] } },
    orders: { england: ['A nwy - swe', 'F ska C A nwy - swe', 'F fin S A nwy - swe'], russia: ['A swe - nwy'] },
    expect: {
      'A nwy - swe': 'succeeded',
      'F ska C A nwy - swe': 'succeeded',
      'F fin S A nwy - swe': 'succeeded',
      'A swe - nwy': 'succeeded',
    },
  },
  {
    id: '6.G.10',
    title: 'A unit dislodged by a convoyed army still bounces a third unit',
    position: {
      units: {
        england: ['A nwy', 'F den', 'F fin'],
        germany: ['F ska'],
        russia: ['A swe', 'F bar'],
        france: ['F nwg', 'F nth'],
      },
    },
    orders: {
      england: ['A nwy - swe via convoy', 'F den S A nwy - swe', 'F fin S A nwy - swe'],
      germany: ['F ska C A nwy - swe'],
      russia: ['A swe - nwy', 'F bar S A swe - nwy'],
      france: ['F nwg - nwy', 'F nth S F nwg - nwy'],
    },
    expect: {
      'A nwy - swe via convoy': 'succeeded',
      'F den S A nwy - swe': 'succeeded',
      'F fin S A nwy - swe': 'succeeded',
      'F ska C A nwy - swe': 'succeeded',
      'A swe - nwy': 'failed',
      'F bar S A swe - nwy': 'succeeded',
      'F nwg - nwy': 'failed',
      'F nth S F nwg - nwy': 'succeeded',
    },
    dislodged: [{ unit: 'A swe', from: null }],
  },
  {
    id: '6.G.11',
    title: 'A convoy to an adjacent province caught in a paradox',
    position: { units: { england: ['F nwy', 'F nth'], russia: ['A swe', 'F ska', 'F bar'] } },
    orders: {
      england: ['F nwy S F nth - ska', 'F nth - ska'],
      russia: ['A swe - nwy', 'F ska C A swe - nwy', 'F bar S A swe - nwy'],
    },
    expect: {
      'F nwy S F nth - ska': 'succeeded',
      'F nth - ska': 'succeeded',
      'A swe - nwy': 'failed',
      'F ska C A swe - nwy': 'failed',
      'F bar S A swe - nwy': 'succeeded',
    },
    dislodged: [{ unit: 'F ska', from: 'nth' }],
  },
  {
    id: '6.G.12',
    title: 'Two armies swap, each by its own convoy',
    position: {
      units: { england: ['A lvp', 'F nat', 'F nwg'], germany: ['A edi', 'F nth', 'F eng', 'F iri'] },
    },
    orders: {
      england: ['A lvp - edi via convoy', 'F nat C A lvp - edi', 'F nwg C A lvp - edi'],
      germany: ['A edi - lvp via convoy', 'F nth C A edi - lvp', 'F eng C A edi - lvp', 'F iri C A edi - lvp'],
    },
    expect: {
      'A lvp - edi via convoy': 'succeeded',
      'F nat C A lvp - edi': 'succeeded',
      'F nwg C A lvp - edi': 'succeeded',
      'A edi - lvp via convoy': 'succeeded',
      'F nth C A edi - lvp': 'succeeded',
      'F eng C A edi - lvp': 'succeeded',
      'F iri C A edi - lvp': 'succeeded',
    },
  },
  {
    id: '6.G.13',
    title: 'A convoyed attack on a supporter from the supported target does not cut',
    position: { units: { austria: ['F adr', 'A tri'], italy: ['A ven', 'F alb'] } },
    orders: { austria: ['F adr C A tri - ven', 'A tri - ven via convoy'], italy: ['A ven S F alb - tri', 'F alb - tri'] },
    expect: { 'A tri - ven via convoy': 'failed', 'A ven S F alb - tri': 'succeeded', 'F alb - tri': 'succeeded' },
    open: { 'F adr C A tri - ven': BOUNCED },
    dislodged: [{ unit: 'A tri', from: 'alb' }],
  },
  {
    id: '6.G.14',
    title: 'A unit moving by convoy and dislodged still bounces a third unit',
    position: {
      units: {
        england: ['A nwy', 'F den', 'F fin'],
        france: ['F nwg', 'F nth'],
        germany: ['F ska'],
        russia: ['A swe', 'F bar'],
      },
    },
    orders: {
      england: ['A nwy - swe', 'F den S A nwy - swe', 'F fin S A nwy - swe'],
      france: ['F nwg - nwy', 'F nth S F nwg - nwy'],
      germany: ['F ska C A swe - nwy'],
      russia: ['A swe - nwy via convoy', 'F bar S A swe - nwy'],
    },
    expect: {
      'A nwy - swe': 'succeeded',
      'F den S A nwy - swe': 'succeeded',
      'F fin S A nwy - swe': 'succeeded',
      'F nwg - nwy': 'failed',
      'F nth S F nwg - nwy': 'succeeded',
      'A swe - nwy via convoy': 'failed',
      'F bar S A swe - nwy': 'succeeded',
    },
    open: { 'F ska C A swe - nwy': BOUNCED },
    dislodged: [{ unit: 'A swe', from: 'nwy' }],
  },
  {
    id: '6.G.15',
    title: 'Two convoyed armies meet: one dislodges, the other still bounces a third',
    position: { units: { england: ['F nth', 'A hol', 'A yor', 'A lon'], france: ['F eng', 'A bel'] } },
    orders: {
      england: ['F nth C A lon - bel', 'A hol S A lon - bel', 'A yor - lon', 'A lon - bel via convoy'],
      france: ['F eng C A bel - lon', 'A bel - lon via convoy'],
    },
    expect: {
      'F nth C A lon - bel': 'succeeded',
      'A hol S A lon - bel': 'succeeded',
      'A yor - lon': 'failed',
      'A lon - bel via convoy': 'succeeded',
      'A bel - lon via convoy': 'failed',
    },
    open: { 'F eng C A bel - lon': BOUNCED },
    dislodged: [{ unit: 'A bel', from: null }],
  },
  {
    id: '6.G.16',
    title: 'Never two units in one province: the convoyed army outweighs the fleet',
    position: {
      units: { england: ['A nwy', 'A den', 'F bal', 'F nth'], russia: ['A swe', 'F ska', 'F nwg'] },
    },
    orders: {
      england: ['A nwy - swe', 'A den S A nwy - swe', 'F bal S A nwy - swe', 'F nth - nwy'],
      russia: ['A swe - nwy via convoy', 'F ska C A swe - nwy', 'F nwg S A swe - nwy'],
    },
    expect: {
      'A nwy - swe': 'succeeded',
      'A den S A nwy - swe': 'succeeded',
      'F bal S A nwy - swe': 'succeeded',
      'F nth - nwy': 'failed',
      'A swe - nwy via convoy': 'succeeded',
      'F ska C A swe - nwy': 'succeeded',
      'F nwg S A swe - nwy': 'succeeded',
    },
  },
  {
    id: '6.G.17',
    title: 'Never two units in one province: the other army goes by convoy',
    position: {
      units: { england: ['A nwy', 'A den', 'F bal', 'F ska', 'F nth'], russia: ['A swe', 'F nwg'] },
    },
    orders: {
      england: ['A nwy - swe via convoy', 'A den S A nwy - swe', 'F bal S A nwy - swe', 'F ska C A nwy - swe', 'F nth - nwy'],
      russia: ['A swe - nwy', 'F nwg S A swe - nwy'],
    },
    expect: {
      'A nwy - swe via convoy': 'succeeded',
      'A den S A nwy - swe': 'succeeded',
      'F bal S A nwy - swe': 'succeeded',
      'F ska C A nwy - swe': 'succeeded',
      'F nth - nwy': 'failed',
      'A swe - nwy': 'succeeded',
      'F nwg S A swe - nwy': 'succeeded',
    },
  },
  {
    id: '6.G.18',
    title: 'Never two units in one province: both armies go by convoy',
    position: {
      units: { england: ['F nth', 'A hol', 'A yor', 'A lon', 'A ruh'], france: ['F eng', 'A bel', 'A wal'] },
    },
    orders: {
      england: ['F nth C A lon - bel', 'A hol S A lon - bel', 'A yor - lon', 'A lon - bel', 'A ruh S A lon - bel'],
      france: ['F eng C A bel - lon', 'A bel - lon', 'A wal S A bel - lon'],
    },
    expect: {
      'F nth C A lon - bel': 'succeeded',
      'A hol S A lon - bel': 'succeeded',
      'A yor - lon': 'failed',
      'A lon - bel': 'succeeded',
      'A ruh S A lon - bel': 'succeeded',
      'F eng C A bel - lon': 'succeeded',
      'A bel - lon': 'succeeded',
      'A wal S A bel - lon': 'succeeded',
    },
  },
  {
    id: '6.G.19',
    title: 'A convoy order by a fleet no route needs is illegal and shows no intent',
    position: { units: { france: ['A mar', 'F wes'], italy: ['F lyo', 'A spa'] } },
    orders: { france: ['A mar - spa', 'F wes C A mar - spa'], italy: ['F lyo C A mar - spa', 'A spa - mar'] },
    expect: { 'A mar - spa': 'failed', 'F wes C A mar - spa': 'invalid', 'A spa - mar': 'failed' },
    open: { 'F lyo C A mar - spa': NOT_USED },
  },
  {
    id: '6.G.20',
    title: 'A move via convoy to an adjacent province fails with its convoy',
    position: { units: { france: ['F bre', 'A pic', 'A bur', 'F mao'], england: ['F eng'] } },
    orders: {
      france: ['F bre - eng', 'A pic - bel via convoy', 'A bur S A pic - bel', 'F mao S F bre - eng'],
      england: ['F eng C A pic - bel'],
    },
    expect: {
      'F bre - eng': 'succeeded',
      'A pic - bel via convoy': 'failed',
      'A bur S A pic - bel': 'succeeded',
      'F mao S F bre - eng': 'succeeded',
      'F eng C A pic - bel': 'failed',
    },
    dislodged: [{ unit: 'F eng', from: 'bre' }],
  },
];
