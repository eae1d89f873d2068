/**
 * Reads a file a variant names (the file given, what it includes or extends, its
 * board's geometry) only from inside the variant's root folder: no absolute path,
 * no `..` leading out, no symbolic link pointing out, and only a regular text file
 * of bounded size. A variant file is data from anyone; reading `/proc/self/environ`
 * and quoting its lines in diagnostics, or `/dev/zero` forever, are not its to ask.
 */
import { isAbsolute, resolve } from 'node:path';
import type { Span } from '../../dsl/ast.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { insideFolder } from '../../files/path-kind.js';
import { maxFileBytes } from '../../files/read-file.js';
import type { SourceHost } from './source-host.js';

/** How a path leaves its root: written absolute, leading out (`..`), or a symbolic link pointing out (to `real`). */
export type PathEscape = { readonly kind: 'absolute' } | { readonly kind: 'outside' } | { readonly kind: 'link'; readonly real: string };

/**
 * How a path written in a file (`written`, as written; `path`, resolved against the file)
 * leaves the root, or null when it stays inside. A path that does not exist is no problem
 * here: reading it says so. Also asked for the variant a position or game file names (cli/).
 */
export function pathEscape(written: string, path: string, root: string, host: SourceHost): PathEscape | null {
  if (isAbsolute(written)) return { kind: 'absolute' };
  return rootEscape(path, root, host);
}

/** Whether `path` is outside the root, lexically or through a symbolic link. */
function rootEscape(path: string, root: string, host: SourceHost): PathEscape | null {
  if (!insideFolder(root, resolve(path))) return { kind: 'outside' };
  const real = host.realPath(path);
  const realRoot = host.realPath(root) ?? root;
  if (real !== null && !insideFolder(realRoot, real)) return { kind: 'link', real };
  return null;
}

/** `pathEscape` as a diagnostic of the variant file naming the path. */
export function pathProblem(written: string, path: string, root: string, host: SourceHost, span: Span | null): Diagnostic | null {
  return escapeDiagnostic(pathEscape(written, path, root, host), written, root, span);
}

/** Whether `path` (shown as `written`) is outside the root, lexically or through a symbolic link. */
export function outsideRoot(written: string, path: string, root: string, host: SourceHost, span: Span | null): Diagnostic | null {
  return escapeDiagnostic(rootEscape(path, root, host), written, root, span);
}

function escapeDiagnostic(escape: PathEscape | null, written: string, root: string, span: Span | null): Diagnostic | null {
  if (escape === null) return null;
  switch (escape.kind) {
    case 'absolute':
      return diagnose('DIP2100', span, [written]);
    case 'outside':
      return diagnose('DIP2101', span, [written, root]);
    case 'link':
      return diagnose('DIP2102', span, [written, escape.real, root]);
  }
}

/**
 * For a file read later by other code (the board's geometry): a device, a folder or a
 * file over the size limit is refused now. A missing file is left to the board to report.
 */
export function fileKindProblem(path: string, host: SourceHost, span: Span | null): Diagnostic | null {
  const stat = host.stat(path);
  if (stat === null) return null;
  if (stat.kind !== 'file') return diagnose('DIP2103', span, [path]);
  if (stat.bytes > maxFileBytes) return diagnose('DIP2104', span, [path, maxFileBytes / 1024 / 1024]);
  return null;
}

/** The text of `path`, or null after reporting why it cannot be read (at `from`, where it was named). */
export function readSource(path: string, from: Span | null, host: SourceHost, report: (d: Diagnostic) => void): string | null {
  const read = host.read(path);
  if (read.ok) return read.text;
  switch (read.problem) {
    case 'missing':
      report(diagnose('DIP2001', from, [path, '']));
      break;
    case 'denied':
      report(diagnose('DIP2109', from, [path]));
      break;
    case 'link-loop':
      report(diagnose('DIP2110', from, [path]));
      break;
    case 'not-a-file':
      report(diagnose('DIP2103', from, [path]));
      break;
    case 'too-large':
      report(diagnose('DIP2104', from, [path, maxFileBytes / 1024 / 1024]));
      break;
    case 'not-text':
      report(diagnose('DIP2105', from, [path]));
      break;
  }
  return null;
}
