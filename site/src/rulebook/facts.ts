/**
 * Everything a rulebook says about a variant that can be counted or named, derived from
 * the compiled model once. Chapter files take their numbers and names from here, never
 * type them: a variant with 40 centres gets a rulebook saying 40.
 */
import { provinceOf } from '../../../model/locations.js';
import type { Order } from '../../../engine/types.js';
import type {
  Feature, LocationId, Names, PowerId, Province, ProvinceId, StartUnit, Variant, Victory,
} from '../../../model/variant.js';
import type { Lang } from './types.js';

export interface PowerFacts {
  readonly id: PowerId;
  readonly names: Names;
  readonly adjectives: Names;
  readonly homeCentres: readonly ProvinceId[];
  readonly startUnits: readonly StartUnit[];
  /** Centres owned at the start (its home centres unless the variant says otherwise). */
  readonly ownedAtStart: readonly ProvinceId[];
}

export interface SeasonFacts {
  readonly id: string;
  readonly names: Names;
  readonly phases: readonly string[];
}

/** Two coastal provinces that touch by land but not along a coast: fleets cannot cross. */
export interface InlandPair {
  readonly from: ProvinceId;
  /** A coastal neighbour a fleet from `from` can reach. */
  readonly reachable: ProvinceId | null;
  readonly blocked: ProvinceId;
}

/** A fleet that reaches one coast of a two-coast province yet may support anywhere in it. */
export interface CoastSupport {
  readonly fleetAt: LocationId;
  readonly province: ProvinceId;
  readonly reachedCoast: LocationId;
  readonly otherCoast: LocationId;
}

export interface RulebookFacts {
  readonly variantNames: Names;
  readonly languages: readonly string[];
  readonly powers: readonly PowerFacts[];
  /** True when some player controls several powers (or some power has no player). */
  readonly sharedPowers: boolean;
  readonly players: readonly { readonly id: string; readonly names: Names; readonly powers: readonly PowerId[] }[];
  readonly centres: number;
  readonly homeCentres: number;
  /** Centres that are nobody's home. */
  readonly neutralCentres: number;
  /** Centres nobody owns at the start. */
  readonly unownedAtStart: number;
  readonly startUnits: number;
  readonly victory: Victory;
  readonly start: { readonly season: SeasonFacts; readonly year: number };
  readonly seasons: readonly SeasonFacts[];
  /** The season after which centres change hands. */
  readonly ownershipAfter: SeasonFacts;
  /** The season holding the adjustments phase. */
  readonly adjustmentSeason: SeasonFacts | null;
  readonly twoCoastProvinces: readonly Province[];
  readonly impassable: readonly Province[];
  /** Land and sea at once: armies and fleets stand there, fleets there may convoy. */
  readonly mixed: readonly Province[];
  readonly canals: readonly Extract<Feature, { kind: 'canal' }>[];
  readonly passages: readonly Extract<Feature, { kind: 'passage' }>[];
  readonly bridges: readonly Extract<Feature, { kind: 'bridge' }>[];
  readonly railways: readonly Extract<Feature, { kind: 'railway' }>[];
  readonly gateways: readonly Extract<Feature, { kind: 'gateway' }>[];
  readonly inlandPair: InlandPair | null;
  readonly coastSupport: CoastSupport | null;
  /** Orders of this map to show the notation with (never a typed `A Lvp - Yor`). */
  readonly samples: OrderSamples;
  readonly edition: Variant['rules']['edition'];
  readonly modules: Variant['rules']['modules'];
}

export function rulebookFacts(variant: Variant): RulebookFacts {
  const centres = variant.provinces.filter((p) => p.supplyCentre);
  const powers: PowerFacts[] = variant.powers.map((power) => ({
    id: power.id,
    names: power.names,
    adjectives: power.adjectives,
    homeCentres: centres.filter((p) => p.home === power.id).map((p) => p.id),
    startUnits: variant.start.units.filter((u) => u.power === power.id),
    ownedAtStart: Object.entries(variant.start.ownership).filter(([, owner]) => owner === power.id).map(([id]) => id),
  }));
  const seasons: SeasonFacts[] = variant.calendar.seasons.map((s) => ({ id: s.id, names: s.names, phases: s.phases }));
  const season = (id: string): SeasonFacts => {
    const found = seasons.find((s) => s.id === id);
    if (found === undefined) throw new Error(`${variant.id}: the calendar has no season '${id}'`);
    return found;
  };
  const sharedPowers =
    variant.players.length !== variant.powers.length || variant.players.some((p) => p.powers.length !== 1);
  const owned = new Set(Object.keys(variant.start.ownership));
  return {
    variantNames: variant.names,
    languages: variant.languages,
    powers,
    sharedPowers,
    players: variant.players,
    centres: centres.length,
    homeCentres: centres.filter((p) => p.home !== null).length,
    neutralCentres: centres.filter((p) => p.home === null).length,
    unownedAtStart: centres.filter((p) => !owned.has(p.id)).length,
    startUnits: variant.start.units.length,
    victory: variant.victory,
    start: { season: season(variant.calendar.start.season), year: variant.calendar.start.year },
    seasons,
    ownershipAfter: season(variant.calendar.ownershipAfter),
    adjustmentSeason: seasons.find((s) => s.phases.includes('adjustments')) ?? null,
    twoCoastProvinces: variant.provinces.filter((p) => p.coasts.length >= 2),
    impassable: variant.provinces.filter((p) => p.terrain === 'impassable'),
    mixed: variant.provinces.filter((p) => p.terrain === 'mixed'),
    canals: variant.features.filter((f): f is Extract<Feature, { kind: 'canal' }> => f.kind === 'canal'),
    passages: variant.features.filter((f): f is Extract<Feature, { kind: 'passage' }> => f.kind === 'passage'),
    bridges: variant.features.filter((f): f is Extract<Feature, { kind: 'bridge' }> => f.kind === 'bridge'),
    railways: variant.features.filter((f): f is Extract<Feature, { kind: 'railway' }> => f.kind === 'railway'),
    gateways: variant.features.filter((f): f is Extract<Feature, { kind: 'gateway' }> => f.kind === 'gateway'),
    inlandPair: findInlandPair(variant),
    coastSupport: findCoastSupport(variant),
    samples: orderSamples(variant),
    edition: variant.rules.edition,
    modules: variant.rules.modules,
  };
}

