/**
 * The short notation servers receive most ("A Lon - Bel", "F Nth S A Lon - Bel",
 * "F Mao C A Bre - Lon", "A Mun H", "F Stp/sc - Bot", "A Lon - Nwy via convoy") read
 * without the general parser (parse-order.ts), which builds tokens, backtracks and
 * writes the words of its messages as it goes.
 *
 * It takes the general parser's steps for these forms — the longest name from each word,
 * the coast after a name, "via convoy" — on plain words, and gives up (null) at anything
 * else: another form or phase, a word that runs into a longer name with the next ones, a
 * coast phrase it does not expect. The general parser then reads the order, so either
 * way the result is the same; a property test compares the two on every order listed.
 */
import { coastOf, locationOf, provinceOf } from '../../model/locations.js';
import type { LocationId, PhaseKind, UnitType, Variant } from '../../model/variant.js';
import type { Order, UnitRef } from '../types.js';
import { nameIndex, type NameIndex } from './name-index.js';

/** The tokens of a plain order: lower-cased words, and '-' or '/' for those symbols. */
type Tokens = readonly string[];

const DASH = '-';
const SLASH = '/';

/** The order read, or null when the general parser must read it. */
export function parseSimpleOrder(variant: Variant, text: string, phase: PhaseKind | undefined): Order | null {
  // In a retreats phase a move is a retreat, in adjustments a bare unit is a build: left to the general parser.
  if (phase !== undefined && phase !== 'movement') return null;
  const tokens = plainTokens(text);
  if (tokens === null || tokens.length < 2) return null;
  const names = nameIndex(variant);
  const unit = readUnit(names, tokens, 0);
  if (unit === null) return null;
  let i = unit.next;
  if (i === tokens.length) return { kind: 'hold', unit: unit.unit };
  const action = tokens[i++];
  switch (action) {
    case 'h':
      return i === tokens.length ? { kind: 'hold', unit: unit.unit } : null;
    case DASH: {
      const to = readLocation(names, tokens, i, unit.unit.type);
      if (to === null) return null;
      const via = readVia(tokens, to.next);
      if (via < 0) return null;
      return { kind: 'move', unit: unit.unit, to: to.location, viaConvoy: via > to.next };
    }
    case 's': {
      const supported = readUnit(names, tokens, i);
      if (supported === null) return null;
      i = supported.next;
      if (i === tokens.length) return { kind: 'support', unit: unit.unit, supported: supported.unit, to: null };
      if (tokens[i] !== DASH) return null;
      // The place supported into keeps a coast when one is written (DATC 6.B.9): read as for no unit type.
      const to = readLocation(names, tokens, i + 1, null);
      if (to === null || readVia(tokens, to.next) < 0) return null;
      return { kind: 'support', unit: unit.unit, supported: supported.unit, to: to.location };
    }
    case 'c': {
      const army = readUnit(names, tokens, i);
      if (army === null || army.unit.type !== 'army' || tokens[army.next] !== DASH) return null;
      const to = readLocation(names, tokens, army.next + 1, 'army');
      if (to === null || to.next !== tokens.length) return null;
      return { kind: 'convoy', unit: unit.unit, army: provinceOf(army.unit.location), to: provinceOf(to.location) };
    }
    default:
      return null;
  }
}

/**
 * Words of ASCII letters and digits separated by single spaces, a word alone being '-' or
 * having one '/' inside (`Stp/nc`); null for anything else (accents, brackets, joined
 * names, punctuation), which only the general parser reads.
 */
function plainTokens(text: string): string[] | null {
  const tokens: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c !== 32) continue;
    if (i === start) return null; // two spaces, or a space at either end
    const word = text.slice(start, i);
    if (word === DASH) tokens.push(DASH);
    else {
      const slash = word.indexOf(SLASH);
      if (slash < 0) {
        if (!plainWord(word)) return null;
        tokens.push(word.toLowerCase());
      } else {
        const name = word.slice(0, slash);
        const coast = word.slice(slash + 1);
        if (!plainWord(name) || !plainWord(coast)) return null;
        tokens.push(name.toLowerCase(), SLASH, coast.toLowerCase());
      }
    }
    start = i + 1;
  }
  return tokens;
}

