/**
 * What the compiler could not read: statements left out for syntax errors, files
 * that could not be opened. The checks still run on everything else, so a file
 * with one typo gets all its other problems reported at once; they keep quiet
 * only where the missing text could be the cause of what they would report.
 */
import type { SkippedStatement } from '../../dsl/skipped-statement.js';
import type { DiagnosticCode } from '../../dsl/diagnostics/catalogue.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';

export interface Gaps {
  /** Ids that a statement left out may have declared: a reference to one is not reported as unknown. */
  readonly ids: Set<string>;
  /** Some left-out text may have declared ids we cannot name (an unread include, a broken header): no reference is reported as unknown. */
  anyId: boolean;
  /** Anything at all is missing. */
  any: boolean;
  /**
   * A `change` or `remove` is missing: what it would have done to the base is
   * unknown (a coast added, start units replaced), so the map is not checked at all.
   */
  patch: boolean;
}

export function noGaps(): Gaps {
  return { ids: new Set(), anyId: false, any: false, patch: false };
}

export function noteSkipped(gaps: Gaps, skipped: readonly SkippedStatement[]): void {
  for (const statement of skipped) {
    gaps.any = true;
    if (statement.keyword === 'change' || statement.keyword === 'remove') gaps.patch = true;
    // What it declared is among its words, whatever its statement word (a misspelt one included).
    for (const word of statement.words) gaps.ids.add(word);
    // Text never read, an include not followed, a base not loaded: any id may be missing.
    const unread = statement.keyword === 'rest of file' || statement.keyword === 'include' || statement.extends === 'unreadable';
    if (unread) gaps.anyId = true;
  }
}

/** A file that could not be read: anything may be missing. */
export function noteUnread(gaps: Gaps): void {
  gaps.any = true;
  gaps.anyId = true;
}

/**
 * Findings about the variant as a whole, which a missing statement can cause:
 * counts, reachability, a home centre or calendar entry not found, a power nobody
 * plays, a rule argument not found, a patch with nothing to patch, a coast without a sea.
 */
const aboutTheWhole: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'DIP3009', 'DIP3010', 'DIP3011', 'DIP3013', 'DIP3014', 'DIP3016', 'DIP3017', 'DIP3021', 'DIP3022',
  'DIP3026', 'DIP3034', 'DIP3035', 'DIP3037', 'DIP3038', 'DIP3039', 'DIP3043',
  // A border with the sea may be in the entry left out.
  'DIP3042',
]);

/** Whether a gap could have caused it: such findings are left out when anything went unread (gaps.any). */
export function mayBeGapEffect(d: Diagnostic): boolean {
  return aboutTheWhole.has(d.code as DiagnosticCode);
}
