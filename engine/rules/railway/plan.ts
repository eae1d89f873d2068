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
import { filled } from '../../filled.js';
import type { RouteOrders } from '../hooks.js';
import type { RailwayLine } from './line.js';

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
  // Every unit's target as the round started (only railway moves' targets change), and the
  // moves into each province then: ordinary moves, and railway moves at those targets.
  const roundTarget = o.target.slice();
  // A plain array: a typed one this size is allocated outside V8's heap, at several times the cost (filled.ts).
  const into = filled(o.unitAt.length, 0);
  for (let u = 0; u < o.count; u++) if (line[u] !== null || o.moving[u]) into[o.target[u]]++;
  for (let changed = true; changed; ) {
    changed = false;
    for (const u of railway) roundTarget[u] = o.target[u];
    for (const u of railway) {
      const l = line[u] as RailwayLine;
      // The walk along the line from the army's province towards its destination.
      const from = l.at[o.province[u]];
      const to = l.at[o.ordered[u]];
      const step = to > from ? 1 : -1;
      const passed: number[] = [];
      let attacked = o.ordered[u];
      for (let k = from + step; k !== to + step; k += step) {
        const p = l.route[k];
        // Where the walk stopped in the round before: it goes no further (its cause stays).
        if (p === o.target[u]) {
          attacked = p;
          break;
        }
        const others = into[p];
        const occupant = o.unitAt[p];
        const stays = occupant >= 0 && !o.moving[occupant];
        const owner = o.owner(p);
        const captured = owner !== null && owner !== l.owner;
        if (others > 0 || stays || captured) {
          attacked = p;
          cause[u] = others > 0 ? enteringUnit(o, roundTarget, u, p) : captured && !stays ? CAPTURED : NOTHING;
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
    for (const u of railway) {
      if (roundTarget[u] === o.target[u]) continue;
      into[roundTarget[u]]--;
      into[o.target[u]]++;
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
