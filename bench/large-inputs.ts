/**
 * The largest inputs dipkit reads, and what they cost: `npm run build:ts && npx tsx bench/large-inputs.ts`.
 *
 * Each case is a file written here, read by `dipkit` as users run it (`node bin/dipkit.js`,
 * a cold process, an empty board cache) under a 900 MB heap, about Node's default on a
 * machine of 4 GB: the densest forms a file within the limits can take (a million tokens,
 * MAX_TOKENS in dsl/parse.ts), and forms past them, refused at once. Printed per case: the
 * exit code, the wall time and the peak resident memory of the process.
 * Target: every case ends in a result or in a diagnostic (exit 0 or 1), never in V8's
 * out-of-memory crash (exit 134), and a file past the limits is refused within a second.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateMap } from './generate-map.js';

if (!existsSync('dist/cli-bundle/main.cjs')) {
  console.error('run `npm run build:ts` first: this bench runs dipkit as users do, from the bundle');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'dipkit-large-inputs-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

/** Provinces `a0`… in a line, each border given from both sides (a warning each), `n` of them. */
function borderedTwice(n: number): string {
  const lines = ['variant big en "Big"', '  coordinates plane', '', 'power p1 en "P1"', '  start A a0', ''];
  for (let i = 0; i < n; i++) lines.push(`province a${i} land${i === 0 ? ' centre home p1' : ''}`);
  lines.push('', 'adjacency');
  for (let i = 0; i < n - 2; i++) lines.push(`  a${i}: a${i + 1} a${i + 2}${i > 0 ? ` a${i - 1}` : ''}`);
  return `${lines.join('\n')}\n`;
}

/** Entries of 40 borders each to a province nobody declared (an error each). */
function unknownTargets(entries: number): string {
  const lines = ['variant x en "X"', 'adjacency'];
  for (let i = 0; i < entries; i++) lines.push(`  a${i}: ${Array(40).fill('b').join(',')}`);
  return `${lines.join('\n')}\n`;
}

/** `copies`: that many variants of the text, in a folder checked as one (their ids made distinct). */
const cases: { name: string; text: string; args: string[]; copies?: number }[] = [
  { name: 'borders given twice, 124,000 provinces (990,000 tokens), --no-board', text: borderedTwice(124_000), args: ['--no-board'] },
  { name: 'unknown provinces in 12,100 entries (980,000 tokens), --no-board', text: unknownTargets(12_100), args: ['--no-board'] },
  { name: "995,000 characters the lexer cannot read ('@ @ …')", text: `variant x en "X"\n${'@ '.repeat(995_000)}\n`, args: ['--no-board'] },
  { name: 'generated map of 68,500 provinces (980,000 tokens), with its board', text: generateMap(68_500), args: [] },
  { name: 'a folder of 4 such files of borders given twice, checked as one, --no-board', text: borderedTwice(124_000), args: ['--no-board'], copies: 4 },
  { name: 'past the limit: 16 MB, 2.3 million tokens (refused)', text: borderedTwice(290_000), args: ['--no-board'] },
  { name: "past the limit: 7 million '@ ' (refused)", text: `variant x en "X"\n${'@ '.repeat(7_000_000)}\n`, args: ['--no-board'] },
];

// The peak resident memory, said by the process itself as it exits.
const peak = join(dir, 'peak.cjs');
writeFileSync(peak, "process.on('exit', () => process.stderr.write(`\\npeak-rss ${process.resourceUsage().maxRSS}\\n`));\n");

console.log(`dipkit check under a 900 MB heap (node --max-old-space-size=900), a cold process, an empty board cache; Node ${process.version}\n`);
console.log('| case | exit | wall time | peak memory |\n|---|---|---|---|');
let crashed = false;
for (const c of cases) {
  let file = join(dir, 'case.dip');
  if (c.copies === undefined) writeFileSync(file, c.text);
  else {
    file = mkdtempSync(join(dir, 'folder-'));
    for (let i = 0; i < c.copies; i++) writeFileSync(join(file, `v${i}.dip`), c.text.replace(/^variant (\S+)/m, `variant $1${i}`));
  }
  const cache = mkdtempSync(join(dir, 'cache-'));
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--max-old-space-size=900', '--require', peak, resolve('bin/dipkit.js'), 'check', file, ...c.args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, DIPKIT_CACHE_DIR: cache },
  });
  const seconds = (performance.now() - start) / 1000;
  const kb = Number(/peak-rss (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  const exit = run.status ?? `signal ${run.signal}`;
  if (run.status !== 0 && run.status !== 1) crashed = true;
  console.log(`| ${c.name} | ${exit} | ${seconds.toFixed(1)} s | ${Number.isNaN(kb) ? '—' : `${Math.round(kb / 1024)} MB`} |`);
}
if (crashed) {
  console.log('\nA case ended otherwise than in a result or a diagnostic.');
  process.exitCode = 1;
}
