/**
 * Whatever the input, parse + compile returns diagnostics and never throws:
 * random text, and valid maps mutated line by line and token by token.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFile, generateVariantFiles, memoryHost, type CompileResult } from '../../compiler/compile.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';
import { miniMap } from '../support/mini-map.js';
import { variantExists, variantText } from '../support/variants.js';

const derived = 'variant plus extends "mini.dip"\n  en "Plus"\nprovince isl coastal centre\nadjacency\n  isl: wsea\nchange province kan centre\nremove province mnt\nremove canal kan\n';

function compileAll(files: Record<string, string>, main: string): CompileResult {
  const result = compileFile(main, { host: memoryHost(files, null) });
  // The result is consistent: a variant exactly when there is no error; every diagnostic well formed.
  const errors = result.diagnostics.some((d) => d.severity === 'error');
  expect(result.variant === null).toBe(errors);
  for (const d of result.diagnostics) {
    expect(d.code).toMatch(/^DIP\d{4}$/);
    expect(d.message.length).toBeGreaterThan(0);
    if (d.span) expect(d.span.start).toBeLessThanOrEqual(d.span.end);
  }
  formatDiagnostics(result.diagnostics, result.sources);
  if (result.variant) generateVariantFiles(result.variant, { diagnostics: result.diagnostics });
  return result;
}

type Mutation =
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'insert'; at: number; text: string };

const pieces = ['province', 'adjacency', 'variant', 'coast', 'nc', ':', '/', '"', 'remove', 'change', 'centre', 'home', 'A', 'F', '-1.5', 'include "mini.dip"', 'extends', '\n', 'one-way', 'by land', 'sea', 'é', '\u2028'];

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 })) }),
);

function mutate(parts: string[], mutations: readonly Mutation[]): string[] {
  const out = [...parts];
  for (const m of mutations) {
    if (out.length === 0) break;
    const i = m.at % out.length;
    if (m.kind === 'delete') out.splice(i, 1);
    else if (m.kind === 'duplicate') out.splice(i, 0, out[i]);
    else if (m.kind === 'swap') {
      const j = m.with % out.length;
      [out[i], out[j]] = [out[j], out[i]];
    } else out.splice(i, 0, m.text);
  }
  return out;
}

const byLines = (text: string) => text.split('\n');
/** Tokens with the spaces after them, so joining gives the text back. */
const byTokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

describe('fuzzing parse + compile', () => {
  it('random text never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        compileAll({ '/mem/x.dip': text }, '/mem/x.dip');
      }),
      { numRuns: 1000 },
    );
  });

  it('the mini map with lines deleted, duplicated, swapped or inserted never throws', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        compileAll({ '/mem/mini.dip': mutate(byLines(miniMap), mutations).join('\n') }, '/mem/mini.dip');
      }),
      { numRuns: 2000 },
    );
  });

  it('the mini map with tokens deleted, duplicated, swapped or inserted never throws', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        compileAll({ '/mem/mini.dip': mutate(byTokens(miniMap), mutations).join('') }, '/mem/mini.dip');
      }),
      { numRuns: 2000 },
    );
  });

  it('a derived variant and its base, both mutated, never throw', () => {
    fc.assert(
      fc.property(fc.array(mutation, { maxLength: 3 }), fc.array(mutation, { maxLength: 3 }), (onBase, onDerived) => {
        compileAll(
          {
            '/mem/plus.dip': mutate(byTokens(derived), onDerived).join(''),
            '/mem/mini.dip': mutate(byTokens(miniMap), onBase).join(''),
          },
          '/mem/plus.dip',
        );
      }),
      { numRuns: 1000 },
    );
  });

  it.skipIf(!variantExists('standard/standard.dip'))('Standard with tokens mutated never throws', () => {
    const standard = variantText('standard/standard.dip');
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
        compileAll({ '/mem/standard.dip': mutate(byTokens(standard), mutations).join('') }, '/mem/standard.dip');
      }),
      { numRuns: 300 },
    );
  });
});
