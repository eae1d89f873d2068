/**
 * The movement orders checked for legality and laid out as integer arrays indexed by
 * unit, with the reverse lists the resolver needs (moves into each province, supports
 * given to each unit, convoys ordered for each army).
 *
 * Legality follows DATC 4.E.1 (2023 rules): an order that is impossible on this board is
 * ignored, the unit holds and may receive hold support. A province a rule module closes
 * (neutral territory) cannot be moved, supported or convoyed into.
 */
import { provinceOf } from '../../model/locations.js';
import type { Edition, LocationId, PowerId } from '../../model/variant.js';
import type { GivenOrder } from '../given-orders.js';
import type { ActiveRules } from '../rules/registry.js';
import type { Order, Unit } from '../types.js';
import { armyAdjacent, canStand, fleetDestination, fleetTargets, placeName, provinceAt, type VariantIndex } from '../variant-index.js';
import { filled } from '../filled.js';
import { convoyPossible, fleetOnConvoyRoute, fleetsOnOrderedRoutes } from './convoy-paths.js';

export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT = 2;
export const CONVOY = 3;

export interface OrderTable {
  readonly index: VariantIndex;
  readonly edition: Edition;
  readonly units: readonly Unit[];
  readonly count: number;
  readonly power: readonly PowerId[];
  /** Province of each unit. */
  readonly province: number[];
  /** Unit standing in each province, or -1. */
  readonly unitAt: number[];
  /** HOLD (also: no order, invalid order), MOVE, SUPPORT or CONVOY. */
  readonly kind: number[];
  /** MOVE: destination; SUPPORT: province supported into (or held); CONVOY: army's destination. */
  readonly target: number[];
  /** MOVE: destination location (coast included for fleets). */
  readonly destination: (LocationId | null)[];
  /** SUPPORT: supported unit; CONVOY: convoyed army. */
  readonly other: number[];
  /** MOVE: the army goes by convoy (DATC 4.A.3, 2023 rules). */
  readonly byConvoy: number[];
  /** MOVE: the unit it meets head to head (moving into each other's province over land), or -1. */
  readonly headToHead: number[];
  /** SUPPORT/CONVOY: the order matches what the supported/convoyed unit was ordered. */
  readonly matched: number[];
  /** Valid moves into each province (CSR: intoStart[p]..intoStart[p+1] in intoList). */
  readonly intoStart: number[];
  readonly intoList: number[];
  /** Matched supports of each unit's order (CSR). */
  readonly supportStart: number[];
  readonly supportList: number[];
  /** Matched convoying fleets of each convoyed army (CSR). */
  readonly convoyStart: number[];
  readonly convoyList: number[];
  /** 1971 rules: fleets on the army's ordered routes (XII.4), or null. */
  readonly orderedRoutes: (number[] | null)[];
  /** Why each unit's order is invalid, or null. */
  readonly invalid: (string | null)[];
}

/** The arrays being filled while the orders are checked. */
interface Draft {
  readonly index: VariantIndex;
  readonly units: readonly Unit[];
  /** Why a province may not be entered (neutral territory), or null when no rule closes any. */
  readonly entryRefused: ((province: number) => string | null) | null;
  readonly province: number[];
  readonly unitAt: number[];
  readonly isFleet: number[];
  readonly kind: number[];
  readonly target: number[];
  readonly destination: (LocationId | null)[];
  readonly other: number[];
  /** An army's move that needs (or asks for) a convoy; settled once convoy orders are known. */
  readonly wantsConvoy: number[];
  readonly holdSupport: number[];
  /** The coast a support names for a supported fleet's move (`spa/nc`), or null. */
  readonly supportCoast: (LocationId | null)[];
}

