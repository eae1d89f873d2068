/**
 * The Suez Canal (Colonial rules 9.3, errata 9.34 and 9.35 as corrected), played by
 * engine/rules/suez/: a fleet moves directly between the Mediterranean and the Red Sea
 * only when the unit in Egypt supports that move; each test names the rule it checks.
 */
import { describe, expect, it } from 'vitest';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import { parseOrder } from '../../../engine/orders/parse-order.js';
import { after, colonial1994, colonial1996, colonialPosition, dislodgedFrom, play, resultOf } from './colonial-play.js';

describe('Suez Canal: permission', () => {
  it('9.3: a fleet passes when the unit in Egypt supports its move (another power)', () => {
    const o = play(['britain F red', 'turkey F egy'], { britain: ['F Red - Med'], turkey: ['F Egy S F Red - Med'] });
    expect(resultOf(o, 'F Red - Med').outcome).toBe('succeeded');
    expect(after(o)).toContain('britain F med');
  });

  it('9.3: both ways, Mediterranean to Red Sea', () => {
    const o = play(['france F med', 'turkey F egy'], { france: ['F Med - Red'], turkey: ['F Egy S F Med - Red'] });
    expect(after(o)).toContain('france F red');
  });

  it('9.3: permission withheld (Egypt holds): the fleet stays, and says why', () => {
    const o = play(['britain F red', 'turkey F egy'], { britain: ['F Red - Med'], turkey: ['F Egy H'] });
    const r = resultOf(o, 'F Red - Med');
    expect(r.outcome).toBe('failed');
    expect(r.reason).toMatch(/no passage through Egy: F Egy H did not permit it/);
    expect(after(o)).toContain('britain F red');
  });

  it('9.3: nobody in Egypt, nobody to permit: the canal is closed', () => {
    const o = play(['britain F red'], { britain: ['F Red - Med'] });
    expect(resultOf(o, 'F Red - Med').reason).toMatch(/nobody stands in Egy/);
    expect(after(o)).toEqual(['britain F red']);
  });

  it('errata 9.35: an army in Egypt cannot support a fleet into a sea, so it gives no permission', () => {
    const o = play(['britain F red', 'turkey A egy'], { britain: ['F Red - Med'], turkey: ['A Egy S F Red - Med'] });
    expect(resultOf(o, 'A Egy S F Red - Med').outcome).toBe('invalid');
    expect(after(o)).toContain('britain F red');
  });

  it('errata 9.35 as corrected: Turkey F Egy S British F RS-MED lets the British fleet through', () => {
    const o = play(['britain F red', 'turkey F egy'], { britain: ['F RS - Med'], turkey: ['F EGY S F RS-MED'] });
    expect(after(o)).toContain('britain F med');
  });

  it('9.3: own fleets need the order too: a British fleet in Egypt that only holds lets nothing through', () => {
    const held = play(['britain F red', 'britain F egy'], { britain: ['F Red - Med', 'F Egy H'] });
    expect(after(held)).toContain('britain F red');
    const given = play(['britain F red', 'britain F egy'], { britain: ['F Red - Med', 'F Egy S F Red - Med'] });
    expect(after(given)).toContain('britain F med');
  });

  it('9.3: a permission supporting another move does not open the canal', () => {
    const o = play(['britain F red', 'france F med', 'turkey F egy'], { britain: ['F Red - Med'], france: ['F Med - Red'], turkey: ['F Egy S F Med - Red'] });
    // France passes; Britain has no permission, stays, and is dislodged by the French fleet (2 against 1).
    expect(resultOf(o, 'F Med - Red').outcome).toBe('succeeded');
    expect(resultOf(o, 'F Red - Med').outcome).toBe('failed');
    expect(dislodgedFrom(o)).toEqual(['red']);
  });
});

describe('Suez Canal: the permission-giver moves, is cut or dislodged', () => {
  it('9.3: the unit in Egypt moves out: no permission', () => {
    const o = play(['britain F red', 'turkey F egy'], { britain: ['F Red - Med'], turkey: ['F Egy - Sud'] });
    expect(after(o)).toEqual(['britain F red', 'turkey F sud']);
  });

  it('9.3: the unit in Egypt is dislodged: its support, the permission, is not given', () => {
    const o = play(['britain F red', 'turkey F egy', 'france A sud', 'france A syr'], {
      britain: ['F Red - Med'],
      turkey: ['F Egy S F Red - Med'],
      france: ['A Sud - Egy', 'A Syr S A Sud - Egy'],
    });
    expect(dislodgedFrom(o)).toEqual(['egy']);
    expect(after(o)).toContain('britain F red');
  });

  it('9.3 (engine choice): a permission cut by an attack on Egypt is not given', () => {
    const o = play(['britain F red', 'turkey F egy', 'france A sud'], { britain: ['F Red - Med'], turkey: ['F Egy S F Red - Med'], france: ['A Sud - Egy'] });
    expect(resultOf(o, 'F Egy S F Red - Med').outcome).toBe('failed');
    expect(after(o)).toContain('britain F red');
  });
});

