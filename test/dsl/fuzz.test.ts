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

function expectSpanInside(span: Span, text: string): void {
  expect(span.start).toBeGreaterThanOrEqual(0);
  expect(span.end).toBeGreaterThanOrEqual(span.start);
  expect(span.end).toBeLessThanOrEqual(text.length);
  expect(span.line).toBeGreaterThanOrEqual(1);
  expect(span.column).toBeGreaterThanOrEqual(1);
  expect(span.endLine).toBeGreaterThanOrEqual(span.line);
  // Lines and columns agree with the offsets.
  const before = text.slice(0, span.start).split(/\r\n|\r|\n/);
  expect([span.line, span.column]).toEqual([before.length, before[before.length - 1].length + 1]);
}

function checkParse(text: string): void {
  const { ast, diagnostics } = parseSource(text, 'fuzz.dip');
  expect(ast.text).toBe(text);
  for (const d of diagnostics) {
    expect(d.span).not.toBeNull();
    expectSpanInside(d.span!, text);
    expect(d.code).toMatch(/^DIP1\d{3}$/);
    expect(d.code).not.toBe('DIP1199');
  }
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
