/**
 * The examples of the Rokugan rules text (rokugan-rules.fr.txt: VII.6, IX.1, examples 1
 * to 13, the order examples of IX.6, XII and XIV), kept as data in
 * variants/rokugan/examples/rokugan-rules.json (the shape of the rulebook's example
 * files, variants/standard/examples/) and played through the real compiler and engine,
 * orders in the text's French notation. The text is the 1971 edition, which the variant
 * plays: every example is played under it and under the current rules, except example 12,
 * which the editions decide differently and which has one entry for each.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate.js';
import type { Variant } from '../../model/variant.js';
import type { DatcCase } from '../engine/datc/case.js';
import { lintCase, runCase } from '../engine/datc/run-case.js';
import { loadVariant, variantPath } from '../support/variants.js';

interface Text {
  readonly fr: string;
  readonly en: string;
}

interface RulesExample extends Omit<DatcCase, 'title'> {
  readonly label: Text;
  readonly section: string;
  readonly title: Text;
  /** Played under this edition only (example 12); otherwise under both. */
  readonly edition?: 'current' | '1971';
  /** The standard example it mirrors. */
  readonly mirrors?: string;
  /** Where the text slips, what the example plays instead. */
  readonly corrections?: readonly Text[];
}

const data = JSON.parse(readFileSync(variantPath('rokugan/examples/rokugan-rules.json'), 'utf8')) as {
  readonly map: string;
  readonly source: string;
  readonly examples: readonly RulesExample[];
};
const examples = data.examples;
const asCase = (e: RulesExample): DatcCase => ({ ...e, title: e.title.en });

let rokugan: Variant;
let rokuganCurrent: Variant;

beforeAll(() => {
  rokugan = loadVariant('rokugan/rokugan.dip');
  rokuganCurrent = { ...rokugan, rules: { ...rokugan.rules, edition: 'current' } };
});

describe('Rokugan rules text examples (rokugan-rules.fr.txt)', () => {
  it('names its map and its source', () => {
    expect(data.map).toBe('rokugan');
    expect(data.source).toBe('rokugan-rules.fr.txt');
  });

  it('has every numbered example of the text, 1 to 13, and the order examples of VII, IX, XII and XIV', () => {
    const labels = new Set(examples.map((e) => e.label.fr));
    for (let n = 1; n <= 13; n++) expect(labels, `Exemple ${n}`).toContain(`Exemple ${n}`);
    const sections = new Set(examples.map((e) => e.section));
    for (const s of ['VII.6', 'IX.1', 'IX.6', 'XII.1', 'XII.2', 'XIV']) expect(sections).toContain(s);
  });

  it('gives every example a unique id, and a label and title in French and English', () => {
    expect(new Set(examples.map((e) => e.id)).size).toBe(examples.length);
    for (const e of examples) {
      expect(e.id, e.id).toMatch(/^[a-z0-9-]+$/);
      for (const t of [e.label, e.title, ...(e.corrections ?? [])]) expect(t.fr.length > 0 && t.en.length > 0, e.id).toBe(true);
    }
  });

  for (const e of examples) {
    const editions = e.edition === undefined ? (['current', '1971'] as const) : [e.edition];
    for (const edition of editions) {
      it(`${e.id} (${edition === '1971' ? 'édition 1971' : 'current rules'}): ${e.title.en}`, () => {
        expect(lintCase(asCase(e))).toEqual([]);
        expect(runCase(edition === '1971' ? rokugan : rokuganCurrent, asCase(e), adjudicate)).toEqual([]);
      });
    }
  }

  it('plays example 12 once under each edition, and the variant under the text’s, 1971', () => {
    expect(rokugan.rules.edition).toBe('1971');
    const twelve = examples.filter((e) => e.label.fr === 'Exemple 12').map((e) => e.edition);
    expect(twelve.sort()).toEqual(['1971', 'current']);
  });
});
