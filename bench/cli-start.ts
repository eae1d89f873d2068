/**
 * How long the `dipkit` command takes from a cold process, against a bare `node -e 0`:
 * each case is a fresh process, run as users run it (`node bin/dipkit.js`, which loads
 * the bundle of dist/cli-bundle/), medians over several runs, the cases interleaved so
 * that a busy machine slows them all alike.
 *
 *   npm run build:ts && npx tsx bench/cli-start.ts [RUNS] [--against DIR]
 *
 * `--against DIR` runs every case in DIR too (another checkout, its bundle built there,
 * e.g. the main branch's), interleaved with this one's, and prints both side by side: on
 * a shared machine, compare two builds in one run, not against a figure from another.
 *
 * Target: `dipkit check variants/standard/standard.dip`, board checks included, within
 * 6× the median of `node -e 0`, with the board cache warm (the board read from disk) and
 * on a miss (an empty DIPKIT_CACHE_DIR for each run: a user's first run, or any edit of
 * the map), which computes the board.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? resolve(args[againstAt + 1]) : null;
const runs = Number(args.find((a, i) => /^\d+$/.test(a) && !(againstAt >= 0 && i === againstAt + 1)) ?? 9);
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

const builds = [process.cwd(), ...(against ? [against] : [])];
for (const dir of builds) {
  // main.js: a build from before the bundle was one CommonJS file (bin/load-bundle.js), to compare with.
  if (!existsSync(join(dir, 'dist/cli-bundle/main.cjs')) && !existsSync(join(dir, 'dist/cli-bundle/main.js'))) {
    console.error(`${dir}/dist/cli-bundle/main.cjs is missing: run \`npm run build:ts\` there first`);
    process.exit(2);
  }
}

/** Times by build, then by case. */
const times = builds.map(() => new Map(cases.map((c) => [c.name, [] as number[]])));
for (let i = 0; i < runs; i++) {
  for (const c of cases) {
    builds.forEach((dir, b) => {
      const cache = c.miss ? mkdtempSync(join(tmpdir(), 'dipkit-cli-start-')) : null;
      const env = cache ? { ...process.env, DIPKIT_CACHE_DIR: cache } : process.env;
      const start = performance.now();
      const run = spawnSync(process.execPath, c.args, { encoding: 'utf8', env, cwd: dir });
      const ms = performance.now() - start;
      if (cache) rmSync(cache, { recursive: true, force: true });
      if (run.status !== 0) throw new Error(`${c.name} (${dir}) exited ${run.status}: ${run.stderr}`);
      times[b].get(c.name)!.push(ms);
    });
  }
}

// `node -e 0` is the same command for both builds: one baseline from all its runs.
const base = median(times.flatMap((t) => t.get('node -e 0')!));
const columns = builds.map((_, b) => ({ label: b === 0 ? 'this' : 'against', base }));
console.log(`${runs} runs each${against ? `; against: ${against}` : ''}`);
console.log(`${'case'.padEnd(36)} ${columns.map((c) => `${`${c.label} ms`.padStart(12)} ${'× node'.padStart(8)}`).join(' ')}`);
for (const c of cases) {
  const cells = columns.map((col, b) => {
    const ms = median(times[b].get(c.name)!);
    return `${ms.toFixed(0).padStart(12)} ${(ms / col.base).toFixed(1).padStart(8)}`;
  });
  console.log(`${c.name.padEnd(36)} ${cells.join(' ')}`);
}
