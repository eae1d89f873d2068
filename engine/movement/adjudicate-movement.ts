/**
 * A movement phase: checks the orders, resolves every decision, and reads off the
 * results, the units after the phase, the dislodged units and the contested provinces.
 */
import type { Variant } from '../../model/variant.js';
import { filled } from '../filled.js';
import { FRESH_TABLES, lendTables, returnTables, type Tables } from '../tables.js';
import { unitText, type PlaceTexts } from '../order-text.js';
import { invalidResult, matchUnits, noOrderResult, readOrders, result, type GivenOrder } from '../given-orders.js';
import { boardState } from '../orders/board-state.js';
import type { DislodgedUnit, OrderResult, Orders, Position, Unit } from '../types.js';
import { activeRules, type ActiveRules } from '../rules/registry.js';
import { fleetAdjacent, provinceName, variantIndex, type VariantIndex } from '../variant-index.js';
import { buildOrderTable, CONVOY, MOVE, SUPPORT, type OrderTable } from './order-table.js';
import { attackStrength, blockedAt, cutBy, dislodger, holdStrength, leaves, permitted, preventStrength } from './decisions.js';
import { createResolver, resolve, type Resolver } from './resolver.js';
import type { RoutePlan } from '../rules/hooks.js';

export interface MovementOutcome {
  readonly results: OrderResult[];
  readonly units: Unit[];
  /** The province number of each unit of `units`, for the next phase (no lookups again). */
  readonly provinces: number[];
  readonly dislodged: DislodgedUnit[];
  readonly contested: string[];
}

export interface ResolvedMovement {
  readonly r: Resolver;
  readonly given: GivenOrder[];
  readonly orderOf: readonly number[];
}

/** Checks the orders and resolves every move and support decision. */
export function resolveMovement(
  variant: Variant,
  position: Position,
  orders: Orders,
  rules: ActiveRules = activeRules(variant, position),
  /** Where the tables come from (tables.ts): fresh unless the caller lends buffers and drops the answer before returning them. */
  tables: Tables = FRESH_TABLES,
): ResolvedMovement {
  const index = variantIndex(variant);
  const given = readOrders(variant, orders, 'movement', rules);
  const units = position.units;
  const b = boardState(index, units, rules, tables);
  const orderOf = matchUnits(index, given, units, b.unitAt);
  const t = buildOrderTable(b, variant.rules.edition, given, orderOf, rules.impossibleMoveLeaves, position.ownership, tables);
  return { r: resolveOrders(t, tables), given, orderOf };
}

/** Every move decision and every matched support's, resolved (exported for bench/adjudicate-stages.ts). */
export function resolveOrders(t: OrderTable, tables: Tables): Resolver {
  const r = createResolver(t, tables);
  for (let u = 0; u < t.count; u++) if (t.kind[u] === MOVE || (t.kind[u] === SUPPORT && t.matched[u])) resolve(r, u);
  return r;
}

export function adjudicateMovement(
  variant: Variant,
  position: Position,
  orders: Orders,
  rules: ActiveRules = activeRules(variant, position),
): MovementOutcome {
  // The index's buffers serve this phase's tables; the outcome holds none of them.
  const buffers = variantIndex(variant).tables;
  const tables = lendTables(buffers);
  try {
    return playMovement(variant, position, resolveMovement(variant, position, orders, rules, tables), tables);
  } finally {
    returnTables(buffers, tables);
  }
}

