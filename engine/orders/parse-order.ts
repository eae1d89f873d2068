/**
 * Reads one order written by a player, in English or French notation:
 *   A Lon - Bel · F Nth C A Lon - Bel · A Bur S A Mar - Par · A Par H · F Spa/sc - Mar
 *   A Bur (S) A Tyr-Mun · F Nth (C) Angleterre Lon-Bel · Bur (H) · A Lon - Bel via convoy
 *   A Bur R Pic · A Bur D · Build F StP/nc · Remove A Mun · Waive
 * Names resolve through the variant's aliases (any language, any case, accents optional);
 * the longest run of words that is a known name wins, so multi-word names need no quotes.
 */
import { normaliseName } from '../../model/names.js';
import { orList } from '../../model/or-list.js';
import { coastOf, locationOf, provinceOf } from '../../model/locations.js';
import type { LocationId, PhaseKind, PowerId, UnitType, Variant } from '../../model/variant.js';
import type { Order, UnitRef } from '../types.js';
import { formatLocation } from './format-order.js';
import { nameIndex, type NameIndex } from './name-index.js';
import { nearMisses, nearName } from './near-names.js';
import { parseSimpleOrder } from './simple-order.js';
import {
  actionWord,
  CONVOY_WORDS,
  GENERIC_COASTS,
  unitTypeWord,
  VIA_WORDS,
  WAIVE_WORDS,
  type ActionWord,
} from './order-words.js';
import { tokenise, type Token } from './tokens.js';
import { moveFeatures } from '../rules/move-features.js';
import { variantIndex } from '../variant-index.js';
import { describe } from '../files/json-input.js';

export type ParseResult =
  /** `power` is set when the text starts with a power's name ("England: A Lon - Bel"). */
  | { readonly ok: true; readonly order: Order; readonly power?: PowerId }
  | { readonly ok: false; readonly error: string };

export interface ParseOptions {
  /**
   * The phase the order is given in. In a retreats phase a move (`A Bur - Pic`) is a
   * retreat; in an adjustments phase a bare unit (`F StP/nc`) is a build.
   */
  readonly phase?: PhaseKind;
}

type Step<T> = { ok: true; value: T; next: number } | { ok: false; error: string };

interface Parser {
  readonly variant: Variant;
  readonly tokens: readonly Token[];
  readonly names: NameIndex;
  readonly phase: PhaseKind | undefined;
  /** Whether a word that is no name may be read as an abbreviation or a misspelling (near-names.ts). */
  readonly nearNames: boolean;
  /**
   * Whether a name may not end in a one-letter word after its first ("Red S" is the alias
   * RedS, but "F Red S F Goa" is a support): tried once the order cannot be read as written.
   */
  readonly noLetterEnds?: boolean;
}

interface ParsedUnit {
  readonly unit: UnitRef;
  /** Where it was written (tokens from..to), for messages. */
  readonly from: number;
  readonly to: number;
}

function unitText(p: Parser, parsed: ParsedUnit): string {
  return rawText(p, parsed.from, parsed.to);
}

/**
 * The longest order text read: the longest orders of the shipped variants, written out in
 * full French names, are under a hundred characters. Longer text is no order, and reading
 * it would cost time with its length (a name looked for in every word) and echo it whole in
 * the reason.
 */
export const MAX_ORDER_LENGTH = 1000;

/** Why `text` is too long to be read as `what` ('an order', 'a bid'), or null. */
export function lengthProblem(text: string, what: string): string | null {
  if (text.length <= MAX_ORDER_LENGTH) return null;
  return `${text.length.toLocaleString('en-GB')} characters: too long to be ${what} (at most ${MAX_ORDER_LENGTH.toLocaleString('en-GB')})`;
}

export function parseOrder(variant: Variant, text: string, options: ParseOptions = {}): ParseResult {
  expectText(text, 'an order');
  if (typeof options !== 'object' || options === null) throw new TypeError(`options: expected an object ({ phase }), found ${describe(options)}`);
  const tooLong = lengthProblem(text, 'an order');
  if (tooLong !== null) return { ok: false, error: tooLong };
  // The common short notation, read the same way without the general machinery (simple-order.ts).
  const simple = parseSimpleOrder(variant, text, options.phase);
  if (simple !== null) return { ok: true, order: simple };
  return parseOrderInFull(variant, text, options);
}

