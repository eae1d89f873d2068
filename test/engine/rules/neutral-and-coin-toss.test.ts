/**
 * `rule neutral italy pie ven tus rom nap apu` and `rule coin-toss italy` on the Standard
 * two-player game of 1914 (rules XIV.2): Italy's territory cannot be entered until a coin
 * toss, before the adjustments closing 1914, gives Italy to a player from Spring 1915.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { loadGame } from '../../../engine/files/load-game.js';
import { loadPosition } from '../../../engine/files/load-position.js';
import { replayGame } from '../../../engine/files/replay-game.js';
import { playersOf } from '../../../engine/game/players.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { winner, winningPlayer } from '../../../engine/game/winner.js';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import { retreatOptions } from '../../../engine/orders/kinds/retreat.js';
import type { Position, Unit } from '../../../engine/types.js';
import { loadVariant } from '../../support/variants.js';
import { dislodgedUnit, expectOutcome, position, unitsAfter, type PositionParts } from '../core/helpers.js';

const v = loadVariant('standard/two-players-1914.dip');
const TERRITORY = ['pie', 'ven', 'tus', 'rom', 'nap', 'apu'];
const ITALY = ['italy A ven', 'italy A rom', 'italy F nap'];

function at(units: string[], more: PositionParts = {}): Position {
  return position(v, units, { ...more, phase: { year: 1914, ...more.phase } });
}

const tossed = (player: string): PositionParts => ({ rules: { 'coin-toss': { italy: player } } });

describe('1914: Italy neutral', () => {
  const around = [...ITALY, 'france A mar', 'austria A tyr', 'austria A tri', 'austria F adr', 'england F tys', 'turkey F ion', 'france A tun'];

  it('refuses every move into its territory, by land, by sea and by convoy', () => {
    const after = adjudicate(v, at(around), {
      france: ['A Mar - Pie', 'A Tun - Rom'],
      austria: ['A Tyr - Ven', 'F Adr - Apu'],
      england: ['F Tys - Tus'],
      turkey: ['F Ion - Nap'],
    });
    for (const text of ['A Mar - Pie', 'A Tyr - Ven', 'F Adr - Apu', 'F Tys - Tus', 'F Ion - Nap', 'A Tun - Rom']) {
      expectOutcome(after, text, 'invalid', /neutral territory \(Italy\)/);
    }
    expectOutcome(adjudicate(v, at(around), { england: ['F Tys C A Tun - Rom'] }), 'F Tys C A Tun - Rom', 'invalid', 'neutral territory');
    expect(unitsAfter(after).filter((u) => TERRITORY.some((p) => u.endsWith(` ${p}`)))).toEqual(ITALY.slice().sort());
  });

  it('refuses supports into it, to move or to hold', () => {
    const after = adjudicate(v, at(around), { austria: ['A Tri S A Tyr - Ven', 'A Tyr S A Ven', 'F Adr S F Ion - Apu'] });
    for (const text of ['A Tri S A Tyr - Ven', 'A Tyr S A Ven', 'F Adr S F Ion - Apu']) expectOutcome(after, text, 'invalid', 'neutral territory');
  });

  it("refuses Italy's orders: its units hold", () => {
    const after = adjudicate(v, at(around), { italy: ['A Ven - Tyr', 'F Nap - Tys'] });
    expectOutcome(after, 'A Ven - Tyr', 'invalid', 'Italy is neutral: its units hold');
    expect(unitsAfter(after)).toContain('italy A ven');
  });

  it('allows no retreat into it', () => {
    const retreats = at(['france A mun', 'austria A boh'], { phase: { kind: 'retreats' }, dislodged: [dislodgedUnit('austria A tyr', 'mun')] });
    const options = retreatOptions(v, retreats, retreats.dislodged[0]);
    expect(options).not.toContain('ven');
    expect(options).not.toContain('pie');
    expect(options).toContain('tri');
    const after = adjudicate(v, retreats, { austria: ['A Tyr R Ven'] });
    expectOutcome(after, 'A Tyr R Ven', 'invalid', 'neutral territory');
  });

  it('lists no legal order into it, and only hold for Italian units', () => {
    const position = at(around);
    const targets = (location: string): string[] =>
      legalOrders(v, position, location).flatMap((o) => (o.kind === 'move' ? [o.to] : o.kind === 'support' || o.kind === 'convoy' ? [o.to ?? o.kind] : []));
    for (const location of ['mar', 'tyr', 'tri', 'adr', 'tys', 'ion', 'tun']) {
      for (const to of targets(location)) expect(TERRITORY, `${location} → ${to}`).not.toContain(to.split('/')[0]);
    }
    expect(legalOrders(v, position, 'ven')).toEqual([{ kind: 'hold', unit: { type: 'army', location: 'ven' } }]);
    expect(legalOrders(v, position, 'tyr').some((o) => o.kind === 'support' && o.supported.location === 'ven')).toBe(false);
  });
});

describe('1914: the coin toss', () => {
  // Russia took Sweden in 1914: a build is due in the winter.
  const winter = (more: PositionParts = {}): Position =>
    at([...ITALY, 'russia A swe'], { ...more, phase: { season: 'winter', kind: 'adjustments' }, ownership: { ...v.start.ownership, swe: 'russia' } });

  it('must be known to play the adjustments closing 1914: without it the phase is blocked, naming what is missing', () => {
    const position = winter();
    const after = adjudicate(v, position, { russia: ['Build A Mos'] });
    expect(after.blocked).toMatch(/coin-toss/);
    expect(after.blocked).toMatch(/Italy/);
    expect(after.blocked).toMatch(/no toss result/);
    expect(after.blocked).toMatch(/west, central/);
    expect(after.next).toBe(position);
    expectOutcome(after, 'Build A Mos', 'invalid', /coin-toss/);
    const wrong = adjudicate(v, winter(tossed('east')), {});
    expect(wrong.blocked).toMatch(/'east' is not a player/);
  });

  it('is also needed for any later phase, as when the 1914 adjustments had nothing to do', () => {
    const spring = at(ITALY, { phase: { year: 1915 } });
    expect(adjudicate(v, spring, {}).blocked).toMatch(/coin-toss/);
    expect(adjudicate(v, startPosition(v), {}).blocked).toBeUndefined();
  });

  it('gives Italy to the winner from Spring 1915, not before', () => {
    const played = adjudicate(v, winter(tossed('west')), { russia: ['Build A Mos'] });
    expect(played.blocked).toBeUndefined();
    expectOutcome(played, 'Build A Mos', 'succeeded');
    expect(played.next.phase).toEqual({ season: 'spring', year: 1915, kind: 'movement' });
    expect(played.next.rules).toEqual({ 'coin-toss': { italy: 'west' } });

    // Fall 1914, the toss already made: Italy is still neutral.
    const fall = at([...ITALY, 'austria A tyr'], { phase: { season: 'fall' }, ...tossed('west') });
    expect(playersOf(v, fall).find((p) => p.id === 'west')?.powers).toEqual(['england', 'france', 'russia']);
    expectOutcome(adjudicate(v, fall, { italy: ['A Ven - Pie'] }), 'A Ven - Pie', 'invalid', 'neutral');

    // Spring 1915: Italy takes orders (keyed by its id, as usual) and its territory opens.
    const spring = at([...ITALY, 'austria A tyr', 'austria A tri'], { phase: { year: 1915 }, ...tossed('west') });
    expect(playersOf(v, spring).find((p) => p.id === 'west')?.powers).toEqual(['england', 'france', 'russia', 'italy']);
    const after = adjudicate(v, spring, { italy: ['A Ven - Pie', 'F Nap - Tys'], austria: ['A Tri - Ven', 'A Tyr S A Tri - Ven'] });
    expectOutcome(after, 'A Ven - Pie', 'succeeded');
    expectOutcome(after, 'F Nap - Tys', 'succeeded');
    expectOutcome(after, 'A Tri - Ven', 'succeeded');
    expectOutcome(after, 'A Tyr S A Tri - Ven', 'succeeded');
  });

  it("counts Italy's units for the player it joined toward victory 24 units", () => {
    // 21 units for the Entente and 3 Italian units, on 24 land provinces away from Italy.
    const land = v.provinces.filter((p) => p.terrain !== 'sea' && p.terrain !== 'impassable' && !TERRITORY.includes(p.id)).map((p) => p.id);
    const west = ['england', 'france', 'russia'];
    const units: Unit[] = land.slice(0, 24).map((location, i) => ({ power: i < 21 ? west[i % 3] : 'italy', type: 'army', location }));
    const spring = (more: PositionParts): Position => ({ ...at([], { phase: { year: 1915 }, ...more }), units });
    expect(winningPlayer(v, spring(tossed('west')))).toBe('west');
    expect(winner(v, spring(tossed('west')))).toBe('england');
    expect(winningPlayer(v, spring(tossed('central')))).toBeNull();
    // In 1914 Italy has joined nobody yet.
    expect(winningPlayer(v, { ...spring(tossed('west')), phase: { season: 'fall', year: 1914, kind: 'movement' } })).toBeNull();
  });
});

describe('1914: toss results in files', () => {
  const record = (toss: boolean): unknown => ({
    variant: 'two-players-1914',
    phases: [
      { phase: 'Spring 1914 movement', orders: { france: ['A Mar - Pie'] } },
      { phase: 'Fall 1914 movement', orders: {} },
      ...(toss ? [{ toss: { Italy: 'west' } }] : []),
      { phase: 'Spring 1915 movement', orders: { italy: ['A Ven - Tyr'] } },
    ],
  });

  it('a game record gives the toss as an entry; without it the replay stops at the phase that needs it', () => {
    const without = loadGame(v, record(false));
    expect(without.ok).toBe(true);
    if (!without.ok) return;
    const stopped = replayGame(v, without.value);
    expect(stopped.ok).toBe(false);
    expect(stopped.errors[0]).toMatch(/^phases\[2\] \(Spring 1915 movement\): coin-toss/);

    const game = loadGame(v, record(true));
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const replay = replayGame(v, game.value);
    expect(replay.errors).toEqual([]);
    expect(replay.warnings).toEqual([expect.stringMatching(/^phases\[0\] \(Spring 1914 movement\): france 'A Mar - Pie': Pie is neutral territory/)]);
    expect(replay.final.units).toContainEqual({ power: 'italy', type: 'army', location: 'tyr' });
    expect(replay.final.rules).toEqual({ 'coin-toss': { italy: 'west' } });
  });

  it('checks toss results in records and positions', () => {
    const bad = loadGame(v, { variant: 'two-players-1914', phases: [{ toss: { italy: 'east' } }, { toss: { france: 'west' }, orders: {} }] });
    expect(bad.ok ? [] : bad.errors).toEqual([
      "phases[0].toss.italy: expected a player (west, central), found 'east'",
      'phases[1].orders: a toss entry has nothing else',
      "phases[1].toss.france: no coin toss decides 'france' (the toss is for italy)",
    ]);
    const json = { phase: 'F1914M', units: [], rules: { 'coin-toss': { Italie: 'central' }, other: 1 } };
    const loaded = loadPosition(v, json);
    expect(loaded.ok && loaded.value.rules).toEqual({ 'coin-toss': { italy: 'central' }, other: 1 });
    const standard = loadVariant('standard/standard.dip');
    const refused = loadPosition(standard, { ...json, variant: 'standard' });
    expect(refused.ok ? [] : refused.errors).toEqual(['rules.coin-toss: this variant has no coin-toss rule']);
  });
});
