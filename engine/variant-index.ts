/**
 * Integer indexes over a compiled variant, built once per variant object and cached
 * (WeakMap keyed by the variant), so adjudication works on arrays, not on string maps.
 */
import { provinceOf } from '../model/locations.js';
import { shortName } from './order-text.js';
import type { LocationId, PowerId, ProvinceId, Terrain, UnitType, Variant } from '../model/variant.js';

export interface VariantIndex {
  readonly variant: Variant;
  readonly provinceCount: number;
  readonly provinceIds: readonly ProvinceId[];
  readonly provinceIndex: ReadonlyMap<ProvinceId, number>;
  /** Province index of every province id and every `province/coast` location. */
  readonly locationProvince: ReadonlyMap<LocationId, number>;
  readonly powers: ReadonlySet<PowerId>;
  /** Short names of locations in order texts (`stp/nc` → `Stp/nc`). */
  readonly shortNames: ReadonlyMap<LocationId, string>;
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
  /** n×n matrix: bit 1 army adjacency, bit 2 fleet adjacency (province level). */
  readonly adjacency: Uint8Array;
  /** Fleet destinations (locations) from each location. */
  readonly fleetMoves: ReadonlyMap<LocationId, readonly LocationId[]>;
  /** Sea and mixed provinces: fleets there may convoy. */
  readonly convoyCapable: Uint8Array;
  /** Scratch marks and queue for breadth-first searches (see `convoyPossible`); never held across calls. */
  readonly scratchMarks: Int32Array;
  readonly scratchQueue: Int32Array;
  scratchStamp: number;
  /** Cache for `fleetOnConvoyRoute` (convoy-paths.ts). */
  readonly routeCache: Map<string, boolean>;
  /** Cache for civil-disorder distances (civil-disorder.ts), keyed by the target set. */
  readonly distanceCache: Map<string, Int32Array>;
}

const ARMY = 1;
const FLEET = 2;
const cache = new WeakMap<Variant, VariantIndex>();

export function variantIndex(variant: Variant): VariantIndex {
  let index = cache.get(variant);
  if (index === undefined) {
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
  const neighbours = (bit: number): Int32Array[] =>
    provinceIds.map((_, a) => {
      const list: number[] = [];
      for (let b = 0; b < n; b++) if (adjacency[a * n + b] & bit) list.push(b);
      return Int32Array.from(list);
    });
  const terrain = variant.provinces.map((p) => p.terrain);
  const locationProvince = new Map<LocationId, number>(provinceIndex);
  variant.provinces.forEach((p, i) => p.coasts.forEach((c) => locationProvince.set(`${p.id}/${c.id}`, i)));
  return {
    variant,
    provinceCount: n,
    provinceIds,
    provinceIndex,
    locationProvince,
    powers: new Set(variant.powers.map((p) => p.id)),
    shortNames: new Map([...locationProvince.keys()].map((l) => [l, shortName(l)])),
    scratchMarks: new Int32Array(n),
    scratchQueue: new Int32Array(n),
    scratchStamp: 0,
    terrain,
    hasCoasts: Uint8Array.from(variant.provinces.map((p) => (p.coasts.length > 0 ? 1 : 0))),
    supplyCentre: Uint8Array.from(variant.provinces.map((p) => (p.supplyCentre ? 1 : 0))),
    home: variant.provinces.map((p) => p.home),
    armyNeighbours: neighbours(ARMY),
    fleetNeighbours: neighbours(FLEET),
    adjacency,
    fleetMoves,
    convoyCapable: Uint8Array.from(terrain.map((t) => (t === 'sea' || t === 'mixed' ? 1 : 0))),
    routeCache: new Map(),
    distanceCache: new Map(),
  };
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
  return index.shortNames.get(location) ?? shortName(location);
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
  const province = provinceOf(to);
  const targets = fleetTargets(index, from, province);
  const name = (location: LocationId): string => placeName(index, location);
  if (targets.length === 0) return { ok: false, reason: `a fleet cannot move from ${name(from)} to ${name(province)}` };
  if (to !== province) {
    return targets.includes(to)
      ? { ok: true, to }
      : { ok: false, reason: `a fleet cannot reach ${name(to)} from ${name(from)} (only ${targets.map(name).join(', ')})` };
  }
  if (targets.length === 1) return { ok: true, to: targets[0] };
  return { ok: false, reason: `coast not specified for ${name(province)}: the fleet can reach ${targets.map(name).join(' and ')}` };
}
