/**
 * Places as the French rules notation writes them, for the playground's French pages.
 * The engine writes a place in its reasons as its abbreviation (`Bur`, `Stp/sc`, Rokugan's
 * `EKe`: model/abbreviation.ts), the English one. The French abbreviation of a province is, in this order:
 *  - the rules text's own abbreviation when the variant gives it as an alias written with
 *    capitals (Rokugan's `EKe`, `CBe`: docs/language.md, `alias "EKe"`; Standard's `"Nrs"`
 *    and `"Naf"`, from the French text's list for the names starting with "nor", VII.7);
 *  - else the first three letters of its French name (`Bou` for Bourgogne, `Esp` for
 *    Espagne), as the rules text abbreviates (VII.7), when the engine reads them back as
 *    that province alone;
 *  - else its id, as the text does where several names share their first letters
 *    ("sauf dans le cas des noms commençant par 'nor'": nth, nwy, nat). Coasts take the French letters the engine
 * reads (`cn`, `cs`, `ce`, `co`): `Esp/cn`. Everything is derived from the compiled model
 * (the provinces' French names, the aliases the engine reads), in this one place.
 */
import { normaliseName } from '../../../model/names.js';
import { provinceOf } from '../../../model/locations.js';
import type { LocationId, Province, ProvinceId, Variant } from '../../../model/variant.js';
import { abbreviationIn, provinceAbbreviation } from '../../../model/abbreviation.js';
import { nameIndex } from '../../../engine/orders/name-index.js';
import { nearName } from '../../../engine/orders/near-names.js';

/** The French letters of the generic coasts, as the engine reads them (engine/orders/order-words.ts). */
const COASTS_FR: Readonly<Record<string, string>> = { nc: 'cn', sc: 'cs', ec: 'ce', wc: 'co' };

const cache = new WeakMap<Variant, ReadonlyMap<string, string>>();
const patterns = new WeakMap<Variant, RegExp | null>();

/** The province the engine reads a written place as, or null (unknown, or several). */
function readsAs(variant: Variant, written: string): ProvinceId | null {
  const names = nameIndex(variant);
  const key = normaliseName(written);
  const exact = names.locations.get(key);
  if (exact !== undefined) return provinceOf(exact);
  const near = nearName(names, key);
  return near.kind === 'one' ? provinceOf(near.location) : null;
}

/** The first three letters of a name, the first a capital: `Baie d'Héligoland` → `Bai`. */
function firstLetters(name: string): string | null {
  const letters = [...name.normalize('NFC')].filter((c) => /\p{L}/u.test(c)).slice(0, 3);
  if (letters.length < 3) return null;
  return letters[0]!.toUpperCase() + letters.slice(1).join('').toLowerCase();
}

/** A province's French abbreviation, or null when it is the engine's own (or the variant has no French name for it). */
function frenchAbbreviation(variant: Variant, province: Province): string | null {
  const id = province.id;
  const textOwn = province.aliases.find((a) => /^\p{Lu}\p{L}{1,3}$/u.test(a) && readsAs(variant, a) === id);
  if (textOwn !== undefined) return textOwn === provinceAbbreviation(province) ? null : textOwn;
  const name = province.names.fr;
  if (name === undefined) return null;
  const letters = firstLetters(name);
  if (letters === null || normaliseName(letters) === normaliseName(id)) return null;
  return readsAs(variant, letters) === id ? letters : null;
}

/**
 * Engine short name → French abbreviation, for every location whose French one differs
 * (`Bur` → `Bou`, `Spa/nc` → `Esp/cn`, `Stp/sc` → `Sai/cs`). Empty for a variant without
 * French names.
 */
export function frenchPlaces(variant: Variant): ReadonlyMap<string, string> {
  let places = cache.get(variant);
  if (places !== undefined) return places;
  const out = new Map<string, string>();
  if (variant.languages.includes('fr')) {
    for (const province of variant.provinces) {
      const abbreviation = frenchAbbreviation(variant, province);
      const engine = provinceAbbreviation(province);
      if (abbreviation !== null) out.set(engine, abbreviation);
      for (const coast of province.coasts) {
        const location: LocationId = `${province.id}/${coast.id}`;
        const french = `${abbreviation ?? engine}/${COASTS_FR[coast.id] ?? coast.id}`;
        const written = abbreviationIn(province, location);
        if (french !== written) out.set(written, french);
      }
    }
  }
  places = out;
  cache.set(variant, places);
  return places;
}

/** A place as the engine writes it (`Bur`, `Spa/nc`) in French (`Bou`, `Esp/cn`); unchanged when it has no French abbreviation. */
export function placeInFrench(variant: Variant, place: string): string {
  return frenchPlaces(variant).get(place) ?? place;
}

/** Place tokens of a text the engine wrote: a short name standing alone (not inside a longer word). */
export function englishPlacePattern(variant: Variant): RegExp | null {
  if (patterns.has(variant)) return patterns.get(variant)!;
  const keys = [...frenchPlaces(variant).keys()].sort((a, b) => b.length - a.length);
  const escaped = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = keys.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}_/])(?:${escaped.join('|')})(?![\\p{L}\\p{N}_/])`, 'gu');
  patterns.set(variant, pattern);
  return pattern;
}

/** Rewrites every place the engine wrote in the text into French. */
export function placesInFrench(variant: Variant, text: string): string {
  const pattern = englishPlacePattern(variant);
  return pattern === null ? text : text.replace(pattern, (place) => placeInFrench(variant, place));
}
