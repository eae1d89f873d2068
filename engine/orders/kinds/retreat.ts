/**
 * The retreat order (`F Nth R Nwy`; XI): its legality and its listing, on one check. A
 * dislodged unit retreats to a place it could move to in one move (its own kind of move,
 * never by convoy), not occupied, not where its attacker came from, not left empty by a
 * standoff, nor closed by a rule module. A power whose units do not retreat (civil
 * disorder) has no option: its dislodged units are disbanded.
 */
import { provinceOf } from '../../../model/locations.js';
import type { LocationId, Variant } from '../../../model/variant.js';
import { unitsByProvince } from '../../given-orders.js';
import { powerName } from '../../rules/rule-module.js';
import { activeRules, type ActiveRules } from '../../rules/registry.js';
import type { DislodgedUnit, Position } from '../../types.js';
import { armyAdjacent, canStand, fleetDestination, placeName, variantIndex, type VariantIndex } from '../../variant-index.js';
import { assertPositionShape, assertUnitShape } from '../../game/position-shape.js';

export type RetreatCheck = { ok: true; to: LocationId } | { ok: false; reason: string };

export function checkRetreat(
  index: VariantIndex,
  position: Position,
  unit: DislodgedUnit,
  to: LocationId,
  rules: ActiveRules = activeRules(index.variant, position),
  occupied: readonly number[] = unitsByProvince(index, position.units),
): RetreatCheck {
  const from = provinceOf(unit.location);
  const province = provinceOf(to);
  const p = index.provinceIndex.get(province);
  const f = index.provinceIndex.get(from);
  if (p === undefined || f === undefined) return { ok: false, reason: `no such place: ${to}` };
  if (!canStand(unit.type, index.terrain[p])) return { ok: false, reason: `${unit.type === 'army' ? 'an army' : 'a fleet'} cannot go to ${placeName(index, province)}` };
  let location: LocationId = province;
  if (unit.type === 'fleet') {
    const move = fleetDestination(index, unit.location, to);
    if (!move.ok) return move;
    location = move.to;
  } else if (!armyAdjacent(index, f, p)) {
    return { ok: false, reason: `${placeName(index, province)} is not adjacent to ${placeName(index, from)}` };
  }
  if (!rules.retreatsAllowed(unit.power)) return { ok: false, reason: `${powerName(index.variant, unit.power)} does not retreat: its dislodged units are disbanded` };
  const closed = rules.closesProvinces ? rules.entryRefused(province, unit.power) : null;
  if (closed !== null) return { ok: false, reason: closed };
  if (province === unit.attackerFrom) return { ok: false, reason: `the attacker came from ${placeName(index, province)}` };
  if (occupied[p] >= 0) return { ok: false, reason: `${placeName(index, province)} is occupied` };
  // A standoff makes the whole province unavailable, both coasts included (DATC 6.H.16).
  if (position.contested.includes(province)) return { ok: false, reason: `${placeName(index, province)} was left empty by a standoff` };
  return { ok: true, to: location };
}

/**
 * Every place `checkRetreat` accepts for the unit: provinces for an army, locations (coasts
 * named) for a fleet. `rules` and `occupied` as for `checkRetreat`, given by a caller that
 * asks about several units of one position.
 */
export function retreatOptions(
  variant: Variant,
  position: Position,
  unit: DislodgedUnit,
  given?: ActiveRules,
  occupied?: readonly number[],
): LocationId[] {
  // Checked before anything reads it, the rules of the phase included.
  assertPositionShape(position);
  assertUnitShape(unit, 'unit');
  const rules = given ?? activeRules(variant, position);
  const index = variantIndex(variant);
  const candidates = retreatCandidates(index, unit, rules);
  if (candidates.length === 0) return [];
  occupied ??= unitsByProvince(index, position.units);
  const board = occupied;
  return candidates.filter((to) => checkRetreat(index, position, unit, to, rules, board).ok);
}

/** Whether the unit has a place to retreat to (`retreatOptions` not empty), asking no further than the first place accepted. */
export function canRetreat(variant: Variant, position: Position, unit: DislodgedUnit, rules: ActiveRules, occupied: readonly number[]): boolean {
  const index = variantIndex(variant);
  return retreatCandidates(index, unit, rules).some((to) => checkRetreat(index, position, unit, to, rules, occupied).ok);
}

/** The places the unit could move to in one move, which `checkRetreat` then asks about; none when its power's units do not retreat. */
function retreatCandidates(index: VariantIndex, unit: DislodgedUnit, rules: ActiveRules): readonly LocationId[] {
  const from = index.provinceIndex.get(provinceOf(unit.location));
  if (from === undefined || !rules.retreatsAllowed(unit.power)) return [];
  return unit.type === 'army' ? Array.from(index.armyNeighbours[from], (p) => index.provinceIds[p]) : (index.fleetMoves.get(unit.location) ?? []);
}
