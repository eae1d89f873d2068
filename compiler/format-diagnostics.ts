/**
 * Diagnostics of a compilation as text, with the source lines they point at:
 * the shared formatter of dsl/diagnostics, fed from the sources a compile read.
 */
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import { formatDiagnostics as formatWithSource } from '../dsl/diagnostics/format-diagnostic.js';

export interface FormatOptions {
  /** ANSI colours; only for a terminal that wants them. */
  readonly colour?: boolean;
}

export function formatDiagnostics(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>, options: FormatOptions = {}): string {
  return formatWithSource(diagnostics, { source: (file) => sources.get(file), color: options.colour ?? false });
}
