/**
 * The compiler's public API: a `.dip` file (and what it includes or extends) in,
 * a checked, frozen `Variant` and diagnostics out. Bad input never throws.
 */
import { dirname, resolve } from 'node:path';
import type { Span } from '../dsl/ast.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import type { Variant } from '../model/variant.js';
import { hasErrors } from './diagnose.js';
import { limitDiagnostics, type HiddenCounts } from './limit-diagnostics.js';
import { buildVariant } from './model/build-variant.js';
import { noGaps } from './resolve/gaps.js';
import { diagnosticLog } from './diagnostic-log.js';
import { maxVariantBytes, type LoadContext } from './resolve/load-context.js';
import { MAX_TOKENS } from '../dsl/parse.js';
import { loadVariant } from './resolve/load-variant.js';
import { outsideRoot } from './resolve/read-source.js';
import type { ShippedVariants } from './resolve/shipped-variants.js';
import { fileSystemHost, memoryHost, type SourceHost } from './resolve/source-host.js';
import { validateDraft } from './validate/validate-draft.js';

export { emitVariant, generateVariantFiles, type EmitOptions } from './emit/emit-variant.js';
export { writeFilesAtomically } from '../files/write-files.js';
export { limitDiagnostics, type HiddenCounts } from './limit-diagnostics.js';
export { fileSystemHost, memoryHost, type SourceHost } from './resolve/source-host.js';

export interface CompileOptions {
  /** Where files are read from; the disk by default. */
  readonly host?: SourceHost;
  /**
   * The folder the variant may read files from (includes, extends, geometry); by
   * default the folder of the file compiled. Nothing outside it is read.
   */
  readonly root?: string;
  /** The variants dipkit ships, which `extends "ID"` may name from any folder (cli/commands/shipped-variants.ts); none by default. */
  readonly shipped?: ShippedVariants | null;
}

export interface CompileResult {
  /** Null when there is any error. */
  readonly variant: Variant | null;
  /**
   * Errors and warnings, file by file in the order read, in source order within a file; at
   * most MAX_DIAGNOSTICS (1000) a file, errors first, then a DIP1113 saying how many more.
   */
  readonly diagnostics: Diagnostic[];
  /** By file, the problems left out of `diagnostics` (for a summary that counts them all). */
  readonly hidden: ReadonlyMap<string, HiddenCounts>;
  /** Every file read, as named in diagnostics, in the order read. */
  readonly files: string[];
  /** Their text, for showing diagnostics with the source around them. */
  readonly sources: ReadonlyMap<string, string>;
  /**
   * Where the variant's board comes from: the folder its geometry file is relative to, and
   * the text that names it (the `geometry` clause, else the variant's id), for the board
   * checks to point at, with the declaration of each province and the adjacency entry of
   * each border (keyed `a b`, ids in order) for warnings about one of them. Null when there
   * is no variant.
   */
  readonly board: {
    readonly sourceDir: string;
    readonly span: Span;
    readonly provinces: ReadonlyMap<string, Span>;
    readonly borders: ReadonlyMap<string, Span>;
    /** Each `label at` clause, by province. */
    readonly labels: ReadonlyMap<string, Span>;
  } | null;
}

function sortDiagnostics(diagnostics: Diagnostic[], files: readonly string[]): Diagnostic[] {
  const fileOrder = new Map(files.map((f, i) => [f, i]));
  const rank = (d: Diagnostic): [number, number] => (d.span ? [fileOrder.get(d.span.file) ?? files.length, d.span.start] : [-1, 0]);
  return diagnostics
    .map((d, i) => ({ d, i, r: rank(d) }))
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.i - b.i)
    .map((x) => x.d);
}

export function compileFile(path: string, options: CompileOptions = {}): CompileResult {
  const host = options.host ?? fileSystemHost;
  const root = resolve(options.root ?? dirname(path));
  const log = diagnosticLog();
  const ctx: LoadContext = { host, root, diagnostics: log, sources: new Map(), gaps: noGaps(), left: { tokens: MAX_TOKENS, bytes: maxVariantBytes }, shipped: options.shipped ?? null };
  // The file named is read whatever it is a link to; only an explicit root can leave it outside.
  const named = options.root === undefined ? null : outsideRoot(path, path, root, host, null);
  if (named !== null) {
    return { variant: null, diagnostics: [named], hidden: new Map(), files: [], sources: ctx.sources, board: null };
  }
  const draft = loadVariant(path, null, ctx);
  let variant: Variant | null = null;
  let board: CompileResult['board'] = null;
  // The checks run even after syntax errors, on the statements that parsed, so that every
  // problem of a file is reported at once; what a skipped statement may cause is left out.
  if (draft && !ctx.gaps.patch) validateDraft(draft, ctx.gaps, (d) => log.push(d));
  const { diagnostics, dropped } = log.settle(ctx.gaps.any);
  if (draft && !hasErrors(diagnostics) && !ctx.gaps.any) {
    variant = buildVariant(draft);
    const provinces = new Map([...draft.provinces.values()].map((p) => [p.id.value, p.id.span]));
    const borders = new Map<string, Span>();
    for (const border of draft.borders.values()) {
      const [a, b] = [border.from.province.value, border.to.province.value].sort();
      if (a !== b && !borders.has(`${a} ${b}`)) borders.set(`${a} ${b}`, border.span);
    }
    const labels = new Map([...draft.provinces.values()].flatMap((p) => (p.label ? [[p.id.value, p.label.span] as const] : [])));
    board = { sourceDir: dirname(draft.file), span: draft.header.geometry?.span ?? draft.header.id.span, provinces, borders, labels };
  }
  const files = [...ctx.sources.keys()];
  const limited = limitDiagnostics(sortDiagnostics(diagnostics, files), dropped);
  return { variant, diagnostics: limited.diagnostics, hidden: limited.hidden, files, sources: ctx.sources, board };
}

/** Compiles text held in memory, as if it were the file `file` (includes and extends are read relative to it). */
export function compileSource(text: string, file: string, options: CompileOptions = {}): CompileResult {
  return compileFile(file, { ...options, host: memoryHost({ [file]: text }, options.host ?? fileSystemHost) });
}
