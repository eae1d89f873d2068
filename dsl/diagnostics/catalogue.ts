/**
 * Every diagnostic dipkit can report, in one place: its code, severity and
 * message template. `{0}`, `{1}`… in a template are filled by `makeDiagnostic`.
 *
 * Ranges: DIP1xxx lexing and parsing, DIP2xxx resolution of includes and
 * `extends`, DIP3xxx validation of the model, DIP4xxx board geometry.
 * Each owner appends entries to its own marked section.
 */
import type { Span } from '../ast.js';
import type { Diagnostic, Severity } from './diagnostic.js';

export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
}

export const catalogue = {
  // ---- DIP1xxx: lexing and parsing (dsl) ----
  DIP1001: { severity: 'error', message: "unexpected character '{0}'" },
  DIP1002: { severity: 'error', message: 'unterminated string: the closing \'"\' is missing before the end of the line' },
  DIP1003: { severity: 'error', message: "unknown escape '\\{0}' in a string: only \\\" and \\\\ are allowed" },
  DIP1004: { severity: 'error', message: "'{0}' has uppercase letters: ids are lowercase, write '{1}'" },
  DIP1005: { severity: 'error', message: "unexpected characters '{0}'" },
  DIP1100: { severity: 'error', message: 'expected a statement ({0}), found {1}' },
  DIP1101: { severity: 'error', message: 'expected {0}, found {1}' },
  DIP1102: { severity: 'error', message: 'unexpected {0} after the end of the {1} statement' },
  DIP1103: { severity: 'warning', message: "spaces around '/' in the location '{0}': write '{1}'" },
  DIP1104: { severity: 'error', message: "'{0}' is not a language code: a name is a language code of two letters (en, fr, pt-br) followed by a string, as in en \"London\"" },
  DIP1199: { severity: 'error', message: 'internal error in the parser, please report it: {0}' },

  // ---- DIP2xxx: resolution (compiler) ----

  // ---- DIP3xxx: validation (compiler) ----

  // ---- DIP4xxx: geometry (boards) ----
  DIP4001: { severity: 'warning', message: "'{0}' and '{1}' share a border on the board but are not adjacent" },
  DIP4002: { severity: 'warning', message: "'{0}' and '{1}' are adjacent but their shapes on the board do not touch" },
  DIP4003: { severity: 'warning', message: "province '{0}' has no shape on the board" },
  DIP4004: { severity: 'warning', message: "the label of '{0}' falls outside its shape on the board" },
  DIP4005: { severity: 'error', message: 'cannot draw the board from {0}: {1}' },
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticCode = keyof typeof catalogue;

/** Fills a template: `{0}` becomes args[0], and so on. */
export function fillTemplate(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? whole : String(arg);
  });
}

export function makeDiagnostic(code: DiagnosticCode, span: Span | null, ...args: (string | number)[]): Diagnostic {
  const entry: CatalogueEntry = catalogue[code];
  return { code, severity: entry.severity, message: fillTemplate(entry.message, args), span };
}
