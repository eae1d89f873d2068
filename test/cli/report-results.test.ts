import { describe, expect, it } from 'vitest';
import { writeResults } from '../../cli/commands/report-results.js';
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
