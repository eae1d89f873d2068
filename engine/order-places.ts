/**
 * The places an order names, one question each: its unit's (a build's site), where it
 * sends or supports a unit, and the unit it supports or the army it convoys. Asked when an
 * order is read (given-orders.ts, which looks them up once) and when one is written back
 * as text (order-text.ts).
 */
import type { LocationId } from '../model/variant.js';
import type { Order } from './types.js';

/** The location an order names for its unit (a build: its site), or null. */
export function unitPlace(order: Order | null): LocationId | null {
  if (order === null) return null;
  switch (order.kind) {
    case 'build':
      return order.location;
    case 'waive':
      return null;
    default:
      return order.unit.location;
  }
}

/** Where an order sends a unit, or supports one into; null when it names no such place. */
export function destination(order: Order | null): LocationId | null {
  if (order === null) return null;
  switch (order.kind) {
    case 'move':
    case 'retreat':
    case 'convoy':
    case 'support':
      return order.to;
    default:
      return null;
  }
}

/** The location of the unit an order supports, or of the army it convoys; null otherwise. */
export function otherPlace(order: Order | null): LocationId | null {
  if (order === null) return null;
  if (order.kind === 'support') return order.supported.location;
  return order.kind === 'convoy' ? order.army : null;
}
