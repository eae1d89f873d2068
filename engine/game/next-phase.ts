/**
 * From the phase just played to the next phase with something to do, in calendar order.
 * A retreats phase is skipped when no dislodged unit can retreat (those units are
 * disbanded); an adjustments phase when no power may build or must disband; bidding
 * phases belong to rule modules and are skipped unless a module plays them. Leaving the season
 * `calendar.ownershipAfter` (its retreats included) updates centre ownership (XIII.1), and
 * rule modules then update their state (Intimate Diplomacy's credits).
 */
import type { PowerId, Season, Variant } from '../../model/variant.js';
import { adjustmentBalances, buildSites } from '../adjustments/adjudicate-adjustments.js';
import { canRetreat as canRetreatUnit } from '../orders/kinds/retreat.js';
import type { Phase, Position } from '../types.js';
import { activeRules, afterOwnershipUpdate, keepsOwnership, playsBidding, shapesAdjustments, type ActiveRules } from '../rules/registry.js';
import { ownershipAfter } from './ownership.js';
import { positionWith } from './position-with.js';
import { unitsByProvince } from '../given-orders.js';
import { variantIndex, type VariantIndex } from '../variant-index.js';
import { assertPositionShape } from './position-shape.js';

/** `played`: the position as it stands after its phase was played (units moved, `dislodged` set). */
export function nextPhase(variant: Variant, played: Position): Position {
  assertPositionShape(played);
  return nextPhaseFrom(variant, played, null);
}

/**
 * The same, given the province number of each played unit when the caller knows them (the
 * movement adjudication does): the units are not looked up again for ownership and adjustments.
 */
export function nextPhaseFrom(variant: Variant, played: Position, provinces: readonly number[] | null): Position {
  const seasons = variant.calendar.seasons;
  let s = Math.max(0, seasons.findIndex((season) => season.id === played.phase.season));
  let k = seasons[s].phases.indexOf(played.phase.kind);
  let year = played.phase.year;
  let position = played;
  // Whether `position` still holds the dislodged units and contested provinces of the phase played.
  let fresh = true;
  let steps = 0;
  for (const season of seasons) steps += season.phases.length;
  const limit = 2 * steps + 2;
  for (let step = 0; step < limit; step++) {
    k++;
    if (k >= seasons[s].phases.length) {
      // A rule may update ownership in its own adjustments (arsenal: losses before gains).
      if (seasons[s].id === variant.calendar.ownershipAfter && !keepsOwnership(variant, position)) {
        const ownership = ownershipAfter(variant, position.ownership, position.units, provincesOf(position, played, provinces));
        position = afterOwnershipUpdate(variant, fresh ? positionWith(position, { ownership }) : positionWith(position, { ownership, dislodged: [], contested: [] }));
      }
      k = 0;
      s++;
      if (s >= seasons.length) {
        s = 0;
        year++;
      }
    }
    const phase: Phase = { season: seasons[s].id, year, kind: seasons[s].phases[k] };
    if (phase.kind === 'retreats') {
      if (fresh && canRetreat(variant, position, provincesOf(position, played, provinces))) return positionWith(position, { phase });
      fresh = false;
      continue;
    }
    fresh = false;
    if (phase.kind === 'movement') return positionWith(position, { dislodged: [], contested: [], phase });
    if (phase.kind === 'bidding' && playsBidding(variant)) return positionWith(position, { dislodged: [], contested: [], phase });
    if (phase.kind === 'adjustments') {
      const next: Position = positionWith(position, { dislodged: [], contested: [], phase });
      if (adjustmentsDueFrom(variant, next, provincesOf(position, played, provinces))) return next;
    }
  }
  // A calendar with nothing but skipped phases: stay in the next season's first phase.
  return positionWith(position, { dislodged: [], contested: [], phase: firstPhase(seasons[s], year) });
}

function firstPhase(season: Season, year: number): Phase {
  return { season: season.id, year, kind: season.phases[0] ?? 'movement' };
}

/** The province numbers of the position's units, when they are the played units whose numbers are known. */
function provincesOf(position: Position, played: Position, provinces: readonly number[] | null): readonly number[] | null {
  return position.units === played.units ? provinces : null;
}

/** Whether some dislodged unit has a place to retreat to (`retreatOptions` not empty), the board read once; each asked no further than its first place. */
function canRetreat(variant: Variant, position: Position, provinces: readonly number[] | null): boolean {
  if (position.dislodged.length === 0) return false;
  const rules = activeRules(variant, position);
  const occupied = unitsByProvince(variantIndex(variant), position.units, provinces);
  return position.dislodged.some((unit) => canRetreatUnit(variant, position, unit, rules, occupied));
}

/** Whether some power must disband, or may build and has somewhere to build. */
export function adjustmentsDue(variant: Variant, position: Position): boolean {
  assertPositionShape(position);
  return adjustmentsDueFrom(variant, position, null);
}

/** The same, given the province number of each unit when known. */
function adjustmentsDueFrom(variant: Variant, position: Position, provinces: readonly number[] | null): boolean {
  // The phase's rules, when a module shapes adjustments; else (null) their defaults: no play of a rule's own, builds on free owned home centres.
  const rules = shapesAdjustments(variant) ? activeRules(variant, position) : null;
  if (rules !== null && rules.adjustments !== null) return rules.adjustments.due(rules);
  const index = variantIndex(variant);
  const balance = balances(index, position);
  if (balance === null) return slowAdjustmentsDue(variant, position, rules ?? activeRules(variant, position), provinces);
  // A disband settles it before any build site is looked for (which needs the unit map).
  for (let i = 0; i < balance.length; i++) if (balance[i] < 0) return true;
  let occupied: number[] | null = null;
  for (let i = 0; i < balance.length; i++) {
    if (balance[i] > 0 && hasBuildSite(index, rules, position, index.powerIds[i], (occupied ??= unitsByProvince(index, position.units, provinces)))) return true;
  }
  return false;
}

/**
 * Centres owned minus units, per power number of the index, as `adjustmentBalances` counts
 * them; null when an owner or a unit belongs to no power of the variant (left to the general count).
 */
function balances(index: VariantIndex, position: Position): number[] | null {
  const balance: number[] = [];
  for (let i = 0; i < index.powerIds.length; i++) balance.push(0);
  for (const owner of Object.values(position.ownership)) {
    const i = index.powerNumber.get(owner);
    if (i === undefined) return null;
    balance[i]++;
  }
  for (const unit of position.units) {
    const i = index.powerNumber.get(unit.power);
    if (i === undefined) return null;
    balance[i]--;
  }
  return balance;
}

/** Whether the power has a build site (`buildSites` not empty): its home centres looked at alone, when only they count. */
function hasBuildSite(index: VariantIndex, rules: ActiveRules | null, position: Position, power: PowerId, occupied: readonly number[]): boolean {
  if (rules !== null && (rules.buildAnywhere || !rules.buildsAllowed(power))) return buildSites(index.variant, position, power, rules, occupied).length > 0;
  for (const p of index.homeCentres[index.powerNumber.get(power) as number]) {
    if (position.ownership[index.provinceIds[p]] === power && occupied[p] < 0) return true;
  }
  return false;
}

function slowAdjustmentsDue(variant: Variant, position: Position, rules: ActiveRules, provinces: readonly number[] | null): boolean {
  let occupied: number[] | null = null;
  const index = variantIndex(variant);
  for (const [power, n] of adjustmentBalances(variant, position)) {
    if (n < 0) return true;
    if (n > 0 && buildSites(variant, position, power, rules, (occupied ??= unitsByProvince(index, position.units, provinces))).length > 0) return true;
  }
  return false;
}
