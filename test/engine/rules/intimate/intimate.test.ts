/**
 * `rule intimate` on variants/standard/intimate.dip (Intimate Diplomacy,
 * /work/shared/rules/intimate-diplomacy.fr.txt), sentence by sentence of the rules text.
 */
import { describe, expect, it } from 'vitest';
import { lostBuilds } from '../../../../engine/adjustments/lost-builds.js';
import { adjudicate } from '../../../../engine/adjudicate.js';
import { loadPosition } from '../../../../engine/files/load-position.js';
import { playersOf } from '../../../../engine/game/players.js';
import { startPosition } from '../../../../engine/game/start-position.js';
import { winningPlayer, winner } from '../../../../engine/game/winner.js';
import { allocateHomes } from '../../../../engine/rules/intimate/allocation.js';
import { legalBids, parseBid, resolveBids } from '../../../../engine/rules/intimate/bids.js';
import { intimateGame, intimateState, type IntimateGame, type IntimateState } from '../../../../engine/rules/intimate/state.js';
import { stalemateWinner } from '../../../../engine/rules/intimate/victory.js';
import type { Position } from '../../../../engine/types.js';
import { loadVariant } from '../../../support/variants.js';
import { position, type PositionParts } from '../../core/helpers.js';

const v = loadVariant('standard/intimate.dip');
const ALL = ['england', 'france', 'germany', 'italy', 'austria', 'russia', 'turkey'];
const MERCENARIES = ['england', 'france', 'germany', 'austria', 'russia'];

/** Anna plays Italy, Ben Turkey (first choices differ). */
const PREFS = { anna: ['italy', 'austria', 'germany', 'england', 'france', 'russia', 'turkey'], ben: ['turkey', 'italy', 'germany', 'england', 'france', 'russia', 'austria'] };

function state(more: Partial<IntimateState> = {}): PositionParts {
  return { rules: { intimate: { preferences: PREFS, ...more } } };
}

function at(units: string[], more: PositionParts = {}, extra: Partial<IntimateState> = {}): Position {
  return position(v, units, { ...state(extra), ...more });
}

function gameOf(p: Position): IntimateGame {
  const g = intimateGame(v, p);
  if (!g.ok) throw new Error(g.problem);
  return g.game;
}

const bidding = (extra: Partial<IntimateState> = {}): Position => ({ ...startPosition(v), rules: { intimate: { preferences: PREFS, ...extra } } });

describe('the variant', () => {
  it('opens with a bidding phase, and every phase is blocked until the preference lists are given', () => {
    const start = startPosition(v);
    expect(start.phase).toEqual({ season: 'auction', year: 1900, kind: 'bidding' });
    const played = adjudicate(v, start, { anna: ['Austria 3'] });
    expect(played.blocked).toMatch(/preference lists/);
    expect(played.next).toBe(start);
  });

  it('goes bidding, spring, fall, winter, bidding: the bidding after winter 1901 opens 1902', () => {
    const p = at([], { phase: { season: 'winter', year: 1901, kind: 'adjustments' }, ownership: {} });
    expect(adjudicate(v, p, {}).next.phase).toEqual({ season: 'auction', year: 1901, kind: 'bidding' });
    expect(adjudicate(v, { ...p, phase: { season: 'auction', year: 1901, kind: 'bidding' } }, {}).next.phase).toEqual({ season: 'spring', year: 1902, kind: 'movement' });
  });
});

