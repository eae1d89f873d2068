/**
 * The variants dipkit ships (its package's variants/ folder: Standard and its setups,
 * Colonial, Rokugan…), so that `dipkit start standard` works in any folder, not only in
 * dipkit's own. Found from this file up to the package's root, where its package.json and
 * its command (bin/dipkit.js) are: the sources, the compiled files and the bundle sit at
 * different depths below it, and the compiled files' folder (dist/) has a copy of
 * package.json of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShippedVariants } from '../../compiler/resolve/shipped-variants.js';
import { dipFilesNamed, findVariantFiles } from './find-variant-files.js';

/** The shipped variants' folder, or null when this copy of dipkit has none. */
export function shippedVariantsDir(): string | null {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'bin', 'dipkit.js')) && isDipkitPackage(join(dir, 'package.json'))) return existsSync(join(dir, 'variants')) ? join(dir, 'variants') : null;
    if (dirname(dir) === dir) return null;
  }
}

function isDipkitPackage(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'dipkit';
  } catch {
    return false;
  }
}

/** The ids of the shipped variants in `dir`, by their files' names (`standard`, `colonial-1996`…), sorted. */
function shippedIds(dir: string): string[] {
  return findVariantFiles(dir).files.map((f) => basename(f, '.dip')).sort();
}

/**
 * The shipped variants as the compiler asks for them (`extends "standard"` from any folder),
 * or null when this copy of dipkit has none. A variant is the file named after its id, as
 * `dipkit start standard` finds it; the folder is walked only when a variant names one.
 */
export function shippedVariants(): ShippedVariants | null {
  const root = shippedVariantsDir();
  if (root === null) return null;
  return {
    root,
    file: (id) => dipFilesNamed(root, `${id}.dip`).files[0] ?? null,
    ids: () => shippedIds(root),
  };
}