/** From the resolved decisions to the results, the units after the phase, the dislodged units and the contested provinces (exported for bench/adjudicate-stages.ts). */
export function playMovement(variant: Variant, position: Position, { r, given, orderOf }: ResolvedMovement, tables: Tables): MovementOutcome {
  const t = r.t;
  const index = t.index;
  const units = position.units;
  const n = t.count;
  const moved = tables.ints(40, n, 0);
  const by = tables.ints(41, n, -1);
  for (let u = 0; u < n; u++) {
    if (t.kind[u] === MOVE && resolve(r, u)) moved[u] = 1;
    else by[u] = dislodger(r, u);
  }

  // How a unit is named in reasons: by its order as given, or as a unit when it has none.
  const names: UnitNames = { given, orderOf, units, texts: index.placeTexts };
  // The lists made at their length (a result per order given, then per unit given none; a
  // unit after the phase per unit not dislodged), not grown by pushing: less to allocate and collect.
  let unordered = 0;
  for (let u = 0; u < n; u++) if (orderOf[u] < 0) unordered++;
  const results = new Array<OrderResult>(given.length + unordered);
  let k = 0;
  const stops = routeStops(r, moved, by, tables);
  for (const g of given) {
    if (g.error !== null || g.unit < 0) results[k++] = invalidResult(g);
    else if (t.ordered !== null && t.ordered[g.unit] >= 0) results[k++] = routeResult(r, g, g.unit, stops as number[], names);
    else results[k++] = orderResult(r, g, g.unit, by, names);
  }
  for (let u = 0; u < n; u++) {
    if (orderOf[u] >= 0) continue;
    const unit = units[u];
    const hold = { kind: 'hold', unit: { type: unit.type, location: unit.location } } as const;
    results[k++] = noOrderResult(variant, unit, hold, by[u] >= 0 ? `dislodged by ${nameOf(names, by[u])}` : undefined);
  }

  const after = new Array<Unit>(n);
  const provinces = new Array<number>(n);
  let a = 0;
  const dislodged: DislodgedUnit[] = [];
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    if (stops !== null && stops[u] >= 0 && !moved[u]) {
      provinces[a] = stops[u];
      after[a++] = { power: unit.power, type: unit.type, location: index.provinceIds[stops[u]] };
    } else if (by[u] >= 0) {
      const m = by[u];
      // A unit dislodged by a convoyed army may retreat to where the army came from (DATC 4.A.5, 6.H.11).
      dislodged.push({ ...unit, attackerFrom: t.byConvoy[m] ? null : index.provinceIds[t.province[m]] });
    } else if (moved[u]) {
      provinces[a] = t.target[u];
      after[a++] = { power: unit.power, type: unit.type, location: t.destination[u] ?? unit.location };
    } else {
      provinces[a] = t.province[u];
      after[a++] = unit;
    }
  }
  after.length = a;
  provinces.length = a;

  return { results, units: after, provinces, dislodged, contested: contestedProvinces(r, moved, by) };
}

/**
 * Where each named-route move that did not enter the province it attacked ends: a province
 * it passed that is empty after the phase, as its plan chooses, or -1 (it stays, or is no
 * such move). Null when no such move was ordered. Units are placed one by one, so two never
 * stop in one province.
 */
function routeStops(r: Resolver, moved: readonly number[], by: readonly number[], tables: Tables): number[] | null {
  const t = r.t;
  if (t.transit === null || t.plan === null) return null;
  const plan = t.plan;
  // First where units end that do not stop on the way, then the stops, which the
  // resolver (`leaves`) found empty; an army finding none after all stays.
  const taken = tables.ints(44, t.index.provinceCount, 0);
  const stopping: number[] = [];
  for (let u = 0; u < t.count; u++) {
    if (moved[u]) taken[t.target[u]] = 1;
    else if (t.transit[u] !== null && leaves(r, u)) stopping.push(u);
    else if (by[u] < 0) taken[t.province[u]] = 1;
  }
  const stops = tables.ints(42, t.count, -1);
  for (const u of stopping) {
    // Not beyond a unit that stayed on its way: it closes the way on (`blockedAt`).
    const passed = t.transit[u] as number[];
    const block = blockedAt(r, u);
    const reach = block < 0 ? passed.length : passed.indexOf(block);
    const stop = plan.stop(u, (p) => taken[p] === 0 && passed.indexOf(p) < reach);
    stops[u] = stop;
    taken[stop >= 0 ? stop : t.province[u]] = 1;
  }
  return stops;
}

/**
 * The result of a named-route move, in its plan's words, from what the resolver found:
 * whether it entered the province it attacked, what stopped it, where it stopped.
 */
function routeResult(r: Resolver, g: GivenOrder, u: number, stops: readonly number[], names: UnitNames): OrderResult {
  const t = r.t;
  const index = t.index;
  const place = (p: number): string => provinceName(index, p);
  const attacked = t.target[u];
  const entered = resolve(r, u);
  const d = t.unitAt[attacked];
  const stays = !entered && d >= 0 && !(t.kind[d] === MOVE && leaves(r, d)) && t.headToHead[u] !== d;
  const block = entered || stays ? -1 : blockedAt(r, u);
  const { outcome, reason } = (t.plan as RoutePlan).result(u, {
    entered,
    attacked: place(attacked),
    attackedOrdered: attacked === (t.ordered as number[])[u],
    stayer: stays ? nameOf(names, d) : null,
    blocker: block >= 0 ? nameOf(names, t.unitAt[block]) : null,
    blockedIn: block >= 0 ? place(block) : null,
    failure: entered || stays || block >= 0 ? '' : moveFailure(r, u, names),
    stoppedIn: stops[u] >= 0 ? place(stops[u]) : null,
    start: place(t.province[u]),
    name: (v) => nameOf(names, v),
  });
  if (outcome !== 'failed') return result(g, outcome, reason);
  // Where the army ended, for those who draw or replay the phase without reading the reason.
  // It entered the province it attacked (short of its destination), stopped on the way, or stayed.
  const endedIn = index.provinceIds[entered ? attacked : stops[u] >= 0 ? stops[u] : t.province[u]];
  return { power: g.power, text: g.text, order: g.order, outcome, reason, endedIn };
}

