/**
 * The whole command line against mutated and hostile inputs: check, build, fmt, start,
 * adjudicate, play and render, in-process through `main`, and a few real processes of
 * `bin/dipkit.js`. Whatever the input: an exit code of 0, 1 or 2, no internal error, no
 * stack trace, no run over a time budget (a hang, not a speed target).
 */
import { isAscii } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterVariant } from '../../cli/commands/init.js';
import { main } from '../../cli/main.js';
import { captureIo } from '../support/cli-io.js';
import { miniMap } from '../support/mini-map.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Far above any honest run here (tens of ms); only a hang or a blow-up reaches it. */
const budgetMs = 10_000;

const hostile = [
  '\u0000', '\u001b[2J', '\u202e', '\u2066', '\ufeff', '\ud800', '"', '\\', '#', ':', '/', ',', '\r', '\n\n',
  ' constructor ', ' __proto__ ', ' toString ', ' hasOwnProperty ', ' prototype ',
  '\ninclude "/dev/zero"\n', '\ninclude "/proc/self/environ"\n', '\ninclude "../../../../etc/passwd"\n',
  '\ninclude "case.dip"\n', '\ninclude "deep.dip"\n', '\nvariant v extends "/etc/passwd"\n', '\nvariant v extends "case.dip"\n',
  '\nvariant v extends "standard"\n', '\nvariant v extends "constructor"\n', '\nvariant v extends "four-players"\n',
  '\n  geometry svg "../../../etc/passwd"\n', '\n  geometry geojson "/dev/zero"\n', '\n  geometry svg "deep.dip"\n',
  '\npower constructor en "X"\n', '\nprovince constructor land centre home constructor\n', '\nplayer __proto__ controls constructor\n',
  '\nrule coin-toss constructor\n', '\nrule neutral toString\n', '\n  colour "red;fill:url(javascript:x)"\n', '\n  colour "</style><script>"\n',
  ' en "<script>alert(1)</script>" ', ' en "]]>&amp;\u0001" ', ` en "${'x'.repeat(100_000)}" `, `"${'y'.repeat(50_000)}`,
  `\nadjacency\n  wmo: ${'q'.repeat(200_000)}\n`, ` ${'z'.repeat(200_000)} `,
  ' 99999999999999999999999 ', ' -1e999 ', ' NaN ', ' -0 ', ' 1.5 ', ' at 1e308 -1e308 ', ` ${'9'.repeat(400)} `,
];

const hostileJson = [
  '{"__proto__": {"polluted": 1}}', '{"constructor": ["A Par - Bur"]}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', '[]', 'null', '1e999',
  `{"variant": "${'v'.repeat(100_000)}"}`, '{"variant": "../../etc/passwd"}', '{"variant": "/dev/zero"}', '{"variant": "constructor"}',
  '"\u0000"', '{"units": [{"power": "toString", "type": "army", "location": "constructor"}]}', '\u001b[2J',
];

/** Ids of the seeds, and what a mutation renames them to: names JavaScript objects already have. */
const seedIds = ['west', 'east', 'wmo', 'mid', 'bay', 'sea', 'north', 'south', 'nor', 'twi', 'wc', 'spring', 'fall'];
const protoIds = ['constructor', 'tostring', 'valueof', 'prototype', 'hasownproperty'];

/** The text with each mutation applied: insert, delete a slice, duplicate a line, cut short, rename an id throughout. */
type Mutation = { kind: 'insert' | 'delete' | 'duplicate' | 'cut' | 'rename'; at: number; length: number; piece: number };

const mutation = fc.record({
  kind: fc.constantFrom('insert' as const, 'insert' as const, 'delete' as const, 'duplicate' as const, 'cut' as const, 'rename' as const),
  at: fc.nat(),
  length: fc.nat({ max: 40 }),
  piece: fc.nat(),
});

