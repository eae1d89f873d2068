/**
 * The engine's entry point: adjudicates the orders of one phase of a position and gives
 * the results and the position of the next phase to play.
 */
import type { Variant } from '../model/variant.js';
import { adjudicateAdjustments } from './adjustments/adjudicate-adjustments.js';
import { nextPhase } from './game/next-phase.js';
import { invalidResult, readOrders } from './given-orders.js';
import { adjudicateMovement } from './movement/adjudicate-movement.js';
import { adjudicateRetreats } from './retreats/adjudicate-retreats.js';
import type { Adjudication, Orders, Position } from './types.js';

export function adjudicate(variant: Variant, position: Position, orders: Orders): Adjudication {
  switch (position.phase.kind) {
    case 'movement': {
      const outcome = adjudicateMovement(variant, position, orders);
      const played: Position = { ...position, units: outcome.units, dislodged: outcome.dislodged, contested: outcome.contested };
      return { results: outcome.results, dislodged: outcome.dislodged, next: nextPhase(variant, played) };
    }
    case 'retreats': {
      const outcome = adjudicateRetreats(variant, position, orders);
      const played: Position = { ...position, units: outcome.units, dislodged: [], contested: [] };
      return { results: outcome.results, dislodged: [], next: nextPhase(variant, played) };
    }
    case 'adjustments': {
      const outcome = adjudicateAdjustments(variant, position, orders);
      const played: Position = { ...position, units: outcome.units };
      return { results: outcome.results, dislodged: [], next: nextPhase(variant, played) };
    }
    case 'bidding': {
      // Bidding belongs to rule modules; the core engine accepts no order in it.
      const results = readOrders(variant, orders, 'bidding').map(invalidResult);
      return { results, dislodged: [], next: nextPhase(variant, position) };
    }
  }
}
