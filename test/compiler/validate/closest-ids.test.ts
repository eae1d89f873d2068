import { describe, expect, it } from 'vitest';
import { didYouMean, idSuggester } from '../../../compiler/validate/closest-ids.js';
import { slips } from '../../../model/slips.js';

const candidates = [
  { id: 'eng', names: ['English Channel', 'Manche'] },
  { id: 'edi', names: ['Edinburgh', 'Édimbourg'] },
  { id: 'nth', names: ['North Sea', 'Mer du Nord', 'nts'] },
  { id: 'stp', names: ['St Petersburg', 'Saint-Pétersbourg'] },
];
const closestIds = idSuggester(candidates);

describe('idSuggester', () => {
  it('finds the id a name or alias belongs to, without case or accents', () => {
    expect(closestIds('manche')).toEqual(['eng']);
    expect(closestIds('nts')).toEqual(['nth']);
    expect(closestIds('saint-petersbourg')).toEqual(['stp']);
  });

  it('finds ids one slip away: a swap, a wrong, missing or extra letter', () => {
    expect(closestIds('egn')).toEqual(['eng']);
    expect(closestIds('stq')).toEqual(['stp']);
    expect(closestIds('ed')).toEqual(['edi']);
  });

  it('suggests nothing far away', () => {
    expect(closestIds('xyz')).toEqual([]);
    expect(didYouMean([])).toBe('');
  });

  it('answers at once for very long words and ids, by name only', () => {
    // Deleting two letters of a 200,000-letter word in every way made 2e10 letters of strings.
    const long = 'q'.repeat(200_000);
    const suggest = idSuggester([...candidates, { id: long, names: ['Long'] }]);
    expect(suggest(long + 'x')).toEqual([]);
    expect(suggest('long')).toEqual([long]);
    expect(suggest('egn')).toEqual(['eng']);
  });

  it('words one suggestion or several', () => {
    expect(didYouMean(['eng'])).toBe('; did you mean eng?');
    expect(didYouMean(['edi', 'eng', 'nth'])).toBe('; did you mean edi, eng or nth?');
  });
});

describe('slips', () => {
  it('counts a wrong, missing or extra letter, or two letters swapped, as one slip', () => {
    expect([slips('eng', 'eng'), slips('egn', 'eng'), slips('enf', 'eng'), slips('en', 'eng'), slips('engl', 'eng')]).toEqual([0, 1, 1, 1, 1]);
    expect(slips('england', 'englnd')).toBe(1);
    expect(slips('kitten', 'sitting')).toBe(3);
  });

  it('finds through the index what comparing every id would find', () => {
    const ids = ['lon', 'lvp', 'edi', 'yor', 'wal', 'bel', 'ber', 'bre', 'bur', 'bul', 'england', 'germany', 'austria'].map((id) => ({ id, names: [] }));
    const suggest = idSuggester(ids);
    for (const word of ['lno', 'bxr', 'be', 'berr', 'englnd', 'gremany', 'austira', 'austrian', 'xx', 'yorkk']) {
      const limit = word.length <= 4 ? 1 : 2;
      const brute = ids.map((c) => c.id).filter((id) => slips(word, id) <= limit);
      expect(new Set(suggest(word)), word).toEqual(new Set(brute.sort((a, b) => slips(word, a) - slips(word, b) || (a < b ? -1 : 1)).slice(0, 3)));
    }
  });
});