/** The general parser alone, without the short-notation fast path (which tests compare with it). */
export function parseOrderInFull(variant: Variant, text: string, options: ParseOptions = {}): ParseResult {
  const tokens = trimPunctuation(tokenise(text));
  if (tokens.length === 0) return { ok: false, error: 'empty order' };
  const p: Parser = { variant, tokens, names: nameIndex(variant), phase: options.phase, nearNames: false };
  const result = parseTokens(p);
  if (result.ok) return result;
  // "A WarPru", "F Mao (C) LonTun": a move written without its dash (as in copies of the
  // rules text) is still read when the word splits into two names in only one way (VII.4).
  const split = splitRunTogether(tokens, p.names);
  if (split !== null) {
    const retry = parseTokens({ ...p, tokens: split });
    if (retry.ok) return retry;
  }
  // "F Red S F Goa" where "Red S" is also a name (the alias RedS): the order letter is no part of it.
  const letterEnds = parseTokens({ ...p, noLetterEnds: true });
  if (letterEnds.ok) return letterEnds;
  // "F OS SA SEO-VLA" (the Colonial errata): the order letter and the unit letter run together.
  const letters = splitOrderLetters(tokens, p.names);
  if (letters !== null) {
    const retry = parseTokens({ ...p, tokens: letters });
    if (retry.ok) return retry;
  }
  // "A Rou - Bud", "A Lodnon - Bel": abbreviated or misspelt names, tried only once the
  // order cannot be read as written, so that they never change the reading of a good order.
  // When that fails too, the first message stays, unless a name was found to have several meanings.
  if (!result.error.startsWith(UNKNOWN_PROVINCE)) return result;
  const near = parseTokens({ ...p, nearNames: true });
  return near.ok || near.error.endsWith(SEVERAL_MEANINGS) || near.error.endsWith(GUESSED) ? near : result;
}

const UNKNOWN_PROVINCE = 'unknown province';
const SEVERAL_MEANINGS = 'write more of the name';
/** How an unknown name's reason ends when it names the nearest provinces (`guesses`). */
const GUESSED = '?)';

function parseTokens(p: Parser): ParseResult {
  const tokens = p.tokens;
  const plain = parseBody(p, 0);
  if (plain.ok) return { ok: true, order: plain.value };
  const power = matchPower(p, 0);
  if (power === null) return plain;
  const next = isSymbol(p, power.next, ':') ? power.next + 1 : power.next;
  if (next >= tokens.length) return { ok: false, error: `expected an order after '${rawText(p, 0, power.next)}'` };
  const prefixed = parseBody(p, next);
  return prefixed.ok ? { ok: true, order: prefixed.value, power: power.value } : prefixed;
}

/** The tokens with the first unknown word that is two names run together split by a dash, or null. */
function splitRunTogether(tokens: readonly Token[], names: NameIndex): Token[] | null {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind !== 'word' || names.locations.has(token.key) || names.powers.has(token.key)) continue;
    const key = token.key;
    const splits: number[] = [];
    for (let cut = 2; cut <= key.length - 2; cut++) {
      if (names.locations.has(key.slice(0, cut)) && names.locations.has(key.slice(cut))) splits.push(cut);
    }
    if (splits.length !== 1) continue;
    const cut = splits[0];
    const head = token.text.slice(0, cut);
    const tail = token.text.slice(cut);
    if (head.length + tail.length !== key.length) continue; // accents or dots: the cut may not fall the same in the text
    return [
      ...tokens.slice(0, i),
      { kind: 'word', text: head, key: key.slice(0, cut) },
      { kind: 'symbol', text: '-' },
      { kind: 'word', text: tail, key: key.slice(cut) },
      ...tokens.slice(i + 1),
    ];
  }
  return null;
}

/** The tokens with each word SA, SF, CA (no name of the variant) split into its two letters, or null when there is none. */
function splitOrderLetters(tokens: readonly Token[], names: NameIndex): Token[] | null {
  let found = false;
  const out: Token[] = [];
  for (const token of tokens) {
    if (token.kind === 'word' && /^[sc][af]$/.test(token.key) && !names.locations.has(token.key) && !names.powers.has(token.key)) {
      found = true;
      out.push({ kind: 'word', text: token.text[0], key: token.key[0] }, { kind: 'word', text: token.text[1], key: token.key[1] });
    } else out.push(token);
  }
  return found ? out : null;
}

