import type { Span } from '../dsl/ast.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import { compilerCodes, type CompilerCode } from './codes.js';

export type Related = readonly { readonly message: string; readonly span: Span }[];

/** A compiler diagnostic; its severity comes from the code, so a code is always one severity. */
export function diagnose(code: CompilerCode, message: string, span: Span | null, related?: Related): Diagnostic {
  const severity = compilerCodes[code].severity;
  return related && related.length > 0 ? { code, severity, message, span, related } : { code, severity, message, span };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
