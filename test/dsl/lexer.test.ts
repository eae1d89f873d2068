import { describe, expect, it } from 'vitest';
import { lex } from '../../dsl/lexer.js';
import { spanMaker } from '../../dsl/spans.js';

function lexText(text: string) {
  return lex(text, spanMaker('t.dip', text));
}

function kinds(text: string): string[] {
  return lexText(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);
}

describe('lexer', () => {
  it('reads statement words as keywords and other keywords as words that are also ids', () => {
    expect(kinds('province for land centre')).toEqual(['Province:province', 'Identifier:for', 'Land:land', 'Centre:centre']);
    expect(kinds('provinces centres home-centre home')).toEqual([
      'Identifier:provinces',
      'Centres:centres',
      'HomeCentre:home-centre',
      'Home:home',
    ]);
  });

  it('reads unit letters, numbers, strings and punctuation', () => {
    expect(kinds('A stp/nc, F -0.13 51 "a\\"b": one-way')).toEqual([
      'UnitLetter:A',
      'Identifier:stp',
      'Slash:/',
      'Identifier:nc',
      'Comma:,',
      'UnitLetter:F',
      'NumberLiteral:-0.13',
      'NumberLiteral:51',
      'StringLiteral:"a\\"b"',
      'Colon::',
      'OneWay:one-way',
    ]);
  });

  it('keeps comments apart, with their text and place', () => {
    const result = lexText('lon # the capital\n# second\n');
    expect(result.tokens.map((t) => t.image)).toEqual(['lon']);
    expect(result.comments.map((c) => [c.text, c.span.line, c.span.column, c.span.endColumn])).toEqual([
      [' the capital', 1, 5, 18],
      [' second', 2, 1, 9],
    ]);
  });

  it('DIP1001: reports an unknown character where it is, and goes on', () => {
    const result = lexText('lon\n  wal @ yor');
    expect(result.diagnostics).toHaveLength(1);
    const [d] = result.diagnostics;
    expect(d.code).toBe('DIP1001');
    expect(d.message).toBe("unexpected character '@'");
    expect([d.span?.line, d.span?.column, d.span?.endColumn, d.span?.start, d.span?.end]).toEqual([2, 7, 8, 10, 11]);
    expect(result.tokens.map((t) => t.image)).toEqual(['lon', 'wal', 'yor']);
  });

  it('DIP1005: reports a run of unknown characters once', () => {
    const result = lexText('a $$$ b ! c');
    expect(result.diagnostics.map((d) => [d.code, d.message, d.span?.column])).toEqual([
      ['DIP1005', "unexpected characters '$$$'", 3],
      ['DIP1001', "unexpected character '!'", 9],
    ]);
  });

  it('shows invisible characters escaped', () => {
    const result = lexText('a \u0007 b');
    expect(result.diagnostics[0].message).toBe("unexpected character '\\u{7}'");
  });

  it('names a bidirectional control outside a string, escaped (shown, it would reorder the message)', () => {
    const result = lexText('province m\u202eid land');
    expect(result.diagnostics.map((d) => d.message)).toContain("unexpected character '\\u{202e}'");
  });

  it('DIP1002: reports a string left open at the end of its line, and reads it as a string', () => {
    const result = lexText('en "London\nfr "Londres"');
    expect(result.diagnostics.map((d) => [d.code, d.span?.line, d.span?.column, d.span?.endColumn])).toEqual([
      ['DIP1002', 1, 4, 11],
    ]);
    expect(result.diagnostics[0].message).toBe('unterminated string: the closing \'"\' is missing before the end of the line');
    expect(kinds('en "London\nfr "Londres"')).toEqual([
      'Identifier:en',
      'StringLiteral:"London',
      'Identifier:fr',
      'StringLiteral:"Londres"',
    ]);
  });

  it('DIP1006: a string that ran on past the next language code to its quote is pointed at, and the line read as meant', () => {
    // `"Valley fr "` swallowed the opening quote of "Vallée": once the first error was
    // 'Vall' in uppercase, then a stray 'é', then an unterminated string.
    const text = 'en "Valley fr "Vallée" at 65 10 # c';
    const result = lexText(text);
    expect(result.diagnostics.map((d) => `${d.span?.column}-${d.span?.endColumn} ${d.code} ${d.message}`)).toEqual([
      '4-11 DIP1006 the string "Valley" seems to be missing its closing quote: without it, it runs on past fr to the quote that opens the next name; write "Valley" fr "…"',
    ]);
    expect(kinds(text)).toEqual([
      'Identifier:en', 'StringLiteral:"Valley"', 'Identifier:fr', 'StringLiteral:"Vallée"', 'At:at', 'NumberLiteral:65', 'NumberLiteral:10',
    ]);
    expect(result.comments.map((c) => c.text)).toEqual([' c']);
    // Spans stay the file's: the string runs to the space that stands for its quote.
    expect(result.tokens[1].startOffset + result.tokens[1].image.length).toBe(text.indexOf(' fr') + 1);
    // Several on one line, a code with a subtag, text with spaces.
    expect(lexText('en "East Castle fr "Est" alias "a pt-br "B"').diagnostics.map((d) => d.message.split(':')[0])).toEqual([
      'the string "East Castle" seems to be missing its closing quote',
      'the string "a" seems to be missing its closing quote',
    ]);
    // Not glued to what follows, or not ending in a language code: strings as written.
    expect(lexText('en "Valley fr " at 1 2').diagnostics).toEqual([]);
    expect(lexText('en "London"fr "Londres"').diagnostics).toEqual([]);
    expect(lexText('alias "one two"x').diagnostics).toEqual([]);
  });

  it('DIP1003: reports escapes other than \\" and \\\\', () => {
    const result = lexText('"a\\nb" "ok \\\\ \\""');
    expect(result.diagnostics.map((d) => [d.code, d.message, d.span?.column, d.span?.endColumn])).toEqual([
      ['DIP1003', "unknown escape '\\n' in a string: only \\\" and \\\\ are allowed", 3, 5],
    ]);
  });

  it('DIP1004: reports uppercase words and reads them lowercased, keywords included', () => {
    const result = lexText('province Lon Coastal');
    expect(result.diagnostics.map((d) => [d.code, d.message, d.span?.column])).toEqual([
      ['DIP1004', "'Lon' has uppercase letters: ids are lowercase, write 'lon'", 10],
      ['DIP1004', "'Coastal' has uppercase letters: ids are lowercase, write 'coastal'", 14],
    ]);
    expect(result.tokens.map((t) => `${t.tokenType.name}:${t.image}`)).toEqual([
      'Province:province',
      'Identifier:lon',
      'Coastal:coastal',
    ]);
  });

  it('does not take a word starting with A or F for a unit letter', () => {
    expect(kinds('A Army F')).toEqual(['UnitLetter:A', 'Army:army', 'UnitLetter:F']);
    expect(lexText('Army').diagnostics[0].code).toBe('DIP1004');
  });

  it('counts lines after \\r\\n and lone \\r', () => {
    const result = lexText('a\r\nb\rc\n@');
    expect([result.diagnostics[0].span?.line, result.diagnostics[0].span?.column]).toEqual([4, 1]);
  });

  it('keeps the first problems of each kind, in text order, when asked for only some', () => {
    // Unreadable characters, uppercase words, bad escapes in strings within one token, and control characters in comments.
    const text = `@ Ab @ "\\q \\r" # \u0001\n@ Cd "\\s" # \u0002\n${'@ Ef "\\t" # \u0003\n'.repeat(50)}`;
    const all = lexText(text).diagnostics;
    expect(all.length).toBeGreaterThan(200);
    for (const keep of [1, 3, 7]) {
      const some = lex(text, spanMaker('t.dip', text), keep).diagnostics;
      // Each kind keeps its first `keep`: the first `keep` of all are among them, in the same order.
      expect(some.slice(0, keep)).toEqual(all.slice(0, keep));
      expect(some.length).toBeLessThanOrEqual(3 * keep);
    }
    // The tokens are the same whatever is kept.
    expect(lex(text, spanMaker('t.dip', text), 2).tokens.length).toBe(lexText(text).tokens.length);
  });
});