/**
 * Reads a location on its own (`stp/nc`, `North Sea`, `Saint-Pétersbourg (côte nord)`),
 * for position files. A unit type, when given, drops the coast of an army.
 */
export function parseLocation(
  variant: Variant,
  text: string,
  type: UnitType | null = null,
): { ok: true; location: LocationId } | { ok: false; error: string } {
  expectText(text, 'a place');
  const tokens = tokenise(text);
  if (tokens.length === 0) return { ok: false, error: 'expected a location, found nothing' };
  const p: Parser = { variant, tokens, names: nameIndex(variant), phase: undefined, nearNames: false };
  const location = readLocationAt(p, 0, 'a location', type);
  if (!location.ok) return location;
  if (location.next < tokens.length) return { ok: false, error: `unexpected '${rawText(p, location.next, tokens.length)}' after the location` };
  return { ok: true, location: location.value };
}

/** Reads a power's id, name or adjective in any of the variant's languages. */
export function parsePower(variant: Variant, text: string): PowerId | null {
  expectText(text, "a power's name");
  return nameIndex(variant).powers.get(normaliseName(text)) ?? null;
}

/** A caller's mistake (not a player's, whose text is read and refused in words): what is read must be text. */
function expectText(text: unknown, what: string): void {
  if (typeof text !== 'string') throw new TypeError(`text: expected ${what} as text, found ${describe(text)}`);
}

/** Drops the punctuation a player may put at the end of an order ("A Par H."). */
function trimPunctuation(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0 && tokens[end - 1].kind === 'symbol' && /^[;,:]$/.test(tokens[end - 1].text)) end--;
  return tokens.slice(0, end);
}

function parseBody(p: Parser, i: number): Step<Order> {
  const first = word(p, i);
  if (first !== null && WAIVE_WORDS.has(first) && i + 1 === p.tokens.length) {
    return { ok: true, value: { kind: 'waive' }, next: i + 1 };
  }
  const action = first === null || p.names.locations.has(first) ? null : actionWord(first);
  if (action === 'build') return parseBuild(p, i + 1, rawText(p, i, i + 1));
  if (action === 'disband' && i + 1 < p.tokens.length) {
    const unit = parseUnit(p, i + 1);
    if (!unit.ok) return unit;
    return end(p, unit.next, { kind: 'disband', unit: unit.value.unit });
  }
  const unit = parseUnit(p, i);
  if (!unit.ok) return unit;
  return parseAction(p, unit.value, unit.next);
}

function parseBuild(p: Parser, i: number, keyword: string): Step<Order> {
  const unit = parseUnit(p, i);
  if (!unit.ok) return unit;
  const { type, location } = unit.value.unit;
  if (type === null) return { ok: false, error: `'${keyword}' needs a unit type (A or F) before '${unitText(p, unit.value)}'` };
  return end(p, unit.next, { kind: 'build', type, location });
}

/** The action word at i: a word, a word in brackets "(S)", or a dash. */
function actionAt(p: Parser, i: number): { action: ActionWord; next: number } | null {
  const token = p.tokens[i];
  if (token === undefined) return null;
  if (token.kind === 'joiner' || (token.kind === 'symbol' && token.text === '-')) return { action: 'move', next: i + 1 };
  if (token.kind === 'symbol' && token.text === '(') {
    const inner = word(p, i + 1);
    const action = inner === null ? null : actionWord(inner);
    if (action !== null && isSymbol(p, i + 2, ')')) return { action, next: i + 3 };
    return null;
  }
  const w = word(p, i);
  const action = w === null ? null : actionWord(w);
  if (action === null) return null;
  // "moves to", "retreats to", "retraite vers", "S -": one action.
  if ((action === 'move' || action === 'retreat') && isArrow(p, i + 1)) return { action, next: i + 2 };
  return { action, next: i + 1 };
}

function isArrow(p: Parser, i: number): boolean {
  const token = p.tokens[i];
  if (token === undefined) return false;
  if (token.kind !== 'word') return token.text === '-';
  return token.key === 'to' || token.key === 'vers';
}

