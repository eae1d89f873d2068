/**
 * Adjudication benchmark on the Standard map: `npx tsx bench/adjudicate.ts [--no-datc]`.
 *
 * - movement phases adjudicated per second, on positions taken from random games
 *   (random legal orders, ~30 units on the board), with orders given as parsed
 *   orders and as text;
 * - the time to list every unit's legal orders, in the start position and in those;
 * - the wall time of the DATC suite (`npx vitest run test/engine/datc`).
 * Targets: ≥ 20,000 movement phases/s; legal orders < 1 ms.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { compileFile } from '../compiler/compile.js';
import { adjudicate } from '../engine/adjudicate.js';
import { startPosition } from '../engine/game/start-position.js';
import { formatOrder } from '../engine/orders/format-order.js';
import { legalOrdersByUnit } from '../engine/orders/legal-orders.js';
import type { Orders, Position } from '../engine/types.js';
import type { Variant } from '../model/variant.js';
import { randomOrders, seededRandom } from '../test/engine/property/random-orders.js';

interface Sample {
  readonly position: Position;
  readonly orders: Orders;
  readonly text: Orders;
}

function loadStandard(): Variant {
  const result = compileFile('variants/standard/standard.dip');
  if (result.variant === null) {
    console.error('variants/standard/standard.dip does not compile; run `dipkit check` on it');
    process.exit(1);
  }
  return result.variant;
}

/** Movement positions with 26 units or more, from random games, with random legal orders. */
function samples(variant: Variant, wanted: number): Sample[] {
  const out: Sample[] = [];
  for (let game = 0; out.length < wanted && game < 10 * wanted; game++) {
    const random = seededRandom(game + 1);
    let position = startPosition(variant);
    for (let step = 0; step < 40 && out.length < wanted; step++) {
      const orders = randomOrders(variant, position, random, { noOrder: 0 });
      if (position.phase.kind === 'movement' && position.units.length >= 26) {
        const text = Object.fromEntries(
          Object.entries(orders).map(([power, list]) => [power, list.map((o) => (typeof o === 'string' ? o : formatOrder(variant, o)))]),
        );
        out.push({ position, orders, text });
      }
      position = adjudicate(variant, position, orders).next;
    }
  }
  return out;
}

/**
 * Calls per second of `body`: the best of five windows of ms/5 each, after a warm-up,
 * so that other processes on a busy machine disturb the figure less.
 */
function rate(body: () => void, ms: number): number {
  const warmUntil = performance.now() + ms / 4;
  while (performance.now() < warmUntil) body();
  let best = 0;
  for (let window = 0; window < 5; window++) {
    let calls = 0;
    const start = performance.now();
    let now = start;
    while (now - start < ms / 5) {
      for (let i = 0; i < 50; i++) body();
      calls += 50;
      now = performance.now();
    }
    best = Math.max(best, (calls * 1000) / (now - start));
  }
  return best;
}

function datcTime(): { seconds: number; summary: string } | null {
  const start = performance.now();
  const run = spawnSync('npx', ['vitest', 'run', 'test/engine/datc'], { encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  if (run.error) return null;
  const output = `${run.stdout}\n${run.stderr}`;
  const summary = /tests: .*$/m.exec(output)?.[0] ?? /Tests\s+.*$/m.exec(output)?.[0]?.replace(/\x1b\[[0-9;]*m/g, '') ?? `exit ${run.status}`;
  return { seconds, summary };
}

function main(): void {
  const variant = loadStandard();
  const list = samples(variant, 400);
  if (list.length === 0) {
    console.error('no movement position with 26 units came up in the random games');
    process.exit(1);
  }
  const units = list.reduce((sum, s) => sum + s.position.units.length, 0) / list.length;

  let i = 0;
  const parsedRate = rate(() => {
    const s = list[i++ % list.length];
    adjudicate(variant, s.position, s.orders);
  }, 2000);
  const textRate = rate(() => {
    const s = list[i++ % list.length];
    adjudicate(variant, s.position, s.text);
  }, 2000);

  const start = startPosition(variant);
  const startLegal = rate(() => legalOrdersByUnit(variant, start), 1000);
  const busyLegal = rate(() => legalOrdersByUnit(variant, list[i++ % list.length].position), 1000);
  const startCount = legalOrdersByUnit(variant, start).reduce((sum, e) => sum + e.orders.length, 0);

  const rows: [string, string, string][] = [
    ['movement phases/s (parsed orders)', `${Math.round(parsedRate).toLocaleString('en')}`, '≥ 20,000'],
    ['movement phases/s (orders as text)', `${Math.round(textRate).toLocaleString('en')}`, ''],
    [`legal orders, start (${start.units.length} units, ${startCount} orders)`, `${(1000 / startLegal).toFixed(3)} ms`, '< 1 ms'],
    [`legal orders, busy board (avg ${units.toFixed(1)} units)`, `${(1000 / busyLegal).toFixed(3)} ms`, '< 1 ms'],
  ];
  if (!process.argv.includes('--no-datc')) {
    const datc = datcTime();
    rows.push(['DATC suite (npx vitest run test/engine/datc)', datc ? `${datc.seconds.toFixed(2)} s` : 'could not run', datc?.summary ?? '']);
  }

  const width = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length), ['measure', 'result', 'target'][c].length));
  const line = (r: readonly string[]): string => `| ${r.map((cell, c) => cell.padEnd(width[c])).join(' | ')} |`;
  console.log(`Standard map, ${list.length} movement positions from random games (Node ${process.version})\n`);
  console.log(line(['measure', 'result', 'target']));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

main();
