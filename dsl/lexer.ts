/**
 * Turns text into tokens and comments. Never fails: unknown characters,
 * unterminated strings, bad escapes and uppercase words are reported, and
 * lexing goes on with the best reading of the text, so the parser can still
 * report every other problem of the file.
 */
import { Lexer, type ILexingResult, type IToken } from 'chevrotain';
import type { Comment } from './ast.js';
import { checkGrammar } from './grammar-checks.js';
import { SHOW_NOTHING } from './invisible-characters.js';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { tokenEnd, type SpanMaker } from './spans.js';
import { classifyWord, lexerTokens, StringLiteral, UnterminatedString, Word } from './tokens.js';

const lexer = new Lexer(lexerTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true, skipValidations: !checkGrammar });

export interface LexResult {
  readonly tokens: IToken[];
  readonly comments: Comment[];
  readonly diagnostics: Diagnostic[];
}

/**
 * `keep`: how many problems of each kind (characters it cannot read, problems in words and
 * strings, in comments) to report at most, the first in the text: a reader of the first
 * problems (the parser stops after MAX_DIAGNOSTICS) needs no more, and a file of a million
 * unreadable characters would otherwise hold a million diagnostics.
 */
export function lex(text: string, spans: SpanMaker, keep = Infinity): LexResult {
  const diagnostics: Diagnostic[] = [];
  const result = tokenizeMendingQuotes(text, spans, diagnostics);

  for (let e = 0; e < result.errors.length && e < keep; e++) {
    const error = result.errors[e];
    const start = error.offset;
    const end = Math.min(text.length, start + Math.max(1, error.length));
    const chars = text.slice(start, end);
    const code = [...chars].length > 1 ? 'DIP1005' : 'DIP1001';
    // A bidirectional control is named, not shown: shown, it reorders the message.
    diagnostics.push(makeDiagnostic(code, spans.span(start, end), printable(chars, true)));
  }

  const tokens: IToken[] = [];
  // Each kind's problems are in text order: the first `keep` of each hold the first `keep` of all.
  const fromTokens: Diagnostic[] = [];
  for (const token of result.tokens) {
    // Offset-only tracking leaves the end unset; the parser's node locations need it.
    token.endOffset = token.startOffset + token.image.length - 1;
    if (token.tokenType === Word) {
      classify(token, spans, fromTokens);
    } else if (token.tokenType === UnterminatedString) {
      fromTokens.push(makeDiagnostic('DIP1002', spans.span(token.startOffset, tokenEnd(token))));
      checkEscapes(token, spans, fromTokens);
      token.tokenType = StringLiteral;
      token.tokenTypeIdx = StringLiteral.tokenTypeIdx as number;
    } else if (token.tokenType === StringLiteral) {
      checkEscapes(token, spans, fromTokens);
    }
    if (token.tokenType === StringLiteral) checkControls(token, 'a string', spans, fromTokens);
    tokens.push(token);
    firstOnly(fromTokens, keep);
  }

  const fromComments: Diagnostic[] = [];
  const comments: Comment[] = (result.groups['comments'] ?? []).map((token) => {
    checkControls(token, 'a comment', spans, fromComments);
    firstOnly(fromComments, keep);
    return { text: token.image.slice(1), span: spans.span(token.startOffset, token.startOffset + token.image.length) };
  });
  firstOnly(fromTokens, keep, 0);
  firstOnly(fromComments, keep, 0);
  for (const d of fromTokens) diagnostics.push(d);
  for (const d of fromComments) diagnostics.push(d);

  // The lexer reports problems by kind; the reader wants them in text order.
  diagnostics.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
  return { tokens, comments, diagnostics };
}

/**
 * Keeps the first `keep` problems in text order once more than `keep + slack` are held (a
 * slack while tokens are read, so that the sort is rare; none at the end). They are held
 * in the order of the tokens, and within a token in the order of its checks: sorted, the
 * first `keep` of those made so far come before any a later token makes.
 */
function firstOnly(problems: Diagnostic[], keep: number, slack = keep): void {
  if (problems.length <= keep + slack) return;
  problems.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
  problems.length = keep;
}

