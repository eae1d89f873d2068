import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import type { CliIo } from '../../cli/io.js';
import { parseSvg } from './support.js';
import { tinyDir } from './support.js';
import { variantsDir } from '../support/variants.js';

function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    env: {},
    isTTY: false,
  };
  return main(['render', ...args], io).then((code) => ({ code, stdout, stderr }));
}

const out = mkdtempSync(join(tmpdir(), 'dipkit-render-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('dipkit render', () => {
  it('writes the board as SVG to standard output', async () => {
    const { code, stdout } = await run([`${tinyDir}/tiny.dip`]);
    expect(code).toBe(0);
    expect(parseSvg(stdout).name).toBe('svg');
  });

  it('draws a position with its orders and their results, to a file and a PNG', async () => {
    const file = join(out, 'tiny.svg');
    const { code, stdout } = await run([`${tinyDir}/tiny.dip`, `${tinyDir}/position.json`, '--orders', `${tinyDir}/orders.txt`, '--results', '-o', file, '--png']);
    expect(code).toBe(0);
    expect(stdout).toBe(`${file}\n${join(out, 'tiny.png')}\n`);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('class="order move failed power-blue"');
    expect(readFileSync(join(out, 'tiny.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes the orders file after the position, as adjudicate does, and draws the same board as with --orders', async () => {
    const named = await run([`${tinyDir}/tiny.dip`, `${tinyDir}/position.json`, '--orders', `${tinyDir}/orders.txt`, '--results']);
    const after = await run([`${tinyDir}/tiny.dip`, `${tinyDir}/position.json`, `${tinyDir}/orders.txt`, '--results']);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('class="order move failed power-blue"');
    expect(after.stdout).toBe(named.stdout);
    // Given both ways, or a fourth file: which was meant is not guessed.
    const twice = await run([`${tinyDir}/tiny.dip`, `${tinyDir}/position.json`, `${tinyDir}/orders.txt`, '--orders', `${tinyDir}/orders.txt`]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('the orders are given twice');
    expect((await run([`${tinyDir}/tiny.dip`, `${tinyDir}/position.json`, `${tinyDir}/orders.txt`, 'more.txt'])).code).toBe(2);
  });

  it('says which orders it cannot read and so does not draw, and draws the others', async () => {
    const orders = join(out, 'unreadable.txt');
    writeFileSync(orders, `${readFileSync(`${tinyDir}/orders.txt`, 'utf8')}\nA Qqq - Zzz\n`);
    const { code, stdout, stderr } = await run([`${tinyDir}/tiny.dip`, `${tinyDir}/position.json`, '--orders', orders]);
    expect(code).toBe(0);
    expect(stderr).toBe(`${orders}: warning: not drawn: A Qqq - Zzz (unknown province 'Qqq')\n`);
    expect(stdout).toContain('class="order move');
  });

  it('says once that a bidding phase\'s bids are not drawn, rather than calling each bid unreadable', async () => {
    // Bidding 1900: each player's preference list, its first choice the home power the bids go under.
    const position = join(out, 'bidding.json');
    const lists = { anna: ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'], ben: ['italy', 'england', 'france', 'germany', 'austria', 'russia', 'turkey'] };
    writeFileSync(position, JSON.stringify({ variant: 'intimate', phase: { season: 'auction', year: 1900, kind: 'bidding' }, units: [], rules: { intimate: { preferences: lists } } }));
    const bids = join(out, 'bids.txt');
    writeFileSync(bids, 'Austria:\nGermany 5\nItaly:\nGermany 4\n');
    const { code, stdout, stderr } = await run([`${variantsDir}/standard/intimate.dip`, position, '--orders', bids]);
    expect(code).toBe(0);
    expect(stderr).toBe(`${bids}: warning: not drawn: a bidding phase's bids have no place on the board\n`);
    expect(parseSvg(stdout).name).toBe('svg');
  });

  it('finds a variant under variants/ by its id (the file that compiles to it), and says so when there is none', async () => {
    const { code, stdout } = await run(['standard']);
    expect(code).toBe(0);
    expect(parseSvg(stdout).attributes['data-variant']).toBe('standard');
    const missing = await run(['no-such-variant']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("no-such-variant: no no-such-variant.dip or variants/**/no-such-variant.dip here for the variant 'no-such-variant', nor among the variants dipkit ships (arsenal, colonial-1994, colonial-1996, five-players, four-players, intimate, rokugan, six-players, standard, three-players-1, three-players-2, two-players-1914); give the variant's .dip file\n");
  });

  it('writes only a PNG when the output file ends in .png', async () => {
    const file = join(out, 'board.png');
    const { code, stdout } = await run([`${tinyDir}/tiny.dip`, '-o', file]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${file}\n`);
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws in the language --lang names, and refuses one the board does not know, exit code 2', async () => {
    const fr = await run(['variants/standard/standard.dip', '--lang', 'fr']);
    expect(fr.code).toBe(0);
    expect(parseSvg(fr.stdout).attributes.lang).toBe('fr');
    const de = await run(['variants/standard/standard.dip', '--lang', 'de']);
    expect(de.code).toBe(2);
    expect(de.stdout).toBe('');
    expect(de.stderr).toContain('--lang "de": the board of standard is drawn in en, fr');
  });

  it('says what is wrong with bad usage, exit code 2', async () => {
    for (const args of [[], ['position.json'], [`${tinyDir}/tiny.dip`, '--orders', 'o.txt'], [`${tinyDir}/tiny.dip`, '--start', 'o.txt'], [`${tinyDir}/tiny.dip`, '--results'], [`${tinyDir}/tiny.dip`, '--png'], [`${tinyDir}/tiny.dip`, '--colour']]) {
      const { code, stderr } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toMatch(/^dipkit render: /);
    }
  });

  it('reports problems in the files with their names, exit code 1, no stack trace', async () => {
    const missing = await run([join(out, 'nothing.dip')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nothing.dip: no such variant file');

    const badPosition = await run([`${tinyDir}/tiny.dip`, `${tinyDir}/orders.txt`]);
    expect(badPosition.code).toBe(1);
    expect(badPosition.stderr).toContain('orders.txt');

    const noSvg = join(out, 'lost.dip');
    const { writeFileSync } = await import('node:fs');
    // A variant reads only inside its root folder, named relative to itself: --root / lets it reach tiny.dip.
    writeFileSync(noSvg, `variant lost extends "${relative(out, tinyDir)}/tiny.dip"\n  en "Lost"\n  geometry svg "lost.svg"\n`);
    const lost = await run([noSvg, '--root', '/']);
    expect(lost.code).toBe(1);
    expect(lost.stderr).toBe(`${join(out, 'lost.svg')}: no such file\n`);
    expect(existsSync(join(out, 'lost.svg'))).toBe(false);
  });
});
