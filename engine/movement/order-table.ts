/**
 * The movement orders checked for legality and laid out as integer arrays indexed by
 * unit, with the reverse lists the resolver needs (moves into each province, supports
 * given to each unit, convoys ordered for each army).
 *
 * Legality follows DATC 4.E.1 (2023 rules): an order that is impossible on this board is
 * ignored, the unit holds and may receive hold support.
 */
import { provinceOf } from '../../model/locations.js';
import type { Edition, LocationId, PowerId } from '../../model/variant.js';
import { unitsByProvince, type GivenOrder } from '../given-orders.js';
import type { Unit } from '../types.js';
import { armyAdjacent, canStand, fleetDestination, fleetTargets, type VariantIndex } from '../variant-index.js';
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
  readonly province: Int32Array;
  /** Unit standing in each province, or -1. */
  readonly unitAt: Int32Array;
  /** HOLD (also: no order, invalid order), MOVE, SUPPORT or CONVOY. */
  readonly kind: Uint8Array;
  /** MOVE: destination; SUPPORT: province supported into (or held); CONVOY: army's destination. */
  readonly target: Int32Array;
  /** MOVE: destination location (coast included for fleets). */
  readonly destination: (LocationId | null)[];
  /** SUPPORT: supported unit; CONVOY: convoyed army. */
  readonly other: Int32Array;
  /** MOVE: the army goes by convoy (DATC 4.A.3, 2023 rules). */
  readonly byConvoy: Uint8Array;
  /** MOVE: the unit it meets head to head (moving into each other's province over land), or -1. */
  readonly headToHead: Int32Array;
  /** SUPPORT/CONVOY: the order matches what the supported/convoyed unit was ordered. */
  readonly matched: Uint8Array;
  /** Valid moves into each province (CSR: intoStart[p]..intoStart[p+1] in intoList). */
  readonly intoStart: Int32Array;
  readonly intoList: Int32Array;
  /** Matched supports of each unit's order (CSR). */
  readonly supportStart: Int32Array;
  readonly supportList: Int32Array;
  /** Matched convoying fleets of each convoyed army (CSR). */
  readonly convoyStart: Int32Array;
  readonly convoyList: Int32Array;
  /** 1971 rules: fleets on the army's ordered routes (XII.4), or null. */
  readonly orderedRoutes: (number[] | null)[];
  /** Why each unit's order is invalid, or null. */
  readonly invalid: (string | null)[];
}

