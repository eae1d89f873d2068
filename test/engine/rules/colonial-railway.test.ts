/**
 * The Trans-Siberian Railway (Colonial rules 9.2, errata 9.21–9.25), played by
 * engine/rules/railway/ beyond the errata's own examples (colonial-railway-errata.test.ts):
 * each test names the rule or the engine choice (docs/engine-choices.md) it checks.
 * The line: Mos – Prm – Oms – Kra – Irk – Vla.
 */
import { describe, expect, it } from 'vitest';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import { parseOrder } from '../../../engine/orders/parse-order.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { after, colonial1994, colonial1996, colonialPosition, dislodgedFrom, play, resultOf } from './colonial-play.js';

describe('TSR: who may use it (9.21)', () => {
  it('9.23 (1): a Russian army crosses an empty line in one move', () => {
    const o = play(['russia A mos'], { russia: ['A Mos - TSR - Vla'] });
    expect(resultOf(o, 'A Mos - TSR - Vla').outcome).toBe('succeeded');
    expect(after(o)).toEqual(['russia A vla']);
  });

  it('9.21: no other power, even with Russia’s consent', () => {
    const o = play(['china A mos', 'russia A oms'], { china: ['A Mos - TSR - Vla'], russia: ['A Oms H'] });
    expect(resultOf(o, 'A Mos - TSR - Vla')).toMatchObject({ outcome: 'invalid', reason: "only russia's armies may use the TSR (9.21)" });
    expect(after(o)).toContain('china A mos');
  });

  it('9.21: armies only', () => {
    const o = play(['russia F vla'], { russia: ['F Vla - TSR - Irk'] });
    expect(resultOf(o, 'F Vla - TSR - Irk').outcome).toBe('invalid');
  });

  it('9.2: from and to provinces of the line only', () => {
    const o = play(['russia A ode', 'russia A vla'], { russia: ['A Ode - TSR - Oms', 'A Vla - TSR - Seo'] });
    expect(resultOf(o, 'A Ode - TSR - Oms').reason).toMatch(/Ode is not on the TSR/);
    expect(resultOf(o, 'A Vla - TSR - Seo').reason).toMatch(/Seo is not on the TSR/);
  });

  it('the 1994 edition plays the railway the same way', () => {
    const o = play(['russia A vla'], { russia: ['A Vla - TSR - Mos'] }, {}, colonial1994);
    expect(after(o)).toEqual(['russia A mos']);
  });
});

