/** init, start, check DIR, --root, render's output kinds, build writing all or nothing. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { terminalSafe } from '../../cli/io.js';
import { writeFilesAtomically } from '../../compiler/compile.js';
import { captureIo } from '../support/cli-io.js';
import { miniMap } from '../support/mini-map.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-small-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** The mini map as `NAME.dip` and its start position as `NAME-position.json`, in the test folder. */
async function miniMapAndStart(name: string): Promise<{ variant: string; positionFile: string }> {
  const variant = join(dir, `${name}.dip`);
  writeFileSync(variant, miniMap);
  const positionFile = join(dir, `${name}-position.json`);
  writeFileSync(positionFile, (await run('start', variant)).out);
  return { variant, positionFile };
}

/** Runs `body` in a new empty folder as the current one, then goes back and removes it. */
async function inNewFolder(body: () => Promise<void>): Promise<void> {
  const here = mkdtempSync(join(tmpdir(), 'dipkit-here-'));
  const cwd = process.cwd();
  process.chdir(here);
  try {
    await body();
  } finally {
    process.chdir(cwd);
    rmSync(here, { recursive: true, force: true });
  }
}

describe('dipkit init', () => {
  const file = join(dir, 'island.dip');

  it('writes a starter variant that check passes with no warning, board checks included, and fmt leaves alone', async () => {
    const init = await run('init', file);
    expect(init.code).toBe(0);
    expect(init.out).toContain(`${file}: a starter variant 'island'`);
    const check = await run('check', file);
    expect(check.out).toBe('0 errors, 0 warnings in 1 file\n');
    expect(check.code).toBe(0);
    expect((await run('fmt', '--check', file)).code).toBe(0);
  });

  it('refuses to overwrite a file', async () => {
    writeFileSync(file, 'mine\n');
    const again = await run('init', file);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');
    expect(readFileSync(file, 'utf8')).toBe('mine\n');
  });

  it('refuses a name that cannot be an id', async () => {
    for (const name of ['My Map.dip', 'constructor.dip', 'map.txt']) expect((await run('init', join(dir, name))).code).toBe(2);
  });

  it('adds .dip to a name without an extension, and writes the default file into a folder', async () => {
    const bare = await run('init', join(dir, 'atoll'));
    expect(bare.code).toBe(0);
    expect(bare.out).toContain(`${join(dir, 'atoll.dip')}: a starter variant 'atoll'`);
    expect(readFileSync(join(dir, 'atoll.dip'), 'utf8')).toContain('variant atoll\n');
    const folder = join(dir, 'maps');
    mkdirSync(folder);
    const inside = await run('init', folder);
    expect(inside.code).toBe(0);
    expect(readFileSync(join(folder, 'my-variant.dip'), 'utf8')).toContain('variant my-variant\n');
    // Never over a file, whichever way it was named.
    expect((await run('init', join(dir, 'atoll'))).code).toBe(1);
  });
});

describe('a variant given by its id in the current folder', () => {
  it('is found as ID.dip where dipkit init writes it, before any under variants/, and only an id is looked for there', async () => {
    await inNewFolder(async () => {
      expect((await run('init', 'harbour.dip')).code).toBe(0);
      const start = await run('start', 'harbour');
      expect(start.code).toBe(0);
      writeFileSync('start.json', start.out);
      // The position names its variant by id ("variant": "harbour"): no --variant needed.
      const next = await run('adjudicate', 'start.json', '--format', 'text');
      expect(next.err).toBe('');
      expect(next.out).toContain('Next: Fall 1901');
      expect((await run('render', 'harbour')).code).toBe(0);
      // A path is not an id: from a subfolder, ../harbour is not read (bad usage, or not found).
      mkdirSync('sub');
      process.chdir('sub');
      expect((await run('balance', '../harbour')).code).toBe(2);
      writeFileSync('game.json', JSON.stringify({ variant: 'harbour', phases: [] }));
      const up = await run('play', 'game.json', '--variant', '../harbour');
      expect(up.code).toBe(1);
      expect(up.err).toBe(`game.json: "../harbour" is neither a variant id nor a .dip file; give --variant FILE.dip\n`);
      // The file here comes first, alone: its errors are shown, not passed over for one under variants/.
      writeFileSync('harbour.dip', 'variant harbour\n  start spring 1901\nprovince\n');
      mkdirSync('variants/sea', { recursive: true });
      writeFileSync('variants/sea/harbour.dip', readFileSync('../harbour.dip', 'utf8'));
      const broken = await run('start', 'harbour');
      expect(broken.code).toBe(1);
      expect(broken.err).toContain('harbour.dip does not compile');
      expect(broken.err).not.toContain('variants/sea');
      rmSync('harbour.dip');
      expect((await run('start', 'harbour')).code).toBe(0);
      // An id longer than a file name may be: not found, said in a line (the id cut short, the
      // shipped variants listed), no stack trace.
      const long = await run('balance', 'x'.repeat(300));
      expect(long.code).toBe(1);
      expect(long.err).toContain('no xxxx');
      expect(long.err).not.toContain('internal error');
      expect(long.err.length).toBeLessThan(800);
    });
  });
});

