/**
 * The compiler's diagnostic log keeps only what a report can show of each file: the
 * report it makes must be the one made from every diagnostic kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitDiagnostics } from '../../compiler/compile.js';
import { diagnosticLog } from '../../compiler/diagnostic-log.js';
import { mayBeGapEffect } from '../../compiler/resolve/gaps.js';
import { makeDiagnostic } from '../../dsl/diagnostics/catalogue.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { spanMaker } from '../../dsl/spans.js';

const files = ['a.dip', 'b.inc', 'c.inc'].map((f) => spanMaker(f, 'x'.repeat(200)));

/** One diagnostic of each kind the log tells apart: an error, a warning, a finding a gap may cause, where reading stopped, one with no place. */
function diagnostic(kind: number, file: number, start: number): Diagnostic {
  const span = files[file].span(start, start + 1 + (kind % 3));
  switch (kind) {
    case 0:
      return makeDiagnostic('DIP3028', span, `p${start}`);
    case 1:
      return makeDiagnostic('DIP3027', span, 'a', `b${start}`);
    case 2:
      return makeDiagnostic('DIP3009', span, `p${start}`);
    case 3:
      return makeDiagnostic('DIP3026', span, 'province', `q${start}`);
    case 4:
      return makeDiagnostic('DIP1105', span, 5);
    default:
      return makeDiagnostic('DIP3043', null, 'x', '');
  }
}

/** As compile.ts sorts them: by file, then place, then the order found. */
function sorted(list: readonly Diagnostic[]): Diagnostic[] {
  const order = (d: Diagnostic) => (d.span === null ? -1 : files.findIndex((f) => f.span(0, 0).file === d.span!.file));
  return list
    .map((d, i) => ({ d, i }))
    .sort((p, q) => order(p.d) - order(q.d) || (p.d.span?.start ?? 0) - (q.d.span?.start ?? 0) || p.i - q.i)
    .map((x) => x.d);
}

describe('the diagnostic log', () => {
  it('gives the report that the whole list gives, whatever the order found and the gaps', () => {
    const entry = fc.tuple(fc.nat(5), fc.nat(2), fc.nat(150));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 300 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (entries, limit, gaps) => {
        // At most one DIP1105 a file, as the parser gives.
        const seen = new Set<number>();
        const list = entries.filter(([kind, file]) => kind !== 4 || (!seen.has(file) && seen.add(file))).map(([kind, file, start]) => diagnostic(kind, file, start));
        const whole = list.filter((d) => !(gaps && mayBeGapEffect(d)));
        const expected = limitDiagnostics(sorted(whole), new Map(), limit);
        const log = diagnosticLog(limit);
        for (const d of list) log.push(d);
        const { diagnostics, dropped } = log.settle(gaps);
        const actual = limitDiagnostics(sorted(diagnostics), dropped, limit);
        expect(actual.diagnostics).toEqual(expected.diagnostics);
        expect(actual.hidden).toEqual(expected.hidden);
        // Never more than a report can show, of each kind.
        expect(diagnostics.length).toBeLessThanOrEqual(files.length * (4 * limit + 1) + list.filter((d) => d.span === null).length);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds a bounded number of a million diagnostics', () => {
    const log = diagnosticLog(1000);
    for (let i = 0; i < 1_000_000; i++) log.push(makeDiagnostic('DIP3027', files[0].span(i % 200, (i % 200) + 1), 'a', 'b'));
    const { diagnostics, dropped } = log.settle(false);
    expect(diagnostics).toHaveLength(1000);
    expect(dropped.get('a.dip')).toMatchObject({ errors: 0, warnings: 999_000 });
  });
});
