/**
 * The text of an order given as data, for results: the short English notation of
 * `formatOrder` ("A Lon - Bel", "F Nth C A Lon - Bel"), written without the variant's
 * names so that it stays cheap on the adjudication path.
 */
import type { LocationId } from '../model/variant.js';
import type { Order, UnitRef } from './types.js';

export function orderText(order: Order): string {
  switch (order.kind) {
    case 'hold':
      return `${unitText(order.unit)} H`;
    case 'move':
      return `${unitText(order.unit)} - ${place(order.to)}${order.viaConvoy ? ' via convoy' : ''}`;
    case 'support':
      return order.to === null
        ? `${unitText(order.unit)} S ${unitText(order.supported)}`
        : `${unitText(order.unit)} S ${unitText(order.supported)} - ${place(order.to)}`;
    case 'convoy':
      return `${unitText(order.unit)} C A ${place(order.army)} - ${place(order.to)}`;
    case 'retreat':
      return `${unitText(order.unit)} R ${place(order.to)}`;
    case 'disband':
      return `${unitText(order.unit)} D`;
    case 'build':
      return `Build ${order.type === 'army' ? 'A' : 'F'} ${place(order.location)}`;
    case 'waive':
      return 'Waive';
  }
}

function unitText(unit: UnitRef): string {
  return unit.type === null ? place(unit.location) : `${unit.type === 'army' ? 'A' : 'F'} ${place(unit.location)}`;
}

/** `lon` → `Lon`, `stp/nc` → `Stp/nc`. */
function place(location: LocationId): string {
  return location.charAt(0).toUpperCase() + location.slice(1);
}
