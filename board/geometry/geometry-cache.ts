/**
 * A board's geometry kept on disk between runs, keyed by a hash of everything it is
 * computed from and nothing else: the provinces' terrains and map points (and coasts, and
 * the fleet borders that place unpointed coasts), the provinces the special features join
 * (labels keep clear of their lines), the board file's bytes, the options, the coastline
 * data's version and the geometry code itself. Start positions, powers, names and rules
 * are not in it: editing them reuses the board. Seven variants of one map
 * share one entry; any change to the map or to dipkit's board code makes a new one.
 *
 * Where: `DIPKIT_CACHE_DIR` when set; else `node_modules/.cache/dipkit/boards/` of the
 * nearest folder above the variant that has a `node_modules`; else `.dipkit-cache/boards/`
 * beside the variant. A cache file is data from disk, not trusted: anything that does not
 * read back as a well-formed board of this variant is ignored and recomputed. A cache
 * that cannot be written (read-only disk) only costs the time saved.
 *
 * Node-only (fs, crypto): the renderer never imports it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { insideFolder } from '../../files/path-kind.js';
import { readTextFile } from '../../files/read-file.js';
import { makeFolders, writeTemporaryFile } from '../../files/write-files.js';
import type { Variant } from '../../model/variant.js';
import type { GenerateOptions } from './generate-lonlat.js';
import type { BoardGeometry, CoastShape, Point, ProvinceShape, Ring } from './types.js';
import { assertVariantShape } from '../../engine/variant-shape.js';

/** The largest entry read back: ten times the board of a map at the language's million-token limit (about 22 MB). */
const CACHE_FILE_BYTES = 256 * 1024 * 1024;

/** Bumped when the cache file's layout changes. */
const FORMAT = 'dipkit-board-1';

/** The version of the geometry code: a hash of this folder's source files (in the bundled CLI, the bundle), read once. */
let codeVersion: string | null = null;
function geometryCodeVersion(): string {
  if (codeVersion !== null) return codeVersion;
  const hash = createHash('sha256');
  const here = dirname(fileURLToPath(import.meta.url));
  for (const name of readdirSync(here).filter((n) => /\.(ts|js|cjs)$/.test(n) && !n.endsWith('.d.ts')).sort()) {
    hash.update(name).update('\0').update(readFileSync(join(here, name))).update('\0');
  }
  let atlas = 'none';
  try {
    atlas = (createRequire(import.meta.url)('world-atlas/package.json') as { version: string }).version;
  } catch {
    // Without the coastline package no lon/lat board can be generated anyway.
  }
  codeVersion = hash.update(`world-atlas ${atlas}`).digest('hex');
  return codeVersion;
}

/**
 * The key of a variant's board: `fileBytes` is the content of its SVG or GeoJSON file
 * (null for a generated board).
 */
export function geometryKey(variant: Variant, fileBytes: Uint8Array | null, options: GenerateOptions = {}): string {
  assertVariantShape(variant);
  const hash = createHash('sha256');
  const map = {
    format: FORMAT,
    code: geometryCodeVersion(),
    coordinates: variant.coordinates,
    source: variant.geometry.kind,
    width: options.width ?? null,
    provinces: variant.provinces.map((p) => [
      p.id,
      p.terrain,
      p.points.map((q) => [q.x, q.y]),
      p.label ? [p.label.x, p.label.y] : null,
      p.coasts.map((c) => [c.id, c.points.map((q) => [q.x, q.y]), variant.adjacency.fleet[`${p.id}/${c.id}`] ?? []]),
      // The seas a one-coast province's fleet stands by (coast-anchors.ts, shoreFleetAnchor).
      p.terrain === 'coastal' && p.coasts.length === 0 ? variant.adjacency.fleet[p.id] ?? [] : null,
    ]),
    // Labels keep clear of the lines features draw between provinces: which provinces, not names or owners.
    features: variant.features.map((f) =>
      f.kind === 'railway' ? [f.kind, f.route] : f.kind === 'passage' || f.kind === 'bridge' ? [f.kind, f.between] : [f.kind, f.province, f.seas],
    ),
  };
  hash.update(JSON.stringify(map)).update('\0');
  if (fileBytes) hash.update(fileBytes);
  return hash.digest('hex');
}

/**
 * The folder board caches go in, for a variant whose file is in `sourceDir`; null when the
 * one beside the variant leads out of its folder (then no cache is used). A `node_modules`
 * (or its `.cache`) that is a symbolic link out of the folder holding it is passed over, as
 * a variant's folder may bring one: the cache is never written through a link to elsewhere.
 */
export function cacheDirFor(sourceDir: string): string | null {
  const fromEnv = process.env.DIPKIT_CACHE_DIR;
  if (fromEnv) return resolve(fromEnv);
  for (let dir = resolve(sourceDir); ; dir = dirname(dir)) {
    const home = join(dir, 'node_modules', '.cache', 'dipkit', 'boards');
    if (existsSync(join(dir, 'node_modules')) && staysInside(home, dir)) return home;
    if (dirname(dir) === dir) break;
  }
  const beside = join(resolve(sourceDir), '.dipkit-cache', 'boards');
  return staysInside(beside, sourceDir) ? beside : null;
}

