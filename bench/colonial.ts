/**
 * Colonial against Standard: `npx tsx bench/colonial.ts [--runs N]`. Issue #8 asks that a
 * Colonial movement phase (railway and canal included) cost within 1.5× a Standard one,
 * per unit on the board. Fresh movement phases from seeded random games of each variant
 * (legal orders picked at random, moves favoured), deep-copied before timing, each used
 * once; CPU time per phase, the median of several runs, and that time per unit.
 */
import { compileFile } from '../compiler/compile.js';
import { adjudicate, legalOrdersByUnit, startPosition, adjustmentBalance, legalBuilds, legalDisbands } from '../engine/index.js';
import type { Order, Orders, Position } from '../engine/index.js';
import type { Variant } from '../model/variant.js';

const PER_RUN = 200;
const WARM_UP = 2;

type Random = () => number;

function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomOrders(variant: Variant, position: Position, random: Random): Orders {
  const orders: Record<string, Order[]> = {};
  const add = (power: string, order: Order): void => void (orders[power] ??= []).push(order);
  if (position.phase.kind === 'adjustments') {
    for (const power of variant.powers) {
      const balance = adjustmentBalance(variant, position, power.id);
      if (balance > 0) for (const b of legalBuilds(variant, position, power.id).filter((o) => o.kind === 'build').slice(0, balance)) add(power.id, b);
      if (balance < 0) for (const d of legalDisbands(variant, position, power.id).slice(0, -balance)) add(power.id, d);
    }
    return orders;
  }
  for (const entry of legalOrdersByUnit(variant, position)) {
    if (entry.orders.length === 0) continue;
    const moves = entry.orders.filter((o) => o.kind === 'move');
    const list = position.phase.kind === 'movement' && moves.length > 0 && random() < 0.6 ? moves : entry.orders;
    add(entry.power, list[Math.floor(random() * list.length)]);
  }
  return orders;
}

interface Sample {
  readonly position: Position;
  readonly orders: Orders;
}

function samples(variant: Variant, wanted: number, seed: number): Sample[] {
  const out: Sample[] = [];
  for (let game = seed; out.length < wanted; game++) {
    const random = seededRandom(game);
    let position = startPosition(variant);
    for (let step = 0; step < 40 && out.length < wanted; step++) {
      const orders = randomOrders(variant, position, random);
      if (position.phase.kind === 'movement') out.push({ position, orders });
      position = adjudicate(variant, position, orders).next;
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