describe('TSR: occupied provinces (9.23)', () => {
  it('9.23 (2): the destination’s occupant leaves: the army takes it', () => {
    const o = play(['russia A mos', 'china A vla'], { russia: ['A Mos - TSR - Vla'], china: ['A Vla - Seo'] });
    expect(after(o)).toEqual(['china A seo', 'russia A vla']);
  });

  it('9.23 (3): an occupant that tries to leave and fails stays: the army stops before it', () => {
    const o = play(['russia A mos', 'china A vla', 'japan A seo'], { russia: ['A Mos - TSR - Vla'], china: ['A Vla - Seo'], japan: ['A Seo H'] });
    expect(resultOf(o, 'A Mos - TSR - Vla').reason).toMatch(/^stops in Irk: A Vla - Seo stays in Vla/);
    expect(after(o)).toContain('russia A irk');
  });

  it('9.241, question 1: a unit on the way whose move fails stays, and the army stops before it', () => {
    // Omsk's army is ordered out (so the plan passes Omsk) but bounces: the line is closed at Omsk.
    const o = play(['russia A mos', 'china A oms', 'britain A akm'], { russia: ['A Mos - TSR - Vla'], china: ['A Oms - Akm'], britain: ['A Akm H'] });
    expect(resultOf(o, 'A Mos - TSR - Vla')).toMatchObject({
      outcome: 'failed',
      reason: 'stops in Prm: A Oms - Akm failed, so Oms stayed occupied and closes the line beyond it (9.241, question 1)',
    });
    expect(after(o)).toEqual(['britain A akm', 'china A oms', 'russia A prm']);
    // Russia's own army on the way closes it alike; when it gets out, the way is open.
    const own = play(['russia A mos', 'russia A oms', 'britain A akm'], { russia: ['A Mos - TSR - Vla', 'A Oms - Akm'], britain: ['A Akm H'] });
    expect(after(own)).toEqual(['britain A akm', 'russia A oms', 'russia A prm']);
    const open = play(['russia A mos', 'china A oms'], { russia: ['A Mos - TSR - Vla'], china: ['A Oms - Akm'] });
    expect(after(open)).toEqual(['china A akm', 'russia A vla']);
    // Blocked in the first province it passes: it stays where it was.
    const first = play(['russia A mos', 'china A prm', 'britain A ore'], { russia: ['A Mos - TSR - Vla'], china: ['A Prm - Ore'], britain: ['A Ore H'] });
    expect(resultOf(first, 'A Mos - TSR - Vla').reason).toBe('stays in Mos: A Prm - Ore failed, so Prm stayed occupied and closes the line beyond it (9.241, question 1)');
    expect(after(first)).toEqual(['britain A ore', 'china A prm', 'russia A mos']);
  });

  it('9.23 (3): even with support, the army does not take a province from a unit that stays', () => {
    const o = play(['russia A mos', 'russia A seo', 'china A vla'], { russia: ['A Mos - TSR - Vla', 'A Seo S A Mos - Vla'], china: ['A Vla H'] });
    expect(dislodgedFrom(o)).toEqual([]);
    expect(after(o)).toEqual(['china A vla', 'russia A irk', 'russia A seo']);
  });

  it('9.23 (3): so too a railway move to the next province, where an ordinary supported move would dislodge', () => {
    const rail = play(['russia A mos', 'russia A ore', 'china A prm'], { russia: ['A Mos - TSR - Prm', 'A Ore S A Mos - Prm'], china: ['A Prm H'] });
    expect(dislodgedFrom(rail)).toEqual([]);
    expect(after(rail)).toContain('russia A mos');
    const plain = play(['russia A mos', 'russia A ore', 'china A prm'], { russia: ['A Mos - Prm', 'A Ore S A Mos - Prm'], china: ['A Prm H'] });
    expect(dislodgedFrom(plain)).toEqual(['prm']);
  });

  it('9.23 (3): an own unit that stays on the line stops the army too (question 1)', () => {
    const o = play(['russia A mos', 'russia A kra'], { russia: ['A Mos - TSR - Vla', 'A Kra H'] });
    expect(after(o)).toEqual(['russia A kra', 'russia A oms']);
  });

  it('9.23: a unit nobody orders (civil disorder) stays, and blocks the line', () => {
    const o = play(['russia A mos', 'china A kra'], { russia: ['A Mos - TSR - Vla'] });
    expect(after(o)).toEqual(['china A kra', 'russia A oms']);
  });

  it('9.23 (3): blocked at once, the army stays where it is', () => {
    const o = play(['russia A mos', 'china A prm'], { russia: ['A Mos - TSR - Vla'], china: ['A Prm H'] });
    expect(resultOf(o, 'A Mos - TSR - Vla').reason).toMatch(/^stays in Mos/);
    expect(after(o)).toContain('russia A mos');
  });
});

describe('TSR: foreign units and captured centres on the line (9.241)', () => {
  it('9.241: a foreign unit holding on the line blocks it beyond', () => {
    const o = play(['russia A mos', 'china A oms'], { russia: ['A Mos - TSR - Vla'], china: ['A Oms H'] });
    expect(after(o)).toContain('russia A prm');
  });

  it('9.241: a foreign unit that leaves the line reopens it', () => {
    const o = play(['russia A mos', 'china A oms'], { russia: ['A Mos - TSR - Vla'], china: ['A Oms - Akm'] });
    expect(after(o)).toEqual(['china A akm', 'russia A vla']);
  });

  it('9.241, exception: a captured centre of the line, left empty, closes the line beyond it', () => {
    const o = play(['russia A mos'], { russia: ['A Mos - TSR - Vla'] }, { oms: 'china' });
    const r = resultOf(o, 'A Mos - TSR - Vla');
    expect(r.outcome).toBe('failed');
    expect(r.reason).toMatch(/^stops in Oms: .*9\.241/);
    expect(after(o)).toEqual(['russia A oms']);
  });

  it('9.241, exception: once Russia owns the centre again the line is open', () => {
    const o = play(['russia A mos'], { russia: ['A Mos - TSR - Vla'] }, { oms: 'russia' });
    expect(after(o)).toEqual(['russia A vla']);
  });

  it('9.241, exception: a captured centre at the destination is entered as usual', () => {
    const o = play(['russia A mos'], { russia: ['A Mos - TSR - Vla'] }, { vla: 'japan' });
    expect(resultOf(o, 'A Mos - TSR - Vla').outcome).toBe('succeeded');
  });
});

