/**
 * The map features the engine plays with moves of their own, and their hooks for one map.
 *
 * Each feature module (engine/rules/railway/, engine/rules/suez/) registers move hooks
 * (hooks.ts) once per variant index, and only when the map declares a feature of its kind;
 * `moveFeatures(index)` merges them into the few questions the engine asks:
 *  - `routes(b, u)`: the extra moves a unit may be ordered (order kinds: move, support);
 *  - `routeNamed(word)`, `checkRouteMove(…)`: a move naming a route (order reading, move check);
 *  - `passagePermission(b, u, to)`: whose permission a move needs (order table, resolver);
 *  - `planRoutes(orders)`: how the phase's named-route moves resolve (order table).
 * A map without such features gets null, so that every asker skips them at once.
 */
import type { VariantIndex } from '../variant-index.js';
import type { BoardState } from '../orders/board-state.js';
import type { LocationId } from '../../model/variant.js';
import { emptyMoveHooks, type FeatureMove, type MoveFeatureDefinition, type MoveHooks, type RouteMoveCheck, type RouteOrders, type RoutePlan } from './hooks.js';
import { railway } from './railway/index.js';
import { suez } from './suez/index.js';

const definitions: readonly MoveFeatureDefinition[] = [railway, suez];

export interface MoveFeatures {
  /** The extra moves unit u may be ordered this phase (shared arrays: never changed by the asker). */
  routes(b: BoardState, u: number): readonly FeatureMove[];
  /** The route a word of an order names, or null. */
  routeNamed(word: string): string | null;
  /** The legality of unit u's move along `route`. */
  checkRouteMove(b: BoardState, u: number, route: string, to: LocationId): RouteMoveCheck;
  /** Whether some feature asks for passage permissions (else `passagePermission` is always -1). */
  readonly permits: boolean;
  /** The province whose occupant must permit unit u's move into `to`, or -1. */
  passagePermission(b: BoardState, u: number, to: number): number;
  /** How the phase's named-route moves resolve (sets their `target`), or null when none is ordered. */
  planRoutes(orders: RouteOrders): RoutePlan | null;
}

const cache = new WeakMap<VariantIndex, MoveFeatures | null>();

export function moveFeatures(index: VariantIndex): MoveFeatures | null {
  let found = cache.get(index);
  if (found === undefined) {
    const hooks = emptyMoveHooks();
    const kinds = new Set(index.variant.features.map((f) => f.kind));
    for (const d of definitions) if (kinds.has(d.kind)) d.register(hooks, index);
    found = Object.values(hooks).every((list) => list.length === 0) ? null : merged(hooks);
    cache.set(index, found);
  }
  return found;
}

function merged(hooks: MoveHooks): MoveFeatures {
  const none: readonly FeatureMove[] = [];
  const routeHooks = hooks.moveRoutes;
  return {
    // Asked for every move and support checked: the hooks answer from tables made once per
    // map, so nothing is cached per board, and a unit no feature serves gets `none` at once.
    routes(b, u) {
      if (routeHooks.length === 1) return routeHooks[0](b, u);
      let found = none;
      for (const hook of routeHooks) {
        const moves = hook(b, u);
        if (moves.length > 0) found = found.length === 0 ? moves : found.concat(moves);
      }
      return found;
    },
    routeNamed(word) {
      for (const hook of hooks.routeNamed) {
        const route = hook(word);
        if (route !== null) return route;
      }
      return null;
    },
    checkRouteMove(b, u, route, to) {
      for (const hook of hooks.routeMove) {
        const check = hook(b, u, route, to);
        if (check !== null) return check;
      }
      return { ok: false, reason: `no route ${route.toUpperCase()} on this map` };
    },
    permits: hooks.passagePermission.length > 0,
    passagePermission(b, u, to) {
      for (const hook of hooks.passagePermission) {
        const p = hook(b, u, to);
        if (p >= 0) return p;
      }
      return -1;
    },
    planRoutes(orders) {
      if (hooks.planRoutes.length === 1) return hooks.planRoutes[0](orders);
      const plans = hooks.planRoutes.map((hook) => hook(orders)).filter((p): p is RoutePlan => p !== null);
      return plans.length <= 1 ? plans[0] ?? null : combined(plans);
    },
  };
}

/** Several features' plans as one, each answering for the moves it planned. */
function combined(plans: readonly RoutePlan[]): RoutePlan {
  const n = plans[0].transit.length;
  const owner = new Array<RoutePlan | null>(n).fill(null);
  for (const plan of plans) for (let u = 0; u < n; u++) if (plan.transit[u] !== null) owner[u] = plan;
  return {
    transit: owner.map((plan, u) => (plan === null ? null : plan.transit[u])),
    yields: owner.map((plan, u) => (plan === null ? 0 : plan.yields[u])),
    stop: (u, empty) => (owner[u] as RoutePlan).stop(u, empty),
    result: (u, facts) => (owner[u] as RoutePlan).result(u, facts),
  };
}
