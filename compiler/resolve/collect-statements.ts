/**
 * Reads and parses a file and the files it includes, depth first, into one
 * statement list. A file included twice is read once; a file including itself,
 * directly or not, is an error at the include that closes the cycle.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Span, Statement } from '../../dsl/ast.js';
import { parseSource } from '../../dsl/parse.js';
import type { SkippedStatement } from '../../dsl/skipped-statement.js';
import { diagnose } from '../diagnose.js';
import { noteSkipped, noteUnread } from './gaps.js';
import { maxVariantBytes, type LoadContext } from './load-context.js';
import { pathProblem, readSource } from './read-source.js';

/** Deeper than any map needs; a chain of thousands would overflow the stack. */
export const maxIncludeDepth = 64;

export function relativeTo(file: string, target: string): string {
  return isAbsolute(target) ? target : join(dirname(file), target);
}

export interface Collected {
  readonly statements: Statement[];
  /** Variant statements left out for a syntax error (already reported). */
  readonly brokenHeaders: SkippedStatement[];
}

/** Null when the file itself cannot be read (the diagnostic is reported at `from`, or without a place). */
export function collectStatements(file: string, from: Span | null, ctx: LoadContext): Collected | null {
  const out: Collected = { statements: [], brokenHeaders: [] };
  const seen = new Set<string>();
  const ok = visit(file, from, ctx, [], seen, out);
  return ok ? out : null;
}

function visit(file: string, from: Span | null, ctx: LoadContext, stack: string[], seen: Set<string>, out: Collected): boolean {
  const absolute = resolve(file);
  const text = readSource(file, from, ctx.host, (d) => ctx.diagnostics.push(d));
  if (text === null) {
    noteUnread(ctx.gaps);
    return false;
  }
  // Its text is not kept when the variant's files already hold all they may: the bound is on what stays in memory.
  const bytes = Buffer.byteLength(text);
  if (bytes > ctx.left.bytes) {
    ctx.diagnostics.push(diagnose('DIP2108', from, [file, maxVariantBytes / 1024 / 1024]));
    noteUnread(ctx.gaps);
    return false;
  }
  ctx.left.bytes -= bytes;
  seen.add(absolute);
  ctx.sources.set(file, text);
  const { ast, diagnostics, skipped, tokens } = parseSource(text, file, ctx.left.tokens);
  ctx.left.tokens -= tokens;
  // One by one: a file may have more problems than a call takes arguments.
  for (const d of diagnostics) ctx.diagnostics.push(d);
  noteSkipped(ctx.gaps, skipped);
  for (const s of skipped) if (s.keyword === 'variant') out.brokenHeaders.push(s);
  const inner = [...stack, absolute];
  for (const statement of ast.statements) {
    if (statement.kind !== 'include') {
      out.statements.push(statement);
      continue;
    }
    const target = relativeTo(file, statement.path.value);
    const outside = pathProblem(statement.path.value, target, ctx.root, ctx.host, statement.path.span);
    if (outside !== null) {
      ctx.diagnostics.push(outside);
      noteUnread(ctx.gaps);
      continue;
    }
    if (inner.length >= maxIncludeDepth) {
      ctx.diagnostics.push(diagnose('DIP2106', statement.path.span, [maxIncludeDepth, target]));
      noteUnread(ctx.gaps);
      continue;
    }
    const targetAbsolute = resolve(target);
    if (inner.includes(targetAbsolute)) {
      ctx.diagnostics.push(diagnose('DIP2002', statement.path.span, [target, [...inner.slice(inner.indexOf(targetAbsolute)), targetAbsolute].map((p) => short(p, file)).join(' → ')]));
      continue;
    }
    if (seen.has(targetAbsolute)) continue;
    visit(target, statement.path.span, ctx, inner, seen, out);
  }
  return true;
}

function short(absolute: string, near: string): string {
  const base = dirname(resolve(near));
  return absolute.startsWith(base + '/') ? absolute.slice(base.length + 1) : absolute;
}
