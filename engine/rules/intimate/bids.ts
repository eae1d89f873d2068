/**
 * Bids, the orders of a bidding phase (Intimate Diplomacy, "Enchères"), and their
 * resolution. A bid names a mercenary and a whole number of credits, in English or French:
 *   Italy 5 · Italy: 5 · 5 Italy · bid 5 on Italy · bid Italy 5
 *   Italie 5 · enchère 5 sur l'Italie · offre 5 pour la Russie · mise Italie 5
 * `checkBid` is the one legality check: resolution and `legalBids` both use it.
 */
import { normaliseName } from '../../../model/names.js';
import type { PowerId, Variant } from '../../../model/variant.js';
import { lengthProblem, parsePower } from '../../orders/parse-order.js';
import type { IntimateGame } from './state.js';
import { mercenaries } from './state.js';

export interface Bid {
  readonly power: PowerId;
  readonly amount: number;
}

const BID_WORDS = new Set(['bid', 'bids', 'enchere', 'encheres', 'offre', 'mise']);
const JOIN_WORDS = new Set(['on', 'for', 'sur', 'pour', 'la', 'le', 'les', 'the']);
const CREDIT_WORDS = new Set(['credit', 'credits']);

/** Reads a bid as written, or says why it cannot be read. */
export function parseBid(variant: Variant, text: string): { ok: true; bid: Bid } | { ok: false; error: string } {
  // As for an order: longer text is no bid, and is not echoed whole in the reason.
  const tooLong = lengthProblem(text, 'a bid');
  if (tooLong !== null) return { ok: false, error: tooLong };
  // "l'Italie": an elided article is dropped with its apostrophe.
  const words = text
    .replace(/[:;,]|\.(?!\d)/g, ' ')
    .replace(/\b(l|d)['\u2019]/gi, '')
    .split(/\s+/)
    .filter((w) => w !== '');
  let rest = words.filter((w, i) => !(i === 0 && BID_WORDS.has(normaliseName(w))));
  rest = rest.filter((w) => !JOIN_WORDS.has(normaliseName(w)) && !CREDIT_WORDS.has(normaliseName(w)));
  const numbers = rest.filter((w) => /^[+-]?\d+(\.\d*)?$/.test(w));
  if (numbers.length !== 1) return { ok: false, error: `a bid is a power and a number of credits, as in 'Italy 5' or 'enchère 5 sur l'Italie'; found '${text}'` };
  const amount = Number(numbers[0]);
  if (!Number.isInteger(amount) || amount < 0) return { ok: false, error: `a bid is a whole number of credits, 0 or more; found ${numbers[0]}` };
  const name = rest.filter((w) => w !== numbers[0]).join(' ');
  if (name === '') return { ok: false, error: `a bid names the power bid for; found '${text}'` };
  const power = parsePower(variant, name);
  if (power === null) return { ok: false, error: `unknown power '${name}'` };
  return { ok: true, bid: { power, amount } };
}

/** Why the player may not make the bid, or null. Over-bidding one's credit is allowed (and punished when bids are revealed). */
export function checkBid(variant: Variant, game: IntimateGame, player: string, bid: Bid): string | null {
  if (!variant.powers.some((p) => p.id === bid.power)) return `no such power: ${bid.power}`;
  const owner = game.playerOf.get(bid.power);
  if (owner !== undefined) return owner === player ? `${bid.power} is your home power, not a mercenary` : `${bid.power} is ${owner}'s home power, not a mercenary`;
  if (!Number.isInteger(bid.amount) || bid.amount < 0) return `a bid is a whole number of credits, 0 or more`;
  return null;
}

/**
 * Every bid `checkBid` accepts that the player's credit covers on its own: each mercenary,
 * 0 to the credit. (Higher bids are legal too, but lose the reserve if they stand.)
 */
export function legalBids(variant: Variant, game: IntimateGame, player: string): Bid[] {
  const out: Bid[] = [];
  for (const power of mercenaries(variant, game)) {
    for (let amount = 0; amount <= (game.credits[player] ?? 0); amount++) {
      if (checkBid(variant, game, player, { power, amount }) === null) out.push({ power, amount });
    }
  }
  return out;
}

export interface BiddingOutcome {
  /** Mercenary → the player controlling it for the year; a mercenary absent is in anarchy. */
  readonly control: Readonly<Record<PowerId, string>>;
  /** What each player pays. */
  readonly cost: Readonly<Record<string, number>>;
  /** Each player's credits after the bidding. */
  readonly credits: Readonly<Record<string, number>>;
  /** Players whose bids came to more than their credit. */
  readonly overbid: readonly string[];
}

/**
 * Resolves the two players' bids (valid ones, one per mercenary at most; 0 is no bid).
 * The higher bid takes the mercenary and pays its bid; equal bids (0 and 0 included)
 * leave it in anarchy for the year. A player whose winning bids cost more than their
 * credit ("réussit à enchérir plus…") has over-bid:
 * - that player loses the whole reserve and takes nothing; the opponent takes every
 *   mercenary the over-bidder bid on, paying half that bid rounded up, and the others by
 *   their own winning bids. An opponent who cannot pay all of it keeps the mercenaries and
 *   is left with no credit (docs/engine-choices.md);
 * - when both over-bid, both lose their reserve and every mercenary is in anarchy.
 */
export function resolveBids(
  players: readonly string[],
  credits: Readonly<Record<string, number>>,
  bids: Readonly<Record<string, ReadonlyMap<PowerId, number>>>,
  mercenaryPowers: readonly PowerId[],
): BiddingOutcome {
  const bidOf = (player: string, power: PowerId): number => bids[player]?.get(power) ?? 0;
  const [a, b] = players;
  let control: Record<PowerId, string> = {};
  let cost: Record<string, number> = { [a]: 0, [b]: 0 };
  for (const power of mercenaryPowers) {
    const ba = bidOf(a, power);
    const bb = bidOf(b, power);
    if (ba === bb) continue;
    const winner = ba > bb ? a : b;
    control[power] = winner;
    cost[winner] += Math.max(ba, bb);
  }
  const overbid = players.filter((player) => cost[player] > (credits[player] ?? 0));
  if (overbid.length === 2) {
    control = {};
    cost = { [a]: 0, [b]: 0 };
  } else if (overbid.length === 1) {
    const loser = overbid[0];
    const other = loser === a ? b : a;
    control = {};
    cost = { [a]: 0, [b]: 0 };
    for (const power of mercenaryPowers) {
      const lost = bidOf(loser, power);
      const own = bidOf(other, power);
      if (lost > 0) {
        control[power] = other;
        cost[other] += Math.ceil(lost / 2);
      } else if (own > 0) {
        control[power] = other;
        cost[other] += own;
      }
    }
  }
  const after: Record<string, number> = {};
  for (const player of players) after[player] = overbid.includes(player) ? 0 : Math.max(0, (credits[player] ?? 0) - cost[player]);
  return { control, cost, credits: after, overbid };
}