function parseAction(p: Parser, parsed: ParsedUnit, i: number): Step<Order> {
  const { unit } = parsed;
  if (i >= p.tokens.length) {
    if (p.phase === 'adjustments' && unit.type !== null) {
      return { ok: true, value: { kind: 'build', type: unit.type, location: unit.location }, next: i };
    }
    return { ok: true, value: { kind: 'hold', unit }, next: i };
  }
  const found = actionAt(p, i);
  if (found === null) {
    return {
      ok: false,
      error: `expected an order after '${unitText(p, parsed)}' (H, -, S, C, R or D), found '${rawText(p, i, i + 1)}'`,
    };
  }
  const at = found.next;
  switch (found.action) {
    case 'hold':
      return end(p, at, { kind: 'hold', unit });
    case 'disband':
      return end(p, at, { kind: 'disband', unit });
    case 'build': {
      if (unit.type === null) return { ok: false, error: `a build needs a unit type (A or F) before '${unitText(p, parsed)}'` };
      return end(p, at, { kind: 'build', type: unit.type, location: unit.location });
    }
    case 'move': {
      // "A Mos - TSR - Vla", "A Mos-TSR-Vla": a move along a map feature's route names it first.
      const route = p.phase === 'retreats' ? null : routeAt(p, at);
      const from = route === null ? at : route.next;
      const to = readLocationAt(p, from, () => `a destination after '${rawText(p, i, from)}'`, unit.type);
      if (!to.ok) return to;
      const via = parseVia(p, to.next);
      const marked = moveMarkAt(p, via.next);
      if (p.phase === 'retreats') {
        if (via.via) return { ok: false, error: 'a retreat cannot go by convoy' };
        return end(p, marked, { kind: 'retreat', unit, to: to.value });
      }
      if (route !== null) {
        if (via.via) return { ok: false, error: `a move along ${route.id.toUpperCase()} cannot go by convoy` };
        return end(p, marked, { kind: 'move', unit, to: to.value, viaConvoy: false, railway: route.id });
      }
      return end(p, marked, { kind: 'move', unit, to: to.value, viaConvoy: via.via });
    }
    case 'retreat': {
      const to = readLocationAt(p, at, () => `a destination after '${rawText(p, i, at)}'`, unit.type);
      if (!to.ok) return to;
      return end(p, to.next, { kind: 'retreat', unit, to: to.value });
    }
    case 'support':
      return parseSupport(p, unit, at, rawText(p, i, at));
    case 'convoy':
      return parseConvoy(p, unit, at, rawText(p, i, at));
    case 'via':
      return { ok: false, error: `'via convoy' must follow a destination` };
  }
}

/** A route's id or name at i followed by a dash (`TSR -`), or null: routes are no places, so a place's name never hides one. */
function routeAt(p: Parser, i: number): { id: string; next: number } | null {
  const token = p.tokens[i];
  if (token === undefined || token.kind !== 'word' || p.names.locations.has(token.key)) return null;
  const id = moveFeatures(variantIndex(p.variant))?.routeNamed(token.key) ?? null;
  if (id === null) return null;
  const dash = p.tokens[i + 1];
  if (dash === undefined || !(dash.kind === 'joiner' || (dash.kind === 'symbol' && dash.text === '-') || isArrow(p, i + 1))) return null;
  return { id, next: i + 2 };
}

function parseSupport(p: Parser, unit: UnitRef, i: number, keyword: string): Step<Order> {
  const supported = parseOtherUnit(p, i, `the supported unit after '${keyword}'`);
  if (!supported.ok) return supported;
  const at = supported.next;
  if (at >= p.tokens.length) return end(p, at, { kind: 'support', unit, supported: supported.value.unit, to: null });
  const found = actionAt(p, at);
  if (found !== null && found.action === 'hold') {
    return end(p, found.next, { kind: 'support', unit, supported: supported.value.unit, to: null });
  }
  if (found === null || found.action !== 'move') {
    return { ok: false, error: `expected '-' and a destination, or H, after '${unitText(p, supported.value)}'` };
  }
  // The supported move may be written with its route (`S A Mos - TSR - Irk`): a support names
  // only the destination, which is what it must match, so the route is read and set aside.
  const route = routeAt(p, found.next);
  const from = route === null ? found.next : route.next;
  const to = readLocationAt(p, from, () => `a destination after '${rawText(p, at, from)}'`, null);
  if (!to.ok) return to;
  // A supported army may be ordered "via convoy"; the support is the same.
  const via = parseVia(p, to.next);
  // A coast named in a support is kept: it must match the supported move (DATC 6.B.9).
  return end(p, via.next, { kind: 'support', unit, supported: supported.value.unit, to: to.value });
}

