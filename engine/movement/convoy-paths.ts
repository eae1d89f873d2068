/**
 * Convoy routes: chains of fleets in sea (or mixed) provinces from an army's province
 * to its destination. Provinces are indexes of the variant index.
 */
import { fleetAdjacent, type VariantIndex } from '../variant-index.js';

/**
 * Whether fleets standing on the board could carry an army from `from` to `to`, whatever
 * they are ordered (DATC 4.E.1: a convoyed move with no such chain is impossible, hence
 * illegal, 6.D.32; with such a chain it is a legal move that may fail, 6.D.8).
 * `unitAt` gives the unit in each province, `isFleet` whether each unit is a fleet;
 * the fleet in province `except` takes no part (it is the one giving a support).
 */
export function convoyPossible(index: VariantIndex, from: number, to: number, unitAt: readonly number[], isFleet: readonly number[], except: number): boolean {
  // The variant's scratch marks and queue: this search calls nothing that could reuse them.
  const marks = index.scratchMarks;
  const queue = index.scratchQueue;
  const stamp = ++index.scratchStamp;
  let tail = 0;
  const start = index.fleetNeighbours[from];
  for (let i = 0; i < start.length; i++) {
    const p = start[i];
    if (usable(index, p, unitAt, isFleet, except)) {
      marks[p] = stamp;
      queue[tail++] = p;
    }
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head];
    if (fleetAdjacent(index, p, to)) return true;
    const next = index.fleetNeighbours[p];
    for (let i = 0; i < next.length; i++) {
      const q = next[i];
      if (marks[q] !== stamp && usable(index, q, unitAt, isFleet, except)) {
        marks[q] = stamp;
        queue[tail++] = q;
      }
    }
  }
  return false;
}

/** A sea (or mixed) province holding a fleet that may take part, `except` excluded. */
function usable(index: VariantIndex, p: number, unitAt: readonly number[], isFleet: readonly number[], except: number): boolean {
  if (!index.convoyCapable[p] || p === except) return false;
  const u = unitAt[p];
  return u >= 0 && isFleet[u] === 1;
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
