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

/** The tokens of a plain order: words as written, and '-' or '/' for those symbols. */
type Tokens = readonly string[];

const DASH = '-';
const SLASH = '/';

/** The order read, or null when the general parser must read it. */
export function parseSimpleOrder(variant: Variant, text: string, phase: PhaseKind | undefined): Order | null {
  // In a retreats phase a move is a retreat, in adjustments a bare unit is a build: left to the general parser.
  if (phase !== undefined && phase !== 'movement') return null;
  const tokens = plainTokens(text);
  if (tokens === null || tokens.length < 2) return null;
  const names = placeWords(nameIndex(variant));
  const unit = readUnit(names, tokens, 0);
  if (unit === null) return null;
  let i = unit.next;
  if (i === tokens.length) return { kind: 'hold', unit: unit.unit };
  const action = tokens[i++].toLowerCase();
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
 * names, punctuation), which only the general parser reads. Words keep their case: names
 * are looked up as written first (placeWords), and lower-cased only when that fails.
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
        tokens.push(word);
      } else {
        const name = word.slice(0, slash);
        const coast = word.slice(slash + 1);
        if (!plainWord(name) || !plainWord(coast)) return null;
        tokens.push(name, SLASH, coast);
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

/** What one word naming a location tells the reader, worked out once per variant. */
interface PlaceWord {
  /** The location it names (a province, or `province/coast`), and that location's province and coast. */
  readonly location: LocationId;
  readonly province: LocationId;
  readonly coast: string | null;
  /** The coast words of the province, when it has several coasts. */
  readonly coasts: ReadonlyMap<string, string> | undefined;
  /** Whether longer names start with this word: the words after it must then be tried. */
  readonly prefix: boolean;
}

/** The name index's locations as one lookup per word, under their lower-case key and as orders write them (`Lon`, `LON`). */
interface PlaceWords {
  readonly names: NameIndex;
  readonly words: ReadonlyMap<string, PlaceWord>;
  /** The words that are the start of a longer location name (`north` of `northsea`). */
  readonly prefixes: ReadonlySet<string>;
  /** Whether the unit letters are names too (then the general parser decides). */
  readonly aIsName: boolean;
  readonly fIsName: boolean;
}

const placeWordsCache = new WeakMap<NameIndex, PlaceWords>();

function placeWords(names: NameIndex): PlaceWords {
  let found = placeWordsCache.get(names);
  if (found === undefined) {
    const prefixes = new Set<string>();
    for (const key of names.locations.keys()) for (let n = 1; n < key.length; n++) prefixes.add(key.slice(0, n));
    const words = new Map<string, PlaceWord>();
    for (const [key, location] of names.locations) {
      const province = provinceOf(location);
      const word: PlaceWord = { location, province, coast: coastOf(location), coasts: names.coasts.get(province), prefix: prefixes.has(key) };
      // A written form is read as its lower case would be (and only then kept: 'ß' upper-cases to 'SS').
      for (const form of [key, key.charAt(0).toUpperCase() + key.slice(1), key.toUpperCase()]) {
        if (form.toLowerCase() === key && !words.has(form)) words.set(form, word);
      }
    }
    found = { names, words, prefixes, aIsName: names.locations.has('a'), fIsName: names.locations.has('f') };
    placeWordsCache.set(names, found);
  }
  return found;
}

/** `A Lon`, `F Stp/sc`: a unit letter, then a location. */
function readUnit(names: PlaceWords, tokens: Tokens, i: number): { unit: UnitRef; next: number } | null {
  const letter = tokens[i];
  let type: UnitType;
  // A unit letter that is also a name of the variant may start a location: the general parser decides.
  if ((letter === 'A' || letter === 'a') && !names.aIsName) type = 'army';
  else if ((letter === 'F' || letter === 'f') && !names.fIsName) type = 'fleet';
  else return null;
  const location = readLocation(names, tokens, i + 1, type);
  return location === null ? null : { unit: { type, location: location.location }, next: location.next };
}

/**
 * A location at word i, as the general parser reads it: the name must be that one word
 * (the words after it, run together as the parser tries them, make no longer name), then
 * the coast phrase the parser would find after it, after '/' or not.
 */
function readLocation(names: PlaceWords, tokens: Tokens, i: number, type: UnitType | null): { location: LocationId; next: number } | null {
  const written = tokens[i];
  if (written === undefined || written === DASH || written === SLASH) return null;
  const word = names.words.get(written) ?? names.words.get(written.toLowerCase());
  if (word === undefined || (word.prefix && longerName(names, tokens, i))) return null;
  const { province, coasts } = word;
  let location = word.location;
  let next = i + 1;
  let phrase: { coast: string; next: number } | null = null;
  if (tokens[next] === SLASH) {
    phrase = coasts === undefined ? null : coastPhrase(coasts, tokens, next + 1);
    if (phrase === null) return null; // no such coast: the general parser says so
  } else if (coasts !== undefined) phrase = coastPhrase(coasts, tokens, next);
  if (phrase !== null) {
    if (word.coast !== null && word.coast !== phrase.coast) return null;
    location = locationOf(province, phrase.coast);
    next = phrase.next;
  }
  // Armies never stand on a coast: "A Spa/nc" is the army in Spain.
  if (type === 'army') location = province;
  return { location, next };
}

/** The longest run of one to three words from i (up to a symbol) that names one of the coasts, as the general parser reads it. */
function coastPhrase(coasts: ReadonlyMap<string, string>, tokens: Tokens, i: number): { coast: string; next: number } | null {
  let key = '';
  let found: { coast: string; next: number } | null = null;
  for (let j = i; j < i + 3 && j < tokens.length; j++) {
    const word = tokens[j];
    if (word === DASH || word === SLASH) break;
    key += word.toLowerCase();
    const coast = coasts.get(key);
    if (coast !== undefined) found = { coast, next: j + 1 };
  }
  return found;
}

/** Whether the word at i and the words after it (up to a symbol) make a longer location name. */
function longerName(names: PlaceWords, tokens: Tokens, i: number): boolean {
  const { locations, maxWords } = names.names;
  // Most names are followed by a symbol or nothing: settled before any word is lower-cased.
  const after = tokens[i + 1];
  if (after === undefined || after === DASH || after === SLASH || maxWords < 2) return false;
  let key = tokens[i].toLowerCase();
  for (let j = i + 1, words = 1; j < tokens.length && words < maxWords; j++, words++) {
    const word = tokens[j];
    if (word === DASH || word === SLASH) return false;
    key += word.toLowerCase();
    if (locations.has(key)) return true;
    if (!names.prefixes.has(key)) return false;
  }
  return false;
}

/** After a move's destination: the end (returns i), "via convoy" at the end (returns i + 2), or -1. */
function readVia(tokens: Tokens, i: number): number {
  if (i === tokens.length) return i;
  return i + 2 === tokens.length && tokens[i].toLowerCase() === 'via' && tokens[i + 1].toLowerCase() === 'convoy' ? i + 2 : -1;
}
