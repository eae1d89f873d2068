/**
 * Times two checkouts of dipkit with the same bench, alternately in one session, so that
 * a noisy machine disturbs both alike: `npx tsx bench/side-by-side.ts DIR_A DIR_B [ROUNDS]`.
 * Copies this checkout's bench/adjudicate.ts and the random games it plays
 * (bench/random-game.ts), with the copies it times (bench/fresh-copies.ts), into each directory first (they use only the engine's public API),
 * then runs the bench ROUNDS times in each, alternating, and prints the median of each
 * figure and the ratio A/B. The first of each round runs a little faster (one checkout
 * against itself: 0.97–0.99, 5 rounds): for a few per cent, run it both ways round.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface Figure {
  readonly name: string;
  readonly median: number;
}

const [dirA, dirB, roundsArg] = process.argv.slice(2);
if (dirA === undefined || dirB === undefined) {
  console.error('usage: npx tsx bench/side-by-side.ts DIR_A DIR_B [ROUNDS]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 5);
const dirs = [resolve(dirA), resolve(dirB)];
// The bench and the random games it plays (public API only), copied under names of their own,
// the bench's import of the games renamed to match.
const files: readonly [string, string][] = [
  ['adjudicate.ts', 'side-by-side-adjudicate.ts'],
  ['random-game.ts', 'side-by-side-random-game.ts'],
  ['fresh-copies.ts', 'side-by-side-fresh-copies.ts'],
];
const copies: string[] = [];
for (const dir of dirs) {
  for (const [from, to] of files) {
    const text = readFileSync(resolve(import.meta.dirname, from), 'utf8').replace("from './random-game.js'", "from './side-by-side-random-game.js'").replace("from './fresh-copies.js'", "from './side-by-side-fresh-copies.js'");
    const copy = join(dir, 'bench', to);
    writeFileSync(copy, text);
    copies.push(copy);
  }
}
process.on('exit', () => {
  for (const copy of copies) rmSync(copy, { force: true });
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const seen: Map<string, number[]>[] = [new Map(), new Map()];
for (let round = 0; round < rounds; round++) {
  dirs.forEach((dir, d) => {
    const run = spawnSync('npx', ['tsx', 'bench/side-by-side-adjudicate.ts', '--json', '--runs', '5'], { cwd: dir, encoding: 'utf8' });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('{')) {
      console.error(`bench failed in ${dir}:\n${run.stderr}`);
      process.exit(1);
    }
    for (const f of (JSON.parse(line) as { figures: Figure[] }).figures) {
      const list = seen[d].get(f.name) ?? [];
      list.push(f.median);
      seen[d].set(f.name, list);
    }
  });
  process.stderr.write(`round ${round + 1}/${rounds} done\n`);
}
console.log(`A = ${dirs[0]}\nB = ${dirs[1]}\n${rounds} alternating rounds of 5 runs each; medians of the rounds' medians, µs of CPU time per movement phase\n`);
console.log('| measure | A | B | A / B |\n|---|---|---|---|');
for (const [name, a] of seen[0]) {
  const b = seen[1].get(name) ?? [];
  const ma = median(a);
  const mb = median(b);
  console.log(`| ${name} | ${ma.toFixed(1)} | ${mb.toFixed(1)} | ${(ma / mb).toFixed(2)} |`);
}