describe('the variant of adjudicate, play and balance', () => {
  it('is given by id or .dip file alike, first or with --variant, and a file naming another is refused', async () => {
    await inNewFolder(async () => {
      expect((await run('init', 'harbour.dip')).code).toBe(0);
      writeFileSync('start.json', (await run('start', 'harbour')).out);
      const byFile = await run('adjudicate', 'harbour.dip', 'start.json', '--format', 'text');
      expect(byFile.code).toBe(0);
      // An id first, as render takes one, or with --variant, as play takes one.
      expect(await run('adjudicate', 'harbour', 'start.json', '--format', 'text')).toEqual(byFile);
      expect(await run('adjudicate', 'start.json', '--variant', 'harbour', '--format', 'text')).toEqual(byFile);
      // A position naming its variant by its .dip file, beside it.
      const position = JSON.parse(readFileSync('start.json', 'utf8'));
      writeFileSync('by-file.json', JSON.stringify({ ...position, variant: 'harbour.dip' }));
      expect(await run('adjudicate', 'by-file.json', '--format', 'text')).toEqual(byFile);
      // A record naming another variant than --variant's is refused, as a position is.
      writeFileSync('game.json', JSON.stringify({ variant: 'standard', phases: [] }));
      const other = await run('play', 'game.json', '--variant', 'harbour.dip');
      expect(other.code).toBe(1);
      expect(other.err).toContain("variant: this game is for 'standard', not for the variant 'harbour'");
      // What is wrong with the file is said first, not that it names no variant.
      writeFileSync('broken.json', '{ "variant": ');
      const broken = await run('adjudicate', 'broken.json');
      expect(broken.code).toBe(1);
      expect(broken.err).toMatch(/^broken\.json: position: not valid JSON/);
      writeFileSync('list.json', '[]');
      expect((await run('adjudicate', 'list.json')).err).toBe('list.json: position: expected an object, found a list\n');
      // balance takes --root as the other commands do.
      mkdirSync('maps');
      writeFileSync('maps/bigger.dip', 'variant bigger extends "../harbour.dip"\n');
      expect((await run('balance', 'maps/bigger.dip')).code).toBe(1);
      expect((await run('balance', 'maps/bigger.dip', '--root', '.')).code).toBe(0);
      // Two files of one id under variants/: neither is guessed.
      mkdirSync('two/variants/a', { recursive: true });
      mkdirSync('two/variants/b');
      for (const copy of ['two/variants/a/harbour.dip', 'two/variants/b/harbour.dip']) writeFileSync(copy, readFileSync('harbour.dip'));
      process.chdir('two');
      const twice = await run('start', 'harbour');
      expect(twice.code).toBe(1);
      expect(twice.err).toContain("variants/a/harbour.dip and variants/b/harbour.dip are both the variant 'harbour'");
    });
  });
});

