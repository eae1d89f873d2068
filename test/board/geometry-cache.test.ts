import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCheckedBoard } from '../../board/check-geometry.js';
import { cacheDirFor, geometryKey } from '../../board/geometry/geometry-cache.js';
import type { CachedBoard } from '../../board/geometry/geometry-cache.js';
import { generateGeometry, loadBoard, remember } from '../../board/geometry/load-geometry.js';
import { touchingPairs } from '../../board/geometry/touching-pairs.js';
import { runScript, sourceImport } from '../support/run-script.js';
import { fixtureText, tinyDir, tinyVariant, tinyVariantWith } from './support.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dipkit-cache-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entries = () => readdirSync(dir).filter((f) => f.endsWith('.json'));
const entryPath = () => join(dir, entries()[0]);
const rewrite = (change: (entry: any) => void) => {
  const entry = JSON.parse(readFileSync(entryPath(), 'utf8'));
  change(entry);
  writeFileSync(entryPath(), JSON.stringify(entry));
};

describe('the board cache', () => {
  it('computes a board once and reads it back, with the pairs the checks need', () => {
    const variant = tinyVariant();
    const first = loadBoard(variant, tinyDir, { cache: dir });
    expect(entries()).toHaveLength(1);
    expect(first.geometry).toEqual(generateGeometry(variant));
    expect(first.touching).toEqual(touchingPairs(first.geometry));
    // A change only the cache holds shows that the second load reads it.
    rewrite((entry) => (entry.geometry.provinces.nor.labelAnchor = [1, 2]));
    const second = loadBoard(variant, tinyDir, { cache: dir });
    expect(second.geometry.provinces.nor.labelAnchor).toEqual([1, 2]);
    expect(second.touching).toEqual(first.touching);
  });

  it('draws the board without its cache where no folder can be made (under /proc, where Node 20’s recursive mkdir looped for ever)', () => {
    // In a process of its own: the old endless loop never yielded, so no test timeout could stop it here.
    const drawn = runScript(
      dir,
      `import { tinyVariant, tinyDir } from ${sourceImport('test/board/support.ts')};\n` +
        `import { loadBoard, generateGeometry } from ${sourceImport('board/geometry/load-geometry.ts')};\n` +
        `function main() {\n  const v = tinyVariant();\n` +
        `  return JSON.stringify(loadBoard(v, tinyDir, { cache: '/proc/dipkit-cache/boards' }).geometry) === JSON.stringify(generateGeometry(v));\n}\n`,
      { timeoutMs: 30_000 },
    );
    expect(drawn).toBe(true);
  });

  it('shares one entry between variants of one map and makes a new one when the map changes', () => {
    const variant = tinyVariant();
    const otherPowers = tinyVariantWith((text) => text.replace('victory 2 centres', 'victory 3 centres'));
    expect(geometryKey(otherPowers, null)).toBe(geometryKey(variant, null));
    const moved = tinyVariantWith((text) => text.replace(/ at (\d+) (\d+)/, (_, x, y) => ` at ${Number(x) + 1} ${y}`));
    expect(geometryKey(moved, null)).not.toBe(geometryKey(variant, null));
    const sea = tinyVariantWith((text) => text.replace('victory 2 centres', 'victory 2 centres').replace(/province (\w+) land/, 'province $1 coastal'));
    expect(geometryKey(sea, null)).not.toBe(geometryKey(variant, null));
    expect(geometryKey(variant, null, { width: 800 })).not.toBe(geometryKey(variant, null));
  });

  it('is keyed by the map alone: editing start positions, powers or rules reuses the board, editing a map point does not', () => {
    const variant = tinyVariant();
    loadBoard(variant, tinyDir, { cache: dir });
    expect(entries()).toHaveLength(1);
    const edits: [string, (text: string) => string][] = [
      ['a start position', (text) => text.replace('start A nor', 'start F nor')],
      ["a power's name", (text) => text.replace('en "Red" fr "Rouge"', 'en "Scarlet" fr "Écarlate"')],
      ['a rule', (text) => `${text}\nrule civil-disorder red\n`],
      ["a province's name", (text) => text.replace('en "Middle"', 'en "Centre"')],
    ];
    for (const [what, edit] of edits) {
      const edited = tinyVariantWith(edit);
      expect(edited, what).not.toEqual(variant);
      expect(geometryKey(edited, null), what).toBe(geometryKey(variant, null));
      loadBoard(edited, tinyDir, { cache: dir });
      expect(entries(), what).toHaveLength(1);
    }
    const moved = tinyVariantWith((text) => text.replace('at 300 200', 'at 310 200'));
    loadBoard(moved, tinyDir, { cache: dir });
    expect(entries()).toHaveLength(2);
  });

  it('makes a new entry when a feature joins other provinces: labels keep clear of its line', () => {
    const variant = tinyVariant();
    const passage = tinyVariantWith((text) => `${text}\npassage nor sou\n`);
    expect(passage.features).toHaveLength(1);
    expect(geometryKey(passage, null)).not.toBe(geometryKey(variant, null));
    const other = tinyVariantWith((text) => `${text}\npassage eas wes\n`);
    expect(geometryKey(other, null)).not.toBe(geometryKey(passage, null));
  });

  it('keeps the boards a run has loaded within a number of provinces, dropping the oldest, and keeps no board larger', () => {
    // Boards of `n` provinces, as far as the count goes.
    const board = (n: number) => ({ geometry: { provinces: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, {}])) }, touching: new Map() }) as unknown as CachedBoard;
    const loaded = new Map<string, CachedBoard>();
    remember(loaded, 'a', board(40), 100);
    remember(loaded, 'b', board(50), 100);
    expect([...loaded.keys()]).toEqual(['a', 'b']);
    remember(loaded, 'c', board(30), 100);
    expect([...loaded.keys()]).toEqual(['b', 'c']);
    remember(loaded, 'd', board(101), 100);
    expect([...loaded.keys()]).toEqual(['b', 'c']);
    remember(loaded, 'e', board(100), 100);
    expect([...loaded.keys()]).toEqual(['e']);
  });

  it('reads a board from disk once per run when given the boards the run has loaded', () => {
    const variant = tinyVariant();
    const otherPowers = tinyVariantWith((text) => text.replace('victory 2 centres', 'victory 3 centres'));
    const loaded = new Map();
    const first = loadBoard(variant, tinyDir, { cache: dir, loaded });
    // The disk entry changes; a run that has the board keeps its own, for every variant of the map.
    rewrite((entry) => (entry.geometry.provinces.nor.labelAnchor = [1, 2]));
    expect(loadBoard(otherPowers, tinyDir, { cache: dir, loaded })).toBe(first);
    expect(loaded.size).toBe(1);
    // A new run reads the disk again.
    expect(loadBoard(variant, tinyDir, { cache: dir, loaded: new Map() }).geometry.provinces.nor.labelAnchor).toEqual([1, 2]);
  });

  it('keys a drawn board by its file bytes', () => {
    const variant = tinyVariant('tiny-svg.dip');
    const svg = Buffer.from(fixtureText('tiny/tiny.svg'));
    const changed = Buffer.from(fixtureText('tiny/tiny.svg').replace('<rect id="mid"', '<rect id="mid" data-x="1"'));
    expect(geometryKey(variant, svg)).not.toBe(geometryKey(variant, changed));
    loadBoard(variant, tinyDir, { cache: dir });
    loadBoard(variant, tinyDir, { cache: dir });
    expect(entries()).toHaveLength(1);
  });

  it.each([
    ['a truncated file', (text: string) => text.slice(0, text.length / 2)],
    ['a path that would end the SVG attribute', (text: string) => text.replace(/"path":"M/, '"path":"M0 0\\"/><script>alert(1)</script><path d=\\"M')],
    ['a province the variant lacks', (text: string) => text.replace('"nor":{', '"nor":{"x":1},"zzz":{')],
    ['a number that is not finite', (text: string) => text.replace(/"width":\d+/, '"width":"Infinity"')],
    ['an entry filed under another key', (text: string) => text.replace(/"key":"[0-9a-f]+"/, '"key":"0000"')],
    ['touching pairs of unknown provinces', (text: string) => text.replace('"touching":[', '"touching":[["nor zzz",12],')],
  ])('ignores %s, recomputes the board and mends the entry', (_, spoil) => {
    const variant = tinyVariant();
    const fresh = loadBoard(variant, tinyDir, { cache: dir }).geometry;
    const file = entryPath();
    const good = readFileSync(file, 'utf8');
    const spoilt = spoil(good);
    expect(spoilt).not.toBe(good);
    writeFileSync(file, spoilt);
    expect(loadBoard(variant, tinyDir, { cache: dir }).geometry).toEqual(fresh);
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it('takes a pipe or a folder where an entry goes for a miss, at once (a variant folder may bring its cache folder along)', () => {
    const variant = tinyVariant();
    loadBoard(variant, tinyDir, { cache: dir });
    const entry = entryPath();
    rmSync(entry);
    execFileSync('mkfifo', [entry]);
    expect(loadBoard(variant, tinyDir, { cache: dir }).geometry).toEqual(generateGeometry(variant));
    rmSync(entry, { force: true });
    mkdirSync(entry);
    expect(loadBoard(variant, tinyDir, { cache: dir }).geometry).toEqual(generateGeometry(variant));
  });

  it('never writes an entry through a link left at its temporary name (a variant folder may bring one along)', () => {
    const variant = tinyVariant();
    loadBoard(variant, tinyDir, { cache: dir });
    const entry = entryPath();
    rmSync(entry);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    symlinkSync(victim, `${entry}.${process.pid}.tmp`);
    expect(loadBoard(variant, tinyDir, { cache: dir }).geometry).toEqual(generateGeometry(variant));
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(JSON.parse(readFileSync(entry, 'utf8')).format).toBe('dipkit-board-1');
  });

  it('still draws the board when the cache cannot be written', () => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the folder would go');
    const variant = tinyVariant();
    expect(loadBoard(variant, tinyDir, { cache: blocked }).geometry).toEqual(generateGeometry(variant));
  });

  it('lets the checks use the cached pairs: the same warnings either way', () => {
    const variant = tinyVariantWith((text) => text.replace('  nor: eas wes nse\n', '  nor: wes nse\n'));
    const uncached = loadCheckedBoard(variant, tinyDir, null, {}).diagnostics;
    expect(uncached.map((d) => d.code)).toEqual(['DIP4001']);
    expect(loadCheckedBoard(variant, tinyDir, null, { cache: dir }).diagnostics).toEqual(uncached);
    expect(loadCheckedBoard(variant, tinyDir, null, { cache: dir }).diagnostics).toEqual(uncached);
  });

  it('lives in DIPKIT_CACHE_DIR, else under the nearest node_modules, else beside the variant', () => {
    const saved = process.env.DIPKIT_CACHE_DIR;
    try {
      process.env.DIPKIT_CACHE_DIR = join(dir, 'mine');
      expect(cacheDirFor(tinyDir)).toBe(join(dir, 'mine'));
      delete process.env.DIPKIT_CACHE_DIR;
      const project = join(dir, 'project');
      mkdirSync(join(project, 'node_modules'), { recursive: true });
      mkdirSync(join(project, 'variants', 'mine'), { recursive: true });
      expect(cacheDirFor(join(project, 'variants', 'mine'))).toBe(join(project, 'node_modules', '.cache', 'dipkit', 'boards'));
      // A temporary folder with no node_modules above it (none in / on a sane machine).
      const loose = join(dir, 'loose');
      mkdirSync(loose);
      if (!readdirSync(tmpdir()).includes('node_modules')) {
        expect(cacheDirFor(loose)).toBe(join(loose, '.dipkit-cache', 'boards'));
        // One that a variant's folder brings as a link to elsewhere is not written through: no cache.
        const elsewhere = join(dir, 'elsewhere');
        mkdirSync(elsewhere);
        symlinkSync(elsewhere, join(loose, '.dipkit-cache'));
        expect(cacheDirFor(loose)).toBeNull();
        const variant = tinyVariant();
        const board = loadBoard(variant, loose, { cache: true });
        expect(board.geometry).toEqual(generateGeometry(variant));
        expect(readdirSync(elsewhere)).toEqual([]);
        // Nor a node_modules brought as such a link (nor its .cache): the folder's own cache, beside it, if any.
        const brought = join(dir, 'brought');
        mkdirSync(brought);
        symlinkSync(elsewhere, join(brought, 'node_modules'));
        expect(cacheDirFor(brought)).toBe(join(brought, '.dipkit-cache', 'boards'));
        const dotCache = join(dir, 'dot-cache');
        mkdirSync(join(dotCache, 'node_modules'), { recursive: true });
        symlinkSync(elsewhere, join(dotCache, 'node_modules', '.cache'));
        expect(cacheDirFor(dotCache)).toBe(join(dotCache, '.dipkit-cache', 'boards'));
        loadBoard(variant, brought, { cache: true });
        loadBoard(variant, dotCache, { cache: true });
        expect(readdirSync(elsewhere)).toEqual([]);
        expect(readdirSync(join(brought, '.dipkit-cache', 'boards'))).toHaveLength(1);
      }
    } finally {
      if (saved === undefined) delete process.env.DIPKIT_CACHE_DIR;
      else process.env.DIPKIT_CACHE_DIR = saved;
    }
  });
});
