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

describe('line separators (U+2028, U+2029, NEL U+0085)', () => {
  // Some editors break the line there and others do not: a comment could hide a line a reader sees.
  const hidden = 'variant v\n  victory 4 centres  # more than half\u2028  victory 2 centres\n';

  it('are errors in a comment, which would hide what a reader sees as the next line', () => {
    const { diagnostics } = parseSource(hidden, 't.dip');
    expect(diagnostics.map((d) => d.code)).toEqual(['DIP1202']);
    expect(diagnostics[0].message).toBe(
      'the line separator \\u{2028} in a comment: some editors start a new line there and others do not, so the text after it, read by dipkit as more of the comment, may be shown as a line of its own; end the line with an ordinary line break, or remove it',
    );
    expect(diagnostics[0].span).toMatchObject({ line: 2, column: 38 });
    expect(codes('# a\u2029b\n# c\u0085d\n')).toEqual(['DIP1202', 'DIP1202']);
  });

  it('are errors in a name, and outside one', () => {
    expect(parseSource('province lon coastal en "Lon\u2028don"\n', 't.dip').diagnostics.map((d) => d.message.slice(0, d.message.indexOf(':')))).toEqual([
      'the line separator \\u{2028} in a string',
    ]);
    expect(codes('province lon coastal en "Lon\u0085don"\n')).toEqual(['DIP1202']);
    expect(codes('province lon\u2028coastal\n')).toEqual(['DIP1001']);
  });

  it('fail the variant', () => {
    const result = compileEdited(replace('victory 4 centres', 'victory 4 centres # a majority\u2028  victory 2 centres'));
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1202']);
  });

  it('are marked in a code frame, not sent raw', () => {
    const d = parseSource(hidden, 't.dip').diagnostics[0];
    const frame = formatDiagnostic(d, { source: () => hidden });
    expect(frame).not.toMatch(/[\u2028\u2029]/);
    expect(frame).toContain('# more than half\ufffd  victory 2 centres');
  });
});

describe('characters that show nothing, in a name', () => {
  it('are errors: "Mid\u200blands" looks like "Midlands" and is another name', () => {
    const { diagnostics } = parseSource('province mid land en "Mid\u200blands"\n', 't.dip');
    expect(diagnostics.map((d) => [d.code, d.message.slice(0, d.message.indexOf(':'))])).toEqual([['DIP1200', 'the zero-width character \\u{200b} in a string']]);
    expect(diagnostics[0].span).toMatchObject({ line: 1, column: 26 });
    for (const c of ['\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u3164']) {
      expect(codes(`province mid land en "Mid${c}lands"\n`), `U+${c.codePointAt(0)!.toString(16)}`).toEqual(['DIP1200']);
    }
    expect(codes('province mid land en "\u200b"\n')).toEqual(['DIP1200']);
  });

  it('leave alone a joiner between letters of a script that spells with it, or between emoji', () => {
    // Persian needs the zero-width non-joiner (U+200C); an emoji family is joined by U+200D.
    expect(codes('province teh land fa "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645" en "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}"\n')).toEqual([]);
    // …but not at the edge of a name, nor next to ASCII.
    expect(codes('province teh land fa "\u200c\u0645\u06cc" en "a\u200d\u{1f469}"\n')).toEqual(['DIP1200', 'DIP1200']);
  });

  it('are allowed at the start of the file (a byte order mark) and in a comment', () => {
    expect(codes('\ufeffvariant v # zero\u200bwidth\n')).toEqual([]);
  });

  it('fail the variant, and are marked in a code frame', () => {
    const result = compileEdited(replace('en "Midlands"', 'en "Mid\u200blands"'));
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1200']);
    const text = result.sources.get('/mem/mini.dip')!;
    expect(formatDiagnostic(result.diagnostics[0], { source: () => text })).toContain('en "Mid\ufffdlands"');
  });
});

describe('blank names (DIP1112)', () => {
  it('are errors, empty or only spaces', () => {
    const { diagnostics } = parseSource('province wpo coastal en "" fr "   " alias ""\n', 't.dip');
    expect(diagnostics.map((d) => d.message)).toEqual([
      'the en name of province wpo is blank (en ""): it would show as nothing on the board and in messages, and nobody could write it in an order; write the name, or leave it out',
      'the fr name of province wpo is blank (fr "   "): it would show as nothing on the board and in messages, and nobody could write it in an order; write the name, or leave it out',
      'an alias of province wpo is blank (alias ""): it would show as nothing on the board and in messages, and nobody could write it in an order; write the name, or leave it out',
    ]);
    expect(diagnostics[0].span).toMatchObject({ line: 1, column: 22, endColumn: 27 });
  });

  it('are errors for every thing named: variant, power and its adjective, coast, season, player, and in a change', () => {
    expect(codes('variant v en " "\npower p en "\u00a0" adjective en ""\nprovince a coastal\n  coast nc en "" at 0 0\nseason s en "": movement\nplayer q en " " controls p\nchange province a en ""\n')).toEqual(
      Array(7).fill('DIP1112'),
    );
  });

  it('fail the variant', () => {
    const result = compileEdited(replace('en "Norland"', 'en "  "'));
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1112']);
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
