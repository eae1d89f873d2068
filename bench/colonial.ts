/**
 * Colonial against Standard: `npx tsx bench/colonial.ts [--runs N]`. Issue #8 asks that a
 * Colonial movement phase (railway and canal included) cost within 1.5× a Standard one,
 * per unit on the board. Fresh movement phases from seeded random games of each variant
 * (bench/random-game.ts: legal orders picked at random, moves favoured), deep-copied
 * before timing, each used once; CPU time per phase, the median of several runs, and that
 * time per unit.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileFile } from '../compiler/compile.js';
import { adjudicate } from '../engine/index.js';
import type { Orders, Position } from '../engine/index.js';
import type { Variant } from '../model/variant.js';
import { movementPhases } from './random-game.js';

const PER_RUN = 200;
const WARM_UP = 5;
/** Phases played at most per random game. */
const STEPS = 40;

interface Sample {
  readonly position: Position;
  readonly orders: Orders;
}

function samples(variant: Variant, wanted: number, seed: number): Sample[] {
  return movementPhases(variant, wanted, seed, STEPS);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One map in this process: WARM_UP runs to let the JIT settle, then one timed run on the
 * round's own fresh phases. Each map gets its own process, as a real game does, so that
 * no map pays for the code the JIT shaped on another (measured in one process one after
 * the other, whichever Colonial file came first was 20-30% slower).
 */
function measureOne(file: string, round: number): { perPhase: number; units: number } {
  const variant = compileFile(file).variant;
  if (variant === null) throw new Error(`${file} does not compile`);
  for (let r = 0; r < WARM_UP; r++) for (const s of samples(variant, PER_RUN, 500_000 + r * 1000)) adjudicate(variant, s.position, s.orders);
  const list = samples(variant, PER_RUN, 1 + round * 1000);
  const units = list.reduce((sum, s) => sum + s.position.units.length, 0) / list.length;
  const start = process.cpuUsage();
  for (const s of list) adjudicate(variant, s.position, s.orders);
  const used = process.cpuUsage(start);
  return { perPhase: (used.user + used.system) / list.length, units };
}

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const oneAt = args.indexOf('--one');

if (oneAt >= 0) {
  // A child: one map, warmed up, one timed run with the round's seed, as JSON.
  const roundAt = args.indexOf('--round');
  const round = roundAt >= 0 ? Number(args[roundAt + 1]) : 0;
  console.log(JSON.stringify(measureOne(args[oneAt + 1], round)));
} else {
  const files = ['variants/standard/standard.dip', 'variants/colonial/colonial-1994.dip', 'variants/colonial/colonial-1996.dip'];
  const times: number[][] = files.map(() => []);
  const units: number[] = files.map(() => 0);
  for (let r = 0; r < runs; r++) {
    files.forEach((file, i) => {
      const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one', file, '--round', String(r)], { encoding: 'utf8' });
      const m = JSON.parse(out.trim().split('\n').pop() as string) as { perPhase: number; units: number };
      times[i].push(m.perPhase);
      units[i] += m.units / runs;
    });
  }
  const perUnit = files.map((_, i) => median(times[i]) / units[i]);
  console.log(`Movement phases: ${runs} rounds, each map in a fresh process per round (${WARM_UP} warm-up runs, then ${PER_RUN} fresh phases timed); medians of rounds, CPU time; Node ${process.version}`);
  files.forEach((file, i) => {
    const name = i === 0 ? 'standard' : (file.split('/').pop() as string);
    const perPhase = median(times[i]);
    console.log(`${name.padEnd(18)} ${perPhase.toFixed(1).padStart(7)} µs/phase  ${(1e6 / perPhase).toFixed(0).padStart(6)} phases/s  avg ${units[i].toFixed(1)} units  ${perUnit[i].toFixed(2)} µs/unit  ${(perUnit[i] / perUnit[0]).toFixed(2)}× Standard per unit`);
  });
}
