/**
 * The railway as the engine plays it (`railway tsr … owner russia: mos … vla`; Colonial
 * Diplomacy 9.2–9.25 and the errata of 1996; the model is in spec.md). It registers move
 * hooks for the map's lines: the moves along them (`A Mos - TSR - Vla`), their names in
 * orders, their legality (check.ts), and how they resolve (plan.ts: the province each
 * attacks, the provinces it passes, where it stops, and the words of its result).
 */
import { registerMove, type FeatureMove, type MoveFeatureDefinition, type RoutePlan } from '../hooks.js';
import { checkRailwayMove } from './check.js';
import { railwayLines, type RailwayLine } from './line.js';
import { planRailwayMoves, railwayStop, type RailwayPlan } from './plan.js';

export const railway: MoveFeatureDefinition = {
  kind: 'railway',
  register(hooks, index) {
    const lines = railwayLines(index);
    if (lines.length === 0) return;
    const byId = new Map(lines.map((l) => [l.id, l]));
    // Only the owner's armies use a line (9.21); along it, to any other province of it (9.2).
    const moves = movesByPower(lines, index.provinceCount);
    const none: readonly FeatureMove[] = [];
    registerMove(hooks, 'moveRoutes', (b, u) => {
      const p = b.province[u];
      if (b.isFleet[u] === 1 || p < 0 || moves.onLine[p] === 0) return none;
      return moves.byPower.get(b.units[u].power)?.[p] ?? none;
    });
    registerMove(hooks, 'routeNamed', (word) => lines.find((l) => l.words.has(word))?.id ?? null);
    registerMove(hooks, 'routeMove', (b, u, route, to) => (byId.has(route) ? checkRailwayMove(b, u, route, to) : null));
    registerMove(hooks, 'planRoutes', (orders) => {
      let line: (RailwayLine | null)[] | null = null;
      for (let u = 0; u < orders.count; u++) {
        const l = orders.route[u] === null ? undefined : byId.get(orders.route[u] as string);
        if (l === undefined) continue;
        line ??= new Array<RailwayLine | null>(orders.count).fill(null);
        line[u] = l;
      }
      return line === null ? null : railwayPlan(planRailwayMoves(orders, line));
    });
  },
};

/**
 * The railway moves of an army, by its power and province, made once per map: whether a
 * province is on some line, and for each owner the moves from each province of its lines.
 */
function movesByPower(lines: readonly RailwayLine[], provinceCount: number): { readonly onLine: Uint8Array; readonly byPower: ReadonlyMap<string, (readonly FeatureMove[] | undefined)[]> } {
  const onLine = new Uint8Array(provinceCount);
  const byPower = new Map<string, FeatureMove[][]>();
  for (const line of lines) {
    let from = byPower.get(line.owner);
    if (from === undefined) {
      from = new Array<FeatureMove[]>(provinceCount);
      byPower.set(line.owner, from);
    }
    for (const p of line.route) {
      onLine[p] = 1;
      const list = (from[p] ??= []);
      for (const to of line.route) if (to !== p) list.push({ to, route: line.id });
    }
  }
  return { onLine, byPower };
}

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
      const why =
        f.stayer !== null
          ? `${f.stayer} stays in ${f.attacked}, which a railway move cannot take (9.23)`
          : f.blocker !== null
            ? `${f.blocker} failed, so ${f.blockedIn} stayed occupied and closes the line beyond it (9.241, question 1)`
            : f.failure;
      const where = f.stoppedIn !== null ? `stops in ${f.stoppedIn}` : `stays in ${f.start}`;
      return { outcome: 'failed', reason: `${where}: ${why}` };
    },
  };
}
