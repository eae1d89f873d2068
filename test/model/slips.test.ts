import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slips } from '../../model/slips.js';

/** The optimal string alignment distance as written in the textbooks: a full table, no limit. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

describe('slips', () => {
  it('counts a letter wrong, missing or extra, and two neighbours swapped, one each', () => {
    expect(slips('mid', 'mid')).toBe(0);
    expect(slips('mdi', 'mid')).toBe(1);
    expect(slips('bel', 'ble')).toBe(1);
    expect(slips('london', 'lndon')).toBe(1);
    expect(slips('london', 'londres')).toBe(3);
    expect(slips('', 'abc')).toBe(3);
  });

  it('agrees with the full table on any two words, and with a limit says the limit once it is reached', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'é'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 5 }), (a, b, limit) => {
        const d = reference(a, b);
        expect(slips(a, b)).toBe(d);
        // Below the limit, the distance itself; else some value at least the limit.
        const limited = slips(a, b, limit);
        if (d < limit) expect(limited).toBe(d);
        else expect(limited).toBeGreaterThanOrEqual(limit);
      }),
      { numRuns: 2000, seed: 3 },
    );
  });
});