/**
 * Provinces left empty although a move with power to bounce others tried to enter (XI: no
 * retreat there), in province order. Found from the failed moves (a phase has far fewer than
 * the map has provinces), each province once.
 */
function contestedProvinces(r: Resolver, moved: number[], by: readonly number[]): string[] {
  const t = r.t;
  let found: number[] | null = null;
  for (let u = 0; u < t.count; u++) {
    if (t.kind[u] !== MOVE || moved[u]) continue;
    const p = t.target[u];
    const start = t.intoStart[p];
    const end = t.intoStart[p + 1];
    // Each province once: at the first move into it that failed.
    let first = true;
    let entered = false;
    for (let i = start; i < end; i++) {
      const m = t.intoList[i];
      if (moved[m]) entered = true;
      else if (m < u) first = false;
    }
    if (!first || entered) continue;
    const d = t.unitAt[p];
    if (d >= 0 && !moved[d] && by[d] < 0) continue;
    let bounced = false;
    for (let i = start; i < end && !bounced; i++) bounced = preventStrength(r, t.intoList[i]) > 0;
    if (!bounced) continue;
    found ??= [];
    // In province order: put in its place (a phase contests few).
    let k = found.length;
    found.push(p);
    while (k > 0 && found[k - 1] > p) {
      found[k] = found[k - 1];
      k--;
    }
    found[k] = p;
  }
  if (found === null) return [];
  const ids = new Array<string>(found.length);
  for (let i = 0; i < found.length; i++) ids[i] = t.index.provinceIds[found[i]];
  return ids;
}

/** How units are named in reasons: by their order as given, or as a unit when they have none; made only when a reason needs it. */
interface UnitNames {
  readonly given: readonly GivenOrder[];
  readonly orderOf: readonly number[];
  readonly units: readonly Unit[];
  readonly texts: PlaceTexts;
}

function nameOf(names: UnitNames, u: number): string {
  const g = names.orderOf[u];
  // A unit whose order was refused holds: named as a unit, not by the order it did not carry out.
  return g >= 0 && names.given[g].error === null ? names.given[g].text : unitText(names.units[u], names.texts);
}

function orderResult(r: Resolver, g: GivenOrder, u: number, by: readonly number[], names: UnitNames): OrderResult {
  const t = r.t;
  const index = t.index;
  const dislodgedBy = by[u] >= 0 ? `dislodged by ${nameOf(names, by[u])}` : null;
  switch (t.kind[u]) {
    case MOVE: {
      if (resolve(r, u)) return result(g, 'succeeded');
      return result(g, 'failed', andDislodged(moveFailure(r, u, names), dislodgedBy));
    }
    case SUPPORT: {
      if (!t.matched[u]) return result(g, 'failed', andDislodged(`${nameOf(names, t.other[u])} was not ordered to match`, dislodgedBy));
      if (resolve(r, u)) return result(g, 'succeeded');
      const m = cutBy(r, u);
      return result(g, 'failed', m === by[u] ? `dislodged by ${nameOf(names, m)}` : andDislodged(`support cut by ${nameOf(names, m)}`, dislodgedBy));
    }
    case CONVOY: {
      const a = t.other[u];
      if (!t.matched[u]) return result(g, 'failed', andDislodged(`${nameOf(names, a)} was not ordered to move there by convoy`, dislodgedBy));
      if (dislodgedBy !== null) return result(g, 'failed', dislodgedBy);
      if (!resolve(r, t.count + a)) {
        return result(g, 'failed', r.byBackup[t.count + a] ? 'convoy paradox: the army does not move (Szykman rule)' : 'convoy disrupted');
      }
      if (!onRouteTaken(r, a, u)) return result(g, 'failed', `the army went by another route: ${provinceName(index, t.province[u])} was not on it`);
      return result(g, 'succeeded');
    }
    default:
      return dislodgedBy === null ? result(g, 'succeeded') : result(g, 'failed', dislodgedBy);
  }
}

function andDislodged(reason: string, dislodgedBy: string | null): string {
  return dislodgedBy === null ? reason : `${reason}; ${dislodgedBy}`;
}

/**
 * Why a move failed, in the order a player would look: its convoy, a stronger (or equal)
 * move into the same province, a lost head-to-head battle, an own unit that stays, the
 * unit holding there. Strengths are given as "theirs against its own".
 */