describe('TSR: standoffs at the destination and along the line (9.25)', () => {
  it('9.25: a standoff at the destination stops the army in the nearest empty province before it', () => {
    const o = play(['russia A mos', 'china A mac'], { russia: ['A Mos - TSR - Vla'], china: ['A Mac - Vla'] });
    expect(after(o)).toEqual(['china A mac', 'russia A irk']);
  });

  it('9.25: supported at its destination, the army wins the contest there', () => {
    const o = play(['russia A mos', 'russia A seo', 'china A mac'], { russia: ['A Mos - TSR - Vla', 'A Seo S A Mos - Vla'], china: ['A Mac - Vla'] });
    expect(after(o)).toContain('russia A vla');
    expect(resultOf(o, 'A Mac - Vla').outcome).toBe('failed');
  });

  it('9.25: a stronger move into the destination wins; the army stops short', () => {
    const o = play(['russia A mos', 'china A mac', 'china A seo'], { russia: ['A Mos - TSR - Vla'], china: ['A Mac - Vla', 'A Seo S A Mac - Vla'] });
    expect(after(o)).toEqual(['china A seo', 'china A vla', 'russia A irk']);
  });

  it('9.25: a move into a province on the way is a contest there', () => {
    const o = play(['russia A mos', 'china A mon'], { russia: ['A Mos - TSR - Vla'], china: ['A Mon - Irk'] });
    expect(after(o)).toEqual(['china A mon', 'russia A kra']);
  });

  it('9.25: a supported move into a province on the way takes it; the army stops before it', () => {
    const o = play(['russia A mos', 'china A mon', 'china A mac'], { russia: ['A Mos - TSR - Vla'], china: ['A Mon - Irk', 'A Mac S A Mon - Irk'] });
    expect(after(o)).toEqual(['china A irk', 'china A mac', 'russia A kra']);
  });

  it('engine choice: a support of the railway move names its destination and counts only there', () => {
    const o = play(['russia A mos', 'russia A seo', 'china A mon'], { russia: ['A Mos - TSR - Vla', 'A Seo S A Mos - Vla'], china: ['A Mon - Irk'] });
    expect(resultOf(o, 'A Seo S A Mos - Vla').outcome).toBe('failed');
    expect(after(o)).toContain('russia A kra');
  });

  it('engine choice: a support may write the railway move with its route (`S A Mos - TSR - Vla`), in English and French; it is the same support', () => {
    const written = play(['russia A mos', 'russia A seo', 'china A mac'], { russia: ['A Mos - TSR - Vla', 'A Seo S A Mos - TSR - Vla'], china: ['A Mac - Vla'] });
    expect(resultOf(written, 'A Seo S A Mos - TSR - Vla').outcome).toBe('succeeded');
    expect(after(written)).toContain('russia A vla');
    expect(parseOrder(colonial1996, 'A Seo S A Mos - TSR - Vla')).toEqual(parseOrder(colonial1996, 'A Seo S A Mos - Vla'));
    expect(parseOrder(colonial1996, 'A Séoul S A Moscou - Transsibérien - Vladivostok')).toEqual(parseOrder(colonial1996, 'A Seo S A Mos - Vla'));
  });

  it('9.25: Russian units moving on the line contest the army’s way like any other', () => {
    const o = play(['russia A mos', 'russia A oms'], { russia: ['A Mos - TSR - Vla', 'A Oms - Kra'] });
    // Standoff at Kra between the two Russian armies; Oms stays occupied, so the railway army stops in Prm.
    expect(after(o)).toEqual(['russia A oms', 'russia A prm']);
  });

  it('9.23 (2): an own unit leaving the line lets the army through', () => {
    const o = play(['russia A mos', 'russia A oms'], { russia: ['A Mos - TSR - Vla', 'A Oms - Akm'] });
    expect(after(o)).toEqual(['russia A akm', 'russia A vla']);
  });
});

