/**
 * The support order (`A Mar S F Spa/sc`, `F Nth S A Lon - Bel`): its legality and its
 * listing, on one check. The supporter must be able to move into the province supported
 * into, coasts ignored (IX.1, VII.3.b), and, for a support to move, the supported unit must
 * be able to be ordered there: in one move, or an army by a chain of fleets in which the
 * supporting fleet takes no part (DATC 6.D.31). What the resolver gets: the supported unit,
 * the province, and the coast the support names for a fleet (DATC 6.B.9).
 */
import type { LocationId } from '../../../model/variant.js';
import { provinceOf } from '../../../model/locations.js';
import type { Order, UnitRef } from '../../types.js';
import { armyAdjacent, locationAt, placeName, provinceAt, provinceName } from '../../variant-index.js';
import { entryRefused, type BoardState } from '../board-state.js';
import { convoyReach } from '../convoy-routes.js';
import { canBeConvoyed } from '../convoyable.js';
import { addedTargets, carries, FAR, HOLD, type MoveTargets } from '../move-targets.js';
import { wrongUnitType } from '../wrong-unit-type.js';

export type SupportCheck =
  | { readonly ok: true; readonly supported: number; readonly to: number; readonly hold: boolean; readonly coast: LocationId | null }
  | { readonly ok: false; readonly reason: string };

/** `supportedAt`, `toAt`: the numbers of the locations named (variant-index.ts), when the caller looked them up already; -1 when the map has none such. */
export function checkSupport(
  b: BoardState,
  u: number,
  supported: UnitRef,
  to: LocationId | null,
  supportedAt = locationAt(b.index, supported.location),
  toAt = to === null ? -1 : locationAt(b.index, to),
): SupportCheck {
  const { index, units } = b;
  // A coast the map lacks (`spa/xx`) is looked for by its province.
  const at = supportedAt >= 0 ? index.provinceOfLocation[supportedAt] : provinceAt(index, supported.location);
  const s = at < 0 ? -1 : b.unitAt[at];
  if (s < 0) return { ok: false, reason: `no unit in ${placeName(index, provinceOf(supported.location))} to support` };
  if (s === u) return { ok: false, reason: 'a unit cannot support itself' };
  if (supported.type !== null && supported.type !== units[s].type) return { ok: false, reason: wrongUnitType(supported.type, placeName(index, provinceOf(supported.location))) };
  const t = to === null ? b.province[s] : toAt >= 0 ? index.provinceOfLocation[toAt] : provinceAt(index, to);
  if (t < 0) return { ok: false, reason: `no such place: ${to}` };
  const fault = supportFault(b, u, s, t, to === null);
  if (fault !== OK) return { ok: false, reason: faultText(b, u, s, t, fault) };
  const coast = to !== null && b.isFleet[s] === 1 && to !== index.provinceIds[t] ? to : null;
  return { ok: true, supported: s, to: t, hold: to === null, coast };
}

const OK = 0;
const OWN_PROVINCE = 1;
const CLOSED = 2;
const OUT_OF_REACH = 3;
const UNORDERED = 4;
const CANNOT_MOVE = 5;

/**
 * What stops unit u supporting unit s to hold in (or move to) province t, as a number (OK:
 * nothing): listing tries many supports and refuses most, so the words are made only
 * when an order is refused (`faultText`).
 */
function supportFault(b: BoardState, u: number, s: number, t: number, hold: boolean): number {
  if (t === b.province[u]) return OWN_PROVINCE;
  // The supporter could not move there, or the supported unit may not be ordered there.
  if (b.closed !== null && b.closed[t] === 1 && (entryRefused(b, t, u) !== null || (!hold && entryRefused(b, t, s) !== null))) return CLOSED;
  if (!reaches(b, u, t)) return OUT_OF_REACH;
  if (!hold) {
    // A unit nobody orders only holds (civil disorder, neutral): no move of it to support.
    if (b.unordered[s] === 1) return UNORDERED;
    if (!canBeOrderedTo(b, s, t, b.isFleet[u] === 1 ? b.province[u] : -1)) return CANNOT_MOVE;
  }
  return OK;
}

function faultText(b: BoardState, u: number, s: number, t: number, fault: number): string {
  const { index } = b;
  const place = (p: number): string => provinceName(index, p);
  switch (fault) {
    case OWN_PROVINCE:
      return 'a unit cannot support into its own province';
    case CLOSED:
      return entryRefused(b, t, u) ?? entryRefused(b, t, s) ?? `${place(t)} is closed`;
    case OUT_OF_REACH:
      return `${place(t)} cannot be reached from ${place(b.province[u])}`;
    case UNORDERED:
      return `the unit in ${place(b.province[s])} cannot move: ${b.rules.ordersRefused(b.units[s].power)}`;
    default:
      return `the unit in ${place(b.province[s])} cannot move to ${place(t)}`;
  }
}

