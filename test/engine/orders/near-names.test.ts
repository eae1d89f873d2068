import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/compile.js';
import { provinceOf } from '../../../model/locations.js';
import { slips } from '../../../model/slips.js';
import { nameIndex } from '../../../engine/orders/name-index.js';
import { nearMisses, nearName } from '../../../engine/orders/near-names.js';

const compiled = compileFile('variants/standard/standard.dip');
if (compiled.variant === null) throw new Error('Standard does not compile');
const names = nameIndex(compiled.variant);
const all = [...names.locations];

/** The provinces nearest `written` within `limit` slips, by measuring every name (what the letter masks must not change). */
function nearestByEveryName(written: string, limit: number): string[] {
  const measured = all.map(([name, location]) => ({ location, d: slips(written, name) })).filter((m) => m.d <= limit);
  const best = Math.min(...measured.map((m) => m.d));
  return [...new Set(measured.filter((m) => m.d === best).map((m) => provinceOf(m.location)))];
}

describe('near names', () => {
  it('guesses the provinces a slip beyond reading, as measuring every name would', () => {
    expect(nearMisses(names, 'ble')).toEqual(['bel', 'bla', 'bre']);
    const letters = fc.constantFrom(...'abcdeilmnorstuwy');
    // Words made from names with slips, and words of letters alone.
    const fromName = fc.tuple(fc.constantFrom(...all.map(([name]) => name)), fc.array(fc.tuple(fc.nat(), letters), { maxLength: 2 })).map(([name, edits]) =>
      edits.reduce((w, [at, c]) => (at % 2 === 0 ? w.slice(0, at % (w.length + 1)) + c + w.slice(at % (w.length + 1)) : w.slice(0, at % w.length) + w.slice((at % w.length) + 1)), name),
    );
    const word = fc.oneof(fromName, fc.string({ unit: letters, minLength: 3, maxLength: 10 }));
    fc.assert(
      fc.property(word, (written) => {
        if (names.locations.has(written)) return;
        const allowed = written.length >= 8 ? 2 : written.length >= 4 ? 1 : 0;
        expect(nearMisses(names, written)).toEqual(nearestByEveryName(written, allowed + 1).slice(0, 3));
        const read = nearName(names, written);
        if (read.kind !== 'none' && ![...names.locations.keys()].some((n) => written.length >= 3 && n.startsWith(written))) {
          const expected = nearestByEveryName(written, allowed);
          expect(read.kind === 'one' ? [provinceOf(read.location)] : read.provinces).toEqual(expected);
        }
      }),
      { numRuns: 1500, seed: 5 },
    );
  });
});
