/**
 * The compiled variants the site is built from: what `dipkit build` wrote into
 * `out/variants/` (ID.json, ID.js, ID.svg …). The site reads the variant model, never
 * the parser; a variant added under `variants/` appears on the site with nothing to edit.
 *
 *   import { listVariants, findVariant } from '../lib/variants';
 *   for (const { id, variant, geometry, files } of listVariants()) …
 *
 * `listVariants()` returns every compiled variant, each followed by those built on it
 * (variant-order.ts); `findVariant(id)` one of them. Each entry carries:
 *   - `variant`: the compiled model (model/variant.ts);
 *   - `geometry`: its board geometry: generated from its map points, or, for a board
 *     drawn from an SVG/GeoJSON file, the geometry `dipkit build` wrote as ID.board.json
 *     (null when that file is missing: built with --no-board);
 *   - `files`: absolute paths of the compiled files (js, json, dts, svg when present).
 *
 * The folder is `DIPKIT_VARIANTS` when set, else `out/variants` under `DIPKIT_ROOT` (the
 * repository root, set by astro.config.mjs), else under the current directory.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Variant } from '../../../model/variant.js';
import type { BoardGeometry } from '../../../board/geometry/types.js';
import { loadGeometry } from '../../../board/geometry/load-geometry.js';
import { isCompiledVariantFile } from './compiled-files.js';
import { familyOrder } from './variant-order.js';

export interface CompiledVariant {
  readonly id: string;
  readonly variant: Variant;
  /** Null when the board is drawn from a file and out/ has no ID.board.json. */
  readonly geometry: BoardGeometry | null;
  /** The empty board written by `dipkit build`, when there is one. */
  readonly svgPath: string | null;
  readonly files: { readonly js: string; readonly json: string; readonly dts: string | null; readonly svg: string | null };
}

/** Where the compiled variants are read from. */
export function variantsDir(): string {
  return process.env.DIPKIT_VARIANTS ? resolve(process.env.DIPKIT_VARIANTS) : resolve(process.env.DIPKIT_ROOT ?? '.', 'out/variants');
}

function readVariant(dir: string, jsonFile: string): CompiledVariant {
  const json = join(dir, jsonFile);
  const variant = JSON.parse(readFileSync(json, 'utf8')) as Variant;
  const id = variant.id;
  const at = (ext: string): string | null => (existsSync(join(dir, `${id}.${ext}`)) ? join(dir, `${id}.${ext}`) : null);
  const js = at('js');
  if (!js) throw new Error(`${json}: ${id}.js is missing next to it; run \`npm run build\` again`);
  const svg = at('svg');
  // Geometry from the map points is the model's own; a drawn board's comes from its file,
  // which `dipkit build` read and wrote out as ID.board.json.
  const board = at('board.json');
  // A generated board comes from dipkit's board cache, which `dipkit build` has just
  // filled (same key: the map's points, not the variant), else is generated and cached:
  // the seven variants on the Standard map share one board.
  const geometry =
    variant.geometry.kind === 'generated'
      ? loadGeometry(variant, dir, { cache: true })
      : board === null
        ? null
        : (JSON.parse(readFileSync(board, 'utf8')) as BoardGeometry);
  return { id, variant, geometry, svgPath: svg, files: { js, json, dts: at('d.ts'), svg } };
}

// Read once per build: every page of a variant needs its board.
const cache = new Map<string, readonly CompiledVariant[]>();

/** Every compiled variant in the folder; an error naming the folder when there is none. */
export function listVariants(dir: string = variantsDir()): readonly CompiledVariant[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  if (!existsSync(dir)) throw new Error(`no compiled variants in ${dir}: run \`npm run build\` (it runs \`dipkit build\` first)`);
  const jsonFiles = readdirSync(dir).filter(isCompiledVariantFile);
  if (jsonFiles.length === 0) throw new Error(`no compiled variants in ${dir}: run \`dipkit build\``);
  const list = familyOrder(jsonFiles.map((f) => readVariant(dir, f)), (entry) => entry.variant.base);
  cache.set(dir, list);
  return list;
}

export function findVariant(id: string, dir?: string): CompiledVariant {
  const found = listVariants(dir).find((v) => v.id === id);
  if (!found) throw new Error(`no compiled variant ${id} in ${dir ?? variantsDir()}`);
  return found;
}
