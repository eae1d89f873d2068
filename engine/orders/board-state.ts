/**
 * A position's units read against the map index: who stands where, as integer arrays,
 * with the provinces rule modules close and the powers nobody orders. One is built per
 * phase and shared by every order kind's legality check (engine/orders/kinds/), whether
 * the adjudicator, legal orders or order reading asks, so that they cannot disagree.
 * Convoy reaches and routes, which depend on where the fleets stand, are cached here,
 * per position, never on the map index.
 */
import { FRESH_TABLES, type Tables } from '../tables.js';
import type { ArmyRoutes } from './convoy-routes.js';
import { moveFeatures, type MoveFeatures } from '../rules/move-features.js';
import type { ActiveRules } from '../rules/registry.js';
import type { Unit } from '../types.js';
import { provinceAt, type VariantIndex } from '../variant-index.js';

export interface ConvoyReach {
  /** The fleet-occupied seas an army could board and sail through, chained from its province. */
  readonly seas: readonly number[];
  /** The provinces those seas could land it in. */
  readonly destinations: readonly number[];
}

export interface BoardState {
  readonly index: VariantIndex;
  readonly units: readonly Unit[];
  readonly rules: ActiveRules;
  /** The moves the map's features add (engine/rules/move-features.ts), or null when it has none. */
  readonly moves: MoveFeatures | null;
  /** Per unit: its province and location numbers (-1 when not on this map). */
  readonly province: number[];
  readonly location: number[];
  readonly isFleet: number[];
  /** Per unit: 1 when its power is played by nobody this phase (its units only hold). */
  readonly unordered: number[];
  /** Per province: the unit standing there, or -1. */
  readonly unitAt: number[];
  /** Per province: 1 where a rule module forbids entry (to every unit, or to some power's), or null when none does. */
  readonly closed: readonly number[] | null;
  /**
   * The caches below start empty, made when first written (most phases need few or none):
   * per army (unit), its convoy reach with every fleet taking part, once computed.
   */
  readonly reach: (ConvoyReach | undefined)[];
  /** Convoy reaches with one fleet left out (army × provinces + province left out). */
  reachWithout: Map<number, ConvoyReach> | null;
  /** Per army (unit), once all its routes were walked: the fleets on them, per destination (convoy-routes.ts). */
  readonly routeFleets: (ArmyRoutes | undefined)[];
  /** Fleets (provinces) on the routes of an army to one province, searched alone (army × provinces + destination). */
  routeFleetsTo: Map<number, readonly number[]> | null;
}

/** `tables`: where its per-unit and per-province tables come from (fresh, unless the adjudicator lends its buffers: tables.ts). */
export function boardState(index: VariantIndex, units: readonly Unit[], rules: ActiveRules, tables: Tables = FRESH_TABLES): BoardState {
  const n = units.length;
  // Written for every unit below.
  const province = tables.scratch(0, n);
  const location = tables.scratch(1, n);
  const isFleet = tables.scratch(2, n);
  const unordered = tables.scratch(3, n);
  const unitAt = tables.ints(4, index.provinceCount, -1);
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    const l = index.locationNumber.get(unit.location);
    const p = l !== undefined ? index.provinceOfLocation[l] : provinceAt(index, unit.location);
    province[u] = p;
    location[u] = l ?? p;
    isFleet[u] = unit.type === 'fleet' ? 1 : 0;
    unordered[u] = rules.ordersRefused(unit.power) !== null ? 1 : 0;
    if (p >= 0) unitAt[p] = u;
  }
  const closed = rules.closesProvinces ? closedProvinces(index, rules, tables.ints(5, index.provinceCount, 0)) : null;
  return { index, units, rules, moves: moveFeatures(index), province, location, isFleet, unordered, unitAt, closed, reach: [], reachWithout: null, routeFleets: [], routeFleetsTo: null };
}

/**
 * Per province: 1 where a rule module closes it to some unit (from the rules' list, not by
 * asking every province), written into `closed` (zeros). A table, not a typed array: V8 makes
 * those outside its heap, which costs more than the phase's use of it (filled.ts).
 */
function closedProvinces(index: VariantIndex, rules: ActiveRules, closed: number[]): number[] {
  for (const id of rules.closedProvinces) {
    const p = index.provinceIndex.get(id);
    if (p !== undefined) closed[p] = 1;
  }
  return closed;
}

/** Why unit u may not enter province `p` (a rule module closes it to every unit, or to u's power), or null. */
export function entryRefused(b: BoardState, p: number, u: number): string | null {
  return b.closed !== null && b.closed[p] === 1 ? b.rules.entryRefused(b.index.provinceIds[p], b.units[u].power) : null;
}

