/**
 * Colonial against Standard: `npx tsx bench/colonial.ts [--runs N]`. Issue #8 asks that a
 * Colonial movement phase (railway and canal included) cost within 1.5× a Standard one,
 * per unit on the board. Fresh movement phases from seeded random games of each variant
 * (bench/random-game.ts: legal orders picked at random, moves favoured), deep-copied
 * before timing, each used once; CPU time per phase, the median of several runs, and that
 * time per unit.
 */
import { compileFile } from '../compiler/compile.js';
import { adjudicate } from '../engine/index.js';
import type { Orders, Position } from '../engine/index.js';
import type { Variant } from '../model/variant.js';
import { randomGame } from './random-game.js';

const PER_RUN = 200;
const WARM_UP = 2;
/** Phases played at most per random game. */
const STEPS = 40;

interface Sample {
  readonly position: Position;
  readonly orders: Orders;
}

function samples(variant: Variant, wanted: number, seed: number): Sample[] {
  const out: Sample[] = [];
  for (let game = seed; out.length < wanted; game++) {
    for (const step of randomGame(variant, game, STEPS)) {
      if (step.position.phase.kind !== 'movement') continue;
      out.push(step);
      if (out.length === wanted) break;
    }
  }
  return JSON.parse(JSON.stringify(out)) as Sample[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function measure(file: string, runs: number): { perPhase: number; units: number } {
  const variant = compileFile(file).variant;
  if (variant === null) throw new Error(`${file} does not compile`);
  const times: number[] = [];
  let units = 0;
  for (let r = 0; r < WARM_UP + runs; r++) {
    const list = samples(variant, PER_RUN, 1 + r * 1000);
    units += list.reduce((sum, s) => sum + s.position.units.length, 0) / list.length;
    const start = process.cpuUsage();
    for (const s of list) adjudicate(variant, s.position, s.orders);
    const used = process.cpuUsage(start);
    if (r >= WARM_UP) times.push((used.user + used.system) / list.length);
  }
  return { perPhase: median(times), units: units / (WARM_UP + runs) };
}

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const standard = measure('variants/standard/standard.dip', runs);
console.log(`Movement phases, ${runs} runs of ${PER_RUN} fresh phases each (median of runs, CPU time); Node ${process.version}`);
const rows: [string, { perPhase: number; units: number }][] = [['standard', standard]];
for (const file of ['variants/colonial/colonial-1994.dip', 'variants/colonial/colonial-1996.dip']) rows.push([file.split('/').pop() as string, measure(file, runs)]);
for (const [name, m] of rows) {
  const perUnit = m.perPhase / m.units;
  const ratio = perUnit / (standard.perPhase / standard.units);
  console.log(`${name.padEnd(18)} ${m.perPhase.toFixed(1).padStart(7)} µs/phase  ${(1e6 / m.perPhase).toFixed(0).padStart(6)} phases/s  avg ${m.units.toFixed(1)} units  ${perUnit.toFixed(2)} µs/unit  ${ratio.toFixed(2)}× Standard per unit`);
}
