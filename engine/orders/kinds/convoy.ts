/**
 * The convoy order (`F Nth C A Lon - Nwy`): its legality and its listing, on one check.
 * A fleet in a sea (or mixed province) convoys an army when it lies on a route of fleets
 * standing on the board, from the army to the destination, in which every sea is needed
 * (DATC 6.G.19: a fleet on no such route takes part in no convoy). What the resolver
 * gets: the army and its destination.
 */
import type { ProvinceId } from '../../../model/variant.js';
import { provinceOf } from '../../../model/locations.js';
import type { Order, UnitRef } from '../../types.js';
import { locationAt, placeName, provinceAt, provinceName } from '../../variant-index.js';
import { entryRefused, type BoardState } from '../board-state.js';
import { convoyReach, findAllRoutes } from '../convoy-routes.js';
import { onConvoyRoute } from '../convoyable.js';
import type { MoveTargets } from '../move-targets.js';

export type ConvoyCheck = { readonly ok: true; readonly army: number; readonly to: number } | { readonly ok: false; readonly reason: string };

/** `armyAt`, `toAt`: the numbers of the places named (variant-index.ts), when the caller looked them up already; -1 when the map has none such. */
export function checkConvoy(b: BoardState, f: number, army: ProvinceId, to: ProvinceId, armyAt = locationAt(b.index, army), toAt = locationAt(b.index, to)): ConvoyCheck {
  const { index } = b;
  if (b.isFleet[f] === 0) return { ok: false, reason: 'only fleets can convoy' };
  if (b.province[f] < 0 || !index.convoyCapable[b.province[f]]) return { ok: false, reason: 'a fleet can only convoy from a sea' };
  const at = armyAt >= 0 ? index.provinceOfLocation[armyAt] : provinceAt(index, army);
  const a = at < 0 ? -1 : b.unitAt[at];
  if (a < 0 || b.isFleet[a] === 1) return { ok: false, reason: `no army in ${placeName(index, provinceOf(army))} to convoy` };
  const t = toAt >= 0 ? index.provinceOfLocation[toAt] : provinceAt(index, to);
  if (t < 0) return { ok: false, reason: `an army cannot be convoyed to ${placeName(index, to)}` };
  const reason = convoyProblem(b, f, a, t);
  return reason === null ? { ok: true, army: a, to: t } : { ok: false, reason };
}

/** Why fleet f may not convoy army a to province t, or null. */
function convoyProblem(b: BoardState, f: number, a: number, t: number): string | null {
  const { index } = b;
  if (t === b.province[a] || !index.armyGround[t]) return `an army cannot be convoyed to ${provinceName(b.index, t)}`;
  // An army nobody orders only holds (civil disorder, neutral): it is never convoyed.
  if (b.unordered[a] === 1) return `the army in ${provinceName(b.index, b.province[a])} cannot move: ${b.rules.ordersRefused(b.units[a].power)}`;
  const closed = entryRefused(b, t, a);
  if (closed !== null) return closed;
  if (!onConvoyRoute(b, a, t, b.province[f])) return `${provinceName(b.index, b.province[f])} is on no convoy route from ${provinceName(b.index, b.province[a])} to ${provinceName(b.index, t)}`;
  return null;
}

/** Every convoy `checkConvoy` accepts for fleet f, appended to `out`: for each army whose chain of fleets it lies on (move-targets.ts), to each destination. */
export function listConvoys(b: BoardState, targets: MoveTargets, f: number, unit: UnitRef, out: Order[]): void {
  const { index } = b;
  const p = b.province[f];
  if (b.isFleet[f] === 0 || p < 0 || !index.convoyCapable[p]) return;
  for (let i = targets.carriedHead[p]; i >= 0; i = targets.carriedNext[i]) {
    const a = targets.carriedArmy[i];
    // Every destination is asked about: the army's routes are found in one walk.
    findAllRoutes(b, a);
    for (const t of convoyReach(b, a).destinations) {
      // The check is asked only where f lies on a route: it words a reason for every refusal.
      if (onConvoyRoute(b, a, t, p) && convoyProblem(b, f, a, t) === null) out.push({ kind: 'convoy', unit, army: index.provinceIds[b.province[a]], to: index.provinceIds[t] });
    }
  }
}