export function buildOrderTable(
  index: VariantIndex,
  edition: Edition,
  units: readonly Unit[],
  given: readonly GivenOrder[],
  orderOf: readonly number[],
  unitAt: number[],
  rules: ActiveRules,
): OrderTable {
  const n = units.length;
  const d: Draft = {
    index,
    units,
    entryRefused: rules.closesProvinces ? (p) => rules.entryRefused(index.provinceIds[p]) : null,
    province: filled(n, 0),
    unitAt,
    isFleet: filled(n, 0),
    kind: filled(n, 0),
    target: filled(n, -1),
    destination: new Array<LocationId | null>(n).fill(null),
    other: filled(n, -1),
    wantsConvoy: filled(n, 0),
    holdSupport: filled(n, 0),
    supportCoast: new Array<LocationId | null>(n).fill(null),
  };
  const { province, kind, target, other } = d;
  for (let u = 0; u < n; u++) {
    province[u] = provinceAt(index, units[u].location);
    d.isFleet[u] = units[u].type === 'fleet' ? 1 : 0;
  }
  const invalid: (string | null)[] = new Array<string | null>(n).fill(null);
  for (let u = 0; u < n; u++) {
    const g = orderOf[u];
    if (g < 0) continue;
    const order = given[g].order;
    if (order === null) continue;
    const reason = checkOrder(d, u, order);
    if (reason !== null) {
      invalid[u] = reason;
      given[g].error = reason;
    }
  }

  // DATC 4.A.3 (2023 rules): an army that could go over land goes by convoy only when
  // ordered "via convoy" or when a fleet of its own power is ordered to convoy it.
  // Foreign convoys cannot kidnap it (6.G.2); a disrupted convoy has no land fallback (6.G.20).
  const byConvoy = filled(n, 0);
  for (let f = 0; f < n; f++) {
    if (kind[f] !== CONVOY) continue;
    const a = other[f];
    if (kind[a] === MOVE && target[a] === target[f] && units[a].power === units[f].power) d.wantsConvoy[a] = 1;
  }
  for (let u = 0; u < n; u++) byConvoy[u] = kind[u] === MOVE && !d.isFleet[u] && d.wantsConvoy[u] ? 1 : 0;

  const matched = filled(n, 0);
  const headToHead = filled(n, -1);
  for (let u = 0; u < n; u++) {
    if (kind[u] === SUPPORT) {
      const s = other[u];
      // A support naming a coast must name the coast the fleet moves to (DATC 6.B.9).
      const coast = d.supportCoast[u];
      matched[u] = d.holdSupport[u]
        ? kind[s] !== MOVE ? 1 : 0
        : kind[s] === MOVE && target[s] === target[u] && (coast === null || coast === d.destination[s]) ? 1 : 0;
    } else if (kind[u] === CONVOY) {
      const a = other[u];
      matched[u] = kind[a] === MOVE && byConvoy[a] && target[a] === target[u] ? 1 : 0;
    } else if (kind[u] === MOVE && !byConvoy[u]) {
      const o = unitAt[target[u]];
      if (o >= 0 && kind[o] === MOVE && !byConvoy[o] && target[o] === province[u]) headToHead[u] = o;
    }
  }

  // Reverse lists: moves into each province, matched supports of each order, matched convoys of each army.
  const intoKey = filled(n, -1);
  const supportKey = filled(n, -1);
  const convoyKey = filled(n, -1);
  for (let u = 0; u < n; u++) {
    if (kind[u] === MOVE) intoKey[u] = target[u];
    else if (kind[u] === SUPPORT && matched[u]) supportKey[u] = other[u];
    else if (kind[u] === CONVOY && matched[u]) convoyKey[u] = other[u];
  }
  const [intoStart, intoList] = csr(index.provinceCount, intoKey);
  const [supportStart, supportList] = csr(n, supportKey);
  const [convoyStart, convoyList] = csr(n, convoyKey);

  const orderedRoutes: (number[] | null)[] = new Array<number[] | null>(n).fill(null);
  if (edition === '1971') {
    for (let a = 0; a < n; a++) {
      if (!byConvoy[a]) continue;
      const fleets: number[] = [];
      for (let i = convoyStart[a]; i < convoyStart[a + 1]; i++) fleets.push(province[convoyList[i]]);
      orderedRoutes[a] = fleetsOnOrderedRoutes(index, fleets, province[a], target[a]).map((p) => unitAt[p]);
    }
  }

  return {
    index, edition, units, count: n, power: units.map((u) => u.power), province, unitAt, kind, target,
    destination: d.destination, other, byConvoy, headToHead, matched, intoStart, intoList, supportStart, supportList,
    convoyStart, convoyList, orderedRoutes, invalid,
  };
}

