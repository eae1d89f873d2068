/** DATC 6.B: coasts (Spain, Bulgaria, St Petersburg). */
import { WINTER_1901, type DatcCase } from '../case.js';

export const cases6B: readonly DatcCase[] = [
  {
    id: '6.B.1',
    title: 'A fleet that could reach both coasts must name one',
    position: { units: { france: ['F por'] } },
    orders: { france: ['F por - spa'] },
    expect: { 'F por - spa': 'invalid' },
  },
  {
    id: '6.B.2',
    title: 'A fleet that can reach only one coast goes there without naming it',
    position: { units: { france: ['F gas'] } },
    orders: { france: ['F gas - spa'] },
    expect: { 'F gas - spa': 'succeeded' },
    board: { france: ['F spa/nc'] },
  },
  {
    id: '6.B.3',
    title: 'A move to a coast the fleet cannot reach is illegal, not corrected',
    position: { units: { france: ['F gas'] } },
    orders: { france: ['F gas - spa/sc'] },
    expect: { 'F gas - spa/sc': 'invalid' },
  },
  {
    id: '6.B.4',
    title: 'A fleet may support a move to a coast it could not reach itself',
    position: { units: { france: ['F gas', 'F mar'], italy: ['F wes'] } },
    orders: { france: ['F gas - spa/nc', 'F mar S F gas - spa/nc'], italy: ['F wes - spa/sc'] },
    expect: { 'F gas - spa/nc': 'succeeded', 'F mar S F gas - spa/nc': 'succeeded', 'F wes - spa/sc': 'failed' },
  },
  {
    id: '6.B.5',
    title: 'A fleet on the north coast of Spain cannot support into the Gulf of Lyon',
    position: { units: { france: ['F mar', 'F spa/nc'], italy: ['F lyo'] } },
    orders: { france: ['F mar - lyo', 'F spa/nc S F mar - lyo'], italy: ['F lyo H'] },
    expect: { 'F mar - lyo': 'failed', 'F spa/nc S F mar - lyo': 'invalid' },
  },
  {
    id: '6.B.6',
    title: 'An attack on one coast cuts a support given from the other',
    position: { units: { england: ['F iri', 'F nat'], france: ['F spa/nc', 'F mao'], italy: ['F lyo'] } },
    orders: {
      england: ['F iri S F nat - mao', 'F nat - mao'],
      france: ['F spa/nc S F mao', 'F mao H'],
      italy: ['F lyo - spa/sc'],
    },
    expect: {
      'F iri S F nat - mao': 'succeeded',
      'F nat - mao': 'succeeded',
      'F spa/nc S F mao': 'failed',
      'F lyo - spa/sc': 'failed',
    },
    dislodged: [{ unit: 'F mao', from: 'nat' }],
  },
  {
    id: '6.B.7',
    title: 'A support of an own fleet without a coast still counts',
    position: { units: { france: ['F por', 'F mao'], italy: ['F lyo', 'F wes'] } },
    orders: {
      france: ['F por S F mao - spa', 'F mao - spa/nc'],
      italy: ['F lyo S F wes - spa/sc', 'F wes - spa/sc'],
    },
    expect: {
      'F por S F mao - spa': 'succeeded',
      'F mao - spa/nc': 'failed',
      'F lyo S F wes - spa/sc': 'succeeded',
      'F wes - spa/sc': 'failed',
    },
  },
  {
    id: '6.B.8',
    title: 'A support without a coast when only one coast can be meant',
    position: { units: { france: ['F por', 'F gas'], italy: ['F lyo', 'F wes'] } },
    orders: {
      france: ['F por S F gas - spa', 'F gas - spa/nc'],
      italy: ['F lyo S F wes - spa/sc', 'F wes - spa/sc'],
    },
    expect: {
      'F por S F gas - spa': 'succeeded',
      'F gas - spa/nc': 'failed',
      'F lyo S F wes - spa/sc': 'succeeded',
      'F wes - spa/sc': 'failed',
    },
  },
  {
    id: '6.B.9',
    title: 'A support naming the wrong coast is not given',
    position: { units: { france: ['F por', 'F mao'], italy: ['F lyo', 'F wes'] } },
    orders: {
      france: ['F por S F mao - spa/nc', 'F mao - spa/sc'],
      italy: ['F lyo S F wes - spa/sc', 'F wes - spa/sc'],
    },
    expect: {
      // Legal on the board alone; it fails because the move it names is not the one ordered.
      'F por S F mao - spa/nc': 'failed',
      'F mao - spa/sc': 'failed',
      'F lyo S F wes - spa/sc': 'succeeded',
      'F wes - spa/sc': 'succeeded',
    },
  },
  {
    id: '6.B.10',
    title: 'The wrong coast given for the ordered fleet itself is ignored',
    position: { units: { france: ['F spa/sc'] } },
    orders: { france: ['F spa/nc - lyo'] },
    expect: { 'F spa/nc - lyo': 'succeeded' },
  },
  {
    id: '6.B.11',
    title: 'Naming the other coast does not move the fleet there',
    position: { units: { france: ['F spa/nc'] } },
    orders: { france: ['F spa/sc - lyo'] },
    expect: { 'F spa/sc - lyo': 'invalid' },
  },
  {
    id: '6.B.12',
    title: 'A coast given in an army move is ignored',
    position: { units: { france: ['A gas'] } },
    orders: { france: ['A gas - spa/nc'] },
    expect: { 'A gas - spa/nc': 'succeeded' },
    board: { france: ['A spa'] },
  },
  {
    id: '6.B.13',
    title: 'Two fleets swapping through different coasts still meet head to head',
    position: { units: { turkey: ['F bul/sc', 'F con'] } },
    orders: { turkey: ['F bul/sc - con', 'F con - bul/ec'] },
    expect: { 'F bul/sc - con': 'failed', 'F con - bul/ec': 'failed' },
  },
  {
    id: '6.B.14',
    title: 'A fleet built in St Petersburg needs a coast',
    position: { phase: WINTER_1901, units: {}, ownership: { russia: ['stp'] } },
    orders: { russia: ['B F stp'] },
    expect: { 'B F stp': 'invalid' },
  },
  {
    id: '6.B.15',
    title: 'A support without a coast for a foreign fleet still counts',
    position: { units: { france: ['F por'], england: ['F mao'], italy: ['F lyo', 'F wes'] } },
    orders: {
      france: ['F por S F mao - spa'],
      england: ['F mao - spa/nc'],
      italy: ['F lyo S F wes - spa/sc', 'F wes - spa/sc'],
    },
    expect: {
      'F por S F mao - spa': 'succeeded',
      'F mao - spa/nc': 'failed',
      'F lyo S F wes - spa/sc': 'succeeded',
      'F wes - spa/sc': 'failed',
    },
  },
];
