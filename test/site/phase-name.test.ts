/** Phases and starts as the pages say them (site/src/lib/phase-name.ts, describe.ts startText). */
import { describe, expect, it } from 'vitest';
import { startText } from '../../site/src/lib/describe.js';
import { phaseName } from '../../site/src/lib/phase-name.js';
import { loadVariant } from '../support/variants.js';

describe('phase names', () => {
  const intimate = loadVariant('standard/intimate.dip');
  const standard = loadVariant('standard/standard.dip');

  it('name a season and its phase: "Spring 1901, movement"', () => {
    expect(phaseName(standard, { season: 'spring', year: 1901, kind: 'movement' }, 'en')).toBe('Spring 1901, movement');
    expect(phaseName(standard, { season: 'winter', year: 1901, kind: 'adjustments' }, 'fr')).toBe('Hiver 1901, ajustements');
  });

  it('say a season named like its only phase once: "Bidding, 1900", not "Bidding 1900, bidding"', () => {
    const bidding = { season: 'auction', year: 1900, kind: 'bidding' } as const;
    expect(phaseName(intimate, bidding, 'en')).toBe('Bidding, 1900');
    expect(phaseName(intimate, bidding, 'fr')).toBe('Enchères, 1900');
    expect(startText(intimate, 'en')).toBe('Bidding, 1900');
    expect(startText(standard, 'fr')).toBe('Printemps 1901');
  });
});
