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
import { SHOW_NOTHING } from '../invisible-characters.js';
import { lineStarts } from '../spans.js';

/** What a code frame shows as U+FFFD: control and bidirectional characters, line separators, and characters that show nothing. */
const unshown = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c${SHOW_NOTHING}\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]`, 'gu');

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
  return formatOne(diagnostic, options, new Map());
}

/** Several diagnostics, a blank line between them. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: FormatOptions = {}): string {
  // One line index per file for the whole list: thousands of warnings do not rescan a large file each.
  const lines: LineIndexes = new Map();
  return diagnostics.map((d) => formatOne(d, options, lines)).join('\n\n');
}

/** Per file: the text's line starts, found once. */
type LineIndexes = Map<string, { readonly text: string; readonly starts: ArrayLike<number> }>;

function formatOne(diagnostic: Diagnostic, options: FormatOptions, indexes: LineIndexes): string {
  const paint = (colour: string, text: string): string => (options.color ? `${colour}${text}${ansi.reset}` : text);
  const severityColour = diagnostic.severity === 'error' ? ansi.red : ansi.yellow;
  const span = diagnostic.span;
  const place = span === null ? '' : `${paint(ansi.cyan, span.file)}:${paint(ansi.yellow, `${span.line}:${span.column}`)} - `;
  const lines = [`${place}${paint(severityColour, diagnostic.severity)} ${paint(ansi.grey, `${diagnostic.code}:`)} ${diagnostic.message}`];

  if (span !== null) {
    const frame = codeFrame(span, linesOf(indexes, span.file, options.source), (text) => paint(ansi.grey, text), (text) => paint(severityColour, text));
    if (frame !== null) lines.push('', frame);
  }
  for (const related of diagnostic.related ?? []) {
    lines.push('', `  ${paint(ansi.cyan, related.span.file)}:${paint(ansi.yellow, `${related.span.line}:${related.span.column}`)} - ${related.message}`);
    const frame = codeFrame(related.span, linesOf(indexes, related.span.file, options.source), (text) => paint(ansi.grey, text), (text) => paint(ansi.cyan, text));
    if (frame !== null) lines.push(frame.replace(/^/gm, '  '));
  }
  return lines.join('\n');
}

/** A source line longer than this is shown as an excerpt around the span: a 5 MB line is not printed whole. */
const maxShown = 160;
/** How much of the line before the span an excerpt keeps. */
const before = 40;

/**
 * Control characters shown as U+FFFD, one column each like what they replace, so that a
 * code frame never sends the terminal an escape sequence from a file, nor reorders its text;
 * line separators (U+2028, U+2029) and characters that show nothing (U+200B…) too, so that
 * the reader sees where they are.
 */
function shown(text: string): string {
  return text.replace(unshown, '\ufffd');
}

/** The part of a line to show: [first, end) in UTF-16 units, with marks where it is cut. */
function excerpt(line: string, focus: number): { first: number; end: number; head: string; tail: string } {
  if (line.length <= maxShown) return { first: 0, end: line.length, head: '', tail: '' };
  const first = Math.max(0, Math.min(focus - before, line.length - maxShown));
  const end = Math.min(line.length, first + maxShown);
  return { first, end, head: first > 0 ? '…' : '', tail: end < line.length ? '…' : '' };
}

/** The line of the span with its number, one line before it, and `^~~~` under the span. */
function codeFrame(
  span: Span,
  text: { readonly text: string; readonly starts: ArrayLike<number> } | undefined,
  gutterPaint: (text: string) => string,
  markPaint: (text: string) => string,
): string | null {
  if (text === undefined) return null;
  const line = lineAt(text.text, text.starts, span.line);
  if (line === null) return null;
  const previous = span.line > 1 ? lineAt(text.text, text.starts, span.line - 1) : null;
  const width = String(span.line).length;
  const out: string[] = [];
  if (previous !== null) {
    const cut = excerpt(previous, 0);
    out.push(`${gutterPaint(String(span.line - 1).padStart(width))} ${shown(previous.slice(cut.first, cut.end))}${cut.tail}`);
  }
  const startColumn = Math.min(span.column, line.length + 1);
  // A span running past its first line is underlined to the end of that line.
  const endColumn = span.endLine === span.line ? Math.min(span.endColumn, line.length + 1) : line.length + 1;
  const cut = excerpt(line, startColumn - 1);
  out.push(`${gutterPaint(String(span.line).padStart(width))} ${cut.head}${shown(line.slice(cut.first, cut.end))}${cut.tail}`);
  const markStart = startColumn - 1 - cut.first;
  const markEnd = Math.min(endColumn - 1, cut.end + (cut.tail ? 0 : 1)) - cut.first;
  const length = Math.max(1, markEnd - markStart);
  // Tabs are kept under tabs so the marks line up however tabs are shown.
  const indent = cut.head.replace(/./g, ' ') + line.slice(cut.first, startColumn - 1).replace(/[^\t]/g, ' ');
  out.push(`${' '.repeat(width)} ${indent}${markPaint(`^${'~'.repeat(length - 1)}`)}`);
  return out.join('\n');
}

/** The text of a file with where its lines start, from the cache or read and indexed once. */
function linesOf(indexes: LineIndexes, file: string, source: FormatOptions['source']): { readonly text: string; readonly starts: ArrayLike<number> } | undefined {
  const known = indexes.get(file);
  if (known !== undefined) return known;
  const text = source?.(file);
  if (text === undefined) return undefined;
  const entry = { text, starts: lineStarts(text) };
  indexes.set(file, entry);
  return entry;
}

/** Line `n` (from 1) of the text, without its line break; null past the end. */
function lineAt(text: string, starts: ArrayLike<number>, n: number): string | null {
  if (n < 1 || n > starts.length) return null;
  const start = starts[n - 1];
  let end = n < starts.length ? starts[n] : text.length;
  // Drop the line's break (\n, \r or \r\n).
  if (end > start && text.charCodeAt(end - 1) === 10) end--;
  if (end > start && n < starts.length && text.charCodeAt(end - 1) === 13) end--;
  return text.slice(start, end);
}