function moveFailure(r: Resolver, u: number, names: UnitNames): string {
  const t = r.t;
  const p = t.target[u];
  const place = provinceName(t.index, p);
  if (t.gate !== null && t.gate[u] >= 0 && !permitted(r, u)) {
    const g = t.gate[u];
    const o = t.unitAt[g];
    const who = o < 0 ? `nobody stands in ${provinceName(t.index, g)} to permit it` : `${nameOf(names, o)} did not permit it (a support of this move)`;
    return `no passage through ${provinceName(t.index, g)}: ${who}`;
  }
  if (t.byConvoy[u] && !resolve(r, t.count + u)) {
    if (t.convoyStart[u] === t.convoyStart[u + 1]) return 'no convoy ordered';
    // DATC 4.A.2, the Szykman rule: a convoy paradox makes the convoyed army fail.
    if (r.byBackup[t.count + u]) return 'convoy paradox: the army does not move (Szykman rule)';
    return 'convoy disrupted';
  }
  const attack = attackStrength(r, u);
  const full = 1 + givenSupports(r, u);
  // The strongest other move into the province, when it alone stops this one whatever else.
  let rival = -1;
  let rivalStrength = 0;
  for (let i = t.intoStart[p]; i < t.intoStart[p + 1]; i++) {
    const o = t.intoList[i];
    if (o === u) continue;
    const prevent = preventStrength(r, o);
    if (prevent > rivalStrength) {
      rival = o;
      rivalStrength = prevent;
    }
  }
  if (rival >= 0 && rivalStrength >= full) {
    return rivalStrength > full ? `beaten by ${nameOf(names, rival)} (${rivalStrength} against ${full})` : `bounced in ${place} with ${nameOf(names, rival)} (${full} against ${full})`;
  }
  const opponent = t.headToHead[u];
  if (opponent >= 0) {
    // Two units of one power ordered into each other's province: neither may dislodge the other, and no battle is lost.
    if (attack === 0 && t.power[opponent] === t.power[u]) return `met ${nameOf(names, opponent)} head to head: a unit cannot dislodge one of its own power`;
    const defend = 1 + givenSupports(r, opponent);
    // Equal strengths: neither unit lost, both bounced (only a stronger side wins the battle).
    if (attack === defend) return `bounced head to head with ${nameOf(names, opponent)} (${defend} against ${attack})`;
    if (attack < defend) return `lost head-to-head battle with ${nameOf(names, opponent)} (${defend} against ${attack})`;
  }
  const d = t.unitAt[p];
  if (attack === 0 && d >= 0 && t.power[d] === t.power[u]) {
    return t.kind[d] === MOVE ? `${nameOf(names, d)} failed, so ${place} stayed occupied by an own unit` : `cannot dislodge own unit in ${place}`;
  }
  if (opponent < 0) {
    const hold = holdStrength(r, p);
    if (attack <= hold && d >= 0) return `bounced in ${place}: held by ${nameOf(names, d)} (${hold} against ${attack})`;
  }
  if (rival >= 0 && attack <= rivalStrength) return `bounced in ${place} with ${nameOf(names, rival)} (${rivalStrength} against ${attack})`;
  return `bounced in ${place}`;
}

/** The supports given to unit u's order (matched and not cut). */
function givenSupports(r: Resolver, u: number): number {
  const t = r.t;
  let count = 0;
  for (let i = t.supportStart[u]; i < t.supportStart[u + 1]; i++) if (resolve(r, t.supportList[i])) count++;
  return count;
}

/**
 * Whether fleet f lies on a route the army took: a chain of its convoying fleets, none
 * dislodged, from its province to its destination (DATC 6.G.6: a fleet ordered to convoy
 * but on no such chain did not carry it).
 */
function onRouteTaken(r: Resolver, a: number, f: number): boolean {
  const t = r.t;
  const index = t.index;
  const from = t.province[a];
  const to = t.target[a];
  const pf = t.province[f];
  // The common case: the fleet alone carries the army.
  if (fleetAdjacent(index, from, pf) && fleetAdjacent(index, pf, to)) return true;
  const fleets: number[] = [];
  for (let i = t.convoyStart[a]; i < t.convoyStart[a + 1]; i++) if (dislodger(r, t.convoyList[i]) < 0) fleets.push(t.province[t.convoyList[i]]);
  return chainReaches(index, fleets, from, pf, false) && chainReaches(index, fleets, pf, to, true);
}

/**
 * Whether a chain of the seas `fleets` leads from province `start` (itself one of them when
 * `startIsSea`) to province `end`, one sea to the next by fleet borders.
 */
function chainReaches(index: VariantIndex, fleets: readonly number[], start: number, end: number, startIsSea: boolean): boolean {
  // A plain array: a typed one is allocated outside V8's heap, at several times the cost (filled.ts).
  const seen = filled(fleets.length, 0);
  const queue: number[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    if ((head > 0 || startIsSea) && fleetAdjacent(index, p, end)) return true;
    for (let i = 0; i < fleets.length; i++) {
      if (seen[i] || !fleetAdjacent(index, p, fleets[i])) continue;
      if (fleets[i] === end) return true;
      seen[i] = 1;
      queue.push(fleets[i]);
    }
  }
  return false;
}
