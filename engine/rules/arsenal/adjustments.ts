/**
 * The arsenal rule's adjustments phase (sections c.5 and c.6), in one phase with the
 * orders of both steps: removals (`Remove A Mun`, read as a disband) for the arsenals
 * lost, and placements (builds) for the arsenals kept and gained. Each power's removals
 * are carried out first, all powers at once; then the gains, which depend only on
 * whether the taker was removed (its own power's choice); then placements, on the
 * power's free home arsenals: a fleet on any coastal one, an army on any one. A unit
 * owed and not placed is kept aside (`rules.arsenal.aside`) and owed again next year.
 *
 * Removals not ordered are chosen as in civil disorder (farthest from home first), but a
 * unit that is taking a centre is removed only when no other unit of its type is left,
 * so that a player who forgets loses no gain.
 */
import { provinceOf } from '../../../model/locations.js';
import type { PowerId, UnitType } from '../../../model/variant.js';
import { civilDisorderDisbands } from '../../adjustments/civil-disorder.js';
import { invalidResult, noOrderResult, result, unitsByProvince, type GivenOrder } from '../../given-orders.js';
import { checkBuild, listBuilds } from '../../orders/kinds/build.js';
import type { Order, OrderResult, Position, Unit } from '../../types.js';
import { placeName, variantIndex } from '../../variant-index.js';
import type { AdjustmentsPlay, PlayedAdjustments, RuleContext } from '../hooks.js';
import type { ActiveRules } from '../registry.js';
import { powerName } from '../rule-module.js';
import { afterCaptures, captures, countArsenals, countUnits, removalsOwed, type Capture } from './fall-sequence.js';
import { ARSENAL, arsenalState, type ArsenalState, type UnitCounts } from './state.js';
import { wrongUnitType } from '../../orders/wrong-unit-type.js';

const TYPES: readonly UnitType[] = ['army', 'fleet'];

export function arsenalAdjustments(ctx: RuleContext): AdjustmentsPlay {
  const { variant, position } = ctx;
  const state = arsenalState(variant, position);
  const caps = captures(variant, position, state.types);
  const owedRemovals = new Map<PowerId, UnitCounts>(variant.powers.map((p) => [p.id, removalsOwed(variant, position, state.types, caps, p.id)]));
  const anyRemoval = [...owedRemovals.values()].some((c) => c.army + c.fleet > 0);

  /** What the power's units and the board become with its default removals: for listing placements. */
  const placementsOwed = (power: PowerId, removed: ReadonlySet<number>, after: { ownership: Position['ownership']; types: ArsenalState['types'] }): UnitCounts => {
    const arsenals = countArsenals(after.ownership, after.types, power);
    const units = countUnits(position.units.filter((_, u) => !removed.has(u)), power);
    return { army: Math.max(0, arsenals.army - units.army), fleet: Math.max(0, arsenals.fleet - units.fleet) };
  };

  const defaultRemovals = (power: PowerId, already: ReadonlySet<number>, done: UnitCounts): number[] => {
    const owed = owedRemovals.get(power) ?? { army: 0, fleet: 0 };
    const takers = new Set(caps.map((c) => c.unit));
    const out: number[] = [];
    for (const type of TYPES) {
      let missing = owed[type] - done[type];
      if (missing <= 0) continue;
      const left = position.units.map((unit, u) => ({ unit, u })).filter(({ unit, u }) => unit.power === power && unit.type === type && !already.has(u));
      for (const group of [left.filter(({ u }) => !takers.has(u)), left.filter(({ u }) => takers.has(u))]) {
        const chosen = civilDisorderDisbands(variant, position, power, group.map(({ unit }) => unit), Math.min(missing, group.length));
        for (const unit of chosen) out.push(position.units.indexOf(unit));
        missing -= chosen.length;
      }
    }
    return out;
  };

  // The board after the default removals, worked out once (the listing asks per power and place).
  let defaults: { removed: Set<number>; after: ReturnType<typeof afterCaptures> } | null = null;
  const withDefaults = (): { removed: Set<number>; after: ReturnType<typeof afterCaptures> } => {
    if (defaults !== null) return defaults;
    const removed = new Set<number>();
    for (const { id } of variant.powers) for (const u of defaultRemovals(id, removed, { army: 0, fleet: 0 })) removed.add(u);
    defaults = { removed, after: afterCaptures(position, state.types, caps, removed) };
    return defaults;
  };

  return {
    due(rules) {
      if (caps.length > 0 || anyRemoval) return true;
      // Units owed from an earlier year (kept aside, or destroyed for want of a retreat) and a free home arsenal to place them.
      return variant.powers.some(({ id }) => {
        const owed = placementsOwed(id, new Set(), { ownership: position.ownership, types: state.types });
        return owed.army + owed.fleet > 0 && listBuilds(variant, position, id, rules).some((o) => o.kind === 'build' && owed[o.type] > 0);
      });
    },
    play: (given, rules) => play(ctx, state, caps, owedRemovals, given, rules, defaultRemovals, placementsOwed),
    owed(power) {
      const { removed, after } = withDefaults();
      return { remove: owedRemovals.get(power) ?? { army: 0, fleet: 0 }, place: placementsOwed(power, removed, after) };
    },
    disbands(power) {
      const owed = owedRemovals.get(power) ?? { army: 0, fleet: 0 };
      return position.units.filter((unit) => unit.power === power && owed[unit.type] > 0).map(removal);
    },
    builds(power, rules) {
      if (!rules.buildsAllowed(power) || rules.ordersRefused(power) !== null) return [];
      const { removed, after } = withDefaults();
      const owed = placementsOwed(power, removed, after);
      if (owed.army + owed.fleet === 0) return [];
      const board: Position = { ...position, units: position.units.filter((_, u) => !removed.has(u)), ownership: after.ownership };
      const orders = listBuilds(variant, board, power, rules).filter((o) => o.kind === 'build' && owed[o.type] > 0);
      orders.push({ kind: 'waive' });
      return orders;
    },
  };
}

