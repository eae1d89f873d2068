import { describe, expect, it } from 'vitest';
import { closestIds, didYouMean } from '../../../compiler/validate/closest-ids.js';

const provinces = [
  { id: 'eng', names: ['English Channel', 'Manche'] },
  { id: 'edi', names: ['Edinburgh', 'Édimbourg'] },
  { id: 'nth', names: ['North Sea', 'Mer du Nord', 'nts'] },
  { id: 'stp', names: ['St Petersburg', 'Saint-Pétersbourg'] },
];

describe('closestIds', () => {
  it('finds the id a name or alias belongs to, without case or accents', () => {
    expect(closestIds('manche', provinces)).toEqual(['eng']);
    expect(closestIds('nts', provinces)).toEqual(['nth']);
    expect(closestIds('saint-petersbourg', provinces)).toEqual(['stp']);
  });

  it('finds ids one slip away: a swap, a wrong, missing or extra letter', () => {
    expect(closestIds('egn', provinces)).toEqual(['eng']);
    expect(closestIds('stq', provinces)).toEqual(['stp']);
    expect(closestIds('ed', provinces)).toEqual(['edi']);
  });

  it('suggests nothing far away', () => {
    expect(closestIds('xyz', provinces)).toEqual([]);
    expect(didYouMean([])).toBe('');
  });

  it('words one suggestion or several', () => {
    expect(didYouMean(['eng'])).toBe('; did you mean eng?');
    expect(didYouMean(['edi', 'eng', 'nth'])).toBe('; did you mean edi, eng or nth?');
  });
});
