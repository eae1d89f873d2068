/**
 * Adjudication benchmark on the Standard map: `npx tsx bench/adjudicate.ts [--runs N] [--json] [--shipped]`.
 *
 * Honest by construction (issue #7):
 * - fresh positions: movement phases with 28 units or more met in seeded random games
 *   (deterministic), each used once per run, every run on positions of its own, deep-copied
 *   before timing so that no cache keyed by an object the generator touched can help (all
 *   copies made before the first pass and settled in the old generation: fresh-copies.ts);
 * - orders given as parsed orders and as text (what a server receives);
 * - a second figure that also lists every unit's legal orders (what a client shows) before
 *   adjudicating the text orders;
 * - the median of several runs, with the spread, in µs of CPU time per phase.
 * Only the public API (engine/index.ts) is used, here and in the random games
 * (bench/random-game.ts), so that the same files run on any commit of the engine: copied
 * into another checkout, they time two commits side by side (bench/side-by-side.ts).
 */
import { compileFile } from '../compiler/compile.js';
import { adjudicate, formatOrder, legalOrdersByUnit } from '../engine/index.js';
import type { Orders, Position } from '../engine/index.js';
import type { Variant } from '../model/variant.js';
import { freshCopies } from './fresh-copies.js';
import { movementPhases } from './random-game.js';

const MIN_UNITS = 28;
const PER_RUN = 400;
/** Runs before the measured ones, for the JIT. */
const WARM_UP = 2;
/** Phases played at most per random game. */
const STEPS = 60;

interface Sample {
  readonly position: Position;
  readonly orders: Orders;
  readonly text: Orders;
}

/**
 * Standard, played under the current rules (`edition current`): Standard ships with its
 * text's 1971 edition, whose three rules change which random games are played, so that a
 * commit from before it (eec13e8) and one after would time different positions. The rules
 * every other engine plays keep the work the same on both sides; `--shipped` times
 * Standard as shipped instead.
 */
function loadStandard(shipped: boolean): Variant {
  const result = compileFile('variants/standard/standard.dip');
  if (result.variant === null) {
    console.error('variants/standard/standard.dip does not compile; run `dipkit check` on it');
    process.exit(1);
  }
  return shipped ? result.variant : { ...result.variant, rules: { ...result.variant.rules, edition: 'current' } };
}

/** `wanted` busy movement positions with random orders, from seeded games starting at `seed`. */
function samples(variant: Variant, wanted: number, seed: number): Sample[] {
  // Orders chosen in the order of their text, so that two engines listing the same orders differently play the same games.
  return movementPhases(variant, wanted, seed, STEPS, MIN_UNITS, { byText: true }).map(({ position, orders }) => ({
    position,
    orders,
    text: Object.fromEntries(Object.entries(orders).map(([power, list]) => [power, list.map((o) => (typeof o === 'string' ? o : formatOrder(variant, o)))])),
  }));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * µs per phase for one pass of `body` over the samples: CPU time of this process (user and
 * system), so that other processes sharing the machine count less than in wall time.
 */
function timeRun(list: readonly Sample[], body: (s: Sample) => unknown): number {
  let sink = 0;
  const start = process.cpuUsage();
  for (const s of list) if (body(s) !== undefined) sink++;
  const used = process.cpuUsage(start);
  if (sink < 0) console.log(sink);
  return (used.user + used.system) / list.length;
}

interface Figure {
  readonly name: string;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

function main(): void {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
  const variant = loadStandard(args.includes('--shipped'));
  // Positions of the warm-up runs, then of each measured run: every run sees fresh ones.
  const sets: Sample[][] = [];
  for (let r = 0; r < WARM_UP + runs; r++) sets.push(samples(variant, PER_RUN, 1 + r * 1000));
  const units = sets.flat().reduce((sum, s) => sum + s.position.units.length, 0) / (PER_RUN * sets.length);

  const measures: [string, (s: Sample) => unknown][] = [
    ['adjudicate, parsed orders', (s) => adjudicate(variant, s.position, s.orders)],
    ['adjudicate, orders as text', (s) => adjudicate(variant, s.position, s.text)],
    ['legal orders of every unit + adjudicate text', (s) => (legalOrdersByUnit(variant, s.position), adjudicate(variant, s.position, s.text))],
  ];
  const times: number[][] = measures.map(() => []);
  // Each measure gets its own copy of the run's positions, so that none profits from another's
  // caches; all made before any is timed and settled in the old generation (fresh-copies.ts):
  // a copy still young while timed was copied by each collection inside its pass, and the
  // median of a process's runs came out near 22 or near 30 µs by the toss of where collections fell.
  const copies = freshCopies(sets, measures.length);
  for (let r = 0; r < sets.length; r++) {
    measures.forEach(([, body], m) => {
      const us = timeRun(copies[m][r], body);
      if (r >= WARM_UP) times[m].push(us);
    });
  }
  const figures: Figure[] = measures.map(([name], m) => ({ name, median: median(times[m]), min: Math.min(...times[m]), max: Math.max(...times[m]) }));

  if (args.includes('--json')) {
    console.log(JSON.stringify({ units, runs, perRun: PER_RUN, figures }));
    return;
  }
  console.log(
    `Standard map (${variant.rules.edition} rules): ${runs} runs of ${PER_RUN} fresh movement phases from seeded random games ` +
      `(≥ ${MIN_UNITS} units, avg ${units.toFixed(1)}), after ${WARM_UP} warm-up runs; Node ${process.version}\n`,
  );
  const rows = figures.map((f) => [f.name, `${f.median.toFixed(1)} µs`, `${f.min.toFixed(1)}–${f.max.toFixed(1)} µs`]);
  const head = ['measure (CPU time per movement phase)', 'median of runs', 'runs range'];
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (r: readonly string[]): string => `| ${r.map((cell, c) => cell.padEnd(width[c])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

main();
