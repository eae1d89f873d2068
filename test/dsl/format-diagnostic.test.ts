import { describe, expect, it } from 'vitest';
import { formatDiagnostic, formatDiagnostics } from '../../dsl/diagnostics/format-diagnostic.js';
import { parseSource } from '../../dsl/parse.js';

const text = 'province nth sea\nprovince lon centre\n';
const [diagnostic] = parseSource(text, 'map.dip').diagnostics;
const source = (file: string) => (file === 'map.dip' ? text : undefined);

describe('formatDiagnostic', () => {
  it('prints place, severity, code, message, and a code frame with one line of context', () => {
    expect(formatDiagnostic(diagnostic, { source })).toBe(
      [
        "map.dip:2:14 - error DIP1101: expected a terrain (land, coastal, sea, mixed, impassable) after the province id, found 'centre'",
        '',
        '1 province nth sea',
        '2 province lon centre',
        '               ^~~~~~',
      ].join('\n'),
    );
  });

  it('prints no frame without the source text', () => {
    expect(formatDiagnostic(diagnostic)).toBe(
      "map.dip:2:14 - error DIP1101: expected a terrain (land, coastal, sea, mixed, impassable) after the province id, found 'centre'",
    );
  });

  it('colours for a terminal only when asked', () => {
    const coloured = formatDiagnostic(diagnostic, { source, color: true });
    expect(coloured).toContain('\u001b[31merror\u001b[0m');
    expect(coloured).toContain('\u001b[31m^~~~~~\u001b[0m');
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(formatDiagnostic(diagnostic, { source }));
    expect(formatDiagnostic(diagnostic, { source })).not.toContain('\u001b');
  });

  it('frames each of many diagnostics at its own line, with \\n, \\r\\n and \\r breaks, reading the file once', () => {
    const crlf = Array.from({ length: 300 }, (_, i) => `province p${i} centre`).join('\r\n').replace('p7 centre\r\n', 'p7 centre\r');
    const found = parseSource(crlf, 'big.dip').diagnostics;
    expect(found.length).toBeGreaterThan(200);
    let reads = 0;
    const printed = formatDiagnostics(found, { source: () => (reads++, crlf) }).split('\n\n');
    expect(reads).toBe(1);
    found.forEach((d, i) => {
      const lines = printed[2 * i + 1].split('\n');
      expect(lines[lines.length - 2]).toBe(`${d.span!.line} province p${d.span!.line - 1} centre`);
    });
  });

  it('marks an empty span with a caret, keeps tabs under tabs, pads line numbers', () => {
    const lines = `${'\n'.repeat(9)}\tprovince`;
    const [d] = parseSource(lines, 'x.dip').diagnostics;
    expect(formatDiagnostic(d, { source: () => lines }).split('\n').slice(2)).toEqual([' 9 ', '10 \tprovince', '   \t        ^']);
  });

  it('prints a diagnostic with no place, and related places', () => {
    const related = {
      code: 'DIP1101',
      severity: 'warning' as const,
      message: 'twice',
      span: diagnostic.span,
      related: [{ message: 'first here', span: { ...diagnostic.span!, line: 1, column: 1, endLine: 1, endColumn: 9 } }],
    };
    expect(formatDiagnostic({ code: 'DIP1199', severity: 'error', message: 'no file', span: null })).toBe('error DIP1199: no file');
    expect(formatDiagnostic(related, { source }).split('\n').slice(-4)).toEqual([
      '',
      '  map.dip:1:1 - first here',
      '  1 province nth sea',
      '    ^~~~~~~~',
    ]);
  });

  it('joins several with blank lines', () => {
    const d = { code: 'DIP1001', severity: 'error' as const, message: 'm', span: null };
    expect(formatDiagnostics([d, d])).toBe('error DIP1001: m\n\nerror DIP1001: m');
  });
});
