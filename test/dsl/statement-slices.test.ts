import { describe, expect, it } from 'vitest';
import { lex } from '../../dsl/lexer.js';
import { spanMaker } from '../../dsl/spans.js';
import { sliceEntries, sliceStatements } from '../../dsl/statement-slices.js';

const tokensOf = (text: string) => lex(text, spanMaker('t.dip', text)).tokens;
const images = (slices: { tokens: { image: string }[] }[]) => slices.map((s) => s.tokens.map((t) => t.image).join(' '));

describe('sliceStatements', () => {
  it('cuts at every statement word, except the one right after remove or change', () => {
    const { stray, slices } = sliceStatements(tokensOf('x y province a sea remove province a change variant victory home-centre rule r'));
    expect(stray.map((t) => t.image)).toEqual(['x', 'y']);
    expect(images(slices)).toEqual(['province a sea', 'remove province a', 'change variant victory home-centre', 'rule r']);
  });

  it('starts a new statement at a second remove', () => {
    expect(images(sliceStatements(tokensOf('remove remove power p')).slices)).toEqual(['remove', 'remove power p']);
  });
});

describe('sliceEntries', () => {
  it('starts each entry at the location before its colon, qualifiers and coasts included', () => {
    const { stray, slices } = sliceEntries(tokensOf('lon: wal yor stp/nc: bar rom by land: ven sak one-way: ota cebu by sea: bohol'));
    expect(stray).toEqual([]);
    expect(images(slices)).toEqual(['lon : wal yor', 'stp / nc : bar', 'rom by land : ven', 'sak one-way : ota', 'cebu by sea : bohol']);
  });

  it('reads a province named like a qualifier word as a province', () => {
    expect(images(sliceEntries(tokensOf('a: by land: sea')).slices)).toEqual(['a : by', 'land : sea']);
  });

  it('keeps what comes before the first entry apart, and gives a colon without location its own entry', () => {
    const { stray, slices } = sliceEntries(tokensOf('x y z: a : b 3: c'));
    expect(stray.map((t) => t.image)).toEqual(['x', 'y']);
    expect(images(slices)).toEqual(['z :', 'a : b', '3 : c']);
  });
});
