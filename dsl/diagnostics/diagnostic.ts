import type { Span } from '../ast.js';

export type Severity = 'error' | 'warning';

/**
 * One problem found in a variant source, by the lexer, the parser or the compiler.
 * `code` is a key of the catalogue (`DIP1001`); `message` is the filled-in text.
 */
export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** Where the problem is; null only for problems with no place (a missing file given on the command line). */
  readonly span: Span | null;
  /** Other places worth showing (the first declaration of a duplicate). */
  readonly related?: readonly { readonly message: string; readonly span: Span }[];
}
