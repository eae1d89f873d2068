import { describe, expect, it } from 'vitest';
import { nextPhase } from '../../../engine/game/next-phase.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { winner, winningPlayer } from '../../../engine/game/winner.js';
import { replayGame } from '../../../engine/files/replay-game.js';
import type { Variant } from '../../../model/variant.js';
import { tinyMap } from './fixtures/tiny-map.js';
import { dislodgedUnit, play, position } from './helpers.js';

const v = tinyMap();

describe('the game', () => {
  it('starts from the variant’s start units and ownership, in the start season’s first phase', () => {
    const start = startPosition(v);
    expect(start.phase).toEqual({ season: 'spring', year: 1901, kind: 'movement' });
    expect(start.units).toEqual(v.start.units);
    expect(start.ownership).toEqual(v.start.ownership);
    expect(start.dislodged).toEqual([]);
  });

  it('ends a replayed record at a phase whose next would be past the last year a position may have', () => {
    const start = { ...startPosition(v), phase: { season: 'fall', year: 999_999, kind: 'movement' as const } };
    const replay = replayGame(v, { variant: v.id, start, phases: [{ path: 'phases[0]', phase: null, orders: {} }, { path: 'phases[1]', phase: null, orders: {} }], draw: null });
    expect(replay.ok).toBe(false);
    expect(replay.errors).toEqual([expect.stringMatching(/^phases\[\d\] \(.*999999.*\): the next phase would be in the year 1000000/)]);
    expect(replay.final.phase.year).toBe(999_999);
  });

  it('does not change ownership after a spring move (XIII.1)', () => {
    const a = play(v, position(v, ['england F mao']), { england: ['F mao - por'] });
    expect(a.next.phase).toEqual({ season: 'fall', year: 1901, kind: 'movement' });
    expect(a.next.ownership.por).toBeUndefined();
  });

  it('takes a centre at the end of the fall and goes to adjustments when someone may build', () => {
    const at = position(v, ['england F mao', 'england F lon', 'england A yor'], { phase: { season: 'fall' } });
    const a = play(v, at, { england: ['F mao - por'] });
    expect(a.next.ownership.por).toBe('england');
    // england: 3 centres, 3 units; germany: 3 centres, no unit, may build at home.
    expect(a.next.phase).toEqual({ season: 'winter', year: 1901, kind: 'adjustments' });
  });

  it('skips adjustments when nobody may build or must disband', () => {
    const start = startPosition(v);
    const balanced: Variant = v;
    const a = play(balanced, { ...start, phase: { season: 'fall', year: 1901, kind: 'movement' } }, {});
    // Start units: england 2/2, germany 2/3 but vil... germany may build at vil, so winter comes.
    expect(a.next.phase.kind).toBe('adjustments');
    const b = play(v, { ...start, units: [...start.units, { power: 'germany', type: 'army', location: 'vil' }], phase: { season: 'fall', year: 1901, kind: 'movement' } }, {});
    expect(b.next.phase).toEqual({ season: 'spring', year: 1902, kind: 'movement' });
  });

  it('updates ownership only after the fall retreats', () => {
    const at = position(v, ['england F nth', 'england F eng', 'germany F bel'], { phase: { season: 'fall' } });
    const a = play(v, at, { england: ['F nth - bel', 'F eng S F nth - bel'] });
    expect(a.next.phase).toEqual({ season: 'fall', year: 1901, kind: 'retreats' });
    expect(a.next.ownership.bel).toBe('germany');
    const b = play(v, a.next, { germany: ['F bel R hol'] });
    expect(b.next.ownership.bel).toBe('england');
    expect(b.next.phase.kind).toBe('adjustments');
  });

  it('goes from a retreats phase with nothing left to do straight on', () => {
    const at = position(v, ['france F mao'], { phase: { kind: 'retreats' }, dislodged: [dislodgedUnit('germany F wes', 'gol')] });
    expect(nextPhase(v, { ...at, dislodged: [] }).phase).toEqual({ season: 'fall', year: 1901, kind: 'movement' });
  });

  it('names the winner by centres, and by units for a player of several powers', () => {
    const owned = Object.fromEntries(['lon', 'yor', 'spa', 'por', 'bre', 'mar'].map((p) => [p, 'england']));
    expect(winner(v, position(v, [], { ownership: owned }))).toBe('england');
    expect(winner(v, startPosition(v))).toBeNull();
    const duo: Variant = {
      ...v,
      victory: { kind: 'units', count: 3 },
      players: [{ id: 'west', names: { en: 'West' }, powers: ['england', 'france'] }, { id: 'east', names: { en: 'East' }, powers: ['germany'] }],
    };
    const three = position(duo, ['england F lon', 'france A mar', 'france F bre', 'germany A hol']);
    expect(winningPlayer(duo, three)).toBe('west');
    expect(winner(duo, three)).toBe('england');
    expect(winningPlayer(duo, position(duo, ['england F lon', 'germany A hol']))).toBeNull();
    // By centres, counted per power (XIV.2): the player of a power with enough wins; two
    // powers of one player sharing them do not.
    const byCentres: Variant = { ...duo, victory: { kind: 'centres', count: 6 } };
    expect(winningPlayer(byCentres, position(byCentres, [], { ownership: owned }))).toBe('west');
    const shared = Object.fromEntries(['lon', 'yor', 'spa', 'por', 'bre', 'mar'].map((p, i) => [p, i < 3 ? 'england' : 'france']));
    expect(winningPlayer(byCentres, position(byCentres, [], { ownership: shared }))).toBeNull();
    // A replay names the winning player, and stops there.
    const replay = replayGame(duo, { variant: duo.id, start: three, phases: [{ path: 'phases[0]', phase: null, orders: {} }], draw: null });
    expect(replay.end).toEqual({ kind: 'win', power: 'england', player: 'west' });
    expect(replay.played).toEqual([]);
  });
});