describe('allocation of home countries', () => {
  it('gives both players their first choice when the first choices differ', () => {
    const a = allocateHomes(PREFS, ALL, null);
    expect(a.ok && [...a.homes]).toEqual([['anna', 'italy'], ['ben', 'turkey']]);
  });

  it('gives both their second choice when the first choices are the same and the second differ, and so on', () => {
    const second = allocateHomes({ a: ['italy', 'austria', ...ALL.filter((p) => !['italy', 'austria'].includes(p))], b: ['italy', 'turkey', ...ALL.filter((p) => !['italy', 'turkey'].includes(p))] }, ALL, null);
    expect(second.ok && [...second.homes]).toEqual([['a', 'austria'], ['b', 'turkey']]);
    const third = allocateHomes({ a: ['italy', 'austria', 'england', 'france', 'germany', 'russia', 'turkey'], b: ['italy', 'austria', 'russia', 'france', 'germany', 'england', 'turkey'] }, ALL, null);
    expect(third.ok && [...third.homes]).toEqual([['a', 'england'], ['b', 'russia']]);
  });

  it('lets a coin toss decide identical lists: the winner gets the first choice, the loser the second', () => {
    const same = { a: ALL, b: ALL };
    const tossed = allocateHomes(same, ALL, 'b');
    expect(tossed.ok && [...tossed.homes]).toEqual([['b', 'england'], ['a', 'france']]);
    const untossed = allocateHomes(same, ALL, null);
    expect(untossed.ok).toBe(false);
    const blocked = adjudicate(v, { ...startPosition(v), rules: { intimate: { preferences: same } } }, {});
    expect(blocked.blocked).toMatch(/identical: a coin toss decides/);
  });

  it('refuses lists that do not name all seven powers once, or more than two players', () => {
    expect(allocateHomes({ a: ALL.slice(1), b: ALL }, ALL, null)).toMatchObject({ ok: false, problem: expect.stringMatching(/missing england/) });
    expect(allocateHomes({ a: ALL, b: ALL, c: ALL }, ALL, null)).toMatchObject({ ok: false, problem: expect.stringMatching(/two players/) });
  });

  it('starts each player with the credits of their home country: E, F, R, T 20, G 22, A, I 24', () => {
    expect(gameOf(bidding()).credits).toEqual({ anna: 24, ben: 20 });
    const germany = gameOf({ ...startPosition(v), rules: { intimate: { preferences: { a: ['germany', ...ALL.filter((p) => p !== 'germany')], b: ALL } } } });
    expect(germany.credits).toEqual({ a: 22, b: 20 });
  });
});

describe('bids', () => {
  it('are read in English and French', () => {
    for (const text of ['Austria 5', 'Austria: 5', '5 Austria', 'bid 5 on Austria', 'bid Austria 5', 'Autriche 5', "enchère 5 sur l'Autriche", 'offre 5 pour Autriche', 'mise Autriche 5 crédits']) {
      expect(parseBid(v, text), text).toEqual({ ok: true, bid: { power: 'austria', amount: 5 } });
    }
    expect(parseBid(v, 'Austria')).toMatchObject({ ok: false });
    expect(parseBid(v, 'Austria 2.5')).toMatchObject({ ok: false, error: expect.stringMatching(/whole number/) });
    expect(parseBid(v, 'Atlantis 3')).toMatchObject({ ok: false, error: "unknown power 'Atlantis'" });
    expect(parseBid(v, `Austria ${'9'.repeat(2000)}`)).toEqual({ ok: false, error: '2,008 characters: too long to be a bid (at most 1,000)' });
  });

  it('are refused for a home power, twice for one mercenary, or from someone who is not a player', () => {
    const r = adjudicate(v, bidding(), { anna: ['Italy 3', 'Turkey 2', 'Austria 3', 'Austria 4'], carl: ['Austria 1'] }).results;
    expect(r.map((x) => [x.text, x.outcome])).toEqual([
      ['Italy 3', 'invalid'],
      ['Turkey 2', 'invalid'],
      ['Austria 3', 'succeeded'],
      ['Austria 4', 'invalid'],
      ['Austria 1', 'invalid'],
    ]);
    expect(r[3].reason).toBe('a second bid for Austria-Hungary');
  });

  it('may be given under the home power instead of the player', () => {
    const next = adjudicate(v, bidding(), { italy: ['Austria 3'], Turquie: ['Russia 2'] }).next;
    expect(intimateState(next)?.control).toEqual({ austria: 'anna', russia: 'ben' });
  });

  it('legal bids: every mercenary, 0 up to the credit', () => {
    const game = gameOf(bidding());
    const bids = legalBids(v, game, 'ben');
    expect(new Set(bids.map((b) => b.power))).toEqual(new Set(MERCENARIES));
    expect(bids.length).toBe(5 * 21);
    for (const b of bids) expect(parseBid(v, `${b.power} ${b.amount}`)).toEqual({ ok: true, bid: b });
  });
});

