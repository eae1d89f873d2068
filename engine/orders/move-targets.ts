/**
 * Where each unit of a board could be ordered, read the other way round, for the listings
 * of supports and convoys (kinds/support.ts, kinds/convoy.ts). A unit supports only into
 * the provinces it reaches, and a fleet convoys only armies whose chain of fleets it lies
 * on: rather than trying every pair of units, the listings read, for the provinces a unit
 * reaches, the targets into them, and for a fleet's sea, the armies it could carry.
 *
 * A unit's targets are its own province (to be supported to hold), then each province it
 * could be ordered to, in the order its moves are listed: in one move, then an army by
 * convoy (where it has no border to cross), then by a route a map feature adds. The
 * listings still ask each order kind's check about every candidate; these tables only
 * leave out the pairs the check would refuse for where the units stand.
 *
 * Built once per board the listings are asked about, as plain arrays (bench/adjudicate.ts:
 * typed arrays of this size cost more to allocate than they serve).
 */
import { filled } from '../filled.js';
import type { MoveFeatures } from '../rules/move-features.js';
import { armyAdjacent } from '../variant-index.js';
import type { BoardState } from './board-state.js';
import { convoyReach } from './convoy-routes.js';

/** A target of a unit: its own province, to hold. */
export const HOLD = 0;
/** A province the unit reaches in one move. */
export const NEAR = 1;
/** A province an army reaches only by convoy, or a unit only by a route a map feature adds: what depends on the fleets of the board. */
export const FAR = 2;

export interface MoveTargets {
  /** Per target: the unit, the province, and the kind (HOLD, NEAR, FAR). Targets are numbered unit after unit. */
  readonly unit: number[];
  readonly to: number[];
  readonly kind: number[];
  /** Per unit: its first target; `first[u + 1]` is one past its last. */
  readonly first: number[];
  /** Per province: where its targets start in `into`; `intoFirst[p + 1]` is one past their end. */
  readonly intoFirst: number[];
  /** The targets into each province, in target order. */
  readonly into: number[];
  /** Per province (a sea holding a fleet): where the armies its fleet could carry start in `carried`. */
  readonly carriedFirst: number[];
  /** The armies (units) each sea's fleet lies on the chain of, in unit order. */
  readonly carried: number[];
}

export function moveTargets(b: BoardState): MoveTargets {
  const { index } = b;
  const n = index.provinceCount;
  const count = b.units.length;
  const unit: number[] = [];
  const to: number[] = [];
  const kind: number[] = [];
  const first: number[] = [];
  const add = (v: number, t: number, k: number): void => {
    unit.push(v);
    to.push(t);
    kind.push(k);
  };
  for (let v = 0; v < count; v++) {
    first.push(unit.length);
    const q = b.province[v];
    if (q < 0) continue;
    add(v, q, HOLD);
    // A unit nobody orders only holds: the support check refuses any support of a move of it.
    if (b.unordered[v] === 1) continue;
    if (b.isFleet[v] === 1) {
      const l = b.location[v];
      if (l >= 0) for (const t of index.fleetReach[l]) add(v, t, NEAR);
      if (b.moves !== null) for (const t of addedTargets(b, v, null)) add(v, t, FAR);
      continue;
    }
    for (const t of index.armyNeighbours[q]) add(v, t, NEAR);
    const byConvoy = convoyReach(b, v).destinations;
    for (const t of byConvoy) if (!armyAdjacent(index, q, t)) add(v, t, FAR);
    if (b.moves !== null) for (const t of addedTargets(b, v, byConvoy)) add(v, t, FAR);
  }
  first.push(unit.length);

  const intoFirst = buckets(n, to);
  const into = filled(unit.length, 0);
  const next = intoFirst.slice();
  for (let e = 0; e < unit.length; e++) into[next[to[e]]++] = e;

  // The seas of each army's chain, read the other way: the armies through each sea.
  const seaOf: number[] = [];
  const armyOf: number[] = [];
  for (let v = 0; v < count; v++) {
    if (b.isFleet[v] === 1 || b.province[v] < 0) continue;
    for (const s of convoyReach(b, v).seas) {
      seaOf.push(s);
      armyOf.push(v);
    }
  }
  const carriedFirst = buckets(n, seaOf);
  const carried = filled(armyOf.length, 0);
  const slot = carriedFirst.slice();
  for (let i = 0; i < armyOf.length; i++) carried[slot[seaOf[i]]++] = armyOf[i];
  return { unit, to, kind, first, intoFirst, into, carriedFirst, carried };
}

/** Whether army v's chain of fleets includes the sea of fleet f (so f could carry it). */
export function carries(targets: MoveTargets, b: BoardState, f: number, v: number): boolean {
  const p = b.province[f];
  if (b.isFleet[f] === 0 || p < 0) return false;
  for (let i = targets.carriedFirst[p]; i < targets.carriedFirst[p + 1]; i++) if (targets.carried[i] === v) return true;
  return false;
}

/**
 * The provinces unit v reaches only by a route a map feature adds: not in one move, not by
 * the convoys given (`byConvoy`), each once, in the order of the feature's routes.
 */
export function addedTargets(b: BoardState, v: number, byConvoy: readonly number[] | null): number[] {
  const out: number[] = [];
  for (const { to } of (b.moves as MoveFeatures).routes(b, v)) {
    if (!reachesInOneMove(b, v, to) && !(byConvoy !== null && byConvoy.includes(to)) && !out.includes(to)) out.push(to);
  }
  return out;
}

/** Whether unit v could move to province t in one move, coasts ignored. */
function reachesInOneMove(b: BoardState, v: number, t: number): boolean {
  if (b.isFleet[v] === 0) return armyAdjacent(b.index, b.province[v], t);
  return b.location[v] >= 0 && b.index.fleetReaches[b.location[v] * b.index.provinceCount + t] === 1;
}

/** Start offsets (n + 1 of them) of buckets 0..n-1 holding each value of `keys` once. */
function buckets(n: number, keys: readonly number[]): number[] {
  const start = filled(n + 1, 0);
  for (const k of keys) start[k + 1]++;
  for (let p = 0; p < n; p++) start[p + 1] += start[p];
  return start;
}
