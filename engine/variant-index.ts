/**
 * The one map index of the engine: integer indexes over a compiled variant, built once per
 * variant object and cached (WeakMap keyed by the variant), so that adjudication, legal
 * orders and order reading work on arrays, not on string maps, and read the map alike.
 * Provinces are numbered in the variant's order; locations (provinces, then the coasts of
 * multi-coast provinces) are numbered after them. Fleet borders are directed, as the
 * variant gives them: a one-way sea border carries fleets, and convoys, one way only.
 */
import { provinceOf } from '../model/locations.js';
import { capitalised } from '../model/abbreviation.js';
import { placeTexts, type PlaceTexts } from './order-text.js';
import { TableBuffers } from './tables.js';
import type { LocationId, PowerId, ProvinceId, Terrain, UnitType, Variant } from '../model/variant.js';
import { assertVariantShape } from './variant-shape.js';

export interface VariantIndex {
  readonly variant: Variant;
  readonly provinceCount: number;
  readonly provinceIds: readonly ProvinceId[];
  readonly provinceIndex: ReadonlyMap<ProvinceId, number>;
  /** Province index of every province id and every `province/coast` location. */
  readonly locationProvince: ReadonlyMap<LocationId, number>;
  readonly powers: ReadonlySet<PowerId>;
  /** The variant's powers in its order, and the number of each. */
  readonly powerIds: readonly PowerId[];
  readonly powerNumber: ReadonlyMap<PowerId, number>;
  /** Per power number: its home supply centres (provinces). */
  readonly homeCentres: readonly Int32Array[];
  /** Locations as order texts write them (their abbreviations: `Stp/nc`, Rokugan's `EKe`), and the units there (`A Par`), by location number. */
  readonly placeTexts: PlaceTexts;
  readonly terrain: readonly Terrain[];
  /** Provinces with several coasts. */
  readonly hasCoasts: Uint8Array;
  readonly supplyCentre: Uint8Array;
  /** Power id of the home centre, or null. */
  readonly home: readonly (PowerId | null)[];
  /** Army neighbours of each province. */
  readonly armyNeighbours: readonly Int32Array[];
  /** Province-level fleet neighbours (any coast to any coast). */
  readonly fleetNeighbours: readonly Int32Array[];
  /** Per province: the provinces with an army or fleet border into it (any coast), in province order. */
  readonly predecessors: readonly Int32Array[];
  /** n×n matrix: bit 1 army adjacency, bit 2 fleet adjacency (province level). */
  readonly adjacency: Uint8Array;
  /** Fleet destinations (locations) from each location. */
  readonly fleetMoves: ReadonlyMap<LocationId, readonly LocationId[]>;
  /** Sea and mixed provinces: fleets there may convoy. */
  readonly convoyCapable: Uint8Array;
  /** Provinces an army may stand in (land, coastal, mixed). */
  readonly armyGround: Uint8Array;
  /** Every location: provinces (numbered as provinces), then `province/coast` of multi-coast provinces. */
  readonly locations: readonly LocationId[];
  readonly locationNumber: ReadonlyMap<LocationId, number>;
  /** The province of each location. */
  readonly provinceOfLocation: Int32Array;
  /** Per location: the locations a fleet there may move to. */
  readonly fleetMovesFrom: readonly Int32Array[];
  /** Per location: the provinces a fleet there may move to, coasts ignored (what it may support into). */
  readonly fleetReach: readonly Int32Array[];
  /** Per province: the locations a fleet may be built on (its coasts, or itself), empty if none. */
  readonly fleetSites: readonly Int32Array[];
  /** Locations × provinces (row-major): 1 where a fleet at the location can move into the province, by any coast. */
  readonly fleetReaches: Uint8Array;
  /** Per-province scratch marks for searches that call nothing else using them (convoy-routes.ts, support.ts): stamped, never cleared. */
  readonly scratchMarks: Int32Array;
  scratchStamp: number;
  /** Per-province scratch queue for the same searches (convoyable.ts). */
  readonly scratchQueue: Int32Array;
  /** Buffers lent to one movement adjudication at a time for its tables (tables.ts). */
  readonly tables: TableBuffers;
  /** Cache for civil-disorder distances (civil-disorder.ts), keyed by the target set. */
  readonly distanceCache: Map<string, Int32Array>;
}

const ARMY = 1;
const FLEET = 2;
const cache = new WeakMap<Variant, VariantIndex>();

