/**
 * The units a movement phase's results dislodge, read from the results alone: a unit stands
 * where a move arrived and did not itself move away. A board drawn with results shows the
 * position before them, so it marks these where they stand (unit-layers.ts). A railway move
 * that failed may still have moved its army (`endedIn`: a stop on the way, or a province it
 * attacked short of its destination): it left its own province, and arrived in that one.
 */
import { provinceOf } from '../../model/locations.js';
import type { OrderResult, Position, Unit } from '../../engine/types.js';

export function dislodgedByResults(position: Position | null | undefined, results: readonly OrderResult[] | null | undefined): Unit[] {
  if (!position || !results || position.phase.kind !== 'movement') return [];
  const arrived = new Set<string>();
  const left = new Set<string>();
  for (const r of results) {
    if (r.order?.kind !== 'move') continue;
    const from = provinceOf(r.order.unit.location);
    const to = r.outcome === 'succeeded' ? provinceOf(r.order.to) : r.outcome === 'failed' && r.endedIn !== undefined ? r.endedIn : from;
    if (to === from) continue;
    arrived.add(to);
    left.add(from);
  }
  return position.units.filter((u) => arrived.has(provinceOf(u.location)) && !left.has(provinceOf(u.location)));
}
