/**
 * The largest inputs dipkit reads, and what they cost: `npm run build:ts && npx tsx bench/large-inputs.ts`.
 *
 * Each case is files written here, read by `dipkit` as users run it (`node bin/dipkit.js`,
 * a cold process, an empty board cache) under a 900 MB heap, about Node's default on a
 * machine of 4 GB: the densest forms a variant within the limits can take (a million
 * tokens, MAX_TOKENS in dsl/parse.ts), a game record at its bound, and forms past them,
 * refused at once. Printed per case: the exit code, the wall time and the peak resident
 * memory of the process.
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

/** Entries of 40 borders each to a province nobody declared (an error each), separated by spaces as the language has them. */
function unknownTargets(entries: number): string {
  const lines = ['variant x en "X"', 'adjacency'];
  for (let i = 0; i < entries; i++) lines.push(`  a${i}: ${Array(40).fill('b').join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** A case's files, by name in its folder, and what the command reads: one of them, or the folder (`.`); `check` unless it says. */
interface Case {
  readonly name: string;
  readonly files: () => Record<string, string>;
  readonly check: string;
  readonly args: string[];
  readonly command?: string;
}

/** A game record of `phases` movement phases, each with `orders` orders England cannot give (a unit of a province that does not exist). */
function invalidGame(phases: number, orders: number): string {
  return JSON.stringify({ variant: 'standard', phases: Array.from({ length: phases }, () => ({ orders: { england: Array(orders).fill('A Zzz H') } })) });
}

const standard = resolve('variants/standard/standard.dip');

const one = (name: string, text: () => string, args: string[]): Case => ({ name, files: () => ({ 'case.dip': text() }), check: 'case.dip', args });

const cases: Case[] = [
  one('borders given twice, 124,000 provinces (990,000 tokens), --no-board', () => borderedTwice(124_000), ['--no-board']),
  one('unknown provinces in 23,300 entries (980,000 tokens), --no-board', () => unknownTargets(23_300), ['--no-board']),
  one("995,000 characters the lexer cannot read ('@ @ …')", () => `variant x en "X"\n${'@ '.repeat(995_000)}\n`, ['--no-board']),
  one('generated map of 68,500 provinces (980,000 tokens), with its board', () => generateMap(68_500), []),
  {
    name: 'a folder of 4 files of borders given twice, checked as one, --no-board',
    files: () => {
      const text = borderedTwice(124_000);
      return Object.fromEntries([0, 1, 2, 3].map((i) => [`v${i}.dip`, text.replace(/^variant (\S+)/m, `variant $1${i}`)]));
    },
    check: '.',
    args: ['--no-board'],
  },
  {
    name: "a variant including 800 files of 1,100 characters the lexer cannot read (1,000 problems shown a file, 800,000 in all)",
    files: () => {
      const files: Record<string, string> = { 'main.dip': `variant x en "X"\n${Array.from({ length: 800 }, (_, i) => `include "f${i}.inc"`).join('\n')}\n` };
      for (let i = 0; i < 800; i++) files[`f${i}.inc`] = `${'@ '.repeat(1100)}\n`;
      return files;
    },
    check: 'main.dip',
    args: ['--no-board'],
  },
  {
    name: 'play --format json: a record at the bound of 200,000 orders, all invalid (9,999 phases)',
    files: () => ({ 'game.json': invalidGame(9_999, 20) }),
    check: 'game.json',
    args: ['--variant', standard, '--format', 'json'],
    command: 'play',
  },
  {
    name: 'play: past the bound, 1.4 million invalid orders in 16 MB (refused)',
    files: () => ({ 'game.json': invalidGame(10_000, 140) }),
    check: 'game.json',
    args: ['--variant', standard, '--format', 'json'],
    command: 'play',
  },
  one('past the limit: 16 MB, 2.3 million tokens (refused)', () => borderedTwice(290_000), ['--no-board']),
  one("past the limit: 7 million '@ ' (refused)", () => `variant x en "X"\n${'@ '.repeat(7_000_000)}\n`, ['--no-board']),
];

// The peak resident memory, said by the process itself as it exits.
const peak = join(dir, 'peak.cjs');
writeFileSync(peak, "process.on('exit', () => process.stderr.write(`\\npeak-rss ${process.resourceUsage().maxRSS}\\n`));\n");

console.log(`dipkit under a 900 MB heap (node --max-old-space-size=900), a cold process, an empty board cache; Node ${process.version}\n`);
console.log('| case | exit | wall time | peak memory |\n|---|---|---|---|');
let crashed = false;
for (const c of cases) {
  const folder = mkdtempSync(join(dir, 'case-'));
  for (const [name, text] of Object.entries(c.files())) writeFileSync(join(folder, name), text);
  const cache = mkdtempSync(join(dir, 'cache-'));
  const start = performance.now();
  // What it prints is not kept (hundreds of MB for the case of 800 files): only its peak, said on standard error.
  const run = spawnSync(process.execPath, ['--max-old-space-size=900', '--require', peak, resolve('bin/dipkit.js'), c.command ?? 'check', join(folder, c.check), ...c.args], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 30,
    env: { ...process.env, DIPKIT_CACHE_DIR: cache },
  });
  rmSync(folder, { recursive: true, force: true });
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
