/** Writes a compiled variant's files into a folder; the same variant always gives the same bytes. */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import type { Variant } from '../../model/variant.js';
import { generateDts } from './generate-dts.js';
import { generateJs } from './generate-js.js';
import { generateJson } from './generate-json.js';
import { generateReport } from './generate-report.js';
import { writeFilesAtomically } from '../../files/write-files.js';
import { assertVariantShape } from '../../engine/variant-shape.js';

export interface EmitOptions {
  /** Module the `.d.ts` imports the `Variant` type from. */
  readonly typesFrom?: string;
  /** Warnings to list in the report. */
  readonly diagnostics?: readonly Diagnostic[];
}

/** The files to write, by name, in a fixed order. */
export function generateVariantFiles(variant: Variant, options: EmitOptions = {}): [string, string][] {
  // A caller's mistake said in words: a variant is what compileFile gives (the same check the engine makes).
  assertVariantShape(variant);
  if (typeof options !== 'object' || options === null) throw new TypeError('options: expected an object ({ typesFrom, diagnostics })');
  return [
    [`${variant.id}.js`, generateJs(variant)],
    [`${variant.id}.d.ts`, generateDts(options.typesFrom)],
    [`${variant.id}.json`, generateJson(variant)],
    [`${variant.id}.report.txt`, generateReport(variant, options.diagnostics ?? [])],
  ];
}

/** Returns the paths written: all of them, or none (the files are made before any is written). */
export function emitVariant(variant: Variant, outDir: string, options: EmitOptions = {}): string[] {
  return writeFilesAtomically(outDir, generateVariantFiles(variant, options));
}
