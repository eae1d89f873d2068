/**
 * Map balance as a designer checks it, from the compiled model only: for each power,
 * how many moves its start units need to reach each rival's home centres and each
 * neutral centre, and which neutral centres it reaches strictly before every other
 * power (the centres it can count on in the first years).
 *
 * A distance is the fewest moves any one start unit of the power needs to stand in the
 * province, moving as its type may (an army by army borders, a fleet by fleet borders,
 * through any coast of a province). Convoys are not counted: an army that needs a fleet
 * to carry it also needs that fleet's moves, and the fleet's own distance shows them.
 * A province no start unit of the power can reach has no distance (null).
 */
import { provinceOf } from '../model/locations.js';
import type { LocationId, PowerId, ProvinceId, StartUnit, Variant } from '../model/variant.js';

/** A centre and the moves a power needs to reach it (null: none of its units can). */
export interface CentreDistance {
  readonly centre: ProvinceId;
  readonly distance: number | null;
}

export interface RivalDistances {
  readonly power: PowerId;
  /** The rival's home centres, nearest first. */
  readonly centres: readonly CentreDistance[];
  /** The distance to the nearest of them (null when none can be reached). */
  readonly nearest: number | null;
}

export interface PowerBalance {
  readonly power: PowerId;
  readonly armies: number;
  readonly fleets: number;
  readonly homeCentres: readonly ProvinceId[];
  /** Every other power with home centres, nearest first. */
  readonly rivals: readonly RivalDistances[];
  /** Every neutral centre, nearest first. */
  readonly neutrals: readonly CentreDistance[];
  /** Neutral centres this power reaches strictly before every other power. */
  readonly first: readonly ProvinceId[];
  /** Neutral centres this power reaches first together with others (the others named). */
  readonly tied: readonly { readonly centre: ProvinceId; readonly with: readonly PowerId[] }[];
  /** Rival start units within two moves of one of this power's home centres. */
  readonly threats: number;
}

export interface NeutralCentre {
  readonly centre: ProvinceId;
  readonly distances: Readonly<Record<PowerId, number | null>>;
  /** The powers that reach it soonest (several when tied; none when nobody can). */
  readonly soonest: readonly PowerId[];
  readonly distance: number | null;
}

export interface Balance {
  readonly variant: string;
  readonly powers: readonly PowerBalance[];
  readonly neutrals: readonly NeutralCentre[];
}

/** Moves from one location to every location its unit type can reach. */
function distancesFrom(variant: Variant, unit: StartUnit): Map<ProvinceId, number> {
  const table: Readonly<Record<LocationId, readonly LocationId[]>> =
    unit.type === 'army' ? variant.adjacency.army : variant.adjacency.fleet;
  const start = unit.type === 'army' ? provinceOf(unit.location) : unit.location;
  const seen = new Map<LocationId, number>([[start, 0]]);
  const queue: LocationId[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i];
    for (const next of table[here] ?? []) {
      if (seen.has(next)) continue;
      seen.set(next, seen.get(here)! + 1);
      queue.push(next);
    }
  }
  // A fleet reaches a province through any of its coasts: keep the nearest.
  const byProvince = new Map<ProvinceId, number>();
  for (const [location, d] of seen) {
    const province = provinceOf(location);
    const known = byProvince.get(province);
    if (known === undefined || d < known) byProvince.set(province, d);
  }
  return byProvince;
}

/** For each power, the fewest moves any of its start units needs to reach each province. */
export function powerDistances(variant: Variant): Map<PowerId, Map<ProvinceId, number>> {
  const result = new Map<PowerId, Map<ProvinceId, number>>();
  for (const power of variant.powers) result.set(power.id, new Map());
  for (const unit of variant.start.units) {
    const mine = result.get(unit.power);
    if (mine === undefined) continue;
    for (const [province, d] of distancesFrom(variant, unit)) {
      const known = mine.get(province);
      if (known === undefined || d < known) mine.set(province, d);
    }
  }
  return result;
}

/** Sorts by distance (unreachable last), then by id, for stable output. */
function byDistance(a: CentreDistance, b: CentreDistance): number {
  const da = a.distance ?? Infinity;
  const db = b.distance ?? Infinity;
  return da !== db ? da - db : a.centre < b.centre ? -1 : a.centre > b.centre ? 1 : 0;
}

export function analyseBalance(variant: Variant): Balance {
  const distances = powerDistances(variant);
  const distance = (power: PowerId, province: ProvinceId): number | null => distances.get(power)?.get(province) ?? null;
  const homes = new Map<PowerId, ProvinceId[]>(variant.powers.map((p) => [p.id, []]));
  for (const province of variant.provinces) {
    if (province.supplyCentre && province.home !== null) homes.get(province.home)?.push(province.id);
  }
  const neutralIds = variant.provinces.filter((p) => p.supplyCentre && p.home === null).map((p) => p.id);

  const neutrals: NeutralCentre[] = neutralIds.map((centre) => {
    const entries = variant.powers.map((p) => [p.id, distance(p.id, centre)] as const);
    const reached = entries.filter(([, d]) => d !== null) as (readonly [PowerId, number])[];
    const best = reached.length > 0 ? Math.min(...reached.map(([, d]) => d)) : null;
    return {
      centre,
      distances: Object.fromEntries(entries),
      soonest: best === null ? [] : reached.filter(([, d]) => d === best).map(([p]) => p),
      distance: best,
    };
  });

  const powers: PowerBalance[] = variant.powers.map((power) => {
    const units = variant.start.units.filter((u) => u.power === power.id);
    const myHomes = homes.get(power.id) ?? [];
    const rivals: RivalDistances[] = variant.powers
      .filter((r) => r.id !== power.id && (homes.get(r.id) ?? []).length > 0)
      .map((r) => {
        const centres = (homes.get(r.id) ?? []).map((centre) => ({ centre, distance: distance(power.id, centre) })).sort(byDistance);
        return { power: r.id, centres, nearest: centres[0]?.distance ?? null };
      })
      .sort((a, b) => (a.nearest ?? Infinity) - (b.nearest ?? Infinity) || (a.power < b.power ? -1 : 1));
    const threats = variant.start.units.filter(
      (u) => u.power !== power.id && myHomes.some((home) => (distancesFrom(variant, u).get(home) ?? Infinity) <= 2),
    ).length;
    return {
      power: power.id,
      armies: units.filter((u) => u.type === 'army').length,
      fleets: units.filter((u) => u.type === 'fleet').length,
      homeCentres: myHomes,
      rivals,
      neutrals: neutralIds.map((centre) => ({ centre, distance: distance(power.id, centre) })).sort(byDistance),
      first: neutrals.filter((n) => n.soonest.length === 1 && n.soonest[0] === power.id).map((n) => n.centre),
      tied: neutrals
        .filter((n) => n.soonest.length > 1 && n.soonest.includes(power.id))
        .map((n) => ({ centre: n.centre, with: n.soonest.filter((p) => p !== power.id) })),
      threats,
    };
  });

  return { variant: variant.id, powers, neutrals };
}
