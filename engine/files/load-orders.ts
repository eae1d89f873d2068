/**
 * Reads an orders file: JSON `{ "england": ["F Nth - Nwy", …], … }` (powers by id or
 * name), or text with a heading per power:
 *
 *   England:
 *   F Nth - Nwy
 *   A Lon H
 *   # comments and blank lines are skipped
 *   France: A Par - Bur          (a power's name may also start the line)
 *
 * Read with the phase's position, an order before any heading goes to the power whose unit
 * it orders (a build, to the owner of the centre), as in the site's playground. Under a
 * heading, the heading says whose order it is, and an order for another power's unit is
 * the engine's to refuse.
 *
 * Orders stay as written: the adjudicator parses them, and an order it cannot read is
 * not followed (the unit holds) and reported, as the rules say (VII.4).
 */
import type { PowerId, Variant } from '../../model/variant.js';
import { assertPositionShape } from '../game/position-shape.js';
import { orderOwner } from '../orders/order-owner.js';
import { parseOrder, parsePower } from '../orders/parse-order.js';
import type { Orders, Position } from '../types.js';
import { describe, isRecord, join, readJson, reported, type Problems } from './json-input.js';
import type { Loaded } from './load-position.js';

/**
 * The most orders one phase's file may give: a phase has at most one valid order a
 * province (a unit's, or a build's), so twice that, and a thousand at the least, leaves room
 * for every mistake worth reporting, while a file of a million copies of one order is one
 * problem, not a million results to hold and print.
 */
export function maxOrders(variant: Variant): number {
  return Math.max(1000, 2 * variant.provinces.length);
}

function tooMany(variant: Variant, at: string): string {
  return `${at}: more than ${maxOrders(variant).toLocaleString('en-GB')} orders, where a phase of this map has at most one for each of its ${variant.provinces.length.toLocaleString('en-GB')} provinces`;
}

/**
 * `input`: JSON text, an object already parsed, or the text format. `position`: the
 * position the orders are for, which gives an order before any heading its power.
 */
export function loadOrders(variant: Variant, input: unknown, position: Position | null = null): Loaded<Orders> {
  // A caller's mistake, said in words.
  if (position !== null) assertPositionShape(position);
  const problems: Problems = [];
  const orders =
    typeof input === 'string' && !input.trimStart().startsWith('{')
      ? readOrdersText(variant, input, position, problems)
      : readOrdersJson(variant, readJson(input, problems, 'orders'), '', problems);
  return orders !== null && problems.length === 0 ? { ok: true, value: orders } : { ok: false, errors: reported(problems) };
}

/**
 * Reads `{ power: [order, …] }` at `path`. Orders are text only: a file is written by
 * people, and text is checked by the parser, where a hand-written `Order` object is not.
 */
export function readOrdersJson(variant: Variant, value: unknown, path: string, problems: Problems): Orders | null {
  if (!isRecord(value)) {
    problems.push(`${path || 'orders'}: expected an object from power to a list of orders, found ${describe(value)}`);
    return null;
  }
  const orders: Record<PowerId, string[]> = {};
  let count = 0;
  for (const [key, list] of Object.entries(value)) {
    const at = join(path, key);
    const power = parsePower(variant, key);
    if (power === null) {
      problems.push(`${at}: unknown power '${key}' (${variant.powers.map((p) => p.id).join(', ')})`);
      continue;
    }
    const items = typeof list === 'string' ? ordersInText(list) : list;
    if (!Array.isArray(items)) {
      problems.push(`${at}: expected a list of orders, found ${describe(list)}`);
      continue;
    }
    count += items.length;
    if (count > maxOrders(variant)) {
      problems.push(tooMany(variant, path || 'orders'));
      return null;
    }
    const given = listOf(orders, power);
    items.forEach((item, i) => {
      if (typeof item === 'string') given.push(item);
      else problems.push(`${join(at, i)}: expected an order as text, found ${describe(item)}`);
    });
  }
  return orders;
}

/** A power's orders given as one text (in a JSON file): one a line, or separated by ';'. */
export function ordersInText(list: string): string[] {
  return list.split(/\r?\n|;/).map((s) => s.trim()).filter((s) => s !== '');
}

function readOrdersText(variant: Variant, text: string, position: Position | null, problems: Problems): Orders | null {
  // Comments dropped: each line that is not blank is an order, a heading or a problem, and a file of too many is refused before any is read.
  const lines = text.split(/\r?\n/).map((raw) => raw.replace(/#.*$/, '').trim());
  if (lines.filter((line) => line !== '').length > maxOrders(variant) + variant.powers.length) {
    problems.push(tooMany(variant, 'orders'));
    return null;
  }
  const orders: Record<PowerId, string[]> = {};
  let current: PowerId | null = null;
  // The power that began the last line naming one ("Southreach: A Ist - Mar"), for the hint below.
  let prefixed: string | null = null;
  lines.forEach((line, i) => {
    if (line === '') return;
    const heading = /^(.*?):?$/.exec(line)?.[1] ?? line;
    const power = parsePower(variant, heading);
    if (power !== null) {
      current = power;
      listOf(orders, power);
      return;
    }
    // "Narnia:": a heading for no power of this variant; its orders would be lost unnoticed.
    if (line.endsWith(':') && !parseOrder(variant, heading).ok) {
      problems.push(`line ${i + 1}: unknown power '${heading}' (${variant.powers.map((p) => p.id).join(', ')})`);
      current = null;
      return;
    }
    // "France: A Par - Bur": the power starts the line.
    const colon = line.indexOf(':');
    const named = colon > 0 ? parsePower(variant, line.slice(0, colon)) : null;
    if (named !== null) {
      listOf(orders, named).push(line.slice(colon + 1).trim());
      prefixed = line.slice(0, colon).trim();
      return;
    }
    const parsed = parseOrder(variant, line, position === null ? {} : { phase: position.phase.kind });
    let owner: PowerId | null = parsed.ok && parsed.power !== undefined ? parsed.power : current;
    // Before any heading, read with its position: the power of the unit it orders.
    if (owner === null && parsed.ok && position !== null) owner = orderOwner(position, parsed.order);
    if (owner === null) {
      const example = `'${prefixed ?? variant.powers[0]?.names.en ?? 'Power'}:'`;
      problems.push(
        prefixed !== null
          ? `line ${i + 1}: no power for '${line}' (a power named before an order on its line, as ${example} is, gives that line only: put ${example} on a line of its own before its orders)`
          : position !== null && parsed.ok
            ? `line ${i + 1}: no power for '${line}': no unit of anyone stands where it orders one, to tell whose order it is (put a heading such as ${example} before it)`
            : `line ${i + 1}: no power for '${line}' (put a heading such as ${example} before it)`,
      );
      return;
    }
    listOf(orders, owner).push(line);
  });
  return orders;
}

/** The list of a power's orders, made on first use; own entries only, whatever the power's id. */
function listOf(orders: Record<PowerId, string[]>, power: PowerId): string[] {
  if (!Object.hasOwn(orders, power)) orders[power] = [];
  return orders[power];
}
