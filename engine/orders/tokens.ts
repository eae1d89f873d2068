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

/** normaliseName, with a shortcut for plain ASCII words (most of them). */
function keyOf(word: string): string {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    const plain = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
    if (!plain) return normaliseName(word);
  }
  return word.toLowerCase();
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
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    // Most characters are plain letters: settle them before the set lookups below.
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) {
      if (start < 0) start = i;
      continue;
    }
    if (isSpace(ch)) {
      start = flush(text, tokens, start, i);
    } else if (SYMBOLS.has(ch)) {
      start = flush(text, tokens, start, i);
      tokens.push({ kind: 'symbol', text: ch === '[' ? '(' : ch === ']' ? ')' : ch });
    } else if (DASHES.has(ch) || (ch === '=' && text[i + 1] === '>')) {
      const joins = ch === '-' && isLetter(text[i - 1]) && isLetter(text[i + 1]);
      start = flush(text, tokens, start, i);
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
  flush(text, tokens, start, text.length);
  return tokens;
}

/** Ends the word being read (from `start`, if any) at `end`; returns -1, no word being read. */
function flush(text: string, tokens: Token[], start: number, end: number): number {
  if (start >= 0) {
    const word = text.slice(start, end);
    tokens.push({ kind: 'word', text: word, key: keyOf(word) });
  }
  return -1;
}