/**
 * Whether `dir` (or, while it is not made, the nearest folder above it that is) lies inside
 * `base` once links are followed: a `.dipkit-cache` that came with a variant's folder, as a
 * symbolic link to elsewhere, is not written through.
 */
function staysInside(dir: string, base: string): boolean {
  let existing = dir;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  try {
    return insideFolder(realpathSync(base), realpathSync(existing));
  } catch {
    return false;
  }
}

export function cacheFile(dir: string, key: string): string {
  return join(dir, `${key}.json`);
}

/** A cached board, with the pairs of provinces whose shapes touch (what the checks need). */
export interface CachedBoard {
  readonly geometry: BoardGeometry;
  readonly touching: ReadonlyMap<string, number>;
}

/** The cached board under `key`, or null when there is none or it does not check out. */
export function readCachedBoard(file: string, key: string, variant: Variant): CachedBoard | null {
  // Read as any input is (a cache folder may come with a variant's folder): a pipe or a
  // device put where an entry goes would never end; it is a miss, as a broken entry is.
  const read = readTextFile(file, CACHE_FILE_BYTES);
  if (!read.ok) return null;
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.format !== FORMAT || data.key !== key) return null;
  if (!validGeometry(data.geometry, variant) || !validTouching(data.touching, data.geometry)) return null;
  return { geometry: data.geometry, touching: new Map(data.touching) };
}

/** Writes the entry beside a temporary name and renames it, so a reader never sees half a file. */
export function writeCachedBoard(file: string, key: string, board: CachedBoard): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    // Not Node's recursive mkdir, which loops for ever where no folder can be made (/proc).
    makeFolders(dirname(file));
    // Never through a link left at the temporary name: a variant's folder may bring its own cache.
    writeTemporaryFile(temporary, JSON.stringify({ format: FORMAT, key, geometry: board.geometry, touching: [...board.touching] }));
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing was written where nothing can be written.
    }
    return false;
  }
}

// ---- validation: the cache's content must be a board, and one of this variant ----

/** Path data: commands, numbers, separators; nothing that could end an attribute. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\- ]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPoint(value: unknown): value is Point {
  return Array.isArray(value) && value.length === 2 && isFiniteNumber(value[0]) && isFiniteNumber(value[1]);
}

function isRing(value: unknown): value is Ring {
  return Array.isArray(value) && value.every(isPoint);
}

function isPath(value: unknown): value is string {
  return typeof value === 'string' && PATH_DATA.test(value);
}

function validShape(value: unknown, coastIds: ReadonlySet<string>): value is ProvinceShape {
  if (!isRecord(value)) return false;
  if (!isPath(value.path) || !['land', 'sea', 'impassable'].includes(value.kind as string)) return false;
  if (!isPoint(value.unitAnchor) || !isPoint(value.labelAnchor)) return false;
  if (value.labelOutside !== undefined && value.labelOutside !== true) return false;
  if (value.fleetAnchor !== undefined && !isPoint(value.fleetAnchor)) return false;
  if (!Array.isArray(value.polygons) || !value.polygons.every(isRing)) return false;
  if (value.coasts !== undefined) {
    if (!isRecord(value.coasts)) return false;
    for (const [id, coast] of Object.entries(value.coasts)) {
      if (!coastIds.has(id) || !isRecord(coast) || !isPoint((coast as Partial<CoastShape>).unitAnchor)) return false;
      if (coast.marker !== undefined && !isPoint(coast.marker)) return false;
    }
  }
  return true;
}

function validTouching(value: unknown, geometry: BoardGeometry): value is [string, number][] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        isFiniteNumber(entry[1]) &&
        entry[0].split(' ').length === 2 &&
        entry[0].split(' ').every((id: string) => Object.hasOwn(geometry.provinces, id)),
    )
  );
}

function validGeometry(value: unknown, variant: Variant): value is BoardGeometry {
  if (!isRecord(value) || !isFiniteNumber(value.width) || !isFiniteNumber(value.height) || value.width <= 0 || value.height <= 0) return false;
  if (!isRecord(value.background) || !isPath(value.background.land)) return false;
  if (value.background.sea !== undefined && !isPath(value.background.sea)) return false;
  if (value.borders !== undefined && !isPath(value.borders)) return false;
  if (value.unmatchedIds !== undefined && !(Array.isArray(value.unmatchedIds) && value.unmatchedIds.every((id) => typeof id === 'string'))) return false;
  if (!isRecord(value.provinces)) return false;
  const coastsOf = new Map(variant.provinces.map((p) => [p.id, new Set(p.coasts.map((c) => c.id))]));
  return Object.entries(value.provinces).every(([id, shape]) => coastsOf.has(id) && validShape(shape, coastsOf.get(id)!));
}
