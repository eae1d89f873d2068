import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lex } from '../../dsl/lexer.js';
import { MAX_TOKENS, parseSource } from '../../dsl/parse.js';
import { spanMaker } from '../../dsl/spans.js';
import { countTokens } from '../../dsl/token-count.js';

/** What the lexer keeps: its tokens and its comments. */
function lexed(text: string): number {
  const result = lex(text, spanMaker('t.dip', text));
  return result.tokens.length + result.comments.length;
}

describe('countTokens', () => {
  it('counts what the lexer makes of every shipped variant file', () => {
    const files = execFileSync('git', ['ls-files', '*.dip'], { encoding: 'utf8' }).trim().split('\n');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect([file, countTokens(text, Infinity)]).toEqual([file, lexed(text)]);
    }
  });

  it('counts strings with escapes, unterminated strings, comments, negative numbers and punctuation as the lexer does', () => {
    for (const text of [
      'province lon en "a \\" b" fr "c\\\\" # note "x"\n',
      'province lon en "no end\nprovince wal',
      'province lon at -12.5 3 label at 4 -7\n',
      'adjacency\n  lon: wal/nc, yor\n  stp/sc: bot  # x\n',
      'power x-ray_2 colour "#ff0000"\n',
    ]) expect([text, countTokens(text, Infinity)]).toEqual([text, lexed(text)]);
  });

  it('counts each character the lexer cannot read, at least as many as it reports', () => {
    expect(countTokens('@ ! é', Infinity)).toBe(3);
  });

  it('stops just past the count asked for', () => {
    const text = 'a '.repeat(1000);
    expect(countTokens(text, 10)).toBe(11);
    expect(countTokens(text, 5000)).toBe(1000);
  });
});

describe('parseSource refuses a file of more tokens than a variant may hold', () => {
  it('before lexing it, with one error at its start', () => {
    const text = `variant x en "X"\n${'a '.repeat(MAX_TOKENS)}\n`;
    const { ast, diagnostics, skipped, tokens } = parseSource(text, 'big.dip');
    expect(ast.statements).toEqual([]);
    expect(tokens).toBe(0);
    expect(skipped.map((s) => s.keyword)).toEqual(['rest of file']);
    expect(diagnostics.map((d) => [d.code, d.span?.line, d.span?.column])).toEqual([['DIP1114', 1, 1]]);
    expect(diagnostics[0].message).toBe(
      'this file holds more than 1,000,000 words and symbols (ids, names, numbers, punctuation): it is not read; the files of a variant may hold 1,000,000 together, far more than any map needs (Standard holds about 2,000)',
    );
  });

  it('against what is left when other files of the variant were read first', () => {
    const { diagnostics } = parseSource('variant x en "X"\n', 'small.dip', 3);
    expect(diagnostics[0].code).toBe('DIP1114');
    expect(diagnostics[0].message).toMatch(/^this file holds more than 3 words and symbols \(ids, names, numbers, punctuation\), more than is left after the files read before it: it is not read/);
  });

  it('reads a file within the budget, and says how many tokens it used', () => {
    const { ast, diagnostics, tokens } = parseSource('variant x en "X" # c\n', 't.dip', 6);
    expect(diagnostics).toEqual([]);
    expect(ast.statements).toHaveLength(1);
    expect(tokens).toBe(5);
  });
});