function parseConvoy(p: Parser, unit: UnitRef, i: number, keyword: string): Step<Order> {
  const army = parseOtherUnit(p, i, `the convoyed army after '${keyword}'`);
  if (!army.ok) return army;
  if (army.value.unit.type === 'fleet') return { ok: false, error: `only armies can be convoyed, not '${unitText(p, army.value)}'` };
  const found = actionAt(p, army.next);
  if (found === null || found.action !== 'move') {
    return { ok: false, error: `expected '-' and the army's destination after '${unitText(p, army.value)}'` };
  }
  const to = readLocationAt(p, found.next, () => `a destination after '${rawText(p, army.next, found.next)}'`, 'army');
  if (!to.ok) return to;
  return end(p, to.next, {
    kind: 'convoy',
    unit,
    army: provinceOf(army.value.unit.location),
    to: provinceOf(to.value),
  });
}

/** A unit named inside a support or convoy, maybe after its power ("Russie A War"). */
function parseOtherUnit(p: Parser, i: number, what: string): Step<ParsedUnit> {
  if (i >= p.tokens.length) return { ok: false, error: `expected ${what}` };
  const direct = parseUnit(p, i);
  if (direct.ok) return direct;
  const power = matchPower(p, i);
  if (power === null) return direct;
  return parseUnit(p, power.next);
}

/**
 * "A EKe – Plg (M)": the Rokugan rules text (VII.6) marks a move with (M), for
 * "déplacer", or (A), for "attaquer", after its destination. Returns the index after
 * the mark, or i when there is none.
 */
function moveMarkAt(p: Parser, i: number): number {
  if (!isSymbol(p, i, '(') || !isSymbol(p, i + 2, ')')) return i;
  const mark = word(p, i + 1);
  return mark === 'm' || mark === 'a' ? i + 3 : i;
}

function parseVia(p: Parser, i: number): { via: boolean; next: number } {
  const bracketed = isSymbol(p, i, '(');
  const start = bracketed ? i + 1 : i;
  const first = word(p, start);
  let next = -1;
  if (first === 'viaconvoy' || first === 'byconvoy' || first === 'parconvoi') next = start + 1;
  else if (first !== null && VIA_WORDS.has(first)) {
    const second = word(p, start + 1);
    if (second !== null && CONVOY_WORDS.has(second)) next = start + 2;
    else if (first === 'via') next = start + 1;
  }
  if (next < 0) return { via: false, next: i };
  if (bracketed) {
    if (!isSymbol(p, next, ')')) return { via: false, next: i };
    next++;
  }
  return { via: true, next };
}

/** `[A|F|army|fleet] location`. */
function parseUnit(p: Parser, i: number): Step<ParsedUnit> {
  const w = word(p, i);
  let type: UnitType | null = null;
  let at = i;
  if (w !== null) {
    const typed = unitTypeWord(w);
    // "A" followed by nothing that can be a name is a type without a location.
    if (typed !== null && !(p.names.locations.has(w) && matchName(p, i + 1) === null)) {
      type = typed;
      at = i + 1;
      if (matchName(p, at) === null && word(p, at) === null) {
        return { ok: false, error: `'${rawText(p, i, i + 1)}' needs a location` };
      }
    }
  }
  const location = readLocationAt(p, at, 'a unit', type);
  if (!location.ok) return location;
  return { ok: true, value: { unit: { type, location: location.value }, from: i, to: location.next }, next: location.next };
}

