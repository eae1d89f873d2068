/**
 * The railway move's legality (`A Mos - TSR - Vla`, errata 9.21–9.23): an army of the
 * line's owner, standing on the line, ordered to another province of the line. Only the
 * owner's armies may use it, and the owner cannot lend it (9.21). The order is legal
 * whatever stands on the line (9.23 (3): "l'ordre est légal"): how far the army gets is
 * decided by the resolver (plan.ts), so legality depends on the unit alone.
 */
import type { LocationId } from '../../../model/variant.js';
import type { RouteMoveCheck } from '../hooks.js';
import { provinceAt, provinceName } from '../../variant-index.js';
import { entryRefused, type BoardState } from '../../orders/board-state.js';
import { railwayLine } from './line.js';

export function checkRailwayMove(b: BoardState, u: number, railway: string, to: LocationId): RouteMoveCheck {
  const { index } = b;
  const line = railwayLine(index, railway);
  if (line === undefined) return { ok: false, reason: `no railway ${railway} on this map` };
  const unit = b.units[u];
  if (unit.type !== 'army') return { ok: false, reason: `only armies travel along the ${line.id.toUpperCase()}` };
  if (unit.power !== line.owner) return { ok: false, reason: `only ${line.owner}'s armies may use the ${line.id.toUpperCase()} (9.21)` };
  const from = b.province[u];
  if (from < 0) return { ok: false, reason: `the unit is not on this map, so not on the ${line.id.toUpperCase()}` };
  if (line.at[from] < 0) return { ok: false, reason: `${provinceName(b.index, from)} is not on the ${line.id.toUpperCase()}` };
  const t = provinceAt(index, to);
  if (t < 0) return { ok: false, reason: `no such place: ${to}` };
  if (line.at[t] < 0) return { ok: false, reason: `${provinceName(b.index, t)} is not on the ${line.id.toUpperCase()}` };
  if (t === from) return { ok: false, reason: 'a unit cannot move to its own province' };
  const closed = entryRefused(b, t, u);
  if (closed !== null) return { ok: false, reason: closed };
  return { ok: true, to: t, destination: index.provinceIds[t] };
}
