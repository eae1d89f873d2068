/**
 * The geometry a variant names: its SVG or GeoJSON file (relative to the variant's
 * source directory), or a board generated from its points; kept in the on-disk board
 * cache when asked (geometry-cache.ts).
 */
import { resolve } from 'node:path';
import type { Variant } from '../../model/variant.js';
import { generateLonLatGeometry, type GenerateOptions } from './generate-lonlat.js';
import { generatePlaneGeometry } from './generate-plane.js';
import { cacheDirFor, cacheFile, geometryKey, readCachedBoard, writeCachedBoard, type CachedBoard } from './geometry-cache.js';
import { GeometryError, MapPointError } from './geometry-error.js';
import { importGeoJson } from './import-geojson.js';
import { importSvg } from './import-svg.js';
import { touchingPairs } from './touching-pairs.js';
import type { BoardGeometry } from './types.js';
import { assertVariantShape } from '../../engine/variant-shape.js';
import { describe } from '../../engine/files/json-input.js';
import { describeReadProblem, readFileBytes } from '../../files/read-file.js';

export interface LoadOptions extends GenerateOptions {
  /**
   * Keep the board in the on-disk cache and reuse it while its inputs are unchanged:
   * true for the default folder (see geometry-cache.ts), or the folder to use.
   */
  readonly cache?: boolean | string;
  /**
   * Boards this process already has, by cache key (with `cache`): a command that builds
   * several variants of one map reads their board from disk once, not once per variant.
   */
  readonly loaded?: Map<string, CachedBoard>;
}

/**
 * The board's file, read as every input is (files/read-file.ts): a device or a pipe named
 * by a variant made by hand, not by the compiler (which refuses them), would never end.
 */
function readBytes(file: string): Buffer {
  const read = readFileBytes(file);
  if (read.ok) return read.bytes;
  throw new GeometryError(file, read.problem === 'missing' ? 'no such file' : `cannot read the file (${describeReadProblem(read.problem, read.bytes, read.limit)})`);
}

export function generateGeometry(variant: Variant, options: GenerateOptions = {}): BoardGeometry {
  assertVariantShape(variant);
  if (typeof options !== 'object' || options === null) throw new TypeError(`options: expected an object ({ width }), found ${describe(options)}`);
  return variant.coordinates === 'lonlat' ? generateLonLatGeometry(variant, options) : generatePlaneGeometry(variant, options);
}

export function loadGeometry(variant: Variant, sourceDir: string, options: LoadOptions = {}): BoardGeometry {
  return loadBoard(variant, sourceDir, options).geometry;
}

/**
 * The board with the pairs of provinces whose shapes touch: from the cache when it holds
 * this board (`options.cache`), else computed (and then cached). Without the cache the
 * pairs are left to whoever needs them (null).
 */
export function loadBoard(
  variant: Variant,
  sourceDir: string,
  options: LoadOptions = {},
): { readonly geometry: BoardGeometry; readonly touching: ReadonlyMap<string, number> | null } {
  assertVariantShape(variant);
  const { cache, loaded, ...generate } = options;
  const source = variant.geometry;
  // The file is read once, for the key and (on a miss) for the import.
  const bytes = source.kind === 'generated' ? null : readBytes(resolve(sourceDir, source.file));
  if (!cache) return { geometry: computeGeometry(variant, sourceDir, bytes, generate), touching: null };
  const key = geometryKey(variant, bytes, generate);
  const known = loaded?.get(key);
  if (known) return known;
  const folder = typeof cache === 'string' ? cache : cacheDirFor(sourceDir);
  if (folder === null) return { geometry: computeGeometry(variant, sourceDir, bytes, generate), touching: null };
  const file = cacheFile(folder, key);
  const cached = readCachedBoard(file, key, variant);
  if (cached) {
    if (loaded) remember(loaded, key, cached);
    return cached;
  }
  const geometry = computeGeometry(variant, sourceDir, bytes, generate);
  const board: CachedBoard = { geometry, touching: touchingPairs(geometry) };
  writeCachedBoard(file, key, board);
  if (loaded) remember(loaded, key, board);
  return board;
}

/**
 * The most provinces the boards a process keeps (`loaded`) may draw together: a run over a
 * folder of large maps keeps the last boards it loaded, not every one (the disk cache holds
 * them all), and a board larger than this is not kept. Hundreds of maps the size of Standard.
 */
const KEPT_PROVINCES = 20_000;

export function remember(loaded: Map<string, CachedBoard>, key: string, board: CachedBoard, limit = KEPT_PROVINCES): void {
  const size = (b: CachedBoard) => Object.keys(b.geometry.provinces).length;
  let total = size(board);
  if (total > limit) return;
  for (const b of loaded.values()) total += size(b);
  // The oldest first (a Map keeps the order of insertion).
  for (const [k, b] of loaded) {
    if (total <= limit) break;
    loaded.delete(k);
    total -= size(b);
  }
  loaded.set(key, board);
}

function computeGeometry(variant: Variant, sourceDir: string, bytes: Buffer | null, options: GenerateOptions): BoardGeometry {
  const source = variant.geometry;
  switch (source.kind) {
    case 'generated':
      try {
        return generateGeometry(variant, options);
      } catch (error) {
        throw new GeometryError(`the generated board of ${variant.id}`, (error as Error).message, error instanceof MapPointError ? error.province : null);
      }
    case 'svg': {
      const file = resolve(sourceDir, source.file);
      return importSvg(variant, bytes!.toString('utf8'), file);
    }
    case 'geojson': {
      const file = resolve(sourceDir, source.file);
      return importGeoJson(variant, bytes!.toString('utf8'), file, options);
    }
  }
}