/** A location name with an optional coast: `Spa/sc`, `Spain (sc)`, `Spain south coast`. */
/** `what` names what was expected, for the message (a function when costly to write). */
function readLocationAt(p: Parser, i: number, what: string | (() => string), type: UnitType | null): Step<LocationId> {
  if (i >= p.tokens.length || p.tokens[i].kind !== 'word') {
    return { ok: false, error: `expected ${typeof what === 'string' ? what : what()}${i < p.tokens.length ? `, found '${rawText(p, i, i + 1)}'` : ''}` };
  }
  const name = matchName(p, i) ?? (p.nearNames ? readNearName(p, i) : null);
  if (name === null) return { ok: false, error: `${UNKNOWN_PROVINCE} '${unknownText(p, i)}'${p.nearNames ? guesses(p, i) : ''}` };
  if ('error' in name) return { ok: false, error: name.error };
  const province = provinceOf(name.value);
  const written = rawText(p, i, name.next);
  const coast = parseCoast(p, name.next, province, written);
  if (!coast.ok) return coast;
  let location = name.value;
  if (coast.value !== null) {
    if (coastOf(location) !== null && coastOf(location) !== coast.value) {
      return { ok: false, error: `'${written}' is already a coast; it cannot also be '${coast.value}'` };
    }
    location = locationOf(province, coast.value);
  }
  // Armies never stand on a coast: "A Spa/nc" is the army in Spain.
  if (type === 'army') location = provinceOf(location);
  return { ok: true, value: location, next: coast.next };
}

function parseCoast(p: Parser, i: number, province: string, written: string): Step<string | null> {
  const coasts = p.names.coasts.get(province);
  const none: Step<string | null> = { ok: true, value: null, next: i };
  if (isSymbol(p, i, '/')) {
    const phrase = coasts === undefined ? null : coastPhrase(p, i + 1, coasts);
    if (phrase !== null) return { ok: true, value: phrase.coast, next: phrase.next };
    return { ok: false, error: coastError(p, i + 1, province, written, coasts) };
  }
  if (isSymbol(p, i, '(')) {
    const phrase = coasts === undefined ? null : coastPhrase(p, i + 1, coasts);
    if (phrase !== null && isSymbol(p, phrase.next, ')')) return { ok: true, value: phrase.coast, next: phrase.next + 1 };
    const generic = coastPhrase(p, i + 1, undefined);
    if (generic !== null && isSymbol(p, generic.next, ')')) return { ok: false, error: coastError(p, i + 1, province, written, coasts) };
    return none;
  }
  if (coasts !== undefined) {
    const phrase = coastPhrase(p, i, coasts);
    if (phrase !== null) return { ok: true, value: phrase.coast, next: phrase.next };
  }
  return none;
}

function coastError(p: Parser, i: number, province: string, written: string, coasts: ReadonlyMap<string, string> | undefined): string {
  const what = i < p.tokens.length ? rawText(p, i, i + 1) : '';
  if (coasts === undefined) return `'${written}' has no separate coasts (found coast '${what}')`;
  return `'${written}' has no coast '${what}' (coasts: ${[...new Set(coasts.values())].join(', ')})`;
}

/** One to three words naming a coast: "sc", "south coast", "côte sud". */
function coastPhrase(
  p: Parser,
  i: number,
  coasts: ReadonlyMap<string, string> | undefined,
): { coast: string; next: number } | null {
  const table = coasts ?? GENERIC_COASTS;
  let key = '';
  let best: { coast: string; next: number } | null = null;
  for (let j = i; j < i + 3 && j < p.tokens.length; j++) {
    const token = p.tokens[j];
    if (token.kind === 'symbol') break;
    if (token.kind === 'joiner') continue;
    key += token.key;
    const coast = table.get(key);
    if (coast !== undefined) best = { coast, next: j + 1 };
  }
  return best;
}

/** The longest run of words (and joining hyphens) from i that is a location name. */
function matchName(p: Parser, i: number): { value: LocationId; next: number } | null {
  return longestMatch(p, i, p.names.locations);
}

function matchPower(p: Parser, i: number): { value: PowerId; next: number } | null {
  return longestMatch(p, i, p.names.powers);
}

function longestMatch<T>(p: Parser, i: number, table: ReadonlyMap<string, T>): { value: T; next: number } | null {
  if (p.tokens[i]?.kind !== 'word') return null;
  let key = '';
  let words = 0;
  let best: { value: T; next: number } | null = null;
  for (let j = i; j < p.tokens.length && words < p.names.maxWords; j++) {
    const token = p.tokens[j];
    if (token.kind === 'symbol') break;
    if (token.kind === 'joiner') continue;
    key += token.key;
    words++;
    if (p.noLetterEnds === true && words > 1 && token.key.length === 1) continue;
    const value = table.get(key);
    if (value !== undefined) best = { value, next: j + 1 };
  }
  return best;
}

