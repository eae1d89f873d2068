/**
 * The move order (`A Par - Bur`, `F Spa/nc - Mao`, `A Lon - Bel via convoy`): its legality
 * and its listing, on one check. A unit moves to a place it borders (a fleet along a
 * coast it can reach, DATC 6.B.1–6.B.3), or an army by a chain of fleets standing on the
 * board (DATC 4.E.1); never into its own province, onto ground it cannot stand on, or
 * into a province a rule module closes. What the resolver gets: the target province, the
 * location reached, and whether the army asks for a convoy (DATC 4.A.3).
 */
import type { LocationId } from '../../../model/variant.js';
import type { Order, UnitRef } from '../../types.js';
import { armyAdjacent, canStand, fleetDestination, provinceAt } from '../../variant-index.js';
import { entryRefused, provinceName, type BoardState } from '../board-state.js';
import { convoyReach } from '../convoy-routes.js';
import { canalGateway, gateways } from '../../rules/suez/gateway.js';
import { checkRailwayMove } from '../../rules/railway/check.js';
import { hasRailways, railwayLines } from '../../rules/railway/line.js';

export type MoveCheck =
  | { readonly ok: true; readonly to: number; readonly destination: LocationId; readonly wantsConvoy: boolean }
  | { readonly ok: false; readonly reason: string };

export function checkMove(b: BoardState, u: number, to: LocationId, viaConvoy: boolean): MoveCheck {
  const { index } = b;
  const unit = b.units[u];
  const t = provinceAt(index, to);
  if (t < 0) return { ok: false, reason: `no such place: ${to}` };
  const from = b.province[u];
  if (t === from) return { ok: false, reason: 'a unit cannot move to its own province' };
  const closed = entryRefused(b, t);
  if (closed !== null) return { ok: false, reason: closed };
  if (!canStand(unit.type, index.terrain[t])) return { ok: false, reason: `${unit.type === 'army' ? 'an army' : 'a fleet'} cannot go to ${provinceName(b, t)}` };
  if (unit.type === 'fleet') {
    if (viaConvoy) return { ok: false, reason: 'only armies can be convoyed' };
    // Through a gateway (the Suez Canal): legal whoever stands in it; the permission is decided by the resolver.
    if (canalGateway(index, from, t) >= 0) return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: false };
    const move = fleetDestination(index, unit.location, to);
    return move.ok ? { ok: true, to: t, destination: move.to, wantsConvoy: false } : move;
  }
  const adjacent = armyAdjacent(index, from, t);
  if (adjacent && !viaConvoy) return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: false };
  if (!convoyReach(b, u).destinations.includes(t)) {
    return { ok: false, reason: adjacent ? `no convoy route from ${provinceName(b, from)} to ${provinceName(b, t)}` : `${provinceName(b, t)} is not adjacent to ${provinceName(b, from)}` };
  }
  return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: true };
}

/** Every move `checkMove` accepts for unit u, appended to `out`. */
export function listMoves(b: BoardState, u: number, unit: UnitRef, out: Order[]): void {
  const { index } = b;
  const p = b.province[u];
  if (p < 0) return;
  if (b.isFleet[u]) {
    const l = b.location[u];
    if (l < 0) return;
    for (const t of index.fleetMovesFrom[l]) {
      const to = index.locations[t];
      if (checkMove(b, u, to, false).ok) out.push({ kind: 'move', unit, to, viaConvoy: false });
    }
    for (const g of index.hasGateways ? gateways(index) : []) {
      const t = g.seas[0] === p ? g.seas[1] : g.seas[1] === p ? g.seas[0] : -1;
      const to = t < 0 ? null : index.provinceIds[t];
      if (to !== null && checkMove(b, u, to, false).ok) out.push({ kind: 'move', unit, to, viaConvoy: false });
    }
    return;
  }
  for (const t of index.armyNeighbours[p]) {
    const to = index.provinceIds[t];
    if (checkMove(b, u, to, false).ok) out.push({ kind: 'move', unit, to, viaConvoy: false });
  }
  for (const t of convoyReach(b, u).destinations) {
    const to = index.provinceIds[t];
    if (checkMove(b, u, to, true).ok) out.push({ kind: 'move', unit, to, viaConvoy: true });
  }
  if (!hasRailways(index)) return;
  // Along a railway of its power (errata 9.2): to every other province of the line.
  for (const line of railwayLines(index)) {
    if (line.at[p] < 0) continue;
    for (const t of line.route) {
      const to = index.provinceIds[t];
      if (checkRailwayMove(b, u, line.id, to).ok) out.push({ kind: 'move', unit, to, viaConvoy: false, railway: line.id });
    }
  }
}
