/**
 * The routes "as ordered" of the 1971 rules. Convoy routes on the board (what is legal)
 * are in engine/orders/convoy-routes.ts. Provinces are numbers of the variant index.
 */
import { fleetAdjacent, type VariantIndex } from '../variant-index.js';

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
