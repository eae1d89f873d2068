/**
 * The examples of the Rokugan rules text (rokugan-rules.fr.txt: VII.6, IX.1, examples 1
 * to 13, the order examples of IX.6, XII and XIV), kept as data in
 * variants/rokugan/examples/rokugan-rules.json and played through the real compiler and
 * engine, orders in the text's French notation. The text is the 1971 edition: every
 * example is played under it, and, except example 12 (whose outcome the editions
 * decide differently), under the variant's own current rules too.
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

interface RulesExample extends DatcCase {
  readonly section: string;
  readonly mirrors: string | null;
  readonly caption: Text;
  /** Played under this edition only (example 12 as the text rules it). */
  readonly edition?: '1971';
  readonly corrections?: readonly Text[];
}

const data = JSON.parse(readFileSync(variantPath('rokugan/examples/rokugan-rules.json'), 'utf8')) as {
  readonly examples: readonly (Omit<RulesExample, 'title'> & { title?: string })[];
};
const examples: RulesExample[] = data.examples.map((e) => ({ ...e, title: e.caption.en }));

let rokugan: Variant;
let rokugan1971: Variant;

beforeAll(() => {
  rokugan = loadVariant('rokugan/rokugan.dip');
  rokugan1971 = { ...rokugan, rules: { ...rokugan.rules, edition: '1971' } };
});

describe('Rokugan rules text examples (rokugan-rules.fr.txt)', () => {
  it('has every numbered example of the text, 1 to 13, and the order examples of VII, IX, XII and XIV', () => {
    const ids = new Set(examples.map((e) => e.id));
    for (let n = 1; n <= 13; n++) expect(ids, `Exemple ${n}`).toContain(`Exemple ${n}`);
    const sections = new Set(examples.map((e) => e.section));
    for (const s of ['VII.6', 'IX.1', 'IX.6', 'XII.1', 'XII.2', 'XIV']) expect(sections).toContain(s);
  });

  it('gives every example a caption in French and English', () => {
    for (const e of examples) {
      expect(e.caption.fr.length, e.id).toBeGreaterThan(10);
      expect(e.caption.en.length, e.id).toBeGreaterThan(10);
      for (const c of e.corrections ?? []) expect(c.fr.length > 0 && c.en.length > 0, e.id).toBe(true);
    }
  });

  for (const e of examples) {
    const edition = e.edition ?? 'current';
    it(`${e.id} (${edition === '1971' ? 'édition 1971' : 'règles actuelles'}): ${e.caption.en}`, () => {
      expect(lintCase(e)).toEqual([]);
      expect(runCase(edition === '1971' ? rokugan1971 : rokugan, e, adjudicate)).toEqual([]);
    });
  }

  for (const e of examples.filter((x) => x.edition === undefined && !x.id.startsWith('Exemple 12'))) {
    it(`${e.id} under the 1971 edition`, () => {
      expect(runCase(rokugan1971, e, adjudicate)).toEqual([]);
    });
  }

  it('plays example 12 under the variant’s current rules differently from the 1971 text', () => {
    expect(rokugan.rules.edition).toBe('current');
    const ids = examples.filter((e) => e.id.startsWith('Exemple 12')).map((e) => e.edition ?? 'current');
    expect(ids.sort()).toEqual(['1971', 'current']);
  });
});
