/**
 * The move order (`A Par - Bur`, `F Spa/nc - Mao`, `A Lon - Bel via convoy`): its legality
 * and its listing, on one check. A unit moves to a place it borders (a fleet along a
 * coast it can reach, DATC 6.B.1–6.B.3), or an army by a chain of fleets standing on the
 * board (DATC 4.E.1); never into its own province, onto ground it cannot stand on, or
 * into a province a rule module closes; or by a route a map feature adds (its move hooks:
 * engine/rules/move-features.ts), named in the order or not. What the resolver gets: the
 * target province, the location reached, and whether the army asks for a convoy (DATC 4.A.3).
 */
import type { LocationId } from '../../../model/variant.js';
import type { Order, UnitRef } from '../../types.js';
import { armyAdjacent, canStand, fleetDestination, locationAt, provinceAt, provinceName } from '../../variant-index.js';
import { entryRefused, type BoardState } from '../board-state.js';
import { convoyReach } from '../convoy-routes.js';
import { canBeConvoyed } from '../convoyable.js';
import type { MoveFeatures } from '../../rules/move-features.js';

export type MoveCheck =
  | { readonly ok: true; readonly to: number; readonly destination: LocationId; readonly wantsConvoy: boolean }
  | { readonly ok: false; readonly reason: string };

/** `toAt`: the number of location `to` (variant-index.ts), when the caller looked it up already; -1 when the map has no such location. */
export function checkMove(b: BoardState, u: number, to: LocationId, viaConvoy: boolean, toAt = locationAt(b.index, to)): MoveCheck {
  const { index } = b;
  const unit = b.units[u];
  // A coast the map lacks (`spa/xx`) is looked for by its province.
  const t = toAt >= 0 ? index.provinceOfLocation[toAt] : provinceAt(index, to);
  if (t < 0) return { ok: false, reason: `no such place: ${to}` };
  const from = b.province[u];
  if (t === from) return { ok: false, reason: 'a unit cannot move to its own province' };
  const closed = entryRefused(b, t, u);
  if (closed !== null) return { ok: false, reason: closed };
  if (!canStand(unit.type, index.terrain[t])) return { ok: false, reason: `${unit.type === 'army' ? 'an army' : 'a fleet'} cannot go to ${provinceName(b.index, t)}` };
  if (unit.type === 'fleet') {
    if (viaConvoy) return { ok: false, reason: 'only armies can be convoyed' };
    // The common case by numbers: a border listed to the place as it is written.
    const from = b.location[u];
    if (toAt >= 0 && from >= 0 && index.fleetMovesFrom[from].includes(toAt) && index.locations[from] === unit.location) {
      return { ok: true, to: t, destination: index.locations[toAt], wantsConvoy: false };
    }
    const move = fleetDestination(index, unit.location, to);
    if (move.ok) return { ok: true, to: t, destination: move.to, wantsConvoy: false };
    // A feature's route (whoever stands on it: a permission it needs is for the resolver); asked
    // only when no border leads there, so that ordinary fleet moves never look at the features.
    if (b.moves !== null && addedMove(b, u, t)) return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: false };
    return move;
  }
  const adjacent = armyAdjacent(index, from, t);
  if (!viaConvoy && !adjacent && b.moves !== null && addedMove(b, u, t)) return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: false };
  if (adjacent && !viaConvoy) return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: false };
  if (!canBeConvoyed(b, u, t)) {
    return { ok: false, reason: adjacent ? `no convoy route from ${provinceName(b.index, from)} to ${provinceName(b.index, t)}` : `${provinceName(b.index, t)} is not adjacent to ${provinceName(b.index, from)}` };
  }
  return { ok: true, to: t, destination: index.provinceIds[t], wantsConvoy: true };
}

/** Whether a map feature adds a move of unit u to province t that its order need not name (`F Red - Med`). */
function addedMove(b: BoardState, u: number, t: number): boolean {
  return (b.moves as MoveFeatures).routes(b, u).some((m) => m.to === t && m.route === null);
}

/** Every move `checkMove` (or, for a named route, its feature's check) accepts for unit u, appended to `out`. */
export function listMoves(b: BoardState, u: number, unit: UnitRef, out: Order[]): void {
  const { index } = b;
  const p = b.province[u];
  if (p < 0) return;
  if (b.isFleet[u]) {
    const l = b.location[u];
    if (l < 0) return;
    for (const t of index.fleetMovesFrom[l]) {
      const to = index.locations[t];
      if (checkMove(b, u, to, false, t).ok) out.push({ kind: 'move', unit, to, viaConvoy: false });
    }
  } else {
    // A province's number is its location's (variant-index.ts numbers provinces first), so t serves as `toAt`.
    for (const t of index.armyNeighbours[p]) {
      const to = index.provinceIds[t];
      if (checkMove(b, u, to, false, t).ok) out.push({ kind: 'move', unit, to, viaConvoy: false });
    }
    for (const t of convoyReach(b, u).destinations) {
      const to = index.provinceIds[t];
      if (checkMove(b, u, to, true, t).ok) out.push({ kind: 'move', unit, to, viaConvoy: true });
    }
  }
  if (b.moves === null) return;
  for (const m of b.moves.routes(b, u)) {
    const to = index.provinceIds[m.to];
    if (m.route === null) {
      if (adjacentTo(b, u, m.to) || !checkMove(b, u, to, false, m.to).ok) continue;
      // Listed with the province whose occupant must permit it (Egypt for the canal), when one must.
      const gate = b.moves.permits ? b.moves.passagePermission(b, u, m.to) : -1;
      out.push(gate < 0 ? { kind: 'move', unit, to, viaConvoy: false } : { kind: 'move', unit, to, viaConvoy: false, permission: index.provinceIds[gate] });
    } else if (b.moves.checkRouteMove(b, u, m.route, to).ok) out.push({ kind: 'move', unit, to, viaConvoy: false, railway: m.route });
  }
}

/** Whether unit u borders province t (its moves there were listed with the others). */
function adjacentTo(b: BoardState, u: number, t: number): boolean {
  if (b.isFleet[u] === 0) return armyAdjacent(b.index, b.province[u], t);
  return b.location[u] >= 0 && b.index.fleetReaches[b.location[u] * b.index.provinceCount + t] === 1;
}
