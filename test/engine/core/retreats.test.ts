import { describe, expect, it } from 'vitest';
import { retreatOptions } from '../../../engine/orders/kinds/retreat.js';
import { tinyMap } from './fixtures/tiny-map.js';
import { dislodgedUnit, expectOutcome, play, position, unitsAfter } from './helpers.js';

const v = tinyMap();
const retreats = { phase: { kind: 'retreats' as const } };

describe('retreats (XI)', () => {
  it('excludes the attacker’s province, occupied and contested provinces, and places the unit cannot go', () => {
    const at = position(v, ['germany A bel', 'france A bre'], {
      ...retreats,
      dislodged: [dislodgedUnit('england A pic', 'bel')],
      contested: ['gas'],
    });
    // pic's army neighbours: bel (attacker), bre (occupied). Nothing else: no retreat.
    expect(retreatOptions(v, at, at.dislodged[0])).toEqual([]);
    const free = position(v, ['france A mar'], { ...retreats, dislodged: [dislodgedUnit('england A gas', 'bre')], contested: ['spa'] });
    expect(retreatOptions(v, free, free.dislodged[0])).toEqual(['alp']);
  });

  it('may retreat to the province of an attacker that came by convoy (DATC 6.H.11)', () => {
    const at = position(v, [], { ...retreats, dislodged: [dislodgedUnit('germany A bel', null)] });
    expect(retreatOptions(v, at, at.dislodged[0]).sort()).toEqual(['hol', 'pic']);
  });

  it('moves a retreating unit, infers a lone coast, and rejects an illegal retreat', () => {
    const at = position(v, ['france F mao'], {
      ...retreats,
      dislodged: [dislodgedUnit('england F gas', 'mao'), dislodgedUnit('germany A bel', 'pic')],
    });
    const a = play(v, at, { england: ['F gas R spa'], germany: ['A bel R nth'] });
    expectOutcome(a, 'F gas R spa', 'succeeded');
    expectOutcome(a, 'A bel R nth', 'invalid', /; disbanded$/);
    expect(unitsAfter(a)).toEqual(['england F spa/nc', 'france F mao']);
  });

  it('never retreats by convoy, nor to the other coast of a contested province (6.H.16)', () => {
    const at = position(v, ['france F mao'], { ...retreats, dislodged: [dislodgedUnit('germany F wes', 'gol')], contested: ['spa'] });
    expect(retreatOptions(v, at, at.dislodged[0])).toEqual([]);
  });

  it('disbands both units retreating to one province (XI.2)', () => {
    const at = position(v, [], {
      ...retreats,
      dislodged: [dislodgedUnit('england A gas', 'bre'), dislodgedUnit('germany A mar', 'spa')],
    });
    const a = play(v, at, { england: ['A gas R alp'], germany: ['A mar R alp'] });
    expectOutcome(a, 'A gas R alp', 'failed', /bounced/);
    expectOutcome(a, 'A mar R alp', 'failed', /bounced/);
    expect(a.next.units).toEqual([]);
  });

  it('disbands a unit ordered to disband or given no order, and rejects orders for units not dislodged', () => {
    const at = position(v, ['england F nth'], {
      ...retreats,
      dislodged: [dislodgedUnit('england A gas', 'bre'), dislodgedUnit('germany A mar', 'spa')],
    });
    const a = play(v, at, { england: ['A gas D', 'F nth R eng'] });
    expectOutcome(a, 'A gas D', 'succeeded');
    expectOutcome(a, 'F nth R eng', 'invalid');
    expectOutcome(a, 'A Mar D (no order)', 'succeeded');
    expect(unitsAfter(a)).toEqual(['england F nth']);
    expect(a.next.phase).toEqual({ season: 'fall', year: 1901, kind: 'movement' });
    expect(a.next.dislodged).toEqual([]);
  });

  it('rejects movement orders in a retreats phase', () => {
    const at = position(v, [], { ...retreats, dislodged: [dislodgedUnit('england A gas', 'bre')] });
    const a = play(v, at, { england: [{ kind: 'support', unit: { type: 'army', location: 'gas' }, supported: { type: 'army', location: 'gas' }, to: null }] });
    expect(a.results.map((r) => [r.text, r.outcome])).toEqual([
      ['A Gas S A Gas', 'invalid'],
      ['A Gas D (no order)', 'succeeded'],
    ]);
  });
});
