/**
 * The build order (`Build F Stp/nc`; XIII.2): its legality and its listing, on one check.
 * A power builds on a supply centre it owns and holds empty — one of its home centres, or
 * any centre when a rule module says so — a unit that may stand there, a fleet naming the
 * coast where there are several (DATC 6.B.14, 6.I.2–6.I.7). Whether the power has a build
 * to make is the adjustments phase's count, not this check.
 */
import { coastOf, provinceOf } from '../../../model/locations.js';
import type { PowerId, UnitType, Variant } from '../../../model/variant.js';
import { unitsByProvince } from '../../given-orders.js';
import { powerName } from '../../rules/rule-module.js';
import { activeRules, type ActiveRules } from '../../rules/registry.js';
import type { Order, Position } from '../../types.js';
import { canStand, placeName, variantIndex, type VariantIndex } from '../../variant-index.js';
import { assertPositionShape } from '../../game/position-shape.js';

export type BuildCheck = { ok: true; province: number; location: string } | { ok: false; reason: string };

export function checkBuild(
  index: VariantIndex,
  rules: ActiveRules,
  position: Position,
  power: PowerId,
  type: UnitType,
  location: string,
  occupied: readonly number[],
): BuildCheck {
  const id = provinceOf(location);
  const p = index.provinceIndex.get(id);
  if (p === undefined) return { ok: false, reason: `no such place: ${location}` };
  if (!canBuildIn(index, rules, p, power)) {
    return { ok: false, reason: rules.buildAnywhere ? `${placeName(index, id)} is not a supply centre` : `${placeName(index, id)} is not a home centre of ${powerName(index.variant, power)}` };
  }
  if (position.ownership[id] !== power) return { ok: false, reason: `${powerName(index.variant, power)} does not own ${placeName(index, id)}` };
  if (occupied[p] >= 0) return { ok: false, reason: `${placeName(index, id)} is occupied` };
  if (!canStand(type, index.terrain[p])) return { ok: false, reason: `${type === 'army' ? 'an army' : 'a fleet'} cannot be built in ${placeName(index, id)}` };
  if (type === 'army') return { ok: true, province: p, location: id };
  const coast = coastOf(location);
  if (index.hasCoasts[p]) {
    if (coast === null) return { ok: false, reason: `the coast must be given to build a fleet in ${placeName(index, id)}` };
    if (!index.locationNumber.has(location)) return { ok: false, reason: `no such coast: ${location}` };
    if (!hasFleetBorder(index, location)) return { ok: false, reason: `a fleet cannot be built on ${placeName(index, location)}: no fleet border leaves it` };
    return { ok: true, province: p, location };
  }
  if (coast !== null) return { ok: false, reason: `${placeName(index, id)} has no separate coasts` };
  if (!hasFleetBorder(index, id)) return { ok: false, reason: `a fleet cannot be built in ${placeName(index, id)}` };
  return { ok: true, province: p, location: id };
}

/** A fleet built where no fleet border leaves could never move: such places are no fleet sites (the map index's `fleetSites`). */
function hasFleetBorder(index: VariantIndex, location: string): boolean {
  const l = index.locationNumber.get(location);
  return l !== undefined && index.fleetMovesFrom[l].length > 0;
}

function canBuildIn(index: VariantIndex, rules: ActiveRules, p: number, power: PowerId): boolean {
  return index.supplyCentre[p] === 1 && (rules.buildAnywhere || index.home[p] === power);
}

/**
 * Centres where the power could build now: home centres (any centre with `build-anywhere`)
 * owned by it and empty; none for a power that builds nothing (civil disorder).
 */
export function buildSites(
  variant: Variant,
  position: Position,
  power: PowerId,
  given?: ActiveRules,
  /** The unit in each province (`unitsByProvince`), when the caller has it already. */
  occupied?: readonly number[],
): number[] {
  // Checked before anything reads it, the rules of the phase included.
  assertPositionShape(position);
  const rules = given ?? activeRules(variant, position);
  const index = variantIndex(variant);
  const sites: number[] = [];
  if (!rules.buildsAllowed(power)) return sites;
  occupied ??= unitsByProvince(index, position.units);
  for (let p = 0; p < index.provinceCount; p++) {
    if (canBuildIn(index, rules, p, power) && position.ownership[index.provinceIds[p]] === power && occupied[p] < 0) sites.push(p);
  }
  return sites;
}

/** Every build `checkBuild` accepts for the power (armies without a coast, fleets with theirs). */
export function listBuilds(variant: Variant, position: Position, power: PowerId, rules: ActiveRules): Order[] {
  const index = variantIndex(variant);
  const occupied = unitsByProvince(index, position.units);
  const orders: Order[] = [];
  for (const p of buildSites(variant, position, power, rules)) {
    const candidates: [UnitType, string][] = [['army', index.provinceIds[p]]];
    for (const l of index.fleetSites[p]) candidates.push(['fleet', index.locations[l]]);
    for (const [type, location] of candidates) {
      const check = checkBuild(index, rules, position, power, type, location, occupied);
      if (check.ok) orders.push({ kind: 'build', type, location: check.location });
    }
  }
  return orders;
}
