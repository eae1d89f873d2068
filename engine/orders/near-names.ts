/**
 * Names written short or misspelt, read as the rules text says:
 * - VII.7: the first three letters of a name are an abbreviation ("Rou" for Roumanie),
 *   except where several names share them (the text's "nor…");
 * - VII.4: an order written badly but with only one meaning is followed; one with several
 *   meanings is not.
 * So a word that is no name is read as a province when exactly one province has a name it
 * begins (three letters or more) or a name one slip away (two for long words: a letter
 * missing, added, changed, or two letters swapped). When several provinces fit, the order
 * has several meanings: the caller reports them.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, ProvinceId } from '../../model/variant.js';
import type { NameIndex } from './name-index.js';
import { slips } from '../../model/slips.js';

export type NearName =
  | { readonly kind: 'one'; readonly location: LocationId }
  | { readonly kind: 'several'; readonly provinces: readonly ProvinceId[] }
  | { readonly kind: 'none' };

const SHORTEST_ABBREVIATION = 3;

/** How many slips a written word of this length may carry and still be read. */
function slipsAllowed(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** `written` is a normalised key (normaliseName), not itself a name of the index. */
export function nearName(names: NameIndex, written: string): NearName {
  if (written.length >= SHORTEST_ABBREVIATION) {
    const prefixed = fitting(names, (name) => name.startsWith(written));
    if (prefixed.size > 0) return decide(prefixed);
  }
  const allowed = slipsAllowed(written.length);
  if (allowed === 0) return { kind: 'none' };
  const closest = closestWithin(names, written, allowed);
  return closest.size === 0 ? { kind: 'none' } : decide(closest);
}

/**
 * The provinces a word that is no name comes nearest, one slip beyond what `nearName`
 * reads (`Mdi` for Mid: a three-letter word is read only as written), at most three: named
 * in the error as a guess, never read as them.
 */
export function nearMisses(names: NameIndex, written: string): ProvinceId[] {
  const closest = closestWithin(names, written, slipsAllowed(written.length) + 1);
  return [...new Set([...closest].map(provinceOf))].slice(0, 3);
}

/** The locations whose names are fewest slips from `written`, `limit` at most, in the index's order. */
function closestWithin(names: NameIndex, written: string, limit: number): Set<LocationId> {
  let best = limit + 1;
  let closest = new Set<LocationId>();
  const mask = letterMask(written);
  for (const { name, location, letters } of lettered(names)) {
    // Each letter one word has and the other lacks takes a slip at least: most names are that far apart already.
    if (bitCount(mask & ~letters) > limit || bitCount(letters & ~mask) > limit) continue;
    const distance = slips(written, name, limit + 1);
    if (distance > limit) continue;
    if (distance < best) {
      best = distance;
      closest = new Set([location]);
    } else if (distance === best) {
      closest.add(location);
    }
  }
  return closest;
}

interface LetteredName {
  readonly name: string;
  readonly location: LocationId;
  readonly letters: number;
}

const letteredCache = new WeakMap<NameIndex, readonly LetteredName[]>();

/** The index's names with the letters each holds (letterMask), in the index's order, worked out once per index. */
function lettered(names: NameIndex): readonly LetteredName[] {
  let list = letteredCache.get(names);
  if (list === undefined) {
    list = [...names.locations].map(([name, location]) => ({ name, location, letters: letterMask(name) }));
    letteredCache.set(names, list);
  }
  return list;
}

/**
 * The letters a word holds, as bits: a to z one each, any other character one of six bits
 * by its code. A bit of one word's mask missing from the other's stands for a character
 * the other lacks, so the count of such bits is never more than the slips between them.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

function bitCount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

function fitting(names: NameIndex, test: (name: string) => boolean): Set<LocationId> {
  const found = new Set<LocationId>();
  for (const [name, location] of names.locations) if (test(name)) found.add(location);
  return found;
}

/** One province: its location (the province itself when names of several of its coasts fit). */
function decide(locations: ReadonlySet<LocationId>): NearName {
  const provinces = [...new Set([...locations].map(provinceOf))];
  if (provinces.length > 1) return { kind: 'several', provinces };
  return { kind: 'one', location: locations.size === 1 ? [...locations][0] : provinces[0] };
}
