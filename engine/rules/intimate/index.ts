/**
 * `rule intimate CREDITS POWER…` (Intimate Diplomacy, /work/shared/rules/intimate-diplomacy.fr.txt;
 * docs/intimate.md): two players; their home powers come from preference lists
 * (allocation.ts), the other powers are mercenaries whose control is bid for in the bidding
 * phase opening each year (bids.ts), with credits earned after each Fall, one per centre of
 * the player's home power. A mercenary nobody won is in anarchy for the year: its orders are
 * refused (its units hold), its dislodged units are disbanded. Builds a mercenary owes and
 * its controller does not order are made by default: armies (fleets for the powers of
 * `rule intimate-fleets`) on its home centres in alphabetical order. Victory: victory.ts.
 *
 * The state lives in `position.rules.intimate` (state.ts). The preference lists (and the toss
 * for identical lists) are an input: no phase can be played without them.
 */
import type { PowerId, Variant } from '../../../model/variant.js';
import type { OrderResult, Orders } from '../../types.js';
import { register, type RuleHooks } from '../hooks.js';
import { powerName, type RuleDefinition } from '../rule-module.js';
import { checkBid, parseBid, resolveBids, type Bid } from './bids.js';
import { intimateSetup } from './setup.js';
import { intimateSpec } from './spec.js';
import { intimateGame, intimateState, mercenaries, withIntimateState, type IntimateGame } from './state.js';
import { intimateWinner, isTie } from './victory.js';

/** Hooks are registered once per variant, however many `rule intimate` lines give start credits (setup.ts reads them all). */
const registered = new WeakSet<RuleHooks>();

export const intimate: RuleDefinition = {
  spec: intimateSpec,
  register(hooks) {
    if (registered.has(hooks)) return;
    registered.add(hooks);
    register(hooks, 'missingInput', ({ variant, position }) => {
      const game = intimateGame(variant, position);
      return game.ok ? null : game.problem;
    });
    register(hooks, 'joins', ({ variant, position }) => {
      const game = intimateGame(variant, position);
      if (!game.ok) return {};
      // Home powers first, so that each player's first power is its home (winner.ts).
      const joined: Record<PowerId, string> = {};
      for (const [player, power] of game.game.home) joined[power] = player;
      for (const [power, player] of Object.entries(game.game.control)) if (!game.game.playerOf.has(power)) joined[power] = player;
      return joined;
    });
    register(hooks, 'ordersRefused', ({ variant, joined }, power) =>
      joined.has(power) ? null : `${powerName(variant, power)} is in anarchy this year (no player won its bidding): its units hold`,
    );
    register(hooks, 'retreatsAllowed', ({ joined }, power) => joined.has(power));
    register(hooks, 'defaultBuild', ({ variant, position }, power) => {
      const game = intimateGame(variant, position);
      if (!game.ok || game.game.playerOf.has(power)) return null;
      return intimateSetup(variant).defaultFleets.has(power) ? 'fleet' : 'army';
    });
    register(hooks, 'ownershipUpdated', ({ variant, position }) => {
      const game = intimateGame(variant, position);
      const state = intimateState(position);
      if (!game.ok || state === null) return position;
      const credits: Record<string, number> = {};
      for (const [player, home] of game.game.home) {
        const centres = Object.values(position.ownership).filter((owner) => owner === home).length;
        credits[player] = (game.game.credits[player] ?? 0) + centres;
      }
      // The end of a Fall: a tie now stands until the next Fall's end; any other outcome is judged now.
      const { tie: _, ...rest } = state;
      const tie = isTie(variant, position, { ...game.game, credits, tie: false });
      return withIntimateState(position, { ...rest, credits, ...(tie ? { tie: true as const } : {}) });
    });
    register(hooks, 'decidesWinner', ({ variant, position }) => {
      const game = intimateGame(variant, position);
      return { player: game.ok ? intimateWinner(variant, position, game.game) : null };
    });
    register(hooks, 'playBidding', ({ variant, position }, orders) => {
      const game = intimateGame(variant, position);
      const state = intimateState(position);
      if (!game.ok || state === null) return { results: [], position }; // blocked before (missingInput)
      const { results, outcome } = playBids(variant, game.game, orders);
      return { results, position: withIntimateState(position, { ...state, credits: outcome.credits, control: outcome.control }) };
    });
  },
};

/** The bids of a bidding phase read, checked, resolved, and a result for each. */
function playBids(variant: Variant, game: IntimateGame, orders: Orders) {
  const read: { player: string | null; key: string; text: string; bid: Bid | null; error: string | null }[] = [];
  const bids: Record<string, Map<PowerId, number>> = Object.fromEntries(game.players.map((p) => [p, new Map<PowerId, number>()]));
  for (const [key, list] of Object.entries(orders)) {
    const player = playerOfKey(variant, game, key);
    for (const given of list ?? []) {
      const text = typeof given === 'string' ? given : '';
      let bid: Bid | null = null;
      let error: string | null = null;
      if (player === null) error = `no such player: ${key} (players: ${game.players.join(', ')}; bids are given by player or by home power)`;
      else if (typeof given !== 'string') error = `a bid is written as text, as in 'Italy 5'`;
      else {
        const parsed = parseBid(variant, given);
        if (!parsed.ok) error = parsed.error;
        else {
          bid = parsed.bid;
          error = checkBid(variant, game, player, bid);
          if (error === null && bids[player].has(bid.power)) error = `a second bid for ${powerName(variant, bid.power)}`;
          if (error === null) bids[player].set(bid.power, bid.amount);
        }
      }
      read.push({ player, key, text: text === '' ? JSON.stringify(given) : text, bid, error });
    }
  }
  const outcome = resolveBids(game.players, game.credits, bids, mercenaries(variant, game));
  const results: OrderResult[] = read.map(({ player, key, text, bid, error }) => {
    const base = { power: player === null ? key : (game.home.get(player) as PowerId), text, order: null };
    if (error !== null || bid === null || player === null) return { ...base, outcome: 'invalid', reason: error ?? 'invalid bid' };
    const name = powerName(variant, bid.power);
    if (outcome.overbid.includes(player)) {
      return { ...base, outcome: 'failed', reason: `${player} bid more than their ${game.credits[player]} credit${game.credits[player] === 1 ? '' : 's'}: their reserve is lost and every mercenary they bid on goes to the opponent at half price` };
    }
    if (outcome.control[bid.power] === player) return { ...base, outcome: 'succeeded' };
    if (bid.amount === 0) return { ...base, outcome: 'failed', reason: `no bid for ${name}` };
    const holder = outcome.control[bid.power];
    return {
      ...base,
      outcome: 'failed',
      reason: holder === undefined ? `equal bids: ${name} is in anarchy for the year` : `${holder} takes ${name}`,
    };
  });
  return { results, outcome };
}

/** The player a key of the bidding orders names: a player id, or the player's home power (id or name). */
function playerOfKey(variant: Variant, game: IntimateGame, key: string): string | null {
  if (game.players.includes(key)) return key;
  const power = variant.powers.find((p) => p.id === key || Object.values(p.names).some((n) => n.toLowerCase() === key.toLowerCase()));
  return power === undefined ? null : game.playerOf.get(power.id) ?? null;
}
