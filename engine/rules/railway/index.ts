/**
 * The railway as the engine plays it (`railway tsr … owner russia: mos … vla`; Colonial
 * Diplomacy 9.2–9.25 and the errata of 1996; the model is in spec.md). It registers move
 * hooks for the map's lines: the moves along them (`A Mos - TSR - Vla`), their names in
 * orders, their legality (check.ts), and how they resolve (plan.ts: the province each
 * attacks, the provinces it passes, where it stops, and the words of its result).
 */
import { registerMove, type FeatureMove, type MoveFeatureDefinition, type RoutePlan } from '../hooks.js';
import { checkRailwayMove } from './check.js';
import { railwayLines } from './line.js';
import { planRailwayMoves, railwayStop, type RailwayPlan } from './plan.js';

export const railway: MoveFeatureDefinition = {
  kind: 'railway',
  register(hooks, index) {
    const lines = railwayLines(index);
    if (lines.length === 0) return;
    const byId = new Map(lines.map((l) => [l.id, l]));
    registerMove(hooks, 'moveRoutes', (b, u) => {
      const from = b.province[u];
      const unit = b.units[u];
      if (unit.type !== 'army' || from < 0) return [];
      const moves: FeatureMove[] = [];
      for (const line of lines) {
        // Only the owner's armies use the line (9.21); along it, to any other province of it (9.2).
        if (line.owner !== unit.power || line.at[from] < 0) continue;
        for (const to of line.route) if (to !== from) moves.push({ to, route: line.id });
      }
      return moves;
    });
    registerMove(hooks, 'routeNamed', (word) => lines.find((l) => l.words.has(word))?.id ?? null);
    registerMove(hooks, 'routeMove', (b, u, route, to) => (byId.has(route) ? checkRailwayMove(b, u, route, to) : null));
    registerMove(hooks, 'planRoutes', (orders) => {
      const line = orders.route.map((id) => (id === null ? null : byId.get(id) ?? null));
      return line.some((l) => l !== null) ? railwayPlan(planRailwayMoves(orders, line)) : null;
    });
  },
};

/** The resolution of railway moves once planned: none takes a province from a unit that stays (9.23 (3)). */
function railwayPlan({ transit, cause }: RailwayPlan): RoutePlan {
  return {
    transit,
    yields: transit.map((t) => (t === null ? 0 : 1)),
    stop: (u, empty) => railwayStop(transit[u] as number[], empty),
    result(u, f) {
      if (f.entered) {
        if (f.attackedOrdered) return { outcome: 'succeeded' };
        // It entered a province on its way, where something stopped its walk.
        const by = cause[u];
        const why =
          by >= 0
            ? `${f.name(by)} was ordered into it, a contest on the way the army fights alone (9.25)`
            : `${f.attacked} is a centre of the line held by another power, which closes the line beyond it (9.241)`;
        return { outcome: 'failed', reason: `stops in ${f.attacked}: ${why}` };
      }
      const why = f.stayer !== null ? `${f.stayer} stays in ${f.attacked}, which a railway move cannot take (9.23)` : f.failure;
      const where = f.stoppedIn !== null ? `stops in ${f.stoppedIn}` : `stays in ${f.start}`;
      return { outcome: 'failed', reason: `${where}: ${why}` };
    },
  };
}
