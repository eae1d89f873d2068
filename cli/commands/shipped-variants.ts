/**
 * The variants dipkit ships (its package's variants/ folder: Standard and its setups,
 * Colonial, Rokugan…), so that `dipkit start standard` works in any folder, not only in
 * dipkit's own. Found from this file up to the package's root, where its package.json and
 * its command (bin/dipkit.js) are: the sources, the compiled files and the bundle sit at
 * different depths below it, and the compiled files' folder (dist/) has a copy of
 * package.json of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
