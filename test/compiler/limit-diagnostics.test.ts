/**
 * The bound on what one file reports (DIP1113): errors and warnings together stop at
 * MAX_DIAGNOSTICS, errors first, with a last line that counts the rest.
 */
import { describe, expect, it } from 'vitest';
import { limitDiagnostics } from '../../compiler/compile.js';
import { makeDiagnostic } from '../../dsl/diagnostics/catalogue.js';
import { MAX_DIAGNOSTICS } from '../../dsl/parse.js';
import { spanMaker } from '../../dsl/spans.js';
import { append, compileEdited } from '../support/mini-map.js';

const twice = (n: number) => append(`adjacency\n${'  nor: nla\n'.repeat(n)}`);

describe('the diagnostics of one file', () => {
  it('stop at MAX_DIAGNOSTICS, with a last line counting the rest', () => {
    const result = compileEdited(twice(MAX_DIAGNOSTICS + 500));
    expect(result.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(result.diagnostics.slice(0, -1).every((d) => d.code === 'DIP3027')).toBe(true);
    const last = result.diagnostics[MAX_DIAGNOSTICS];
    expect(last.code).toBe('DIP1113');
    expect(last.severity).toBe('warning');
    expect(last.message).toBe('too many problems in this file: 1000 are shown, and 500 more (500 warnings) are not; fix these and check again');
    // Where the first one left out is: reading on starts there.
    expect(last.span?.line).toBe(result.diagnostics[MAX_DIAGNOSTICS - 1].span!.line + 1);
    expect(result.hidden).toEqual(new Map([['/mem/mini.dip', { errors: 0, warnings: 500 }]]));
    // Warnings only: the variant still compiles.
    expect(result.variant).not.toBeNull();
  });

  it('are all shown up to the bound, with no extra line', () => {
    const result = compileEdited(twice(MAX_DIAGNOSTICS));
    expect(result.diagnostics).toHaveLength(MAX_DIAGNOSTICS);
    expect(result.diagnostics.some((d) => d.code === 'DIP1113')).toBe(false);
    expect(result.hidden.size).toBe(0);
  });

  it('keep an error that comes after more warnings than the bound', () => {
    const result = compileEdited((t) => append('province mid land en "Again"')(twice(MAX_DIAGNOSTICS + 10)(t)));
    expect(result.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(result.diagnostics.filter((d) => d.code === 'DIP3002')).toHaveLength(1);
    expect(result.diagnostics[MAX_DIAGNOSTICS].message).toContain('and 11 more (11 warnings)');
    expect(result.variant).toBeNull();
  });

  it('count errors and warnings left out, and fold in what an earlier limit hid', () => {
    const spans = spanMaker('f.dip', 'x'.repeat(5000));
    const at = (i: number) => spans.span(i, i + 1);
    const errors = Array.from({ length: 8 }, (_, i) => makeDiagnostic('DIP3028', at(i), 'a'));
    const warnings = Array.from({ length: 5 }, (_, i) => makeDiagnostic('DIP3027', at(100 + i), 'a', 'b'));
    const first = limitDiagnostics([...errors, ...warnings], new Map(), 6);
    expect(first.diagnostics.map((d) => d.code)).toEqual([...Array(6).fill('DIP3028'), 'DIP1113']);
    expect(first.diagnostics[6].message).toContain('6 are shown, and 7 more (2 errors and 5 warnings) are not');
    // The board's warnings added later: one note for all.
    const later = Array.from({ length: 3 }, (_, i) => makeDiagnostic('DIP3027', at(200 + i), 'c', 'd'));
    const again = limitDiagnostics([...first.diagnostics, ...later], first.hidden, 6);
    expect(again.diagnostics.filter((d) => d.code === 'DIP1113')).toHaveLength(1);
    expect(again.diagnostics.at(-1)!.message).toContain('and 10 more (2 errors and 8 warnings)');
    expect(again.hidden.get('f.dip')).toEqual({ errors: 2, warnings: 8 });
  });
});

describe('the diagnostics of many files', () => {
  it('are bounded file by file, each file’s note after its last problem shown, files in order', () => {
    // Three hundred files, each over the bound of 4, one under it.
    const files = Array.from({ length: 300 }, (_, f) => spanMaker(`f${f}.dip`, 'x'.repeat(100)));
    const all = files.flatMap((spans, f) => Array.from({ length: f === 7 ? 3 : 6 }, (_, i) => makeDiagnostic('DIP3027', spans.span(i, i + 1), 'a', 'b')));
    const { diagnostics, hidden } = limitDiagnostics(all, new Map(), 4);
    const shown = diagnostics.map((d) => `${d.span?.file}:${d.code === 'DIP1113' ? 'note' : d.span?.start}`);
    expect(shown.slice(0, 15)).toEqual(['f0.dip:0', 'f0.dip:1', 'f0.dip:2', 'f0.dip:3', 'f0.dip:note', 'f1.dip:0', 'f1.dip:1', 'f1.dip:2', 'f1.dip:3', 'f1.dip:note', 'f2.dip:0', 'f2.dip:1', 'f2.dip:2', 'f2.dip:3', 'f2.dip:note']);
    expect(shown.filter((s) => s.startsWith('f7.dip:'))).toEqual(['f7.dip:0', 'f7.dip:1', 'f7.dip:2']);
    expect(diagnostics).toHaveLength(299 * 5 + 3);
    expect(hidden.size).toBe(299);
    expect(hidden.get('f299.dip')).toEqual({ errors: 0, warnings: 2 });
    // The note points at the first problem left out.
    expect(diagnostics[4].span?.start).toBe(4);
  });
});

describe('a file of many copies of one warning', () => {
  it('is checked in a time that grows with its size, and reports a bounded list', () => {
    const time = (n: number) => {
      const started = performance.now();
      const result = compileEdited(twice(n));
      return { ms: performance.now() - started, shown: result.diagnostics.length };
    };
    time(2000);
    const small = time(20_000);
    const large = time(80_000);
    expect(small.shown).toBe(MAX_DIAGNOSTICS + 1);
    expect(large.shown).toBe(MAX_DIAGNOSTICS + 1);
    // Four times the lines: well under sixteen times the time (quadratic), with room for noise.
    expect(large.ms).toBeLessThan(small.ms * 10);
  });
});
