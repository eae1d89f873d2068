/**
 * DATC 6.J: disbands and civil disorder, played as a winter 1901 adjustments phase
 * under the 2023 rule: a power that orders too few removals loses the units farthest
 * from any centre it owns (counting provinces, land and sea alike), fleets before
 * armies, then in the alphabetical order of the provinces' English names.
 * The board after the phase is given explicitly, since it is what the case checks.
 */
import { WINTER_1901, type DatcCase } from '../case.js';

const NO_ORDERS = {} as const;

export const cases6J: readonly DatcCase[] = [
  {
    id: '6.J.1',
    title: 'Removal orders beyond what is owed are taken in order, the rest fail',
    position: { phase: WINTER_1901, units: { france: ['A par', 'A pic'] }, ownership: { france: ['par'] } },
    orders: { france: ['D F lyo', 'D A pic', 'D A par'] },
    expect: { 'D F lyo': 'invalid', 'D A pic': 'succeeded', 'D A par': 'failed' },
    board: { france: ['A par'] },
  },
  {
    id: '6.J.2',
    title: 'Removing the same unit twice: the missing removal follows civil disorder',
    // Two removals owed; Ruhr is farther from Paris (two steps) than Picardy (one). Neither is a
    // centre, so the 2023 rule sparing units on centres plays no part.
    position: { phase: WINTER_1901, units: { france: ['A par', 'A pic', 'A ruh'] }, ownership: { france: ['par'] } },
    orders: { france: ['D A par', 'D A par'] },
    expect: { 'D A par': ['succeeded', 'failed'] },
    board: { france: ['A pic'] },
  },
  {
    id: '6.J.3',
    title: 'Civil disorder: the army farther away goes',
    position: { phase: WINTER_1901, units: { russia: ['A lvn', 'A pru'] }, ownership: { russia: ['stp'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['A lvn'] },
  },
  {
    id: '6.J.4',
    title: 'Civil disorder: between armies at the same distance, alphabetical order',
    position: { phase: WINTER_1901, units: { russia: ['A lvn', 'A ukr'] }, ownership: { russia: ['mos'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['A ukr'] },
  },
  {
    id: '6.J.5',
    title: 'Civil disorder: the fleet farther away goes',
    position: { phase: WINTER_1901, units: { russia: ['F ska', 'F nat'] }, ownership: { russia: ['stp'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['F ska'] },
  },
  {
    id: '6.J.6',
    title: 'Civil disorder: between fleets at the same distance, alphabetical order',
    position: { phase: WINTER_1901, units: { russia: ['F bot', 'F nth'] }, ownership: { russia: ['mun'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['F nth'] },
  },
  {
    id: '6.J.7',
    title: 'Civil disorder: at equal distance fleets go before armies',
    position: {
      phase: WINTER_1901,
      units: { russia: ['A boh', 'F ska', 'F nth'] },
      ownership: { russia: ['stp', 'war'] },
    },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['A boh', 'F ska'] },
  },
  {
    id: '6.J.8',
    title: 'Civil disorder: an army farther away goes before a nearer fleet',
    position: { phase: WINTER_1901, units: { russia: ['A tyr', 'F bal'] }, ownership: { russia: ['war'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['F bal'] },
  },
  {
    id: '6.J.9.a',
    title: 'Civil disorder: distances count from both coasts (south coast nearer)',
    position: {
      phase: WINTER_1901,
      units: { russia: ['A alb', 'A sev', 'F bal'] },
      ownership: { russia: ['stp', 'sev'] },
    },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['A sev', 'F bal'] },
  },
  {
    id: '6.J.9.b',
    title: 'Civil disorder: distances count from both coasts (north coast nearer)',
    position: {
      phase: WINTER_1901,
      units: { russia: ['A alb', 'A sev', 'F ska'] },
      ownership: { russia: ['stp', 'sev'] },
    },
    orders: NO_ORDERS,
    expect: {},
    board: { russia: ['A sev', 'F ska'] },
  },
  {
    id: '6.J.10',
    title: 'Civil disorder: an army’s distance may cross the sea',
    position: { phase: WINTER_1901, units: { italy: ['A alb', 'A pie'] }, ownership: { italy: ['nap'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { italy: ['A alb'] },
  },
  {
    id: '6.J.11',
    title: 'Civil disorder: distance is to owned centres, not home centres',
    position: { phase: WINTER_1901, units: { italy: ['A war', 'A tus'] }, ownership: { italy: ['war'] } },
    orders: NO_ORDERS,
    expect: {},
    board: { italy: ['A war'] },
  },
];