export function variantIndex(variant: Variant): VariantIndex {
  let index = cache.get(variant);
  if (index === undefined) {
    assertVariantShape(variant);
    index = buildIndex(variant);
    cache.set(variant, index);
  }
  return index;
}

function buildIndex(variant: Variant): VariantIndex {
  const provinceIds = variant.provinces.map((p) => p.id);
  const n = provinceIds.length;
  const provinceIndex = new Map<ProvinceId, number>();
  provinceIds.forEach((id, i) => provinceIndex.set(id, i));
  const adjacency = new Uint8Array(n * n);
  const link = (from: ProvinceId, to: ProvinceId, bit: number): void => {
    const a = provinceIndex.get(from);
    const b = provinceIndex.get(to);
    if (a === undefined || b === undefined || a === b) return;
    adjacency[a * n + b] |= bit;
  };
  for (const [from, targets] of Object.entries(variant.adjacency.army)) {
    for (const to of targets) link(from, to, ARMY);
  }
  const fleetMoves = new Map<LocationId, readonly LocationId[]>();
  for (const [from, targets] of Object.entries(variant.adjacency.fleet)) {
    fleetMoves.set(from, targets);
    for (const to of targets) link(provinceOf(from), provinceOf(to), FLEET);
  }
  // Neighbours in the order the variant lists its borders, so that listings follow the designer's order.
  const armyNeighbours = provinceIds.map((id) => uniqueNumbers((variant.adjacency.army[id] ?? []).map((to) => provinceIndex.get(to) ?? -1)));
  const fleetNeighbours = variant.provinces.map((p) =>
    uniqueNumbers(
      [p.id, ...p.coasts.map((c) => `${p.id}/${c.id}`)].flatMap((from) => (variant.adjacency.fleet[from] ?? []).map((to) => provinceIndex.get(provinceOf(to)) ?? -1)),
    ),
  );
  const predecessors = provinceIds.map((_, to) => Int32Array.from(provinceIds.keys()).filter((from) => adjacency[from * n + to] !== 0));
  const terrain = variant.provinces.map((p) => p.terrain);
  const locationProvince = new Map<LocationId, number>(provinceIndex);
  variant.provinces.forEach((p, i) => p.coasts.forEach((c) => locationProvince.set(`${p.id}/${c.id}`, i)));
  const locations: LocationId[] = [...locationProvince.keys()];
  const locationNumber = new Map(locations.map((id, i) => [id, i]));
  const provinceOfLocation = Int32Array.from(locations, (l) => locationProvince.get(l) ?? -1);
  const fleetMovesFrom = locations.map((id) =>
    Int32Array.from(new Set((fleetMoves.get(id) ?? []).map((to) => locationNumber.get(to)).filter((l): l is number => l !== undefined))),
  );
  const fleetReach = fleetMovesFrom.map((moves) => Int32Array.from(new Set(Array.from(moves, (l) => provinceOfLocation[l]))));
  const fleetReaches = new Uint8Array(locations.length * n);
  fleetReach.forEach((reach, l) => reach.forEach((p) => (fleetReaches[l * n + p] = 1)));
  const fleetSites = variant.provinces.map((p, i) => {
    if (!canStand('fleet', terrain[i])) return new Int32Array(0);
    const ids = p.coasts.length > 0 ? p.coasts.map((c) => `${p.id}/${c.id}`) : [p.id];
    return Int32Array.from(ids.map((id) => locationNumber.get(id) ?? -1).filter((l) => l >= 0 && fleetMovesFrom[l].length > 0));
  });
  const powerIds = variant.powers.map((p) => p.id);
  return {
    variant,
    provinceCount: n,
    provinceIds,
    provinceIndex,
    locationProvince,
    powers: new Set(powerIds),
    powerIds,
    powerNumber: new Map(powerIds.map((id, i) => [id, i])),
    homeCentres: variant.powers.map((power) => Int32Array.from(provinceIds.keys()).filter((p) => variant.provinces[p].supplyCentre && variant.provinces[p].home === power.id)),
    placeTexts: placeTexts(variant, locations, locationNumber),
    scratchMarks: new Int32Array(n),
    scratchStamp: 0,
    scratchQueue: new Int32Array(n),
    terrain,
    hasCoasts: Uint8Array.from(variant.provinces.map((p) => (p.coasts.length > 0 ? 1 : 0))),
    supplyCentre: Uint8Array.from(variant.provinces.map((p) => (p.supplyCentre ? 1 : 0))),
    home: variant.provinces.map((p) => p.home),
    armyNeighbours,
    fleetNeighbours,
    adjacency,
    predecessors,
    fleetMoves,
    convoyCapable: Uint8Array.from(terrain.map((t) => (t === 'sea' || t === 'mixed' ? 1 : 0))),
    armyGround: Uint8Array.from(terrain.map((t) => (canStand('army', t) ? 1 : 0))),
    locations,
    locationNumber,
    provinceOfLocation,
    fleetMovesFrom,
    fleetReach,
    fleetSites,
    fleetReaches,
    tables: new TableBuffers(),
    distanceCache: new Map(),
  };
}

