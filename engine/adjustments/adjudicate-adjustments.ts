/**
 * An adjustments phase (XIII.2): each power's units are brought to its number of centres.
 * Builds go on owned, unoccupied home centres, one per province; a fleet only where
 * fleets may stand, naming the coast where there are several (DATC 6.B.14, 6.I.2–6.I.7).
 * Orders are taken one by one until the surplus or deficit is used up (DATC 4.D.4/4.D.6,
 * 6.I.1, 6.J.1); a power that orders too few disbands loses units by civil disorder.
 * Rule modules decide who builds (civil disorder: nobody), where (`build-anywhere`), and
 * what is built for a build owed and not ordered (`defaultBuild`: Intimate Diplomacy).
 */
import { provinceOf } from '../../model/locations.js';
import type { PowerId, UnitType, Variant } from '../../model/variant.js';
import { invalidResult, noOrderResult, readOrders, result, unitsByProvince } from '../given-orders.js';
import type { OrderResult, Orders, Position, Unit } from '../types.js';
import { activeRules, type ActiveRules } from '../rules/registry.js';
import { placeName, variantIndex, type VariantIndex } from '../variant-index.js';
import { buildSites, checkBuild } from '../orders/kinds/build.js';
import { powerName } from '../rules/rule-module.js';

export { buildSites };
import { civilDisorderDisbands } from './civil-disorder.js';
import { assertPositionShape } from '../game/position-shape.js';
import { wrongUnitType } from '../orders/wrong-unit-type.js';

export interface AdjustmentOutcome {
  readonly results: OrderResult[];
  readonly units: Unit[];
  /** Set when a rule played the phase and changed them (arsenal: ownership changes in its adjustments). */
  readonly ownership?: Position['ownership'];
  readonly rules?: Position['rules'];
}

/** Centres owned minus units, for each power: positive may build, negative must disband. */
export function adjustmentBalances(variant: Variant, position: Position): Map<PowerId, number> {
  assertPositionShape(position);
  const balance = new Map<PowerId, number>(variant.powers.map((p) => [p.id, 0]));
  for (const owner of Object.values(position.ownership)) balance.set(owner, (balance.get(owner) ?? 0) + 1);
  for (const unit of position.units) balance.set(unit.power, (balance.get(unit.power) ?? 0) - 1);
  return balance;
}

/** Centres owned minus units of one power. */
export function adjustmentBalance(variant: Variant, position: Position, power: PowerId): number {
  return adjustmentBalances(variant, position).get(power) ?? 0;
}

