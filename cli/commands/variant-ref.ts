/**
 * The VARIANT argument of start, render and balance: a variant file (`.dip`) or a variant's
 * id, told apart by the id's shape (dsl/identifier.ts). Anything else (`Standard`,
 * `../secret`) is bad usage, said the same way by every command, before any file is read.
 */
import { isIdentifier } from '../../dsl/identifier.js';
import { clipEcho } from '../clip-echo.js';
import { UsageError } from '../command.js';

/** `ref` itself, when it is a `.dip` file or an id; else throws the usage error. */
export function variantRef(ref: string): string {
  if (ref.endsWith('.dip') || isIdentifier(ref)) return ref;
  throw new UsageError(`VARIANT is a variant file (.dip) or a variant's id, not ${clipEcho(JSON.stringify(ref))}`);
}