/** Whether unit u could move to province t in one move, coasts ignored. */
function reaches(b: BoardState, u: number, t: number): boolean {
  if (b.isFleet[u] === 0) return armyAdjacent(b.index, b.province[u], t);
  return b.location[u] >= 0 && b.index.fleetReaches[b.location[u] * b.index.provinceCount + t] === 1;
}

/** Whether unit v could be ordered to move to t: in one move, or an army by convoy without the fleet in `without`. */
function canBeOrderedTo(b: BoardState, v: number, t: number, without: number): boolean {
  if (t === b.province[v]) return false;
  if (reaches(b, v, t)) return true;
  // A route a map feature adds (named in the order or not): the move can be supported.
  if (b.moves !== null && b.moves.routes(b, v).some((m) => m.to === t)) return true;
  return b.isFleet[v] === 0 && b.index.armyGround[t] === 1 && canBeConvoyed(b, v, t, without);
}

/**
 * Every support `checkSupport` accepts for unit u, appended to `out`: for each other unit,
 * to hold, then to each place it could be ordered to (in the order its moves are listed).
 * The candidates are the board's targets (move-targets.ts) into the provinces u reaches:
 * a support anywhere else is refused for being out of u's reach.
 */
export function listSupports(b: BoardState, targets: MoveTargets, u: number, unit: UnitRef, refs: readonly UnitRef[], out: Order[]): void {
  const { index } = b;
  const p = b.province[u];
  // A fleet off the map's locations reaches nothing: it supports nothing.
  if (p < 0 || (b.isFleet[u] === 1 && b.location[u] < 0)) return;
  const reached = b.isFleet[u] === 1 ? index.fleetReach[b.location[u]] : index.armyNeighbours[p];
  // Candidates as sort keys, so that supports come in the order of the units and their moves:
  // target e as 2e. An army whose chain u's fleet lies on gets one key after its other
  // targets (2 × its end - 1) for its moves by convoy and feature routes: they are listed as
  // its chain without that fleet gives them (some of its FAR targets, maybe in another order).
  const keys: number[] = [];
  for (const t of reached) {
    for (let e = targets.intoHead[t]; e >= 0; e = targets.intoNext[e]) {
      const v = targets.unit[e];
      if (v === u) continue;
      if (targets.kind[e] === FAR && carries(targets, b, u, v)) {
        const key = 2 * targets.first[v + 1] - 1;
        if (!keys.includes(key)) keys.push(key);
        continue;
      }
      keys.push(2 * e);
    }
  }
  sortNumbers(keys);
  for (const key of keys) {
    if ((key & 1) === 0) {
      const e = key >> 1;
      const v = targets.unit[e];
      const hold = targets.kind[e] === HOLD;
      if (supportFault(b, u, v, targets.to[e], hold) === OK) out.push({ kind: 'support', unit, supported: refs[v], to: hold ? null : index.provinceIds[targets.to[e]] });
      continue;
    }
    // A fleet supporting an army's move cannot also carry it: its own sea leaves the chain.
    const v = targets.unit[(key + 1) / 2 - 1];
    const byConvoy = convoyReach(b, v, p).destinations;
    pushMoveSupports(b, u, v, byConvoy, unit, refs, out, b.province[v]);
    if (b.moves !== null) pushMoveSupports(b, u, v, addedTargets(b, v, byConvoy), unit, refs, out, b.province[v]);
  }
}

/** Sorts a short list of numbers in place (insertion sort: a unit's candidates are few). */
function sortNumbers(list: number[]): void {
  for (let i = 1; i < list.length; i++) {
    const x = list[i];
    let j = i - 1;
    while (j >= 0 && list[j] > x) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = x;
  }
}

function pushMoveSupports(
  b: BoardState,
  u: number,
  v: number,
  targets: Int32Array | readonly number[],
  unit: UnitRef,
  refs: readonly UnitRef[],
  out: Order[],
  /** For convoy destinations: the army's province, whose neighbours were listed already. */
  from: number,
): void {
  // Most targets are out of u's reach: the row of u's reach (as `reaches` reads it) settles them before any other check.
  const fleet = b.isFleet[u] === 1;
  const reach = fleet ? b.index.fleetReaches : b.index.adjacency;
  const base = (fleet ? b.location[u] : b.province[u]) * b.index.provinceCount;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if ((reach[base + t] & 1) === 0) continue;
    if (from >= 0 && armyAdjacent(b.index, from, t)) continue;
    if (supportFault(b, u, v, t, false) === OK) out.push({ kind: 'support', unit, supported: refs[v], to: b.index.provinceIds[t] });
  }
}
