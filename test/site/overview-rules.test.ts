/**
 * What a variant's overview says of its rules (site/src/lib/overview-rules.ts, the summaries
 * in site/src/rulebook/special/, describe.ts): every rule module in words in both languages,
 * with names and never ids, a rule written several times said once, the edition played,
 * centre exceptions; players said sensibly.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleModules } from '../../model/rule-modules.js';
import type { Variant } from '../../model/variant.js';
import { playerText } from '../../site/src/lib/describe.js';
import { overviewRules } from '../../site/src/lib/overview-rules.js';
import { rulebookFacts } from '../../site/src/rulebook/facts.js';
import { specialRules, specialSummaries } from '../../site/src/rulebook/special/index.js';
import type { Lang } from '../../site/src/rulebook/types.js';
import { loadVariant, variantsDir } from '../support/variants.js';

const LANGS: readonly Lang[] = ['en', 'fr'];
const shipped = ['standard', 'colonial', 'rokugan'].flatMap((dir) =>
  readdirSync(`${variantsDir}/${dir}`)
    .filter((f) => f.endsWith('.dip'))
    .map((f) => `${dir}/${f}`),
);

/** Every sentence the overview's rules section says. */
function texts(variant: Variant, lang: Lang): string[] {
  const o = overviewRules(variant, lang);
  return [o.edition.text, ...o.rules.map((r) => r.text)];
}

describe('the overview’s rules', () => {
  it('has words of its own, in both languages, for every rule module the engine knows', () => {
    for (const spec of ruleModules) {
      const rule = specialRules.find((r) => r.module && r.id === spec.id);
      expect(rule, spec.id).toBeDefined();
      expect(rule!.summary ?? rule!.partOf, spec.id).toBeDefined();
    }
  });

  it('says every shipped variant’s rules with names, never a rule id, its arguments or the engine’s English summary', () => {
    expect(shipped.length).toBeGreaterThan(10);
    for (const file of shipped) {
      const variant = loadVariant(file);
      for (const lang of LANGS) {
        for (const text of texts(variant, lang)) {
          for (const spec of ruleModules) {
            expect(text, `${file} ${lang}`).not.toContain(spec.summary);
            // "arsenal: …", "intimate (20, england, france): …", as the overview once printed.
            expect(text, `${file} ${lang}`).not.toMatch(new RegExp(`(^|\\W)${spec.id}(:| \\(([a-z0-9-]+, )*[a-z0-9-]+\\))`));
          }
          // The powers and provinces the rules name by id are said by their names (names are capitalised).
          for (const id of variant.rules.modules.flatMap((m) => m.args.filter((a): a is string => typeof a === 'string'))) {
            expect(text, `${file} ${lang}: ${id}`).not.toMatch(new RegExp(`(^|[\\s(,])${id}([\\s),.:]|$)`));
          }
        }
      }
    }
  });

  it('writes the French overview in French: no English sentence in it', () => {
    const english = /\b(the|and|may|units|powers|player|rules|edition|which)\b/i;
    for (const file of shipped) {
      const variant = loadVariant(file);
      for (const text of texts(variant, 'fr')) expect(text, file).not.toMatch(english);
    }
  });

  it('says Intimate Diplomacy once, with its start credits by group of powers', () => {
    const intimate = loadVariant('standard/intimate.dip');
    const en = overviewRules(intimate, 'en').rules;
    expect(en.map((r) => r.rule)).toEqual(['intimate']);
    expect(en[0]!.anchor).toBe('rule-intimate');
    expect(en[0]!.text).toContain('20 credits for England, France, Russia and Turkey; 22 credits for Germany; 24 credits for Austria-Hungary and Italy');
    expect(en[0]!.text).toContain('a fleet for England');
    const fr = overviewRules(intimate, 'fr').rules;
    expect(fr).toHaveLength(1);
    expect(fr[0]!.text).toContain('20 crédits pour « Angleterre », « France », « Russie » et « Turquie » ; 22 crédits pour « Allemagne » ; 24 crédits pour « Autriche-Hongrie » et « Italie »');
  });

  it('agrees in number: one power or several in civil disorder', () => {
    const five = loadVariant('standard/five-players.dip');
    expect(texts(five, 'en')[1]).toMatch(/^Germany and Italy have no player \(civil disorder\): their units hold .* and they never build\.$/);
    expect(texts(five, 'fr')[1]).toMatch(/^« Allemagne » et « Italie » n’ont pas de joueur \(désordre civil\) : leurs unités tiennent .* et ces pays ne construisent jamais\.$/);
    const six = loadVariant('standard/six-players.dip');
    expect(texts(six, 'en')[1]).toMatch(/^Italy has no player \(civil disorder\): its units hold .* and it never builds\.$/);
    expect(texts(six, 'fr')[1]).toMatch(/^« Italie » n’a pas de joueur .* et ce pays ne construit jamais\.$/);
  });

  it('states the edition played, linked to its chapter, and Colonial’s Hong Kong, which never counts for China', () => {
    for (const file of ['standard/standard.dip', 'rokugan/rokugan.dip', 'standard/three-players-2.dip']) {
      const o = overviewRules(loadVariant(file), 'en');
      expect(o.edition.text, file).toContain('1971 edition');
      expect(o.edition.anchor, file).toBe('rule-edition-1971');
      expect(o.rules.map((r) => r.rule), file).not.toContain('edition-1971');
    }
    for (const file of ['colonial/colonial-1994.dip', 'colonial/colonial-1996.dip']) {
      const variant = loadVariant(file);
      const en = overviewRules(variant, 'en');
      expect(en.edition).toEqual({ text: 'This variant follows the current edition of the rules of Diplomacy.', anchor: null });
      expect(en.rules.find((r) => r.rule === 'centre-exceptions')?.text).toBe(
        'Hong Kong is a supply centre for every power except China, which may enter and hold it but never counts it, for builds or for victory.',
      );
      expect(overviewRules(variant, 'fr').rules.find((r) => r.rule === 'centre-exceptions')?.text).toContain('« Hong Kong » est un centre de ravitaillement pour toutes les puissances sauf la puissance « Chine »');
      // The map's features link to their chapters.
      expect(Object.fromEntries(en.features)).toEqual({ bridge: 'rule-bridges', gateway: 'rule-gateway', railway: 'rule-railway' });
    }
    expect(overviewRules(loadVariant('colonial/colonial-1994.dip'), 'en').rules.map((r) => r.rule)).toEqual(['entry-after-occupation', 'centre-exceptions']);
  });

  it('stops, naming the file to write, when a special rule has no words for the overview', () => {
    const five = loadVariant('standard/five-players.dip');
    const rules = specialRules.map((r) => (r.id === 'civil-disorder' ? { ...r, summary: undefined } : r));
    expect(() => specialSummaries({ variant: five, facts: rulebookFacts(five), lang: 'en' }, rules)).toThrow(/'civil-disorder' has no summary/);
  });
});

describe('players', () => {
  it('are said sensibly when a player plays one power of the same name, or powers it is named after', () => {
    const three = loadVariant('standard/three-players-1.dip');
    const [alone, west] = three.players;
    expect(playerText(three, alone!, 'en')).toBe('Russia: one player for this power alone');
    expect(playerText(three, alone!, 'fr')).toBe('Russie : un joueur pour cette seule puissance');
    expect(playerText(three, west!, 'en')).toBe('England, France and Germany: one player for these 3 powers');
    const game1914 = loadVariant('standard/two-players-1914.dip');
    expect(playerText(game1914, game1914.players[0]!, 'en')).toBe('The Entente: England, France and Russia');
  });
});
