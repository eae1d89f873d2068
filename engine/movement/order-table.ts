/**
 * The movement orders checked for legality and laid out as integer arrays indexed by
 * unit, with the reverse lists the resolver needs (moves into each province, supports
 * given to each unit, convoys ordered for each army).
 *
 * Legality follows DATC 4.E.1 (2023 rules): an order that is impossible on this board is
 * ignored, the unit holds and may receive hold support. Each order kind is checked by its
 * module (engine/orders/kinds/), the same check legal orders are listed with.
 */
import type { Edition, LocationId, PowerId } from '../../model/variant.js';
import type { GivenOrder } from '../given-orders.js';
import type { Unit } from '../types.js';
import type { VariantIndex } from '../variant-index.js';
import { filled } from '../filled.js';
import { FRESH_TABLES, type Tables } from '../tables.js';
import type { BoardState } from '../orders/board-state.js';
import { checkConvoy } from '../orders/kinds/convoy.js';
import { checkMove } from '../orders/kinds/move.js';
import { checkSupport } from '../orders/kinds/support.js';
import { fleetsOnOrderedRoutes } from './convoy-paths.js';
import type { RoutePlan } from '../rules/hooks.js';

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
  /**
   * MOVE along a route the order names (a map feature's, planned by its move hooks before
   * the resolver runs): the provinces passed before the one attacked (`target`), or null for
   * every other order. Null when no such move is ordered; so are `ordered`, `yields`, `plan`.
   */
  readonly transit: (number[] | null)[] | null;
  /** MOVE along a named route: the destination ordered (`target` is where it attacks); -1 otherwise. */
  readonly ordered: number[] | null;
  /** MOVE along a named route: 1 when it never takes its province from a unit that stays, even with support. */
  readonly yields: number[] | null;
  /** The plan of the named-route moves: where each stops, and its result. */
  readonly plan: RoutePlan | null;
  /**
   * MOVE that needs a passage permission (a map feature's move hook): the province whose
   * occupant must support the move for it to pass; -1 otherwise. Null when no move does.
   */
  readonly gate: number[] | null;
}

/**
 * `impossibleMoveLeaves` (arsenal rule, section b.3): a unit whose move the board does not
 * allow leaves its province and comes back, taking no part in the other orders: it still
 * defends its province as a unit whose move failed (strength 1, dislodged as any other),
 * but a support to hold it is void, as for a moving unit.
 */
