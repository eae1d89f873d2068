/**
 * Diagnostics for people, TypeScript style, with a code frame (for programs,
 * a `Diagnostic` is plain data already: `dipkit check --format json` prints it as is).
 *
 *   map.dip:3:22 - error DIP1101: expected a terrain (…), found 'centre'
 *
 *   2 province nth sea
 *   3 province lon centre
 *                  ^~~~~~
 */
import type { Span } from '../ast.js';
import type { Diagnostic } from './diagnostic.js';

export interface FormatOptions {
  /** The text of a file, to show the lines a diagnostic points at; none: no code frame. */
  readonly source?: (file: string) => string | undefined;
  /** ANSI colours, for a terminal. */
  readonly color?: boolean;
}

const ansi = {
  red: '\u001b[31m',
  yellow: '\u001b[33m',
  cyan: '\u001b[36m',
  grey: '\u001b[90m',
  bold: '\u001b[1m',
  reset: '\u001b[0m',
};

export function formatDiagnostic(diagnostic: Diagnostic, options: FormatOptions = {}): string {
  const paint = (colour: string, text: string): string => (options.color ? `${colour}${text}${ansi.reset}` : text);
  const severityColour = diagnostic.severity === 'error' ? ansi.red : ansi.yellow;
  const span = diagnostic.span;
  const place = span === null ? '' : `${paint(ansi.cyan, span.file)}:${paint(ansi.yellow, `${span.line}:${span.column}`)} - `;
  const lines = [`${place}${paint(severityColour, diagnostic.severity)} ${paint(ansi.grey, `${diagnostic.code}:`)} ${diagnostic.message}`];

  if (span !== null) {
    const frame = codeFrame(span, options.source?.(span.file), (text) => paint(ansi.grey, text), (text) => paint(severityColour, text));
    if (frame !== null) lines.push('', frame);
  }
  for (const related of diagnostic.related ?? []) {
    lines.push('', `  ${paint(ansi.cyan, related.span.file)}:${paint(ansi.yellow, `${related.span.line}:${related.span.column}`)} - ${related.message}`);
    const frame = codeFrame(related.span, options.source?.(related.span.file), (text) => paint(ansi.grey, text), (text) => paint(ansi.cyan, text));
    if (frame !== null) lines.push(frame.replace(/^/gm, '  '));
  }
  return lines.join('\n');
}

/** Several diagnostics, a blank line between them. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: FormatOptions = {}): string {
  return diagnostics.map((d) => formatDiagnostic(d, options)).join('\n\n');
}

/** The line of the span with its number, one line before it, and `^~~~` under the span. */
function codeFrame(
  span: Span,
  text: string | undefined,
  gutterPaint: (text: string) => string,
  markPaint: (text: string) => string,
): string | null {
  if (text === undefined) return null;
  const lines = text.split(/\r\n|\r|\n/);
  const line = lines[span.line - 1];
  if (line === undefined) return null;
  const first = Math.max(1, span.line - 1);
  const width = String(span.line).length;
  const out: string[] = [];
  for (let n = first; n <= span.line; n++) {
    out.push(`${gutterPaint(String(n).padStart(width))} ${lines[n - 1]}`);
  }
  const startColumn = Math.min(span.column, line.length + 1);
  // A span running past its first line is underlined to the end of that line.
  const endColumn = span.endLine === span.line ? Math.min(span.endColumn, line.length + 1) : line.length + 1;
  const length = Math.max(1, endColumn - startColumn);
  // Tabs are kept under tabs so the marks line up however tabs are shown.
  const indent = line.slice(0, startColumn - 1).replace(/[^\t]/g, ' ');
  out.push(`${' '.repeat(width)} ${indent}${markPaint(`^${'~'.repeat(length - 1)}`)}`);
  return out.join('\n');
}
