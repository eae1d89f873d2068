/**
 * Compiled variants for tests, compiled once per test process.
 * `loadVariant('standard/standard.dip')` compiles variants/standard/standard.dip,
 * or throws with the diagnostics shown as `dipkit check` shows them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { compileFile, type CompileResult } from '../../compiler/compile.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';
import type { Variant } from '../../model/variant.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const variantsDir = join(repoRoot, 'variants');

const results = new Map<string, CompileResult>();

/** The path of a file under variants/. */
export function variantPath(relativePath: string): string {
  return join(variantsDir, relativePath);
}

export function variantExists(relativePath: string): boolean {
  return existsSync(variantPath(relativePath));
}

/** The text of a file under variants/, to make broken copies of it. */
export function variantText(relativePath: string): string {
  return readFileSync(variantPath(relativePath), 'utf8');
}

/** The full compile result (diagnostics included), memoised. */
export function compileVariant(relativePath: string): CompileResult {
  let result = results.get(relativePath);
  if (!result) {
    result = compileFile(variantPath(relativePath));
    results.set(relativePath, result);
  }
  return result;
}

export function loadVariant(relativePath: string): Variant {
  const result = compileVariant(relativePath);
  if (!result.variant) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    throw new Error(`variants/${relativePath} does not compile:\n\n${formatDiagnostics(errors, result.sources)}`);
  }
  return result.variant;
}
