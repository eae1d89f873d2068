/**
 * Provinces no unit can ever reach (DIP3009): walking the fleet graph from every
 * place a fleet can start or be built, then the army graph from every place an
 * army can start, be built, or be convoyed to. Impassable provinces are meant to
 * be unreachable and are left out.
 */
import { provinceOf } from '../../model/locations.js';
import { diagnose } from '../diagnose.js';
import { armyCanStand } from '../../model/border-crossing.js';
import { fleetLocations } from '../model/build-adjacency.js';
import { locationText } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

function walk(graph: Map<string, Set<string>>, seeds: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const queue: string[] = [];
  for (const seed of seeds) if (graph.has(seed) && !reached.has(seed)) reached.add(seed), queue.push(seed);
  for (let i = 0; i < queue.length; i++) {
    for (const next of graph.get(queue[i]) ?? []) if (!reached.has(next)) reached.add(next), queue.push(next);
  }
  return reached;
}

export function reportUnreachableProvinces({ draft, graph }: CheckContext, report: Report): void {
  // Without a power every province is out of reach: DIP3043 says why, once.
  if (draft.powers.size === 0) return;
  const fleetSeeds: string[] = [];
  const armySeeds: string[] = [];
  for (const province of draft.provinces.values()) {
    if (!province.home || !province.centre) continue;
    armySeeds.push(province.id.value);
    fleetSeeds.push(...fleetLocations(draft, province.id.value));
  }
  for (const power of draft.powers.values()) {
    for (const unit of power.start) (unit.type === 'army' ? armySeeds : fleetSeeds).push(locationText(unit.location));
  }
  const fleetReached = walk(graph.fleet, fleetSeeds);
  const reached = new Set<string>();
  for (const location of fleetReached) reached.add(provinceOf(location));
  // An army may be convoyed to any coast a fleet can reach.
  for (const id of reached) if (armyCanStand(draft.provinces.get(id)!.terrain.value)) armySeeds.push(id);
  for (const id of walk(graph.army, armySeeds)) reached.add(id);

  for (const province of draft.provinces.values()) {
    if (province.terrain.value === 'impassable' || reached.has(province.id.value)) continue;
    report(diagnose('DIP3009', province.id.span, [province.id.value]));
  }
}