describe('Suez Canal: strength, supports, bounces', () => {
  it('9.3 (engine choice): the permission is a support and adds strength: it dislodges a fleet holding in the Mediterranean', () => {
    const o = play(['britain F red', 'turkey F egy', 'france F med'], { britain: ['F Red - Med'], turkey: ['F Egy S F Red - Med'], france: ['F Med H'] });
    expect(resultOf(o, 'F Red - Med').outcome).toBe('succeeded');
    expect(dislodgedFrom(o)).toEqual(['med']);
  });

  it('9.3: other supports through the canal count once it is open', () => {
    const o = play(['britain F red', 'turkey F egy', 'turkey F ang', 'france F med', 'france F syr'], {
      britain: ['F Red - Med'],
      turkey: ['F Egy S F Red - Med', 'F Ang S F Red - Med'],
      france: ['F Med H', 'F Syr S F Med'],
    });
    expect(resultOf(o, 'F Red - Med').outcome).toBe('succeeded'); // 3 against 2
    expect(dislodgedFrom(o)).toEqual(['med']);
  });

  it('9.3: a fleet the canal stops does not bounce another move into the sea beyond', () => {
    const o = play(['britain F red', 'turkey F egy', 'turkey F con'], { britain: ['F Red - Med'], turkey: ['F Egy H', 'F Con - Med'] });
    expect(resultOf(o, 'F Con - Med').outcome).toBe('succeeded');
  });

  it('9.3: a fleet the canal stops cuts no support in the sea beyond', () => {
    const o = play(['britain F red', 'turkey F egy', 'france F med', 'france F syr', 'turkey A ang'], {
      britain: ['F Red - Med'],
      turkey: ['F Egy H', 'A Ang - Syr'],
      france: ['F Med (S) F Syr', 'F Syr H'],
    });
    // ("F Med S" would read as the alias MedS.)
    expect(resultOf(o, 'F Med (S) F Syr').outcome).toBe('succeeded');
  });

  it('9.3: head to head through the canal, one side permitted: it takes the other side’s sea', () => {
    const o = play(['britain F red', 'france F med', 'turkey F egy'], { britain: ['F Red - Med'], france: ['F Med - Red'], turkey: ['F Egy S F Red - Med'] });
    expect(resultOf(o, 'F Red - Med').outcome).toBe('succeeded');
    expect(dislodgedFrom(o)).toEqual(['med']);
  });
});

describe('Suez Canal: orders and retreats', () => {
  it('legal orders list the canal move with the permission it needs (Egypt’s), and the permission support of Egypt', () => {
    const position = colonialPosition(colonial1996, ['britain F red', 'turkey F egy']);
    const red = legalOrders(colonial1996, position, 'red');
    expect(red).toContainEqual({ kind: 'move', unit: { type: 'fleet', location: 'red' }, to: 'med', viaConvoy: false, permission: 'egy' });
    // Its ordinary moves need nobody's permission.
    expect(red.filter((o) => o.kind === 'move' && o.permission !== undefined)).toHaveLength(1);
    // Listed so even when nobody stands in Egypt to give it (the move is legal; it fails unpermitted).
    const alone = legalOrders(colonial1996, colonialPosition(colonial1996, ['britain F red']), 'red');
    expect(alone).toContainEqual({ kind: 'move', unit: { type: 'fleet', location: 'red' }, to: 'med', viaConvoy: false, permission: 'egy' });
    const egy = legalOrders(colonial1996, position, 'egy');
    expect(egy).toContainEqual({ kind: 'support', unit: { type: 'fleet', location: 'egy' }, supported: { type: 'fleet', location: 'red' }, to: 'med' });
  });

  it('the canal move reads in French', () => {
    const parsed = parseOrder(colonial1994, 'F Mer Rouge - Mer Méditerranée');
    expect(parsed.ok && parsed.order).toEqual({ kind: 'move', unit: { type: 'fleet', location: 'red' }, to: 'med', viaConvoy: false });
  });

  it('engine choice: no retreat through the canal (nobody can permit it in a retreat phase)', () => {
    const o = play(['britain F red', 'france F ade', 'france F eri', 'turkey F egy'], {
      britain: ['F Red H'],
      france: ['F Ade - Red', 'F Eri S F Ade - Red'],
      turkey: ['F Egy H'],
    });
    expect(dislodgedFrom(o)).toEqual(['red']);
    const retreats = legalOrders(colonial1996, o.next, 'red').flatMap((x) => (x.kind === 'retreat' ? [x.to] : []));
    expect(retreats).not.toContain('med');
    expect(retreats.length).toBeGreaterThan(0);
  });
});
