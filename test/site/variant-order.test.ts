import { describe, expect, it } from 'vitest';
import { familyOrder } from '../../site/src/lib/variant-order.js';

const v = (id: string, base: string | null = null) => ({ id, base });
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('the order the site lists variants in', () => {
  it('puts each variant under the one it builds on, families by id', () => {
    const shipped = [v('arsenal', 'standard'), v('colonial-1994'), v('colonial-1996', 'colonial-1994'), v('five-players', 'standard'), v('rokugan'), v('standard'), v('intimate', 'standard')];
    expect(ids(familyOrder(shipped, (x) => x.base))).toEqual(['colonial-1994', 'colonial-1996', 'rokugan', 'standard', 'arsenal', 'five-players', 'intimate']);
  });

  it('follows a chain of bases, and lists a variant whose base is absent as a family', () => {
    const list = [v('c', 'b'), v('b', 'a'), v('a'), v('z', 'missing'), v('d', 'a')];
    expect(ids(familyOrder(list, (x) => x.base))).toEqual(['a', 'b', 'c', 'd', 'z']);
  });

  it('loses no variant when bases form a ring', () => {
    const list = [v('b', 'a'), v('a', 'b'), v('s')];
    expect(ids(familyOrder(list, (x) => x.base))).toEqual(['s', 'a', 'b']);
  });
});
