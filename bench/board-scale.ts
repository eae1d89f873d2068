/**
 * Board generation and checks on generated grid maps of growing size:
 * `npx tsx bench/board-scale.ts [N ...]` (default 1000 2500 5000 10000).
 * Target: a 10,000-province map generated and checked in under 5 s, growing linearly.
 * Each size is a fresh map; the figure is the median of three runs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkGeometry } from '../board/check-geometry.js';
import { generateGeometry } from '../board/geometry/load-geometry.js';
import { compileFile } from '../compiler/compile.js';
import { generateMap } from './generate-map.js';

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n >= 20);
const dir = mkdtempSync(join(tmpdir(), 'dipkit-board-scale-'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

console.log(`${'provinces'.padStart(9)}  ${'generate ms'.padStart(11)}  ${'check ms'.padStart(8)}  ${'total ms'.padStart(8)}  ms per 1,000  warnings`);
try {
  for (const size of sizes.length > 0 ? sizes : [1000, 2500, 5000, 10000]) {
    const file = join(dir, `grid-${size}.dip`);
    writeFileSync(file, generateMap(size));
    const variant = compileFile(file).variant;
    if (!variant) throw new Error(`the generated map of ${size} provinces does not compile`);
    const generate: number[] = [];
    const check: number[] = [];
    let warningCount = 0;
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      const geometry = generateGeometry(variant);
      const t1 = performance.now();
      const warnings = checkGeometry(variant, geometry);
      const t2 = performance.now();
      warningCount = warnings.length;
      generate.push(t1 - t0);
      check.push(t2 - t1);
    }
    const total = median(generate) + median(check);
    console.log(`${String(size).padStart(9)}  ${median(generate).toFixed(0).padStart(11)}  ${median(check).toFixed(0).padStart(8)}  ${total.toFixed(0).padStart(8)}  ${((total / size) * 1000).toFixed(0).padStart(12)}  ${warningCount}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