/**
 * The longest run of words from i (as far as an unknown name may reach) that is an
 * abbreviation or misspelling of one province's name; an error when it fits several.
 */
function readNearName(p: Parser, i: number): { value: LocationId; next: number } | { error: string } | null {
  for (let end = unknownEnd(p, i, true); end > i; end--) {
    if (p.tokens[end - 1].kind !== 'word') continue;
    let key = '';
    for (let j = i; j < end; j++) if (p.tokens[j].kind === 'word') key += (p.tokens[j] as { key: string }).key;
    const near = nearName(p.names, key);
    if (near.kind === 'one') return { value: near.location, next: end };
    if (near.kind === 'several') {
      const names = near.provinces.map((id) => formatLocation(p.variant, id, p.variant.languages[0], 'long'));
      return { error: `'${rawText(p, i, end)}' could be ${orList(names)}: ${SEVERAL_MEANINGS}` };
    }
  }
  return null;
}

/**
 * ` (did you mean Mid?)` for an unknown one-word name of three letters or more (an
 * abbreviation's length) a slip beyond what is read (nearMisses), or nothing.
 */
function guesses(p: Parser, i: number): string {
  const key = (p.tokens[i] as { key: string }).key;
  if (unknownEnd(p, i, false) !== i + 1 || key.length < 3) return '';
  const ids = nearMisses(p.names, key).map((id) => formatLocation(p.variant, id, p.variant.languages[0], 'short'));
  if (ids.length === 0) return '';
  return ` (did you mean ${orList(ids)}${GUESSED}`;
}

/** The words of an unknown name, up to the next symbol or order word, for the error message. */
function unknownText(p: Parser, i: number): string {
  return rawText(p, i, unknownEnd(p, i, false));
}

/**
 * Where an unknown name starting at i ends: the next symbol or order word, or four tokens on;
 * with `joined`, a hyphen between letters ("Saint-Pétersbourg") does not end it.
 */
function unknownEnd(p: Parser, i: number, joined: boolean): number {
  let j = i + 1;
  while (j < p.tokens.length && j < i + 4) {
    if (joined && p.tokens[j].kind === 'joiner') {
      j++;
      continue;
    }
    const w = word(p, j);
    if (w === null || actionWord(w) !== null || unitTypeWord(w) !== null || VIA_WORDS.has(w)) break;
    j++;
  }
  return j;
}

function end(p: Parser, i: number, order: Order): Step<Order> {
  if (i < p.tokens.length) {
    return { ok: false, error: `unexpected '${rawText(p, i, p.tokens.length)}' at the end of the order${secondOrder(p, i)}` };
  }
  return { ok: true, value: order, next: i };
}

/**
 * What to do when more follows a whole order and it looks like another order (a unit, after
 * a comma or a semicolon or not: "A Par - Bur, F Bre - Mao", as forums write a turn): each
 * order is given on its own. Else nothing.
 */
function secondOrder(p: Parser, i: number): string {
  const start = isSymbol(p, i, ',') || isSymbol(p, i, ';') ? i + 1 : i;
  const first = word(p, start);
  if (first === null || start + 1 >= p.tokens.length || unitTypeWord(first) === null) return '';
  return `: one order at a time (give '${rawText(p, start, p.tokens.length)}' as an order of its own)`;
}

function word(p: Parser, i: number): string | null {
  const token = p.tokens[i];
  return token !== undefined && token.kind === 'word' ? token.key : null;
}

function isSymbol(p: Parser, i: number, text: string): boolean {
  const token = p.tokens[i];
  return token !== undefined && token.kind === 'symbol' && token.text === text;
}

/** The tokens from..to as written, for messages. */
function rawText(p: Parser, from: number, to: number): string {
  let out = '';
  for (let j = from; j < to && j < p.tokens.length; j++) {
    const token = p.tokens[j];
    const glued = token.kind === 'joiner' || p.tokens[j - 1]?.kind === 'joiner' || token.text === ')' || token.text === '/' ||
      p.tokens[j - 1]?.text === '(' || p.tokens[j - 1]?.text === '/';
    out += (j === from || glued ? '' : ' ') + token.text;
  }
  return out;
}
