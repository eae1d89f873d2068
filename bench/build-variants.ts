/**
 * Building every variant of the Standard map against building standard.dip alone, each
 * from a cold process and an empty board cache (a fresh DIPKIT_CACHE_DIR per run), as
 * users run it (`node bin/dipkit.js build`, the bundle of dist/cli-bundle/); the two
 * cases interleaved so that a busy machine slows both alike; medians over several runs.
 *
 *   npm run build:ts && npx tsx bench/build-variants.ts [RUNS]
 *
 * Target: every variant of one map costs at most 2× one of them, because their board is
 * computed once (for the first) and read from the cache by the others. arsenal.dip is
 * not among them: it changes the map (Bonn), so it has a board of its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const runs = Number(process.argv[2] ?? 7);
const dir = 'variants/standard';
const sameMap = ['standard', 'two-players-1914', 'three-players-1', 'three-players-2', 'four-players', 'five-players', 'six-players', 'intimate'].map(
  (name) => `${dir}/${name}.dip`,
);

if (!existsSync('dist/cli-bundle/main.cjs')) {
  console.error('dist/cli-bundle/main.cjs is missing: run `npm run build:ts` first');
  process.exit(2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One cold build into a fresh folder with an empty cache: its time and how many boards it cached. */
function build(files: string[]): { ms: number; boards: number } {
  const scratch = mkdtempSync(join(tmpdir(), 'dipkit-build-bench-'));
  try {
    const cache = join(scratch, 'cache');
    const start = performance.now();
    const run = spawnSync(process.execPath, ['bin/dipkit.js', 'build', '--out', join(scratch, 'out'), ...files], {
      encoding: 'utf8',
      env: { ...process.env, DIPKIT_CACHE_DIR: cache },
    });
    const ms = performance.now() - start;
    if (run.status !== 0) throw new Error(`dipkit build exited ${run.status}: ${run.stderr}${run.stdout}`);
    return { ms, boards: readdirSync(cache).filter((f) => f.endsWith('.json')).length };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const node: number[] = [];
const one: number[] = [];
const all: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  node.push(performance.now() - start);
  one.push(build([sameMap[0]]).ms);
  const every = build(sameMap);
  // The point of the cache: one board for all of them.
  if (every.boards !== 1) throw new Error(`the ${sameMap.length} variants of the Standard map cached ${every.boards} boards, not one`);
  all.push(every.ms);
}

const ratio = median(all) / median(one);
console.log(`cold builds, empty board cache, medians of ${runs} runs (node -e 0: ${median(node).toFixed(0)} ms)`);
console.log(`${'build standard.dip'.padEnd(44)} ${median(one).toFixed(0).padStart(7)} ms`);
console.log(`${`build the ${sameMap.length} variants of the Standard map`.padEnd(44)} ${median(all).toFixed(0).padStart(7)} ms  ${ratio.toFixed(2)}× one (target ≤ 2×)`);
