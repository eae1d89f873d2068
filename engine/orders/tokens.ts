/**
 * Splits an order's text into words and symbols.
 *
 * A hyphen written between two letters with no space ("Tyr-Mun", "Saint-Pétersbourg")
 * is kept as a `joiner`: the parser decides whether it joins a name or separates a move.
 * Anything else that looks like an arrow is a `symbol` '-'.
 * Words carry their normalised form (`key`), computed once: the parser compares keys only.
 */
import { normaliseName } from '../../model/names.js';

export type Token =
  | { readonly kind: 'word'; readonly text: string; readonly key: string }
  | { readonly kind: 'symbol'; readonly text: string }
  | { readonly kind: 'joiner'; readonly text: '-' };

const SYMBOLS = new Set(['(', ')', '/', ':', ',', ';', '[', ']']);
const DASHES = new Set(['-', '–', '—', '→', '>']);
const LETTER = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;
const PLAIN = /^[A-Za-z0-9]+$/;

/** normaliseName, with a shortcut for plain ASCII words (most of them). */
function keyOf(word: string): string {
  return PLAIN.test(word) ? word.toLowerCase() : normaliseName(word);
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || (ch > '~' && SPACE.test(ch));
}

function isLetter(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || (ch > '~' && LETTER.test(ch));
}

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1; // start of the word being read, or -1
  const flush = (end: number): void => {
    if (start >= 0) {
      const word = text.slice(start, end);
      tokens.push({ kind: 'word', text: word, key: keyOf(word) });
    }
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    // Most characters are plain letters: settle them before the set lookups below.
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) {
      if (start < 0) start = i;
      continue;
    }
    if (isSpace(ch)) {
      flush(i);
    } else if (SYMBOLS.has(ch)) {
      flush(i);
      tokens.push({ kind: 'symbol', text: ch === '[' ? '(' : ch === ']' ? ')' : ch });
    } else if (DASHES.has(ch) || (ch === '=' && text[i + 1] === '>')) {
      const joins = ch === '-' && isLetter(text[i - 1]) && isLetter(text[i + 1]);
      flush(i);
      if (joins) {
        tokens.push({ kind: 'joiner', text: '-' });
      } else {
        // '->', '=>', '-->' are one arrow.
        while (i + 1 < text.length && (DASHES.has(text[i + 1]) || text[i + 1] === '>')) i++;
        tokens.push({ kind: 'symbol', text: '-' });
      }
    } else if (start < 0) {
      start = i;
    }
  }
  flush(text.length);
  return tokens;
}