describe('bidding: sealed bids revealed together', () => {
  it('gives each mercenary to the higher bid for the year, which pays its bid', () => {
    const played = adjudicate(v, bidding(), { anna: ['Austria 6', 'Germany 3'], ben: ['Austria 5', 'Russia 4'] });
    expect(played.next.phase.season).toBe('spring');
    expect(intimateState(played.next)).toMatchObject({ control: { austria: 'anna', germany: 'anna', russia: 'ben' }, credits: { anna: 15, ben: 16 } });
    expect(played.results.find((r) => r.text === 'Austria 5')).toMatchObject({ outcome: 'failed', reason: 'anna takes Austria-Hungary' });
  });

  it('leaves a mercenary with equal bids (none at all included) in anarchy: nobody controls it', () => {
    const played = adjudicate(v, bidding(), { anna: ['France 4'], ben: ['France 4'] });
    expect(played.results[0]).toMatchObject({ outcome: 'failed', reason: 'equal bids: France is in anarchy for the year' });
    const next = played.next;
    expect(intimateState(next)?.control).toEqual({});
    expect(intimateState(next)?.credits).toEqual({ anna: 24, ben: 20 });
    expect(playersOf(v, next).map((p) => [p.id, p.powers])).toEqual([['anna', ['italy']], ['ben', ['turkey']]]);
  });

  it('over-bid: the reserve is lost and the opponent takes every mercenary bid on at half price, rounded up', () => {
    const played = adjudicate(v, bidding(), { anna: ['Austria 15', 'Germany 11'], ben: ['Austria 3', 'Russia 2'] });
    const s = intimateState(played.next);
    // anna wins Austria (15) and Germany (11): 26 > 24. ben takes both at 8 + 6, and Russia at 2.
    expect(s?.control).toEqual({ austria: 'ben', germany: 'ben', russia: 'ben' });
    expect(s?.credits).toEqual({ anna: 0, ben: 20 - 8 - 6 - 2 });
  });

  it('says an over-bid’s credit in words that agree: one credit, or several', () => {
    const reasonOf = (credits: number) => adjudicate(v, bidding({ credits: { anna: credits, ben: 20 } }), { anna: ['Austria 5'] }).results[0].reason;
    expect(reasonOf(1)).toMatch(/^anna bid more than their 1 credit: /);
    expect(reasonOf(3)).toMatch(/^anna bid more than their 3 credits: /);
  });

  it('over-bid counts the bids that win: bids above one credit that lose cost nothing', () => {
    const out = resolveBids(['a', 'b'], { a: 10, b: 10 }, { a: new Map([['austria', 8], ['germany', 5]]), b: new Map([['germany', 9]]) }, MERCENARIES);
    expect(out).toMatchObject({ overbid: [], control: { austria: 'a', germany: 'b' }, credits: { a: 2, b: 1 } });
  });

  it('an opponent who cannot pay the half prices keeps the mercenaries with no credit left', () => {
    const out = resolveBids(['a', 'b'], { a: 10, b: 3 }, { a: new Map([['austria', 11]]), b: new Map() }, MERCENARIES);
    expect(out).toMatchObject({ overbid: ['a'], control: { austria: 'b' }, credits: { a: 0, b: 0 } });
  });

  it('when both over-bid, both lose their reserve and every mercenary is in anarchy', () => {
    const out = resolveBids(['a', 'b'], { a: 5, b: 5 }, { a: new Map([['austria', 6]]), b: new Map([['france', 7]]) }, MERCENARIES);
    expect(out).toEqual({ overbid: ['a', 'b'], control: {}, cost: { a: 0, b: 0 }, credits: { a: 0, b: 0 } });
  });
});

describe('credits after each Fall', () => {
  it('adds one credit per centre owned by the home country, when the Fall ends', () => {
    const p = at(['italy A ven', 'turkey A bul', 'turkey F ank'], { phase: { season: 'fall', kind: 'movement' } }, { credits: { anna: 3, ben: 1 }, control: {} });
    const next = adjudicate(v, p, { italy: ['A Ven - Tri'], turkey: ['A Bul H'] }).next;
    // Italy: its 3 home centres and Trieste; Turkey: its 3 and Bulgaria.
    expect(intimateState(next)?.credits).toEqual({ anna: 3 + 4, ben: 1 + 4 });
  });

  it('adds nothing after the Spring', () => {
    const p = at(['italy A ven'], { phase: { season: 'spring', kind: 'movement' } }, { credits: { anna: 3, ben: 1 } });
    expect(intimateState(adjudicate(v, p, { italy: ['A Ven - Tri'] }).next)?.credits).toEqual({ anna: 3, ben: 1 });
  });
});

