/**
 * Colonial against Standard: `npx tsx bench/colonial.ts [--runs N]` (9 rounds by default).
 * Issue #8 asks that a Colonial movement phase (railway and canal included) cost within
 * 1.5× a Standard one, per unit on the board. Movement phases from seeded random games of
 * each variant (bench/random-game.ts: legal orders picked at random, moves favoured), made
 * once and timed on fresh deep copies, each copy used once; CPU time per phase, and that
 * time per unit.
 *
 * The machine this runs on is shared and noisy, so the verdict rests on ratios taken close
 * together: each round runs Standard and each Colonial edition in fresh processes, each
 * Colonial process next to a Standard process of its own (the order turned round every other
 * round, so that a drift in load favours neither), and the ratio per unit of that pair is the
 * round's figure. Every round times the same phases, so that rounds differ only by the
 * machine's noise; the verdict is the median of the rounds' ratios.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFile } from '../compiler/compile.js';
import { adjudicate } from '../engine/index.js';
import type { Variant } from '../model/variant.js';
import { freshCopies } from './fresh-copies.js';
import { movementPhases, type GameStep } from './random-game.js';

/** Phases timed per map, in PASSES passes over fresh copies (their median is the process's figure). */
const PER_RUN = 400;
const PASSES = 7;
/**
 * Passes over copies of a warm-up set of other phases before timing, to let the JIT settle.
 * A set of 200 left paths the timed phases took still to optimise: V8 compiled on its other
 * threads through the first timed passes, whose CPU time this count includes, and they came
 * out two to four times slower than the last ones.
 */
const WARM_UP = 10;
const WARM_PHASES = 1000;
/** Phases played at most per random game. */
const STEPS = 40;
const TARGET = 1.5;

const STANDARD = 'variants/standard/standard.dip';
const EDITIONS: readonly { readonly name: string; readonly file: string }[] = [
  { name: 'colonial-1994', file: 'variants/colonial/colonial-1994.dip' },
  { name: 'colonial-1996', file: 'variants/colonial/colonial-1996.dip' },
];

interface Measure {
  /** CPU µs per phase: the median of the timed passes. */
  readonly perPhase: number;
  /** Units on the board per phase, on average. */
  readonly units: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Fresh objects with the same content: nothing the engine cached against one copy serves another. */
function copy(list: readonly GameStep[]): GameStep[] {
  return JSON.parse(JSON.stringify(list)) as GameStep[];
}

interface Phases {
  readonly warm: GameStep[];
  readonly timed: GameStep[];
}

/** The phases a map is timed on (and warmed up on), made once by the parent for every round. */
function phasesOf(file: string): Phases {
  const variant = compiled(file);
  return { warm: movementPhases(variant, WARM_PHASES, 500_000, STEPS), timed: movementPhases(variant, PER_RUN, 1, STEPS) };
}

function compiled(file: string): Variant {
  const variant = compileFile(file).variant;
  if (variant === null) throw new Error(`${file} does not compile`);
  return variant;
}

/**
 * One map in this process: WARM_UP passes over copies of its warm-up phases, then PASSES
 * timed passes over copies of its timed phases. Each map gets its own process, as a real
 * game does, so that no map pays for the code the JIT shaped on another (measured in one
 * process one after the other, whichever Colonial file came first was 20-30% slower).
 */
function measureOne(file: string, phasesFile: string): Measure {
  const variant = compiled(file);
  const { warm, timed } = JSON.parse(readFileSync(phasesFile, 'utf8')) as Phases;
  // The timed copies first, then the warm-up: the full collection that settles the copies
  // leaves sweeping to V8's other threads for a while, whose CPU time this process's count
  // would charge to the first passes.
  const copies = freshCopies(timed, PASSES);
  for (let r = 0; r < WARM_UP; r++) for (const s of copy(warm)) adjudicate(variant, s.position, s.orders);
  const units = timed.reduce((sum, s) => sum + s.position.units.length, 0) / timed.length;
  const times: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const fresh = copies[pass];
    const start = process.cpuUsage();
    for (const s of fresh) adjudicate(variant, s.position, s.orders);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / fresh.length);
  }
  return { perPhase: median(times), units };
}

function measureInChild(file: string, phasesFile: string): Measure {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one', file, '--phases', phasesFile], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() as string) as Measure;
}

const perUnit = (m: Measure): number => m.perPhase / m.units;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 9;
const oneAt = args.indexOf('--one');

if (oneAt >= 0) {
  // A child: one map, warmed up, timed passes over the phases the parent made, as JSON.
  console.log(JSON.stringify(measureOne(args[oneAt + 1], args[args.indexOf('--phases') + 1])));
} else {
  if (!(runs >= 1)) throw new Error('--runs wants a number of rounds, at least 1');
  const dir = mkdtempSync(join(tmpdir(), 'dipkit-colonial-bench-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const phasesFiles = new Map<string, string>();
  for (const file of [STANDARD, ...EDITIONS.map((e) => e.file)]) {
    const path = join(dir, `${phasesFiles.size}.json`);
    writeFileSync(path, JSON.stringify(phasesOf(file)));
    phasesFiles.set(file, path);
  }
  const measure = (file: string): Measure => measureInChild(file, phasesFiles.get(file) as string);
  const standard: Measure[] = [];
  const editions = EDITIONS.map(() => ({ measures: [] as Measure[], ratios: [] as number[] }));
  for (let r = 0; r < runs; r++) {
    EDITIONS.forEach((edition, e) => {
      // The pair's order turns round every other round.
      const first = r % 2 === 0 ? STANDARD : edition.file;
      const a = measure(first);
      const b = measure(first === STANDARD ? edition.file : STANDARD);
      const [std, col] = first === STANDARD ? [a, b] : [b, a];
      standard.push(std);
      editions[e].measures.push(col);
      editions[e].ratios.push(perUnit(col) / perUnit(std));
    });
    process.stderr.write(`round ${r + 1}/${runs}: ${EDITIONS.map((ed, e) => `${ed.name} ${editions[e].ratios[r].toFixed(2)}×`).join(', ')}\n`);
  }

  const row = (name: string, ms: readonly Measure[]): string => {
    const perPhase = median(ms.map((m) => m.perPhase));
    const units = ms.reduce((sum, m) => sum + m.units, 0) / ms.length;
    return `${name.padEnd(14)} ${perPhase.toFixed(1).padStart(7)} µs/phase  ${(1e6 / perPhase).toFixed(0).padStart(6)} phases/s  avg ${units.toFixed(1)} units  ${median(ms.map(perUnit)).toFixed(2)} µs/unit`;
  };
  console.log(`Movement phases, ${runs} rounds: each map in a fresh process (${WARM_UP} warm-up passes over ${WARM_PHASES} phases, then the median of ${PASSES} timed passes over fresh copies of the same ${PER_RUN} phases every round), CPU time; each Colonial process paired with a Standard process next to it; Node ${process.version}`);
  console.log(row('standard', standard));
  EDITIONS.forEach((edition, e) => {
    const { ratios } = editions[e];
    console.log(`${row(edition.name, editions[e].measures)}  ${median(ratios).toFixed(2)}× Standard per unit (rounds: ${ratios.map((x) => x.toFixed(2)).join(' ')})`);
  });
  for (const [e, edition] of EDITIONS.entries()) {
    const ratio = median(editions[e].ratios);
    console.log(`Target (issue #8, within ${TARGET}× Standard per unit): ${edition.name} ${ratio <= TARGET ? 'met' : 'NOT met'}, median ${ratio.toFixed(2)}× over ${runs} rounds`);
  }
}