export function buildOrderTable(
  index: VariantIndex,
  edition: Edition,
  units: readonly Unit[],
  given: readonly GivenOrder[],
  orderOf: Int32Array,
): OrderTable {
  const n = units.length;
  const unitAt = unitsByProvince(index, units);
  const province = new Int32Array(n);
  for (let u = 0; u < n; u++) province[u] = index.provinceIndex.get(provinceOf(units[u].location)) ?? -1;
  const kind = new Uint8Array(n);
  const target = new Int32Array(n).fill(-1);
  const destination: (LocationId | null)[] = new Array(n).fill(null);
  const other = new Int32Array(n).fill(-1);
  const byConvoy = new Uint8Array(n);
  const invalid: (string | null)[] = new Array(n).fill(null);
  const fleetAt = (p: number): boolean => unitAt[p] >= 0 && units[unitAt[p]].type === 'fleet';
  const provinceOfLocation = (location: LocationId): number => index.provinceIndex.get(provinceOf(location)) ?? -1;

  // An army's move that needs (or asks for) a convoy; settled once convoy orders are known.
  const wantsConvoy = new Uint8Array(n);
  const holdSupport = new Uint8Array(n);
  for (let u = 0; u < n; u++) {
    const g = orderOf[u];
    if (g < 0) continue;
    const order = given[g].order;
    if (order === null) continue;
    const unit = units[u];
    const from = province[u];
    const fail = (reason: string): void => {
      invalid[u] = reason;
      given[g].error = reason;
    };
    switch (order.kind) {
      case 'hold':
        break;
      case 'move': {
        const to = provinceOfLocation(order.to);
        if (to < 0) fail(`no such place: ${order.to}`);
        else if (to === from) fail('a unit cannot move to its own province');
        else if (!canStand(unit.type, index.terrain[to])) fail(`${unit.type === 'army' ? 'an army' : 'a fleet'} cannot go to ${index.provinceIds[to]}`);
        else if (unit.type === 'fleet') {
          const move = fleetDestination(index, unit.location, order.to);
          if (order.viaConvoy) fail('only armies can be convoyed');
          else if (!move.ok) fail(move.reason);
          else {
            kind[u] = MOVE;
            target[u] = to;
            destination[u] = move.to;
          }
        } else {
          const adjacent = armyAdjacent(index, from, to);
          if ((!adjacent || order.viaConvoy) && !convoyPossible(index, from, to, fleetAt)) {
            fail(adjacent ? `no convoy route from ${index.provinceIds[from]} to ${index.provinceIds[to]}` : `${index.provinceIds[to]} is not adjacent to ${index.provinceIds[from]}`);
          } else {
            kind[u] = MOVE;
            target[u] = to;
            destination[u] = index.provinceIds[to];
            wantsConvoy[u] = !adjacent || order.viaConvoy ? 1 : 0;
          }
        }
        break;
      }
      case 'support': {
        const s = unitAt[provinceOfLocation(order.supported.location)] ?? -1;
        const to = order.to === null ? (s >= 0 ? province[s] : -1) : provinceOfLocation(order.to);
        if (s < 0) fail(`no unit in ${provinceOf(order.supported.location)} to support`);
        else if (s === u) fail('a unit cannot support itself');
        else if (order.supported.type !== null && order.supported.type !== units[s].type) fail(`no ${order.supported.type} in ${provinceOf(order.supported.location)}`);
        else if (to < 0) fail(`no such place: ${order.to}`);
        else if (to === from) fail('a unit cannot support into its own province');
        else if (!reaches(index, unit, from, to)) fail(`${index.provinceIds[to]} cannot be reached from ${index.provinceIds[from]}`);
        else if (order.to !== null && !canMoveTo(index, units[s], province[s], to, (p) => p !== from && fleetAt(p))) {
          fail(`the unit in ${index.provinceIds[province[s]]} cannot move to ${index.provinceIds[to]}`);
        } else {
          kind[u] = SUPPORT;
          target[u] = to;
          other[u] = s;
          holdSupport[u] = order.to === null ? 1 : 0;
        }
        break;
      }
      case 'convoy': {
        const a = unitAt[provinceOfLocation(order.army)] ?? -1;
        const to = provinceOfLocation(order.to);
        if (unit.type !== 'fleet') fail('only fleets can convoy');
        else if (!index.convoyCapable[from]) fail('a fleet can only convoy from a sea');
        else if (a < 0 || units[a].type !== 'army') fail(`no army in ${provinceOf(order.army)} to convoy`);
        else if (to < 0 || to === province[a] || !canStand('army', index.terrain[to])) fail(`an army cannot be convoyed to ${order.to}`);
        else if (!fleetOnConvoyRoute(index, from, province[a], to)) fail(`${index.provinceIds[from]} is on no convoy route from ${index.provinceIds[province[a]]} to ${index.provinceIds[to]}`);
        else {
          kind[u] = CONVOY;
          target[u] = to;
          other[u] = a;
        }
        break;
      }
      default:
        fail(`a ${order.kind} order cannot be given in a movement phase`);
    }
  }

  // DATC 4.A.3 (2023 rules): an army that could go over land goes by convoy only when
  // ordered "via convoy" or when a fleet of its own power is ordered to convoy it.
  // Foreign convoys cannot kidnap it (6.G.2); a disrupted convoy has no land fallback (6.G.20).
  for (let f = 0; f < n; f++) {
    if (kind[f] !== CONVOY) continue;
    const a = other[f];
    if (kind[a] === MOVE && target[a] === target[f] && units[a].power === units[f].power) wantsConvoy[a] = 1;
  }
  for (let u = 0; u < n; u++) byConvoy[u] = kind[u] === MOVE && units[u].type === 'army' && wantsConvoy[u] ? 1 : 0;

  const matched = new Uint8Array(n);
  const headToHead = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) {
    if (kind[u] === SUPPORT) {
      const s = other[u];
      matched[u] = holdSupport[u] ? (kind[s] !== MOVE ? 1 : 0) : kind[s] === MOVE && target[s] === target[u] ? 1 : 0;
    } else if (kind[u] === CONVOY) {
      const a = other[u];
      matched[u] = kind[a] === MOVE && byConvoy[a] && target[a] === target[u] ? 1 : 0;
    } else if (kind[u] === MOVE && !byConvoy[u]) {
      const d = unitAt[target[u]];
      if (d >= 0 && kind[d] === MOVE && !byConvoy[d] && target[d] === province[u]) headToHead[u] = d;
    }
  }

  const [intoStart, intoList] = csr(index.provinceCount, n, (u) => (kind[u] === MOVE ? target[u] : -1));
  const [supportStart, supportList] = csr(n, n, (u) => (kind[u] === SUPPORT && matched[u] ? other[u] : -1));
  const [convoyStart, convoyList] = csr(n, n, (u) => (kind[u] === CONVOY && matched[u] ? other[u] : -1));

  const orderedRoutes: (number[] | null)[] = new Array(n).fill(null);
  if (edition === '1971') {
    for (let a = 0; a < n; a++) {
      if (!byConvoy[a]) continue;
      const fleets: number[] = [];
      for (let i = convoyStart[a]; i < convoyStart[a + 1]; i++) fleets.push(province[convoyList[i]]);
      orderedRoutes[a] = fleetsOnOrderedRoutes(index, fleets, province[a], target[a]).map((p) => unitAt[p]);
    }
  }

  return {
    index, edition, units, count: n, power: units.map((u) => u.power), province, unitAt, kind, target, destination,
    other, byConvoy, headToHead, matched, intoStart, intoList, supportStart, supportList, convoyStart, convoyList,
    orderedRoutes, invalid,
  };
}

