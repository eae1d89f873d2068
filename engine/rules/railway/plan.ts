/**
 * How far a railway move reaches before the resolver runs (errata 9.23–9.25, and the
 * model written down in spec.md): the province the army is treated as attacking.
 *
 * Walking from its province towards its destination, the army attacks the first province
 *  - into which another unit is ordered to move (a contest: 9.25, the two questions), or
 *  - whose occupant is not ordered to move out (it stays: 9.23 (3), 9.241), or
 *  - that is a centre of the line captured by another power (9.241, exception), or
 *  - its destination.
 * Provinces before it are transit: empty at the start, or left by a unit ordered to move
 * out (9.25: "Krasnoïarsk est laissée vide par les Chinois au moment où l'unité russe y
 * transite"). The walk reads the orders only, never the outcome, so the resolver sees an
 * ordinary move into the attacked province, with the transit provinces beside it.
 */
import type { RouteOrders } from '../hooks.js';
import type { RailwayLine } from './line.js';
import { railwayPath } from './line.js';

/** What ended a railway army's walk before its destination: a captured centre, or another unit's move (its number). */
export const CAPTURED = -2;
export const NOTHING = -1;

export interface RailwayPlan {
  /** Per unit: the provinces passed before the one attacked, or null for other units. */
  readonly transit: (number[] | null)[];
  /** Per unit: the unit whose move into the province attacked stopped the walk there, CAPTURED, or NOTHING. */
  readonly cause: number[];
}

/**
 * Sets `target` of every railway move to the province it attacks and returns its transit
 * provinces (null for other units). Railway moves contest each other's provinces too, so
 * the walk is repeated until no attacked province changes. A walk never goes beyond the
 * province it attacked in the round before: each change moves a target nearer its start,
 * so the rounds end, and two armies crossing each other on the line stop where they first
 * met (each attacking a province the other was ordered into), not past each other.
 */
export function planRailwayMoves(o: RouteOrders, line: readonly (RailwayLine | null)[]): RailwayPlan {
  const transit: (number[] | null)[] = new Array<number[] | null>(o.count).fill(null);
  const cause: number[] = new Array<number>(o.count).fill(NOTHING);
  const railway: number[] = [];
  for (let u = 0; u < o.count; u++) if (line[u] !== null) railway.push(u);
  if (railway.length === 0) return { transit, cause };
  // Provinces other moves enter: counted once for ordinary moves, per round for railway moves.
  const entered = new Map<number, number>();
  for (let u = 0; u < o.count; u++) if (o.moving[u] && line[u] === null) entered.set(o.target[u], (entered.get(o.target[u]) ?? 0) + 1);
  for (let changed = true; changed; ) {
    changed = false;
    const into = new Map(entered);
    for (const u of railway) into.set(o.target[u], (into.get(o.target[u]) ?? 0) + 1);
    const targets = o.target.slice();
    for (const u of railway) {
      const path = railwayPath(line[u] as RailwayLine, o.province[u], o.ordered[u]);
      const passed: number[] = [];
      let attacked = path[path.length - 1];
      for (const p of path) {
        // Where the walk stopped in the round before: it goes no further (its cause stays).
        if (p === o.target[u]) {
          attacked = p;
          break;
        }
        const others = into.get(p) ?? 0;
        const occupant = o.unitAt[p];
        const stays = occupant >= 0 && !o.moving[occupant];
        const owner = o.owner(p);
        const captured = owner !== null && owner !== (line[u] as RailwayLine).owner;
        if (others > 0 || stays || captured) {
          attacked = p;
          cause[u] = others > 0 ? enteringUnit(o, targets, u, p) : captured && !stays ? CAPTURED : NOTHING;
          break;
        }
        passed.push(p);
      }
      transit[u] = passed;
      if (o.target[u] !== attacked) {
        o.target[u] = attacked;
        changed = true;
      }
    }
  }
  return { transit, cause };
}

/** A unit other than u whose move enters province p (`targets`: as the round started). */
function enteringUnit(o: RouteOrders, targets: readonly number[], u: number, p: number): number {
  for (let v = 0; v < o.count; v++) if (v !== u && o.moving[v] && targets[v] === p) return v;
  return NOTHING;
}

/**
 * Where a railway army that did not enter the province it attacked ends: the nearest
 * transit province before it that is empty after the phase (9.23 (3), 9.25), else where
 * it stood. `empty(p)` says whether nothing stands in p after the phase.
 */
export function railwayStop(transit: readonly number[], empty: (p: number) => boolean): number {
  for (let i = transit.length - 1; i >= 0; i--) if (empty(transit[i])) return transit[i];
  return -1;
}
