/**
 * The gateway as the engine plays it (`gateway egy joins med red`: the Suez Canal, Colonial
 * Diplomacy 9.3, errata 9.34–9.35; the model is in spec.md). It registers two move hooks:
 * the canal move (`F Red - Med`), an extra route for any fleet in one of the two seas,
 * written as an ordinary move; and its passage permission, the occupant of the gateway
 * province, whose support of that very move lets it pass (asked by the resolver).
 */
import { registerMove, type MoveFeatureDefinition } from '../hooks.js';
import { canalGateway, gateways } from './gateway.js';

export const suez: MoveFeatureDefinition = {
  kind: 'gateway',
  register(hooks, index) {
    const list = gateways(index);
    if (list.length === 0) return;
    registerMove(hooks, 'moveRoutes', (b, u) => {
      const p = b.province[u];
      if (b.isFleet[u] === 0 || p < 0) return [];
      return list.flatMap((g) => (g.seas[0] === p ? [{ to: g.seas[1], route: null }] : g.seas[1] === p ? [{ to: g.seas[0], route: null }] : []));
    });
    registerMove(hooks, 'passagePermission', (b, u, to) => (b.isFleet[u] === 1 && b.province[u] >= 0 ? canalGateway(index, b.province[u], to) : -1));
  },
};
