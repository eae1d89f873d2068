/**
 * Chevrotain's recognition errors, as dipkit diagnostics: what was expected
 * (said by the grammar's ERR_MSG), what was found, and where.
 */
import { EOF, tokenMatcher, type IRecognitionException, type IToken, type TokenType } from 'chevrotain';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { isLanguageCode } from './language-code.js';
import { printable } from './lexer.js';
import { slips } from '../model/slips.js';
import { slipsAllowed } from './slips.js';
import { tokenEnd, type SpanMaker } from './spans.js';
import * as T from './tokens.js';

export interface SliceContext {
  readonly spans: SpanMaker;
  /** The text of the file, for quoting words as written (the lexer lowercases ids). */
  readonly source: string;
  /** The tokens the rule was given. */
  readonly tokens: readonly IToken[];
  /** The first token after the slice, if any, and how to speak of it. */
  readonly next: IToken | null;
  readonly nextDescription: string;
  /** What may follow the last complete part, given the token left over; null for fixed-form statements. */
  readonly continuation: (leftOver: IToken, tokens: readonly IToken[]) => string | null;
  /** The statement word, for fixed-form statements. */
  readonly statementWord: string;
}

/**
 * A token as a message names it, with the word it may be a misspelling of: one of the words
 * the message offers (`expected`'s list: `'lnd' (land misspelt?)` where a terrain was
 * expected), else a statement word (`'provnce' (province misspelt?)`).
 */
export function describeFound(token: IToken, expected = ''): string {
  const described = describeToken(token);
  const meant = T.isWord(token) ? (closestWord(token.image, offeredWords(expected)) ?? misspeltStatementWord(token.image)) : null;
  return meant === null ? described : `${described} (${meant} misspelt?)`;
}

/** The statement word a word is a slip or two away from (`provnce`: province; the closest), or null. */
export function misspeltStatementWord(word: string): string | null {
  return closestWord(word, T.statementWords);
}

/** The word of `words` that `word` is a slip or two away from (the closest; not itself), or null. */
function closestWord(word: string, words: readonly string[]): string | null {
  let best: { word: string; slips: number } | null = null;
  for (const candidate of words) {
    if (candidate === word) continue;
    const count = slips(word, candidate);
    if (count <= Math.min(slipsAllowed(word), slipsAllowed(candidate)) && (best === null || count < best.slips)) best = { word: candidate, slips: count };
  }
  return best?.word ?? null;
}

/**
 * The keywords an expectation offers as a list in its last parentheses, the first word of
 * each item: land, coastal, sea, mixed and impassable from "a terrain (land, coastal, sea,
 * mixed, impassable) after the province id"; svg from 'svg "FILE"'; none from a number, nor
 * from parentheses that name one thing ("a second number (y)").
 */
function offeredWords(expected: string): string[] {
  const items = /\(([^()]*)\)[^()]*$/.exec(expected)?.[1].split(', ') ?? [];
  if (items.length < 2) return [];
  return items.map((item) => item.split(' ')[0]).filter((word) => /^[a-z][a-z-]*$/.test(word));
}

/**
 * A statement that fails after a misspelt statement word (`sason fall …` read as more
 * phases of the season before) failed because of it: DIP1108 at that word says so,
 * where the error found further on would only puzzle. Null when there is none.
 */
export function misspeltStatementDiagnostic(error: IRecognitionException, ctx: SliceContext): Diagnostic | null {
  const failedAt = ctx.tokens.indexOf(error.token);
  const last = failedAt < 0 ? ctx.tokens.length - 1 : failedAt;
  for (let i = 1; i <= last; i++) {
    const token = ctx.tokens[i];
    // Statements start lines: a word inside a line is an id that happens to look like one.
    const lineStart = ctx.source.lastIndexOf('\n', token.startOffset - 1) + 1;
    if (ctx.source.slice(lineStart, token.startOffset).trim() !== '') continue;
    const meant = T.isWord(token) ? misspeltStatementWord(token.image) : null;
    if (meant !== null) return makeDiagnostic('DIP1108', span(ctx, token), token.image, meant);
  }
  return null;
}