/** Checks one unit's order and records it in the draft; returns why it is invalid, or null. */
function checkOrder(d: Draft, u: number, order: Order): string | null {
  const { index, units, province, unitAt } = d;
  const unit = units[u];
  const from = province[u];
  switch (order.kind) {
    case 'hold':
      return null;
    case 'move': {
      const to = provinceAt(index, order.to);
      if (to < 0) return `no such place: ${order.to}`;
      if (to === from) return 'a unit cannot move to its own province';
      const closed = d.entryRefused?.(to) ?? null;
      if (closed !== null) return closed;
      if (!canStand(unit.type, index.terrain[to])) return `${unit.type === 'army' ? 'an army' : 'a fleet'} cannot go to ${placeName(index, index.provinceIds[to])}`;
      if (unit.type === 'fleet') {
        if (order.viaConvoy) return 'only armies can be convoyed';
        const move = fleetDestination(index, unit.location, order.to);
        if (!move.ok) return move.reason;
        d.destination[u] = move.to;
      } else {
        const adjacent = armyAdjacent(index, from, to);
        if ((!adjacent || order.viaConvoy) && !convoyPossible(index, from, to, unitAt, d.isFleet, -1)) {
          return adjacent
            ? `no convoy route from ${placeName(index, index.provinceIds[from])} to ${placeName(index, index.provinceIds[to])}`
            : `${placeName(index, index.provinceIds[to])} is not adjacent to ${placeName(index, index.provinceIds[from])}`;
        }
        d.destination[u] = index.provinceIds[to];
        d.wantsConvoy[u] = !adjacent || order.viaConvoy ? 1 : 0;
      }
      d.kind[u] = MOVE;
      d.target[u] = to;
      return null;
    }
    case 'support': {
      const at = provinceAt(index, order.supported.location);
      const s = at < 0 ? -1 : unitAt[at];
      if (s < 0) return `no unit in ${placeName(index, provinceOf(order.supported.location))} to support`;
      if (s === u) return 'a unit cannot support itself';
      if (order.supported.type !== null && order.supported.type !== units[s].type) return `no ${order.supported.type} in ${placeName(index, provinceOf(order.supported.location))}`;
      const to = order.to === null ? province[s] : provinceAt(index, order.to);
      if (to < 0) return `no such place: ${order.to}`;
      if (to === from) return 'a unit cannot support into its own province';
      const closed = d.entryRefused?.(to) ?? null;
      if (closed !== null) return closed;
      if (!reaches(index, unit, from, to)) return `${placeName(index, index.provinceIds[to])} cannot be reached from ${placeName(index, index.provinceIds[from])}`;
      // The supported move must be possible, by a convoy not counting the supporting fleet (DATC 6.D.31).
      if (order.to !== null && !canMoveTo(index, units[s], province[s], to, unitAt, d.isFleet, from)) {
        return `the unit in ${placeName(index, index.provinceIds[province[s]])} cannot move to ${placeName(index, index.provinceIds[to])}`;
      }
      d.kind[u] = SUPPORT;
      d.target[u] = to;
      d.other[u] = s;
      d.holdSupport[u] = order.to === null ? 1 : 0;
      d.supportCoast[u] = order.to !== null && units[s].type === 'fleet' && order.to !== index.provinceIds[to] ? order.to : null;
      return null;
    }
    case 'convoy': {
      const at = provinceAt(index, order.army);
      const a = at < 0 ? -1 : unitAt[at];
      const to = provinceAt(index, order.to);
      if (unit.type !== 'fleet') return 'only fleets can convoy';
      if (!index.convoyCapable[from]) return 'a fleet can only convoy from a sea';
      if (a < 0 || units[a].type !== 'army') return `no army in ${placeName(index, provinceOf(order.army))} to convoy`;
      if (to < 0 || to === province[a] || !canStand('army', index.terrain[to])) return `an army cannot be convoyed to ${placeName(index, order.to)}`;
      const closed = d.entryRefused?.(to) ?? null;
      if (closed !== null) return closed;
      if (!fleetOnConvoyRoute(index, from, province[a], to)) {
        return `${placeName(index, index.provinceIds[from])} is on no convoy route from ${placeName(index, index.provinceIds[province[a]])} to ${placeName(index, index.provinceIds[to])}`;
      }
      d.kind[u] = CONVOY;
      d.target[u] = to;
      d.other[u] = a;
      return null;
    }
    default:
      return `a ${order.kind} order cannot be given in a movement phase`;
  }
}

/** Whether a unit could move to province `to` in one move, ignoring coasts (IX.1, VII.3.b). */
function reaches(index: VariantIndex, unit: Unit, from: number, to: number): boolean {
  return unit.type === 'army' ? armyAdjacent(index, from, to) : fleetTargets(index, unit.location, index.provinceIds[to]).length > 0;
}

/** Whether a unit could be ordered to move to `to`: in one move, or an army by a possible convoy. */
function canMoveTo(
  index: VariantIndex,
  unit: Unit,
  from: number,
  to: number,
  unitAt: readonly number[],
  isFleet: number[],
  except: number,
): boolean {
  if (to === from) return false;
  if (reaches(index, unit, from, to)) return true;
  return unit.type === 'army' && canStand('army', index.terrain[to]) && convoyPossible(index, from, to, unitAt, isFleet, except);
}

/** Groups item indexes by their key (-1: none) into `buckets`, as start offsets and a flat list. */
function csr(buckets: number, key: readonly number[]): [number[], number[]] {
  const start = filled(buckets + 1, 0);
  let total = 0;
  for (let i = 0; i < key.length; i++) {
    if (key[i] >= 0) {
      start[key[i]]++;
      total++;
    }
  }
  // start[b] becomes the end of bucket b; filling backwards moves it to the bucket's start.
  for (let b = 1; b < buckets; b++) start[b] += start[b - 1];
  start[buckets] = total;
  const list = filled(total, 0);
  for (let i = key.length - 1; i >= 0; i--) if (key[i] >= 0) list[--start[key[i]]] = i;
  return [start, list];
}
