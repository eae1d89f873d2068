/**
 * What the engine says about failed and invalid orders (issue #7): the real reason, with
 * strengths, powers by their names.
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { dislodgedUnit, play, position, resultOf } from './helpers.js';

const v = loadVariant('standard/standard.dip');
// DATC 6.F.17 is decided by the current rules (Szykman); Standard ships with its text's 1971 edition.
const current: Variant = { ...v, rules: { ...v.rules, edition: 'current' } };
const reason = (a: ReturnType<typeof play>, text: string): string => resultOf(a, text).reason ?? '(none)';

describe('reasons given for failed moves', () => {
  it('a move beaten by a stronger one names it, with both strengths', () => {
    const a = play(v, position(v, ['france A par', 'france A mar', 'germany A mun']), {
      france: ['A par - bur', 'A mar S A par - bur'],
      germany: ['A mun - bur'],
    });
    expect(reason(a, 'A mun - bur')).toBe('beaten by A par - bur (2 against 1)');
  });

  it('equal moves bounce, each naming the other', () => {
    const a = play(v, position(v, ['france A par', 'germany A mun']), { france: ['A par - bur'], germany: ['A mun - bur'] });
    expect(reason(a, 'A par - bur')).toBe('bounced in Bur with A mun - bur (1 against 1)');
  });

  it('an equal head-to-head battle is a bounce on both sides; only a weaker side "lost" it', () => {
    const equal = play(v, position(v, ['italy A ven', 'austria F tri']), { italy: ['A ven - tri'], austria: ['F tri - ven'] });
    expect(reason(equal, 'A ven - tri')).toBe('bounced head to head with F tri - ven (1 against 1)');
    expect(reason(equal, 'F tri - ven')).toBe('bounced head to head with A ven - tri (1 against 1)');
    const stronger = play(v, position(v, ['italy A ven', 'italy A tyr', 'austria F tri', 'austria A vie']), {
      italy: ['A ven - tri', 'A tyr S A ven - tri'],
      austria: ['F tri - ven', 'A vie H'],
    });
    expect(reason(stronger, 'F tri - ven')).toBe('lost head-to-head battle with A ven - tri (2 against 1); dislodged by A ven - tri');
  });

  it('a move held off names the unit holding and the strengths', () => {
    const a = play(v, position(v, ['france A bur', 'france A mar', 'germany A mun', 'germany A ruh']), {
      france: ['A bur H', 'A mar S A bur'],
      germany: ['A mun - bur', 'A ruh S A mun - bur'],
    });
    expect(reason(a, 'A mun - bur')).toBe('bounced in Bur: held by A bur H (2 against 2)');
  });

  it('a unit whose order was refused is named as the unit that held, not by that order', () => {
    const a = play(v, position(v, ['france A bur', 'germany A ruh']), { france: ['A bur S A mun - kie'], germany: ['A ruh - bur'] });
    expect(resultOf(a, 'A bur S A mun - kie').outcome).toBe('invalid');
    expect(reason(a, 'A ruh - bur')).toBe('bounced in Bur: held by A Bur (1 against 1)');
  });

  it('"cannot dislodge own unit" only when that is the reason (DATC 6.D.18, 6.C.3)', () => {
    const d18 = play(v, position(v, ['russia F con', 'russia F bla', 'russia A bul', 'turkey F ank', 'turkey A smy', 'turkey A arm']), {
      russia: ['F con S F bla - ank', 'F bla - ank', 'A bul S F con'],
      turkey: ['F ank - con', 'A smy S F ank - con', 'A arm - ank'],
    });
    expect(reason(d18, 'A arm - ank')).toBe('beaten by F bla - ank (2 against 1)');
    const c3 = play(v, position(v, ['turkey F ank', 'turkey A con', 'turkey A smy', 'turkey A bul']), {
      turkey: ['F ank - con', 'A con - smy', 'A smy - ank', 'A bul - con'],
    });
    expect(reason(c3, 'A smy - ank')).toBe('F ank - con failed, so Ank stayed occupied by an own unit');
    const holding = play(v, position(v, ['turkey F ank', 'turkey A smy']), { turkey: ['F ank H', 'A smy - ank'] });
    expect(reason(holding, 'A smy - ank')).toBe('cannot dislodge own unit in Ank');
  });

  it('a convoy failing by the paradox rule says so (DATC 6.F.17, Szykman)', () => {
    const a = play(current, position(current, ['england F lon', 'england F wal', 'france A bre', 'france F eng', 'france F yor', 'germany F bel', 'germany F pic']), {
      england: ['F lon S F wal - eng', 'F wal - eng'],
      france: ['A bre - lon', 'F eng C A bre - lon', 'F yor S A bre - lon'],
      germany: ['F bel - eng', 'F pic S F bel - eng'],
    });
    expect(reason(a, 'A bre - lon')).toBe('convoy paradox: the army does not move (Szykman rule)');
    expect(reason(a, 'F eng C A bre - lon')).toBe('convoy paradox: the army does not move (Szykman rule)');
  });
});

describe('reasons given for convoys and invalid orders', () => {
  it('a convoy succeeds only when the route the army took used the fleet (DATC 6.G.6)', () => {
    const a = play(v, position(v, ['england A lvp', 'england F eng', 'germany A edi', 'france F iri', 'france F nth', 'russia F nwg', 'russia F nat']), {
      england: ['A lvp - edi', 'F eng C A lvp - edi'],
      germany: ['A edi - lvp'],
      france: ['F iri H', 'F nth H'],
      russia: ['F nwg C A lvp - edi', 'F nat C A lvp - edi'],
    });
    expect(resultOf(a, 'A lvp - edi').outcome).toBe('succeeded');
    expect(resultOf(a, 'F nat C A lvp - edi').outcome).toBe('succeeded');
    expect(resultOf(a, 'F eng C A lvp - edi').outcome).toBe('failed');
    expect(reason(a, 'F eng C A lvp - edi')).toBe('the army went by another route: Eng was not on it');
  });

  it('names powers by their names', () => {
    const a = play(v, position(v, ['france A bur']), { italy: ['A bur H'] });
    expect(reason(a, 'A bur H')).toBe('the unit in Bur belongs to France');
  });

  it('a retreat ordered for a unit that was not dislodged says so', () => {
    const at = position(v, ['germany F nth', 'england A bel'], { phase: { kind: 'retreats' }, dislodged: [dislodgedUnit('france A bel', 'pic')] });
    const a = play(v, at, { germany: ['F nth R nwy'], france: ['A bel R bur'] });
    expect(reason(a, 'F nth R nwy')).toBe('F Nth was not dislodged: only dislodged units retreat or disband');
    expect(resultOf(a, 'A bel R bur').outcome).toBe('succeeded');
  });
});

describe('reasons given for a move or a unit the board does not allow', () => {
  it('says two provinces that share no border are not adjacent, as for an army; a border by land only, or from another coast, is a fleet that cannot move there', () => {
    const a = play(v, position(v, ['russia F sev', 'russia F stp/sc', 'england F lon', 'england F edi']), {
      russia: ['F sev - con', 'F stp/sc - nwy'],
      england: ['F lon - mao', 'F edi - lvp'],
    });
    expect(reason(a, 'F sev - con')).toBe('Con is not adjacent to Sev');
    expect(reason(a, 'F lon - mao')).toBe('Mao is not adjacent to Lon');
    expect(reason(a, 'F edi - lvp')).toBe('a fleet cannot move from Edi to Lvp');
    expect(reason(a, 'F stp/sc - nwy')).toBe('a fleet cannot move from Stp/sc to Nwy');
  });

  it('says two units of one power ordered into each other’s province met head to head, not that either lost a battle', () => {
    const a = play(v, position(v, ['france A par', 'france A bur']), { france: ['A par - bur', 'A bur - par'] });
    expect(reason(a, 'A par - bur')).toBe('met A bur - par head to head: a unit cannot dislodge one of its own power');
    expect(reason(a, 'A bur - par')).toBe('met A par - bur head to head: a unit cannot dislodge one of its own power');
  });

  it('names what is there when an order names the wrong type of unit', () => {
    const a = play(v, position(v, ['england F lon', 'england F edi', 'france A par']), { england: ['F lon S A edi', 'A lon H'], france: ['F par - bur'] });
    expect(reason(a, 'F lon S A edi')).toBe('no army in Edi (a fleet is there)');
    expect(reason(a, 'A lon H')).toBe('no army in Lon (a fleet is there)');
    expect(reason(a, 'F par - bur')).toBe('no fleet in Par (an army is there)');
  });
});
