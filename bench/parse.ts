/**
 * Parse and format time for large generated variant files (the grid maps of
 * bench/generate-map.ts, which bench/compile.ts also compiles).
 * Run: npx tsx bench/parse.ts
 * Target: a 10,000-province file parses in well under a second, and cost grows
 * about linearly (10x the provinces, about 10x the time).
 */
import { formatSource } from '../dsl/format.js';
import { parseSource } from '../dsl/parse.js';
import { generateMap } from './generate-map.js';

function bestOf<T>(runs: number, work: () => T): { ms: number; result: T } {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = work();
    best = Math.min(best, performance.now() - start);
  }
  return { ms: best, result };
}

const rows: string[] = ['| provinces | MB | parse ms (best of 5) | format ms (best of 5) |', '| ---: | ---: | ---: | ---: |'];
for (const n of [1_000, 10_000]) {
  const text = generateMap(n);
  const parse = bestOf(5, () => parseSource(text, 'grid.dip'));
  if (parse.result.diagnostics.length > 0) throw new Error(`generated file has diagnostics: ${parse.result.diagnostics[0].message}`);
  const format = bestOf(5, () => formatSource(parse.result.ast));
  rows.push(`| ${n} | ${(text.length / 1e6).toFixed(2)} | ${parse.ms.toFixed(1)} | ${format.ms.toFixed(1)} |`);
}
console.log(rows.join('\n'));
