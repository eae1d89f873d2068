/**
 * Random Intimate Diplomacy games: random preference lists, random bids drawn from
 * `legalBids` (now and then pushed over the credit), and random legal orders for every
 * power a player controls. The engine must accept every legal order and bid, and the
 * rule's invariants must hold at every phase: credits never negative; control only of
 * mercenaries; the orders of a mercenary in anarchy refused; credits only ever change in a
 * bidding (down) or when the Fall ends (up, by the home power's centres); every build a
 * mercenary owes made where it can be.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../engine/adjudicate.js';
import { adjustmentBalance, buildSites } from '../../../../engine/adjustments/adjudicate-adjustments.js';
import { comparePhases } from '../../../../engine/files/phase.js';
import { startPosition } from '../../../../engine/game/start-position.js';
import { winningPlayer } from '../../../../engine/game/winner.js';
import { activeRules } from '../../../../engine/rules/registry.js';
import { legalBids } from '../../../../engine/rules/intimate/bids.js';
import { intimateGame, mercenaries, type IntimateGame } from '../../../../engine/rules/intimate/state.js';
import type { Orders, Position } from '../../../../engine/types.js';
import { loadVariant } from '../../../support/variants.js';
import { randomOrders, seededRandom, type Random } from '../../property/random-orders.js';

const v = loadVariant('standard/intimate.dip');
const GAMES = 12;
const PHASES = 40;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function gameOf(p: Position): IntimateGame {
  const g = intimateGame(v, p);
  if (!g.ok) throw new Error(g.problem);
  return g.game;
}

function randomBids(game: IntimateGame, random: Random): Orders {
  const orders: Record<string, string[]> = {};
  for (const player of game.players) {
    const bids = legalBids(v, game, player);
    const list: string[] = [];
    for (const power of shuffled(mercenaries(v, game), random).slice(0, Math.floor(random() * 4))) {
      const choices = bids.filter((b) => b.power === power);
      const bid = choices[Math.floor(random() * choices.length)];
      // Now and then over the credit: legal, and punished.
      const amount = random() < 0.1 ? bid.amount + (game.credits[player] ?? 0) + 1 : bid.amount;
      list.push(random() < 0.5 ? `${power} ${amount}` : `enchère ${amount} sur ${power}`);
    }
    orders[random() < 0.5 ? player : (game.home.get(player) as string)] = list;
  }
  return orders;
}

describe('random Intimate Diplomacy games', () => {
  it('accept every legal order and bid, and keep the rule’s invariants', () => {
    const problems: string[] = [];
    let phases = 0;
    let biddings = 0;
    let defaultBuilds = 0;
    for (let g = 0; g < GAMES; g++) {
      const random = seededRandom(7000 + g);
      const powers = v.powers.map((p) => p.id);
      const preferences = { anna: shuffled(powers, random), ben: random() < 0.2 ? undefined : shuffled(powers, random) };
      const prefs = { anna: preferences.anna, ben: preferences.ben ?? preferences.anna };
      let position: Position = { ...startPosition(v), rules: { intimate: { preferences: prefs, toss: random() < 0.5 ? 'anna' : 'ben' } } };
      for (let i = 0; i < PHASES && winningPlayer(v, position) === null; i++) {
        const where = `game ${g}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
        const game = gameOf(position);
        const rules = activeRules(v, position);
        let orders = position.phase.kind === 'bidding' ? randomBids(game, random) : randomOrders(v, position, random);
        if (position.phase.kind === 'adjustments') {
          // Controllers forget a mercenary's builds now and then: the engine makes them.
          orders = Object.fromEntries(Object.entries(orders).filter(([power]) => game.playerOf.has(power) || random() < 0.5));
        }
        const after = adjudicate(v, position, orders);
        phases++;
        if (after.blocked !== undefined) {
          problems.push(`${where}: blocked: ${after.blocked}`);
          break;
        }
        if (comparePhases(v, after.next.phase, position.phase) <= 0) problems.push(`${where}: the game did not move on`);
        for (const r of after.results) if (r.outcome === 'invalid') problems.push(`${where}: legal order judged invalid: ${r.power} ${r.text} (${r.reason})`);
        const next = gameOf(after.next);
        for (const player of next.players) if ((next.credits[player] ?? 0) < 0) problems.push(`${where}: ${player} has negative credit`);
        for (const [power, player] of Object.entries(next.control)) {
          if (next.playerOf.has(power) || !next.players.includes(player)) problems.push(`${where}: ${power} controlled by ${player}`);
        }
        if (position.phase.kind === 'bidding') {
          biddings++;
          for (const player of next.players) if (next.credits[player] > game.credits[player]) problems.push(`${where}: ${player}'s credit went up in a bidding`);
        } else if (position.phase.season === 'fall' && after.next.phase.season !== 'fall') {
          for (const player of next.players) {
            const centres = Object.values(after.next.ownership).filter((o) => o === next.home.get(player)).length;
            if (next.credits[player] !== game.credits[player] + centres) problems.push(`${where}: ${player} earned the wrong credits`);
          }
        } else {
          for (const player of next.players) if (next.credits[player] !== game.credits[player]) problems.push(`${where}: ${player}'s credit changed`);
        }
        if (position.phase.kind === 'movement') {
          for (const power of mercenaries(v, game)) {
            if (game.control[power] === undefined && rules.ordersRefused(power) === null) problems.push(`${where}: ${power} is in anarchy but ordered`);
          }
        }
        if (position.phase.kind === 'adjustments') {
          for (const power of mercenaries(v, game)) {
            const owed = adjustmentBalance(v, position, power);
            if (owed <= 0) continue;
            const built = after.next.units.filter((u) => u.power === power).length - position.units.filter((u) => u.power === power).length;
            const possible = Math.min(owed, buildSites(v, position, power).length);
            defaultBuilds += after.results.filter((r) => r.power === power && r.text.endsWith('(no order)')).length;
            if (built !== possible) problems.push(`${where}: ${power} built ${built} of ${possible} possible`);
          }
        }
        position = after.next;
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(phases).toBeGreaterThan(GAMES * 10);
    expect(biddings).toBeGreaterThan(GAMES);
    expect(defaultBuilds).toBeGreaterThan(0);
  });
});
