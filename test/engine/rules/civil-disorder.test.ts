/**
 * `rule civil-disorder` on the Standard setups of rules XIV.2: six players (Italy left
 * out) and five players (Germany and Italy left out), XIV.3 for what their units do.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { buildSites } from '../../../engine/adjustments/adjudicate-adjustments.js';
import { lostBuilds } from '../../../engine/adjustments/lost-builds.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { legalBuilds, legalDisbands, legalOrders, legalOrdersByUnit, legalOrdersForPower } from '../../../engine/orders/legal-orders.js';
import { retreatOptions } from '../../../engine/orders/kinds/retreat.js';
import { loadVariant } from '../../support/variants.js';
import { dislodgedUnit, expectOutcome, position, unitsAfter } from '../core/helpers.js';

const six = loadVariant('standard/six-players.dip');
const five = loadVariant('standard/five-players.dip');

describe('six players: Italy in civil disorder', () => {
  it("refuses Italy's orders, and its units hold", () => {
    const at = startPosition(six);
    const after = adjudicate(six, at, { italy: ['A Ven - Tyr', 'A Rom - Apu', 'F Nap - Ion'], austria: ['A Vie - Tyr'] });
    for (const text of ['A Ven - Tyr', 'A Rom - Apu', 'F Nap - Ion']) expectOutcome(after, text, 'invalid', 'Italy is in civil disorder: its units hold');
    expectOutcome(after, 'A Vie - Tyr', 'succeeded');
    expect(after.next.units.filter((u) => u.power === 'italy').map((u) => u.location).sort()).toEqual(['nap', 'rom', 'ven']);
  });

  it('lets another power support an Italian unit to hold, and never lets Italian units support one another', () => {
    const units = ['italy A ven', 'italy A rom', 'austria A tyr', 'austria A tri', 'france A pie'];
    const attack = { austria: ['A Tyr - Ven', 'A Tri S A Tyr - Ven'] };
    // Unsupported, Venice falls; Rome's support is refused.
    const alone = adjudicate(six, position(six, units), { ...attack, italy: ['A Rom S A Ven'] });
    expectOutcome(alone, 'A Rom S A Ven', 'invalid', 'civil disorder');
    expectOutcome(alone, 'A Tyr - Ven', 'succeeded');
    // A French support to hold saves it.
    const helped = adjudicate(six, position(six, units), { ...attack, france: ['A Pie S A Ven'] });
    expectOutcome(helped, 'A Pie S A Ven', 'succeeded');
    expectOutcome(helped, 'A Tyr - Ven', 'failed', 'bounced');
    expect(unitsAfter(helped)).toContain('italy A ven');
  });

  it('disbands a dislodged Italian unit: no retreat phase when it is the only one dislodged', () => {
    const at = position(six, ['italy A ven', 'austria A tyr', 'austria A tri']);
    const after = adjudicate(six, at, { austria: ['A Tyr - Ven', 'A Tri S A Tyr - Ven'] });
    expect(after.dislodged.map((u) => u.location)).toEqual(['ven']);
    expect(retreatOptions(six, { ...at, phase: { ...at.phase, kind: 'retreats' }, dislodged: after.dislodged }, after.dislodged[0])).toEqual([]);
    expect(after.next.phase).toEqual({ season: 'fall', year: 1901, kind: 'movement' });
    expect(after.next.units.some((u) => u.power === 'italy')).toBe(false);
  });

  it('refuses a retreat of an Italian unit: it is gone after the retreats phase', () => {
    const at = position(six, ['austria A tri', 'austria A tyr', 'france A bur'], {
      phase: { kind: 'retreats' },
      dislodged: [dislodgedUnit('italy A ven', 'tyr'), dislodgedUnit('germany A mun', 'bur')],
    });
    expect(legalOrdersForPower(six, at, 'italy')).toEqual([]);
    const after = adjudicate(six, at, { italy: ['A Ven R Pie'], germany: ['A Mun R Kie'] });
    expectOutcome(after, 'A Ven R Pie', 'invalid', 'civil disorder');
    expectOutcome(after, 'A Mun R Kie', 'succeeded');
    expect(unitsAfter(after)).toEqual(['austria A tri', 'austria A tyr', 'france A bur', 'germany A kie']);
  });

  it('builds nothing for Italy, and skips an adjustments phase where only Italy could build', () => {
    const owned = { ...six.start.ownership, tun: 'italy' };
    const winter = position(six, ['italy F nap'], { phase: { season: 'winter', kind: 'adjustments' }, ownership: owned });
    expect(buildSites(six, winter, 'italy')).toEqual([]);
    expect(legalBuilds(six, winter, 'italy')).toEqual([]);
    expect(legalOrders(six, winter, 'ven')).toEqual([]);
    const after = adjudicate(six, winter, { italy: ['Build A Ven', 'Build A Rom'] });
    expectOutcome(after, 'Build A Ven', 'invalid');
    expect(after.next.units).toEqual(winter.units);
    // Italy lost no build by not ordering one: it could order none. England, with no unit, did.
    const lost = lostBuilds(six, winter, after.results);
    expect(lost).toContainEqual({ power: 'england', builds: 3 });
    expect(lost.map((l) => l.power)).not.toContain('italy');
    // Fall 1901 ends with Italy short of units: no adjustments phase for it.
    const italian = { ven: 'italy', rom: 'italy', nap: 'italy', tun: 'italy' };
    const fall = position(six, ['italy F nap'], { phase: { season: 'fall' }, ownership: italian });
    expect(adjudicate(six, fall, {}).next.phase).toEqual({ season: 'spring', year: 1902, kind: 'movement' });
  });

  it('disbands for Italy by the civil-disorder choice when it must', () => {
    const owned = { ...six.start.ownership };
    delete owned.rom;
    const winter = position(six, ['italy A ven', 'italy A pie', 'italy F nap'], { phase: { season: 'winter', kind: 'adjustments' }, ownership: owned });
    expect(legalDisbands(six, winter, 'italy')).toEqual([]);
    const after = adjudicate(six, winter, { italy: ['A Ven D'] });
    expectOutcome(after, 'A Ven D', 'invalid', 'civil disorder');
    // Piedmont is farthest from Italy's owned centres (Venice, Naples): it goes.
    expect(unitsAfter(after)).toEqual(['italy A ven', 'italy F nap']);
  });

  it('lists only hold for Italian units, and no support for an Italian move', () => {
    const at = startPosition(six);
    for (const entry of legalOrdersByUnit(six, at).filter((e) => e.power === 'italy')) {
      expect(entry.orders).toEqual([{ kind: 'hold', unit: { type: entry.location === 'nap' ? 'fleet' : 'army', location: entry.location } }]);
    }
    const austrian = legalOrders(six, at, 'tri');
    expect(austrian.some((o) => o.kind === 'support' && o.supported.location === 'ven' && o.to === null)).toBe(true);
    expect(austrian.some((o) => o.kind === 'support' && o.supported.location === 'ven' && o.to !== null)).toBe(false);
  });

  it('leaves the other six powers alone', () => {
    const after = adjudicate(six, startPosition(six), { germany: ['A Mun - Bur'], france: ['A Par - Pic'] });
    expectOutcome(after, 'A Mun - Bur', 'succeeded');
    expectOutcome(after, 'A Par - Pic', 'succeeded');
  });
});

describe('five players: Germany and Italy in civil disorder', () => {
  it('refuses the orders of both; their units hold and can be supported by others', () => {
    const at = startPosition(five);
    const after = adjudicate(five, at, {
      germany: ['A Mun - Bur', 'F Kie - Den'],
      italy: ['A Ven - Tyr'],
      france: ['A Par - Bur', 'A Mar S A Par - Bur'],
      russia: ['A War - Sil'],
    });
    expectOutcome(after, 'A Mun - Bur', 'invalid', 'Germany is in civil disorder: its units hold');
    expectOutcome(after, 'A Ven - Tyr', 'invalid', 'Italy is in civil disorder');
    expectOutcome(after, 'A Par - Bur', 'succeeded');
    expect(unitsAfter(after).filter((u) => u.startsWith('germany'))).toEqual(['germany A ber', 'germany A mun', 'germany F kie']);
  });

  it('disbands dislodged German units and builds nothing for Germany', () => {
    const at = position(five, ['germany A mun', 'germany A kie', 'france A bur', 'france A ruh', 'russia A sil'], { phase: { season: 'fall' } });
    const after = adjudicate(five, at, { france: ['A Bur - Mun', 'A Ruh S A Bur - Mun'], russia: ['A Sil S A Mun'] });
    // Russia's support to hold keeps Munich.
    expectOutcome(after, 'A Bur - Mun', 'failed');
    const alone = adjudicate(five, at, { france: ['A Bur - Mun', 'A Ruh S A Bur - Mun'] });
    expect(alone.dislodged.map((u) => `${u.power} ${u.location}`)).toEqual(['germany mun']);
    expect(alone.next.units.some((u) => u.location === 'mun' && u.power === 'germany')).toBe(false);
    expect(alone.next.units.some((u) => u.location !== 'kie' && u.power === 'germany')).toBe(false);
    expect(alone.next.phase.kind).toBe('adjustments'); // France builds
    expect(legalBuilds(five, alone.next, 'germany')).toEqual([]);
    const built = adjudicate(five, alone.next, { germany: ['Build A Ber'] });
    expectOutcome(built, 'Build A Ber', 'invalid');
    expect(built.next.units.filter((u) => u.power === 'germany')).toEqual([{ power: 'germany', type: 'army', location: 'kie' }]);
  });
});