describe('dipkit start', () => {
  it('prints the start position, which adjudicate takes as it is', async () => {
    const variant = join(dir, 'mini.dip');
    writeFileSync(variant, miniMap);
    const start = await run('start', variant);
    expect(start.code).toBe(0);
    const position = JSON.parse(start.out);
    expect(position).toMatchObject({ variant: 'mini', phase: { season: 'spring', year: 1901, kind: 'movement' } });
    expect(position.units).toContainEqual({ power: 'north', type: 'fleet', location: 'nor' });
    const positionFile = join(dir, 'start.json');
    writeFileSync(positionFile, start.out);
    const next = await run('adjudicate', positionFile, '--variant', variant, '--format', 'text');
    expect(next.code).toBe(0);
    expect(next.out).toContain('Next: Fall 1901');
    // The variant may come first, as render takes it; given twice, it is bad usage.
    expect(await run('adjudicate', variant, positionFile, '--format', 'text')).toEqual(next);
    const twice = await run('adjudicate', variant, positionFile, '--variant', variant);
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('the variant is given twice');
    expect((await run('adjudicate', variant)).code).toBe(2);
  });

  it('says why a variant cannot start', async () => {
    expect((await run('start', join(dir, 'absent.dip'))).code).toBe(1);
    // start has no --variant option: it is not what the message advises.
    const unknown = await run('start', 'no-such-variant');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("no no-such-variant.dip or variants/**/no-such-variant.dip here for the variant 'no-such-variant', nor among the variants dipkit ships (arsenal, colonial-1994, ");
    expect(unknown.err).toContain("two-players-1914); give the variant's .dip file");
  });

  it('finds the variants dipkit ships by their ids from any folder', async () => {
    await inNewFolder(async () => {
      const start = await run('start', 'standard');
      expect(start.code).toBe(0);
      expect(JSON.parse(start.out).variant).toBe('standard');
      // A file of that id here still comes first: it is the one being edited.
      writeFileSync('standard.dip', miniMap.replace('variant mini', 'variant standard'));
      expect(JSON.parse((await run('start', 'standard')).out).units).toHaveLength(4);
    });
    expect((await run('start', 'not an id')).code).toBe(2);
  });

  it('lets a variant in any folder extend one dipkit ships by its id, in check, build and start', async () => {
    await inNewFolder(async () => {
      writeFileSync('mine.dip', 'variant mine extends "standard"\n  en "Mine"\n\nrule civil-disorder italy\n');
      const checked = await run('check', 'mine.dip', '--no-board');
      expect(checked.code).toBe(0);
      expect(checked.out).toContain('0 errors, 0 warnings');
      expect((await run('build', 'mine.dip', '--no-board', '--out', 'out')).code).toBe(0);
      expect(JSON.parse(readFileSync('out/mine.json', 'utf8')).powers).toHaveLength(7);
      expect(JSON.parse((await run('start', 'mine.dip')).out).variant).toBe('mine');
      writeFileSync('typo.dip', 'variant typo extends "stnadard"\n');
      const typo = await run('check', 'typo.dip', '--no-board');
      expect(typo.code).toBe(1);
      expect(typo.out + typo.err).toContain('did you mean standard?');
    });
  });

  it('is refused alike by start, render and balance when it is neither a .dip file nor an id', async () => {
    // An id is lowercase (dsl/identifier.ts): `Standard` is no id, and no file is looked for.
    for (const ref of ['Standard', '../secret', 'x'.repeat(300) + '!']) {
      const said = await Promise.all(['start', 'render', 'balance'].map((command) => run(command, ref)));
      for (const { code, err } of said) {
        expect(code).toBe(2);
        expect(err).toContain("VARIANT is a variant file (.dip) or a variant's id, not");
        // A long argument is echoed cut, not whole.
        expect(err).not.toContain('x'.repeat(200));
      }
    }
  });
});

describe('a .dip path in a position or game file', () => {
  it('is read relative to that file and only inside its folder (or --root)', async () => {
    const games = join(dir, 'games');
    mkdirSync(join(games, 'inner'), { recursive: true });
    writeFileSync(join(games, 'mini.dip'), miniMap);
    writeFileSync(join(dir, 'secret.txt'), 'variant x\nSECRET=hunter2\n');
    symlinkSync(join(dir, 'secret.txt'), join(games, 'evil.dip'));
    const write = (name: string, variant: string): string => {
      const file = join(games, name);
      writeFileSync(file, JSON.stringify({ variant, phases: [] }));
      return file;
    };
    // Beside the record, named relative to it whatever the current folder.
    expect((await run('play', write('here.json', 'mini.dip'))).code).toBe(0);
    const refused: [string, string, string][] = [
      ['absolute.json', join(games, 'mini.dip'), 'is an absolute path'],
      ['inner/up.json', '../mini.dip', 'is outside the folder'],
      ['link.json', 'evil.dip', 'is a symbolic link to'],
    ];
    for (const [name, variant, why] of refused) {
      for (const command of [['play', write(name, variant)], ['adjudicate', write(name, variant)]]) {
        const result = await run(...command);
        expect(result.code, `${command.join(' ')}`).toBe(1);
        expect(result.err).toContain(why);
        expect(result.err).not.toContain('hunter2');
      }
    }
    // Neither an id nor a .dip path: said so, not looked for as variants/**//etc/passwd.dip.
    const notId = await run('play', write('not-id.json', '/etc/passwd'));
    expect(notId.code).toBe(1);
    expect(notId.err).toContain('the variant "/etc/passwd" is neither a variant id nor the path of a .dip file');
    // --root widens the folder, as for a variant's own files.
    expect((await run('play', '--root', games, write('inner/up.json', '../mini.dip'))).code).toBe(0);
  });
});