describe('TSR: two railway moves, head to head, support cuts, dislodgements', () => {
  it('9.2: two railway moves in one turn', () => {
    const o = play(['russia A mos', 'russia A vla'], { russia: ['A Mos - TSR - Oms', 'A Vla - TSR - Kra'] });
    expect(after(o)).toEqual(['russia A kra', 'russia A oms']);
  });

  it('9.25: two railway moves to one province stand off; each stops before it', () => {
    const o = play(['russia A mos', 'russia A vla'], { russia: ['A Mos - TSR - Kra', 'A Vla - TSR - Kra'] });
    expect(after(o)).toEqual(['russia A irk', 'russia A oms']);
  });

  it('9.23 (3): head to head with the next province’s occupant: neither moves', () => {
    const o = play(['russia A mos', 'china A prm'], { russia: ['A Mos - TSR - Prm'], china: ['A Prm - Mos'] });
    expect(after(o)).toEqual(['china A prm', 'russia A mos']);
  });

  it('engine choice: a foreign army leaving the line towards the railway army’s start is passed, and enters the province it left', () => {
    const o = play(['russia A mos', 'china A prm'], { russia: ['A Mos - TSR - Vla'], china: ['A Prm - Mos'] });
    expect(after(o)).toEqual(['china A mos', 'russia A vla']);
  });

  it('engine choice: the railway army’s attack cuts a support given where it attacks, though the attack fails', () => {
    const o = play(['russia A mos', 'china A vla', 'china A mac', 'japan A seo'], {
      russia: ['A Mos - TSR - Vla'],
      china: ['A Vla S A Mac - Seo', 'A Mac - Seo'],
      japan: ['A Seo H'],
    });
    expect(resultOf(o, 'A Vla S A Mac - Seo').outcome).toBe('failed');
    expect(dislodgedFrom(o)).toEqual([]);
  });

  it('engine choice (a paradox): the army passes a unit ordered out, cuts the support that would have let it out, and stops before it', () => {
    // If the army reached Kra it would cut the support from Kra, so A Oms would not leave and
    // the army could not pass Oms to reach Kra; if it did not, A Oms would leave and it could.
    // The army's way is planned from the orders (Oms is left by a unit ordered out), so it
    // attacks Kra and cuts the support; A Oms then stays, and the army stops in Prm.
    const o = play(['russia A mos', 'china A oms', 'china A kra', 'britain A akm'], {
      russia: ['A Mos - TSR - Irk'],
      china: ['A Oms - Akm', 'A Kra S A Oms - Akm'],
      britain: ['A Akm H'],
    });
    expect(resultOf(o, 'A Kra S A Oms - Akm')).toMatchObject({ outcome: 'failed', reason: 'support cut by A Mos - TSR - Irk' });
    expect(resultOf(o, 'A Oms - Akm').outcome).toBe('failed');
    expect(resultOf(o, 'A Mos - TSR - Irk').reason).toMatch(/^stops in Prm: /);
    expect(dislodgedFrom(o)).toEqual([]);
    expect(after(o)).toEqual(['britain A akm', 'china A kra', 'china A oms', 'russia A prm']);
  });

  it('9.23: an army that left its start by rail cannot be dislodged there, and its start can be taken', () => {
    const o = play(['russia A mos', 'china A vla', 'turkey A ode'], { russia: ['A Mos - TSR - Vla'], china: ['A Vla H'], turkey: ['A Ode - Mos'] });
    expect(dislodgedFrom(o)).toEqual([]);
    expect(after(o)).toEqual(['china A vla', 'russia A irk', 'turkey A mos']);
  });

  it('9.23: an army blocked at once stays, and may be dislodged there', () => {
    const o = play(['russia A mos', 'china A prm', 'turkey A ode', 'turkey A bak'], {
      russia: ['A Mos - TSR - Vla'],
      china: ['A Prm H'],
      turkey: ['A Ode - Mos', 'A Bak S A Ode - Mos'],
    });
    expect(dislodgedFrom(o)).toEqual(['mos']);
  });

  it('retreats: a unit dislodged beside the line cannot retreat where the railway army stopped (9.23, remark)', () => {
    const o = play(['russia A mos', 'china A vla', 'japan A seo', 'japan F okh'], {
      russia: ['A Mos - TSR - Vla'],
      china: ['A Vla H'],
      japan: ['A Seo - Vla', 'F Okh (S) A Seo - Vla'], // ("Okh S" would read as the alias OkhS)
    });
    expect(dislodgedFrom(o)).toEqual(['vla']);
    const retreats = legalOrders(colonial1996, o.next, 'vla').flatMap((x) => (x.kind === 'retreat' ? [x.to] : []));
    expect(retreats).toEqual(['mac']);
  });
});

describe('TSR: orders', () => {
  it('reads the errata’s forms, the spaced English form and the French name of the line', () => {
    const move = { kind: 'move', unit: { type: 'army', location: 'mos' }, to: 'vla', viaConvoy: false, railway: 'tsr' };
    for (const text of ['A Mos-TSR-Vla', 'A Mos - TSR - Vla', 'A MOS-TSR-VLA', 'A Moscou - Transsibérien - Vladivostok']) {
      const parsed = parseOrder(colonial1996, text);
      expect(parsed.ok && parsed.order, text).toEqual(move);
    }
    expect(formatOrder(colonial1996, move as never)).toBe('A Mos - TSR - Vla');
  });

  it('legal orders list railway moves for Russian armies on the line, and supports of them', () => {
    const position = colonialPosition(colonial1996, ['russia A mos', 'russia A seo', 'china A mon']);
    const mos = legalOrders(colonial1996, position, 'mos');
    expect(mos).toContainEqual({ kind: 'move', unit: { type: 'army', location: 'mos' }, to: 'vla', viaConvoy: false, railway: 'tsr' });
    expect(mos.filter((x) => x.kind === 'move' && x.railway === 'tsr').length).toBe(5);
    const seo = legalOrders(colonial1996, position, 'seo');
    expect(seo).toContainEqual({ kind: 'support', unit: { type: 'army', location: 'seo' }, supported: { type: 'army', location: 'mos' }, to: 'vla' });
    const mon = legalOrders(colonial1996, position, 'mon');
    expect(mon.some((x) => x.kind === 'move' && x.railway !== undefined)).toBe(false);
  });
});
