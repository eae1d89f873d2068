/**
 * Convoy routes on the board: chains of fleets standing in sea (or mixed) provinces,
 * following fleet borders in their direction (a one-way sea border carries a convoy one
 * way). Whether a convoy order or a move by convoy is legal depends on these fleets, so
 * the results are cached on the board state of the phase, never on the map.
 */
import type { BoardState, ConvoyReach } from './board-state.js';
import { filled } from '../filled.js';
import { fleetAdjacent } from '../variant-index.js';

const NO_CONVOY: ConvoyReach = { seas: [], destinations: [] };

/** A sea (or mixed) province holding a fleet, other than `without`. */
export function fleetAt(b: BoardState, s: number, without: number): boolean {
  const o = b.unitAt[s];
  return o >= 0 && s !== without && b.isFleet[o] === 1 && b.index.convoyCapable[s] === 1;
}

/**
 * Whether the fleet in sea `s` may extend a route of seas (`path`, from the army's province
 * `from`) so that every sea of it stays needed: a fleet stands there, the route does not
 * pass it already, and neither the army's province nor a sea of the route before the last
 * borders it (that would be a shortcut). Every route search here and in convoyable.ts asks it.
 */
export function extendsRoute(b: BoardState, from: number, path: readonly number[], s: number): boolean {
  const { index } = b;
  if (s === from || path.includes(s) || !fleetAt(b, s, -1)) return false;
  if (fleetAdjacent(index, from, s)) return false;
  for (let i = 0; i < path.length - 1; i++) if (fleetAdjacent(index, path[i], s)) return false;
  return true;
}

/**
 * The chain of fleet-occupied seas next to army `v` and the provinces it could land the
 * army in (DATC 4.E.1: a move by convoy with no such chain is impossible, 6.D.32; with one,
 * it is legal and may fail, 6.D.8). `without`: a province whose fleet takes no part (the
 * fleet giving a support, DATC 6.D.31), or -1.
 */
export function convoyReach(b: BoardState, v: number, without = -1): ConvoyReach {
  const all = (b.reach[v] ??= findReach(b, v, -1));
  // A fleet off the army's chain changes nothing by leaving it (the same seas, found in the same order).
  if (without < 0 || !all.seas.includes(without)) return all;
  const key = v * b.index.provinceCount + without;
  const kept = (b.reachWithout ??= new Map());
  let reach = kept.get(key);
  if (reach === undefined) {
    reach = findReach(b, v, without);
    kept.set(key, reach);
  }
  return reach;
}

function findReach(b: BoardState, v: number, without: number): ConvoyReach {
  const { index } = b;
  const p = b.province[v];
  if (p < 0 || b.isFleet[v] === 1) return NO_CONVOY;
  const seas: number[] = [];
  const seen = index.scratchMarks;
  const stamp = ++index.scratchStamp;
  for (const s of index.fleetNeighbours[p]) {
    if (fleetAt(b, s, without)) {
      seen[s] = stamp;
      seas.push(s);
    }
  }
  if (seas.length === 0) return NO_CONVOY;
  for (let i = 0; i < seas.length; i++) {
    for (const s of index.fleetNeighbours[seas[i]]) {
      if (seen[s] !== stamp && fleetAt(b, s, without)) {
        seen[s] = stamp;
        seas.push(s);
      }
    }
  }
  const destinations: number[] = [];
  const landed = ++index.scratchStamp;
  for (const s of seas) {
    for (const q of index.fleetNeighbours[s]) {
      if (q !== p && seen[q] !== landed && index.armyGround[q] === 1) {
        seen[q] = landed;
        destinations.push(q);
      }
    }
  }
  return { seas, destinations };
}

/**
 * Whether the fleet in province `p` lies on some route from army `v` to province `to`
 * through fleet-occupied seas in which every sea is needed: the army's province borders only
 * the first sea, the destination only the last, and no two seas of the route border each
 * other unless consecutive. A fleet on no such route is part of no convoy (DATC 6.G.19,
 * 6.F.12): its convoy order is not legal. Read from the walk of all the army's routes once
 * `findAllRoutes` made it, else searched for this destination.
 */
export function onConvoyRoute(b: BoardState, v: number, to: number, p: number): boolean {
  const routes = b.routeFleets[v];
  if (routes === undefined) return routeTo(b, v, to).includes(p);
  const s = routes.seas.indexOf(p);
  const d = routes.destinations.indexOf(to);
  return s >= 0 && d >= 0 && routes.onRoute[s * routes.destinations.length + d] === 1;
}

