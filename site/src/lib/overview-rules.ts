/**
 * What a variant's overview says of its rules: the edition it plays, then each special
 * rule in a sentence or two, each linked to its chapter of the rulebook. The words are the
 * rulebook's (every chapter in rulebook/special/ has its `summary`), so that a rule the
 * rulebook explains is never missing from the overview, nor said another way; the map's
 * features (railway, gateway, bridges) are listed with the features, linked to their
 * chapters (`featureAnchors`).
 */
import type { Feature, Variant } from '../../../model/variant.js';
import { rulebookFacts } from '../rulebook/facts.js';
import { featureAnchors, specialSummaries, type SpecialSummary } from '../rulebook/special/index.js';
import type { ChapterContext } from '../rulebook/types.js';
import { currentEditionText } from './describe.js';
import type { Lang } from './i18n.js';

export interface OverviewRules {
  /** The edition played, and the anchor of its chapter (null: the current rules, the rulebook as a whole). */
  readonly edition: { readonly text: string; readonly anchor: string | null };
  /** The other special rules, in the rulebook's order. */
  readonly rules: readonly SpecialSummary[];
  /** The anchor of the chapter explaining each kind of map feature the variant has. */
  readonly features: ReadonlyMap<Feature['kind'], string>;
}

const EDITION = 'edition-1971';

export function overviewRules(variant: Variant, lang: Lang): OverviewRules {
  const ctx: ChapterContext = { variant, facts: rulebookFacts(variant), lang };
  const summaries = specialSummaries(ctx);
  const edition = summaries.find((s) => s.rule === EDITION);
  return {
    edition: edition === undefined ? { text: currentEditionText(lang), anchor: null } : { text: edition.text, anchor: edition.anchor },
    rules: summaries.filter((s) => s.rule !== EDITION),
    features: featureAnchors(ctx),
  };
}

/** The special rules written as `rule` modules, in words (what an extended variant adds or drops). */
export function moduleSummaries(variant: Variant, lang: Lang): string[] {
  return specialSummaries({ variant, facts: rulebookFacts(variant), lang })
    .filter((s) => s.module)
    .map((s) => s.text);
}
