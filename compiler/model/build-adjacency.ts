/**
 * The army and fleet adjacency tables, derived from the borders and features of a
 * draft. Borders with unknown ends or that nobody can cross are skipped here; the
 * checks in validate/ report them.
 */
import type { Adjacency } from '../../model/variant.js';
import { armyCanStand, crossing, fleetCanStand, type BorderEnd } from '../../model/border-crossing.js';
import type { Draft, DraftLocation } from './draft.js';

export interface AdjacencyGraph {
  /** Province → provinces an army may move to. Keys: every province an army may stand on. */
  readonly army: Map<string, Set<string>>;
  /** Location → locations a fleet may move to. Keys: every location a fleet may stand on. */
  readonly fleet: Map<string, Set<string>>;
}

/** The border end a location names, or null when the province or the coast is unknown. */
export function borderEnd(draft: Draft, location: DraftLocation): BorderEnd | null {
  const province = draft.provinces.get(location.province.value);
  if (!province) return null;
  const coast = location.coast?.value ?? null;
  if (coast !== null && !province.coasts.some((c) => c.id.value === coast)) return null;
  return { province: province.id.value, terrain: province.terrain.value, coast, hasCoasts: province.coasts.length > 0 };
}

/** The fleet locations of a province: its coasts when it has several, else the province itself. */
export function fleetLocations(draft: Draft, provinceId: string): string[] {
  const province = draft.provinces.get(provinceId);
  if (!province || !fleetCanStand(province.terrain.value)) return [];
  return province.coasts.length > 0 ? province.coasts.map((c) => `${provinceId}/${c.id.value}`) : [provinceId];
}

export function buildAdjacencyGraph(draft: Draft): AdjacencyGraph {
  const army = new Map<string, Set<string>>();
  const fleet = new Map<string, Set<string>>();
  for (const province of draft.provinces.values()) {
    if (armyCanStand(province.terrain.value)) army.set(province.id.value, new Set());
    for (const location of fleetLocations(draft, province.id.value)) fleet.set(location, new Set());
  }
  const link = (table: Map<string, Set<string>>, a: string, b: string, twoWay: boolean): void => {
    table.get(a)?.add(b);
    if (twoWay) table.get(b)?.add(a);
  };

  for (const border of draft.borders.values()) {
    const from = borderEnd(draft, border.from);
    const to = borderEnd(draft, border.to);
    if (!from || !to) continue;
    const qualifier = border.qualifier?.value ?? null;
    const result = crossing(from, to, qualifier);
    const twoWay = qualifier !== 'one-way';
    if (result.army) link(army, from.province, to.province, twoWay);
    if (result.fleet) {
      const a = from.coast ? `${from.province}/${from.coast}` : from.province;
      const b = to.coast ? `${to.province}/${to.coast}` : to.province;
      link(fleet, a, b, twoWay);
    }
  }

  // Passages carry armies and fleets, bridges armies: the borders they imply.
  for (const feature of draft.features.values()) {
    if (feature.kind !== 'passage' && feature.kind !== 'bridge') continue;
    const [a, b] = [feature.between[0].value, feature.between[1].value];
    if (!army.has(a) || !army.has(b) || a === b) continue;
    link(army, a, b, true);
    if (feature.kind === 'passage' && fleet.has(a) && fleet.has(b)) link(fleet, a, b, true);
  }
  return { army, fleet };
}

function sortedRecord(table: Map<string, Set<string>>): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const key of [...table.keys()].sort()) record[key] = [...table.get(key)!].sort();
  return record;
}

export function adjacencyFromGraph(graph: AdjacencyGraph): Adjacency {
  return { army: sortedRecord(graph.army), fleet: sortedRecord(graph.fleet) };
}
