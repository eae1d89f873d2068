/**
 * The worked examples of the French rules text (variants' shared/rules/standard-rules.fr.txt,
 * sections IX to XII, examples 1 to 13) and the notes of XIV.4, played on the compiled
 * Standard map with the orders written as the text writes them (`A Bur (S) A Tyr-Mun`),
 * so they test the French order notation as well. Where the scanned text runs two
 * province names together ("A BohSil") the hyphen is restored.
 *
 * The examples are data shared with the rulebooks of the site:
 * variants/standard/examples/standard-rules.json (site/src/rulebook/ shows and checks
 * them too). This suite plays them through the DATC case runner, which also checks the
 * board of the next position.
 *
 * The text is the 1971 edition, which Standard plays as shipped. Example 12 shows a rule
 * of that edition (XII.4: a convoy with several routes is broken when any route is): the
 * army stays; it is also played under the current rules, where it crosses by the North Sea.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../../model/variant.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { loadVariant, variantPath } from '../../support/variants.js';
import type { DatcCase } from '../datc/case.js';
import { lintCase, runCase } from '../datc/run-case.js';

interface ExampleData {
  readonly label: { readonly fr: string };
  readonly title: { readonly en: string };
  readonly edition?: 'current' | '1971';
  readonly position: DatcCase['position'];
  readonly orders: DatcCase['orders'];
  readonly expect: DatcCase['expect'];
  readonly open?: DatcCase['open'];
  readonly dislodged?: DatcCase['dislodged'];
}

const data = JSON.parse(readFileSync(variantPath('standard/examples/standard-rules.json'), 'utf8')) as { examples: ExampleData[] };

/** An example of the data file as a case of the runner, named as the rules text names it. */
function toCase(e: ExampleData): DatcCase {
  const id = e.label.fr === 'Exemple 12' ? `Exemple 12 (${e.edition === '1971' ? 'édition 1971' : 'règles actuelles'})` : e.label.fr;
  return {
    id,
    title: e.title.en,
    position: e.position,
    orders: e.orders,
    expect: e.expect,
    ...(e.open === undefined ? {} : { open: e.open }),
    ...(e.dislodged === undefined ? {} : { dislodged: e.dislodged }),
  };
}

/** The examples as the current rules decide them (every one but example 12's 1971 reading). */
export const examples: readonly DatcCase[] = data.examples.filter((e) => e.edition !== '1971').map(toCase);

/** Example 12 as the text itself rules it (1971 edition): played on Standard as shipped. */
export const example12In1971: DatcCase = toCase(data.examples.find((e) => e.edition === '1971')!);

it('reads all the examples of the rules text from the data file', () => {
  expect(examples.map((c) => c.id)).toEqual([
    'Exemple 1', 'Exemple 2', 'Exemple 2, suite', 'Exemple 3', 'Exemple 3, suite', 'Exemple 4', 'Exemple 5', 'Exemple 6',
    'Exemple 7', 'Exemple 8', 'Exemple 9', 'Exemple 10', 'Exemple 11', 'Exemple 12 (règles actuelles)', 'Exemple 13',
    'XIV.4 (Kiel)', 'XIV.4 (Constantinople)', 'XIV.4 (rotation)', 'XIV.4 (échange par convoi)',
  ]);
  expect(example12In1971.id).toBe('Exemple 12 (édition 1971)');
});

let standard: Variant;
let standardCurrent: Variant;

beforeAll(async () => {
  standard = await loadVariant('standard/standard.dip');
  // Standard ships with the text's 1971 edition; `examples` are also read under the current rules.
  standardCurrent = { ...standard, rules: { ...standard.rules, edition: 'current' } };
});

describe('rules text examples (standard-rules.fr.txt)', () => {
  for (const c of examples) {
    it(`${c.id}: ${c.title}`, () => {
      expect(lintCase(c)).toEqual([]);
      expect(runCase(standardCurrent, c, adjudicate)).toEqual([]);
    });
  }

  // The text's own edition, 1971, as Standard ships: every example holds there too, except
  // example 12, whose 1971 outcome is the case below (the current rules decide it otherwise).
  for (const c of examples.filter((e) => !e.id.startsWith('Exemple 12'))) {
    it(`${c.id} under the 1971 edition`, () => {
      expect(runCase(standard, c, adjudicate)).toEqual([]);
    });
  }

  it(`${example12In1971.id}: ${example12In1971.title}`, () => {
    expect(standard.rules.edition).toBe('1971');
    expect(lintCase(example12In1971)).toEqual([]);
    expect(runCase(standard, example12In1971, adjudicate)).toEqual([]);
  });
});
