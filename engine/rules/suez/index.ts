/**
 * The gateway as the engine plays it (`gateway egy joins med red`: the Suez Canal, Colonial
 * Diplomacy 9.3, errata 9.34–9.35; the model is in spec.md). It registers two move hooks:
 * the canal move (`F Red - Med`), an extra route for any fleet in one of the two seas,
 * written as an ordinary move; and its passage permission, the occupant of the gateway
 * province, whose support of that very move lets it pass (asked by the resolver).
 */
import type { FeatureMove } from '../hooks.js';
import { registerMove, type MoveFeatureDefinition } from '../hooks.js';
import { gateways, type Gateway } from './gateway.js';

export const suez: MoveFeatureDefinition = {
  kind: 'gateway',
  register(hooks, index) {
    const list = gateways(index);
    if (list.length === 0) return;
    const { moves, passes } = canalMoves(list, index.provinceCount);
    const none: readonly FeatureMove[] = [];
    registerMove(hooks, 'moveRoutes', (b, u) => {
      const p = b.province[u];
      return b.isFleet[u] === 0 || p < 0 ? none : (moves[p] ?? none);
    });
    registerMove(hooks, 'passagePermission', (b, u, to) => {
      const p = b.province[u];
      if (b.isFleet[u] === 0 || p < 0 || passes[p] === undefined) return -1;
      for (const pass of passes[p]) if (pass.to === to) return pass.gate;
      return -1;
    });
  },
};

/**
 * Per sea joined by a gateway, made once per map: the canal moves of a fleet standing in
 * it, and the gateway province each passes (whose occupant must permit it).
 */
function canalMoves(list: readonly Gateway[], provinceCount: number): {
  readonly moves: (readonly FeatureMove[] | undefined)[];
  readonly passes: (readonly { readonly to: number; readonly gate: number }[] | undefined)[];
} {
  const moves = new Array<FeatureMove[] | undefined>(provinceCount);
  const passes = new Array<{ to: number; gate: number }[] | undefined>(provinceCount);
  for (const g of list) {
    for (const [from, to] of [g.seas, [g.seas[1], g.seas[0]]] as const) {
      (moves[from] ??= []).push({ to, route: null });
      (passes[from] ??= []).push({ to, gate: g.province });
    }
  }
  return { moves, passes };
}