export function buildOrderTable(
  b: BoardState,
  edition: Edition,
  given: readonly GivenOrder[],
  orderOf: readonly number[],
  impossibleMoveLeaves = false,
  ownership: Readonly<Record<string, PowerId>> = {},
  /** Where its tables come from (tables.ts): they may be longer than the units' count. */
  tables: Tables = FRESH_TABLES,
): OrderTable {
  const { index, units, province, unitAt } = b;
  const n = units.length;
  const kind = tables.ints(10, n, HOLD);
  const target = tables.ints(11, n, -1);
  const destination = tables.refs<LocationId>(10, n);
  const other = tables.ints(12, n, -1);
  // An army's move that needs (or asks for) a convoy; settled once convoy orders are known.
  const wantsConvoy = tables.ints(13, n, 0);
  const holdSupport = tables.ints(14, n, 0);
  // The coast a support names for a supported fleet's move (`spa/nc`), or null.
  const supportCoast = tables.refs<LocationId>(11, n);
  const invalid = tables.refs<string>(12, n);
  // Units away for an impossible move (b.3): no hold support reaches them.
  const away = tables.ints(15, n, 0);
  // The power of each unit: the table's, and what a plan of named-route moves reads.
  const power = powers(units, tables.refs<PowerId>(14, n));
  const moves = b.moves;
  // Per unit: the route its move names (a map feature's), or null; null when no order names one.
  let route: (string | null)[] | null = null;
  for (let u = 0; u < n; u++) {
    const g = orderOf[u];
    if (g < 0) continue;
    const order = given[g].order;
    if (order === null) continue;
    // The places the order names, looked up as it was read.
    const { to: toAt, other: otherAt } = given[g];
    let reason: string | null = null;
    switch (order.kind) {
      case 'hold':
        break;
      case 'move': {
        // The order's field `railway` names the route (the order format's word for it: types.ts).
        if (order.railway !== undefined) {
          const check = moves === null ? { ok: false as const, reason: `no route ${order.railway.toUpperCase()} on this map` } : moves.checkRouteMove(b, u, order.railway, order.to);
          if (!check.ok) reason = check.reason;
          else {
            kind[u] = MOVE;
            target[u] = check.to;
            destination[u] = check.destination;
            route ??= new Array<string | null>(n).fill(null);
            route[u] = order.railway;
          }
          break;
        }
        const check = checkMove(b, u, order.to, order.viaConvoy, toAt);
        if (!check.ok) {
          reason = check.reason;
          away[u] = impossibleMoveLeaves ? 1 : 0;
        }
        else {
          kind[u] = MOVE;
          target[u] = check.to;
          destination[u] = check.destination;
          wantsConvoy[u] = check.wantsConvoy ? 1 : 0;
        }
        break;
      }
      case 'support': {
        const check = checkSupport(b, u, order.supported, order.to, otherAt, toAt);
        if (!check.ok) reason = check.reason;
        else {
          kind[u] = SUPPORT;
          target[u] = check.to;
          other[u] = check.supported;
          holdSupport[u] = check.hold ? 1 : 0;
          supportCoast[u] = check.coast;
        }
        break;
      }
      case 'convoy': {
        const check = checkConvoy(b, u, order.army, order.to, otherAt, toAt);
        if (!check.ok) reason = check.reason;
        else {
          kind[u] = CONVOY;
          target[u] = check.to;
          other[u] = check.army;
        }
        break;
      }
      default:
        reason = `a ${order.kind} order cannot be given in a movement phase`;
    }
    if (reason !== null) {
      invalid[u] = reason;
      given[g].error = reason;
    }
  }

  // DATC 4.A.3 (2023 rules): an army that could go over land goes by convoy only when
  // ordered "via convoy" or when a fleet of its own power is ordered to convoy it.
  // Foreign convoys cannot kidnap it (6.G.2); a disrupted convoy has no land fallback (6.G.20).
  const byConvoy = tables.scratch(16, n);
  for (let f = 0; f < n; f++) {
    if (kind[f] !== CONVOY) continue;
    const a = other[f];
    if (kind[a] === MOVE && target[a] === target[f] && units[a].power === units[f].power) wantsConvoy[a] = 1;
  }
  for (let u = 0; u < n; u++) byConvoy[u] = kind[u] === MOVE && !b.isFleet[u] && wantsConvoy[u] ? 1 : 0;

  // Named-route moves: the province each attacks, and the provinces it passes (their feature's plan).
  let transit: (number[] | null)[] | null = null;
  let ordered: number[] | null = null;
  let plan: RoutePlan | null = null;
  if (route !== null && moves !== null) {
    const named = route;
    // In one pass rather than array maps (they showed in profiles of Colonial): per unit, the
    // destination a named-route move was ordered to, whether it moves.
    const planned = filled(n, -1);
    const moving = filled(n, 0);
    for (let u = 0; u < n; u++) {
      if (named[u] !== null) planned[u] = target[u];
      if (kind[u] === MOVE) moving[u] = 1;
    }
    const centre = index.supplyCentre;
    plan = moves.planRoutes({
      count: n, power, province, unitAt, moving, target, route: named, ordered: planned,
      owner: (p) => (centre[p] && Object.hasOwn(ownership, index.provinceIds[p]) ? ownership[index.provinceIds[p]] : null),
    });
    if (plan !== null) {
      transit = plan.transit;
      ordered = planned;
      for (let u = 0; u < n; u++) if (named[u] !== null) destination[u] = index.provinceIds[target[u]];
    }
  }

  // Moves that need a passage permission: the province whose occupant gives it.
  let gate: number[] | null = null;
  if (moves !== null && moves.permits) {
    for (let u = 0; u < n; u++) {
      if (kind[u] !== MOVE) continue;
      const g = moves.passagePermission(b, u, target[u]);
      if (g < 0) continue;
      gate ??= filled(n, -1);
      gate[u] = g;
    }
  }

  const matched = tables.ints(17, n, 0);
  const headToHead = tables.ints(18, n, -1);
  for (let u = 0; u < n; u++) {
    if (kind[u] === SUPPORT) {
      const s = other[u];
      // A support naming a coast must name the coast the fleet moves to (DATC 6.B.9).
      const coast = supportCoast[u];
      matched[u] = holdSupport[u]
        ? kind[s] !== MOVE && !away[s] ? 1 : 0
        : kind[s] === MOVE && target[s] === target[u] && (coast === null || coast === destination[s]) && (ordered === null || ordered[s] < 0 || ordered[s] === target[u])
          ? 1
          : 0;
    } else if (kind[u] === CONVOY) {
      const a = other[u];
      matched[u] = kind[a] === MOVE && byConvoy[a] && target[a] === target[u] ? 1 : 0;
    } else if (kind[u] === MOVE && !byConvoy[u]) {
      const o = unitAt[target[u]];
      if (o >= 0 && kind[o] === MOVE && !byConvoy[o] && target[o] === province[u]) headToHead[u] = o;
    }
  }

  // Reverse lists: moves into each province, matched supports of each order, matched convoys of each army.
  const intoKey = tables.ints(19, n, -1);
  const supportKey = tables.ints(20, n, -1);
  const convoyKey = tables.ints(21, n, -1);
  for (let u = 0; u < n; u++) {
    if (kind[u] === MOVE) intoKey[u] = target[u];
    else if (kind[u] === SUPPORT && matched[u]) supportKey[u] = other[u];
    else if (kind[u] === CONVOY && matched[u]) convoyKey[u] = other[u];
  }
  // The lists are written by csr as far as their buckets reach, and read no further.
  const intoList = tables.scratch(23, n);
  const intoStart = csr(index.provinceCount, intoKey, n, tables.ints(22, index.provinceCount + 1, 0), intoList);
  const supportList = tables.scratch(25, n);
  const supportStart = csr(n, supportKey, n, tables.ints(24, n + 1, 0), supportList);
  const convoyList = tables.scratch(27, n);
  const convoyStart = csr(n, convoyKey, n, tables.ints(26, n + 1, 0), convoyList);

  const orderedRoutes = tables.refs<number[]>(13, n);
  if (edition === '1971') {
    for (let a = 0; a < n; a++) {
      if (!byConvoy[a]) continue;
      const fleets: number[] = [];
      for (let i = convoyStart[a]; i < convoyStart[a + 1]; i++) fleets.push(province[convoyList[i]]);
      orderedRoutes[a] = fleetsOnOrderedRoutes(index, fleets, province[a], target[a]).map((p) => unitAt[p]);
    }
  }

  return {
    index, edition, units, count: n, power, province, unitAt, kind, target,
    destination, other, byConvoy, headToHead, matched, intoStart, intoList, supportStart, supportList,
    convoyStart, convoyList, orderedRoutes, invalid, transit, ordered, yields: plan === null ? null : plan.yields, plan, gate,
  };
}

/** The power of each unit, written into `out`. */
function powers(units: readonly Unit[], out: (PowerId | null)[]): PowerId[] {
  for (let u = 0; u < units.length; u++) out[u] = units[u].power;
  return out as PowerId[];
}

/**
 * Groups the indexes 0..count-1 by their key (-1: none) into `buckets`: writes the start
 * offsets into `start` (buckets + 1 of them, zeros on entry) and the indexes, bucket by
 * bucket, into `list` (at least count long); returns `start`.
 */
function csr(buckets: number, key: readonly number[], count: number, start: number[], list: number[]): number[] {
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (key[i] >= 0) {
      start[key[i]]++;
      total++;
    }
  }
  // start[b] becomes the end of bucket b; filling backwards moves it to the bucket's start.
  for (let b = 1; b < buckets; b++) start[b] += start[b - 1];
  start[buckets] = total;
  for (let i = count - 1; i >= 0; i--) if (key[i] >= 0) list[--start[key[i]]] = i;
  return start;
}
