import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatSource, formatText } from '../../dsl/format.js';
import { parseSource } from '../../dsl/parse.js';
import { stripSpans } from './support/strip-spans.js';

const sample = readFileSync(new URL('./fixtures/sample.dip', import.meta.url), 'utf8');

function format(text: string): string {
  const result = formatText(text, 't.dip');
  if (result.output === null) throw new Error(`did not format: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.output;
}

describe('formatSource', () => {
  it('gives the sample a canonical form that parses to the same tree, comments included', () => {
    const before = parseSource(sample, 'sample.dip');
    expect(before.diagnostics).toEqual([]);
    const output = formatSource(before.ast);
    const after = parseSource(output, 'formatted.dip');
    expect(after.diagnostics).toEqual([]);
    expect(stripSpans(after.ast.statements)).toEqual(stripSpans(before.ast.statements));
    const texts = (comments: readonly { text: string }[]) => comments.map((c) => c.text.trimEnd()).sort();
    expect(texts(after.ast.comments)).toEqual(texts(before.ast.comments));
  });

  it('is idempotent on the sample', () => {
    const once = format(sample);
    expect(format(once)).toBe(once);
    expect(once).not.toBe(sample);
  });

  it('lays out statements, comments and blank lines canonically', () => {
    const input = [
      '# Header comment',
      '',
      '',
      'variant v   en "V"   start spring 1901 # trailing on head',
      'power england en "England" colour "#123"   start army lon,fleet edi',
      'province stp coastal',
      '  # inside the statement',
      '  en "St \\"P\\"" center   # first',
      '  home russia          # second',
      '  coast nc at 1.50 -2',
      '  centre',
      'adjacency',
      '  lon : wal    yor   # targets',
      '  stp/nc one-way: bar   # one way',
      '',
      '',
      '  rom by land: ven',
      'rule r 1.0 "x" y',
      '# end comment   ',
      '',
    ].join('\n');
    expect(format(input)).toBe(
      [
        '# Header comment',
        '',
        'variant v',
        '  en "V"',
        '  start spring 1901  # trailing on head',
        'power england en "England"',
        '  colour "#123"',
        '  start A lon, F edi',
        'province stp coastal en "St \\"P\\"" centre home russia  # first',
        '  # inside the statement',
        '  # second',
        '  coast nc at 1.50 -2',
        '  centre',
        'adjacency',
        '  lon: wal yor         # targets',
        '  stp/nc one-way: bar  # one way',
        '',
        '  rom by land: ven',
        'rule r 1.0 "x" y',
        '# end comment',
        '',
      ].join('\n'),
    );
  });

  it('keeps the province points and names before its coasts, and later clauses after them', () => {
    const input = 'province stp coastal coast nc at 1 2 centre alias x at 3 4 coast sc en "south" home russia';
    const output = format(input);
    expect(output).toBe(
      ['province stp coastal', '  coast nc at 1 2', '  centre alias x at 3 4', '  coast sc en "south"', '  home russia', ''].join('\n'),
    );
    expect(stripSpans(parseSource(output, 'o.dip').ast.statements)).toEqual(stripSpans(parseSource(input, 'i.dip').ast.statements));
  });

  it('keeps ids as ids and strings as strings, whatever they contain', () => {
    expect(format('province nth sea alias nts "nrs" "North Sea"\nrule r a "b" 3')).toBe(
      'province nth sea alias nts "nrs" "North Sea"\nrule r a "b" 3\n',
    );
  });

  it('prints every kind of statement on the lines the language guide shows', () => {
    const input = [
      'include "a.dip"',
      'variant v extends "b.dip" victory home-centre centres 7',
      'season s: movement',
      'player p controls a b',
      'canal k joins a b',
      'gateway g joins a b',
      'passage a b',
      'bridge a b',
      'railway r owner x: a b',
      'remove adjacency a by sea: b',
      'remove passage a b',
      'remove centre a b',
      'change province a centre',
      'change power e en "E" colour "#000"',
      'change variant edition 1971',
    ].join('\n');
    expect(format(input)).toBe(
      [
        'include "a.dip"',
        'variant v extends "b.dip"',
        '  victory home-centre',
        '  centres 7',
        'season s: movement',
        'player p controls a b',
        'canal k joins a b',
        'gateway g joins a b',
        'passage a b',
        'bridge a b',
        'railway r owner x: a b',
        'remove adjacency a by sea: b',
        'remove passage a b',
        'remove centre a b',
        'change province a centre',
        'change power e en "E"',
        '  colour "#000"',
        'change variant',
        '  edition 1971',
        '',
      ].join('\n'),
    );
  });

  it('reads CRLF line ends and writes LF, keeping blank lines', () => {
    expect(format('province a land # x\r\n\r\n\r\nprovince b sea\r\n')).toBe('province a land  # x\n\nprovince b sea\n');
  });

  it('formats an empty file, and a file of comments only', () => {
    expect(format('')).toBe('');
    expect(format('\n\n# a\n\n\n# b   \n')).toBe('# a\n\n# b\n');
  });
});

describe('formatText', () => {
  it('refuses a file with errors, and says why', () => {
    const result = formatText('province lon coastal\nprovince wal', 't.dip');
    expect(result.output).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1101']);
  });

  it('leaves alone borders that go on past a line break, where a \':\' may be missing', () => {
    const result = formatText('adjacency\n  mar: pie lyo\n  kie ber mun\n', 't.dip');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1107']);
    expect(result.output).toBeNull();
  });

  it('joins onto its entry\'s line the borders that go on over deeper-indented lines', () => {
    const result = formatText('adjacency\n  mar: pie\n       lyo spa\n  ber: pru\n', 't.dip');
    expect(result.diagnostics).toEqual([]);
    expect(result.output).toBe('adjacency\n  mar: pie lyo spa\n  ber: pru\n');
  });

  it('formats a file with warnings only, fixing what they point at', () => {
    const result = formatText('adjacency stp / nc: bar', 't.dip');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP1103']);
    expect(result.output).toBe('adjacency\n  stp/nc: bar\n');
  });
});

describe('formatting large files', () => {
  it('lines up the comments of a statement of 50,000 commented lines in one pass (each line used to copy the list before it)', () => {
    const n = 50_000;
    const provinces = Array.from({ length: n }, (_, i) => `province p${i} land at ${i} 1`).join('\n');
    const borders = Array.from({ length: n }, (_, i) => `  p${i}: a # border ${i}`).join('\n');
    const { output } = formatText(`variant big\nprovince a land at 0 0\n${provinces}\nadjacency\n${borders}\n`, 'big.dip');
    const lines = (output ?? '').split('\n').filter((line) => line.includes('# border'));
    expect(lines).toHaveLength(n);
    // Every comment at one column, past the widest line.
    expect(new Set(lines.map((line) => line.indexOf('#'))).size).toBe(1);
  });
});

describe('the language guide', () => {
  const guide = readFileSync(new URL('../../docs/language.md', import.meta.url), 'utf8');
  const examples = [...guide.matchAll(/```dip\n([\s\S]*?)```/g)].map((match) => match[1]);

  it('has examples that parse without errors and format idempotently', () => {
    expect(examples.length).toBeGreaterThan(3);
    for (const example of examples) {
      const { diagnostics } = parseSource(example, 'guide.dip');
      expect(diagnostics).toEqual([]);
      const once = format(example);
      expect(format(once)).toBe(once);
    }
  });
});
