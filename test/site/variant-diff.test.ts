import { describe, expect, it } from 'vitest';
import type { Variant } from '../../model/variant.js';
import { variantChanges } from '../../site/src/lib/variant-diff.js';
import { loadVariant } from '../support/variants.js';

describe('what an extended variant changes', () => {
  const standard = loadVariant('standard/standard.dip');

  it('lists the 1914 game’s start, victory, players and rules, in English and French', () => {
    const v = loadVariant('standard/two-players-1914.dip');
    const en = variantChanges(standard, v, 'en');
    expect(en).toContain('Starts in Spring 1914.');
    expect(en.some((c) => c.startsWith('Victory:') && c.includes('24 units'))).toBe(true);
    expect(en.some((c) => c.startsWith('Player The Entente plays England, France, Russia'))).toBe(true);
    expect(en.some((c) => c.startsWith('Rule: Italy is neutral'))).toBe(true);
    expect(en.some((c) => c.includes('border'))).toBe(false);
    const fr = variantChanges(standard, v, 'fr');
    expect(fr).toContain('Commence au Printemps 1914.');
    expect(fr.some((c) => c.startsWith('Règle : Italie reste neutre'))).toBe(true);
  });

  it('lists nothing for the base against itself', () => {
    expect(variantChanges(standard, standard, 'en')).toEqual([]);
  });

  it('lists removed borders, provinces that stop being centres and removed start units', () => {
    const edited: Variant = {
      ...standard,
      provinces: standard.provinces.map((p) => (p.id === 'bel' ? { ...p, supplyCentre: false } : p)),
      adjacency: {
        ...standard.adjacency,
        army: Object.fromEntries(
          Object.entries(standard.adjacency.army).map(([k, v]) => [k, k === 'par' ? v.filter((x) => x !== 'bur') : k === 'bur' ? v.filter((x) => x !== 'par') : v]),
        ),
      },
      start: { ...standard.start, units: standard.start.units.filter((u) => u.location !== 'lon') },
    };
    const en = variantChanges(standard, edited, 'en');
    expect(en).toContain('Borders closed to armies: bur–par.');
    expect(en).toContain('Belgium is no longer a supply centre.');
    expect(en).toContain('Starts without: F lon (England).');
  });
});