describe('control for the year, and anarchy', () => {
  const units = ['italy A ven', 'austria A vie', 'austria A bud', 'germany A mun', 'russia A war'];

  it("hands each player its home and the mercenaries it won; their orders are the player's", () => {
    const p = at(units, {}, { control: { austria: 'anna', germany: 'ben' } });
    expect(playersOf(v, p).map((x) => [x.id, x.powers])).toEqual([['anna', ['italy', 'austria']], ['ben', ['turkey', 'germany']]]);
    const r = adjudicate(v, p, { austria: ['A Vie - Gal'], russia: ['A War - Sil'] }).results;
    expect(r.find((x) => x.text === 'A Vie - Gal')?.outcome).toBe('succeeded');
    expect(r.find((x) => x.text === 'A War - Sil')).toMatchObject({ outcome: 'invalid', reason: expect.stringMatching(/Russia is in anarchy/) });
  });

  it('a mercenary in anarchy holds and its dislodged units are disbanded', () => {
    const p = at(['russia A gal', 'austria A vie', 'austria A bud'], {}, { control: { austria: 'anna' } });
    const played = adjudicate(v, p, { austria: ['A Vie - Gal', 'A Bud S A Vie - Gal'] });
    expect(played.next.units.some((u) => u.power === 'russia')).toBe(false);
    expect(played.next.phase.kind).not.toBe('retreats');
  });

  it('control lasts through the winter adjustments, until the next bidding replaces it', () => {
    const p = at(['austria A vie'], { phase: { season: 'winter', kind: 'adjustments' } }, { control: { austria: 'anna' } });
    const r = adjudicate(v, p, { austria: ['Build A bud'] });
    expect(r.results[0].outcome).toBe('succeeded');
    const next = adjudicate(v, r.next, { anna: ['Germany 1'] }).next;
    expect(intimateState(next)?.control).toEqual({ germany: 'anna' });
  });
});

describe('mercenary builds', () => {
  const winter = (units: string[], control: Record<string, string>): Position =>
    at(units, { phase: { season: 'winter', kind: 'adjustments' } }, { control });

  it('builds the armies its controller did not order, on its home centres in alphabetical order', () => {
    // Austria owns its three home centres and has no unit: three builds owed, one ordered.
    const r = adjudicate(v, winter([], { austria: 'anna' }), { austria: ['Build A tri'] });
    const built = r.next.units.filter((u) => u.power === 'austria').map((u) => `${u.type} ${u.location}`);
    expect(built).toEqual(['army tri', 'army bud', 'army vie']);
  });

  it('builds fleets for England', () => {
    const r = adjudicate(v, winter([], { england: 'ben' }), {});
    expect(r.next.units.filter((u) => u.power === 'england').map((u) => `${u.type} ${u.location}`)).toEqual(['fleet edi', 'fleet lvp', 'fleet lon']);
  });

  it('builds for a mercenary in anarchy too, every build owed being made where it can', () => {
    const r = adjudicate(v, winter(['germany A ber'], {}), {});
    expect(r.next.units.filter((u) => u.power === 'germany').map((u) => u.location).sort()).toEqual(['ber', 'kie', 'mun']);
  });

  it('never builds by default for a home country', () => {
    const r = adjudicate(v, winter([], {}), {});
    expect(r.next.units.some((u) => u.power === 'italy' || u.power === 'turkey')).toBe(false);
  });

  it('counts as lost the builds a home country did not order, not those made for a mercenary', () => {
    const p = winter([], { austria: 'anna' });
    const r = adjudicate(v, p, { italy: ['Build A rom'] });
    expect(lostBuilds(v, p, r.results).filter((l) => l.power === 'austria' || l.power === 'italy')).toEqual([{ power: 'italy', builds: 2 }]);
  });
});