function plainWord(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57))) return false;
  }
  return true;
}

const UNIT_TYPES: ReadonlyMap<string, UnitType> = new Map([
  ['a', 'army'],
  ['f', 'fleet'],
]);

/** `A Lon`, `F Stp/sc`: a unit letter, then a location. */
function readUnit(names: NameIndex, tokens: Tokens, i: number): { unit: UnitRef; next: number } | null {
  const letter = tokens[i];
  const type = letter === undefined ? undefined : UNIT_TYPES.get(letter);
  // A unit letter that is also a name of the variant may start a location: the general parser decides.
  if (type === undefined || names.locations.has(letter)) return null;
  const location = readLocation(names, tokens, i + 1, type);
  return location === null ? null : { unit: { type, location: location.location }, next: location.next };
}

/** The words that are the start of a longer location name (`north` of `northsea`), per name index. */
const prefixCache = new WeakMap<NameIndex, ReadonlySet<string>>();

function namePrefixes(names: NameIndex): ReadonlySet<string> {
  let prefixes = prefixCache.get(names);
  if (prefixes === undefined) {
    const found = new Set<string>();
    for (const key of names.locations.keys()) for (let n = 1; n < key.length; n++) found.add(key.slice(0, n));
    prefixes = found;
    prefixCache.set(names, prefixes);
  }
  return prefixes;
}

/**
 * A location at word i, as the general parser reads it: the name must be that one word
 * (the words after it, run together as the parser tries them, make no longer name), then
 * the coast phrase the parser would find after it, after '/' or not.
 */
function readLocation(names: NameIndex, tokens: Tokens, i: number, type: UnitType | null): { location: LocationId; next: number } | null {
  const key = tokens[i];
  if (key === undefined || key === DASH || key === SLASH) return null;
  const name = names.locations.get(key);
  if (name === undefined || longerName(names, tokens, i)) return null;
  const province = provinceOf(name);
  const coasts = names.coasts.get(province);
  let location = name;
  let next = i + 1;
  let phrase: { coast: string; next: number } | null = null;
  if (tokens[next] === SLASH) {
    phrase = coasts === undefined ? null : coastPhrase(coasts, tokens, next + 1);
    if (phrase === null) return null; // no such coast: the general parser says so
  } else if (coasts !== undefined) phrase = coastPhrase(coasts, tokens, next);
  if (phrase !== null) {
    if (coastOf(location) !== null && coastOf(location) !== phrase.coast) return null;
    location = locationOf(province, phrase.coast);
    next = phrase.next;
  }
  // Armies never stand on a coast: "A Spa/nc" is the army in Spain.
  if (type === 'army') location = provinceOf(location);
  return { location, next };
}

/** The longest run of one to three words from i (up to a symbol) that names one of the coasts, as the general parser reads it. */
function coastPhrase(coasts: ReadonlyMap<string, string>, tokens: Tokens, i: number): { coast: string; next: number } | null {
  let key = '';
  let found: { coast: string; next: number } | null = null;
  for (let j = i; j < i + 3 && j < tokens.length; j++) {
    const word = tokens[j];
    if (word === DASH || word === SLASH) break;
    key += word;
    const coast = coasts.get(key);
    if (coast !== undefined) found = { coast, next: j + 1 };
  }
  return found;
}

/** Whether the word at i and the words after it (up to a symbol) make a longer location name. */
function longerName(names: NameIndex, tokens: Tokens, i: number): boolean {
  const prefixes = namePrefixes(names);
  let key = tokens[i];
  for (let j = i + 1, words = 1; j < tokens.length && words < names.maxWords; j++, words++) {
    const word = tokens[j];
    if (word === DASH || word === SLASH) return false;
    key += word;
    if (names.locations.has(key)) return true;
    if (!prefixes.has(key)) return false;
  }
  return false;
}

/** After a move's destination: the end (returns i), "via convoy" at the end (returns i + 2), or -1. */
function readVia(tokens: Tokens, i: number): number {
  if (i === tokens.length) return i;
  return i + 2 === tokens.length && tokens[i] === 'via' && tokens[i + 1] === 'convoy' ? i + 2 : -1;
}