/** How many times a file is lexed again to mend strings missing their closing quote. */
const MENDING_ROUNDS = 4;

/**
 * Lexes the text; where a string has lost its closing quote before the next name
 * (`en "Valley fr "Vallée"`), reports it (DIP1006) and lexes again as if the quote were
 * there, so that the swallowed name and the text after it are read as meant instead of
 * as a run of red herrings (an uppercase id `Vall`, a stray `é`, a string unterminated).
 * The mended text only feeds the lexer: offsets, spans and messages are the file's.
 */
function tokenizeMendingQuotes(text: string, spans: SpanMaker, diagnostics: Diagnostic[]): ILexingResult {
  let lexed = text;
  let result = lexer.tokenize(lexed);
  for (let round = 0; round < MENDING_ROUNDS; round++) {
    const mends = missingQuotes(result.tokens, lexed);
    if (mends.length === 0) break;
    const pieces: string[] = [];
    let from = 0;
    for (const mend of mends) {
      pieces.push(lexed.slice(from, mend.at), '"');
      from = mend.at + 1;
      const written = printable(text.slice(mend.string.startOffset + 1, mend.at), true);
      diagnostics.push(makeDiagnostic('DIP1006', spans.span(mend.string.startOffset, mend.at), written, mend.language));
    }
    pieces.push(lexed.slice(from));
    lexed = pieces.join('');
    result = lexer.tokenize(lexed);
  }
  return result;
}

/** A string whose text ends with a language code (` fr `) and that is glued to what follows: `"Valley fr "Vall`. */
const endsWithLanguage = /^(.*\S)\s+([a-z]{2}(?:-[a-z0-9]{2,8})?)\s*$/i;

