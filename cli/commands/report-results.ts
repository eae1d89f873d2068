/** Shared by check and build: diagnostics of several compilations, each shown once, and a summary. */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import type { CompileResult } from '../../compiler/compile.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';

/** Problems left out of what is shown (compiler/limit-diagnostics.ts), in all. */
export interface Hidden {
  readonly errors: number;
  readonly warnings: number;
}

/** What a report needs of a compile result: its problems and the text they point at, not the variant or its board. */
export type Reported = Pick<CompileResult, 'diagnostics' | 'sources' | 'hidden'>;

/** A result as a report keeps it: a new record, so that the variant and its board can be let go. */
export function reportedOf(result: CompileResult): Reported {
  return { diagnostics: result.diagnostics, sources: result.sources, hidden: result.hidden };
}

/** A derived variant repeats its base's diagnostics: show each one once (and count a file's hidden ones once). */
export function distinctDiagnostics(results: readonly Reported[]): { diagnostics: Diagnostic[]; sources: Map<string, string>; hidden: Hidden } {
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const hiddenByFile = new Map<string, Hidden>();
  for (const result of results) {
    for (const [file, text] of result.sources) sources.set(file, text);
    for (const d of result.diagnostics) {
      const key = `${d.code}|${d.span?.file}|${d.span?.start}|${d.message}`;
      if (!seen.has(key)) seen.add(key), diagnostics.push(d);
    }
    for (const [file, counts] of result.hidden) {
      const known = hiddenByFile.get(file);
      if (known === undefined || counts.errors + counts.warnings > known.errors + known.warnings) hiddenByFile.set(file, counts);
    }
  }
  let errors = 0;
  let warnings = 0;
  for (const counts of hiddenByFile.values()) (errors += counts.errors), (warnings += counts.warnings);
  return { diagnostics, sources, hidden: { errors, warnings } };
}

/** The counts of problems: those shown (not the notes of how many more) and those left out. */
export function summary(diagnostics: readonly Diagnostic[], files: number, hidden: Hidden = { errors: 0, warnings: 0 }): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length + hidden.errors;
  const warnings = diagnostics.filter((d) => d.severity !== 'error' && d.code !== 'DIP1113').length + hidden.warnings;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}`;
}

/** How many diagnostics are formatted at a time. */
const BATCH = 500;

/** The diagnostics with their source lines, written BATCH at a time: a run of many files' problems is not first made into one string. */
export function writeResults(write: (text: string) => void, diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>, colour: boolean): void {
  for (let i = 0; i < diagnostics.length; i += BATCH) write(formatDiagnostics(diagnostics.slice(i, i + BATCH), sources, { colour }) + '\n\n');
}
