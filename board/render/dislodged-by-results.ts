/**
 * The units a movement phase's results dislodge, read from the results alone: a unit stands
 * where a move arrived and did not itself move away. A board drawn with results shows the
 * position before them, so it marks these where they stand (unit-layers.ts).
 */
import { provinceOf } from '../../model/locations.js';
import type { OrderResult, Position, Unit } from '../../engine/types.js';

export function dislodgedByResults(position: Position | null | undefined, results: readonly OrderResult[] | null | undefined): Unit[] {
  if (!position || !results || position.phase.kind !== 'movement') return [];
  const arrived = new Set<string>();
  const left = new Set<string>();
  for (const r of results) {
    if (r.outcome !== 'succeeded' || r.order?.kind !== 'move') continue;
    arrived.add(provinceOf(r.order.to));
    left.add(provinceOf(r.order.unit.location));
  }
  return position.units.filter((u) => arrived.has(provinceOf(u.location)) && !left.has(provinceOf(u.location)));
}
