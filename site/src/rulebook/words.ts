/**
 * Small language helpers the chapter files share: names from the model in the page's
 * language, lists ("A, B and C" / « A, B et C »), counted nouns, units.
 */
import { formatLocation, formatOrder } from '../../../engine/orders/format-order.js';
import type { Order } from '../../../engine/types.js';
import { locationAbbreviation } from '../../../model/abbreviation.js';
import { provinceOf } from '../../../model/locations.js';
import type { LocationId, PowerId, ProvinceId, StartUnit, UnitType, Variant } from '../../../model/variant.js';
import { nameIn } from './facts.js';
import type { Lang, Span } from './types.js';

export function listOf(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'fr' ? ' et ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

/** `a Fall`, `an Autumn`: a name from the model (a season's) after the English article its first letter asks for. */
export function aOrAn(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** `3 centres`, `1 centre`: the number stays digits, taken from the model. */
export function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export function provinceName(variant: Variant, id: ProvinceId, lang: Lang): string {
  const province = variant.provinces.find((p) => p.id === provinceOf(id));
  if (province === undefined) throw new Error(`${variant.id}: no province '${id}'`);
  return nameIn(province.names, lang, id);
}

/** A location's full name, with its coast: `Saint-Pétersbourg (côte sud)`. */
export function locationName(variant: Variant, location: LocationId, lang: Lang): string {
  provinceName(variant, location, lang); // throws on an unknown province
  return formatLocation(variant, location, lang, 'long');
}

export function powerName(variant: Variant, id: PowerId, lang: Lang): string {
  const power = variant.powers.find((p) => p.id === id);
  if (power === undefined) throw new Error(`${variant.id}: no power '${id}'`);
  return nameIn(power.names, lang, id);
}

export function powerAdjective(variant: Variant, id: PowerId, lang: Lang): string {
  const power = variant.powers.find((p) => p.id === id);
  if (power === undefined) throw new Error(`${variant.id}: no power '${id}'`);
  return nameIn(power.adjectives, lang, nameIn(power.names, lang, id));
}

export function unitWord(type: UnitType, lang: Lang, plural = false): string {
  if (lang === 'fr') return type === 'army' ? (plural ? 'armées' : 'armée') : plural ? 'flottes' : 'flotte';
  return type === 'army' ? (plural ? 'armies' : 'army') : plural ? 'fleets' : 'fleet';
}

/**
 * `a fleet in London` / `une flotte, Londres`. French puts no preposition before the place:
 * à, en or au depends on the name (à Moscou, en Mandchourie, au Tonkin, au Château des…),
 * which the model does not say; a coast follows the place after a comma.
 */
export function unitPhrase(variant: Variant, unit: Pick<StartUnit, 'type' | 'location'>, lang: Lang): string {
  const place = locationName(variant, unit.location, lang);
  if (lang === 'fr') return `${unit.type === 'army' ? 'une armée' : 'une flotte'}, ${unit.location.includes('/') ? place.replace(/ \(([^()]*)\)$/, ', $1') : place}`;
  return `${unit.type === 'army' ? 'an army' : 'a fleet'} in ${place}`;
}

/** The short notation of a unit: `F Stp/sc`. */
export function unitCode(variant: Variant, unit: Pick<StartUnit, 'type' | 'location'>): string {
  return `${unit.type === 'army' ? 'A' : 'F'} ${locationAbbreviation(variant, unit.location)}`;
}

export { de } from '../lib/elision.js';

const LANGUAGE_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  en: { en: 'English', fr: 'anglais' },
  fr: { en: 'French', fr: 'français' },
};

/** A language's name: `en` → `English` / `anglais` (the code itself for a language we do not name). */
export function languageName(code: string, lang: Lang): string {
  return LANGUAGE_NAMES[code]?.[lang] ?? code;
}

/** An order in the page's notation (`A Lvp - Yor` / `A Lvp-Yor`), from the engine's formatter. */
export function orderText(variant: Variant, order: Order, lang: Lang): string {
  return formatOrder(variant, order, { language: lang });
}

/**
 * Sample orders as spans joined by `and` (`A Lvp - Yor` and `A Wal S A Lvp - Yor`), or
 * null when a sample is missing on this map (the sentence showing it is then left out).
 */
export function sampleSpans(variant: Variant, orders: readonly (Order | null)[], lang: Lang, joiner = lang === 'fr' ? ' et ' : ' and '): Span[] | null {
  if (orders.some((o) => o === null)) return null;
  return orders.flatMap((o, i) => (i === 0 ? [{ code: orderText(variant, o!, lang) }] : [joiner, { code: orderText(variant, o!, lang) }]));
}

/** `: A Lvp - Yor and …` then the end of the sentence; only the end when there is no sample. */
export function withSamples(samples: Span[] | null, before: string, end: string): Span[] {
  return samples === null ? [end] : [before, ...samples, end];
}

/** English: a sea takes "the" (`the North Sea`), a land province does not. */
export function placeEn(variant: Variant, location: LocationId): string {
  const name = locationName(variant, location, 'en');
  const province = variant.provinces.find((p) => p.id === provinceOf(location));
  return province?.terrain === 'sea' && !/^the /i.test(name) ? `the ${name}` : name;
}
