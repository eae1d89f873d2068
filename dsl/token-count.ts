/**
 * How many tokens the lexer would make of a text, counted without making them: a file is
 * refused before it is lexed when it holds more than a variant may (MAX_TOKENS, parse.ts).
 * Lexing keeps some 130 bytes a token and the syntax tree as much again, so a 16 MB file of
 * one-letter ids would take gigabytes; counted first, it takes a pass over the characters.
 *
 * The count follows the lexer's patterns (tokens.ts): a word, a number, a string (to its
 * closing quote or the end of the line), a comment, a punctuation mark, and each character
 * the lexer cannot read (it reports them one by one at most). Whitespace is no token.
 */

/** The tokens of `text`, counted up to just past `stopAfter` (a count above it says only "too many"). */
export function countTokens(text: string, stopAfter: number): number {
  let count = 0;
  let i = 0;
  const n = text.length;
  while (i < n && count <= stopAfter) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    count++;
    if (isLetter(c)) {
      i++;
      while (i < n && isWordPart(text.charCodeAt(i))) i++;
    } else if (isDigit(c) || (c === 45 && i + 1 < n && isDigit(text.charCodeAt(i + 1)))) {
      i++;
      while (i < n && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
    } else if (c === 35) {
      // '#': a comment, to the end of the line.
      while (i < n && !isLineEnd(text.charCodeAt(i))) i++;
    } else if (c === 34) {
      // '"': a string, to its closing quote (a backslash escapes the next character) or the end of the line.
      i++;
      while (i < n && !isLineEnd(text.charCodeAt(i))) {
        const d = text.charCodeAt(i++);
        if (d === 34) break;
        if (d === 92) i++;
      }
    } else i++;
  }
  return count;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff;
}

function isLineEnd(c: number): boolean {
  return c === 10 || c === 13;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isWordPart(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95 || c === 45;
}