/**
 * The first coastal province (in source order) with a coastal neighbour that armies
 * reach and fleets do not: the map's own illustration of "fleets follow the coast".
 */
function findInlandPair(variant: Variant): InlandPair | null {
  const terrain = new Map(variant.provinces.map((p) => [p.id, p]));
  for (const p of variant.provinces) {
    if (p.terrain !== 'coastal' || p.coasts.length > 0) continue;
    const byFleet = new Set((variant.adjacency.fleet[p.id] ?? []).map(provinceOf));
    for (const other of variant.adjacency.army[p.id] ?? []) {
      const q = terrain.get(other);
      if (q === undefined || q.terrain !== 'coastal' || byFleet.has(other)) continue;
      const reachable = [...byFleet].find((id) => terrain.get(id)?.terrain === 'coastal') ?? null;
      return { from: p.id, reachable, blocked: other };
    }
  }
  return null;
}

/** The first fleet location that reaches exactly one coast of a two-coast province. */
function findCoastSupport(variant: Variant): CoastSupport | null {
  const multi = variant.provinces.filter((p) => p.coasts.length >= 2);
  for (const [from, targets] of Object.entries(variant.adjacency.fleet)) {
    for (const province of multi) {
      if (provinceOf(from) === province.id) continue;
      const reached = targets.filter((t) => provinceOf(t) === province.id);
      if (reached.length !== 1) continue;
      const other = province.coasts.map((c) => `${province.id}/${c.id}`).find((c) => c !== reached[0]);
      if (other === undefined) continue;
      return { fleetAt: from, province: province.id, reachedCoast: reached[0], otherCoast: other };
    }
  }
  return null;
}

/**
 * Orders of the map itself for the chapters that show the notation: an army's move and a
 * support for it, a hold and a support to hold, a convoy across one sea. Each is null on
 * a map where no such order exists. Picked in source order, so the same every build.
 */
export interface OrderSamples {
  readonly move: Extract<Order, { kind: 'move' }> | null;
  readonly supportMove: Extract<Order, { kind: 'support' }> | null;
  readonly hold: Extract<Order, { kind: 'hold' }> | null;
  readonly supportHold: Extract<Order, { kind: 'support' }> | null;
  readonly convoyMove: Extract<Order, { kind: 'move' }> | null;
  readonly convoy: Extract<Order, { kind: 'convoy' }> | null;
}

function orderSamples(variant: Variant): OrderSamples {
  const terrain = new Map(variant.provinces.map((p) => [p.id, p.terrain]));
  const army = (id: ProvinceId) => ({ type: 'army' as const, location: id });
  const walkable = (id: ProvinceId) => terrain.get(id) === 'land' || terrain.get(id) === 'coastal';
  const armyNeighbours = (id: ProvinceId) => (variant.adjacency.army[id] ?? []).filter(walkable);
  let move: OrderSamples['move'] = null;
  let supportMove: OrderSamples['supportMove'] = null;
  for (const u of variant.start.units.filter((u) => u.type === 'army')) {
    for (const to of armyNeighbours(u.location)) {
      const helper = armyNeighbours(to).find((q) => q !== u.location);
      if (helper === undefined) continue;
      move = { kind: 'move', unit: army(u.location), to, viaConvoy: false };
      supportMove = { kind: 'support', unit: army(helper), supported: army(u.location), to };
      break;
    }
    if (move !== null) break;
  }
  let hold: OrderSamples['hold'] = null;
  let supportHold: OrderSamples['supportHold'] = null;
  if (move !== null) {
    const at = move.to;
    const helper = armyNeighbours(at).find((q) => q !== move.unit.location) ?? armyNeighbours(at)[0];
    if (helper !== undefined) {
      hold = { kind: 'hold', unit: army(at) };
      supportHold = { kind: 'support', unit: army(helper), supported: army(at), to: null };
    }
  }
  let convoyMove: OrderSamples['convoyMove'] = null;
  let convoy: OrderSamples['convoy'] = null;
  for (const sea of variant.provinces.filter((p) => p.terrain === 'sea')) {
    const shores = [...new Set((variant.adjacency.fleet[sea.id] ?? []).map(provinceOf))].filter((id) => terrain.get(id) === 'coastal');
    for (const from of shores) {
      const to = shores.find((t) => t !== from && !(variant.adjacency.army[from] ?? []).includes(t));
      if (to === undefined) continue;
      convoyMove = { kind: 'move', unit: army(from), to, viaConvoy: false };
      convoy = { kind: 'convoy', unit: { type: 'fleet', location: sea.id }, army: from, to };
      break;
    }
    if (convoy !== null) break;
  }
  return { move, supportMove, hold, supportHold, convoyMove, convoy };
}

/** A name in the page's language, else the variant's first language, else any. */
export function nameIn(names: Names, lang: Lang, fallback = ''): string {
  return names[lang] ?? Object.values(names)[0] ?? fallback;
}
