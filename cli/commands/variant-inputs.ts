/**
 * The files a variant is made from, which an output of dipkit must never replace: its
 * `.dip` files and its drawn board (`geometry svg "…"`). `build --out .` beside a variant
 * called colonial.dip with its board in colonial.svg wrote the rendered board over the
 * drawing; `render -o` could do the same.
 */
import { realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Variant } from '../../model/variant.js';

/** A path as the system resolves it (links followed), or resolved as written when it does not exist. */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** `sources`: the variant's .dip files (its own first); its board file is found beside its own. */
export function variantInputs(variant: Variant, sources: readonly string[]): Set<string> {
  const inputs = new Set(sources.map(realPath));
  if (variant.geometry.kind !== 'generated' && sources.length > 0) inputs.add(realPath(join(dirname(sources[0]), variant.geometry.file)));
  return inputs;
}

/** Why writing the outputs `paths` is refused (one is among the variant's inputs), or null. */
export function overwritesInput(paths: readonly string[], inputs: ReadonlySet<string>): string | null {
  const path = paths.find((p) => inputs.has(realPath(p)));
  return path === undefined ? null : `${path} is a file the variant is made from: it is not written over (write the output elsewhere)`;
}
