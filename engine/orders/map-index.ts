/**
 * Integer indexes over a variant's map, built once per variant and cached, so that
 * listing legal orders walks small arrays instead of string-keyed records.
 * Provinces and locations are numbered; every list below holds those numbers.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, PowerId, ProvinceId, Terrain, Variant } from '../../model/variant.js';

export interface MapIndex {
  readonly provinces: readonly ProvinceId[];
  readonly provinceNumber: ReadonlyMap<ProvinceId, number>;
  readonly terrain: readonly Terrain[];
  /** Every location a unit can stand on: provinces, and `province/coast` for multi-coast provinces. */
  readonly locations: readonly LocationId[];
  readonly locationNumber: ReadonlyMap<LocationId, number>;
  /** The province of each location. */
  readonly provinceOfLocation: Int32Array;
  /** Per province: the provinces an army may move to. */
  readonly armyMoves: readonly Int32Array[];
  /** Per location: the locations a fleet there may move to. */
  readonly fleetMoves: readonly Int32Array[];
  /** Per location: the provinces a fleet there may move to, coasts ignored (what it may support into). */
  readonly fleetReach: readonly Int32Array[];
  /** Per province: armies may stand there. */
  readonly armyGround: Uint8Array;
  /** Per province: fleets there may convoy (sea or mixed). */
  readonly convoySea: Uint8Array;
  /** Per province: the convoying seas next to it. */
  readonly seasBeside: readonly Int32Array[];
  /** Per convoying sea: the provinces next to it (other seas and shores). */
  readonly seaNeighbours: readonly Int32Array[];
  /** Province × province (row-major): a fleet can sail between them, by any coast. */
  readonly fleetTouch: Uint8Array;
  /** Per province: the locations a fleet may be built on (its coasts, or itself), empty if none. */
  readonly fleetSites: readonly Int32Array[];
  /** Per power: its home supply centres. */
  readonly homeCentres: ReadonlyMap<PowerId, Int32Array>;
  readonly supplyCentre: Uint8Array;
}

const cache = new WeakMap<Variant, MapIndex>();

export function mapIndex(variant: Variant): MapIndex {
  let index = cache.get(variant);
  if (index === undefined) {
    index = buildMapIndex(variant);
    cache.set(variant, index);
  }
  return index;
}

function unique(values: Iterable<number>): Int32Array {
  return Int32Array.from(new Set(values));
}

function buildMapIndex(variant: Variant): MapIndex {
  const provinces = variant.provinces.map((p) => p.id);
  const provinceNumber = new Map(provinces.map((id, i) => [id, i]));
  const terrain = variant.provinces.map((p) => p.terrain);
  const passable = (i: number | undefined): i is number => i !== undefined && terrain[i] !== 'impassable';

  const locations: LocationId[] = [...provinces];
  for (const p of variant.provinces) for (const c of p.coasts) locations.push(`${p.id}/${c.id}`);
  for (const from of Object.keys(variant.adjacency.fleet)) if (!locations.includes(from)) locations.push(from);
  const locationNumber = new Map(locations.map((id, i) => [id, i]));
  const provinceOfLocation = Int32Array.from(locations, (l) => provinceNumber.get(provinceOf(l)) ?? -1);

  const armyMoves = provinces.map((id) =>
    unique((variant.adjacency.army[id] ?? []).map((to) => provinceNumber.get(to)).filter(passable)),
  );
  const fleetMoves = locations.map((id) =>
    unique(
      (variant.adjacency.fleet[id] ?? [])
        .map((to) => locationNumber.get(to))
        .filter((n): n is number => n !== undefined && passable(provinceOfLocation[n])),
    ),
  );
  const fleetReach = fleetMoves.map((moves) => unique(Array.from(moves, (l) => provinceOfLocation[l])));

  const armyGround = Uint8Array.from(terrain, (t) => (t === 'land' || t === 'coastal' || t === 'mixed' ? 1 : 0));
  const convoySea = Uint8Array.from(terrain, (t) => (t === 'sea' || t === 'mixed' ? 1 : 0));

  // Seas and shores meet where a fleet may sail between them, read both ways so that
  // a one-sided adjacency list still gives a convoy route.
  const beside = provinces.map(() => new Set<number>());
  const seaSide = provinces.map(() => new Set<number>());
  fleetMoves.forEach((moves, from) => {
    const a = provinceOfLocation[from];
    if (a < 0) return;
    for (const to of moves) {
      const b = provinceOfLocation[to];
      if (convoySea[a]) {
        seaSide[a].add(b);
        beside[b].add(a);
      }
      if (convoySea[b]) {
        seaSide[b].add(a);
        beside[a].add(b);
      }
    }
  });
  const n = provinces.length;
  const fleetTouch = new Uint8Array(n * n);
  fleetMoves.forEach((moves, from) => {
    const a = provinceOfLocation[from];
    if (a < 0) return;
    for (const to of moves) {
      const b = provinceOfLocation[to];
      fleetTouch[a * n + b] = 1;
      fleetTouch[b * n + a] = 1;
    }
  });
  const seasBeside = beside.map((s) => Int32Array.from(s));
  const seaNeighbours = seaSide.map((s) => Int32Array.from(s));

  const fleetSites = variant.provinces.map((p) => {
    if (terrain[provinceNumber.get(p.id)!] === 'land' || p.terrain === 'impassable') return new Int32Array(0);
    const ids = p.coasts.length > 0 ? p.coasts.map((c) => `${p.id}/${c.id}`) : [p.id];
    return Int32Array.from(
      ids.map((id) => locationNumber.get(id)!).filter((l) => fleetMoves[l].length > 0),
    );
  });

  const homeCentres = new Map<PowerId, Int32Array>();
  for (const power of variant.powers) {
    homeCentres.set(
      power.id,
      Int32Array.from(variant.provinces.flatMap((p, i) => (p.supplyCentre && p.home === power.id ? [i] : []))),
    );
  }
  const supplyCentre = Uint8Array.from(variant.provinces, (p) => (p.supplyCentre ? 1 : 0));

  return {
    provinces,
    provinceNumber,
    terrain,
    locations,
    locationNumber,
    provinceOfLocation,
    armyMoves,
    fleetMoves,
    fleetReach,
    armyGround,
    convoySea,
    seasBeside,
    seaNeighbours,
    fleetTouch,
    fleetSites,
    homeCentres,
    supplyCentre,
  };
}
