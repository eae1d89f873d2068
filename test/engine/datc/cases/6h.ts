/**
 * DATC 6.H: retreats. Each case plays the movement phase, then the retreats phase on
 * the position the engine produced. Retreat orders are written in our notation
 * (`F tri R alb`); the DATC writes them as moves.
 */
import type { DatcCase } from '../case.js';

/** The position of 6.H.2 and 6.H.8: three fleets dislodged around the North Sea. */
const threeFleetsDislodged = {
  units: {
    england: ['A lvp', 'F yor', 'F nwy'],
    germany: ['A kie', 'A ruh'],
    russia: ['F edi', 'A swe', 'A fin', 'F hol'],
  },
};
const threeFleetsOrders = {
  england: ['A lvp - edi', 'F yor S A lvp - edi', 'F nwy H'],
  germany: ['A kie S A ruh - hol', 'A ruh - hol'],
  russia: ['F edi H', 'A swe S A fin - nwy', 'A fin - nwy', 'F hol H'],
};
const threeFleetsExpect = {
  'A lvp - edi': 'succeeded',
  'F yor S A lvp - edi': 'succeeded',
  'A kie S A ruh - hol': 'succeeded',
  'A ruh - hol': 'succeeded',
  'A swe S A fin - nwy': 'succeeded',
  'A fin - nwy': 'succeeded',
} as const;
const threeFleetsDislodgedUnits = [
  { unit: 'F nwy', from: 'fin' },
  { unit: 'F edi', from: 'lvp' },
  { unit: 'F hol', from: 'ruh' },
];

/** The position of 6.H.3 and 6.H.4: an army dislodged in Holland. */
const hollandDislodged = {
  position: { units: { england: ['F nth', 'A hol'], germany: ['F kie', 'A ruh'] } },
  orders: { england: ['F nth H', 'A hol H'], germany: ['F kie S A ruh - hol', 'A ruh - hol'] },
  expect: { 'F kie S A ruh - hol': 'succeeded', 'A ruh - hol': 'succeeded' },
  dislodged: [{ unit: 'A hol', from: 'ruh' }],
} as const;

