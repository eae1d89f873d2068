/**
 * The special rules the rulebook explains. A variant using a rule module with no chapter
 * here gets no rulebook: the build stops and says which file to add, rather than printing
 * a rulebook that leaves a rule out.
 */
import type { Feature, RuleArg, Variant } from '../../../../model/variant.js';
import type { Chapter, ChapterContext } from '../types.js';
import { arsenal } from './arsenal.js';
import { bridges } from './bridges.js';
import { buildAnywhere } from './build-anywhere.js';
import { centreExceptions } from './centre-exceptions.js';
import { civilDisorder } from './civil-disorder.js';
import { coinToss } from './coin-toss.js';
import { edition1971 } from './edition-1971.js';
import { entryAfterOccupation } from './entry-after-occupation.js';
import { gateway } from './gateway.js';
import { intimate, intimateFleets } from './intimate.js';
import { neutral } from './neutral.js';
import { railway } from './railway.js';
import type { SpecialRule } from './special-rule.js';
import { victoryUnits } from './victory-units.js';

export const specialRules: readonly SpecialRule[] = [
  civilDisorder,
  neutral,
  coinToss,
  buildAnywhere,
  victoryUnits,
  edition1971,
  intimate,
  intimateFleets,
  arsenal,
  entryAfterOccupation,
  // What the map itself makes special (Colonial's railway, canal, Hong Kong, Cebu and bridges).
  railway,
  gateway,
  centreExceptions,
  bridges,
];

/** One use of a special rule in a variant: the rule and its arguments (none for a difference that is not a module). */
interface SpecialUse {
  readonly rule: SpecialRule;
  readonly args: readonly RuleArg[];
}

/**
 * What a variant's special chapters are about, in order: its modules in source order (a
 * rule with `allUses` once, a rule `partOf` another in that one's chapter), then the other
 * differences. Throws when a module has no chapter.
 */
function specialUses(variant: Variant, rules: readonly SpecialRule[]): SpecialUse[] {
  const uses: SpecialUse[] = [];
  const done = new Set<string>();
  for (const module of variant.rules.modules) {
    const rule = rules.find((r) => r.module && r.id === module.id);
    if (rule === undefined) {
      throw new Error(
        `${variant.id}: the rulebook has no chapter for rule '${module.id}': add site/src/rulebook/special/${module.id}.ts ` +
          '(both languages) and list it in site/src/rulebook/special/index.ts',
      );
    }
    if (rule.partOf !== undefined) {
      if (variant.rules.modules.some((m) => m.id === rule.partOf)) continue;
      throw new Error(`${variant.id}: rule '${module.id}' is explained in the chapter of rule '${rule.partOf}', which the variant does not use`);
    }
    if (rule.allUses === true && done.has(rule.id)) continue;
    done.add(rule.id);
    uses.push({ rule, args: module.args });
  }
  for (const rule of rules) if (!rule.module && rule.applies?.(variant) === true) uses.push({ rule, args: [] });
  return uses;
}

/** The special-rule chapters of a variant: its modules in source order, then the other differences; anchors unique. */
export function specialChapters(ctx: ChapterContext, rules: readonly SpecialRule[] = specialRules): Chapter[] {
  return dedupeIds(specialUses(ctx.variant, rules).map(({ rule, args }) => withExamples(rule.chapter(ctx, args), rule.id)));
}

/** A special rule in a sentence or two, for the overview: which rule, the anchor of its chapter in the rulebook, the text. */
export interface SpecialSummary {
  readonly rule: string;
  /** True for a `rule` module (false for the edition, a victory in units, centre exceptions). */
  readonly module: boolean;
  readonly anchor: string;
  readonly text: string;
}

/**
 * The summaries of a variant's special chapters, in the chapters' order, each with its
 * chapter's anchor; chapters about map features are left to `featureAnchors`. Throws when
 * a rule has neither a summary nor features: an overview never leaves a rule out silently.
 */
export function specialSummaries(ctx: ChapterContext, rules: readonly SpecialRule[] = specialRules): SpecialSummary[] {
  const uses = specialUses(ctx.variant, rules);
  const anchors = dedupeIds(uses.map(({ rule, args }) => rule.chapter(ctx, args))).map((c) => c.id);
  return uses.flatMap(({ rule, args }, i) => {
    if (rule.summary !== undefined) return [{ rule: rule.id, module: rule.module, anchor: anchors[i]!, text: rule.summary(ctx, args) }];
    if (rule.features !== undefined) return [];
    throw new Error(`${ctx.variant.id}: special rule '${rule.id}' has no summary for the overview: add one to its file in site/src/rulebook/special/`);
  });
}

/** The rulebook anchor of the chapter explaining each kind of map feature the variant has (railway → rule-railway). */
export function featureAnchors(ctx: ChapterContext, rules: readonly SpecialRule[] = specialRules): ReadonlyMap<Feature['kind'], string> {
  const uses = specialUses(ctx.variant, rules);
  const anchors = dedupeIds(uses.map(({ rule, args }) => rule.chapter(ctx, args))).map((c) => c.id);
  const out = new Map<Feature['kind'], string>();
  uses.forEach(({ rule }, i) => {
    for (const kind of rule.features ?? []) if (!out.has(kind)) out.set(kind, anchors[i]!);
  });
  return out;
}

/** A rule used twice (two neutral powers) gives two chapters: their anchors must differ. */
function dedupeIds<T extends { readonly id: string }>(chapters: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return chapters.map((c) => {
    const n = (seen.get(c.id) ?? 0) + 1;
    seen.set(c.id, n);
    return n === 1 ? c : { ...c, id: `${c.id}-${n}` };
  });
}

/** Every special chapter shows the examples of section `rule:ID` (none until a rules text gives some). */
function withExamples(chapter: Chapter, id: string): Chapter {
  const section = `rule:${id}`;
  if (chapter.blocks.some((b) => b.kind === 'examples' && b.section === section)) return chapter;
  return { ...chapter, blocks: [...chapter.blocks, { kind: 'examples', section }] };
}
