/**
 * The playground's set-up form (site/src/lib/playground-setup.ts): what the rules ask for
 * before a game can be played, written into the start position so that the engine plays
 * it; bids typed as the playground's hint shows them.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { Position } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { phaseName } from '../../site/src/lib/phase-name.js';
import { readTypedOrders } from '../../site/src/lib/playground-orders.js';
import { reasonIn } from '../../site/src/lib/reason-fr.js';
import { defaultChoices, hasSetup, playersNote, preferencesTitle, setupOf, setupProblems, withSetup } from '../../site/src/lib/playground-setup.js';
import { loadVariant } from '../support/variants.js';

/** Plays the typed text of each phase in turn, as the playground does; the phases met, and the last position. */
function play(variant: Variant, start: Position, texts: readonly string[]): { phases: string[]; position: Position; blocked: string[] } {
  let position = start;
  const phases: string[] = [];
  const blocked: string[] = [];
  for (const text of texts) {
    phases.push(phaseName(variant, position.phase, 'en'));
    const typed = readTypedOrders(variant, position, text);
    expect(typed.problems).toEqual([]);
    const result = adjudicate(variant, position, typed.orders);
    if (result.blocked !== undefined) blocked.push(result.blocked);
    position = result.next;
  }
  phases.push(phaseName(variant, position.phase, 'en'));
  return { phases, position, blocked };
}

describe('the playground’s set-up', () => {
  const intimate = loadVariant('standard/intimate.dip');

  it('is asked only by variants whose rules need it, from their rules list', () => {
    for (const file of ['standard/standard.dip', 'standard/arsenal.dip', 'colonial/colonial-1996.dip', 'rokugan/rokugan.dip', 'standard/six-players.dip']) {
      expect(setupOf(loadVariant(file)), file).toBeNull();
    }
    const setup = setupOf(intimate)!;
    expect(setup.preferences?.powers).toEqual(['england', 'france', 'germany', 'italy', 'austria', 'russia', 'turkey']);
    const [a, b] = setup.preferences!.players;
    // The default lists differ at the first rank, so the toss is not needed to start.
    expect(setup.preferences!.defaults[a!]![0]).not.toBe(setup.preferences!.defaults[b!]![0]);
    expect(setup.tosses.map((t) => t.rule)).toEqual(['intimate']);
    const game1914 = setupOf(loadVariant('standard/two-players-1914.dip'))!;
    expect(game1914.preferences).toBeNull();
    expect(game1914.tosses).toEqual([{ rule: 'coin-toss', power: 'italy', players: ['west', 'central'] }]);
  });

  it('lets Intimate Diplomacy be played from its start: the bidding as the hint writes it, then a whole year to the next bidding', () => {
    const bare = startPosition(intimate);
    // Without the set-up the engine refuses the first phase.
    expect(adjudicate(intimate, bare, {}).blocked).toMatch(/preference lists/);
    const setup = setupOf(intimate)!;
    const start = withSetup(bare, setup, defaultChoices(setup));
    expect(hasSetup(start, setup)).toBe(true);
    // The players by the names the pages give them (the variant declares none).
    expect(playersNote(intimate, start, 'en')).toBe('Anna: England — 20 credits · Ben: Turkey — 20 credits');
    const { phases, position, blocked } = play(intimate, start, [
      'England:\nItaly 5\nGermany 2\nTurkey:\nItaly 3\nRussia 1',
      'F Nap - Ion\nA Smy - Arm',
      'F Ion - Tun',
      '', // Italy's build, ordered by nobody, is made by default
      'Anna :\nenchère 4 sur la France', // a player may head bids by name
    ]);
    expect(blocked).toEqual([]);
    expect(phases).toEqual([
      'Bidding, 1900',
      'Spring 1901, movement',
      'Fall 1901, movement',
      'Winter 1901, adjustments',
      'Bidding, 1901',
      'Spring 1902, movement',
    ]);
    expect(position.units.filter((u) => u.power === 'italy').map((u) => u.location).sort()).toEqual(['rom', 'tun', 'ven', 'nap'].sort());
    expect(playersNote(intimate, position, 'fr')).toMatch(/^Anna : Angleterre, France — \d+ crédits · Ben : Turquie — \d+ crédits$/);
  });

  it('writes the choices the reader makes: other lists, and the toss for identical ones', () => {
    const setup = setupOf(intimate)!;
    const same = ['austria', 'italy', 'england', 'france', 'germany', 'russia', 'turkey'];
    const start = withSetup(startPosition(intimate), setup, { preferences: { anna: same, ben: same }, tosses: { intimate: 'ben' } });
    // The toss winner takes the first choice, the loser the second.
    expect(playersNote(intimate, start, 'en')).toBe('Ben: Austria-Hungary — 24 credits · Anna: Italy — 24 credits');
  });

  it('reports a list that does not rank every power once, in the page’s language', () => {
    const setup = setupOf(intimate)!;
    const twice = ['england', 'england', 'germany', 'italy', 'austria', 'russia', 'turkey'];
    const choices = { preferences: { anna: twice, ben: setup.preferences!.defaults.ben! }, tosses: { intimate: 'anna' } };
    expect(setupProblems(intimate, setup, choices, 'en')).toEqual(['Anna’s list must name every power once: France missing, England twice.']);
    expect(setupProblems(intimate, setup, choices, 'fr')).toEqual(['La liste d’Anna doit nommer chaque puissance une fois : France manque, Angleterre en double.']);
    expect(preferencesTitle(intimate, 'anna', 'en')).toBe('Anna’s preferences');
    expect(preferencesTitle(intimate, 'ben', 'fr')).toBe('Préférences de Ben');
    expect(setupProblems(intimate, setup, defaultChoices(setup), 'en')).toEqual([]);
  });

  it('gives the 1914 game its coin toss, so that 1915 can be played', () => {
    const variant = loadVariant('standard/two-players-1914.dip');
    const setup = setupOf(variant)!;
    const bare = startPosition(variant);
    expect(play(variant, bare, ['', '', '']).blocked[0]).toMatch(/^coin-toss: /);
    const { blocked, position } = play(variant, withSetup(bare, setup, defaultChoices(setup)), ['', '', '']);
    expect(blocked).toEqual([]);
    expect(position.phase.year).toBe(1915);
    expect(playersNote(variant, position, 'en')).toMatch(/^The Entente: England, France, Russia, Italy · /);
  });

  it('asks for a heading before a bid, which names the mercenary and not the bidder', () => {
    const setup = setupOf(intimate)!;
    const start = withSetup(startPosition(intimate), setup, defaultChoices(setup));
    const { orders, problems } = readTypedOrders(intimate, start, 'Italy 5');
    expect(orders).toEqual({});
    expect(problems).toEqual(["line 1: a bid goes under the bidder's home power or name, as in 'England:' on the line before"]);
  });

  it('names the players, never by their ids, in the bidding’s results too', () => {
    const setup = setupOf(intimate)!;
    const start = withSetup(startPosition(intimate), setup, defaultChoices(setup));
    const typed = readTypedOrders(intimate, start, 'Ben:\nItaly 3\nanna:\nItaly 5');
    expect(Object.keys(typed.orders).sort()).toEqual(['anna', 'ben']);
    const result = adjudicate(intimate, start, typed.orders);
    const lost = result.results.find((r) => r.text === 'Italy 3')!;
    expect(lost.reason).toBe('anna takes Italy'); // the engine's words, with the id
    expect(reasonIn(intimate, 'en', lost.reason!)).toBe('Anna takes Italy');
    expect(reasonIn(intimate, 'fr', lost.reason!)).toBe('Anna prend « Italie »');
  });
});
