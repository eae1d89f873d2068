/**
 * Orders as submitted, read into one flat list: text is parsed, each order is tied to
 * the unit it names, and orders that cannot apply (unknown power, someone else's unit,
 * a second order for a unit, the wrong phase) are marked invalid with a reason.
 */
import { provinceOf } from '../model/locations.js';
import type { LocationId, PhaseKind, PowerId, Variant } from '../model/variant.js';
import { filled } from './filled.js';
import { destination, otherPlace, unitPlace } from './order-places.js';
import { orderText, orderTextAt } from './order-text.js';
import type { ActiveRules } from './rules/registry.js';
import { parseOrder } from './orders/parse-order.js';
import { orderShapeProblem, shownAsOrder } from './orders/order-shape.js';
import { describe, isRecord } from './files/json-input.js';
import { phaseKindWithArticle } from './files/phase.js';
import { powerName } from './rules/rule-module.js';
import type { Order, Orders, OrderResult, Outcome, Unit } from './types.js';
import { locationAt, placeName, provinceAt, variantIndex, type VariantIndex } from './variant-index.js';
import { wrongUnitType } from './orders/wrong-unit-type.js';

export interface GivenOrder {
  readonly power: PowerId;
  readonly text: string;
  readonly order: Order | null;
  /** Why the order cannot be carried out, or null while it may still be. */
  error: string | null;
  /** The unit it orders (index into the unit list it was matched against), or -1. */
  unit: number;
  /**
   * The numbers (variant-index.ts) of the locations the order names, looked up once as it is
   * read, for its text, its unit and its check alike; -1 when it names none or the map has
   * no such location: its unit's (a build's site), its destination, the unit it supports or
   * the army it convoys.
   */
  readonly at: number;
  readonly to: number;
  readonly other: number;
}

const PHASE_ORDERS: Readonly<Record<PhaseKind, readonly Order['kind'][]>> = {
  movement: ['hold', 'move', 'support', 'convoy'],
  retreats: ['retreat', 'disband'],
  adjustments: ['build', 'disband', 'waive'],
  bidding: [],
};

/** `rules`: a power nobody plays this phase (civil disorder, neutral) has its orders refused. */
export function readOrders(variant: Variant, orders: Orders, phase: PhaseKind, rules: ActiveRules): GivenOrder[] {
  const index = variantIndex(variant);
  const kinds = PHASE_ORDERS[phase];
  // A caller's mistake, not a player's: no order can be told from another.
  if (!isRecord(orders)) throw new TypeError(`orders: expected an object of order lists by power, found ${describe(orders)}`);
  // Made at its length (at most the orders given, or one per power whose orders are no list), not grown by pushing.
  let count = 0;
  for (const power of Object.keys(orders)) {
    const given = orders[power] as unknown;
    if (given !== undefined) count += Array.isArray(given) ? given.length : 1;
  }
  const list = new Array<GivenOrder>(count);
  let k = 0;
  for (const power of Object.keys(orders)) {
    const given = orders[power];
    if (given === undefined) continue;
    if (!Array.isArray(given)) {
      const error = `the orders of ${power} must be a list, found ${describe(given)}`;
      list[k++] = unread(power, typeof given === 'string' ? given : describe(given), error);
      continue;
    }
    // What refuses every order of the power, asked once per power.
    const refused = index.powers.has(power) ? rules.ordersRefused(power) : `no such power: ${power}`;
    for (let i = 0; i < given.length; i++) {
      const item = given[i];
      let order: Order | null = null;
      let error: string | null = null;
      if (typeof item === 'string') {
        const parsed = parseOrder(variant, item, { phase });
        if (parsed.ok) {
          order = parsed.order;
          if (parsed.power !== undefined && parsed.power !== power) error = `order names ${powerName(variant, parsed.power)}, not ${powerName(variant, power)}`;
        } else error = parsed.error;
      } else {
        error = orderShapeProblem(item);
        if (error !== null) {
          list[k++] = unread(power, shownAsOrder(item), error);
          continue;
        }
        order = item;
      }
      const at = placeNumber(index, unitPlace(order));
      const to = placeNumber(index, destination(order));
      const other = placeNumber(index, otherPlace(order));
      const text = typeof item === 'string' ? item : orderTextAt(item, at, to, other, index.placeTexts);
      if (error === null) error = refused;
      if (error === null && order !== null && !kinds.includes(order.kind)) {
        error = `a ${order.kind} order cannot be given in ${phaseKindWithArticle(phase)}`;
      }
      list[k++] = { power, text, order, error, unit: -1, at, to, other };
    }
  }
  return list;
}

