/**
 * The engine's entry point: adjudicates the orders of one phase of a position and gives
 * the results and the position of the next phase to play. The rule modules in force
 * (engine/rules/registry.ts) are worked out once here and passed down.
 */
import type { Variant } from '../model/variant.js';
import { adjudicateAdjustments } from './adjustments/adjudicate-adjustments.js';
import { nextPhase, nextPhaseFrom } from './game/next-phase.js';
import { positionWith } from './game/position-with.js';
import { assertPositionShape } from './game/position-shape.js';
import { invalidResult, readOrders } from './given-orders.js';
import { adjudicateMovement } from './movement/adjudicate-movement.js';
import { adjudicateRetreats } from './retreats/adjudicate-retreats.js';
import { activeRules } from './rules/registry.js';
import type { Adjudication, Orders, Position } from './types.js';

export function adjudicate(variant: Variant, position: Position, orders: Orders): Adjudication {
  // A caller's mistake, said in words; position files are read and checked by loadPosition.
  assertPositionShape(position);
  const rules = activeRules(variant, position);
  if (rules.blocked !== null) {
    // Nothing is played: every order is refused with the reason, and the position stays.
    const results = readOrders(variant, orders, position.phase.kind, rules).map((g) => invalidResult({ ...g, error: rules.blocked }));
    return { results, dislodged: [], next: position, blocked: rules.blocked };
  }
  switch (position.phase.kind) {
    case 'movement': {
      const outcome = adjudicateMovement(variant, position, orders, rules);
      const played = positionWith(position, { units: outcome.units, dislodged: outcome.dislodged, contested: outcome.contested });
      return { results: outcome.results, dislodged: outcome.dislodged, next: nextPhaseFrom(variant, played, outcome.provinces) };
    }
    case 'retreats': {
      const outcome = adjudicateRetreats(variant, position, orders, rules);
      const played = positionWith(position, { units: outcome.units, dislodged: [], contested: [] });
      return { results: outcome.results, dislodged: [], next: nextPhase(variant, played) };
    }
    case 'adjustments': {
      const outcome = adjudicateAdjustments(variant, position, orders, rules);
      const played = positionWith(position, { units: outcome.units, ownership: outcome.ownership, rules: outcome.rules });
      return { results: outcome.results, dislodged: [], next: nextPhase(variant, played) };
    }
    case 'bidding': {
      // Bidding belongs to rule modules (Intimate Diplomacy); without one the core engine accepts no order in it.
      const played = rules.playBidding(orders);
      if (played !== null) return { results: played.results, dislodged: [], next: nextPhase(variant, played.position) };
      const results = readOrders(variant, orders, 'bidding', rules).map(invalidResult);
      return { results, dislodged: [], next: nextPhase(variant, position) };
    }
  }
}
