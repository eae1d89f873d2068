/**
 * How far a railway move reaches before the resolver runs (errata 9.23–9.25, and the
 * model written down in spec.ts): the province the army is treated as attacking.
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
import type { PowerId } from '../../../model/variant.js';
import type { RailwayLine } from './line.js';
import { railwayPath } from './line.js';

export interface RailwayOrders {
  readonly count: number;
  readonly power: readonly PowerId[];
  readonly province: readonly number[];
  readonly unitAt: readonly number[];
  /** Per unit: 1 for a valid move order (railway moves included). */
  readonly moving: readonly number[];
  /** Per unit: the province a valid move enters (for railway moves: what the walk found so far). */
  readonly target: number[];
  /** Per unit: the line a railway move travels, or null. */
  readonly line: readonly (RailwayLine | null)[];
  /** Per unit: the destination a railway move was ordered to (-1 for other units). */
  readonly ordered: readonly number[];
  /** Who owns each province's centre (province number → power), for 9.241. */
  readonly owner: (p: number) => PowerId | null;
}

/**
 * Sets `target` of every railway move to the province it attacks and returns its transit
 * provinces (null for other units). Railway moves contest each other's provinces too, so
 * the walk is repeated until no attacked province changes (each change moves a target
 * nearer its start, so it ends).
 */
export function planRailwayMoves(o: RailwayOrders): (number[] | null)[] {
  const transit: (number[] | null)[] = new Array<number[] | null>(o.count).fill(null);
  const railway: number[] = [];
  for (let u = 0; u < o.count; u++) if (o.line[u] !== null) railway.push(u);
  if (railway.length === 0) return transit;
  // Provinces other moves enter: counted once for ordinary moves, per round for railway moves.
  const entered = new Map<number, number>();
  for (let u = 0; u < o.count; u++) if (o.moving[u] && o.line[u] === null) entered.set(o.target[u], (entered.get(o.target[u]) ?? 0) + 1);
  for (let round = 0; round <= railway.length * 8; round++) {
    const into = new Map(entered);
    for (const u of railway) into.set(o.target[u], (into.get(o.target[u]) ?? 0) + 1);
    let changed = false;
    for (const u of railway) {
      const path = railwayPath(o.line[u] as RailwayLine, o.province[u], o.ordered[u]);
      const passed: number[] = [];
      let attacked = path[path.length - 1];
      for (const p of path) {
        const others = (into.get(p) ?? 0) - (o.target[u] === p ? 1 : 0);
        const occupant = o.unitAt[p];
        const stays = occupant >= 0 && !o.moving[occupant];
        const owner = o.owner(p);
        const captured = owner !== null && owner !== (o.line[u] as RailwayLine).owner;
        if (others > 0 || stays || captured || p === o.ordered[u]) {
          attacked = p;
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
    if (!changed) break;
  }
  return transit;
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
