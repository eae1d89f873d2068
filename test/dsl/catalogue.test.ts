import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue, fillTemplate, makeDiagnostic } from '../../dsl/diagnostics/catalogue.js';

describe('diagnostics catalogue', () => {
  it('has codes DIP followed by four digits, each with a severity and a message', () => {
    for (const [code, entry] of Object.entries(catalogue)) {
      expect(code).toMatch(/^DIP[1-4]\d{3}$/);
      expect(['error', 'warning']).toContain(entry.severity);
      expect(entry.message.length).toBeGreaterThan(0);
    }
  });

  it('keeps the marked sections other parts of dipkit append to, in order', () => {
    const source = readFileSync(new URL('../../dsl/diagnostics/catalogue.ts', import.meta.url), 'utf8');
    const markers = ['// ---- DIP1xxx', '// ---- DIP2xxx: resolution (compiler) ----', '// ---- DIP3xxx: validation (compiler) ----', '// ---- DIP4xxx: geometry (boards) ----'];
    const positions = markers.map((marker) => source.indexOf(marker));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has a test for every code of the language and the compiler', () => {
    const tests = ['dsl', 'compiler', 'cli', 'variants'].flatMap((dir) => testFiles(new URL(`../${dir}/`, import.meta.url)));
    const text = tests.map((file) => readFileSync(file, 'utf8')).join('\n');
    const untested = Object.keys(catalogue).filter((code) => !code.startsWith('DIP4') && !text.includes(code));
    expect(untested).toEqual([]);
  });

  it('fills templates by position, and leaves unknown places alone', () => {
    expect(fillTemplate('{1} before {0}, {0} again, {2}', ['a', 7])).toBe('7 before a, a again, {2}');
  });

  it('makes a diagnostic with the severity of its code', () => {
    const span = { file: 'f', start: 0, end: 1, line: 1, column: 1, endLine: 1, endColumn: 2 };
    expect(makeDiagnostic('DIP1001', span, '@')).toEqual({ code: 'DIP1001', severity: 'error', message: "unexpected character '@'", span });
    expect(makeDiagnostic('DIP1103', null, 'a / b', 'a/b').severity).toBe('warning');
  });
});

function testFiles(dir: URL): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => fileURLToPath(new URL(name, dir)));
}
