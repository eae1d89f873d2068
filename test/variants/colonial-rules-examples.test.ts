/**
 * Examples 1 to 13 of the standard rules text (and the notes of XIV.4), re-expressed on
 * the Colonial map in variants/colonial/examples/colonial-rules.json: each names the
 * Standard example it mirrors, keeps its geometry (the same units per power, the same
 * kinds of order with the same outcomes, the same units dislodged), and plays out as
 * stated on both Colonial editions, under the current rules and the 1971 reading of
 * example 12, as the site's build checks them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../model/variant.js';
import { checkExamples } from '../../site/src/rulebook/check-examples.js';
import { readExampleFile, type ExampleFile, type RuleExample } from '../../site/src/rulebook/examples/example-data.js';
import { loadVariant, variantPath } from '../support/variants.js';

let colonial: ExampleFile;
let standard: ExampleFile;
let editions: Variant[];

beforeAll(() => {
  colonial = readExampleFile(variantPath('colonial/examples/colonial-rules.json'));
  standard = readExampleFile(variantPath('standard/examples/standard-rules.json'));
  editions = [loadVariant('colonial/colonial-1994.dip'), loadVariant('colonial/colonial-1996.dip')];
});

/**
 * `A Kra (S) A Irk-Mon` → `S`, `F WIO (C) A Bom-Cey` → `C`, `A Mac (H)` → `H`, a move → `-`.
 * Unit types are left out: a Turkish fleet's support in the Black Sea becomes an army's
 * support in Central Asia, which has no sea (convoys still need fleets).
 */
function kind(order: string): string {
  return /\((S|C|H)\)/.exec(order)?.[1] ?? '-';
}

/** What an example's geometry is, without its places: per power, how many units, order kinds and outcomes. */
function shape(e: RuleExample): unknown {
  const powers = Object.keys(e.position.units).map((p) => ({
    units: e.position.units[p].length,
    orders: (e.orders[p] ?? []).map((o) => `${kind(o)} ${e.expect[o] ?? (o in (e.open ?? {}) ? 'open' : 'hold')}`).sort(),
  }));
  return { powers: powers.map((p) => JSON.stringify(p)).sort(), dislodged: (e.dislodged ?? []).length, edition: e.edition ?? null };
}

describe('Colonial’s rules examples', () => {
  it('are written for the Colonial map and cover examples 1 to 13 of the rules text', () => {
    expect(colonial.map).toBe('colonial-1994');
    expect(colonial.source).toBe(standard.source);
    const numbers = new Set(colonial.examples.flatMap((e) => /^Example (\d+)/.exec(e.label.en)?.[1] ?? []).map(Number));
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('each mirror a Standard example, with its section, label and geometry', () => {
    // Standard's note on coastal fleets has two cases (Kiel, Constantinople: both crossed by
    // water); Colonial has one such province, Egypt, so one case.
    expect(colonial.examples.map((e) => e.mirrors)).toEqual(standard.examples.map((e) => e.id).filter((id) => id !== 'note-constantinople'));
    for (const e of colonial.examples) {
      const original = standard.examples.find((s) => s.id === e.mirrors)!;
      expect(e.section, e.id).toBe(original.section);
      expect(e.label.en.replace(/ \(.*\)$/, ''), e.id).toBe(original.label.en.replace(/ \(.*\)$/, ''));
      expect(shape(e), e.id).toEqual(shape(original));
    }
  });

  it('use only Colonial places: no province of the Standard map is named', () => {
    const standardOnly = ['den', 'kie', 'ber', 'mun', 'bud', 'ser', 'rum', 'war', 'spa', 'nap', 'lon', 'bel'];
    for (const e of colonial.examples) {
      const text = JSON.stringify([e.position, e.orders, e.explanation, e.title]).toLowerCase();
      for (const id of standardOnly) expect(text, `${e.id} names ${id}`).not.toMatch(new RegExp(`\\b${id}\\b`));
    }
  });

  it('play out as stated on both Colonial editions, under the current rules and the 1971 one', () => {
    for (const variant of editions) {
      const checks = checkExamples(variant, colonial.examples, ['current', '1971']);
      expect(checks.length, variant.id).toBe(2 * colonial.examples.length - 2);
      expect(checks.flatMap((c) => c.problems)).toEqual([]);
    }
  });

  it('a wrong outcome in the data is reported', () => {
    const [variant] = editions;
    const e = colonial.examples.find((x) => x.id === 'example-8')!;
    const wrong: RuleExample = { ...e, expect: { ...e.expect, 'A Irk-Kra': 'succeeded' } };
    expect(checkExamples(variant, [wrong]).flatMap((c) => c.problems)).toEqual([
      "example-8 (Example 8, colonial-1994): 'A Irk-Kra': the engine says failed, the text says succeeded (engine: bounced in Kra: held by A Kra (S) A Mon-Irk (1 against 1); dislodged by A Mon-Irk)",
    ]);
  });
});
