/**
 * Reads and parses a file and the files it includes, depth first, into one
 * statement list. A file included twice is read once; a file including itself,
 * directly or not, is an error at the include that closes the cycle.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Span, Statement } from '../../dsl/ast.js';
import { parseSource } from '../../dsl/parse.js';
import { diagnose } from '../diagnose.js';
import type { LoadContext } from './load-context.js';

export function relativeTo(file: string, target: string): string {
  return isAbsolute(target) ? target : join(dirname(file), target);
}

/** Null when the file itself cannot be read (the diagnostic is reported at `from`, or without a place). */
export function collectStatements(file: string, from: Span | null, ctx: LoadContext): Statement[] | null {
  const statements: Statement[] = [];
  const seen = new Set<string>();
  const ok = visit(file, from, ctx, [], seen, statements);
  return ok ? statements : null;
}

function visit(file: string, from: Span | null, ctx: LoadContext, stack: string[], seen: Set<string>, out: Statement[]): boolean {
  const absolute = resolve(file);
  const text = ctx.host.readFile(file);
  if (text === null) {
    ctx.diagnostics.push(diagnose('DIP2001', from, [file]));
    return false;
  }
  seen.add(absolute);
  ctx.sources.set(file, text);
  const { ast, diagnostics } = parseSource(text, file);
  ctx.diagnostics.push(...diagnostics);
  const inner = [...stack, absolute];
  for (const statement of ast.statements) {
    if (statement.kind !== 'include') {
      out.push(statement);
      continue;
    }
    const target = relativeTo(file, statement.path.value);
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
