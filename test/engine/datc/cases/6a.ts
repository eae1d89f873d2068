/** DATC 6.A: basic checks (adjacency, unit types, ownership of units, simple bounces). */
import type { DatcCase } from '../case.js';

export const cases6A: readonly DatcCase[] = [
  {
    id: '6.A.1',
    title: 'A fleet cannot move to a province it does not border',
    position: { units: { england: ['F nth'] } },
    orders: { england: ['F nth - pic'] },
    expect: { 'F nth - pic': 'invalid' },
  },
  {
    id: '6.A.2',
    title: 'An army cannot move into a sea',
    position: { units: { england: ['A lvp'] } },
    orders: { england: ['A lvp - iri'] },
    expect: { 'A lvp - iri': 'invalid' },
  },
  {
    id: '6.A.3',
    title: 'A fleet cannot move inland',
    position: { units: { germany: ['F kie'] } },
    orders: { germany: ['F kie - mun'] },
    expect: { 'F kie - mun': 'invalid' },
  },
  {
    id: '6.A.4',
    title: 'A move to the province the unit stands in is illegal',
    position: { units: { germany: ['F kie'] } },
    orders: { germany: ['F kie - kie'] },
    expect: { 'F kie - kie': 'invalid' },
  },
  {
    id: '6.A.5',
    title: 'A convoy back to the starting province is illegal too, and so is its support',
    position: {
      units: { england: ['F nth', 'A yor', 'A lvp'], germany: ['F lon', 'A wal'] },
    },
    orders: {
      england: ['F nth C A yor - yor', 'A yor - yor', 'A lvp S A yor - yor'],
      germany: ['F lon - yor', 'A wal S F lon - yor'],
    },
    expect: {
      'F nth C A yor - yor': 'invalid',
      'A yor - yor': 'invalid',
      'A lvp S A yor - yor': 'invalid',
      'F lon - yor': 'succeeded',
      'A wal S F lon - yor': 'succeeded',
    },
    dislodged: [{ unit: 'A yor', from: 'lon' }],
  },
  {
    id: '6.A.6',
    title: "A power cannot order another power's unit",
    position: { units: { england: ['F lon'] } },
    orders: { germany: ['F lon - nth'] },
    expect: { 'F lon - nth': 'invalid' },
  },
  {
    id: '6.A.7',
    title: 'Fleets are never convoyed',
    position: { units: { england: ['F lon', 'F nth'] } },
    orders: { england: ['F lon - bel', 'F nth C A lon - bel'] },
    expect: { 'F lon - bel': 'invalid', 'F nth C A lon - bel': 'invalid' },
  },
  {
    id: '6.A.8',
    title: 'A unit cannot support itself to hold',
    position: { units: { italy: ['A ven', 'A tyr'], austria: ['F tri'] } },
    orders: { italy: ['A ven - tri', 'A tyr S A ven - tri'], austria: ['F tri S F tri'] },
    expect: { 'A ven - tri': 'succeeded', 'A tyr S A ven - tri': 'succeeded', 'F tri S F tri': 'invalid' },
    dislodged: [{ unit: 'F tri', from: 'ven' }],
  },
  {
    id: '6.A.9',
    title: 'Fleets follow coasts: Rome and Venice touch only inland',
    position: { units: { italy: ['F rom'] } },
    orders: { italy: ['F rom - ven'] },
    expect: { 'F rom - ven': 'invalid' },
  },
  {
    id: '6.A.10',
    title: 'A unit cannot support into a province it could not enter',
    position: { units: { austria: ['A ven'], italy: ['F rom', 'A apu'] } },
    orders: { austria: ['A ven H'], italy: ['F rom S A apu - ven', 'A apu - ven'] },
    expect: { 'F rom S A apu - ven': 'invalid', 'A apu - ven': 'failed' },
  },
  {
    id: '6.A.11',
    title: 'Two armies bounce',
    position: { units: { austria: ['A vie'], italy: ['A ven'] } },
    orders: { austria: ['A vie - tyr'], italy: ['A ven - tyr'] },
    expect: { 'A vie - tyr': 'failed', 'A ven - tyr': 'failed' },
  },
  {
    id: '6.A.12',
    title: 'Three armies bounce, none gets through',
    position: { units: { austria: ['A vie'], germany: ['A mun'], italy: ['A ven'] } },
    orders: { austria: ['A vie - tyr'], germany: ['A mun - tyr'], italy: ['A ven - tyr'] },
    expect: { 'A vie - tyr': 'failed', 'A mun - tyr': 'failed', 'A ven - tyr': 'failed' },
  },
];