export function describeToken(token: IToken): string {
  if (token.tokenType === T.StringLiteral) return `the string ${printable(shorten(token.image))}`;
  if (token.tokenType === T.NumberLiteral) return `the number ${shorten(token.image)}`;
  return `'${printable(shorten(token.image))}'`;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

export function syntaxDiagnostic(error: IRecognitionException, ctx: SliceContext): Diagnostic {
  const found = error.token;
  const atEnd = found.tokenType === EOF || Number.isNaN(found.startOffset);

  if (!atEnd) {
    // Where the token found stands in the slice, looked for once for the checks below.
    const index = ctx.tokens.indexOf(found);
    // `fjo: hig por` after the last province, its `adjacency` heading forgotten.
    const entry = ctx.statementWord === 'adjacency' ? -1 : borderEntryAt(ctx, index);
    if (entry >= 0) {
      const location = ctx.tokens[entry];
      const written = ctx.source.slice(location.startOffset, tokenEnd(ctx.tokens[ctx.tokens.findIndex((t, i) => i > entry && t.tokenType === T.Colon) - 1]));
      return makeDiagnostic('DIP1109', span(ctx, location), printable(shorten(written)), ctx.statementWord);
    }
    // `lon: wal, yor`, `player p controls a, b`: commas where the language separates by spaces.
    const spaced = commaInList(ctx, index);
    if (spaced !== null) return makeDiagnostic('DIP1115', span(ctx, found), spaced);
    // `eng "London"`: a name with a language code that is not one.
    const following = index >= 0 ? ctx.tokens[index + 1] : undefined;
    if (T.isWord(found) && following?.tokenType === T.StringLiteral && !isLanguageCode(found.image)) {
      return makeDiagnostic('DIP1104', span(ctx, found), found.image);
    }
    // `fr Londres`: a name without its quotes.
    if (T.isWord(found) && isLanguageCode(found.image) && following !== undefined && T.isWord(following)) {
      const written = ctx.source.slice(following.startOffset, tokenEnd(following));
      return makeDiagnostic('DIP1106', span(ctx, following), found.image, written);
    }
  }

  const where = atEnd ? endSpan(ctx) : span(ctx, found);
  // What was found instead, with the word of `expected` it may be a misspelling of.
  const what = (expected?: string): string => (atEnd ? ctx.nextDescription : describeFound(found, expected));

  if (error.name === 'NotAllInputParsedException') {
    const continuation = ctx.continuation(found, ctx.tokens);
    if (continuation === null) return makeDiagnostic('DIP1102', where, what(), ctx.statementWord);
    return makeDiagnostic('DIP1101', where, continuation, what(continuation));
  }
  const expected = error.message.replace(/^expected /, '');
  return makeDiagnostic('DIP1101', where, expected, what(expected));
}

/** Tokens looked at around a comma, at most: a statement of a million tokens on one line costs no more. */
const NEAR = 200;
/** The longest example shown (characters). */
const EXAMPLE_LENGTH = 60;

/**
 * The line of a list written with commas (`lon: wal, yor`), rewritten without them
 * (`lon: wal yor`), when the comma at `index` stands between two words of a list and no
 * `start` comes shortly before it (whose units commas do separate); else null.
 */
function commaInList(ctx: SliceContext, index: number): string | null {
  const tokens = ctx.tokens;
  if (index < 1 || tokens[index].tokenType !== T.Comma || !T.isWord(tokens[index - 1]) || !T.isWord(tokens[index + 1])) return null;
  for (let i = index - 1; i >= Math.max(0, index - NEAR); i--) if (tokens[i].tokenType === T.Start) return null;
  const source = ctx.source;
  // A line ends at \n, \r\n or a lone \r (spans.ts).
  const at = tokens[index].startOffset;
  const lineStart = Math.max(source.lastIndexOf('\n', at), source.lastIndexOf('\r', at)) + 1;
  // The line's first token (tokens are in source order), then its words as written, with a
  // space where commas stood between them, as far as the example goes.
  let first = index;
  while (first > 0 && index - first < NEAR && tokens[first - 1].startOffset >= lineStart) first--;
  let text = '';
  let previous: IToken | null = null;
  for (let i = first; i < tokens.length && text.length <= EXAMPLE_LENGTH; i++) {
    const t = tokens[i];
    const gap = previous === null ? '' : source.slice(tokenEnd(previous), t.startOffset);
    if (/[\r\n]/.test(gap)) break;
    if (t.tokenType === T.Comma) continue;
    text += (gap.includes(',') ? ' ' : gap) + source.slice(t.startOffset, tokenEnd(t));
    previous = t;
  }
  const line = text.replace(/\s+/g, ' ');
  return `as in ${printable(line.length > EXAMPLE_LENGTH ? `${line.slice(0, EXAMPLE_LENGTH - 1)}…` : line)}`;
}

function span(ctx: SliceContext, token: IToken) {
  return ctx.spans.span(token.startOffset, tokenEnd(token));
}

/** A statement cut short: point at what comes next, or just past its end. */
function endSpan(ctx: SliceContext) {
  if (ctx.next !== null) return span(ctx, ctx.next);
  const last = ctx.tokens[ctx.tokens.length - 1];
  const end = last === undefined ? 0 : tokenEnd(last);
  return ctx.spans.span(end, end);
}

/**
 * Where a border entry (`fjo:`, `stp/nc:`, `rom by land:`) that starts a line begins, when
 * the token at `index` is its location or its ':'; else -1.
 */
function borderEntryAt(ctx: SliceContext, index: number): number {
  const tokens = ctx.tokens;
  if (index < 1) return -1;
  const is = (i: number, type: TokenType): boolean => tokens[i] !== undefined && tokenMatcher(tokens[i], type);
  const entryAt = (start: number): number | null => {
    // location: p or p/c; then an optional qualifier; then the colon, whose index is returned.
    if (!T.isWord(tokens[start])) return null;
    let i = start + 1;
    if (is(i, T.Slash) && T.isWord(tokens[i + 1])) i += 2;
    if (is(i, T.By) && (is(i + 1, T.Land) || is(i + 1, T.Sea))) i += 2;
    else if (is(i, T.OneWay)) i += 1;
    return is(i, T.Colon) ? i : null;
  };
  const startsLine = (i: number): boolean => /[\r\n]/.test(ctx.source.slice(tokenEnd(tokens[i - 1]), tokens[i].startOffset));
  // The error is at the entry's location, or further in (its first words read as more ids of a list).
  for (let start = index; start >= Math.max(1, index - 5); start--) {
    const colon = entryAt(start);
    if (colon !== null && index <= colon && startsLine(start)) return start;
  }
  return -1;
}
