/**
 * Orders typed in the playground, one a line, to the engine's `Orders` per power. A
 * line goes to the power whose unit it orders (or, for a build, who owns the centre), as
 * the playground plays every power; a power's name alone on a line ("England:" /
 * "Angleterre :") heads the lines under it that order no unit of anyone (the engine then
 * says what is wrong with them). A line that gives no power is reported, not guessed. (An
 * orders file read with its position, engine/files/load-orders.ts, keeps to its headings:
 * there a heading says who gave the order.) In a bidding
 * phase a heading may also name a player ("anna:", "Anna:"), and every bid needs a heading: a bid
 * names the mercenary, not the bidder.
 */
import type { Variant } from '../../../model/variant.js';
import { parseOrder, parsePower } from '../../../engine/orders/parse-order.js';
import { orderOwner } from '../../../engine/orders/order-owner.js';
import type { Orders, Position } from '../../../engine/types.js';
import { activeRules } from '../../../engine/rules/registry.js';
import { playerNameIn } from './playground-setup.js';

export interface TypedOrders {
  readonly orders: Orders;
  /** Lines that name no power and order no unit of anyone: "line 3: …". */
  readonly problems: readonly string[];
}

/** The player a heading names, by id or by the name the pages give it ("anna", "Anna"), or null. */
function playerOfHeading(variant: Variant, players: readonly string[], heading: string): string | null {
  const key = heading.toLowerCase();
  return players.find((id) => id.toLowerCase() === key || ['en', 'fr'].some((lang) => playerNameIn(variant, id, lang).toLowerCase() === key)) ?? null;
}

export function readTypedOrders(variant: Variant, position: Position, text: string): TypedOrders {
  const orders: Record<string, string[]> = {};
  const problems: string[] = [];
  let current: string | null = null;
  const bidding = position.phase.kind === 'bidding';
  const players = bidding ? activeRules(variant, position).players.map((p) => p.id) : [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const heading = /^(.*?)\s*:?$/.exec(line)?.[1] ?? line;
    const power = parsePower(variant, heading) ?? playerOfHeading(variant, players, heading);
    if (power !== null) {
      current = power;
      return;
    }
    if (bidding) {
      if (current === null) problems.push(`line ${i + 1}: a bid goes under the bidder's home power or name, as in 'England:' on the line before`);
      else (orders[current] ??= []).push(line);
      return;
    }
    const parsed = parseOrder(variant, line, { phase: position.phase.kind });
    const owner = (parsed.ok ? (parsed.power ?? orderOwner(position, parsed.order)) : null) ?? current;
    if (owner === null) {
      problems.push(`line ${i + 1}: ${parsed.ok ? `no unit of any power at the place '${line}' orders` : parsed.error}`);
      return;
    }
    (orders[owner] ??= []).push(line);
  });
  return { orders, problems };
}