/** Whether a unit could move to province `to` in one move, ignoring coasts (IX.1, VII.3.b). */
function reaches(index: VariantIndex, unit: Unit, from: number, to: number): boolean {
  return unit.type === 'army' ? armyAdjacent(index, from, to) : fleetTargets(index, unit.location, index.provinceIds[to]).length > 0;
}

/** Whether a unit could be ordered to move to `to`: in one move, or an army by a possible convoy. */
function canMoveTo(index: VariantIndex, unit: Unit, from: number, to: number, isFleet: (p: number) => boolean): boolean {
  if (to === from) return false;
  if (reaches(index, unit, from, to)) return true;
  return unit.type === 'army' && canStand('army', index.terrain[to]) && convoyPossible(index, from, to, isFleet);
}

/** Groups item indexes 0..items-1 by the bucket `key` gives them (-1: none), as start offsets and a flat list. */
function csr(buckets: number, items: number, key: (item: number) => number): [Int32Array, Int32Array] {
  const start = new Int32Array(buckets + 1);
  for (let i = 0; i < items; i++) {
    const k = key(i);
    if (k >= 0) start[k + 1]++;
  }
  for (let b = 0; b < buckets; b++) start[b + 1] += start[b];
  const list = new Int32Array(start[buckets]);
  const fill = start.slice(0, buckets);
  for (let i = 0; i < items; i++) {
    const k = key(i);
    if (k >= 0) list[fill[k]++] = i;
  }
  return [start, list];
}
