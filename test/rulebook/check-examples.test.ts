/**
 * The rules examples as the site checks them at build time: the shipped data plays out
 * as stated on every variant of the Standard map (each under its own edition, and the
 * data as a whole under both), and a deliberately wrong copy is reported, naming the
 * example and what differs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../model/variant.js';
import { assertExamples, checkExample, checkExamples } from '../../site/src/rulebook/check-examples.js';
import { exampleFileProblems, fromVariantShape, readExampleFile, type ExampleFile, type RuleExample } from '../../site/src/rulebook/examples/example-data.js';
import { loadVariant, variantPath } from '../support/variants.js';

const STANDARD_MAP = ['standard', 'six-players', 'five-players', 'four-players', 'three-players-1', 'three-players-2', 'two-players-1914'];

let data: ExampleFile;
let standard: Variant;

beforeAll(() => {
  data = readExampleFile(variantPath('standard/examples/standard-rules.json'));
  standard = loadVariant('standard/standard.dip');
});

function example(id: string): RuleExample {
  const found = data.examples.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no example ${id}`);
  return found;
}

/** A deep copy of an example with some fields replaced. */
function altered(id: string, change: Partial<RuleExample>): RuleExample {
  return { ...structuredClone(example(id)), ...change };
}

describe('the shipped examples', () => {
  it('are written for the Standard map and cover examples 1 to 13 of the rules text', () => {
    expect(data.map).toBe('standard');
    const numbers = new Set(data.examples.flatMap((e) => /^Example (\d+)/.exec(e.label.en)?.[1] ?? []).map(Number));
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('all play out as stated under both editions', () => {
    const checks = checkExamples(standard, data.examples, ['current', '1971']);
    expect(checks.length).toBe(2 * data.examples.length - 2); // example 12 belongs to one edition each
    expect(checks.flatMap((c) => c.problems)).toEqual([]);
  });

  for (const file of STANDARD_MAP) {
    it(`play out as stated for ${file}, under its own edition, its rule modules set aside`, () => {
      const variant = loadVariant(`standard/${file}.dip`);
      const checks = checkExamples(variant, data.examples);
      // Every variant on the map plays the text's edition, 1971 (XII.4: the army cannot move).
      expect(checks.map((c) => c.example.id)).toContain('example-12-1971');
      expect(checks.map((c) => c.example.id)).not.toContain('example-12');
      expect(checks.flatMap((c) => c.problems)).toEqual([]);
      expect(() => assertExamples(checks)).not.toThrow();
    });
  }

  it('example 12 is the current one on a variant of the current rules', () => {
    const current: Variant = { ...standard, rules: { ...standard.rules, edition: 'current' } };
    const ids = checkExamples(current, data.examples).map((c) => c.example.id);
    expect(ids).toContain('example-12');
    expect(ids).not.toContain('example-12-1971');
  });
});

describe('a wrong copy of the examples', () => {
  it('reports an outcome the engine does not give, naming the example and the order', () => {
    const wrong = altered('example-1', { expect: { ...example('example-1').expect, 'F Nth-Den': 'succeeded' } });
    const { problems } = checkExample(standard, wrong);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^example-1 \(Example 1, standard, 1971 edition\): 'F Nth-Den': the engine says failed, the text says succeeded/);
  });

  it('reports a dislodged unit the engine does not dislodge, and one it does that the text leaves out', () => {
    const extra = altered('example-7', { dislodged: [{ unit: 'A sil', from: 'boh' }] });
    expect(checkExample(standard, extra).problems).toEqual([
      'example-7 (Example 7, standard, 1971 edition): dislodged: none; the text says germany A sil',
    ]);
    const missing = altered('example-8', { dislodged: [] });
    expect(checkExample(standard, missing).problems).toEqual([
      'example-8 (Example 8, standard, 1971 edition): dislodged: russia A war; the text says none',
    ]);
    const from = altered('example-8', { dislodged: [{ unit: 'A war', from: 'sil' }] });
    expect(checkExample(standard, from).problems).toEqual([
      'example-8 (Example 8, standard, 1971 edition): russia A war dislodged from pru, the text says from sil',
    ]);
  });

  it('reports the 1971 outcome of example 12 played under the current rules', () => {
    const old = example('example-12-1971');
    const problems = checkExample(standard, old, 'current').problems;
    expect(problems).toContain("example-12-1971 (Example 12, standard): 'A Lon-Bel': the engine says succeeded, the text says failed");
  });

  it('reports an explanation naming a province the example does not use (Denmark in a Rokugan text)', () => {
    const wrong = altered('example-3', {
      explanation: { fr: 'Le Danemark ({den}) reste calme.', en: '{den} stays quiet; {F xyz} too.' },
    });
    const problems = checkExample(standard, wrong).problems;
    expect(problems).toContain('example-3 (Example 3, standard, 1971 edition): example-3 (fr): the explanation names den, which the example does not use');
    expect(problems).toContain("example-3 (Example 3, standard, 1971 edition): example-3 (en): {F xyz}: no province 'xyz' on standard's map");
    const title = altered('example-5', { title: { fr: 'Rien à {kie}', en: 'Nothing in {kie}' } });
    expect(checkExample(standard, title).problems).toEqual([
      'example-5 (Example 5, standard, 1971 edition): example-5 (fr): the title names kie, which the example does not use',
      'example-5 (Example 5, standard, 1971 edition): example-5 (en): the title names kie, which the example does not use',
    ]);
  });

  it('reports units and powers that are not on the map, and orders with no stated outcome', () => {
    const wrong = altered('example-7', {
      position: { units: { germany: ['A pru', 'A sil', 'A zzz'], prussia: ['A war'] } },
      expect: { 'A Pru-War': 'failed' },
    });
    const problems = checkExample(standard, wrong).problems;
    expect(problems).toContain("example-7 (Example 7, standard, 1971 edition): no province 'zzz' on this map");
    expect(problems).toContain("example-7 (Example 7, standard, 1971 edition): no power 'prussia' on this map");
    expect(problems).toContain("example-7 (Example 7, standard, 1971 edition): germany 'A Sil (S) A Pru-War' has no stated outcome");
  });

  it('makes the build throw one error naming every failing example', () => {
    const checks = [
      checkExample(standard, altered('example-4', { expect: { ...example('example-4').expect, 'A Rum-Ser': 'succeeded' } })),
      checkExample(standard, example('example-5')),
      checkExample(standard, altered('example-9', { dislodged: [] })),
    ];
    expect(() => assertExamples(checks)).toThrow(/^2 rules example\(s\) do not play out as their text says:\n {2}- example-4 .*\n {2}- example-9 /);
  });

  it('says where a malformed data file is wrong', () => {
    const bad = structuredClone(data) as unknown as { examples: Record<string, unknown>[] };
    bad.examples[0].expect = { 'F Den-Kie': 'bounced' };
    delete bad.examples[1].title;
    bad.examples[2].id = bad.examples[0].id;
    bad.examples[3].variants = [];
    bad.examples[3].ends = { 'A Ser-Bud': 3 };
    bad.examples[4].position = { units: {}, ownership: ['bud'] };
    bad.examples[5].dislodged = [{ unit: 'A mun', from: 'boh', retreats: 'sil' }];
    expect(exampleFileProblems(bad, 'x.json')).toEqual([
      "x.json: example-1.expect['F Den-Kie']: expected 'succeeded', 'failed' or 'invalid'",
      'x.json: example-2.title: expected { "fr": "…", "en": "…" }, both non-empty',
      "x.json: examples[2].id: 'example-1' is used twice",
      'x.json: example-3.variants: expected a non-empty list of variant ids',
      'x.json: example-3.ends: expected an object of order → province',
      'x.json: example-3-continued.position.ownership: expected an object of centre → power',
      'x.json: example-4.dislodged[0].retreats: expected a list of provinces',
    ]);
  });
});

describe('example files written for a variant’s own tests', () => {
  it('are read as rulebook examples: the caption is the title, the text’s id the label, example 12 split by edition', () => {
    const variantShape = {
      source: 'rokugan-rules.fr.txt',
      variant: 'standard',
      examples: [
        {
          id: 'Exemple 12',
          section: 'XII.4',
          edition: '1971',
          mirrors: 'Exemple 12',
          caption: { fr: 'La flotte délogée rompt le convoi.', en: 'The dislodged fleet breaks the convoy.' },
          position: example('example-12-1971').position,
          orders: example('example-12-1971').orders,
          expect: example('example-12-1971').expect,
          open: example('example-12-1971').open,
          dislodged: example('example-12-1971').dislodged,
        },
        {
          id: 'Exemple 12 (règles actuelles)',
          section: 'XII.4',
          mirrors: null,
          caption: { fr: 'L’armée passe par l’autre route.', en: 'The army crosses by the other route.' },
          position: example('example-12').position,
          orders: example('example-12').orders,
          expect: example('example-12').expect,
          dislodged: example('example-12').dislodged,
        },
      ],
    };
    const read = fromVariantShape(variantShape) as ExampleFile;
    expect(exampleFileProblems(read, 'rokugan-rules.json')).toEqual([]);
    expect(read.map).toBe('standard');
    expect(read.examples.map((e) => [e.id, e.label.en, e.edition, e.title.en])).toEqual([
      ['exemple-12', 'Example 12', '1971', 'The dislodged fleet breaks the convoy.'],
      ['exemple-12-regles-actuelles', 'Example 12 (règles actuelles)', 'current', 'The army crosses by the other route.'],
    ]);
    const checks = checkExamples(standard, read.examples, ['current', '1971']);
    expect(checks.map((c) => `${c.example.id} ${c.variant.rules.edition}`)).toEqual(['exemple-12-regles-actuelles current', 'exemple-12 1971']);
    expect(checks.flatMap((c) => c.problems)).toEqual([]);
  });
});
