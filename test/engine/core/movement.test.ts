import { describe, expect, it } from 'vitest';
import { tinyMap } from './fixtures/tiny-map.js';
import { dislodgedAfter, expectOutcome, play, position, resultOf, unitsAfter } from './helpers.js';

const v = tinyMap();
const v1971 = tinyMap('1971');

describe('movement on the tiny map', () => {
  it('moves into an empty province', () => {
    const a = play(v, position(v, ['germany A bel']), { germany: ['A bel - pic'] });
    expectOutcome(a, 'A bel - pic', 'succeeded');
    expect(unitsAfter(a)).toEqual(['germany A pic']);
    expect(a.next.contested).toEqual([]);
  });

  it('bounces two equal moves and leaves the province contested', () => {
    // A dislodgement elsewhere, so that a retreats phase follows and shows the contested province.
    const a = play(v, position(v, ['germany A bel', 'france F bre', 'germany F wes', 'france F mao', 'france F gol']), {
      germany: ['A bel - pic'],
      france: ['F bre - pic', 'F mao - wes', 'F gol S F mao - wes'],
    });
    expectOutcome(a, 'A bel - pic', 'failed', /bounced in Pic/);
    expectOutcome(a, 'F bre - pic', 'failed', /bounced in Pic/);
    expect(a.next.phase).toEqual({ season: 'spring', year: 1901, kind: 'retreats' });
    expect(a.next.contested).toEqual(['pic']);
  });

  it('skips the retreats phase when nothing is dislodged', () => {
    const a = play(v, position(v, ['germany A bel', 'france F bre']), { germany: ['A bel - pic'], france: ['F bre - pic'] });
    expect(a.next.phase).toEqual({ season: 'fall', year: 1901, kind: 'movement' });
    expect(a.next.contested).toEqual([]);
  });

  it('dislodges a holding unit with a supported attack and records where the attack came from', () => {
    const a = play(v, position(v, ['germany A bel', 'germany F eng', 'france A pic']), {
      germany: ['A bel - pic', 'F eng S A bel - pic'],
      france: ['A pic H'],
    });
    expectOutcome(a, 'A bel - pic', 'succeeded');
    expectOutcome(a, 'A pic H', 'failed', /dislodged by A bel - pic/);
    expect(dislodgedAfter(a)).toEqual(['france A pic <- bel']);
    expect(a.next.phase.kind).toBe('retreats');
  });

  it('cuts a support by an attack from elsewhere', () => {
    const a = play(v, position(v, ['germany A bel', 'germany F eng', 'france A pic', 'france F mao']), {
      germany: ['A bel - pic', 'F eng S A bel - pic'],
      france: ['A pic H', 'F mao - eng'],
    });
    expectOutcome(a, 'F eng S A bel - pic', 'failed', /support cut by F mao - eng/);
    expectOutcome(a, 'A bel - pic', 'failed', /bounced in Pic/);
    expect(a.dislodged).toEqual([]);
  });

  it('does not cut a support by an attack from the province it supports into', () => {
    const a = play(v, position(v, ['germany A bel', 'germany F eng', 'france F pic']), {
      germany: ['A bel - pic', 'F eng S A bel - pic'],
      france: ['F pic - eng'],
    });
    expectOutcome(a, 'F eng S A bel - pic', 'succeeded');
    expectOutcome(a, 'F pic - eng', 'failed', /dislodged by A bel - pic/);
    expect(dislodgedAfter(a)).toEqual(['france F pic <- bel']);
  });

  it('does not cut a support by an attack of the same power', () => {
    const a = play(v, position(v, ['germany A bel', 'germany F eng', 'germany F mao', 'france A pic']), {
      germany: ['A bel - pic', 'F eng S A bel - pic', 'F mao - eng'],
      france: [],
    });
    expectOutcome(a, 'F eng S A bel - pic', 'succeeded');
    expect(dislodgedAfter(a)).toEqual(['france A pic <- bel']);
  });

  it('never dislodges a unit of the same power, even with support (IX.3)', () => {
    const a = play(v, position(v, ['germany A bel', 'germany A hol', 'germany F nth']), {
      germany: ['A bel - hol', 'F nth S A bel - hol', 'A hol H'],
    });
    expectOutcome(a, 'A bel - hol', 'failed', /own unit/);
    expect(a.dislodged).toEqual([]);
  });

  it('a support cannot help a foreign unit dislodge your own unit', () => {
    const a = play(v, position(v, ['germany A bel', 'england A hol', 'england F nth']), {
      germany: ['A bel - hol'],
      england: ['F nth S A bel - hol', 'A hol H'],
    });
    expectOutcome(a, 'A bel - hol', 'failed', /bounced in Hol/);
    expect(a.dislodged).toEqual([]);
  });

  it('settles a head-to-head battle by strength, without a swap', () => {
    const a = play(v, position(v, ['germany A bel', 'france A pic', 'france F eng']), {
      germany: ['A bel - pic'],
      france: ['A pic - bel', 'F eng S A pic - bel'],
    });
    expectOutcome(a, 'A pic - bel', 'succeeded');
    expectOutcome(a, 'A bel - pic', 'failed', /head-to-head/);
    expect(dislodgedAfter(a)).toEqual(['germany A bel <- pic']);
    expect(unitsAfter(a)).toEqual(['france A bel', 'france F eng']);
  });

  it('two equal head-to-head moves both fail', () => {
    const a = play(v, position(v, ['germany A bel', 'france A pic']), { germany: ['A bel - pic'], france: ['A pic - bel'] });
    expectOutcome(a, 'A bel - pic', 'failed');
    expectOutcome(a, 'A pic - bel', 'failed');
    expect(unitsAfter(a)).toEqual(['france A pic', 'germany A bel']);
  });

  it('keeps a beleaguered garrison in place (IX.5)', () => {
    const a = play(v, position(v, ['england F eng', 'germany F bel', 'germany F nth', 'france F bre', 'france F mao']), {
      germany: ['F bel - eng', 'F nth S F bel - eng'],
      france: ['F bre - eng', 'F mao S F bre - eng'],
    });
    expectOutcome(a, 'F bel - eng', 'failed');
    expectOutcome(a, 'F bre - eng', 'failed');
    expect(a.dislodged).toEqual([]);
  });

  it('lets three units rotate (XIV.4)', () => {
    const a = play(v, position(v, ['france A gas', 'france A spa', 'germany A mar']), {
      france: ['A gas - spa', 'A spa - mar'],
      germany: ['A mar - gas'],
    });
    expect(a.results.every((r) => r.outcome === 'succeeded')).toBe(true);
    expect(unitsAfter(a)).toEqual(['france A mar', 'france A spa', 'germany A gas']);
  });

  it('breaks a rotation when one move bounces', () => {
    const a = play(v, position(v, ['france A gas', 'france A spa', 'germany A mar', 'germany A por']), {
      france: ['A gas - spa', 'A spa - mar'],
      germany: ['A mar - gas', 'A por - spa'],
    });
    expect(a.results.filter((r) => r.outcome === 'succeeded')).toEqual([]);
  });

  it('swaps two armies when one goes by convoy (XIV.4)', () => {
    const a = play(v, position(v, ['england A lon', 'england F nth', 'germany A bel', 'france F eng']), {
      england: ['A lon - bel', 'F nth C A lon - bel'],
      germany: ['A bel - lon'],
      france: ['F eng C A bel - lon'],
    });
    expectOutcome(a, 'A lon - bel', 'succeeded');
    expectOutcome(a, 'A bel - lon', 'succeeded');
    expect(unitsAfter(a)).toEqual(['england A bel', 'england F nth', 'france F eng', 'germany A lon']);
  });

  it('stops a convoyed army whose only fleet is dislodged, without effect on its destination', () => {
    const a = play(v, position(v, ['england A lon', 'england F nth', 'germany F hol', 'germany F eng', 'france A pic']), {
      england: ['A lon - bel', 'F nth C A lon - bel'],
      germany: ['F hol - nth', 'F eng S F hol - nth'],
      france: ['A pic - bel'],
    });
    expectOutcome(a, 'A lon - bel', 'failed', /convoy disrupted/);
    expectOutcome(a, 'F nth C A lon - bel', 'failed', /dislodged by F hol - nth/);
    expectOutcome(a, 'A pic - bel', 'succeeded');
    expect(a.next.contested).toEqual([]);
  });

  it('gives attackerFrom null when the attacker came by convoy', () => {
    const a = play(v, position(v, ['england A lon', 'england F nth', 'england F eng', 'germany A bel']), {
      england: ['A lon - bel', 'F nth C A lon - bel', 'F eng S A lon - bel'],
      germany: [],
    });
    expect(dislodgedAfter(a)).toEqual(['germany A bel <- convoy']);
  });

  describe('XII.4, example 12: an army with two ordered convoy routes, one fleet dislodged', () => {
    const units = ['england A lon', 'england F eng', 'england F nth', 'france F bre', 'france F mao'];
    const orders = {
      england: ['A lon - bel', 'F eng C A lon - bel', 'F nth C A lon - bel'],
      france: ['F bre - eng', 'F mao S F bre - eng'],
    };
    it('current rules (DATC 4.A.1): the army goes by the surviving route', () => {
      const a = play(v, position(v, units), orders);
      expectOutcome(a, 'A lon - bel', 'succeeded');
      expect(dislodgedAfter(a)).toEqual(['england F eng <- bre']);
    });
    it('1971 rules: the army does not move', () => {
      const a = play(v1971, position(v1971, units), orders);
      expectOutcome(a, 'A lon - bel', 'failed', /convoy disrupted/);
      expect(dislodgedAfter(a)).toEqual(['england F eng <- bre']);
    });
  });

  it('resolves the simple convoy paradox: the support of the attacked unit is not cut (6.F.14, example 13)', () => {
    for (const variant of [v, v1971]) {
      const a = play(variant, position(variant, ['england F lon', 'england F nth', 'france A bre', 'france F eng']), {
        england: ['F lon S F nth - eng', 'F nth - eng'],
        france: ['A bre - lon', 'F eng C A bre - lon'],
      });
      expectOutcome(a, 'F lon S F nth - eng', 'succeeded');
      expectOutcome(a, 'F nth - eng', 'succeeded');
      expectOutcome(a, 'A bre - lon', 'failed');
      expect(dislodgedAfter(a)).toEqual(['france F eng <- nth']);
    }
  });

  describe("Pandin's extended paradox (DATC 6.F.17)", () => {
    const units = ['england F lon', 'england F nth', 'france A bre', 'france F eng', 'france F yor', 'germany F bel', 'germany F pic'];
    const orders = {
      england: ['F lon S F nth - eng', 'F nth - eng'],
      france: ['A bre - lon', 'F eng C A bre - lon', 'F yor S A bre - lon'],
      germany: ['F bel - eng', 'F pic S F bel - eng'],
    };
    it('current rules, Szykman: the convoy fails and nothing is dislodged', () => {
      const a = play(v, position(v, units), orders);
      expectOutcome(a, 'A bre - lon', 'failed', /convoy paradox/);
      expect(a.dislodged).toEqual([]);
    });
    it('1971 rules, XII.5: the support of London is not cut, the convoy lands and London is dislodged', () => {
      const a = play(v1971, position(v1971, units), orders);
      expectOutcome(a, 'F lon S F nth - eng', 'succeeded');
      expectOutcome(a, 'F bel - eng', 'failed');
      expectOutcome(a, 'A bre - lon', 'succeeded');
      expect(dislodgedAfter(a)).toEqual(['england F lon <- convoy']);
    });
  });

  it('uses a convoy to an adjacent province only with intent (DATC 4.A.3, 2023 rules)', () => {
    // A foreign convoy does not kidnap the army: it bounces head to head (6.G.2).
    const kidnap = play(v, position(v, ['germany A bel', 'france A pic', 'england F eng']), {
      germany: ['A bel - pic'],
      france: ['A pic - bel'],
      england: ['F eng C A bel - pic'],
    });
    expectOutcome(kidnap, 'A bel - pic', 'failed');
    expectOutcome(kidnap, 'F eng C A bel - pic', 'failed', /not ordered to move there by convoy/);
    // Its own fleet's convoy shows intent: the armies swap (6.G.1).
    const own = play(v, position(v, ['germany A bel', 'france A pic', 'germany F eng']), {
      germany: ['A bel - pic', 'F eng C A bel - pic'],
      france: ['A pic - bel'],
    });
    expectOutcome(own, 'A bel - pic', 'succeeded');
    expectOutcome(own, 'A pic - bel', 'succeeded');
    // "via convoy" with the convoy disrupted: no fallback to the land route (6.G.20).
    const via = play(v, position(v, ['germany A bel', 'england F eng', 'france F bre', 'france F mao']), {
      germany: ['A bel - pic via convoy'],
      england: ['F eng C A bel - pic'],
      france: ['F bre - eng', 'F mao S F bre - eng'],
    });
    expectOutcome(via, 'A bel - pic via convoy', 'failed', /convoy disrupted/);
  });

  describe('coasts', () => {
    it('infers the only reachable coast (DATC 6.B.2)', () => {
      const a = play(v, position(v, ['france F gas']), { france: ['F gas - spa'] });
      expectOutcome(a, 'F gas - spa', 'succeeded');
      expect(unitsAfter(a)).toEqual(['france F spa/nc']);
    });
    it('rejects a move to a two-coast province without a coast when both are reachable (6.B.1)', () => {
      const a = play(v, position(v, ['france F mao']), { france: ['F mao - spa'] });
      expectOutcome(a, 'F mao - spa', 'invalid', 'coast not specified for Spa: the fleet can reach Spa/nc and Spa/sc');
    });
    it('rejects the wrong coast (6.B.3) and moves from the wrong coast (6.B.11)', () => {
      const a = play(v, position(v, ['france F gas', 'germany F spa/nc']), { france: ['F gas - spa/sc'], germany: ['F spa/nc - gol'] });
      expectOutcome(a, 'F gas - spa/sc', 'invalid', 'a fleet cannot reach Spa/sc from Gas (only Spa/nc)');
      expectOutcome(a, 'F spa/nc - gol', 'invalid');
    });
    it('lets a fleet support into a province it reaches by one coast only (VII.3.b, 6.B.4)', () => {
      const a = play(v, position(v, ['france F gas', 'france F mar', 'germany F mao']), {
        france: ['F gas - spa/nc', 'F mar S F gas - spa'],
        germany: ['F mao - spa/nc'],
      });
      expectOutcome(a, 'F mar S F gas - spa', 'succeeded');
      expectOutcome(a, 'F gas - spa/nc', 'succeeded');
      expectOutcome(a, 'F mao - spa/nc', 'failed');
    });
    it('a fleet on the north coast cannot support into Marseilles (VII.3.b)', () => {
      const a = play(v, position(v, ['france F spa/nc', 'france A gas', 'germany A mar']), {
        france: ['F spa/nc S A gas - mar', 'A gas - mar'],
      });
      expectOutcome(a, 'F spa/nc S A gas - mar', 'invalid');
      expectOutcome(a, 'A gas - mar', 'failed');
    });
  });

  describe('invalid orders: the unit holds and may be supported to hold', () => {
    it('reports each kind of invalid order with a reason', () => {
      const a = play(v, position(v, ['england F lon', 'england A yor', 'germany A bel', 'france F bre']), {
        england: ['F lon - bel', 'A yor - nth', 'A yor H', 'F bel - pic', 'A pic - bre', 'F lon R eng', 'what?'],
        germany: ['A bel - bre'],
        spain: ['A bel H'],
      });
      expectOutcome(a, 'F lon - bel', 'invalid');
      expectOutcome(a, 'A yor - nth', 'invalid', /army/);
      expectOutcome(a, 'A yor H', 'invalid', /second order/);
      expectOutcome(a, 'F bel - pic', 'invalid', /no fleet|belongs to germany/);
      expectOutcome(a, 'A pic - bre', 'invalid', /no unit/);
      expectOutcome(a, 'F lon R eng', 'invalid');
      expectOutcome(a, 'what?', 'invalid');
      expectOutcome(a, 'A bel - bre', 'invalid', /not adjacent/);
      expectOutcome(a, 'A bel H', 'invalid', /no such power/);
      // France gave no order: its unit still appears, holding.
      expectOutcome(a, 'F Bre H (no order)', 'succeeded');
    });

    it('an illegal move cannot be supported, and the unit can be supported to hold (DATC 6.D.22, 6.D.28)', () => {
      const a = play(v, position(v, ['france F bre', 'france F eng', 'germany A pic', 'germany F mao', 'germany A gas']), {
        france: ['F bre - alp', 'F eng S F bre'],
        germany: ['A pic - bre', 'F mao S A pic - bre'],
      });
      expectOutcome(a, 'F bre - alp', 'invalid');
      expectOutcome(a, 'F eng S F bre', 'succeeded');
      expectOutcome(a, 'A pic - bre', 'failed');
    });

    it('an order naming no army reachable by convoy is illegal (DATC 6.D.32)', () => {
      const a = play(v, position(v, ['england A lon']), { england: ['A lon - bel'] });
      expectOutcome(a, 'A lon - bel', 'invalid', /not adjacent/);
    });

    it('a convoy order of a fleet in a coastal province, or on no route, is illegal (6.F.1, 6.G.19)', () => {
      const a = play(v, position(v, ['france A gas', 'france F bre', 'france F wes', 'germany F gol']), {
        france: ['A gas - spa', 'F bre C A gas - spa', 'F wes C A gas - spa'],
        germany: ['F gol C A gas - spa'],
      });
      expectOutcome(a, 'F bre C A gas - spa', 'invalid', /sea/);
      expectOutcome(a, 'F gol C A gas - spa', 'invalid', /no convoy route/);
    });
  });

  it('describes every unit in the results', () => {
    const a = play(v, position(v, ['england F lon', 'england A yor', 'germany A bel']), { england: ['F lon - nth'] });
    expect(a.results.map((r) => r.text)).toEqual(['F lon - nth', 'A Yor H (no order)', 'A Bel H (no order)']);
    expect(resultOf(a, 'A Bel H (no order)').outcome).toBe('succeeded');
  });
});

describe('a support naming a coast (DATC 6.B.9)', () => {
  const v = tinyMap();
  const mao = { type: 'fleet', location: 'mao' } as const;
  const support = (to: string) => ({ kind: 'support', unit: { type: 'fleet', location: 'por' }, supported: mao, to }) as const;
  const move = { kind: 'move', unit: mao, to: 'spa/sc', viaConvoy: false } as const;
  it('is not given when the fleet moves to the other coast', () => {
    const a = play(v, position(v, ['france F por', 'france F mao']), { france: [support('spa/nc'), move] });
    expect(a.results[0].outcome).toBe('failed');
  });
  it('is given when the coast matches or is left out', () => {
    for (const to of ['spa/sc', 'spa']) {
      const a = play(v, position(v, ['france F por', 'france F mao']), { france: [support(to), move] });
      expect(a.results[0].outcome).toBe('succeeded');
    }
  });
});
