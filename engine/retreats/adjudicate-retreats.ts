/**
 * A retreats phase (XI.2): each dislodged unit retreats or is disbanded. Two or more
 * retreats to one province all fail and those units are disbanded; a unit with no order
 * is disbanded. Retreats are never supported nor convoyed. A power nobody plays (civil
 * disorder, neutral) gives no retreat order: its dislodged units are disbanded.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, Variant } from '../../model/variant.js';
import { invalidResult, matchUnits, noOrderResult, readOrders, result, unitsByProvince } from '../given-orders.js';
import { unitText } from '../order-text.js';
import type { OrderResult, Orders, Position, Unit } from '../types.js';
import { activeRules, type ActiveRules } from '../rules/registry.js';
import { placeName, variantIndex } from '../variant-index.js';
import { checkRetreat } from '../orders/kinds/retreat.js';

export interface RetreatOutcome {
  readonly results: OrderResult[];
  readonly units: Unit[];
}

export function adjudicateRetreats(
  variant: Variant,
  position: Position,
  orders: Orders,
  rules: ActiveRules = activeRules(variant, position),
): RetreatOutcome {
  const index = variantIndex(variant);
  const given = readOrders(variant, orders, 'retreats', rules);
  const dislodged = position.dislodged;
  // An order for a unit standing on the board, not dislodged, says so (it has nothing to retreat from).
  const standing = unitsByProvince(index, position.units);
  const notDislodged = (p: number): string | null => {
    const u = standing[p];
    if (u < 0) return null;
    const unit = position.units[u];
    return `${unitText(unit, index.placeTexts)} was not dislodged: only dislodged units retreat or disband`;
  };
  const orderOf = matchUnits(index, given, dislodged, undefined, notDislodged);

  const destination: (LocationId | null)[] = dislodged.map(() => null);
  for (let u = 0; u < dislodged.length; u++) {
    const g = orderOf[u];
    if (g < 0) continue;
    const order = given[g].order;
    if (order?.kind !== 'retreat') continue;
    const check = checkRetreat(index, position, dislodged[u], order.to, rules);
    if (check.ok) destination[u] = check.to;
    else given[g].error = `${check.reason}; disbanded`; // the unit gets no other result: say what became of it
  }
  const wanted = new Map<string, number>();
  for (const to of destination) if (to !== null) wanted.set(provinceOf(to), (wanted.get(provinceOf(to)) ?? 0) + 1);

  const results: OrderResult[] = [];
  const units: Unit[] = [...position.units];
  for (const g of given) {
    if (g.error !== null || g.unit < 0) {
      results.push(invalidResult(g));
      continue;
    }
    const to = destination[g.unit];
    if (to === null) results.push(result(g, 'succeeded')); // a disband
    else if ((wanted.get(provinceOf(to)) ?? 0) > 1) results.push(result(g, 'failed', `bounced in ${placeName(index, provinceOf(to))}; disbanded`));
    else {
      results.push(result(g, 'succeeded'));
      const unit = dislodged[g.unit];
      units.push({ power: unit.power, type: unit.type, location: to });
    }
  }
  for (let u = 0; u < dislodged.length; u++) {
    if (orderOf[u] >= 0) continue;
    const unit = dislodged[u];
    results.push(noOrderResult(variant, unit, { kind: 'disband', unit: { type: unit.type, location: unit.location } }));
  }
  return { results, units };
}