/** `1 army`, `2 fleets`. */
function unitCount(n: number, type: UnitType): string {
  return `${n} ${type === 'army' ? (n === 1 ? 'army' : 'armies') : n === 1 ? 'fleet' : 'fleets'}`;
}

function removal(unit: Unit): Order {
  return { kind: 'disband', unit: { type: unit.type, location: unit.location } };
}

function play(
  ctx: RuleContext,
  state: ArsenalState,
  caps: readonly Capture[],
  owedRemovals: ReadonlyMap<PowerId, UnitCounts>,
  given: GivenOrder[],
  rules: ActiveRules,
  defaultRemovals: (power: PowerId, already: ReadonlySet<number>, done: UnitCounts) => number[],
  placementsOwed: (power: PowerId, removed: ReadonlySet<number>, after: { ownership: Position['ownership']; types: ArsenalState['types'] }) => UnitCounts,
): PlayedAdjustments {
  const { variant, position } = ctx;
  const index = variantIndex(variant);
  const occupied = unitsByProvince(index, position.units);
  const results: (OrderResult | null)[] = given.map(() => null);
  const fail = (i: number, reason: string): void => {
    given[i].error = reason;
    results[i] = invalidResult(given[i]);
  };

  // 1. Losses: the removals ordered, for every power at once.
  const removed = new Set<number>();
  const done = new Map<PowerId, { army: number; fleet: number }>(variant.powers.map((p) => [p.id, { army: 0, fleet: 0 }]));
  given.forEach((g, i) => {
    const order = g.order;
    if (g.error !== null || order === null) return void (results[i] = invalidResult(g));
    if (order.kind !== 'disband') return;
    const owed = owedRemovals.get(g.power) ?? { army: 0, fleet: 0 };
    const where = placeName(index, provinceOf(order.unit.location));
    const p = index.provinceIndex.get(provinceOf(order.unit.location));
    const u = p === undefined ? -1 : occupied[p];
    const unit = position.units[u];
    const count = done.get(g.power) ?? { army: 0, fleet: 0 };
    if (owed.army + owed.fleet === 0) fail(i, `${powerName(variant, g.power)} has lost no arsenal: no unit to remove`);
    else if (u < 0) fail(i, `no unit in ${where}`);
    else if (unit.power !== g.power) fail(i, `the unit in ${where} belongs to ${powerName(variant, unit.power)}`);
    else if (order.unit.type !== null && order.unit.type !== unit.type) fail(i, wrongUnitType(order.unit.type, where));
    else if (owed[unit.type] === 0) fail(i, `${powerName(variant, g.power)} has lost no ${unit.type} arsenal: it removes no ${unit.type}`);
    else if (removed.has(u)) results[i] = result(g, 'failed', `the unit in ${where} is already removed`);
    else if (count[unit.type] >= owed[unit.type]) results[i] = result(g, 'failed', `${powerName(variant, g.power)} must remove only ${unitCount(owed[unit.type], unit.type)}`);
    else {
      count[unit.type]++;
      removed.add(u);
      results[i] = result(g, 'succeeded');
    }
  });
  const defaults: OrderResult[] = [];
  for (const { id } of variant.powers) {
    for (const u of defaultRemovals(id, removed, done.get(id) ?? { army: 0, fleet: 0 })) {
      removed.add(u);
      const unit = position.units[u];
      defaults.push(noOrderResult(variant, unit, removal(unit)));
    }
  }

  // 2. Gains, and arsenals lost and not retaken.
  const after = afterCaptures(position, state.types, caps, removed);

  // 3. Placement on the free home arsenals.
  const kept = position.units.filter((_, u) => !removed.has(u));
  const board: Position = { ...position, units: kept, ownership: after.ownership };
  const free = unitsByProvince(index, kept);
  const placed: Unit[] = [];
  const usedSite = new Set<number>();
  const owedByPower = new Map<PowerId, UnitCounts>(variant.powers.map((p) => [p.id, placementsOwed(p.id, removed, after)]));
  const placedBy = new Map<PowerId, { army: number; fleet: number }>(variant.powers.map((p) => [p.id, { army: 0, fleet: 0 }]));
  given.forEach((g, i) => {
    const order = g.order;
    if (results[i] !== null || order === null || (order.kind !== 'build' && order.kind !== 'waive')) return;
    const owed = owedByPower.get(g.power) ?? { army: 0, fleet: 0 };
    const count = placedBy.get(g.power) ?? { army: 0, fleet: 0 };
    const name = powerName(variant, g.power);
    if (!rules.buildsAllowed(g.power) || owed.army + owed.fleet === 0) return fail(i, `${name} has no unit to place`);
    if (order.kind === 'waive') return void (results[i] = result(g, 'succeeded'));
    if (owed[order.type] === 0) return fail(i, `${name} has no ${order.type} to place`);
    const check = checkBuild(index, rules, board, g.power, order.type, order.location, free);
    if (!check.ok) return fail(i, check.reason);
    if (usedSite.has(check.province)) return void (results[i] = result(g, 'failed', `a unit is already placed in ${placeName(index, provinceOf(check.location))}`));
    if (count[order.type] >= owed[order.type]) return void (results[i] = result(g, 'failed', `${name} may place only ${unitCount(owed[order.type], order.type)}`));
    count[order.type]++;
    usedSite.add(check.province);
    placed.push({ power: g.power, type: order.type, location: check.location });
    results[i] = result(g, 'succeeded');
  });
  given.forEach((g, i) => {
    if (results[i] === null) fail(i, `a ${g.order?.kind ?? 'given'} order cannot be given in an adjustments phase`);
  });

  // What is owed and not placed is kept aside for next year.
  const aside: Record<PowerId, UnitCounts> = {};
  for (const [power, owed] of owedByPower) {
    const count = placedBy.get(power) ?? { army: 0, fleet: 0 };
    const army = owed.army - count.army;
    const fleet = owed.fleet - count.fleet;
    if (army + fleet > 0) aside[power] = { army, fleet };
  }
  const next: ArsenalState = { types: after.types, aside };
  // In the rule's order, so that a unit removed and one placed in its province read in turn:
  // the removal orders, the removals made for a power, then the other orders, each as given.
  const settled = results as OrderResult[];
  const isRemoval = (i: number) => given[i].order?.kind === 'disband';
  return {
    results: [...settled.filter((_, i) => isRemoval(i)), ...defaults, ...settled.filter((_, i) => !isRemoval(i))],
    units: [...kept, ...placed],
    ownership: after.ownership,
    rules: { ...position.rules, [ARSENAL]: next },
  };
}