export function adjudicateAdjustments(
  variant: Variant,
  position: Position,
  orders: Orders,
  rules: ActiveRules = activeRules(variant, position),
): AdjustmentOutcome {
  const index = variantIndex(variant);
  const given = readOrders(variant, orders, 'adjustments', rules);
  // A rule with its own adjustments (arsenal) plays the phase.
  if (rules.adjustments !== null) return rules.adjustments.play(given, rules);
  const balance = adjustmentBalances(variant, position);
  const occupied = unitsByProvince(index, position.units);
  const used = new Map<PowerId, number>();
  const builtIn = new Set<number>();
  const removed = new Set<number>();
  const results: OrderResult[] = [];
  const units: Unit[] = [];

  for (const g of given) {
    const order = g.order;
    if (g.error !== null || order === null) {
      results.push(invalidResult(g));
      continue;
    }
    const allowed = balance.get(g.power) ?? 0;
    const done = used.get(g.power) ?? 0;
    const fail = (reason: string): void => {
      g.error = reason;
      results.push(invalidResult(g));
    };
    // A legal order beyond what the power may do, or repeating one already carried out, fails.
    const refuse = (reason: string): void => {
      results.push(result(g, 'failed', reason));
    };
    if (order.kind === 'build' || order.kind === 'waive') {
      if (allowed <= 0 || !rules.buildsAllowed(g.power)) fail(`${powerName(variant, g.power)} has no build to make`);
      else if (done >= allowed) refuse(`${powerName(variant, g.power)} may build only ${allowed}`);
      else if (order.kind === 'waive' && rules.defaultBuild(g.power) !== null) {
        fail(`${powerName(variant, g.power)} makes every build it owes where it can: it may not waive one`);
      } else if (order.kind === 'waive') {
        used.set(g.power, done + 1);
        results.push(result(g, 'succeeded'));
      } else {
        const check = checkBuild(index, rules, position, g.power, order.type, order.location, occupied);
        if (!check.ok) fail(check.reason);
        else if (builtIn.has(check.province)) refuse(`a unit is already built in ${placeName(index, provinceOf(check.location))}`);
        else {
          used.set(g.power, done + 1);
          builtIn.add(check.province);
          units.push({ power: g.power, type: order.type, location: check.location });
          results.push(result(g, 'succeeded'));
        }
      }
    } else if (order.kind === 'disband') {
      const p = index.provinceIndex.get(provinceOf(order.unit.location));
      const u = p === undefined ? -1 : occupied[p];
      const unit = position.units[u];
      if (allowed >= 0) fail(`${powerName(variant, g.power)} has no unit to disband`);
      else if (u < 0) fail(`no unit in ${placeName(index, provinceOf(order.unit.location))}`);
      else if (unit.power !== g.power) fail(`the unit in ${placeName(index, provinceOf(order.unit.location))} belongs to ${powerName(variant, unit.power)}`);
      else if (order.unit.type !== null && order.unit.type !== unit.type) fail(wrongUnitType(order.unit.type, placeName(index, provinceOf(order.unit.location))));
      else if (removed.has(u)) refuse(`the unit in ${placeName(index, provinceOf(order.unit.location))} is already disbanded`);
      else if (done >= -allowed) refuse(`${powerName(variant, g.power)} must disband only ${-allowed}`);
      else {
        used.set(g.power, done + 1);
        removed.add(u);
        results.push(result(g, 'succeeded'));
      }
    } else fail(`a ${order.kind} order cannot be given in an adjustments phase`);
  }

  // Civil disorder (XIV.3): the disbands a power did not order.
  for (const [power, allowed] of balance) {
    const missing = -allowed - (used.get(power) ?? 0);
    if (allowed >= 0 || missing <= 0) continue;
    const remaining = position.units.filter((unit, u) => unit.power === power && !removed.has(u));
    for (const unit of civilDisorderDisbands(variant, position, power, remaining, missing)) {
      removed.add(position.units.indexOf(unit));
      results.push(noOrderResult(variant, unit, { kind: 'disband', unit: { type: unit.type, location: unit.location } }));
    }
  }

  // Builds owed and not ordered, where a rule module makes them by default (Intimate Diplomacy's mercenaries).
  for (const [power, allowed] of balance) {
    const missing = allowed - (used.get(power) ?? 0);
    if (allowed <= 0 || missing <= 0 || !rules.buildsAllowed(power)) continue;
    const type = rules.defaultBuild(power);
    if (type === null) continue;
    let left = missing;
    for (const site of defaultBuildSites(index, rules, position, power, type, occupied, builtIn)) {
      if (left === 0) break;
      left--;
      builtIn.add(site.province);
      units.push({ power, type, location: site.location });
      results.push(noOrderResult(variant, { power, type, location: site.location }, { kind: 'build', type, location: site.location }));
    }
  }

  return { results, units: [...position.units.filter((_, u) => !removed.has(u)), ...units] };
}

/**
 * Where default builds go: the power's build sites in the alphabetical order of their names
 * (in the variant's first language),
 * each taking a unit of the type asked for (a fleet on the first coast of a two-coast
 * centre; a site where the type cannot stand is passed over).
 */
function defaultBuildSites(
  index: VariantIndex,
  rules: ActiveRules,
  position: Position,
  power: PowerId,
  type: UnitType,
  occupied: readonly number[],
  builtIn: ReadonlySet<number>,
): { province: number; location: string }[] {
  const sites: { province: number; location: string; name: string }[] = [];
  for (const p of buildSites(index.variant, position, power, rules)) {
    if (builtIn.has(p)) continue;
    const candidates: string[] = type === 'army' ? [index.provinceIds[p]] : Array.from(index.fleetSites[p], (l) => index.locations[l]);
    for (const location of candidates) {
      const check = checkBuild(index, rules, position, power, type, location, occupied);
      if (check.ok) {
        const names = index.variant.provinces[p].names;
        sites.push({ province: p, location: check.location, name: names[index.variant.languages[0]] ?? index.provinceIds[p] });
        break;
      }
    }
  }
  return sites.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
