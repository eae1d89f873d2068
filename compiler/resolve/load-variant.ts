/**
 * Loads the variant a file declares into a draft: includes followed, `extends`
 * resolved by loading the base first and applying this file's statements to it
 * as a patch.
 */
import { resolve } from 'node:path';
import type { Span, VariantStmt } from '../../dsl/ast.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import type { SkippedStatement } from '../../dsl/skipped-statement.js';
import { diagnose } from '../diagnose.js';
import { applyVariantClauses } from '../model/apply-clauses.js';
import { applyStatement } from '../model/apply-statement.js';
import { emptyDraft, type Draft } from '../model/draft.js';
import { located } from '../model/from-ast.js';
import { collectStatements, relativeTo } from './collect-statements.js';
import { isIdentifier } from '../../dsl/identifier.js';
import { didYouMean, wordSuggester } from '../validate/closest-ids.js';
import type { LoadContext } from './load-context.js';
import { fileKindProblem, pathProblem } from './read-source.js';

/** Deeper than any family of variants needs; thousands would overflow the stack. */
export const maxExtendsDepth = 32;

/**
 * `from` is where the file was named (an `extends`), null for a file named by the caller.
 * `chain` holds the absolute paths of the variants extending this one, to catch cycles.
 */
export function loadVariant(file: string, from: Span | null, ctx: LoadContext, chain: readonly string[] = []): Draft | null {
  const collected = collectStatements(file, from, ctx);
  if (collected === null) return null;
  const { statements, brokenHeaders } = collected;

  const headers = statements.filter((s): s is VariantStmt => s.kind === 'variant');
  if (headers.length === 0) {
    const standIn = brokenHeaders.length > 0 ? standInHeader(brokenHeaders[0]) : null;
    // With text left out for syntax errors, the variant statement may be there, misspelt: say nothing more.
    if (brokenHeaders.length === 0 && !ctx.gaps.any) ctx.diagnostics.push(diagnose('DIP2004', from, [file]));
    if (standIn === null) return null;
    headers.push(standIn);
  }
  for (const extra of headers.slice(1)) {
    ctx.diagnostics.push(
      diagnose('DIP2005', extra.id.span, [extra.id.value], [
        { message: 'the first one', span: headers[0].id.span },
      ]),
    );
  }
  const header = headers[0];

  let draft: Draft;
  if (header.extends) {
    const found = basePathOf(header.extends, header.span.file, ctx);
    if (found === null) return null;
    const basePath = found.path;
    const inner = [...chain, resolve(file)];
    if (inner.includes(resolve(basePath))) {
      ctx.diagnostics.push(diagnose('DIP2003', header.extends.span, [header.id.value, basePath]));
      return null;
    }
    const outside = pathProblem(header.extends.value, basePath, found.ctx.root, ctx.host, header.extends.span);
    if (outside !== null) {
      ctx.diagnostics.push(outside);
      return null;
    }
    if (inner.length > maxExtendsDepth) {
      ctx.diagnostics.push(diagnose('DIP2107', header.extends.span, [maxExtendsDepth, basePath]));
      return null;
    }
    const base = loadVariant(basePath, header.extends.span, found.ctx, inner);
    if (!base) return null;
    draft = base;
    draft.header = { ...base.header, id: located(header.id), base: base.header.id.value, names: new Map(base.header.names) };
    draft.file = header.span.file;
  } else {
    draft = emptyDraft(
      { id: located(header.id), base: null, names: new Map(), start: null, victory: null, centres: null, edition: null, coordinates: null, geometry: null, ownership: null },
      header.span.file,
    );
  }
  applyVariantClauses(draft.header, header.clauses);
  // The board's file is read later, by the board code, from what the compiled variant says: check it now,
  // whether the variant statement names it or a `change variant` does.
  const changes = statements.flatMap((s) => (s.kind === 'change' && s.target === 'variant' ? s.clauses : []));
  for (const clause of [...header.clauses, ...changes]) {
    if (clause.kind !== 'geometry' || clause.file === null) continue;
    const path = relativeTo(clause.file.span.file, clause.file.value);
    const problem = pathProblem(clause.file.value, path, ctx.root, ctx.host, clause.file.span) ?? fileKindProblem(path, ctx.host, clause.file.span);
    if (problem !== null) ctx.diagnostics.push(problem);
  }

  const report = (d: Diagnostic): void => ctx.diagnostics.push(d);
  for (const statement of statements) applyStatement(draft, statement, report);
  return draft;
}

/**
 * The file a variant extends, and the context it is read in. `extends "FILE"` names a file
 * relative to this one, read inside the root. A bare id that names no file here (`extends
 * "standard"`) is `ID.dip` beside this file, else the variant dipkit ships with that id,
 * read inside the shipped folder (its own bases are there). Null after reporting an id
 * found nowhere.
 */
function basePathOf(written: { readonly value: string; readonly span: Span }, file: string, ctx: LoadContext): { path: string; ctx: LoadContext } | null {
  const path = relativeTo(file, written.value);
  const named = written.value.endsWith('.dip') ? written.value.slice(0, -'.dip'.length) : null;
  if (named !== null && isIdentifier(named) && ctx.host.stat(path) === null && ctx.shipped?.file(named)) {
    // A shipped variant's own `extends "standard.dip"`, copied into a folder without that file.
    ctx.diagnostics.push(diagnose('DIP2001', written.span, [path, `; dipkit ships the variant '${named}': extends "${named}" starts from it`]));
    return null;
  }
  // A folder of that name (a project's standard/) is not the file meant.
  if (!isIdentifier(written.value) || ctx.host.stat(path)?.kind === 'file') return { path, ctx };
  const beside = `${path}.dip`;
  if (ctx.host.stat(beside) !== null) return { path: beside, ctx };
  if (ctx.shipped === null) return { path, ctx };
  const shipped = ctx.shipped.file(written.value);
  if (shipped !== null) return { path: shipped, ctx: { ...ctx, root: ctx.shipped.root } };
  const ids = ctx.shipped.ids();
  ctx.diagnostics.push(diagnose('DIP2111', written.span, [written.value, ids.join(', '), didYouMean(wordSuggester(ids)(written.value))]));
  return null;
}

/**
 * A variant statement with a syntax error (already reported) still gives its id and
 * base when they can be read, so the rest of the variant is checked against them;
 * its clauses are lost. Null when its base is named but cannot be read.
 */
function standInHeader(broken: SkippedStatement): VariantStmt | null {
  if (broken.extends === 'unreadable') return null;
  const id = { value: broken.id ?? 'variant', span: broken.span };
  const base = broken.extends === null ? null : { value: broken.extends.path, span: broken.extends.span };
  return { kind: 'variant', id, extends: base, clauses: [], span: broken.span };
}
