/**
 * Board generation and checks on generated grid maps of growing size:
 *
 *   npm run build:ts && npx tsx bench/board-scale.ts [--runs R] [N ...]   (default 1000 10000 48000, 3 runs)
 *
 * Two figures per size, medians of R runs, each on a fresh map file:
 * - in this process: generating the board, then checking it against the map;
 * - `dipkit check FILE` as users run it (`node bin/dipkit.js`, a cold process, the board
 *   cache empty: a fresh DIPKIT_CACHE_DIR per run), wall time: compiling the map,
 *   generating and checking its board, writing the cache.
 * Target: a 10,000-province map checked with its board in under 5 s of wall time, and
 * time per province about the same at 48,000 (linear growth).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkGeometry } from '../board/check-geometry.js';
import { generateGeometry } from '../board/geometry/load-geometry.js';
import { compileFile } from '../compiler/compile.js';
import { generateMap } from './generate-map.js';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const sizes = args.filter((_, i) => i !== runsAt && i !== runsAt + 1).map(Number).filter((n) => Number.isInteger(n) && n >= 20);
const dir = mkdtempSync(join(tmpdir(), 'dipkit-board-scale-'));

if (!existsSync('dist/cli-bundle/main.cjs')) {
  console.error('dist/cli-bundle/main.cjs is missing: run `npm run build:ts` first');
  process.exit(2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One cold `dipkit check` of the file with an empty board cache: wall ms. */
function cliCheck(file: string): number {
  const cache = mkdtempSync(join(dir, 'cache-'));
  try {
    const start = performance.now();
    // The larger grids have warnings by the thousand (provinces no unit can reach): room for them all.
    const run = spawnSync(process.execPath, ['bin/dipkit.js', 'check', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      env: { ...process.env, DIPKIT_CACHE_DIR: cache },
    });
    const ms = performance.now() - start;
    if (run.status !== 0) throw new Error(`dipkit check ${file} exited ${run.status ?? run.signal}: ${`${run.stderr}${run.stdout}`.slice(0, 2000)}`);
    return ms;
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

console.log(`medians of ${runs} runs; node -e 0 takes ${median(Array.from({ length: runs }, () => cliTime(['-e', '0']))).toFixed(0)} ms here`);
console.log(
  `${'provinces'.padStart(9)}  ${'generate ms'.padStart(11)}  ${'check ms'.padStart(8)}  ${'ms per 1,000'.padStart(12)}  ${'dipkit check ms'.padStart(15)}  ${'ms per 1,000'.padStart(12)}  warnings`,
);
try {
  for (const size of sizes.length > 0 ? sizes : [1000, 10000, 48000]) {
    const file = join(dir, `grid-${size}.dip`);
    writeFileSync(file, generateMap(size));
    const variant = compileFile(file).variant;
    if (!variant) throw new Error(`the generated map of ${size} provinces does not compile`);
    const generate: number[] = [];
    const check: number[] = [];
    const cli: number[] = [];
    let warningCount = 0;
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      const geometry = generateGeometry(variant);
      const t1 = performance.now();
      const warnings = checkGeometry(variant, geometry);
      const t2 = performance.now();
      warningCount = warnings.length;
      generate.push(t1 - t0);
      check.push(t2 - t1);
      cli.push(cliCheck(file));
    }
    const total = median(generate) + median(check);
    const perThousand = (ms: number) => ((ms / size) * 1000).toFixed(0).padStart(12);
    console.log(
      `${String(size).padStart(9)}  ${median(generate).toFixed(0).padStart(11)}  ${median(check).toFixed(0).padStart(8)}  ${perThousand(total)}  ${median(cli).toFixed(0).padStart(15)}  ${perThousand(median(cli))}  ${warningCount}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function cliTime(nodeArgs: string[]): number {
  const start = performance.now();
  spawnSync(process.execPath, nodeArgs);
  return performance.now() - start;
}