describe('victory', () => {
  const spring = { phase: { season: 'spring', kind: 'movement' } } as const;

  it('a unit of the home country in a home centre of the opponent wins', () => {
    const p = at(['italy A con', 'turkey A ank'], spring);
    expect(winningPlayer(v, p)).toBe('anna');
    expect(winner(v, p)).toBe('italy');
  });

  it('a mercenary in the home centre does not win, nor a home unit in a mercenary centre', () => {
    expect(winningPlayer(v, at(['austria A con', 'italy A vie'], spring, { control: { austria: 'anna' } }))).toBeNull();
  });

  it('is judged at the end of a season, not between a movement and its retreats', () => {
    expect(winningPlayer(v, at(['italy A con'], { phase: { season: 'spring', kind: 'retreats' } }))).toBeNull();
  });

  it('both at once: more of the opponent’s home centres wins', () => {
    expect(winningPlayer(v, at(['italy A con', 'italy A smy', 'turkey A rom'], spring))).toBe('anna');
  });

  it("both at once: Russia's fourth home centre counts no more than three", () => {
    const prefs = { a: ['russia', ...ALL.filter((p) => p !== 'russia')], b: ['turkey', ...ALL.filter((p) => p !== 'turkey')] };
    const units = ['turkey A mos', 'turkey A war', 'turkey A sev', 'turkey F stp/sc', 'russia A con', 'russia A smy', 'russia A ank'];
    const p = position(v, units, { ...spring, rules: { intimate: { preferences: prefs, credits: { a: 5, b: 9 } } } });
    // 4 against 3, but 4 counts 3: equal, and b has more credit.
    expect(winningPlayer(v, p)).toBe('b');
  });

  it('still equal: the larger credit wins; equal credits: nobody yet, the game goes on', () => {
    const units = ['italy A con', 'turkey A rom'];
    expect(winningPlayer(v, at(units, spring, { credits: { anna: 4, ben: 9 } }))).toBe('ben');
    expect(winningPlayer(v, at(units, spring, { credits: { anna: 9, ben: 9 } }))).toBeNull();
  });

  it('counts the credits earned in the Fall in which the centres were taken', () => {
    // Two centres each, even credits before the Fall (a tie); after it, Italy has earned more.
    const p = at(['italy A con', 'italy A smy', 'turkey A rom', 'turkey A nap'], { phase: { season: 'fall', kind: 'movement' }, ownership: { rom: 'italy', ven: 'italy', nap: 'italy', con: 'turkey', smy: 'turkey', ank: 'turkey', tri: 'italy' } }, { credits: { anna: 5, ben: 5 } });
    const next = adjudicate(v, p, {}).next;
    // Italy ends the Fall with ven, tri, con, smy; Turkey with ank, rom, nap.
    expect(intimateState(next)?.credits).toEqual({ anna: 5 + 4, ben: 5 + 3 });
    expect(winningPlayer(v, next)).toBe('anna');
  });

  it('a tie at the end of a Fall stands until the next Fall’s end, whatever the bidding spends ("jusqu’à l’automne suivant")', () => {
    // One home centre each, even credits after the Fall: a tie, kept in the state.
    const fall = at(['italy A con', 'turkey A rom'], { phase: { season: 'fall', kind: 'movement' }, ownership: { ven: 'italy', nap: 'italy', con: 'italy', smy: 'turkey', ank: 'turkey', rom: 'turkey' } }, { credits: { anna: 5, ben: 5 } });
    const afterFall = adjudicate(v, fall, {}).next;
    expect(intimateState(afterFall)).toMatchObject({ credits: { anna: 8, ben: 8 }, tie: true });
    expect(winningPlayer(v, afterFall)).toBeNull();
    // Spending in the bidding, or a spring, does not settle it: still no winner...
    const spent = { ...afterFall, phase: { season: 'spring', year: 1902, kind: 'movement' as const }, rules: { intimate: { ...intimateState(afterFall)!, credits: { anna: 3, ben: 8 } } } };
    expect(winningPlayer(v, spent)).toBeNull();
    // ...until the next Fall's end judges all again: ben has more credits now.
    const nextFall = { ...spent, phase: { season: 'fall', year: 1902, kind: 'movement' as const } };
    const afterNextFall = adjudicate(v, nextFall, {}).next;
    expect(intimateState(afterNextFall)?.tie).toBeUndefined();
    expect(winningPlayer(v, afterNextFall)).toBe('ben');
  });

  it('reads a standing tie from a position file, and nothing else for it', () => {
    const base = { variant: 'intimate', phase: 'Spring 1902 movement', units: [] };
    const rules = (tie: unknown) => ({ intimate: { preferences: { anna: ALL, ben: [...ALL].reverse() }, tie } });
    expect(loadPosition(v, JSON.stringify({ ...base, rules: rules(true) })).ok).toBe(true);
    const bad = loadPosition(v, JSON.stringify({ ...base, rules: rules('yes') }));
    expect(bad.ok ? [] : bad.errors).toEqual([expect.stringContaining("rules.intimate.tie: expected true")]);
  });

  it('18 centres end nothing', () => {
    const ownership = Object.fromEntries(Object.keys(v.start.ownership).slice(0, 18).map((c) => [c, 'italy']));
    expect(winningPlayer(v, at(['italy A ven'], { ...spring, ownership }))).toBeNull();
  });

  it('stalemate: once no mercenary is left, the player with more centres; none while a mercenary stands', () => {
    const ownership = { rom: 'italy', ven: 'italy', nap: 'italy', tun: 'italy', con: 'turkey', smy: 'turkey', ank: 'turkey' };
    const p = at(['italy A ven', 'turkey A ank'], { ...spring, ownership });
    expect(stalemateWinner(v, p, gameOf(p))).toBe('anna');
    expect(stalemateWinner(v, { ...p, ownership: { ...ownership, tun: 'turkey' } }, gameOf(p))).toBe('ben');
    const { tun: _, ...even } = ownership;
    expect(stalemateWinner(v, { ...p, ownership: even }, gameOf(p))).toBeNull();
    expect(stalemateWinner(v, { ...p, units: [...p.units, { power: 'austria', type: 'army', location: 'vie' }] }, gameOf(p))).toBeNull();
  });
});

