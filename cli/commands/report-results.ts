/** Shared by check and build: diagnostics of several compilations, each shown once, and a summary. */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import type { CompileResult } from '../../compiler/compile.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';

/** A derived variant repeats its base's diagnostics: show each one once. */
export function distinctDiagnostics(results: readonly CompileResult[]): { diagnostics: Diagnostic[]; sources: Map<string, string> } {
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  for (const result of results) {
    for (const [file, text] of result.sources) sources.set(file, text);
    for (const d of result.diagnostics) {
      const key = `${d.code}|${d.span?.file}|${d.span?.start}|${d.message}`;
      if (!seen.has(key)) seen.add(key), diagnostics.push(d);
    }
  }
  return { diagnostics, sources };
}

export function summary(diagnostics: readonly Diagnostic[], files: number): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}`;
}

export function formatResults(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>, colour: boolean): string {
  return diagnostics.length > 0 ? formatDiagnostics(diagnostics, sources, { colour }) + '\n\n' : '';
}
