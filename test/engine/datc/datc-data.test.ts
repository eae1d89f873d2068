/** Checks the DATC case data itself, with no engine: see lintCase. */
import { describe, expect, it } from 'vitest';
import { allCases, sections } from './cases/index.js';
import { lintCase } from './run-case.js';

describe('DATC case data', () => {
  it('has unique ids', () => {
    const ids = allCases.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('files every case under its own section', () => {
    for (const s of sections) for (const c of s.cases) expect(c.id.startsWith(`${s.section}.`)).toBe(true);
  });

  for (const c of allCases) {
    it(`${c.id} is well formed`, () => {
      expect(lintCase(c)).toEqual([]);
    });
  }
});
