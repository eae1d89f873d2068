/** The board draws each arsenal's type beside its centre: the start types, then the position's. */
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../../../board/render/render-board.js';
import { startPosition } from '../../../../engine/game/start-position.js';
import { loadVariant } from '../../../support/variants.js';

const variant = loadVariant('standard/arsenal.dip');

function marks(svg: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of svg.matchAll(/<text class="arsenal-type arsenal-(army|fleet)" data-province="([a-z]+)"[^>]*>([AF])<\/text>/g)) {
    expect(m[3]).toBe(m[1] === 'army' ? 'A' : 'F');
    out[m[2]] = m[3];
  }
  return out;
}

describe('arsenal types on the board', () => {
  it('marks every arsenal of the start with its type, and no neutral centre', () => {
    const drawn = marks(renderBoard(variant, startPosition(variant)));
    expect(Object.keys(drawn)).toHaveLength(23);
    expect(drawn).toMatchObject({ bon: 'A', ber: 'A', kie: 'F', stp: 'F' });
    expect(drawn.hol).toBeUndefined();
  });

  it("draws the position's types when they have changed", () => {
    const at = startPosition(variant);
    const svg = renderBoard(variant, { ...at, rules: { arsenal: { types: { ber: 'fleet', hol: 'army' }, aside: {} } } });
    expect(marks(svg)).toEqual({ ber: 'F', hol: 'A' });
  });

  it('draws no type on a variant without arsenals', () => {
    const standard = loadVariant('standard/standard.dip');
    expect(marks(renderBoard(standard, startPosition(standard)))).toEqual({});
  });
});
