/**
 * The text of an order given as data, for results: the short English notation of
 * `formatOrder` ("A Lon - Bel", "F Nth C A Lon - Bel"), its places' abbreviations read from
 * tables made once per variant (`placeTexts`) so that it stays cheap on the adjudication path.
 */
import { abbreviationIn, capitalised } from '../model/abbreviation.js';
import { provinceOf } from '../model/locations.js';
import type { LocationId, Variant } from '../model/variant.js';
import { destination, otherPlace, unitPlace } from './order-places.js';
import type { Order, UnitRef } from './types.js';

/**
 * The texts of a map's locations, made once per variant (variant-index.ts), by location
 * number: `Lon`, and its units `A Lon`, `F Lon`. A location is looked up once (`number`),
 * its texts read from arrays. (Keeping whole order texts made in earlier phases, in maps by
 * the locations they name, cost more than writing them: bench/adjudicate.ts.)
 */
export interface PlaceTexts {
  readonly number: ReadonlyMap<LocationId, number>;
  readonly short: readonly string[];
  readonly army: readonly string[];
  readonly fleet: readonly string[];
  /**
   * The openings of the common orders, by the location of their first place, so that an
   * order's text is one or two concatenations, not four: `Lon - `, `A Lon - `, `F Lon - `,
   * `A Lon S `, `F Lon S `, `A Lon C A `, `F Lon C A `.
   */
  readonly placeTo: readonly string[];
  readonly armyTo: readonly string[];
  readonly fleetTo: readonly string[];
  readonly armySupports: readonly string[];
  readonly fleetSupports: readonly string[];
  readonly armyConvoys: readonly string[];
  readonly fleetConvoys: readonly string[];
}

/** `texts`: the map's location texts, where known; others are computed. */
export function orderText(order: Order, texts?: PlaceTexts): string {
  if (texts === undefined) return orderTextAt(order, -1, -1, -1, undefined);
  return orderTextAt(order, numberIn(texts, unitPlace(order)), numberIn(texts, destination(order)), numberIn(texts, otherPlace(order)), texts);
}

/** A location's number, or -1 (a module function, not a closure: made once, not per order text). */
function numberIn(texts: PlaceTexts, location: LocationId | null): number {
  return location === null ? -1 : (texts.number.get(location) ?? -1);
}

/**
 * The same, with the numbers of the locations the order names already looked up (-1: not a
 * location of the map, written from the order's words): `at` its unit's (a build's site),
 * `to` its destination, `other` the unit it supports or the army it convoys.
 */
export function orderTextAt(order: Order, at: number, to: number, other: number, texts: PlaceTexts | undefined): string {
  switch (order.kind) {
    case 'hold':
      return `${unitTextAt(order.unit, at, texts)} H`;
    case 'move': {
      // The common move in one concatenation, the rare parts only when there.
      if (order.railway === undefined && !order.viaConvoy) return movingAt(order.unit, at, texts) + placeAt(order.to, to, texts);
      return `${unitTextAt(order.unit, at, texts)} - ${order.railway === undefined ? '' : `${order.railway.toUpperCase()} - `}${placeAt(order.to, to, texts)}${order.viaConvoy ? ' via convoy' : ''}`;
    }
    case 'support':
      return order.to === null
        ? openingAt(order.unit, at, texts, SUPPORTS) + unitTextAt(order.supported, other, texts)
        : openingAt(order.unit, at, texts, SUPPORTS) + movingAt(order.supported, other, texts) + placeAt(order.to, to, texts);
    case 'convoy':
      return openingAt(order.unit, at, texts, CONVOYS) + (other >= 0 && texts !== undefined ? texts.placeTo[other] : `${capitalised(order.army)} - `) + placeAt(order.to, to, texts);
    case 'retreat':
      return `${unitTextAt(order.unit, at, texts)} R ${placeAt(order.to, to, texts)}`;
    case 'disband':
      return `${unitTextAt(order.unit, at, texts)} D`;
    case 'build':
      return `Build ${order.type === 'army' ? 'A' : 'F'} ${placeAt(order.location, at, texts)}`;
    case 'waive':
      return 'Waive';
  }
}

export function unitText(unit: UnitRef, texts: PlaceTexts | undefined): string {
  return unitTextAt(unit, texts === undefined ? -1 : (texts.number.get(unit.location) ?? -1), texts);
}

/** A unit's text, its location's number `l` looked up (-1: not known). */
function unitTextAt(unit: UnitRef, l: number, texts: PlaceTexts | undefined): string {
  if (unit.type === null) return placeAt(unit.location, l, texts);
  if (l >= 0 && texts !== undefined) return unit.type === 'army' ? texts.army[l] : texts.fleet[l];
  return `${unit.type === 'army' ? 'A' : 'F'} ${capitalised(unit.location)}`;
}

/** A unit's text followed by ` - ` (`A Lon - `), its location's number `l` looked up (-1: not known). */
function movingAt(unit: UnitRef, l: number, texts: PlaceTexts | undefined): string {
  if (l < 0 || texts === undefined) return `${unitTextAt(unit, l, texts)} - `;
  if (unit.type === null) return texts.placeTo[l];
  return unit.type === 'army' ? texts.armyTo[l] : texts.fleetTo[l];
}

const SUPPORTS = 0;
const CONVOYS = 1;

/** A unit's text followed by the word of its order (` S `, ` C A `). */
function openingAt(unit: UnitRef, l: number, texts: PlaceTexts | undefined, word: typeof SUPPORTS | typeof CONVOYS): string {
  if (l >= 0 && texts !== undefined && unit.type !== null) {
    if (word === SUPPORTS) return unit.type === 'army' ? texts.armySupports[l] : texts.fleetSupports[l];
    return unit.type === 'army' ? texts.armyConvoys[l] : texts.fleetConvoys[l];
  }
  return `${unitTextAt(unit, l, texts)}${word === SUPPORTS ? ' S ' : ' C A '}`;
}

function placeAt(location: LocationId, l: number, texts: PlaceTexts | undefined): string {
  return l >= 0 && texts !== undefined ? texts.short[l] : capitalised(location);
}

/** The texts of the variant's locations, numbered as `number` numbers them (in this order): their abbreviations (`Lon`, Rokugan's `EKe`). */
export function placeTexts(variant: Variant, locations: readonly LocationId[], number: ReadonlyMap<LocationId, number>): PlaceTexts {
  // Each location's province found by id in a map, not by a search of the provinces per location.
  const provinces = new Map(variant.provinces.map((p) => [p.id, p]));
  const short = locations.map((l) => abbreviationIn(provinces.get(provinceOf(l)), l));
  const army = short.map((s) => `A ${s}`);
  const fleet = short.map((s) => `F ${s}`);
  return {
    number, short, army, fleet,
    placeTo: short.map((s) => `${s} - `),
    armyTo: army.map((s) => `${s} - `),
    fleetTo: fleet.map((s) => `${s} - `),
    armySupports: army.map((s) => `${s} S `),
    fleetSupports: fleet.map((s) => `${s} S `),
    armyConvoys: army.map((s) => `${s} C A `),
    fleetConvoys: fleet.map((s) => `${s} C A `),
  };
}
