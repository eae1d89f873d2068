/**
 * Whether an army can be carried by convoy, asked by the order checks (kinds/move.ts,
 * kinds/support.ts, kinds/convoy.ts) about one destination or one fleet: the same answers as
 * the convoy reaches and routes of convoy-routes.ts, which list every destination for
 * legal orders, found by a search that stops at the answer and keeps nothing. What listing
 * already worked out for the board is read instead.
 */
import type { BoardState } from './board-state.js';
import { extendsRoute, fleetAt, onConvoyRoute as onWalkedRoute } from './convoy-routes.js';
import { fleetAdjacent } from '../variant-index.js';


/**
 * Whether army v could land in province t by a chain of fleet-occupied seas from its
 * province (`convoyReach(b, v, without).destinations` includes t), the fleet in `without`
 * taking no part (-1: none).
 */
export function canBeConvoyed(b: BoardState, v: number, t: number, without = -1): boolean {
  const { index } = b;
  // What convoyReach already found, read by its rule: a fleet off the army's chain changes nothing.
  const all = b.reach[v];
  if (all !== undefined && (without < 0 || !all.seas.includes(without))) return all.destinations.includes(t);
  const known = without < 0 ? undefined : b.reachWithout?.get(v * index.provinceCount + without);
  if (known !== undefined) return known.destinations.includes(t);
  const p = b.province[v];
  if (p < 0 || b.isFleet[v] === 1 || t === p || index.armyGround[t] !== 1) return false;
  // Breadth first over the seas, each marked once; a sea bordering t ends the search.
  const seen = index.scratchMarks;
  const stamp = ++index.scratchStamp;
  const queue = index.scratchQueue;
  let size = 0;
  for (const s of index.fleetNeighbours[p]) {
    if (seen[s] !== stamp && fleetAt(b, s, without)) {
      seen[s] = stamp;
      queue[size++] = s;
    }
  }
  for (let head = 0; head < size; head++) {
    const sea = queue[head];
    for (const q of index.fleetNeighbours[sea]) {
      if (q === t) return true;
      if (seen[q] !== stamp && fleetAt(b, q, without)) {
        seen[q] = stamp;
        queue[size++] = q;
      }
    }
  }
  return false;
}

/**
 * Whether the fleet in province `sea` lies on a route of army v to province `to` in which
 * every sea is needed: read from the army's walked routes when listing made them
 * (convoy-routes.ts), else searched depth first as convoy-routes.ts searches one
 * destination, ending at the first such route through it.
 */
export function onConvoyRoute(b: BoardState, v: number, to: number, sea: number): boolean {
  const n = b.index.provinceCount;
  if (b.routeFleets[v] !== undefined || b.routeFleetsTo?.has(v * n + to) === true) return onWalkedRoute(b, v, to, sea);
  const from = b.province[v];
  if (from < 0) return false;
  const path: number[] = [];
  for (const s of b.index.fleetNeighbours[from]) {
    if (!fleetAt(b, s, -1)) continue;
    if (fleetAdjacent(b.index, s, to)) {
      if (s === sea) return true;
    } else {
      path.push(s);
      if (routeThrough(b, from, to, path, sea)) return true;
      path.pop();
    }
  }
  return false;
}

/** Extends a route of seas (`path`, from `from`) towards `to`; true at the first route found that passes `sea`. */
function routeThrough(b: BoardState, from: number, to: number, path: number[], sea: number): boolean {
  const { index } = b;
  for (const s of index.fleetNeighbours[path[path.length - 1]]) {
    if (s === to || !extendsRoute(b, from, path, s)) continue;
    if (fleetAdjacent(index, s, to)) {
      if (s === sea || path.includes(sea)) return true;
      continue; // going further would leave a shortcut to the destination
    }
    path.push(s);
    if (routeThrough(b, from, to, path, sea)) return true;
    path.pop();
  }
  return false;
}
