import type { Span } from '../dsl/ast.js';
import { makeDiagnostic, type DiagnosticCode } from '../dsl/diagnostics/catalogue.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';

/** Where a problem is reported as it is found (the draft's builders and the checks). */
export type Report = (d: Diagnostic) => void;

export type Related = readonly { readonly message: string; readonly span: Span }[];

/**
 * A compiler diagnostic from the shared catalogue (DIP2xxx, DIP3xxx): the code
 * gives the severity and the message template, `args` fill it in.
 */
export function diagnose(code: DiagnosticCode, span: Span | null, args: readonly (string | number)[], related?: Related): Diagnostic {
  const d = makeDiagnostic(code, span, ...args);
  return related && related.length > 0 ? { ...d, related } : d;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
