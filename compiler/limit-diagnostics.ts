/**
 * A bound on what is reported for one file. Past MAX_DIAGNOSTICS problems a file is not
 * worth reading further, and reporting every one costs: two million copies of one
 * warning took 38 s and 22 million lines to print. The parser already stops at that many
 * (DIP1105); the checks after it are bounded here, errors and warnings together.
 *
 * What is kept: every error first (up to the bound, and DIP1105 always, which says where
 * reading stopped), then warnings, in source order; then one last line (DIP1113) that says
 * how many more there are, errors and warnings, so the count stays honest.
 */
import { makeDiagnostic } from '../dsl/diagnostics/catalogue.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import { MAX_DIAGNOSTICS } from '../dsl/parse.js';

/** Problems of a file not shown, by severity. */
export interface HiddenCounts {
  readonly errors: number;
  readonly warnings: number;
  /** The earliest of them, when known (diagnostic-log.ts): where the note points, if before those left out here. */
  readonly first?: Diagnostic;
}

export interface Limited {
  readonly diagnostics: Diagnostic[];
  /** By file, for each file with problems left out (counted in its DIP1113). */
  readonly hidden: ReadonlyMap<string, HiddenCounts>;
}

/**
 * Keeps at most `limit` diagnostics per file (those without a place are all kept), in the
 * order given, each file's DIP1113 after its own. A list limited before may be limited
 * again with more added (the board's warnings after the compiler's): give the counts it
 * hid as `before`, and its DIP1113 is replaced by one counting both.
 */
export function limitDiagnostics(diagnostics: readonly Diagnostic[], before: ReadonlyMap<string, HiddenCounts> = new Map(), limit = MAX_DIAGNOSTICS): Limited {
  const perFile = new Map<string, number>();
  for (const d of diagnostics) if (d.span !== null && d.code !== 'DIP1113') perFile.set(d.span.file, (perFile.get(d.span.file) ?? 0) + 1);
  const over = new Set([...perFile].filter(([file, n]) => n > limit || before.has(file)).map(([file]) => file));
  for (const file of before.keys()) over.add(file);
  if (over.size === 0) return { diagnostics: [...diagnostics], hidden: new Map() };

  // Each file's own problems (its earlier note aside), grouped in one pass: a variant of
  // hundreds of included files, each over the bound, took seconds filtering the whole list per file.
  const byFile = new Map<string, Diagnostic[]>();
  for (const file of over) byFile.set(file, []);
  for (const d of diagnostics) if (d.span !== null && d.code !== 'DIP1113') byFile.get(d.span.file)?.push(d);

  // Per file over the bound: which to keep (errors first), and the first one left out.
  const kept = new Set<Diagnostic>();
  const hidden = new Map<string, HiddenCounts>();
  const firstHidden = new Map<string, Diagnostic>();
  for (const file of over) {
    const mine = byFile.get(file) ?? [];
    const keep = [
      ...mine.filter((d) => d.code === 'DIP1105'),
      ...mine.filter((d) => d.severity === 'error' && d.code !== 'DIP1105'),
      ...mine.filter((d) => d.severity !== 'error'),
    ].slice(0, limit);
    for (const d of keep) kept.add(d);
    const left = mine.filter((d) => !kept.has(d));
    const earlier: HiddenCounts = before.get(file) ?? { errors: 0, warnings: 0 };
    const errors = earlier.errors + left.filter((d) => d.severity === 'error').length;
    const warnings = earlier.warnings + left.length - (errors - earlier.errors);
    if (errors + warnings > 0) hidden.set(file, { errors, warnings });
    const first = earliest(left[0], earlier.first);
    if (first !== undefined) firstHidden.set(file, first);
  }

  const out: Diagnostic[] = [];
  const lastOf = new Map<string, number>();
  for (const d of diagnostics) {
    const file = d.span?.file;
    if (file === undefined || !over.has(file)) out.push(d);
    else if (kept.has(d)) out.push(d), lastOf.set(file, out.length);
  }
  // Each file's note after its last diagnostic shown (notes at one place in the reverse of
  // the files' order), put in while the list is copied once, not spliced in one by one.
  const notesAt = new Map<number, Diagnostic[]>();
  for (const [file, counts] of hidden) {
    const at = lastOf.get(file) ?? out.length;
    const here = notesAt.get(at) ?? [];
    here.unshift(note(file, counts, firstHidden.get(file) ?? null, diagnostics, limit));
    notesAt.set(at, here);
  }
  const withNotes: Diagnostic[] = [];
  for (let i = 0; i <= out.length; i++) {
    for (const n of notesAt.get(i) ?? []) withNotes.push(n);
    if (i < out.length) withNotes.push(out[i]);
  }
  return { diagnostics: withNotes, hidden };
}

/** The one earlier in its file (the one left out here when both are at one place). */
function earliest(a: Diagnostic | undefined, b: Diagnostic | undefined): Diagnostic | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return b.span!.start < a.span!.start ? b : a;
}

function note(file: string, counts: HiddenCounts, first: Diagnostic | null, all: readonly Diagnostic[], limit: number): Diagnostic {
  // At the first problem left out, where reading on would start; else where the earlier note was.
  const span = first?.span ?? all.find((d) => d.code === 'DIP1113' && d.span?.file === file)?.span ?? null;
  const n = (k: number, word: string) => `${k.toLocaleString('en-GB')} ${word}${k === 1 ? '' : 's'}`;
  const what = [counts.errors > 0 ? n(counts.errors, 'error') : null, counts.warnings > 0 ? n(counts.warnings, 'warning') : null].filter((x) => x !== null).join(' and ');
  return makeDiagnostic('DIP1113', span, limit, (counts.errors + counts.warnings).toLocaleString('en-GB'), what);
}