function missingQuotes(tokens: readonly IToken[], text: string): { string: IToken; at: number; language: string }[] {
  const found: { string: IToken; at: number; language: string }[] = [];
  for (const token of tokens) {
    if (token.tokenType !== StringLiteral || token.image.length < 2) continue;
    // Glued: the closing quote opened the next name, whose text follows it at once.
    const after = text[tokenEnd(token)];
    if (after === undefined || /[\s:,/#"]/.test(after)) continue;
    const match = endsWithLanguage.exec(token.image.slice(1, -1));
    if (match === null || match[1].endsWith('\\')) continue;
    found.push({ string: token, at: token.startOffset + 1 + match[1].length, language: match[2].toLowerCase() });
  }
  return found;
}

/** Only `\"` and `\\` are escapes; anything else after a backslash is reported. */
function checkEscapes(token: IToken, spans: SpanMaker, diagnostics: Diagnostic[]): void {
  const image = token.image;
  for (let i = 1; i < image.length; i++) {
    if (image[i] !== '\\') continue;
    const next = image[i + 1];
    if (next !== '"' && next !== '\\') {
      const start = token.startOffset + i;
      const end = Math.min(token.startOffset + image.length, start + 2);
      diagnostics.push(makeDiagnostic('DIP1003', spans.span(start, end), next === undefined ? '' : printable(next)));
    }
    i++;
  }
}

/**
 * Control characters (ESC, \x01…), bidirectional controls (which make text read in
 * another order than it is stored) and the noncharacters U+FFFE and U+FFFF have no place in
 * a name or a comment: in an SVG they make invalid XML, on a terminal they are commands. A
 * tab is allowed in a comment. Line separators (NEL U+0085, U+2028, U+2029) are refused
 * too (DIP1202): some editors start a new line at one and others do not, so a comment
 * could hide a line that a reader sees as a statement. A name may hold no invisible
 * character (zero-width space, soft hyphen, word joiner…): `"Mid\u200bLands"` looks like
 * "Midlands" and is another name.
 */
const inString = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u061c${SHOW_NOTHING}\\u200c-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff\\ufffe\\uffff]`, 'gu');
const inComment = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufffe\uffff]/gu;

function checkControls(token: IToken, where: 'a string' | 'a comment', spans: SpanMaker, diagnostics: Diagnostic[]): void {
  const image = token.image;
  for (const match of image.matchAll(where === 'a string' ? inString : inComment)) {
    const char = match[0];
    const start = token.startOffset + match.index;
    const span = spans.span(start, start + char.length);
    if (isLineSeparator(char)) {
      diagnostics.push(makeDiagnostic('DIP1202', span, `the line separator ${printable(char, true)}`, where, where === 'a string' ? 'string' : 'comment'));
      continue;
    }
    // A joiner between two letters of a script that needs it (Persian, Hindi…) or two emoji is writing, not a trick.
    if (isJoiner(char) && joinsWriting(image, match.index)) continue;
    const what = isBidi(char)
      ? `the bidirectional control ${printable(char, true)}`
      : isNoncharacter(char)
        ? `the noncharacter ${printable(char, true)}`
        : isInvisible(char)
          ? `the zero-width character ${printable(char, true)}`
          : `the control character ${printable(char, true)}`;
    diagnostics.push(makeDiagnostic('DIP1200', span, what, where));
  }
}

function isLineSeparator(char: string): boolean {
  return char === '\u0085' || char === '\u2028' || char === '\u2029';
}

/** Characters that show nothing (in a name they make it another name that looks the same). */
const invisible = new RegExp(`^[${SHOW_NOTHING}\\u200c\\u200d\\ufeff]$`, 'u');

function isInvisible(char: string): boolean {
  return invisible.test(char);
}

/** Zero-width non-joiner and joiner: part of the spelling in some scripts, and of emoji sequences. */
function isJoiner(char: string): boolean {
  return char === '\u200c' || char === '\u200d';
}

/** Letters and marks beyond ASCII, and emoji (with their modifiers and variation selector): what a joiner may stand between. */
const joinable = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;

/** Whether the joiner at `at` stands between two characters it can join: never next to ASCII, a space, another joiner or an end. */
function joinsWriting(image: string, at: number): boolean {
  const before = [...image.slice(Math.max(0, at - 2), at)].pop();
  const after = [...image.slice(at + 1, at + 3)][0];
  const fits = (c: string | undefined) => c !== undefined && c.codePointAt(0)! > 0x7f && joinable.test(c);
  return fits(before) && fits(after);
}

function isNoncharacter(char: string): boolean {
  return char === '\ufffe' || char === '\uffff';
}

function isBidi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x061c || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** The value of a string token as written: quotes removed, escapes applied. */
export function unescapeString(image: string): string {
  const body = image.endsWith('"') && image.length >= 2 && !endsInEscapedQuote(image) ? image.slice(1, -1) : image.slice(1);
  return body.replace(/\\(.?)/g, (_whole, next: string) => next);
}

function endsInEscapedQuote(image: string): boolean {
  // `"abc\"` is unterminated: its last quote is escaped.
  let backslashes = 0;
  for (let i = image.length - 2; i >= 1 && image[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}

/**
 * Gives a word its token type. Ids are lowercase: a word with an uppercase
 * letter (other than the unit letters A and F) is reported, then read lowercased.
 */
function classify(token: IToken, spans: SpanMaker, diagnostics: Diagnostic[]): void {
  const image = token.image;
  if (image !== 'A' && image !== 'F' && /[A-Z]/.test(image)) {
    const lower = image.toLowerCase();
    diagnostics.push(makeDiagnostic('DIP1004', spans.span(token.startOffset, tokenEnd(token)), image, lower));
    token.image = lower;
  }
  // `constructor` as a key of a plain object finds Object.prototype's: refused, whoever reads the variant.
  if (token.image in Object.prototype) {
    diagnostics.push(makeDiagnostic('DIP1201', spans.span(token.startOffset, tokenEnd(token)), token.image));
  }
  const type = classifyWord(token.image);
  token.tokenType = type;
  token.tokenTypeIdx = type.tokenTypeIdx as number;
}

/** Shows control and invisible characters as escapes, so a message never hides what it is about (`bidi`: bidirectional controls and characters that show nothing too). */
export function printable(chars: string, bidi = false): string {
  return [...chars]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff || (bidi && (isBidi(c) || isInvisible(c)))) {
        return `\\u{${code.toString(16)}}`;
      }
      return c;
    })
    .join('');
}
