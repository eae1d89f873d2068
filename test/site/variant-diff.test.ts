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
    expect(en).toContain('Players: The Entente: England, France and Russia; The Central Powers: Austria-Hungary, Germany and Turkey.');
    expect(en.some((c) => c.startsWith('Rule: Italy stays neutral'))).toBe(true);
    expect(en.some((c) => c.startsWith('Rule: Before the adjustments of 1914, a coin toss decides which player Italy joins'))).toBe(true);
    expect(en.some((c) => c.includes('border'))).toBe(false);
    const fr = variantChanges(standard, v, 'fr');
    expect(fr).toContain('Début : Printemps 1914.');
    expect(fr.some((c) => c.startsWith('Règle : « Italie » reste neutre'))).toBe(true);
    // Rules in words, never by their ids.
    for (const c of [...en, ...fr]) expect(c).not.toMatch(/\b(neutral|coin-toss) \(|\bitaly\b/);
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
    expect(en).toContain('Borders closed to armies: Burgundy–Paris.');
    expect(en).toContain('Belgium is no longer a supply centre.');
    expect(en).toContain('Starts without: F London (England).');
    const fr = variantChanges(standard, edited, 'fr');
    expect(fr).toContain('Frontières fermées aux armées : Bourgogne–Paris.');
    // 'La province' carries the agreement a bare name cannot (le Japon, la Belgique).
    expect(fr).toContain('La province Belgique n’est plus un centre.');
  });

  it('names the arsenal variant’s new province, borders and start units, and its rule in words (no ids)', () => {
    const arsenal = loadVariant('standard/arsenal.dip');
    const en = variantChanges(standard, arsenal, 'en');
    expect(en).toContain('New borders for armies: Belgium–Bonn, Bonn–Burgundy, Bonn–Munich, Bonn–Ruhr.');
    expect(en).toContain('Starts with these units too: A Bonn (Germany), F St Petersburg (north coast) (Russia).');
    expect(en.some((c) => c.startsWith('Rule: Every supply centre is an army or a fleet arsenal'))).toBe(true);
    const fr = variantChanges(standard, arsenal, 'fr');
    expect(fr).toContain('Commence aussi avec : A Bonn (Allemagne), F Saint-Pétersbourg (côte nord) (Russie).');
    for (const c of [...en, ...fr]) expect(c).not.toMatch(/\b(bon|bel|stp|stp\/nc)\b|arsenal:/);
  });

  it('says which rule Colonial’s errata drop, in words', () => {
    const c94 = loadVariant('colonial/colonial-1994.dip');
    const c96 = loadVariant('colonial/colonial-1996.dip');
    expect(variantChanges(c94, c96, 'en')).toContain(
      'Drops the rule: The units of China may enter Hong Kong only in the Spring turn after a Fall turn at whose end another power’s unit stood there.',
    );
    expect(variantChanges(c94, c96, 'fr').join('\n')).not.toContain('entry-after-occupation');
  });
});
