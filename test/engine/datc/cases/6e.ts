/** DATC 6.E: head-to-head battles and beleaguered garrisons. */
import type { DatcCase } from '../case.js';

/** The North Sea / Holland fight shared by 6.E.4 to 6.E.6. */
const hollandNorthSea = {
  germany: ['F hol - nth', 'F hel S F hol - nth', 'F ska S F hol - nth'],
  france: ['F nth - hol', 'F bel S F nth - hol'],
  austria: ['A kie S A ruh - hol', 'A ruh - hol'],
};

/** The North Sea attacked from Norway and Helgoland Bight, shared by 6.E.7 to 6.E.10. */
const northSeaFromTwoSides = {
  germany: ['F hol S F hel - nth', 'F hel - nth'],
  russia: ['F ska S F nwy - nth', 'F nwy - nth'],
};

export const cases6E: readonly DatcCase[] = [
  {
    id: '6.E.1',
    title: 'A unit dislodged head to head leaves its attacker’s province open',
    position: { units: { germany: ['A ber', 'F kie', 'A sil'], russia: ['A pru'] } },
    orders: { germany: ['A ber - pru', 'F kie - ber', 'A sil S A ber - pru'], russia: ['A pru - ber'] },
    expect: { 'A ber - pru': 'succeeded', 'F kie - ber': 'succeeded', 'A sil S A ber - pru': 'succeeded', 'A pru - ber': 'failed' },
    dislodged: [{ unit: 'A pru', from: 'ber' }],
  },
  {
    id: '6.E.2',
    title: 'No self-dislodgement in a head-to-head battle',
    position: { units: { germany: ['A ber', 'F kie', 'A mun'] } },
    orders: { germany: ['A ber - kie', 'F kie - ber', 'A mun S A ber - kie'] },
    expect: { 'A ber - kie': 'failed', 'F kie - ber': 'failed', 'A mun S A ber - kie': 'succeeded' },
  },
  {
    id: '6.E.3',
    title: 'No help to a foreign unit dislodging an own unit head to head',
    position: { units: { germany: ['A ber', 'A mun'], england: ['F kie'] } },
    orders: { germany: ['A ber - kie', 'A mun S F kie - ber'], england: ['F kie - ber'] },
    expect: { 'A ber - kie': 'failed', 'A mun S F kie - ber': 'succeeded', 'F kie - ber': 'failed' },
  },
  {
    id: '6.E.4',
    title: 'The loser of a head-to-head battle that is not dislodged still defends',
    position: {
      units: {
        germany: ['F hol', 'F hel', 'F ska'],
        france: ['F nth', 'F bel'],
        england: ['F edi', 'F yor', 'F nwg'],
        austria: ['A kie', 'A ruh'],
      },
    },
    orders: {
      ...hollandNorthSea,
      england: ['F edi S F nwg - nth', 'F yor S F nwg - nth', 'F nwg - nth'],
    },
    expect: {
      'F hol - nth': 'failed',
      'F hel S F hol - nth': 'succeeded',
      'F ska S F hol - nth': 'succeeded',
      'F nth - hol': 'failed',
      'F bel S F nth - hol': 'succeeded',
      'F edi S F nwg - nth': 'succeeded',
      'F yor S F nwg - nth': 'succeeded',
      'F nwg - nth': 'failed',
      'A kie S A ruh - hol': 'succeeded',
      'A ruh - hol': 'failed',
    },
  },
  {
    id: '6.E.5',
    title: 'The loser of a head-to-head battle dislodged by a third unit still defends',
    position: {
      units: {
        germany: ['F hol', 'F hel', 'F ska'],
        france: ['F nth', 'F bel'],
        england: ['F edi', 'F yor', 'F nwg', 'F lon'],
        austria: ['A kie', 'A ruh'],
      },
    },
    orders: {
      ...hollandNorthSea,
      england: ['F edi S F nwg - nth', 'F yor S F nwg - nth', 'F nwg - nth', 'F lon S F nwg - nth'],
    },
    expect: {
      'F hol - nth': 'failed',
      'F hel S F hol - nth': 'succeeded',
      'F ska S F hol - nth': 'succeeded',
      'F nth - hol': 'failed',
      'F bel S F nth - hol': 'succeeded',
      'F edi S F nwg - nth': 'succeeded',
      'F yor S F nwg - nth': 'succeeded',
      'F nwg - nth': 'succeeded',
      'F lon S F nwg - nth': 'succeeded',
      'A kie S A ruh - hol': 'succeeded',
      'A ruh - hol': 'failed',
    },
    dislodged: [{ unit: 'F nth', from: 'nwg' }],
  },
  {
    id: '6.E.6',
    title: 'The loser saved by its own power’s support for the winner still defends',
    position: {
      units: { germany: ['F hol', 'F hel'], france: ['F nth', 'F bel', 'F eng'], austria: ['A kie', 'A ruh'] },
    },
    orders: {
      germany: ['F hol - nth', 'F hel S F hol - nth'],
      france: ['F nth - hol', 'F bel S F nth - hol', 'F eng S F hol - nth'],
      austria: ['A kie S A ruh - hol', 'A ruh - hol'],
    },
    expect: {
      'F hol - nth': 'failed',
      'F hel S F hol - nth': 'succeeded',
      'F nth - hol': 'failed',
      'F bel S F nth - hol': 'succeeded',
      'F eng S F hol - nth': 'succeeded',
      'A kie S A ruh - hol': 'succeeded',
      'A ruh - hol': 'failed',
    },
  },
  {
    id: '6.E.7',
    title: 'No self-dislodgement through a beleaguered garrison',
    position: { units: { england: ['F nth', 'F yor'], germany: ['F hol', 'F hel'], russia: ['F ska', 'F nwy'] } },
    orders: { england: ['F nth H', 'F yor S F nwy - nth'], ...northSeaFromTwoSides },
    expect: {
      'F yor S F nwy - nth': 'succeeded',
      'F hol S F hel - nth': 'succeeded',
      'F hel - nth': 'failed',
      'F ska S F nwy - nth': 'succeeded',
      'F nwy - nth': 'failed',
    },
  },
  {
    id: '6.E.8',
    title: 'No self-dislodgement through a beleaguered garrison in a head-to-head battle',
    position: { units: { england: ['F nth', 'F yor'], germany: ['F hol', 'F hel'], russia: ['F ska', 'F nwy'] } },
    orders: { england: ['F nth - nwy', 'F yor S F nwy - nth'], ...northSeaFromTwoSides },
    expect: {
      'F nth - nwy': 'failed',
      'F yor S F nwy - nth': 'succeeded',
      'F hol S F hel - nth': 'succeeded',
      'F hel - nth': 'failed',
      'F ska S F nwy - nth': 'succeeded',
      'F nwy - nth': 'failed',
    },
  },
  {
    id: '6.E.9',
    title: 'The besieged fleet moves away, so the stronger attacker enters',
    position: { units: { england: ['F nth', 'F yor'], germany: ['F hol', 'F hel'], russia: ['F ska', 'F nwy'] } },
    orders: { england: ['F nth - nwg', 'F yor S F nwy - nth'], ...northSeaFromTwoSides },
    expect: {
      'F nth - nwg': 'succeeded',
      'F yor S F nwy - nth': 'succeeded',
      'F hol S F hel - nth': 'succeeded',
      'F hel - nth': 'failed',
      'F ska S F nwy - nth': 'succeeded',
      'F nwy - nth': 'succeeded',
    },
  },
  {
    id: '6.E.10',
    title: 'A rotation with the weaker attacker fails and nobody is dislodged',
    position: {
      units: { england: ['F nth', 'F yor'], germany: ['F hol', 'F hel', 'F den'], russia: ['F ska', 'F nwy'] },
    },
    orders: {
      england: ['F nth - den', 'F yor S F nwy - nth'],
      germany: ['F hol S F hel - nth', 'F hel - nth', 'F den - hel'],
      russia: ['F ska S F nwy - nth', 'F nwy - nth'],
    },
    expect: {
      'F nth - den': 'failed',
      'F yor S F nwy - nth': 'succeeded',
      'F hol S F hel - nth': 'succeeded',
      'F hel - nth': 'failed',
      'F den - hel': 'failed',
      'F ska S F nwy - nth': 'succeeded',
      'F nwy - nth': 'failed',
    },
  },
  {
    id: '6.E.11',
    title: 'A swap by convoy with the stronger attacker of a two-coast province succeeds',
    position: {
      units: { france: ['A spa', 'F mao', 'F lyo'], germany: ['A mar', 'A gas'], italy: ['F por', 'F wes'] },
    },
    orders: {
      france: ['A spa - por via convoy', 'F mao C A spa - por', 'F lyo S F por - spa/nc'],
      germany: ['A mar S A gas - spa', 'A gas - spa'],
      italy: ['F por - spa/nc', 'F wes S F por - spa/nc'],
    },
    expect: {
      'A spa - por via convoy': 'succeeded',
      'F mao C A spa - por': 'succeeded',
      'F lyo S F por - spa/nc': 'succeeded',
      'A mar S A gas - spa': 'succeeded',
      'A gas - spa': 'failed',
      'F por - spa/nc': 'succeeded',
      'F wes S F por - spa/nc': 'succeeded',
    },
  },
  {
    id: '6.E.12',
    title: 'A support for an attack on an own unit still blocks a third attacker',
    position: { units: { austria: ['A bud', 'A ser'], italy: ['A vie'], russia: ['A gal', 'A rum'] } },
    orders: {
      austria: ['A bud - rum', 'A ser S A vie - bud'],
      italy: ['A vie - bud'],
      russia: ['A gal - bud', 'A rum S A gal - bud'],
    },
    expect: {
      'A bud - rum': 'failed',
      'A ser S A vie - bud': 'succeeded',
      'A vie - bud': 'failed',
      'A gal - bud': 'failed',
      'A rum S A gal - bud': 'succeeded',
    },
  },
  {
    id: '6.E.13',
    title: 'A garrison besieged from three sides holds',
    position: {
      units: { england: ['F edi', 'F yor'], france: ['F bel', 'F eng'], germany: ['F nth'], russia: ['F nwg', 'F nwy'] },
    },
    orders: {
      england: ['F edi S F yor - nth', 'F yor - nth'],
      france: ['F bel - nth', 'F eng S F bel - nth'],
      germany: ['F nth H'],
      russia: ['F nwg - nth', 'F nwy S F nwg - nth'],
    },
    expect: {
      'F edi S F yor - nth': 'succeeded',
      'F yor - nth': 'failed',
      'F bel - nth': 'failed',
      'F eng S F bel - nth': 'succeeded',
      'F nwg - nth': 'failed',
      'F nwy S F nwg - nth': 'succeeded',
    },
  },
  {
    id: '6.E.14',
    title: 'A unit with an illegal move still defends its province',
    position: { units: { england: ['A lvp'], russia: ['F edi'] } },
    orders: { england: ['A lvp - edi'], russia: ['F edi - lvp'] },
    expect: { 'A lvp - edi': 'failed', 'F edi - lvp': 'invalid' },
  },
  {
    id: '6.E.15',
    title: 'Each side of a head-to-head battle keeps the other from being dislodged',
    position: {
      units: {
        england: ['F hol', 'A ruh'],
        france: ['A kie', 'A mun', 'A sil'],
        germany: ['A ber', 'F den', 'F hel'],
        russia: ['F bal', 'A pru'],
      },
    },
    orders: {
      england: ['F hol S A ruh - kie', 'A ruh - kie'],
      france: ['A kie - ber', 'A mun S A kie - ber', 'A sil S A kie - ber'],
      germany: ['A ber - kie', 'F den S A ber - kie', 'F hel S A ber - kie'],
      russia: ['F bal S A pru - ber', 'A pru - ber'],
    },
    expect: {
      'F hol S A ruh - kie': 'succeeded',
      'A ruh - kie': 'failed',
      'A kie - ber': 'failed',
      'A mun S A kie - ber': 'succeeded',
      'A sil S A kie - ber': 'succeeded',
      'A ber - kie': 'failed',
      'F den S A ber - kie': 'succeeded',
      'F hel S A ber - kie': 'succeeded',
      'F bal S A pru - ber': 'succeeded',
      'A pru - ber': 'failed',
    },
  },
];