describe('dipkit check DIR', () => {
  it('checks every variant file under the folder, which may extend one another across subfolders', async () => {
    const tree = join(dir, 'tree');
    mkdirSync(join(tree, 'base'), { recursive: true });
    mkdirSync(join(tree, 'more'), { recursive: true });
    writeFileSync(join(tree, 'base', 'mini.dip'), miniMap);
    writeFileSync(join(tree, 'more', 'plus.dip'), 'variant plus extends "../base/mini.dip"\n  en "Plus"\n');
    const all = await run('check', '--no-board', tree);
    expect(all.out).toBe('0 errors, 0 warnings in 2 files\n');
    expect(all.code).toBe(0);
    // The file alone may not reach out of its folder, unless --root widens it.
    const alone = await run('check', '--no-board', join(tree, 'more', 'plus.dip'));
    expect(alone.code).toBe(1);
    expect(alone.out).toContain('DIP2101');
    expect((await run('check', '--no-board', '--root', tree, join(tree, 'more', 'plus.dip'))).code).toBe(0);
  });

  it('is a usage error for a folder without variant files', async () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    const result = await run('check', empty);
    expect(result.code).toBe(2);
    expect(result.err).toContain('holds no variant file');
  });
});

describe('dipkit render -o', () => {
  it('refuses an output that is neither .svg nor .png, before drawing anything', async () => {
    for (const out of ['board.jpg', 'board', 'board.svg.gz']) {
      const result = await run('render', 'variants/standard/standard.dip', '-o', join(dir, out));
      expect(result.code).toBe(2);
      expect(result.err).toContain('dipkit draws SVG (OUT.svg) or PNG (OUT.png)');
      expect(existsSync(join(dir, out))).toBe(false);
    }
  });
});

describe('dipkit render --key', () => {
  it("adds a key of the provinces' names under the legend, in the language asked", async () => {
    const plain = await run('render', 'variants/rokugan/rokugan.dip');
    const keyed = await run('render', 'variants/rokugan/rokugan.dip', '--key', '--lang', 'fr');
    expect(keyed.code).toBe(0);
    expect(plain.out).not.toContain('class="key-abbreviation"');
    expect(keyed.out.match(/class="key-abbreviation"/g)?.length).toBe(plain.out.match(/class="label[ "]/g)?.length);
  });
});

