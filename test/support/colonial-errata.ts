/**
 * The Colonial errata's worked examples (variants/colonial/examples/errata-examples.json),
 * read as the site's rulebook reads them (one loader, one format: the rulebook's), with
 * the variant they are played on. Shared by the engine's errata test and the data test.
 */
import { readExampleFile, type ExampleFile, type RuleExample } from '../../site/src/rulebook/examples/example-data.js';
import type { Variant } from '../../model/variant.js';
import { loadVariant, variantPath } from './variants.js';

export const ERRATA_EXAMPLES = 'colonial/examples/errata-examples.json';

export interface ColonialErrata {
  readonly file: ExampleFile;
  /** The edition of the map the errata correct. */
  readonly variant: Variant;
  /** The examples of one special rule's chapter (`rule:railway`, `rule:gateway`). */
  readonly of: (section: string) => readonly RuleExample[];
}

export function colonialErrata(): ColonialErrata {
  const file = readExampleFile(variantPath(ERRATA_EXAMPLES));
  return { file, variant: loadVariant('colonial/colonial-1996.dip'), of: (section) => file.examples.filter((e) => e.section === section) };
}
