/**
 * DATC 6.F: convoys. Multi-route convoys follow the post-1971 rule (a convoy fails
 * only when every route is broken, issue 4.A.1 choice b); convoy paradoxes follow
 * the Szykman rule (issue 4.A.2): the convoying fleets of the paradox hold.
 */
import type { DatcCase } from '../case.js';

const BOUNCED = 'the army was carried but bounced at its destination: the DATC does not say';

/** The paradox around the English Channel shared by 6.F.14 to 6.F.17. */
const channelParadox = {
  england: ['F lon S F wal - eng', 'F wal - eng'],
  france: ['A bre - lon', 'F eng C A bre - lon'],
};

export const cases6F: readonly DatcCase[] = [
  {
    id: '6.F.1',
    title: 'A fleet in a coastal province cannot convoy',
    position: { units: { turkey: ['A gre', 'F aeg', 'F con', 'F bla'] } },
    orders: {
      turkey: ['A gre - sev', 'F aeg C A gre - sev', 'F con C A gre - sev', 'F bla C A gre - sev'],
    },
    // With no sea route at all, the move and every convoy order are illegal (issue 4.E.1).
    expect: {
      'A gre - sev': 'invalid',
      'F aeg C A gre - sev': 'invalid',
      'F con C A gre - sev': 'invalid',
      'F bla C A gre - sev': 'invalid',
    },
  },
  {
    id: '6.F.2',
    title: 'A convoyed army bounces like any other',
    position: { units: { england: ['F eng', 'A lon'], france: ['A par'] } },
    orders: { england: ['F eng C A lon - bre', 'A lon - bre'], france: ['A par - bre'] },
    expect: { 'A lon - bre': 'failed', 'A par - bre': 'failed' },
    open: { 'F eng C A lon - bre': BOUNCED },
  },
  {
    id: '6.F.3',
    title: 'A convoyed army can be supported',
    position: { units: { england: ['F eng', 'A lon', 'F mao'], france: ['A par'] } },
    orders: { england: ['F eng C A lon - bre', 'A lon - bre', 'F mao S A lon - bre'], france: ['A par - bre'] },
    expect: {
      'F eng C A lon - bre': 'succeeded',
      'A lon - bre': 'succeeded',
      'F mao S A lon - bre': 'succeeded',
      'A par - bre': 'failed',
    },
  },
  {
    id: '6.F.4',
    title: 'An attack on a convoying fleet that does not dislodge it leaves the convoy alone',
    position: { units: { england: ['F nth', 'A lon'], germany: ['F ska'] } },
    orders: { england: ['F nth C A lon - hol', 'A lon - hol'], germany: ['F ska - nth'] },
    expect: { 'F nth C A lon - hol': 'succeeded', 'A lon - hol': 'succeeded', 'F ska - nth': 'failed' },
  },
  {
    id: '6.F.5',
    title: 'A beleaguered convoying fleet still convoys',
    position: { units: { england: ['F nth', 'A lon'], france: ['F eng', 'F bel'], germany: ['F ska', 'F den'] } },
    orders: {
      england: ['F nth C A lon - hol', 'A lon - hol'],
      france: ['F eng - nth', 'F bel S F eng - nth'],
      germany: ['F ska - nth', 'F den S F ska - nth'],
    },
    expect: {
      'F nth C A lon - hol': 'succeeded',
      'A lon - hol': 'succeeded',
      'F eng - nth': 'failed',
      'F bel S F eng - nth': 'succeeded',
      'F ska - nth': 'failed',
      'F den S F ska - nth': 'succeeded',
    },
  },
  {
    id: '6.F.6',
    title: 'An army whose convoy is broken cuts no support',
    position: {
      units: { england: ['F nth', 'A lon'], germany: ['A hol', 'A bel', 'F hel', 'F ska'], france: ['A pic', 'A bur'] },
    },
    orders: {
      england: ['F nth C A lon - hol', 'A lon - hol'],
      germany: ['A hol S A bel', 'A bel S A hol', 'F hel S F ska - nth', 'F ska - nth'],
      france: ['A pic - bel', 'A bur S A pic - bel'],
    },
    expect: {
      'F nth C A lon - hol': 'failed',
      'A lon - hol': 'failed',
      'A hol S A bel': 'succeeded',
      'A bel S A hol': 'failed',
      'F hel S F ska - nth': 'succeeded',
      'F ska - nth': 'succeeded',
      'A pic - bel': 'failed',
      'A bur S A pic - bel': 'succeeded',
    },
    dislodged: [{ unit: 'F nth', from: 'ska' }],
  },
  {
    id: '6.F.7',
    title: 'A broken convoy does not make its destination a standoff',
    position: { units: { england: ['F nth', 'A lon'], germany: ['F hel', 'F ska'] } },
    orders: { england: ['F nth C A lon - hol', 'A lon - hol'], germany: ['F hel S F ska - nth', 'F ska - nth'] },
    expect: {
      'F nth C A lon - hol': 'failed',
      'A lon - hol': 'failed',
      'F hel S F ska - nth': 'succeeded',
      'F ska - nth': 'succeeded',
    },
    dislodged: [{ unit: 'F nth', from: 'ska' }],
    then: [{ kind: 'retreats', orders: { england: ['F nth R hol'] }, expect: { 'F nth R hol': 'succeeded' } }],
  },
  {
    id: '6.F.8',
    title: 'A broken convoy causes no bounce at its destination',
    position: { units: { england: ['F nth', 'A lon'], germany: ['F hel', 'F ska', 'A bel'] } },
    orders: {
      england: ['F nth C A lon - hol', 'A lon - hol'],
      germany: ['F hel S F ska - nth', 'F ska - nth', 'A bel - hol'],
    },
    expect: {
      'F nth C A lon - hol': 'failed',
      'A lon - hol': 'failed',
      'F hel S F ska - nth': 'succeeded',
      'F ska - nth': 'succeeded',
      'A bel - hol': 'succeeded',
    },
    dislodged: [{ unit: 'F nth', from: 'ska' }],
  },
  {
    id: '6.F.9',
    title: 'A convoy with two routes survives the loss of one',
    position: { units: { england: ['F eng', 'F nth', 'A lon'], france: ['F bre', 'F mao'] } },
    orders: {
      england: ['F eng C A lon - bel', 'F nth C A lon - bel', 'A lon - bel'],
      france: ['F bre S F mao - eng', 'F mao - eng'],
    },
    expect: {
      'F eng C A lon - bel': 'failed',
      'F nth C A lon - bel': 'succeeded',
      'A lon - bel': 'succeeded',
      'F bre S F mao - eng': 'succeeded',
      'F mao - eng': 'succeeded',
    },
    dislodged: [{ unit: 'F eng', from: 'mao' }],
  },
  {
    id: '6.F.10',
    title: 'A foreign fleet’s doomed second route does not break the convoy',
    position: { units: { england: ['F nth', 'A lon'], germany: ['F eng'], france: ['F bre', 'F mao'] } },
    orders: {
      england: ['F nth C A lon - bel', 'A lon - bel'],
      germany: ['F eng C A lon - bel'],
      france: ['F bre S F mao - eng', 'F mao - eng'],
    },
    expect: {
      'F nth C A lon - bel': 'succeeded',
      'A lon - bel': 'succeeded',
      'F eng C A lon - bel': 'failed',
      'F bre S F mao - eng': 'succeeded',
      'F mao - eng': 'succeeded',
    },
    dislodged: [{ unit: 'F eng', from: 'mao' }],
  },
  {
    id: '6.F.11',
    title: 'A convoy by foreign fleets only survives the loss of one route',
    position: { units: { england: ['A lon'], germany: ['F eng'], russia: ['F nth'], france: ['F bre', 'F mao'] } },
    orders: {
      england: ['A lon - bel'],
      germany: ['F eng C A lon - bel'],
      russia: ['F nth C A lon - bel'],
      france: ['F bre S F mao - eng', 'F mao - eng'],
    },
    expect: {
      'A lon - bel': 'succeeded',
      'F eng C A lon - bel': 'failed',
      'F nth C A lon - bel': 'succeeded',
      'F bre S F mao - eng': 'succeeded',
      'F mao - eng': 'succeeded',
    },
    dislodged: [{ unit: 'F eng', from: 'mao' }],
  },
  {
    id: '6.F.12',
    title: 'A dislodged convoying fleet that lies on no route does not matter',
    position: { units: { england: ['F eng', 'A lon', 'F iri'], france: ['F nat', 'F mao'] } },
    orders: {
      england: ['F eng C A lon - bel', 'A lon - bel', 'F iri C A lon - bel'],
      france: ['F nat S F mao - iri', 'F mao - iri'],
    },
    // The Irish Sea lies on no route from London to Belgium: its convoy order is illegal (4.E.1).
    expect: {
      'F eng C A lon - bel': 'succeeded',
      'A lon - bel': 'succeeded',
      'F iri C A lon - bel': 'invalid',
      'F nat S F mao - iri': 'succeeded',
      'F mao - iri': 'succeeded',
    },
    dislodged: [{ unit: 'F iri', from: 'mao' }],
  },
  {
    id: '6.F.13',
    title: 'An unwanted second route keeps a betrayed convoy going',
    position: { units: { england: ['A lon', 'F nth'], france: ['F eng'], germany: ['F hol', 'F den'] } },
    orders: {
      england: ['A lon - bel', 'F nth C A lon - bel'],
      france: ['F eng C A lon - bel'],
      germany: ['F hol S F den - nth', 'F den - nth'],
    },
    expect: {
      'A lon - bel': 'succeeded',
      'F nth C A lon - bel': 'failed',
      'F eng C A lon - bel': 'succeeded',
      'F hol S F den - nth': 'succeeded',
      'F den - nth': 'succeeded',
    },
    dislodged: [{ unit: 'F nth', from: 'den' }],
  },
  {
    id: '6.F.14',
    title: 'The simple convoy paradox: the support is not cut',
    position: { units: { england: ['F lon', 'F wal'], france: ['A bre', 'F eng'] } },
    orders: channelParadox,
    expect: {
      'F lon S F wal - eng': 'succeeded',
      'F wal - eng': 'succeeded',
      'A bre - lon': 'failed',
      'F eng C A bre - lon': 'failed',
    },
    dislodged: [{ unit: 'F eng', from: 'wal' }],
  },
  {
    id: '6.F.15',
    title: 'The paradox rule stays out of an unrelated convoy',
    position: { units: { england: ['F lon', 'F wal'], france: ['A bre', 'F eng'], italy: ['F iri', 'F mao', 'A naf'] } },
    orders: {
      ...channelParadox,
      italy: ['F iri C A naf - wal', 'F mao C A naf - wal', 'A naf - wal'],
    },
    expect: {
      'F lon S F wal - eng': 'succeeded',
      'F wal - eng': 'succeeded',
      'A bre - lon': 'failed',
      'F eng C A bre - lon': 'failed',
      'F iri C A naf - wal': 'succeeded',
      'F mao C A naf - wal': 'succeeded',
      'A naf - wal': 'succeeded',
    },
    dislodged: [{ unit: 'F eng', from: 'wal' }],
  },
  {
    id: '6.F.16',
    title: "Pandin's paradox: a beleaguered convoying fleet",
    position: { units: { england: ['F lon', 'F wal'], france: ['A bre', 'F eng'], germany: ['F nth', 'F bel'] } },
    orders: { ...channelParadox, germany: ['F nth S F bel - eng', 'F bel - eng'] },
    expect: {
      'F lon S F wal - eng': 'succeeded',
      'F wal - eng': 'failed',
      'A bre - lon': 'failed',
      'F nth S F bel - eng': 'succeeded',
      'F bel - eng': 'failed',
    },
    open: { 'F eng C A bre - lon': 'the fleet is not dislodged and the army does not arrive: the DATC does not say' },
  },
  {
    id: '6.F.17',
    title: "Pandin's extended paradox: the convoy fails (Szykman)",
    position: {
      units: { england: ['F lon', 'F wal'], france: ['A bre', 'F eng', 'F yor'], germany: ['F nth', 'F bel'] },
    },
    orders: {
      england: channelParadox.england,
      france: [...channelParadox.france, 'F yor S A bre - lon'],
      germany: ['F nth S F bel - eng', 'F bel - eng'],
    },
    expect: {
      'F lon S F wal - eng': 'succeeded',
      'F wal - eng': 'failed',
      'A bre - lon': 'failed',
      'F eng C A bre - lon': 'failed',
      'F yor S A bre - lon': 'succeeded',
      'F nth S F bel - eng': 'succeeded',
      'F bel - eng': 'failed',
    },
  },
  {
    id: '6.F.18',
    title: 'The betrayal paradox: the convoy fails (Szykman)',
    position: { units: { england: ['F nth', 'A lon', 'F eng'], france: ['F bel'], germany: ['F hel', 'F ska'] } },
    orders: {
      england: ['F nth C A lon - bel', 'A lon - bel', 'F eng S A lon - bel'],
      france: ['F bel S F nth'],
      germany: ['F hel S F ska - nth', 'F ska - nth'],
    },
    expect: {
      'F nth C A lon - bel': 'failed',
      'A lon - bel': 'failed',
      'F eng S A lon - bel': 'succeeded',
      'F bel S F nth': 'succeeded',
      'F hel S F ska - nth': 'succeeded',
      'F ska - nth': 'failed',
    },
  },
  {
    id: '6.F.19',
    title: 'A multi-route convoy is no paradox: the support is cut',
    position: { units: { france: ['A tun', 'F tys', 'F ion'], italy: ['F nap', 'F rom'] } },
    orders: {
      france: ['A tun - nap', 'F tys C A tun - nap', 'F ion C A tun - nap'],
      italy: ['F nap S F rom - tys', 'F rom - tys'],
    },
    expect: { 'A tun - nap': 'failed', 'F nap S F rom - tys': 'failed', 'F rom - tys': 'failed' },
    open: { 'F tys C A tun - nap': BOUNCED, 'F ion C A tun - nap': BOUNCED },
  },
  {
    id: '6.F.20',
    title: 'An unwanted second route saves no fleet',
    position: { units: { france: ['A tun', 'F tys'], italy: ['F nap', 'F ion'], turkey: ['F aeg', 'F eas'] } },
    orders: {
      france: ['A tun - nap', 'F tys C A tun - nap'],
      italy: ['F nap S F ion', 'F ion C A tun - nap'],
      turkey: ['F aeg S F eas - ion', 'F eas - ion'],
    },
    expect: {
      'A tun - nap': 'failed',
      'F nap S F ion': 'failed',
      'F ion C A tun - nap': 'failed',
      'F aeg S F eas - ion': 'succeeded',
      'F eas - ion': 'succeeded',
    },
    open: { 'F tys C A tun - nap': BOUNCED },
    dislodged: [{ unit: 'F ion', from: 'eas' }],
  },
  {
    id: '6.F.21',
    title: "Dad's army convoy: a convoy into an own unit's province does not shield the fleet",
    position: {
      units: { russia: ['A edi', 'F nwg', 'A nwy'], france: ['F iri', 'F mao'], england: ['A lvp', 'F nat', 'F cly'] },
    },
    orders: {
      russia: ['A edi S A nwy - cly', 'F nwg C A nwy - cly', 'A nwy - cly'],
      france: ['F iri S F mao - nat', 'F mao - nat'],
      england: ['A lvp - cly via convoy', 'F nat C A lvp - cly', 'F cly S F nat'],
    },
    expect: {
      'A edi S A nwy - cly': 'succeeded',
      'F nwg C A nwy - cly': 'succeeded',
      'A nwy - cly': 'succeeded',
      'F iri S F mao - nat': 'succeeded',
      'F mao - nat': 'succeeded',
      'A lvp - cly via convoy': 'failed',
      'F nat C A lvp - cly': 'failed',
      'F cly S F nat': 'failed',
    },
    dislodged: [
      { unit: 'F nat', from: 'mao' },
      { unit: 'F cly', from: null },
    ],
  },
  {
    id: '6.F.22',
    title: 'A second-order paradox with two resolutions: the supports stand',
    position: {
      units: { england: ['F edi', 'F lon'], france: ['A bre', 'F eng'], germany: ['F bel', 'F pic'], russia: ['A nwy', 'F nth'] },
    },
    orders: {
      england: ['F edi - nth', 'F lon S F edi - nth'],
      france: ['A bre - lon', 'F eng C A bre - lon'],
      germany: ['F bel S F pic - eng', 'F pic - eng'],
      russia: ['A nwy - bel', 'F nth C A nwy - bel'],
    },
    expect: {
      'F edi - nth': 'succeeded',
      'F lon S F edi - nth': 'succeeded',
      'A bre - lon': 'failed',
      'F eng C A bre - lon': 'failed',
      'F bel S F pic - eng': 'succeeded',
      'F pic - eng': 'succeeded',
      'A nwy - bel': 'failed',
      'F nth C A nwy - bel': 'failed',
    },
    dislodged: [
      { unit: 'F eng', from: 'pic' },
      { unit: 'F nth', from: 'edi' },
    ],
  },
  {
    id: '6.F.23',
    title: 'A second-order paradox with two exclusive convoys: nothing moves',
    position: {
      units: {
        england: ['F edi', 'F yor'],
        france: ['A bre', 'F eng'],
        germany: ['F bel', 'F lon'],
        italy: ['F mao', 'F iri'],
        russia: ['A nwy', 'F nth'],
      },
    },
    orders: {
      england: ['F edi - nth', 'F yor S F edi - nth'],
      france: ['A bre - lon', 'F eng C A bre - lon'],
      germany: ['F bel S F eng', 'F lon S F nth'],
      italy: ['F mao - eng', 'F iri S F mao - eng'],
      russia: ['A nwy - bel', 'F nth C A nwy - bel'],
    },
    expect: {
      'F edi - nth': 'failed',
      'F yor S F edi - nth': 'succeeded',
      'A bre - lon': 'failed',
      'F eng C A bre - lon': 'failed',
      'F bel S F eng': 'succeeded',
      'F lon S F nth': 'succeeded',
      'F mao - eng': 'failed',
      'F iri S F mao - eng': 'succeeded',
      'A nwy - bel': 'failed',
      'F nth C A nwy - bel': 'failed',
    },
  },
  {
    id: '6.F.24',
    title: 'A second-order paradox with no resolution: the supports stand',
    position: {
      units: {
        england: ['F edi', 'F lon', 'F iri', 'F mao'],
        france: ['A bre', 'F eng', 'F bel'],
        russia: ['A nwy', 'F nth'],
      },
    },
    orders: {
      england: ['F edi - nth', 'F lon S F edi - nth', 'F iri - eng', 'F mao S F iri - eng'],
      france: ['A bre - lon', 'F eng C A bre - lon', 'F bel S F eng'],
      russia: ['A nwy - bel', 'F nth C A nwy - bel'],
    },
    expect: {
      'F edi - nth': 'succeeded',
      'F lon S F edi - nth': 'succeeded',
      'F iri - eng': 'failed',
      'F mao S F iri - eng': 'succeeded',
      'A bre - lon': 'failed',
      'F eng C A bre - lon': 'failed',
      'F bel S F eng': 'succeeded',
      'A nwy - bel': 'failed',
      'F nth C A nwy - bel': 'failed',
    },
    dislodged: [{ unit: 'F nth', from: 'edi' }],
  },
  {
    id: '6.F.25',
    title: 'A support that has to be cut last',
    position: {
      units: {
        germany: ['A ruh', 'A hol', 'A den', 'F ska', 'A fin'],
        england: ['A yor', 'F nth', 'F hel', 'A bel'],
        russia: ['F nwg', 'F nwy', 'F swe'],
      },
    },
    orders: {
      germany: ['A ruh - bel', 'A hol S A ruh - bel', 'A den - nwy', 'F ska C A den - nwy', 'A fin S A den - nwy'],
      england: ['A yor - hol', 'F nth C A yor - hol', 'F hel S A yor - hol', 'A bel H'],
      russia: ['F nwg - nth', 'F nwy S F nwg - nth', 'F swe - ska'],
    },
    expect: {
      'A ruh - bel': 'failed',
      'A hol S A ruh - bel': 'failed',
      'A den - nwy': 'succeeded',
      'F ska C A den - nwy': 'succeeded',
      'A fin S A den - nwy': 'succeeded',
      'A yor - hol': 'succeeded',
      'F nth C A yor - hol': 'succeeded',
      'F hel S A yor - hol': 'succeeded',
      'F nwg - nth': 'failed',
      'F nwy S F nwg - nth': 'failed',
      'F swe - ska': 'failed',
    },
    dislodged: [
      { unit: 'A hol', from: null },
      { unit: 'F nwy', from: null },
    ],
  },
];
