/**
 * Convoy routes: chains of fleets in sea (or mixed) provinces from an army's province
 * to its destination. Provinces are indexes of the variant index.
 */
import { fleetAdjacent, type VariantIndex } from '../variant-index.js';

/**
 * Whether fleets standing on the board could carry an army from `from` to `to`, whatever
 * they are ordered (DATC 4.E.1: a convoyed move with no such chain is impossible, hence
 * illegal, 6.D.32; with such a chain it is a legal move that may fail, 6.D.8).
 * `isFleet(p)` says whether a fleet stands in province p and may take part.
 */
export function convoyPossible(index: VariantIndex, from: number, to: number, isFleet: (p: number) => boolean): boolean {
  const n = index.provinceCount;
  const seen = new Uint8Array(n);
  const queue: number[] = [];
  for (const p of index.fleetNeighbours[from]) {
    if (index.convoyCapable[p] && isFleet(p)) {
      seen[p] = 1;
      queue.push(p);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    if (fleetAdjacent(index, p, to)) return true;
    for (const q of index.fleetNeighbours[p]) {
      if (!seen[q] && index.convoyCapable[q] && isFleet(q)) {
        seen[q] = 1;
        queue.push(q);
      }
    }
  }
  return false;
}

/** Search budget for `fleetOnConvoyRoute` on very large maps; past it the order is accepted. */
const ROUTE_SEARCH_BUDGET = 200_000;

/**
 * Whether the sea `fleet` lies on a route from `from` to `to` in which every sea is needed:
 * a chain of seas with no shortcut between two of its members, or from the army's province
 * or the destination to a later/earlier sea. A convoy order for a fleet on no such route is
 * impossible and ignored (DATC 6.G.19: the fleet is "not necessary for any convoy route";
 * 6.F.12). Depends only on the map, so it is cached per variant.
 */
export function fleetOnConvoyRoute(index: VariantIndex, fleet: number, from: number, to: number): boolean {
  const key = `${fleet}:${from}:${to}`;
  const cached = index.routeCache.get(key);
  if (cached !== undefined) return cached;
  const path: number[] = [];
  const inPath = new Uint8Array(index.provinceCount);
  let budget = ROUTE_SEARCH_BUDGET;
  const extend = (containsFleet: boolean): boolean => {
    const last = path.length === 0 ? from : path[path.length - 1];
    for (const s of index.fleetNeighbours[last]) {
      if (!index.convoyCapable[s] || inPath[s] || s === from || s === to) continue;
      if (--budget < 0) return true;
      if (path.length > 0 && fleetAdjacent(index, from, s)) continue;
      let shortcut = false;
      for (let i = 0; i < path.length - 1; i++) if (fleetAdjacent(index, path[i], s)) shortcut = true;
      if (shortcut) continue;
      const has = containsFleet || s === fleet;
      if (fleetAdjacent(index, s, to)) {
        if (has) return true;
        continue; // going on from here would leave a shortcut to the destination
      }
      path.push(s);
      inPath[s] = 1;
      const found = extend(has);
      path.pop();
      inPath[s] = 0;
      if (found) return true;
    }
    return false;
  };
  const found = extend(false);
  index.routeCache.set(key, found);
  return found;
}

/**
 * The fleets among `fleets` (provinces) that lie on at least one chain of them from `from`
 * to `to`: the routes "as ordered" of the 1971 rules (XII.4), where the dislodgement of any
 * fleet of any such route stops the army.
 */
export function fleetsOnOrderedRoutes(index: VariantIndex, fleets: readonly number[], from: number, to: number): number[] {
  const onRoute = new Set<number>();
  const path: number[] = [];
  const visit = (last: number): void => {
    for (const f of fleets) {
      if (path.includes(f) || !fleetAdjacent(index, last, f)) continue;
      path.push(f);
      if (fleetAdjacent(index, f, to)) for (const p of path) onRoute.add(p);
      visit(f);
      path.pop();
    }
  };
  visit(from);
  return [...onRoute];
}
