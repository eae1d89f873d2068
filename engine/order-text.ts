/**
 * The text of an order given as data, for results: the short English notation of
 * `formatOrder` ("A Lon - Bel", "F Nth C A Lon - Bel"), written without the variant's
 * names so that it stays cheap on the adjudication path.
 */
import type { LocationId } from '../model/variant.js';
import type { Order, UnitRef } from './types.js';

/** The texts of a map's locations, made once per variant (variant-index.ts): `Lon`, and its units `A Lon`, `F Lon`. */
export interface PlaceTexts {
  readonly short: ReadonlyMap<LocationId, string>;
  readonly army: ReadonlyMap<LocationId, string>;
  readonly fleet: ReadonlyMap<LocationId, string>;
}

/** `texts`: the map's location texts, where known; others are computed. */
export function orderText(order: Order, texts?: PlaceTexts): string {
  switch (order.kind) {
    case 'hold':
      return `${unitText(order.unit, texts)} H`;
    case 'move': {
      // The common move in one concatenation, the rare parts only when there.
      if (order.railway === undefined && !order.viaConvoy) return `${unitText(order.unit, texts)} - ${place(order.to, texts)}`;
      return `${unitText(order.unit, texts)} - ${order.railway === undefined ? '' : `${order.railway.toUpperCase()} - `}${place(order.to, texts)}${order.viaConvoy ? ' via convoy' : ''}`;
    }
    case 'support':
      return order.to === null
        ? `${unitText(order.unit, texts)} S ${unitText(order.supported, texts)}`
        : `${unitText(order.unit, texts)} S ${unitText(order.supported, texts)} - ${place(order.to, texts)}`;
    case 'convoy':
      return `${unitText(order.unit, texts)} C A ${place(order.army, texts)} - ${place(order.to, texts)}`;
    case 'retreat':
      return `${unitText(order.unit, texts)} R ${place(order.to, texts)}`;
    case 'disband':
      return `${unitText(order.unit, texts)} D`;
    case 'build':
      return `Build ${order.type === 'army' ? 'A' : 'F'} ${place(order.location, texts)}`;
    case 'waive':
      return 'Waive';
  }
}

export function unitText(unit: UnitRef, texts: PlaceTexts | undefined): string {
  if (unit.type === null) return place(unit.location, texts);
  const known = texts === undefined ? undefined : (unit.type === 'army' ? texts.army : texts.fleet).get(unit.location);
  return known ?? `${unit.type === 'army' ? 'A' : 'F'} ${place(unit.location, texts)}`;
}

function place(location: LocationId, texts: PlaceTexts | undefined): string {
  return texts?.short.get(location) ?? shortName(location);
}

/** The texts of these locations. */
export function placeTexts(locations: readonly LocationId[]): PlaceTexts {
  const short = new Map(locations.map((l) => [l, shortName(l)]));
  return {
    short,
    army: new Map(locations.map((l) => [l, `A ${shortName(l)}`])),
    fleet: new Map(locations.map((l) => [l, `F ${shortName(l)}`])),
  };
}

/** `lon` → `Lon`, `stp/nc` → `Stp/nc`. */
export function shortName(location: LocationId): string {
  return location.charAt(0).toUpperCase() + location.slice(1);
}