function mutate(text: string, mutations: readonly Mutation[], pieces: readonly string[]): string {
  let out = text;
  for (const m of mutations) {
    const at = m.at % (out.length + 1);
    if (m.kind === 'insert') out = out.slice(0, at) + pieces[m.piece % pieces.length] + out.slice(at);
    else if (m.kind === 'delete') out = out.slice(0, at) + out.slice(at + m.length);
    else if (m.kind === 'cut') out = out.slice(0, Math.max(at, out.length - m.length * 50));
    else if (m.kind === 'rename') out = out.replace(new RegExp(`\\b${seedIds[m.at % seedIds.length]}\\b`, 'g'), protoIds[m.piece % protoIds.length]);
    else {
      const lines = out.split('\n');
      const i = at % lines.length;
      lines.splice(i, 0, lines[i]);
      out = lines.join('\n');
    }
  }
  return out;
}

interface Outcome {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function run(argv: string[]): Promise<Outcome> {
  const io = captureIo();
  const start = performance.now();
  const code = await main(argv, io);
  const ms = performance.now() - start;
  const outcome = { code, out: io.out(), err: io.err() };
  expectSound(argv, outcome);
  expect(ms, `${argv.join(' ')} took ${ms.toFixed(0)} ms`).toBeLessThan(budgetMs);
  return outcome;
}

function expectSound(argv: readonly string[], { code, err, out }: Outcome): void {
  const what = `dipkit ${argv.join(' ')}\n${err.slice(0, 2000)}`;
  expect([0, 1, 2], what).toContain(code);
  expect(err, what).not.toContain('internal error');
  expect(err + out, what).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
}

const seeds = { mini: miniMap, starter: starterVariant('case') };
const position = JSON.stringify({
  variant: 'case',
  phase: { season: 'spring', year: 1901, kind: 'movement' },
  units: [
    { power: 'west', type: 'army', location: 'wmo' },
    { power: 'east', type: 'fleet', location: 'epo' },
  ],
});
const orders = JSON.stringify({ west: ['A wmo - mid'], east: ['F epo - bay'] });
const game = JSON.stringify({ variant: 'case.dip', phases: [{ phase: 'Spring 1901 movement', orders: { west: ['A wmo - mid'] } }, { draw: ['west', 'east'] }] });

describe('dipkit on mutated and hostile variant files', () => {
  beforeAll(() => {
    // A chain of includes deeper than the limit, for mutations that include it.
    for (let i = 0; i < 100; i++) writeFileSync(join(dir, i === 0 ? 'deep.dip' : `deep${i}.dip`), `include "deep${i + 1}.dip"\n`);
  });

  it('never crashes, hangs or exits otherwise than 0, 1 or 2', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('mini', 'starter'), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (seed, mutations) => {
        const index = n++;
        const caseDir = join(dir, `case${index}`);
        mkdirSync(caseDir);
        const file = join(caseDir, 'case.dip');
        writeFileSync(file, mutate(seeds[seed as keyof typeof seeds], mutations, hostile));
        writeFileSync(join(caseDir, 'deep.dip'), 'include "../deep.dip"\n');
        // Each case runs the cheap commands; the slower ones (board, drawing) take turns.
        await run(['check', '--no-board', file]);
        await run(['fmt', '--check', '--format', 'json', file]);
        const start = await run(['start', file]);
        if (start.code === 0) {
          // Play the variant: every unit of the start holds, by order of its power.
          const { units } = JSON.parse(start.out) as { units: { power: string; type: string; location: string }[] };
          const holds: Record<string, string[]> = {};
          for (const u of units) (holds[u.power] = Object.hasOwn(holds, u.power) ? holds[u.power] : []).push(`${u.type === 'army' ? 'A' : 'F'} ${u.location} H`);
          writeFileSync(join(caseDir, 'start.json'), start.out);
          writeFileSync(join(caseDir, 'holds.json'), JSON.stringify(holds));
          await run(['adjudicate', join(caseDir, 'start.json'), join(caseDir, 'holds.json'), '--variant', file]);
        }
        const turn = index % 4;
        if (turn === 0) await run(['check', file]);
        if (turn === 1) await run(['build', '--out', join(caseDir, 'out'), file]);
        if (turn === 2) await run(['render', file, '-o', join(caseDir, 'board.svg')]);
        if (turn === 3) await run(['build', '--no-board', '--format', 'json', '--out', join(caseDir, 'out'), file]);
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});

describe('dipkit on mutated and hostile positions, orders and games', () => {
  const variantDir = join(dir, 'play');
  const variant = join(variantDir, 'case.dip');
  beforeAll(() => {
    mkdirSync(variantDir);
    writeFileSync(variant, seeds.starter);
  });

  it('never crashes, hangs or exits otherwise than 0, 1 or 2', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.array(mutation, { maxLength: 3 }), async (a, b) => {
        const caseDir = join(variantDir, `case${n++}`);
        mkdirSync(caseDir);
        const files = {
          position: join(caseDir, 'position.json'),
          orders: join(caseDir, 'orders.json'),
          text: join(caseDir, 'orders.txt'),
          game: join(caseDir, 'game.json'),
        };
        writeFileSync(files.position, mutate(position, a, hostileJson.concat(hostile)));
        writeFileSync(files.orders, mutate(orders, b, hostileJson.concat(hostile)));
        writeFileSync(files.text, mutate('West:\nA wmo - mid\nEast:\nF epo - bay\n', b, hostile));
        writeFileSync(files.game, mutate(game, a, hostileJson.concat(hostile)));
        await run(['adjudicate', files.position, files.orders, '--variant', variant]);
        await run(['adjudicate', files.position, files.text, '--variant', variant, '--format', 'text']);
        await run(['play', files.game, '--variant', variant]);
        await run(['render', variant, files.position, '--orders', files.orders, '--results', '-o', join(caseDir, 'board.svg')]);
        await run(['render', variant, files.position, files.text, '--results']);
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('takes hostile file kinds for any input as a clear error', async () => {
    const binary = join(dir, 'binary.json');
    writeFileSync(binary, Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 97) % 256)));
    for (const input of ['/dev/zero', dir, binary, join(dir, 'nothing.json')]) {
      const results = [
        await run(['adjudicate', input, '--variant', variant]),
        await run(['adjudicate', join(dir, 'play', 'case0', 'position.json'), input, '--variant', variant]),
        await run(['play', input]),
        await run(['render', variant, input]),
        await run(['render', variant, join(dir, 'play', 'case0', 'position.json'), input]),
        await run(['check', input]),
        await run(['fmt', input]),
        await run(['start', input.endsWith('.json') ? input.replace(/json$/, 'dip') : input]),
      ];
      for (const result of results) expect(result.code).not.toBe(0);
    }
  });
});

describe('dipkit as a real process', () => {
  const bin = new URL('../../bin/dipkit.js', import.meta.url).pathname;
  const root = new URL('../..', import.meta.url).pathname;

  beforeAll(() => {
    // bin/dipkit.js runs the bundle: make it from the sources under test.
    const built = spawnSync('npm', ['run', '--silent', 'build:cli'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  });

  it('ends every hostile run with 0, 1 or 2 and no stack trace', () => {
    const caseDir = join(dir, 'process');
    mkdirSync(caseDir);
    const write = (name: string, text: string | Buffer): string => (writeFileSync(join(caseDir, name), text), join(caseDir, name));
    const mini = write('mini.dip', seeds.mini);
    const control = write('control.dip', seeds.mini.replace('en "Norland"', 'en "Nor\u001b[31mland\u202e"'));
    const proto = write('proto.dip', seeds.mini.replaceAll('north', 'constructor'));
    const long = write('long.dip', `variant big\n  en "${'x'.repeat(5_000_000)}\n`);
    const binary = write('binary.dip', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256)));
    const escape = write('escape.dip', `${seeds.mini}\ninclude "/proc/self/environ"\ninclude "../../../etc/passwd"\n`);
    const runs: string[][] = [
      ['check', control, proto, long, binary, escape, '/dev/zero'],
      ['fmt', '--check', control, long, binary],
      ['build', '--no-board', '--out', join(caseDir, 'out'), proto, control],
      ['render', proto, '-o', join(caseDir, 'x.jpg')],
      ['render', mini, '--lang', '\u001b[31mland\u202e'],
      ['render', mini, '--lang', 'constructor'],
      ['start', escape],
      ['adjudicate', '/dev/zero', '--variant', control],
      ['play', binary],
      ['frobnicate'],
    ];
    for (const args of runs) {
      const child = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: budgetMs * 3, maxBuffer: 64 * 1024 * 1024 });
      expect(child.error, args.join(' ')).toBeUndefined();
      expectSound(args, { code: child.status ?? -1, out: child.stdout, err: child.stderr });
      expect(child.status, args.join(' ')).not.toBe(0);
      // Nothing of a refused file reaches the terminal, and no escape sequence from a file.
      expect(child.stdout + child.stderr).not.toContain('root:x:0:0');
      expect(child.stdout + child.stderr).not.toContain('\u001b[31mland');
      expect((child.stdout + child.stderr).length).toBeLessThan(100_000);
    }
  });

  it('is bundled as ASCII text, which the command reads as one-byte text (bin/load-bundle.js)', () => {
    // A character beyond ASCII in a regular expression or a comment of the sources reaches the
    // bundle as it is (esbuild escapes it in strings only): write it \u2019 there.
    expect(isAscii(readFileSync(join(root, 'dist/cli-bundle/main.cjs')))).toBe(true);
  });

  it("takes the build's code cache, as users run it (bin/load-bundle.js)", () => {
    const child = spawnSync(process.execPath, ['-e', "console.log(require('./bin/load-bundle.js').loadBundle().script.cachedDataRejected)"], { cwd: root, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('false');
  });

  it('runs alike with its code cache missing, cut short, not a cache at all or a folder: V8 then compiles the bundle', () => {
    // A copy of the command and its bundle, whose cache file each case replaces.
    const copy = join(dir, 'copy');
    mkdirSync(join(copy, 'bin'), { recursive: true });
    mkdirSync(join(copy, 'dist/cli-bundle'), { recursive: true });
    for (const name of ['dipkit.js', 'load-bundle.js', 'package.json']) copyFileSync(join(root, 'bin', name), join(copy, 'bin', name));
    for (const name of ['main.cjs', 'land-50m.bin']) copyFileSync(join(root, 'dist/cli-bundle', name), join(copy, 'dist/cli-bundle', name));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    const cache = readFileSync(join(root, 'dist/cli-bundle/main.cache'));
    const runs = [['--version'], ['check', 'variants/standard/standard.dip', '--no-board'], ['check', 'test/board/fixtures/tiny/tiny.dip']];
    const expected = runs.map((args) => spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8' }));
    for (const content of [null, cache.subarray(0, 4096), Buffer.from('not a code cache\n'), 'folder'] as const) {
      rmSync(join(copy, 'dist/cli-bundle/main.cache'), { recursive: true, force: true });
      if (content === 'folder') mkdirSync(join(copy, 'dist/cli-bundle/main.cache'));
      else if (content !== null) writeFileSync(join(copy, 'dist/cli-bundle/main.cache'), content);
      runs.forEach((args, i) => {
        const child = spawnSync(process.execPath, [join(copy, 'bin/dipkit.js'), ...args], { cwd: root, encoding: 'utf8' });
        expect({ code: child.status, out: child.stdout, err: child.stderr }, args.join(' ')).toEqual({ code: expected[i].status, out: expected[i].stdout, err: expected[i].stderr });
      });
    }
    expect(expected.map((r) => r.status)).toEqual([0, 0, 0]);
  });
});
