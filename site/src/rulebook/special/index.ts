/**
 * The special rules the rulebook explains. A variant using a rule module with no chapter
 * here gets no rulebook: the build stops and says which file to add, rather than printing
 * a rulebook that leaves a rule out.
 */
import type { Variant } from '../../../../model/variant.js';
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

/** The special-rule chapters of a variant: its modules in source order, then the other differences. */
export function specialChapters(ctx: ChapterContext, rules: readonly SpecialRule[] = specialRules): Chapter[] {
  const variant: Variant = ctx.variant;
  const chapters: Chapter[] = [];
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
    chapters.push(withExamples(rule.chapter(ctx, module.args), rule.id));
  }
  for (const rule of rules) if (!rule.module && rule.applies?.(variant) === true) chapters.push(withExamples(rule.chapter(ctx, []), rule.id));
  return chapters;
}

/** Every special chapter shows the examples of section `rule:ID` (none until a rules text gives some). */
function withExamples(chapter: Chapter, id: string): Chapter {
  const section = `rule:${id}`;
  if (chapter.blocks.some((b) => b.kind === 'examples' && b.section === section)) return chapter;
  return { ...chapter, blocks: [...chapter.blocks, { kind: 'examples', section }] };
}
