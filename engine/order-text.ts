/**
 * The text of an order given as data, for results: the short English notation of
 * `formatOrder` ("A Lon - Bel", "F Nth C A Lon - Bel"), written without the variant's
 * names so that it stays cheap on the adjudication path.
 */
import type { LocationId } from '../model/variant.js';
import type { Order, UnitRef } from './types.js';

type ShortNames = ReadonlyMap<LocationId, string> | undefined;

/** `short`: the short name of each location, where known (`lon` → `Lon`); others are computed. */
export function orderText(order: Order, short?: ShortNames): string {
  switch (order.kind) {
    case 'hold':
      return `${unitText(order.unit, short)} H`;
    case 'move':
      return `${unitText(order.unit, short)} - ${order.railway === undefined ? '' : `${order.railway.toUpperCase()} - `}${place(order.to, short)}${order.viaConvoy ? ' via convoy' : ''}`;
    case 'support':
      return order.to === null
        ? `${unitText(order.unit, short)} S ${unitText(order.supported, short)}`
        : `${unitText(order.unit, short)} S ${unitText(order.supported, short)} - ${place(order.to, short)}`;
    case 'convoy':
      return `${unitText(order.unit, short)} C A ${place(order.army, short)} - ${place(order.to, short)}`;
    case 'retreat':
      return `${unitText(order.unit, short)} R ${place(order.to, short)}`;
    case 'disband':
      return `${unitText(order.unit, short)} D`;
    case 'build':
      return `Build ${order.type === 'army' ? 'A' : 'F'} ${place(order.location, short)}`;
    case 'waive':
      return 'Waive';
  }
}

export function unitText(unit: UnitRef, short: ShortNames): string {
  const where = place(unit.location, short);
  return unit.type === null ? where : unit.type === 'army' ? `A ${where}` : `F ${where}`;
}

function place(location: LocationId, short: ShortNames): string {
  return short?.get(location) ?? shortName(location);
}

/** `lon` → `Lon`, `stp/nc` → `Stp/nc`. */
export function shortName(location: LocationId): string {
  return location.charAt(0).toUpperCase() + location.slice(1);
}
