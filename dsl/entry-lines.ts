/**
 * Where the targets of an adjacency entry stop going on past a line break.
 *
 * Targets may continue on the next lines, but only on lines indented further than
 * the line where the entry begins. A line that starts no deeper than that is what a
 * new entry whose ':' is forgotten looks like (`val eca efo` under `mar: val efo`);
 * read as more borders of the entry above, it would change the map silently, so it
 * is an error (DIP1107). A tab counts to the next multiple of 8 columns. `dipkit fmt`
 * writes every entry on one line.
 */
import type { IToken } from 'chevrotain';
import * as T from './tokens.js';

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/** Offset where the line holding `offset` begins. */
function lineStart(source: string, offset: number): number {
  let i = offset;
  while (i > 0 && !isLineBreak(source.charCodeAt(i - 1))) i--;
  return i;
}

/** Tabs stop every this many columns, as on a terminal. */
const TAB_STOP = 8;

/** How wide the whitespace beginning the line holding `offset` is, up to `offset` at most. */
function indentation(source: string, offset: number): number {
  let width = 0;
  for (let i = lineStart(source, offset); i < offset && /\s/.test(source[i]); i++) {
    width = source[i] === '\t' ? (Math.floor(width / TAB_STOP) + 1) * TAB_STOP : width + 1;
  }
  return width;
}

/** Whether a line break comes between two tokens (a comment between them ends at one). */
function breakBetween(source: string, before: IToken, after: IToken): boolean {
  for (let i = before.startOffset + before.image.length; i < after.startOffset; i++) if (isLineBreak(source.charCodeAt(i))) return true;
  return false;
}

/**
 * In the tokens of an entry (or of a `remove adjacency` statement), the index of the
 * first target that starts a line indented no further than the line where the tokens
 * begin, or -1 when every target line is indented deeper (or the entry is one line).
 */
export function entryBreak(tokens: readonly IToken[], source: string): number {
  const colon = tokens.findIndex((t) => t.tokenType === T.Colon);
  if (colon < 0 || tokens.length === 0) return -1;
  // Found only when a target starts a line: an entry on one line costs no look back.
  let entryIndent = -1;
  for (let i = colon + 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (!breakBetween(source, tokens[i - 1], token)) continue;
    if (entryIndent < 0) entryIndent = indentation(source, tokens[0].startOffset);
    if (indentation(source, token.startOffset) <= entryIndent) return i;
  }
  return -1;
}
