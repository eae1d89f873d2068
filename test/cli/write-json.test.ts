import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeJson } from '../../cli/write-json.js';

function written(value: unknown): { text: string; pieces: number } {
  const pieces: string[] = [];
  writeJson((piece) => pieces.push(piece), value);
  return { text: pieces.join(''), pieces: pieces.length };
}

describe('writeJson', () => {
  it('lays out plain data as JSON.stringify does, with a line break after', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(written(value).text).toBe(`${JSON.stringify(value, null, 2)}\n`);
      }),
      { numRuns: 500, seed: 9 },
    );
  });

  it('lays out long lists at any depth item by item, and hands the text on in pieces, the same text', () => {
    const item = (i: number) => ({ code: `DIP${i}`, span: { file: 'a "b"\n', start: i }, related: i % 3 === 0 ? [] : [{ message: 'x' }], gone: undefined });
    const value = {
      ok: false,
      played: Array.from({ length: 3 }, (_, p) => ({ path: `phases[${p}]`, results: Array.from({ length: 700 * (p + 1) }, (_, i) => item(i)) })),
      holes: [undefined, () => 1, Symbol('s'), ...Array.from({ length: 600 }, (_, i) => i)],
      empty: [],
      nested: { list: Array.from({ length: 501 }, (_, i) => [i, { a: null }]), fn: () => 2 },
      last: 'end',
    };
    const { text, pieces } = written(value);
    expect(text).toBe(`${JSON.stringify(value, null, 2)}\n`);
    expect(pieces).toBeGreaterThan(5);
  });
});
