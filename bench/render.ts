/**
 * Board timings on the Standard map: `npx tsx bench/render.ts`.
 * Targets: generating and rendering the board under 1 s; drawing a position under 20 ms.
 * Each figure is the median of several runs after a warm-up. Timings vary with the
 * machine's load: run it on a quiet machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkGeometry, loadCheckedBoard } from '../board/check-geometry.js';
import { generateGeometry } from '../board/geometry/load-geometry.js';
import { renderBoard } from '../board/render/render-board.js';
import { svgToPng } from '../board/render/to-png.js';
import { compileFile } from '../compiler/compile.js';
import { adjudicate } from '../engine/adjudicate.js';
import { startPosition } from '../engine/game/start-position.js';
import type { Orders, Position } from '../engine/types.js';
import { standardSpring1901 } from '../test/support/openings.js';

const file = fileURLToPath(new URL('../variants/standard/standard.dip', import.meta.url));
const variant = compileFile(file).variant;
if (!variant) throw new Error(`${file} does not compile: run dipkit check on it`);

/** The median of `runs` timed runs, after one untimed run (warm-up). */
function time<T>(runs: number, work: () => T): { ms: number; result: T } {
  let result = work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], result };
}

const rows: [string, number, string][] = [];
const coldStart = performance.now();
const geometry = generateGeometry(variant);
const cold = performance.now() - coldStart;
const coldRender = performance.now();
const emptySvg = renderBoard(variant, geometry);
const firstBoard = cold + performance.now() - coldRender;
rows.push(['generate Standard board (first, incl. loading coastlines)', cold, '']);
rows.push(['generate + render Standard board (first)', firstBoard, firstBoard < 1000 ? 'target < 1 s: ok' : 'target < 1 s: MISSED']);
rows.push(['generate Standard board (again)', time(3, () => generateGeometry(variant)).ms, '']);
rows.push(['render empty board', time(50, () => renderBoard(variant, geometry)).ms, `${(emptySvg.length / 1024).toFixed(0)} KB`]);

const start: Position = startPosition(variant);
const orders: Orders = standardSpring1901;
const { results } = adjudicate(variant, start, orders);
const position = time(50, () => renderBoard(variant, geometry, start));
rows.push(['draw the 1901 position', position.ms, position.ms < 20 ? 'target < 20 ms: ok' : 'target < 20 ms: MISSED']);
const withOrders = time(50, () => renderBoard(variant, geometry, start, orders));
rows.push(['draw the position with 22 orders (parsed from text)', withOrders.ms, withOrders.ms < 20 ? 'target < 20 ms: ok' : 'target < 20 ms: MISSED']);
rows.push(['draw the position with adjudicated results', time(50, () => renderBoard(variant, geometry, start, null, results)).ms, `${(withOrders.result.length / 1024).toFixed(0)} KB`]);
rows.push(['check the geometry against the adjacency', time(3, () => checkGeometry(variant, geometry)).ms, '']);

// The board cache: the first variant of a map computes and stores the board, the others
// (and every later run) read it. A fresh folder for each measure.
const cacheRoot = mkdtempSync(join(tmpdir(), 'dipkit-bench-cache-'));
try {
  const sixPlayers = compileFile(fileURLToPath(new URL('../variants/standard/six-players.dip', import.meta.url))).variant;
  let fresh = 0;
  const miss = time(3, () => loadCheckedBoard(variant, dirname(file), null, { cache: join(cacheRoot, String(fresh++)) }));
  rows.push(['check the Standard board, cache miss (generate, check, store)', miss.ms, '']);
  const warm = join(cacheRoot, 'warm');
  loadCheckedBoard(variant, dirname(file), null, { cache: warm });
  rows.push(['check the Standard board, cache hit (read, validate, check)', time(5, () => loadCheckedBoard(variant, dirname(file), null, { cache: warm })).ms, '']);
  if (sixPlayers) rows.push(['check six-players after Standard (same map: a hit)', time(5, () => loadCheckedBoard(sixPlayers, dirname(file), null, { cache: warm })).ms, '']);
} finally {
  rmSync(cacheRoot, { recursive: true, force: true });
}
rows.push(['SVG → PNG (1500 px wide)', time(2, () => svgToPng(emptySvg)).ms, '']);

// The same method on another part of the world (the test fixture of East Asia).
const asiaFile = fileURLToPath(new URL('../test/board/fixtures/lonlat/asia.dip', import.meta.url));
const asia = compileFile(asiaFile).variant;
if (asia) rows.push(['generate the East Asia board (test fixture)', time(3, () => generateGeometry(asia)).ms, '']);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'step'.padEnd(width)}  ${'ms'.padStart(8)}  note`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(20)}`);
for (const [name, ms, note] of rows) console.log(`${name.padEnd(width)}  ${ms.toFixed(1).padStart(8)}  ${note}`);
