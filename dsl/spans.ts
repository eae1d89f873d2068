/**
 * Spans from offsets: the lexer tracks offsets only (it is faster); lines and
 * columns are found here, by binary search over the offsets where lines start.
 */
import type { Span } from './ast.js';

export interface SpanMaker {
  /** Span of the text [start, end). */
  span(start: number, end: number): Span;
}

export function spanMaker(file: string, text: string): SpanMaker {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // \r\n, \n and a lone \r each end a line.
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lineStarts.push(i + 1);
  }
  /** Index of the line holding `offset`. */
  const lineIndex = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
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
        column: (start - lineStarts[line] + 1) | 0,
        endLine: (endLine + 1) | 0,
        endColumn: (end - lineStarts[endLine] + 1) | 0,
      };
    },
  };
}

/** Just past a token's last character (its image is exactly the text it covers). */
export function tokenEnd(token: { readonly startOffset: number; readonly image: string }): number {
  return token.startOffset + token.image.length;
}
