/** The dipkit language front end: parsing, formatting, diagnostics. */
export { parseSource, type ParseResult } from './parse.js';
export type { SkippedStatement } from './skipped-statement.js';
export { catalogue, makeDiagnostic, fillTemplate, type DiagnosticCode, type CatalogueEntry } from './diagnostics/catalogue.js';
export {
  formatDiagnostic,
  formatDiagnostics,
  type FormatOptions,
} from './diagnostics/format-diagnostic.js';
export type { Diagnostic, Severity } from './diagnostics/diagnostic.js';
export type * from './ast.js';
export { formatSource, formatText, type FormatTextResult } from './format.js';