export const cases6H: readonly DatcCase[] = [
  {
    id: '6.H.1',
    title: 'No supports in a retreats phase',
    position: { units: { austria: ['F tri', 'A ser'], turkey: ['F gre'], italy: ['A ven', 'A tyr', 'F ion', 'F aeg'] } },
    orders: {
      austria: ['F tri H', 'A ser H'],
      turkey: ['F gre H'],
      italy: ['A ven S A tyr - tri', 'A tyr - tri', 'F ion - gre', 'F aeg S F ion - gre'],
    },
    expect: {
      'A ven S A tyr - tri': 'succeeded',
      'A tyr - tri': 'succeeded',
      'F ion - gre': 'succeeded',
      'F aeg S F ion - gre': 'succeeded',
    },
    dislodged: [
      { unit: 'F tri', from: 'tyr' },
      { unit: 'F gre', from: 'ion' },
    ],
    then: [
      {
        kind: 'retreats',
        orders: { austria: ['F tri R alb', 'A ser S F tri - alb'], turkey: ['F gre R alb'] },
        expect: { 'F tri R alb': 'failed', 'A ser S F tri - alb': 'invalid', 'F gre R alb': 'failed' },
      },
    ],
  },
  {
    id: '6.H.2',
    title: 'A retreating unit gives no support',
    position: threeFleetsDislodged,
    orders: threeFleetsOrders,
    expect: threeFleetsExpect,
    dislodged: threeFleetsDislodgedUnits,
    then: [
      {
        kind: 'retreats',
        orders: { england: ['F nwy R nth'], russia: ['F edi R nth', 'F hol S F edi - nth'] },
        expect: { 'F nwy R nth': 'failed', 'F edi R nth': 'failed', 'F hol S F edi - nth': 'invalid' },
      },
    ],
  },
  {
    id: '6.H.3',
    title: 'No convoys in a retreats phase',
    ...hollandDislodged,
    then: [
      {
        kind: 'retreats',
        orders: { england: ['A hol R yor', 'F nth C A hol - yor'] },
        expect: { 'A hol R yor': 'invalid', 'F nth C A hol - yor': 'invalid' },
      },
    ],
  },
  {
    id: '6.H.4',
    title: 'Only dislodged units move in a retreats phase',
    ...hollandDislodged,
    then: [
      {
        kind: 'retreats',
        orders: { england: ['A hol R bel', 'F nth - nwg'] },
        expect: { 'A hol R bel': 'succeeded', 'F nth - nwg': 'invalid' },
      },
    ],
  },
  {
    id: '6.H.5',
    title: 'No retreat into the province the attacker came from',
    position: { units: { russia: ['F con', 'F bla'], turkey: ['F ank'] } },
    orders: { russia: ['F con S F bla - ank', 'F bla - ank'], turkey: ['F ank H'] },
    expect: { 'F con S F bla - ank': 'succeeded', 'F bla - ank': 'succeeded' },
    dislodged: [{ unit: 'F ank', from: 'bla' }],
    then: [{ kind: 'retreats', orders: { turkey: ['F ank R bla'] }, expect: { 'F ank R bla': 'invalid' } }],
  },
  {
    id: '6.H.6',
    title: 'No retreat into a province left empty by a standoff',
    position: { units: { austria: ['A bud', 'A tri'], germany: ['A mun', 'A sil'], italy: ['A vie'] } },
    orders: {
      austria: ['A bud S A tri - vie', 'A tri - vie'],
      germany: ['A mun - boh', 'A sil - boh'],
      italy: ['A vie H'],
    },
    expect: { 'A bud S A tri - vie': 'succeeded', 'A tri - vie': 'succeeded', 'A mun - boh': 'failed', 'A sil - boh': 'failed' },
    dislodged: [{ unit: 'A vie', from: 'tri' }],
    then: [{ kind: 'retreats', orders: { italy: ['A vie R boh'] }, expect: { 'A vie R boh': 'invalid' } }],
  },
  {
    id: '6.H.7',
    title: 'Two units retreating to the same province are both disbanded',
    position: { units: { austria: ['A bud', 'A tri'], germany: ['A mun', 'A sil'], italy: ['A vie', 'A boh'] } },
    orders: {
      austria: ['A bud S A tri - vie', 'A tri - vie'],
      germany: ['A mun S A sil - boh', 'A sil - boh'],
      italy: ['A vie H', 'A boh H'],
    },
    expect: {
      'A bud S A tri - vie': 'succeeded',
      'A tri - vie': 'succeeded',
      'A mun S A sil - boh': 'succeeded',
      'A sil - boh': 'succeeded',
    },
    dislodged: [
      { unit: 'A vie', from: 'tri' },
      { unit: 'A boh', from: 'sil' },
    ],
    then: [
      {
        kind: 'retreats',
        orders: { italy: ['A boh R tyr', 'A vie R tyr'] },
        expect: { 'A boh R tyr': 'failed', 'A vie R tyr': 'failed' },
      },
    ],
  },
  {
    id: '6.H.8',
    title: 'Three units retreating to the same province are all disbanded',
    position: threeFleetsDislodged,
    orders: threeFleetsOrders,
    expect: threeFleetsExpect,
    dislodged: threeFleetsDislodgedUnits,
    then: [
      {
        kind: 'retreats',
        orders: { england: ['F nwy R nth'], russia: ['F edi R nth', 'F hol R nth'] },
        expect: { 'F nwy R nth': 'failed', 'F edi R nth': 'failed', 'F hol R nth': 'failed' },
      },
    ],
  },
  {
    id: '6.H.9',
    title: 'A unit dislodged head to head does not make its attacker’s province a standoff',
    position: { units: { england: ['F hel', 'F den'], germany: ['A ber', 'F kie', 'A sil'], russia: ['A pru'] } },
    orders: {
      england: ['F hel - kie', 'F den S F hel - kie'],
      germany: ['A ber - pru', 'F kie H', 'A sil S A ber - pru'],
      russia: ['A pru - ber'],
    },
    expect: {
      'F hel - kie': 'succeeded',
      'F den S F hel - kie': 'succeeded',
      'A ber - pru': 'succeeded',
      'A sil S A ber - pru': 'succeeded',
      'A pru - ber': 'failed',
    },
    dislodged: [
      { unit: 'F kie', from: 'hel' },
      { unit: 'A pru', from: 'ber' },
    ],
    then: [{ kind: 'retreats', orders: { germany: ['F kie R ber'] }, expect: { 'F kie R ber': 'succeeded' } }],
  },
  {
    id: '6.H.10',
    title: "An attacker's province is closed only to the unit it dislodged",
    position: {
      units: { england: ['A kie'], germany: ['A ber', 'A mun', 'A pru'], russia: ['A war', 'A sil'] },
    },
    orders: {
      england: ['A kie H'],
      germany: ['A ber - kie', 'A mun S A ber - kie', 'A pru H'],
      russia: ['A war - pru', 'A sil S A war - pru'],
    },
    expect: {
      'A ber - kie': 'succeeded',
      'A mun S A ber - kie': 'succeeded',
      'A war - pru': 'succeeded',
      'A sil S A war - pru': 'succeeded',
    },
    dislodged: [
      { unit: 'A kie', from: 'ber' },
      { unit: 'A pru', from: 'war' },
    ],
    then: [
      {
        kind: 'retreats',
        orders: { england: ['A kie R ber'], germany: ['A pru R ber'] },
        expect: { 'A kie R ber': 'invalid', 'A pru R ber': 'succeeded' },
      },
    ],
  },
  {
    id: '6.H.11',
    title: 'A unit dislodged by a convoy from next door may retreat there',
    position: { units: { france: ['A gas', 'A bur', 'F mao', 'F wes', 'F lyo'], italy: ['A mar'] } },
    orders: {
      france: [
        'A gas - mar via convoy',
        'A bur S A gas - mar',
        'F mao C A gas - mar',
        'F wes C A gas - mar',
        'F lyo C A gas - mar',
      ],
      italy: ['A mar H'],
    },
    expect: {
      'A gas - mar via convoy': 'succeeded',
      'A bur S A gas - mar': 'succeeded',
      'F mao C A gas - mar': 'succeeded',
      'F wes C A gas - mar': 'succeeded',
      'F lyo C A gas - mar': 'succeeded',
    },
    dislodged: [{ unit: 'A mar', from: null }],
    then: [{ kind: 'retreats', orders: { italy: ['A mar R gas'] }, expect: { 'A mar R gas': 'succeeded' } }],
  },
  {
    id: '6.H.12',
    title: 'The same when the dislodged army was itself trying a convoy the other way',
    position: {
      units: {
        england: ['A lvp', 'F iri', 'F eng', 'F nth'],
        france: ['F bre', 'F mao'],
        russia: ['A edi', 'F nwg', 'F nat', 'A cly'],
      },
    },
    orders: {
      england: ['A lvp - edi via convoy', 'F iri C A lvp - edi', 'F eng C A lvp - edi', 'F nth C A lvp - edi'],
      france: ['F bre - eng', 'F mao S F bre - eng'],
      russia: ['A edi - lvp via convoy', 'F nwg C A edi - lvp', 'F nat C A edi - lvp', 'A cly S A edi - lvp'],
    },
    expect: {
      'A lvp - edi via convoy': 'failed',
      'F eng C A lvp - edi': 'failed',
      'F bre - eng': 'succeeded',
      'F mao S F bre - eng': 'succeeded',
      'A edi - lvp via convoy': 'succeeded',
      'F nwg C A edi - lvp': 'succeeded',
      'F nat C A edi - lvp': 'succeeded',
      'A cly S A edi - lvp': 'succeeded',
    },
    open: {
      'F iri C A lvp - edi': 'a fleet of a broken convoy that was not dislodged: the DATC does not say',
      'F nth C A lvp - edi': 'a fleet of a broken convoy that was not dislodged: the DATC does not say',
    },
    dislodged: [
      { unit: 'A lvp', from: null },
      { unit: 'F eng', from: 'bre' },
    ],
    then: [{ kind: 'retreats', orders: { england: ['A lvp R edi'] }, expect: { 'A lvp R edi': 'succeeded' } }],
  },
  {
    id: '6.H.13',
    title: 'A convoy ordered in the movement phase carries no retreat',
    position: { units: { england: ['A pic', 'F eng'], france: ['A par', 'A bre'] } },
    orders: { england: ['A pic H', 'F eng C A pic - lon'], france: ['A par - pic', 'A bre S A par - pic'] },
    expect: { 'F eng C A pic - lon': 'failed', 'A par - pic': 'succeeded', 'A bre S A par - pic': 'succeeded' },
    dislodged: [{ unit: 'A pic', from: 'par' }],
    then: [{ kind: 'retreats', orders: { england: ['A pic R lon'] }, expect: { 'A pic R lon': 'invalid' } }],
  },
  {
    id: '6.H.14',
    title: 'A support given in the movement phase does not help a retreat',
    position: {
      units: { england: ['A pic', 'F eng'], france: ['A par', 'A bre', 'A bur'], germany: ['A mun', 'A mar'] },
    },
    orders: {
      england: ['A pic H', 'F eng S A pic - bel'],
      france: ['A par - pic', 'A bre S A par - pic', 'A bur H'],
      germany: ['A mun S A mar - bur', 'A mar - bur'],
    },
    expect: {
      'F eng S A pic - bel': 'failed',
      'A par - pic': 'succeeded',
      'A bre S A par - pic': 'succeeded',
      'A mun S A mar - bur': 'succeeded',
      'A mar - bur': 'succeeded',
    },
    dislodged: [
      { unit: 'A pic', from: 'par' },
      { unit: 'A bur', from: 'mar' },
    ],
    then: [
      {
        kind: 'retreats',
        orders: { england: ['A pic R bel'], france: ['A bur R bel'] },
        expect: { 'A pic R bel': 'failed', 'A bur R bel': 'failed' },
      },
    ],
  },
  {
    id: '6.H.15',
    title: 'No retreat to the other coast of the attacker’s province',
    position: { units: { england: ['F por'], france: ['F spa/sc', 'F mao'] } },
    orders: { england: ['F por H'], france: ['F spa/sc - por', 'F mao S F spa/sc - por'] },
    expect: { 'F spa/sc - por': 'succeeded', 'F mao S F spa/sc - por': 'succeeded' },
    dislodged: [{ unit: 'F por', from: 'spa' }],
    then: [
      // Portugal's fleet has nowhere to go, so an engine may skip this retreats phase.
      { kind: 'retreats', mayBeSkipped: true, orders: { england: ['F por R spa/nc'] }, expect: { 'F por R spa/nc': 'invalid' } },
    ],
  },
  {
    id: '6.H.16',
    title: 'A standoff on one coast closes both coasts to retreats',
    position: { units: { france: ['F mao', 'F gas', 'F wes'], italy: ['F tun', 'F tys'] } },
    orders: {
      france: ['F mao - spa/nc', 'F gas - spa/nc', 'F wes H'],
      italy: ['F tun S F tys - wes', 'F tys - wes'],
    },
    expect: {
      'F mao - spa/nc': 'failed',
      'F gas - spa/nc': 'failed',
      'F tun S F tys - wes': 'succeeded',
      'F tys - wes': 'succeeded',
    },
    dislodged: [{ unit: 'F wes', from: 'tys' }],
    then: [{ kind: 'retreats', orders: { france: ['F wes R spa/sc'] }, expect: { 'F wes R spa/sc': 'invalid' } }],
  },
];
