/**
 * The "variant" field of a position or game file, read against the variant the file is
 * played with: an id must be that variant's. A `.dip` path names the file the command line
 * compiled the variant from (cli/commands/variant-named-in-file.ts), so there is no id to
 * compare with here; with a variant given otherwise (`--variant`), the command line checks
 * that the path names the same file (`namedFileMismatch`).
 */
import type { Variant } from '../../model/variant.js';
import { describe, type Problems } from './json-input.js';

export function checkVariantField(value: unknown, variant: Variant, where: string, what: 'position' | 'game', problems: Problems): void {
  if (value === undefined || value === variant.id) return;
  if (typeof value === 'string' && value.endsWith('.dip')) return;
  problems.push(`${where}: this ${what} is for ${describe(value)}, not for the variant '${variant.id}'`);
}
