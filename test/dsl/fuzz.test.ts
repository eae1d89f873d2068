/**
 * Whatever the text, parseSource returns: no exception, every diagnostic
 * placed inside the text, and formatText never loses a file it accepts.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Span } from '../../dsl/ast.js';
import { formatText } from '../../dsl/format.js';
import { parseSource } from '../../dsl/parse.js';
import { stripSpans } from './support/strip-spans.js';

const sample = readFileSync(new URL('./fixtures/sample.dip', import.meta.url), 'utf8');
/** The sample cut into words and the spaces between them, the units mutations work on. */
const pieces = sample.match(/\s+|[^\s]+/g) ?? [];

/** Line and column of every offset of the text, counted independently of dsl/spans.ts. */
function positions(text: string): { line: number; column: number }[] {
  const table: { line: number; column: number }[] = [];
  let line = 1;
  let column = 1;
  for (let i = 0; i <= text.length; i++) {
    table.push({ line, column });
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return table;
}

/** What is wrong with a span, or null: inside the text, lines and columns agreeing with offsets, inside `outer`. */
function spanProblem(span: Span, table: readonly { line: number; column: number }[], outer: Span | null): string | null {
  const length = table.length - 1;
  if (!(span.start >= 0 && span.start <= span.end && span.end <= length)) return `offsets ${span.start}-${span.end} outside 0-${length}`;
  const from = table[span.start];
  const to = table[span.end];
  if (span.line !== from.line || span.column !== from.column) return `start ${span.line}:${span.column} is not ${from.line}:${from.column}`;
  if (span.endLine !== to.line || span.endColumn !== to.column) return `end ${span.endLine}:${span.endColumn} is not ${to.line}:${to.column}`;
  if (outer !== null && (span.start < outer.start || span.end > outer.end)) return `span ${span.start}-${span.end} outside its node ${outer.start}-${outer.end}`;
  return null;
}

/** Every span of the tree, checked by spanProblem against the node holding it. */
function treeSpanProblems(node: unknown, table: readonly { line: number; column: number }[], outer: Span | null, out: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) treeSpanProblems(item, table, outer, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const span = (node as { span?: Span }).span;
  if (span !== undefined) {
    const problem = spanProblem(span, table, outer);
    if (problem !== null) out.push(problem);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'span') treeSpanProblems(value, table, span ?? outer, out);
}

function checkParse(text: string): void {
  const { ast, diagnostics } = parseSource(text, 'fuzz.dip');
  expect(ast.text).toBe(text);
  const table = positions(text);
  const problems: string[] = [];
  treeSpanProblems(ast.statements, table, null, problems);
  treeSpanProblems(ast.comments, table, null, problems);
  for (const d of diagnostics) {
    if (d.span === null) problems.push(`${d.code} has no place`);
    else {
      const problem = spanProblem(d.span, table, null);
      if (problem !== null) problems.push(`${d.code}: ${problem}`);
    }
    if (!/^DIP1\d{3}$/.test(d.code) || d.code === 'DIP1199') problems.push(`unexpected code ${d.code}: ${d.message}`);
  }
  expect(problems).toEqual([]);
}

/** A file the formatter accepts comes back with the same tree. */
function checkFormat(text: string): void {
  const { output } = formatText(text, 'fuzz.dip');
  if (output === null) return;
  const before = parseSource(text, 'fuzz.dip');
  const after = parseSource(output, 'fuzz.dip');
  expect(after.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(stripSpans(after.ast.statements)).toEqual(stripSpans(before.ast.statements));
  expect(after.ast.comments.length).toBe(before.ast.comments.length);
  expect(formatText(output, 'fuzz.dip').output).toBe(output);
}

type Mutation =
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'char'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(':', '/', ',', '"', '\\', '#', '\n', '-', '1.5', 'A', 'province', 'adjacency', 'remove', 'en', 'at', 'by', '€', '\u0000', 'Lon'),
  }),
  fc.record({ kind: fc.constant('char' as const), at: fc.nat(), text: fc.string({ minLength: 1, maxLength: 2, unit: 'binary' }) }),
);

function mutate(source: readonly string[], mutations: readonly Mutation[]): string {
  const words = [...source];
  for (const m of mutations) {
    if (words.length === 0) break;
    const at = m.at % words.length;
    switch (m.kind) {
      case 'delete':
        words.splice(at, 1);
        break;
      case 'duplicate':
        words.splice(at, 0, words[at]);
        break;
      case 'swap': {
        const other = m.with % words.length;
        [words[at], words[other]] = [words[other], words[at]];
        break;
      }
      case 'insert':
        words.splice(at, 0, m.text);
        break;
      case 'char': {
        // Inside a word: replace one character, so strings, numbers and ids break too.
        const word = words[at];
        const i = m.at % Math.max(1, word.length);
        words[at] = word.slice(0, i) + m.text + word.slice(i + 1);
        break;
      }
    }
  }
  return words.join('');
}

describe('parseSource on any input', () => {
  it('never throws on random text, and places every diagnostic inside it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (text) => checkParse(text)),
      { numRuns: 2000 },
    );
  });

  it('never throws on random sequences of the language\'s own words', () => {
    const vocabulary = [...new Set(pieces.filter((p) => p.trim() !== ''))];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary, ' ', '\n', ':', '/', ','), { maxLength: 60 }), (words) => {
        const text = words.join(' ');
        checkParse(text);
        checkFormat(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on mutations of the sample, and formats what it accepts without changing its meaning', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 8 }), (mutations) => {
        const text = mutate(pieces, mutations);
        checkParse(text);
        checkFormat(text);
      }),
      { numRuns: 1000 },
    );
  });
});
