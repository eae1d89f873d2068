/**
 * The canonical form of a `.dip` file (`dipkit fmt`).
 *
 * Statements keep their order; each is laid out by format-lines.ts. Comments
 * are put back by position: the first comment ending a source line of an
 * output line stays at the end of that line; every other comment goes on its
 * own line, before the next output line, in source order. One blank line is
 * kept wherever the source had at least one between two output lines.
 * Formatting is idempotent, and the output parses to the same tree.
 */
import type { Comment, SourceFile } from './ast.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { statementLines, type CodeLine } from './format-lines.js';
import { parseSource } from './parse.js';

/** Trailing comments line up within a statement, unless the code is longer than this. */
const ALIGN_LIMIT = 60;

interface OutputLine {
  readonly indent: number;
  readonly code: string;
  readonly comment: string | null;
  readonly blankBefore: boolean;
  /** Index of the statement a code line belongs to; -1 for a comment on its own line. */
  readonly statement: number;
}

export function formatSource(ast: SourceFile): string {
  const text = ast.text;
  const code: (CodeLine & { readonly statement: number })[] = ast.statements.flatMap((statement, index) =>
    statementLines(statement, text).map((line) => ({ ...line, statement: index })),
  );
  const comments = [...ast.comments].sort((a, b) => a.span.start - b.span.start);
  const out: OutputLine[] = [];
  let c = 0;

  const floating = (comment: Comment, indent: number): void => {
    out.push({ indent, code: '', comment: commentText(comment), blankBefore: blankLineBefore(text, comment.span.start), statement: -1 });
  };

  // Comments before the first statement.
  const firstStart = code.length > 0 ? code[0].start : Infinity;
  while (c < comments.length && comments[c].span.start < firstStart) floating(comments[c++], 0);

  code.forEach((line, i) => {
    const end = i + 1 < code.length ? code[i + 1].start : Infinity;
    const inRange: Comment[] = [];
    while (c < comments.length && comments[c].span.start < end) inRange.push(comments[c++]);
    const trailing = inRange.find((comment) => isTrailing(text, comment.span.start)) ?? null;
    out.push({
      indent: line.indent,
      code: line.code,
      comment: trailing === null ? null : commentText(trailing),
      blankBefore: blankLineBefore(text, line.start),
      statement: line.statement,
    });
    const nextIndent = i + 1 < code.length ? code[i + 1].indent : 0;
    for (const comment of inRange) if (comment !== trailing) floating(comment, nextIndent);
  });

  return render(out);
}

export interface FormatTextResult {
  /**
   * The canonical text, or null when the file has errors (a broken file is never rewritten;
   * among them DIP1107, borders going on at their entry's indentation, where a ':' is missing).
   * Borders that go on over deeper-indented lines are joined onto their entry's line.
   */
  readonly output: string | null;
  readonly diagnostics: Diagnostic[];
}

export function formatText(text: string, file: string): FormatTextResult {
  const { ast, diagnostics } = parseSource(text, file);
  const leaveAlone = diagnostics.some((d) => d.severity === 'error');
  return { output: leaveAlone ? null : formatSource(ast), diagnostics };
}

function commentText(comment: Comment): string {
  return `#${comment.text.trimEnd()}`;
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11 || code === 0xa0 || code === 0xfeff;
}

/** A comment with code before it on its line. */
function isTrailing(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 13) return false;
    if (!isWhitespace(ch)) return true;
  }
  return false;
}

/** At least one empty line between this offset and the text before it. */
function blankLineBefore(text: string, offset: number): boolean {
  let newlines = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (!isWhitespace(ch)) break;
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) newlines++;
  }
  return newlines >= 2;
}

function render(lines: readonly OutputLine[]): string {
  const columns = alignmentColumns(lines);
  const result: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && line.blankBefore) result.push('');
    result.push(renderLine(line, columns.get(line.statement) ?? 0));
  });
  return result.length === 0 ? '' : `${result.join('\n')}\n`;
}

/** For each statement with several trailing comments, the column they line up at. */
function alignmentColumns(lines: readonly OutputLine[]): Map<number, number> {
  // Per statement: how many of its lines have a comment, and the widest of them (counted, not
  // listed: a statement of thousands of commented lines is one pass, not a copy per line).
  const counts = new Map<number, number>();
  const widest = new Map<number, number>();
  for (const line of lines) {
    if (line.statement < 0 || line.comment === null) continue;
    const width = line.indent + line.code.length;
    if (width > ALIGN_LIMIT) continue;
    counts.set(line.statement, (counts.get(line.statement) ?? 0) + 1);
    widest.set(line.statement, Math.max(widest.get(line.statement) ?? 0, width));
  }
  const columns = new Map<number, number>();
  for (const [statement, count] of counts) if (count > 1) columns.set(statement, (widest.get(statement) as number) + 2);
  return columns;
}

function renderLine(line: OutputLine, column: number): string {
  const indent = ' '.repeat(line.indent);
  if (line.code === '') return `${indent}${line.comment ?? ''}`;
  const code = `${indent}${line.code}`;
  if (line.comment === null) return code;
  const padding = code.length + 2 <= column ? column - code.length : 2;
  return `${code}${' '.repeat(padding)}${line.comment}`;
}