/** The numbers given, without repeats or -1, in their first order. */
function uniqueNumbers(values: readonly number[]): Int32Array {
  return Int32Array.from(new Set(values.filter((v) => v >= 0)));
}

export function armyAdjacent(index: VariantIndex, from: number, to: number): boolean {
  return (index.adjacency[from * index.provinceCount + to] & ARMY) !== 0;
}

export function fleetAdjacent(index: VariantIndex, from: number, to: number): boolean {
  return (index.adjacency[from * index.provinceCount + to] & FLEET) !== 0;
}

/** The province index of a location (`stp/nc` or `stp`), or -1. */
export function provinceAt(index: VariantIndex, location: LocationId): number {
  const p = index.locationProvince.get(location);
  if (p !== undefined) return p;
  return index.provinceIndex.get(provinceOf(location)) ?? -1;
}

/** A location as orders write it (`par` → `Par`, `stp/nc` → `Stp/nc`), for reasons given to players. */
export function placeName(index: VariantIndex, location: LocationId): string {
  const l = index.locationNumber.get(location);
  return l === undefined ? capitalised(location) : index.placeTexts.short[l];
}

/** Province `p` as orders write it (`Bur`): a province's location number is its own (`locations`), so one array read. */
export function provinceName(index: VariantIndex, p: number): string {
  return index.placeTexts.short[p];
}

/** The number of a location (`stp/nc` or `stp`), or -1 when the map has no such location. */
export function locationAt(index: VariantIndex, location: LocationId): number {
  return index.locationNumber.get(location) ?? -1;
}

/** Whether a unit of this type may stand in a province of this terrain. */
export function canStand(type: UnitType, terrain: Terrain): boolean {
  if (terrain === 'impassable') return false;
  return type === 'army' ? terrain !== 'sea' : terrain !== 'land';
}

/** Where a fleet at `from` can move to reach `province`: the reachable coasts of it. */
export function fleetTargets(index: VariantIndex, from: LocationId, province: ProvinceId): LocationId[] {
  const moves = index.fleetMoves.get(from);
  const found: LocationId[] = [];
  if (moves === undefined) return found;
  for (const to of moves) if (provinceOf(to) === province) found.push(to);
  return found;
}

export type FleetMove = { ok: true; to: LocationId } | { ok: false; reason: string };

/**
 * The location a fleet at `from` moves to when ordered to `to`. A coast may be left out
 * when only one coast of the province is reachable (DATC 6.B.2); it must be given when
 * both are (6.B.1); a wrong coast is not corrected (6.B.3).
 */
export function fleetDestination(index: VariantIndex, from: LocationId, to: LocationId): FleetMove {
  const moves = index.fleetMoves.get(from);
  // The common case first: a move to a place listed as it is written.
  if (moves !== undefined && moves.includes(to)) return { ok: true, to };
  const province = provinceOf(to);
  const targets = fleetTargets(index, from, province);
  if (targets.length === 0) {
    // Provinces with no border between them are said not to be adjacent, as to an army; those
    // with one (by land, or from another coast) are out of this fleet's reach.
    const a = provinceAt(index, from);
    const b = index.provinceIndex.get(province);
    if (a >= 0 && b !== undefined && !armyAdjacent(index, a, b) && !fleetAdjacent(index, a, b)) {
      return { ok: false, reason: `${provinceName(index, b)} is not adjacent to ${provinceName(index, a)}` };
    }
    return { ok: false, reason: `a fleet cannot move from ${placeName(index, from)} to ${placeName(index, province)}` };
  }
  if (to !== province) {
    return targets.includes(to)
      ? { ok: true, to }
      : { ok: false, reason: `a fleet cannot reach ${placeName(index, to)} from ${placeName(index, from)} (only ${targets.map((l) => placeName(index, l)).join(', ')})` };
  }
  if (targets.length === 1) return { ok: true, to: targets[0] };
  return { ok: false, reason: `coast not specified for ${placeName(index, province)}: the fleet can reach ${targets.map((l) => placeName(index, l)).join(' and ')}` };
}