describe('dipkit render --start', () => {
  it("draws the variant's start position, as a position file from dipkit start would, with orders for its units", async () => {
    const units = (svg: string) => [...svg.matchAll(/class="unit (army|fleet) power-(\w+)" transform="translate\(([\d. -]+)\)"/g)].map((m) => m.slice(1).join(' ')).sort();
    const started = await run('render', 'variants/standard/standard.dip', '--start');
    expect(started.code).toBe(0);
    // Standard's 22 start units, each where a position file holding the start puts it.
    expect(units(started.out)).toHaveLength(22);
    const file = join(dir, 'standard-start.json');
    writeFileSync(file, (await run('start', 'variants/standard/standard.dip')).out);
    expect(units(started.out)).toEqual(units((await run('render', 'variants/standard/standard.dip', file)).out));
    writeFileSync(join(dir, 'opening.txt'), 'France: A Par - Bur\n');
    const opening = await run('render', 'variants/standard/standard.dip', '--start', '--orders', join(dir, 'opening.txt'));
    expect(opening.code).toBe(0);
    expect(opening.out).toContain('class="order move given power-france"');
  });

  it("draws the start of each other map and rule set shipped: a bidding phase's (Intimate), a coin toss's (1914)", async () => {
    for (const file of ['standard/two-players-1914.dip', 'standard/intimate.dip', 'rokugan/rokugan.dip', 'colonial/colonial-1996.dip', 'standard/arsenal.dip']) {
      const path = join('variants', file);
      const drawn = await run('render', path, '--start');
      expect(drawn.err, file).toBe('');
      expect(drawn.code, file).toBe(0);
      const start = JSON.parse((await run('start', path)).out) as { units: unknown[] };
      expect((drawn.out.match(/class="unit (army|fleet) power-/g) ?? []).length, file).toBe(start.units.length);
    }
  });

  it('is bad usage with a position file as well', async () => {
    const both = await run('render', 'variants/standard/standard.dip', join(dir, 'standard-start.json'), '--start');
    expect(both.code).toBe(2);
    expect(both.err).toContain('--start draws the start position: give no POSITION.json with it');
  });
});

describe('render writes all or nothing', () => {
  it('writes neither the SVG nor the PNG when one of them cannot be written', async () => {
    const variant = join(dir, 'drawn.dip');
    writeFileSync(variant, miniMap);
    const out = join(dir, 'drawn');
    mkdirSync(join(out, 'board.png'), { recursive: true });
    const result = await run('render', variant, '-o', join(out, 'board.svg'), '--png');
    expect(result.code).toBe(1);
    expect(result.err).toContain('board.png is a folder, not a file');
    expect(readdirSync(out)).toEqual(['board.png']);
    rmSync(join(out, 'board.png'), { recursive: true });
    const written = await run('render', variant, '-o', join(out, 'board.svg'), '--png');
    expect(written.code).toBe(0);
    expect(written.out).toBe(`${join(out, 'board.svg')}\n${join(out, 'board.png')}\n`);
    expect(readdirSync(out).sort()).toEqual(['board.png', 'board.svg']);
  });
});

describe('build writes all or nothing', () => {
  it('leaves no file when one of a set cannot be written', () => {
    const out = join(dir, 'atomic');
    const files: [string, string][] = [
      ['v.js', 'export default 1;\n'],
      // A name longer than any file system takes: its write fails after v.js's.
      [`${'v'.repeat(300)}.json`, '{}'],
    ];
    expect(() => writeFilesAtomically(out, files)).toThrow();
    expect(readdirSync(out)).toEqual([]);
    expect(writeFilesAtomically(out, [files[0]])).toEqual([join(out, 'v.js')]);
    expect(readdirSync(out)).toEqual(['v.js']);
  });

  it('leaves no file, and no temporary one, when a folder stands where one of the set goes', async () => {
    const out = join(dir, 'out-folder');
    mkdirSync(join(out, 'mini.svg'), { recursive: true });
    const variant = join(dir, 'mini.dip');
    writeFileSync(variant, miniMap);
    const result = await run('build', '--out', out, variant);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${join(out, 'mini.svg')} is a folder, not a file`);
    expect(readdirSync(out)).toEqual(['mini.svg']);
  });

  it('writes nothing for a variant refused in its file (a province constructor)', async () => {
    const out = join(dir, 'out-constructor');
    const variant = join(dir, 'proto.dip');
    writeFileSync(variant, miniMap.replaceAll('mid', 'constructor'));
    const result = await run('build', '--out', out, variant);
    expect(result.code).toBe(1);
    expect(result.err).toContain('DIP1201');
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });
});

describe('a GeoJSON board nested thousands deep', () => {
  it('is a clear error of check and render, not a stack overflow', async () => {
    const folder = join(dir, 'deep-geojson');
    mkdirSync(folder);
    const coordinates = `${'['.repeat(100_000)}0,0${']'.repeat(100_000)}`;
    writeFileSync(join(folder, 'board.geojson'), `{"type":"FeatureCollection","features":[{"type":"Feature","id":"mid","geometry":{"type":"Polygon","coordinates":${coordinates}}}]}`);
    const variant = join(folder, 'mini.dip');
    writeFileSync(variant, miniMap.replace('  coordinates plane\n', '  coordinates plane\n  geometry geojson "board.geojson"\n'));
    const check = await run('check', variant);
    expect(check.code).toBe(1);
    expect(check.out).toContain('DIP4005');
    expect(check.out).toContain('feature mid: its coordinates are not rings of [x, y] points');
    const render = await run('render', variant);
    expect(render.code).toBe(1);
    expect(render.err).toContain('its coordinates are not rings of [x, y] points');
  });
});

describe('positions, orders and games that are not text files', () => {
  it('are refused at once, saying what they are', async () => {
    const binary = join(dir, 'binary.json');
    writeFileSync(binary, Buffer.from([0x7b, 0x00, 0xff, 0xfe, 0x7d]));
    expect((await run('adjudicate', '/dev/zero')).err).toBe('/dev/zero: cannot read (not a regular file: a folder, a device or a pipe)\n');
    expect((await run('play', binary)).err).toBe(`${binary}: cannot read (not a text file: it holds bytes that are not UTF-8 text)\n`);
    expect((await run('render', 'variants/standard/standard.dip', dir)).err).toBe(`${dir}: cannot read (not a regular file: a folder, a device or a pipe)\n`);
  });
});

describe('what reaches the terminal', () => {
  it('keeps dipkit\'s colours, and turns any other control or bidirectional character into U+FFFD', () => {
    expect(terminalSafe('\u001b[31merror\u001b[0m: a\tb\n')).toBe('\u001b[31merror\u001b[0m: a\tb\n');
    expect(terminalSafe('x\u001b[2J\u001b]0;title\u0007\r\u202ey')).toBe('x\ufffd[2J\ufffd]0;title\ufffd\ufffd\ufffdy');
    // Colour sequences other than dipkit's own could hide text (conceal, black on black).
    expect(terminalSafe('a\u001b[8mhidden\u001b[30;40mblack\u001b[1;31m')).toBe('a\ufffd[8mhidden\ufffd[30;40mblack\ufffd[1;31m');
    // Writing without colour (a pipe, NO_COLOR, TERM=dumb), no ESC is dipkit's: none passes.
    expect(terminalSafe('\u001b[31merror\u001b[0m', false)).toBe('\ufffd[31merror\ufffd[0m');
  });

  it('shows an order holding a line break or a colour code on its one line, as text', async () => {
    const { variant, positionFile } = await miniMapAndStart('forge');
    const orders = join(dir, 'forge-orders.json');
    writeFileSync(orders, JSON.stringify({ north: ['A nla - mid\n  ✓ South: A sla - mid\n  \u001b[31mX'] }));
    const text = await run('adjudicate', positionFile, orders, '--variant', variant, '--format', 'text');
    const line = text.out.split('\n').find((l) => l.includes('A nla - mid'))!;
    expect(line).toContain('A nla - mid\u2424  ✓ South: A sla - mid\u2424  \ufffd[31mX');
    expect(text.out).not.toContain('\u001b');
  });

  it('gives orders without a heading to the power whose unit they order, in adjudicate and render', async () => {
    const { variant, positionFile } = await miniMapAndStart('headless');
    const orders = join(dir, 'headless-orders.txt');
    writeFileSync(orders, 'A nla - mid\nA sla - mid\n');
    const json = await run('adjudicate', positionFile, orders, '--variant', variant);
    expect(json.code).toBe(0);
    const results = JSON.parse(json.out).results as { power: string; text: string; reason?: string }[];
    expect(results.filter((r) => r.text.endsWith('- mid')).map((r) => [r.power, r.text, r.reason])).toEqual([
      ['north', 'A nla - mid', 'bounced in Mid with A sla - mid (1 against 1)'],
      ['south', 'A sla - mid', 'bounced in Mid with A nla - mid (1 against 1)'],
    ]);
    const drawn = await run('render', variant, positionFile, orders, '--results');
    expect(drawn.code).toBe(0);
    expect(drawn.err).toBe('');
    // An order of nobody's unit still needs a heading, and says why.
    writeFileSync(orders, 'A mid H\n');
    const refused = await run('adjudicate', positionFile, orders, '--variant', variant);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("no power for 'A mid H': no unit of anyone stands where it orders one");
  });

  it('says which builds went unordered in an adjustments phase, rather than nothing', async () => {
    const variant = join(dir, 'winter.dip');
    writeFileSync(variant, miniMap);
    const start = JSON.parse((await run('start', variant)).out);
    // North has taken the neutral centre: one build due, none ordered.
    const winter = { ...start, phase: { season: 'winter', year: 1901, kind: 'adjustments' }, ownership: { ...start.ownership, mid: 'north' } };
    const positionFile = join(dir, 'winter-position.json');
    writeFileSync(positionFile, JSON.stringify(winter));
    const none = await run('adjudicate', positionFile, '--variant', variant, '--format', 'text');
    expect(none.code).toBe(0);
    expect(none.out.split('\n').slice(0, 2)).toEqual(['Winter 1901 adjustments:', '  not built: North 1 (a build not ordered is lost)']);
    const orders = join(dir, 'winter-orders.txt');
    writeFileSync(orders, 'North:\nWaive\n');
    expect((await run('adjudicate', positionFile, orders, '--variant', variant, '--format', 'text')).out).not.toContain('not built');
  });

  it('says which builds went unordered in play --verbose too, and in its JSON', async () => {
    const variant = join(dir, 'replayed-winter.dip');
    writeFileSync(variant, miniMap);
    const game = join(dir, 'replayed-winter.json');
    const phases = [
      { phase: 'Spring 1901 movement', orders: { north: ['A nla - mid'] } },
      { phase: 'Fall 1901 movement', orders: {} },
      { phase: 'Winter 1901 adjustments', orders: {} },
    ];
    writeFileSync(game, JSON.stringify({ variant: 'replayed-winter.dip', phases }));
    const text = await run('play', game, '--verbose');
    expect(text.code).toBe(0);
    const lines = text.out.split('\n');
    const winter = lines.indexOf('Winter 1901 adjustments (phases[2]):');
    expect(winter).toBeGreaterThan(0);
    expect(lines[winter + 1]).toBe('  not built: North 1 (a build not ordered is lost)');
    expect(text.out.match(/not built/g)).toHaveLength(1);
    const json = JSON.parse((await run('play', game, '--format', 'json')).out) as { played: { lostBuilds?: unknown }[] };
    expect(json.played.map((p) => p.lostBuilds)).toEqual([undefined, undefined, [{ power: 'north', builds: 1 }]]);
  });

  it('quotes a long word of an orders file cut short, in results and errors', async () => {
    const { variant, positionFile } = await miniMapAndStart('long');
    const word = 'q'.repeat(300_000);
    const orders = join(dir, 'long-orders.txt');
    writeFileSync(orders, `North:\nA nla - ${word}\n`);
    const text = await run('adjudicate', positionFile, orders, '--variant', variant, '--format', 'text');
    expect(text.code).toBe(0);
    const line = text.out.split('\n').find((l) => l.includes('A nla - q'))!;
    expect(line).toContain('q…');
    expect(line.length).toBeLessThan(400);
    writeFileSync(orders, `${word}:\nA nla H\n`);
    const error = await run('adjudicate', positionFile, orders, '--variant', variant, '--format', 'text');
    expect(error.code).toBe(1);
    expect(error.err.length).toBeLessThan(1000);
    // JSON output is kept whole: it is data, not a message.
    writeFileSync(orders, `North:\nA nla - ${word}\n`);
    const json = await run('adjudicate', positionFile, orders, '--variant', variant);
    expect(json.out).toContain(word);
  });

  it('gets no escape sequence from an orders file echoed in errors and results', async () => {
    const variant = join(dir, 'echo.dip');
    writeFileSync(variant, miniMap);
    const start = await run('start', variant);
    const positionFile = join(dir, 'echo-position.json');
    writeFileSync(positionFile, start.out);
    const orders = join(dir, 'echo-orders.txt');
    writeFileSync(orders, 'North:\nA nla - mid\u001b[2J\nF nor H\u001b]0;pwned\u0007\n');
    const text = await run('adjudicate', positionFile, orders, '--variant', variant, '--format', 'text');
    expect(text.out + text.err).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    const json = join(dir, 'echo-orders.json');
    writeFileSync(json, JSON.stringify({ 'North\u001b[2J': ['A nla - mid'] }));
    const fromJson = await run('adjudicate', positionFile, json, '--variant', variant);
    expect(fromJson.code).toBe(1);
    expect(fromJson.err).toContain('North\ufffd[2J');
  });
});
