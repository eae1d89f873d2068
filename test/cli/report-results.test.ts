import { describe, expect, it } from 'vitest';
import { writeJsonReport, writeResults } from '../../cli/commands/report-results.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';
import { makeDiagnostic } from '../../dsl/diagnostics/catalogue.js';
import { spanMaker } from '../../dsl/spans.js';

describe('writeResults', () => {
  it('writes a long list in pieces that together are the list formatted at once', () => {
    const text = Array.from({ length: 1300 }, (_, i) => `province p${i} land`).join('\n');
    const spans = spanMaker('big.dip', text);
    const diagnostics = Array.from({ length: 1201 }, (_, i) => makeDiagnostic('DIP3027', spans.span(i * 17, i * 17 + 4), 'a', 'b'));
    const sources = new Map([['big.dip', text]]);
    const pieces: string[] = [];
    writeResults((piece) => pieces.push(piece), diagnostics, sources, false);
    expect(pieces.length).toBe(3);
    expect(pieces.join('')).toBe(`${formatDiagnostics(diagnostics, sources)}\n\n`);
    const none: string[] = [];
    writeResults((piece) => none.push(piece), [], sources, false);
    expect(none).toEqual([]);
  });
});

describe('writeJsonReport', () => {
  it('writes what JSON.stringify lays out, in pieces, whatever the number of diagnostics', () => {
    const spans = spanMaker('a.dip', 'x'.repeat(2000));
    const made = (n: number) => Array.from({ length: n }, (_, i) => ({ ...makeDiagnostic('DIP3027', spans.span(i, i + 1), 'a"\n', 'b'), related: [{ message: 'first', span: spans.span(0, 1) }] }));
    const reports = [
      [],
      [{ file: 'a.dip', variant: null, diagnostics: [] }],
      [{ file: 'a.dip', variant: 'a', diagnostics: made(1) }],
      [
        { file: 'a.dip', variant: null, written: ['x.js'], diagnostics: made(500) },
        { file: 'b.dip', variant: 'b', diagnostics: made(501) },
        { file: 'c.dip', variant: 'c', diagnostics: made(1001) },
      ],
      // Not its last field: written whole.
      [{ diagnostics: made(2), file: 'd.dip' }],
    ];
    for (const report of reports) {
      const pieces: string[] = [];
      writeJsonReport((piece) => pieces.push(piece), report);
      expect(pieces.join('')).toBe(`${JSON.stringify(report, null, 2)}\n`);
    }
  });
});

