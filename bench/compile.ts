/**
 * How long checking and compiling take: Standard (warm, median of many runs),
 * and generated grid maps of growing size, to see that the cost stays linear.
 *
 *   npx tsx bench/compile.ts
 *
 * Targets: Standard under 50 ms warm; 10,000 provinces under 2 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { compileFile, generateVariantFiles, memoryHost } from '../compiler/compile.js';
import { parseSource } from '../dsl/parse.js';
import { generateMap } from './generate-map.js';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median time in ms of `runs` calls, after `warmup` calls. */
function time(run: () => unknown, runs: number, warmup = Math.min(runs, 5)): number {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

function compileText(text: string, file: string) {
  const result = compileFile(file, { host: memoryHost({ [file]: text }, null) });
  if (!result.variant) throw new Error(`${file} does not compile: ${result.diagnostics.slice(0, 3).map((d) => d.message).join('; ')}`);
  return result;
}

const rows: string[][] = [['input', 'provinces', 'parse ms', 'compile ms', 'emit ms', 'µs / province']];
const row = (name: string, text: string, file: string, runs: number): void => {
  const provinces = compileText(text, file).variant!.provinces.length;
  const parse = time(() => parseSource(text, file), runs);
  const compile = time(() => compileText(text, file), runs);
  const variant = compileText(text, file).variant!;
  const emit = time(() => generateVariantFiles(variant), runs);
  rows.push([name, String(provinces), parse.toFixed(2), compile.toFixed(2), emit.toFixed(2), ((compile * 1000) / provinces).toFixed(1)]);
};

const standardPath = 'variants/standard/standard.dip';
if (existsSync(standardPath)) {
  row('standard (from disk)', readFileSync(standardPath, 'utf8'), standardPath, 200);
  // The same through the disk, includes and all, as `dipkit check` does it.
  const check = time(() => compileFile(standardPath), 200);
  rows.push(['standard, compileFile', '', '', check.toFixed(2), '', '']);
} else {
  process.stdout.write(`(${standardPath} is not there yet: Standard skipped)\n`);
}
for (const [size, runs] of [[100, 50], [1_000, 20], [3_000, 10], [10_000, 7]] as const) {
  row(`grid ${size}`, generateMap(size), `/mem/grid-${size}.dip`, runs);
}

// Checking a map full of mistakes: every tenth border misspelt, each with its "did you mean".
let entry = 0;
const misspelt = generateMap(10_000).replace(/^( {2}p\d+x\d+: p\d+x\d+ )p/gm, (whole, head: string) => (entry++ % 10 === 0 ? `${head}q` : whole));
const misspeltCheck = time(() => compileFile('/mem/misspelt.dip', { host: memoryHost({ '/mem/misspelt.dip': misspelt }, null) }), 3, 1);
rows.push(['grid 10000, 1 border in 10 misspelt', '10000', '', misspeltCheck.toFixed(2), '', '']);

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) process.stdout.write(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ') + '\n');
