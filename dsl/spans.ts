/**
 * Spans from offsets: the lexer tracks offsets only (it is faster); lines and
 * columns are found here, by binary search over the offsets where lines start.
 */
import type { Span } from './ast.js';

export interface SpanMaker {
  /** Span of the text [start, end). */
  span(start: number, end: number): Span;
}

/**
 * Where each line of the text starts (the first at 0): after \r\n, \n or a lone \r. Counted
 * first, then written into a typed array of that length: 4 bytes a line, where a list grown
 * by pushing took 8 and copies as it grew (a file of 15 million blank lines).
 */
export function lineStarts(text: string): Uint32Array {
  let lines = 1;
  for (let i = 0; i < text.length; i++) if (endsLine(text, i)) lines++;
  const starts = new Uint32Array(lines);
  for (let i = 0, k = 1; i < text.length; i++) if (endsLine(text, i)) starts[k++] = i + 1;
  return starts;
}

export function spanMaker(file: string, text: string): SpanMaker {
  const starts = lineStarts(text);
  /** Index of the line holding `offset`. */
  const lineIndex = (offset: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  return {
    span(start, end) {
      const line = lineIndex(start);
      const endLine = end === start ? line : lineIndex(end);
      // Each field an integer (| 0) so that V8 keeps it unboxed: a field it once stores a
      // float in holds every span's value as a separate number object, 32 bytes more a span.
      return {
        file,
        start: start | 0,
        end: end | 0,
        line: (line + 1) | 0,
        column: (start - starts[line] + 1) | 0,
        endLine: (endLine + 1) | 0,
        endColumn: (end - starts[endLine] + 1) | 0,
      };
    },
  };
}

/** Whether the character at i ends a line: the \n of \r\n, a \n, a lone \r. */
function endsLine(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10);
}

/** Just past a token's last character (its image is exactly the text it covers). */
export function tokenEnd(token: { readonly startOffset: number; readonly image: string }): number {
  return token.startOffset + token.image.length;
}
