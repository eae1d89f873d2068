/**
 * The variant a position or game file names in its "variant" field. An id is looked up
 * under variants/ as everywhere; a `.dip` path is data from whoever wrote the file, so it
 * is read as a variant's includes are: relative to the file naming it, and only inside
 * that file's folder (or --root): no absolute path, no `..` leading out, no symbolic link
 * pointing out. Otherwise a downloaded game could make dipkit read, and quote in its
 * diagnostics, any .dip file, or any file through a link named `x.dip`.
 */
import { dirname, join } from 'node:path';
import { fileSystemHost } from '../../compiler/compile.js';
import { pathEscape } from '../../compiler/resolve/read-source.js';
import { isIdentifier } from '../../dsl/identifier.js';
import type { Variant } from '../../model/variant.js';
import type { CliIo } from '../io.js';
import { clipEcho } from '../clip-echo.js';
import { compileVariant, findVariant, findVariantFile } from './adjudicate.js';
import { realPath } from './variant-inputs.js';

/** Why the `.dip` path `written` in `file` may not be read, or null when it may: the check of a variant's includes, in a position file's words. */
export function namedPathProblem(written: string, file: string, root: string | undefined): string | null {
  const folder = root ?? dirname(file);
  const escape = pathEscape(written, join(dirname(file), written), folder, fileSystemHost);
  if (escape === null) return null;
  const why = `: a position or game file names its variant file relative to its own folder, inside it (or give --variant FILE.dip)`;
  switch (escape.kind) {
    case 'absolute':
      return `the variant "${written}" is an absolute path${why}`;
    case 'outside':
      return `the variant "${written}" is outside the folder ${folder}${why}`;
    case 'link':
      return `the variant "${written}" is a symbolic link to ${escape.real}, outside the folder ${folder}${why}`;
  }
}

/** A "variant" field as a message quotes it: its first 80 characters, in JSON quotes. */
function quotedRef(ref: string): string {
  return JSON.stringify(ref.length > 80 ? ref.slice(0, 80) + '…' : ref);
}

/** The variant `ref`, named in `file`'s "variant" field; null after saying why not. */
export function variantNamedInFile(ref: string, file: string, io: CliIo, root: string | undefined): Variant | null {
  if (!ref.endsWith('.dip')) {
    // Not looked for as variants/**/REF.dip: "/etc/passwd" would read as a path there.
    if (!isIdentifier(ref)) {
      io.stderr.write(`${file}: the variant ${quotedRef(ref)} is neither a variant id nor the path of a .dip file; give --variant FILE.dip\n`);
      return null;
    }
    return findVariant(ref, io, file, root);
  }
  const problem = namedPathProblem(ref, file, root);
  if (problem !== null) {
    io.stderr.write(`${file}: ${problem}\n`);
    return null;
  }
  return compileVariant(join(dirname(file), ref), io, root ?? dirname(file));
}

/**
 * When the variant is given on the command line and the file's "variant" field names a
 * `.dip` path: why the two disagree (the field names another file than the variant's), or
 * null. The path is compared, never read: a position written for Colonial is not played
 * on Standard in silence because the command named Standard.
 */
export function namedFileMismatch(field: unknown, file: string, variant: Variant, variantFile: string): string | null {
  if (typeof field !== 'string' || !field.endsWith('.dip')) return null;
  if (realPath(join(dirname(file), field)) === realPath(variantFile)) return null;
  return `this file is for the variant file ${quotedRef(field)}, not for ${variantFile} (variant '${variant.id}'): give the variant once, in the file or on the command line`;
}

/** The "variant" field of a position or game file's JSON text, or undefined (not JSON, not an object: said later, where the file is read). */
export function variantField(text: string): unknown {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).variant : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The variant given on the command line (`--variant`, or first) for the position or game
 * `file` holding `text`: null, after saying why, when it cannot be found or the file names
 * another variant file (`namedFileMismatch`).
 */
export function variantGiven(ref: string, file: string, text: string, io: CliIo, root: string | undefined): Variant | null {
  const found = findVariantFile(ref, io, file, root);
  if (found === null) return null;
  const mismatch = namedFileMismatch(variantField(text), file, found.variant, found.file);
  if (mismatch === null) return found.variant;
  io.stderr.write(`${file}: ${clipEcho(mismatch)}\n`);
  return null;
}