/** The fleets on the routes of one army to every destination, as `findAllRoutes` found them. */
export interface ArmyRoutes {
  /** The army's chain of fleets and the provinces it could land in (its `convoyReach`). */
  readonly seas: readonly number[];
  readonly destinations: readonly number[];
  /** Seas × destinations, in the order of `seas` and `destinations`: 1 where the sea's fleet lies on a route to the destination. */
  readonly onRoute: number[];
}

/**
 * Finds the routes of army `v` to every destination in one walk, for `onConvoyRoute` to
 * read: what listing convoys, which asks about every destination, calls first. Checking an
 * order asks about one destination, which one search finds sooner.
 */
export function findAllRoutes(b: BoardState, v: number): void {
  b.routeFleets[v] ??= routesOf(b, v);
}

/**
 * The fleets on the routes of army `v`. Every route (a chain of fleet-occupied seas from the
 * army's province, with no shortcut from the army or between seas) is walked once; it leads
 * to each province its last sea borders that no earlier sea borders or is, as a search for
 * that one destination would find it. Only the army's destinations are kept: an order for
 * any other province is refused before its route is asked about.
 */
function routesOf(b: BoardState, v: number): ArmyRoutes {
  const { seas, destinations } = convoyReach(b, v);
  const routes: ArmyRoutes = { seas, destinations, onRoute: filled(seas.length * destinations.length, 0) };
  const from = b.province[v];
  if (seas.length === 0) return routes;
  const path: number[] = [];
  for (const s of b.index.fleetNeighbours[from]) {
    if (!fleetAt(b, s, -1)) continue;
    path.push(s);
    walkRoutes(b, from, path, routes);
    path.pop();
  }
  return routes;
}

/** Marks the destinations of the route `path` (from `from`), then extends it by each sea that keeps it a route. */
function walkRoutes(b: BoardState, from: number, path: number[], routes: ArmyRoutes): void {
  const { index } = b;
  const last = path[path.length - 1];
  const width = routes.destinations.length;
  for (const t of index.fleetNeighbours[last]) {
    if (t === from || index.armyGround[t] === 0 || !fleetAdjacent(index, last, t)) continue;
    // A destination bordered (or passed) earlier is reached by a shorter route: not by this one.
    let earlier = false;
    for (let i = 0; i < path.length - 1 && !earlier; i++) earlier = fleetAdjacent(index, path[i], t) || (i > 0 && path[i] === t);
    if (earlier) continue;
    const d = routes.destinations.indexOf(t);
    for (const p of path) routes.onRoute[routes.seas.indexOf(p) * width + d] = 1;
  }
  for (const s of index.fleetNeighbours[last]) {
    if (!extendsRoute(b, from, path, s)) continue;
    path.push(s);
    walkRoutes(b, from, path, routes);
    path.pop();
  }
}

/** The fleets (provinces) on the routes of army `v` to `to`, searched for this destination alone: depth first, no route going past a sea that borders it. */
function routeTo(b: BoardState, v: number, to: number): readonly number[] {
  const key = v * b.index.provinceCount + to;
  const kept = (b.routeFleetsTo ??= new Map());
  const cached = kept.get(key);
  if (cached !== undefined) return cached;
  const from = b.province[v];
  const found: number[] = [];
  if (from >= 0) {
    const path: number[] = [];
    for (const s of b.index.fleetNeighbours[from]) {
      if (!fleetAt(b, s, -1)) continue;
      if (fleetAdjacent(b.index, s, to)) mark(found, s);
      else {
        path.push(s);
        extendRoute(b, from, to, path, found);
        path.pop();
      }
    }
  }
  kept.set(key, found);
  return found;
}

/** Extends a route of seas from `from` (the last sea is `path`'s last) towards `to`, marking the fleets of the routes found. */
function extendRoute(b: BoardState, from: number, to: number, path: number[], found: number[]): void {
  const { index } = b;
  for (const s of index.fleetNeighbours[path[path.length - 1]]) {
    if (s === to || !extendsRoute(b, from, path, s)) continue;
    if (fleetAdjacent(index, s, to)) {
      for (const p of path) mark(found, p);
      mark(found, s);
      continue; // going further would leave a shortcut to the destination
    }
    path.push(s);
    extendRoute(b, from, to, path, found);
    path.pop();
  }
}

/** Adds province `p` to the list, once. */
function mark(found: number[], p: number): void {
  if (!found.includes(p)) found.push(p);
}
