/**
 * The DATC conformance suite (sections 6.A–6.J), played on the compiled Standard map
 * under the current rules (`edition current`), whose options the DATC's preferred ones are.
 * A case whose DATC-preferred outcome dipkit knowingly does not give carries a
 * `deviation` and runs as `it.fails`, so that it is noticed when it starts passing.
 * See docs/datc.md.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../../model/variant.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { loadVariant } from '../../support/variants.js';
import { sections } from './cases/index.js';
import { runCase } from './run-case.js';

let standard: Variant;

beforeAll(async () => {
  const shipped = await loadVariant('standard/standard.dip');
  // Standard ships with its text's 1971 edition; the DATC's preferred options are the current rules.
  standard = { ...shipped, rules: { ...shipped.rules, edition: 'current' } };
});

for (const { section, title, cases } of sections) {
  describe(`DATC ${section} ${title}`, () => {
    for (const c of cases) {
      const test = c.deviation === undefined ? it : it.fails;
      test(`${c.id} ${c.title}`, () => {
        expect(runCase(standard, c, adjudicate)).toEqual([]);
      });
    }
  });
}
