/**
 * Parse and format time for large generated variant files.
 * Run: npx tsx bench/parse.ts
 * Target: a 10,000-province file (~1.6 MB) parses in well under a second, and
 * cost grows about linearly (10x the provinces, about 10x the time).
 */
import { formatSource } from '../dsl/format.js';
import { parseSource } from '../dsl/parse.js';

function bigVariant(provinces: number): string {
  const lines = ['variant big', '  en "Big" fr "Grande"', '  start spring 1901', '  victory 5000 centres', ''];
  for (let i = 0; i < provinces; i++) {
    const x = ((i % 360) - 180).toFixed(2);
    const y = ((i % 170) - 85).toFixed(2);
    lines.push(`province p${i} coastal en "Province number ${i}" fr "Province numéro ${i}" centre at ${x} ${y} at ${y} ${x}  # note ${i}`);
  }
  lines.push('', 'adjacency');
  for (let i = 0; i < provinces; i++) {
    lines.push(`  p${i}: p${(i + 1) % provinces} p${(i + 7) % provinces}/nc p${(i + 100) % provinces} p${(i + 1000) % provinces}`);
  }
  return `${lines.join('\n')}\n`;
}

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
  const text = bigVariant(n);
  const parse = bestOf(5, () => parseSource(text, 'big.dip'));
  if (parse.result.diagnostics.length > 0) throw new Error(`generated file has diagnostics: ${parse.result.diagnostics[0].message}`);
  const format = bestOf(5, () => formatSource(parse.result.ast));
  rows.push(`| ${n} | ${(text.length / 1e6).toFixed(2)} | ${parse.ms.toFixed(1)} | ${format.ms.toFixed(1)} |`);
}
console.log(rows.join('\n'));