describe('the position file', () => {
  const base = { variant: 'intimate', phase: 'Spring 1901 movement', units: [{ power: 'italy', type: 'army', location: 'ven' }] };

  it('reads the state, powers by name', () => {
    const read = loadPosition(v, JSON.stringify({ ...base, rules: { intimate: { preferences: { anna: ['Italie', 'austria', 'germany', 'england', 'france', 'russia', 'turkey'], ben: PREFS.ben }, credits: { anna: 3, ben: 0 }, control: { Autriche: 'ben' } } } }));
    if (!read.ok) throw new Error(read.errors.join('\n'));
    expect(read.value.rules?.intimate).toEqual({ preferences: PREFS, credits: { anna: 3, ben: 0 }, control: { austria: 'ben' } });
  });

  it('names each problem with its place', () => {
    const read = loadPosition(v, JSON.stringify({ ...base, rules: { intimate: { preferences: PREFS, credits: { anna: -1, carl: 2 }, control: { italy: 'ben', russia: 'zed' }, toss: 'anna', extra: 1 } } }));
    expect(read.ok).toBe(false);
    const problems = read.ok ? [] : read.errors.join('\n');
    expect(problems).toMatch(/rules\.intimate\.extra: unknown field/);
    expect(problems).toMatch(/rules\.intimate\.credits\.anna: expected a whole number/);
    expect(problems).toMatch(/rules\.intimate\.credits\.carl: not a player/);
    expect(problems).toMatch(/rules\.intimate\.control\.russia: expected a player/);
  });

  it('refuses a player named like a member every object has (constructor, __proto__)', () => {
    // JSON keeps "__proto__" as an own key, which a plain record would have taken for its prototype.
    const text = `{"variant":"intimate","phase":"Spring 1901 movement","units":[],"rules":{"intimate":{"preferences":{"constructor":${JSON.stringify(PREFS.anna)},"__proto__":${JSON.stringify(PREFS.ben)}}}}}`;
    const read = loadPosition(v, text);
    expect(read.ok).toBe(false);
    const problems = read.ok ? '' : read.errors.join('\n');
    expect(problems).toContain("rules.intimate.preferences.constructor: 'constructor' cannot be a player's name");
    expect(problems).toContain("rules.intimate.preferences.__proto__: '__proto__' cannot be a player's name");
  });

  it('refuses the state in a variant without the rule', () => {
    const standard = loadVariant('standard/standard.dip');
    const read = loadPosition(standard, JSON.stringify({ ...base, variant: 'standard', rules: { intimate: { preferences: PREFS } } }));
    expect(read.ok).toBe(false);
  });
});

describe('mercenary builds are all made', () => {
  it('a mercenary may not waive a build; a home power may', () => {
    const p = at([], { phase: { season: 'winter', kind: 'adjustments' } }, { control: { austria: 'anna' } });
    const r = adjudicate(v, p, { austria: ['Waive'], italy: ['Waive', 'Waive', 'Waive'] });
    expect(r.results.find((x) => x.power === 'austria' && x.text === 'Waive')).toMatchObject({ outcome: 'invalid', reason: expect.stringMatching(/may not waive/) });
    expect(r.next.units.filter((u) => u.power === 'austria')).toHaveLength(3);
    expect(r.next.units.filter((u) => u.power === 'italy')).toHaveLength(0);
  });
});
