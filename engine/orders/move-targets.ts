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
  /** Per province: a target into it, or -1; `intoNext` chains the others (in no particular order). */
  readonly intoHead: number[];
  readonly intoNext: number[];
  /** Per province (a sea holding a fleet): the first of the armies its fleet lies on the chain of, or -1; in unit order through `carriedNext`. */
  readonly carriedHead: number[];
  readonly carriedArmy: number[];
  readonly carriedNext: number[];
}

export function moveTargets(b: BoardState): MoveTargets {
  const { index } = b;
  const count = b.units.length;
  const unit: number[] = [];
  const to: number[] = [];
  const kind: number[] = [];
  const first: number[] = [];
  const intoHead = filled(index.provinceCount, -1);
  const intoNext: number[] = [];
  const add = (v: number, t: number, k: number): void => {
    intoNext.push(intoHead[t]);
    intoHead[t] = unit.length;
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

  // The seas of each army's chain, read the other way: the armies through each sea (chained from the last army, so read in unit order).
  const carriedHead = filled(index.provinceCount, -1);
  const carriedArmy: number[] = [];
  const carriedNext: number[] = [];
  for (let v = count - 1; v >= 0; v--) {
    if (b.isFleet[v] === 1 || b.province[v] < 0) continue;
    for (const s of convoyReach(b, v).seas) {
      carriedNext.push(carriedHead[s]);
      carriedHead[s] = carriedArmy.length;
      carriedArmy.push(v);
    }
  }
  return { unit, to, kind, first, intoHead, intoNext, carriedHead, carriedArmy, carriedNext };
}

/** Whether army v's chain of fleets includes the sea of fleet f (so f could carry it). */
export function carries(targets: MoveTargets, b: BoardState, f: number, v: number): boolean {
  const p = b.province[f];
  if (b.isFleet[f] === 0 || p < 0) return false;
  for (let i = targets.carriedHead[p]; i >= 0; i = targets.carriedNext[i]) if (targets.carriedArmy[i] === v) return true;
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