/** A given order that could not be read as one (a power's orders that are no list, an order object missing a field). */
function unread(power: PowerId, text: string, error: string): GivenOrder {
  return { power, text, order: null, error, unit: -1, at: -1, to: -1, other: -1 };
}

function placeNumber(index: VariantIndex, location: LocationId | null): number {
  return location === null ? -1 : locationAt(index, location);
}

/**
 * Ties each still-valid order that names a unit to the unit standing in that province
 * (the coast written for the ordered unit does not matter: DATC 6.B.10).
 * Returns, for each unit, the index of its order in `list`, or -1.
 */
export function matchUnits(
  index: VariantIndex,
  list: GivenOrder[],
  units: readonly Unit[],
  unitAt: readonly number[] = unitsByProvince(index, units),
  /** Why a province without a unit to order has none, when there is more to say (retreats: a unit stands there, not dislodged). */
  absent: (province: number) => string | null = () => null,
): number[] {
  const orderOf = filled(units.length, -1);
  for (let i = 0; i < list.length; i++) {
    const given = list[i];
    const order = given.order;
    if (given.error !== null || order === null || order.kind === 'build' || order.kind === 'waive') continue;
    // The location named was looked up as the order was read (a coast the map lacks is looked for by its province).
    const province = given.at >= 0 ? index.provinceOfLocation[given.at] : provinceAt(index, order.unit.location);
    const u = province < 0 ? -1 : unitAt[province];
    const unit = units[u];
    if (u < 0) given.error = (province >= 0 ? absent(province) : null) ?? `no unit in ${placeName(index, provinceOf(order.unit.location))}`;
    else if (order.unit.type !== null && order.unit.type !== unit.type) {
      given.error = wrongUnitType(order.unit.type, placeName(index, provinceOf(order.unit.location)));
    } else if (unit.power !== given.power) given.error = `the unit in ${placeName(index, provinceOf(unit.location))} belongs to ${powerName(index.variant, unit.power)}`;
    else if (orderOf[u] >= 0) given.error = `a second order for the unit in ${placeName(index, provinceOf(unit.location))}`;
    else {
      orderOf[u] = i;
      given.unit = u;
    }
  }
  return orderOf;
}

/** For each province index, the index of the unit standing there, or -1. `provinces`: each unit's province number, when known. */
export function unitsByProvince(index: VariantIndex, units: readonly Unit[], provinces: readonly number[] | null = null): number[] {
  const unitAt = filled(index.provinceCount, -1);
  for (let u = 0; u < units.length; u++) {
    const p = provinces === null ? provinceAt(index, units[u].location) : provinces[u];
    if (p >= 0) unitAt[p] = u;
  }
  return unitAt;
}

export function result(given: GivenOrder, outcome: Outcome, reason?: string): OrderResult {
  return reason === undefined
    ? { power: given.power, text: given.text, order: given.order, outcome }
    : { power: given.power, text: given.text, order: given.order, outcome, reason };
}

export function invalidResult(given: GivenOrder): OrderResult {
  return result(given, 'invalid', given.error ?? 'invalid order');
}

/** The result describing a unit that was given no order: it holds (or, in retreats, disbands). */
export function noOrderResult(variant: Variant, unit: Unit, order: Order, reason?: string): OrderResult {
  const text = `${orderText(order, variantIndex(variant).placeTexts)} (no order)`;
  return reason === undefined
    ? { power: unit.power, text, order, outcome: 'succeeded' }
    : { power: unit.power, text, order, outcome: 'failed', reason };
}
