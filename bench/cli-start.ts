/**
 * How long the `dipkit` command takes from a cold process, against a bare `node -e 0`:
 * each case is a fresh process, run as users run it (`node bin/dipkit.js`, which loads
 * the bundle of dist/cli-bundle/), medians over several runs, the cases interleaved so
 * that a busy machine slows them all alike.
 *
 *   npm run build:ts && npx tsx bench/cli-start.ts [RUNS]
 *
 * Target: `dipkit check variants/standard/standard.dip`, board checks included, within
 * 6× the median of `node -e 0`, with the board cache warm (the board read from disk) and
 * on a miss (an empty DIPKIT_CACHE_DIR for each run: a user's first run, or any edit of
 * the map), which computes the board.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const runs = Number(process.argv[2] ?? 9);
const standard = 'variants/standard/standard.dip';

/** `miss`: run with an empty board cache of its own. */
const cases: { name: string; args: string[]; miss?: boolean }[] = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'dipkit --version', args: ['bin/dipkit.js', '--version'] },
  { name: 'dipkit fmt --check standard', args: ['bin/dipkit.js', 'fmt', '--check', standard] },
  { name: 'dipkit check standard --no-board', args: ['bin/dipkit.js', 'check', standard, '--no-board'] },
  { name: 'dipkit check standard (cache warm)', args: ['bin/dipkit.js', 'check', standard] },
  { name: 'dipkit check standard (cache miss)', args: ['bin/dipkit.js', 'check', standard], miss: true },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

if (!existsSync('dist/cli-bundle/main.js')) {
  console.error('dist/cli-bundle/main.js is missing: run `npm run build:ts` first');
  process.exit(2);
}

const times = new Map(cases.map((c) => [c.name, [] as number[]]));
for (let i = 0; i < runs; i++) {
  for (const c of cases) {
    const cache = c.miss ? mkdtempSync(join(tmpdir(), 'dipkit-cli-start-')) : null;
    const env = cache ? { ...process.env, DIPKIT_CACHE_DIR: cache } : process.env;
    const start = performance.now();
    const run = spawnSync(process.execPath, c.args, { encoding: 'utf8', env });
    const ms = performance.now() - start;
    if (cache) rmSync(cache, { recursive: true, force: true });
    if (run.status !== 0) throw new Error(`${c.name} exited ${run.status}: ${run.stderr}`);
    times.get(c.name)!.push(ms);
  }
}

const base = median(times.get('node -e 0')!);
console.log(`${'case'.padEnd(36)} ${'median ms'.padStart(10)} ${'× node'.padStart(8)}`);
for (const c of cases) {
  const ms = median(times.get(c.name)!);
  console.log(`${c.name.padEnd(36)} ${ms.toFixed(0).padStart(10)} ${(ms / base).toFixed(1).padStart(8)}`);
}
