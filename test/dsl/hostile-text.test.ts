/**
 * Text meant to hurt whoever shows it: control and bidirectional characters in names and
 * comments, ids that every JavaScript object already has, lines of megabytes.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../dsl/diagnostics/format-diagnostic.js';
import { parseSource } from '../../dsl/parse.js';
import { compileEdited, replace } from '../support/mini-map.js';

function codes(text: string): string[] {
  return parseSource(text, 't.dip').diagnostics.map((d) => d.code);
}

describe('control characters', () => {
  it('are errors in a name, each named as an escape', () => {
    const { diagnostics } = parseSource('province lon coastal en "Lon\u001b[31mdon" fr "Lon\u0001dres"\n', 't.dip');
    expect(diagnostics.map((d) => [d.code, d.message.slice(0, d.message.indexOf(':'))])).toEqual([
      ['DIP1200', 'the control character \\u{1b} in a string'],
      ['DIP1200', 'the control character \\u{1} in a string'],
    ]);
    expect(diagnostics[0].span).toMatchObject({ line: 1, column: 29 });
  });

  it('are errors as bidirectional overrides, in a name or a comment', () => {
    expect(codes('province lon coastal en "\u202eLondon" # \u2066x\u2069\n')).toEqual(['DIP1200', 'DIP1200', 'DIP1200']);
    expect(parseSource('# \u202e\n', 't.dip').diagnostics[0].message).toMatch(/^the bidirectional control \\u\{202e\} in a comment/);
  });

  it('are errors as the noncharacters U+FFFE and U+FFFF, which no XML (an SVG board) may hold', () => {
    expect(codes('province lon coastal en "West\uffffPort" # \ufffe\n')).toEqual(['DIP1200', 'DIP1200']);
    expect(parseSource('province lon coastal en "A\uffff"\n', 't.dip').diagnostics[0].message).toMatch(/^the noncharacter \\u\{ffff\} in a string/);
  });

  it('leave ordinary text alone: accents, other scripts, a tab in a comment', () => {
    expect(codes('province lon coastal en "Île-de-France" fr "東京 – Tōkyō" # a\tcomment\n')).toEqual([]);
  });

  it('fail the variant, so no board or module is made from them', () => {
    const result = compileEdited(replace('en "Norland"', 'en "Nor\u001bland"'));
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1200']);
  });

  it('never reach the terminal raw through a code frame', () => {
    const text = 'province lon coastal en "A\u001b[2J" # \u202e\n';
    const shown = parseSource(text, 't.dip').diagnostics.map((d) => formatDiagnostic(d, { source: () => text }));
    for (const frame of shown) {
      expect(frame).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
      expect(frame).toContain('"A\ufffd[2J" # \ufffd');
    }
  });
});

describe('ids every JavaScript object has', () => {
  it('are refused wherever they appear as ids', () => {
    const result = compileEdited((t) => t.replaceAll('north', 'constructor'));
    expect(result.variant).toBeNull();
    expect(new Set(result.diagnostics.map((d) => d.code))).toEqual(new Set(['DIP1201']));
    expect(result.diagnostics[0].message).toBe(
      "'constructor' cannot be an id: it is a name every JavaScript object already has, so programs reading the variant would mistake it; choose another",
    );
  });

  it('are refused as province ids too, and other names of Object.prototype', () => {
    expect(compileEdited((t) => t.replaceAll('mid', 'constructor')).diagnostics.map((d) => d.code)).toContain('DIP1201');
    // Uppercase is reported and read lowercased: `toString` reads `tostring`, an ordinary id.
    expect(codes('power valueOf\n')).toEqual(['DIP1004']);
    expect(codes('power constructor\n')).toEqual(['DIP1201']);
  });
});

describe('a line of megabytes', () => {
  it('is shown as a bounded excerpt around the problem, and the message is bounded too', () => {
    const text = `variant big\n  en "${'x'.repeat(5_000_000)}\n`;
    const { diagnostics } = parseSource(text, 'big.dip');
    expect(diagnostics.map((d) => d.code)).toEqual(['DIP1002']);
    const shown = formatDiagnostic(diagnostics[0], { source: () => text });
    expect(shown.length).toBeLessThan(1000);
    expect(shown).toContain('2   en "xxx');
    expect(shown).toMatch(/x…\n/);
  });

  it('is cut on both sides when the problem is far along, the marks under it', () => {
    const text = `${'a '.repeat(50_000)}@ b\n`;
    const [d] = parseSource(text, 'far.dip').diagnostics.filter((x) => x.code === 'DIP1001');
    const frame = formatDiagnostic(d, { source: () => text }).split('\n');
    const line = frame[frame.length - 2];
    const marks = frame[frame.length - 1];
    expect(line.length).toBeLessThan(200);
    expect(line).toMatch(/^1 …[ a]+@ b$/);
    expect(line[marks.indexOf('^')]).toBe('@');
  });

  it('quotes a long token in a message only in part', () => {
    const word = 'q'.repeat(10_000);
    const { diagnostics } = parseSource(`province ${word}\n`, 't.dip');
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) expect(d.message.length).toBeLessThan(1000);
  });
});
