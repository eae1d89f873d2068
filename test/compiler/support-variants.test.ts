import { describe, expect, it } from 'vitest';
import { loadVariant, variantExists } from '../support/variants.js';

describe('test support: loadVariant', () => {
  it.skipIf(!variantExists('standard/standard.dip'))('compiles a variant once per process', () => {
    const first = loadVariant('standard/standard.dip');
    expect(first.id).toBe('standard');
    expect(loadVariant('standard/standard.dip')).toBe(first);
  });

  it('throws with the diagnostics when a variant does not compile', () => {
    expect(() => loadVariant('no-such-folder/none.dip')).toThrow(/does not compile:[\s\S]*DIP2001: cannot read/);
  });
});
