/**
 * Diagnostics as text for people: severity, code and message, the place, and the
 * source line with the offending text underlined.
 *
 *   error DIP3001: unknown province xyz in adjacency
 *     --> variants/test.dip:12:8
 *      |
 *   12 |   lon: xyz
 *      |        ^^^
 */
import type { Span } from '../dsl/ast.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';

export interface FormatOptions {
  /** ANSI colours; only for a terminal that wants them. */
  readonly colour?: boolean;
}

type Paint = (code: string, text: string) => string;

function lineOf(text: string, line: number): string | null {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return null;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
}

export function place(span: Span): string {
  return `${span.file}:${span.line}:${span.column}`;
}

function frame(span: Span, source: string | undefined, paint: Paint, underline: string): string[] {
  const text = source === undefined ? null : lineOf(source, span.line);
  if (text === null) return [];
  const number = String(span.line);
  const gutter = ' '.repeat(number.length);
  const expanded = text.replace(/\t/g, ' ');
  const from = Math.min(span.column - 1, expanded.length);
  const to = span.endLine === span.line ? Math.max(span.endColumn - 1, from + 1) : expanded.length;
  const marks = ' '.repeat(from) + '^'.repeat(Math.max(1, Math.min(to, expanded.length + 1) - from));
  return [
    `${gutter} ${paint('34', '|')}`,
    `${paint('34', number)} ${paint('34', '|')} ${expanded}`,
    `${gutter} ${paint('34', '|')} ${paint(underline, marks)}`,
  ];
}

export function formatDiagnostic(d: Diagnostic, sources: ReadonlyMap<string, string>, options: FormatOptions = {}): string {
  const paint: Paint = options.colour ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_code, text) => text;
  const colour = d.severity === 'error' ? '31' : '33';
  const lines = [`${paint(`1;${colour}`, `${d.severity} ${d.code}`)}: ${d.message}`];
  if (d.span) {
    lines.push(`  ${paint('34', '-->')} ${place(d.span)}`);
    lines.push(...frame(d.span, sources.get(d.span.file), paint, colour).map((l) => `  ${l}`));
  }
  for (const related of d.related ?? []) {
    lines.push(`  ${paint('36', 'note')}: ${related.message} at ${place(related.span)}`);
    lines.push(...frame(related.span, sources.get(related.span.file), paint, '36').map((l) => `  ${l}`));
  }
  return lines.join('\n');
}

export function formatDiagnostics(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>, options: FormatOptions = {}): string {
  return diagnostics.map((d) => formatDiagnostic(d, sources, options)).join('\n\n');
}
