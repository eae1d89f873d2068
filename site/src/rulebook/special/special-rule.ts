/**
 * A chapter of special rules: one file per rule module (`rule neutral italy …`), or per
 * other way a variant departs from the standard rules (a victory counted in units, the
 * 1971 edition). Adding a rule's chapter is one file here plus its line in `index.ts`.
 */
import type { Feature, RuleArg, Variant } from '../../../../model/variant.js';
import type { Chapter, ChapterContext } from '../types.js';

export interface SpecialRule {
  /** The module id it explains (`neutral`), or the name of the difference (`victory-units`). */
  readonly id: string;
  /** True for a chapter about a `rule` module: its uses are the variant's `rule` statements. */
  readonly module: boolean;
  /** For a chapter that is not about a module: whether the variant needs it. */
  readonly applies?: (variant: Variant) => boolean;
  /**
   * For a rule written several times (`rule intimate 20 …`, `rule intimate 22 …`): one
   * chapter for all its uses, given the first use's arguments (it reads the others from
   * the model).
   */
  readonly allUses?: boolean;
  /** For a rule explained inside another rule's chapter (`intimate-fleets` in `intimate`'s). */
  readonly partOf?: string;
  /** The chapter in the context's language, for one use of the rule (its arguments). */
  readonly chapter: (ctx: ChapterContext, args: readonly RuleArg[]) => Chapter;
  /**
   * The rule in a sentence or two, for the variant's overview page, in the context's
   * language, with names (never ids) from the model; for the same uses as `chapter`.
   * Absent only on a chapter about map features (`features`), which the overview lists
   * with the map's features instead.
   */
  readonly summary?: (ctx: ChapterContext, args: readonly RuleArg[]) => string;
  /** For a chapter about map features (a railway, a gateway, bridges): the kinds of feature it explains. */
  readonly features?: readonly Feature['kind'][];
}
