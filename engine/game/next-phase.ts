/**
 * From the phase just played to the next phase with something to do, in calendar order.
 * A retreats phase is skipped when no dislodged unit can retreat (those units are
 * disbanded); an adjustments phase when no power may build or must disband; bidding
 * phases belong to rule modules and are skipped unless a module plays them. Leaving the season
 * `calendar.ownershipAfter` (its retreats included) updates centre ownership (XIII.1), and
 * rule modules then update their state (Intimate Diplomacy's credits).
 */
import type { Season, Variant } from '../../model/variant.js';
import { adjustmentBalances, buildSites } from '../adjustments/adjudicate-adjustments.js';
import { retreatOptions } from '../orders/kinds/retreat.js';
import type { Phase, Position } from '../types.js';
import { activeRules, afterOwnershipUpdate, playsBidding } from '../rules/registry.js';
import { updateOwnership } from './ownership.js';
import { unitsByProvince } from '../given-orders.js';
import { variantIndex } from '../variant-index.js';

/** `played`: the position as it stands after its phase was played (units moved, `dislodged` set). */
export function nextPhase(variant: Variant, played: Position): Position {
  const seasons = variant.calendar.seasons;
  let s = Math.max(0, seasons.findIndex((season) => season.id === played.phase.season));
  let k = seasons[s].phases.indexOf(played.phase.kind);
  let year = played.phase.year;
  let position = played;
  const limit = 2 * seasons.reduce((sum, season) => sum + season.phases.length, 0) + 2;
  for (let step = 0; step < limit; step++) {
    k++;
    if (k >= seasons[s].phases.length) {
      // A rule may update ownership in its own adjustments (arsenal: losses before gains).
      if (seasons[s].id === variant.calendar.ownershipAfter && !activeRules(variant, position).keepsOwnership) {
        position = afterOwnershipUpdate(variant, { ...position, ownership: updateOwnership(variant, position.ownership, position.units) });
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
      if (canRetreat(variant, position)) return { ...position, phase };
      position = { ...position, dislodged: [], contested: [] };
      continue;
    }
    position = { ...position, dislodged: [], contested: [] };
    if (phase.kind === 'movement') return { ...position, phase };
    if (phase.kind === 'bidding' && playsBidding(variant)) return { ...position, phase };
    if (phase.kind === 'adjustments' && adjustmentsDue(variant, { ...position, phase })) return { ...position, phase };
  }
  // A calendar with nothing but skipped phases: stay in the next season's first phase.
  return { ...position, phase: firstPhase(seasons[s], year) };
}

function firstPhase(season: Season, year: number): Phase {
  return { season: season.id, year, kind: season.phases[0] ?? 'movement' };
}

function canRetreat(variant: Variant, position: Position): boolean {
  return position.dislodged.some((unit) => retreatOptions(variant, position, unit).length > 0);
}

/** Whether some power must disband, or may build and has somewhere to build. */
export function adjustmentsDue(variant: Variant, position: Position): boolean {
  const rules = activeRules(variant, position);
  if (rules.adjustments !== null) return rules.adjustments.due(rules);
  let occupied: number[] | null = null;
  for (const [power, balance] of adjustmentBalances(variant, position)) {
    if (balance < 0) return true;
    if (balance > 0 && buildSites(variant, position, power, rules, (occupied ??= unitsByProvince(variantIndex(variant), position.units))).length > 0) return true;
  }
  return false;
}
