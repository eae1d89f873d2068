import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { captureIo } from '../support/cli-io.js';
import { runScript, sourceImport } from '../support/run-script.js';
import { miniMap } from '../support/mini-map.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const good = file('mini.dip', miniMap);
const broken = file('broken.dip', miniMap.replace('nla: mid twi', 'nla: mid twx'));
const warned = file('warned.dip', miniMap.replace('victory 4 centres', 'victory 3 centres'));

describe('dipkit', () => {
  it('--help lists the commands and exits 0', async () => {
    const io = captureIo();
    expect(await main(['--help'], io)).toBe(0);
    for (const name of ['check', 'build', 'fmt']) expect(io.out()).toContain(`  ${name} `);
  });

  it('no command is a usage error (2)', async () => {
    const io = captureIo();
    expect(await main([], io)).toBe(2);
    expect(io.err()).toContain('Usage: dipkit');
  });

  it('an unknown command is a usage error (2)', async () => {
    const io = captureIo();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.err()).toContain('unknown command "frobnicate"\n');
  });

  it('suggests the command a slip was meant for', async () => {
    for (const [typed, meant] of [['chek', 'check'], ['biuld', 'build'], ['Render', 'render'], ['adjudciate', 'adjudicate']]) {
      const io = captureIo();
      expect(await main([typed], io)).toBe(2);
      expect(io.err()).toContain(`unknown command "${typed}": did you mean ${meant}?`);
    }
  });

  it('each command has its own --help', async () => {
    for (const name of ['check', 'build', 'fmt']) {
      const io = captureIo();
      expect(await main([name, '--help'], io)).toBe(0);
      expect(io.out()).toContain(`Usage: dipkit ${name}`);
    }
  });

  it("each command's options start their descriptions in one column", async () => {
    for (const name of ['init', 'check', 'build', 'fmt', 'adjudicate', 'play', 'start', 'balance', 'render']) {
      const io = captureIo();
      expect(await main([name, '--help'], io)).toBe(0);
      const options = io.out().split('\n\nOptions:\n')[1].split('\n\n')[0].split('\n');
      // An option line: two spaces, the option, two spaces or more, its description.
      const columns = new Set(options.filter((l) => l.startsWith('  -')).map((l) => /^  \S.*?\s{2,}/.exec(l)![0].length));
      expect([...columns], name).toHaveLength(1);
      for (const line of options.filter((l) => !l.startsWith('  -'))) expect(/^ */.exec(line)![0].length, `${name}: ${line}`).toBe([...columns][0]);
    }
  });

  it('a short option written with = is a usage error, not a value starting with =', async () => {
    const io = captureIo();
    expect(await main(['render', good, '-o=board.svg'], io)).toBe(2);
    expect(io.err()).toContain('dipkit render: -o=board.svg: a short option takes its value after a space (-o board.svg), or write --out=board.svg');
    expect(existsSync('=board.svg')).toBe(false);
  });

  it('an unknown option is a usage error (2) with the command usage', async () => {
    const io = captureIo();
    expect(await main(['check', '--frob', good], io)).toBe(2);
    expect(io.err()).toContain('Usage: dipkit check');
    // In our words, not Node's (whose text ends in an unclosed quote).
    expect(io.err()).toContain("dipkit check: unknown option --frob (a file whose name starts with '-' goes after --)");
  });

  it('an option missing its value, or a switch given one, is said in our words (2)', async () => {
    for (const [args, said] of [
      [['build', '--out'], 'dipkit build: --out needs a value after it'],
      [['render', good, '-o'], 'dipkit render: --out needs a value after it'],
      [['check', '--no-board=yes', good], 'dipkit check: --no-board takes no value: give it alone'],
    ] as const) {
      const io = captureIo();
      expect(await main([...args], io)).toBe(2);
      expect(io.err().split('\n')[0]).toBe(said);
    }
  });

  it('a usage error quotes an argument as one bounded line, whatever the command', async () => {
    const long = 'x'.repeat(100_000);
    for (const [name, args] of [
      ['check', ['check', good, '--format', long]],
      ['adjudicate', ['adjudicate', 'p.json', '--format', `json\n${long}`]],
      ['render', ['render', good, '-o', `${long}.jpg`]],
      ['init', ['init', `a\nb${long}`]],
    ] as const) {
      const io = captureIo();
      expect(await main([...args], io), name).toBe(2);
      const first = io.err().split('\n')[0];
      expect(first, name).toMatch(new RegExp(`^dipkit ${name}: .*…`));
      expect(first.length, name).toBeLessThan(400);
    }
    const io = captureIo();
    expect(await main(['play', 'game.json', '--format', 'xml'], io)).toBe(2);
    expect(io.err()).toContain('dipkit play: --format must be text or json, not xml\n');
  });
});

// The mini map's points are rough: its board checks are tested in check-boards.test.ts.
describe('dipkit check', () => {
  it('exits 0 on a valid file', async () => {
    const io = captureIo();
    expect(await main(['check', '--no-board', good], io)).toBe(0);
    expect(io.out()).toBe('0 errors, 0 warnings in 1 file\n');
  });

  it('exits 0 with warnings, showing them', async () => {
    const io = captureIo();
    expect(await main(['check', '--no-board', warned], io)).toBe(0);
    expect(io.out()).toContain('warning DIP3014');
    expect(io.out()).toContain('0 errors, 1 warning in 1 file');
  });

  it('exits 1 on errors, with the place and the source line', async () => {
    const io = captureIo();
    expect(await main(['check', broken], io)).toBe(1);
    const out = io.out();
    expect(out).toContain(`${broken}:28:12 - error DIP3001: there is no province twx (named as a border of nla); did you mean twi?`);
    expect(out).toContain('28   nla: mid twx');
    expect(out).toMatch(/\n\s+\^~~\n/);
    expect(out).toContain('1 error, 0 warnings in 1 file');
  });

  it('exits 1 on a missing file, without a place', async () => {
    const io = captureIo();
    expect(await main(['check', join(dir, 'nope.dip')], io)).toBe(1);
    expect(io.out()).toContain(`error DIP2001: cannot read ${join(dir, 'nope.dip')}`);
  });

  it('reports every error of a file at once: a syntax error and a map error, each with its code frame', async () => {
    const both = file('both.dip', miniMap.replace('nla: mid twi', 'nla: mid twx').replace('victory 4 centres', 'victory 4 cenres'));
    const io = captureIo();
    expect(await main(['check', '--no-board', both], io)).toBe(1);
    const out = io.out();
    expect(out).toMatch(/both\.dip:\d+:\d+ - error DIP1101: expected 'centres' or 'units' after the number, found 'cenres'/);
    expect(out).toContain(`${both}:28:12 - error DIP3001: there is no province twx`);
    expect(out.match(/\n +\^~*/g)?.length).toBe(2);
    expect(out).toContain('2 errors, 0 warnings in 1 file');
  });

  it('--format json gives the diagnostics per file', async () => {
    const io = captureIo();
    expect(await main(['check', '--no-board', '--format', 'json', good, broken], io)).toBe(1);
    const report = JSON.parse(io.out());
    expect(report).toHaveLength(2);
    expect(report[0]).toEqual({ file: good, variant: 'mini', diagnostics: [] });
    expect(report[1].variant).toBeNull();
    expect(report[1].diagnostics[0]).toMatchObject({ code: 'DIP3001', severity: 'error', span: { line: 28, column: 12 } });
  });

  it('rejects an unknown format; with no file named, checks the variants under variants/, as build builds them', async () => {
    expect(await main(['check', '--format', 'xml', good], captureIo())).toBe(2);
    const here = mkdtempSync(join(tmpdir(), 'dipkit-check-here-'));
    const cwd = process.cwd();
    try {
      process.chdir(here);
      const none = captureIo();
      expect(await main(['check'], none)).toBe(2);
      expect(none.err()).toContain('no FILE given and no variants/ folder here: name the files or folders to check');
      mkdirSync(join('variants', 'mini'), { recursive: true });
      writeFileSync(join('variants', 'mini', 'mini.dip'), miniMap);
      const io = captureIo();
      expect(await main(['check', '--no-board'], io)).toBe(0);
      expect(io.out()).toContain('0 errors, 0 warnings in 1 file');
    } finally {
      process.chdir(cwd);
      rmSync(here, { recursive: true, force: true });
    }
  });

  it('colours only a terminal without NO_COLOR', async () => {
    const tty = captureIo({ isTTY: true });
    await main(['check', broken], tty);
    expect(tty.out()).toContain('\u001b[');
    const noColor = captureIo({ isTTY: true, env: { NO_COLOR: '1' } });
    await main(['check', broken], noColor);
    expect(noColor.out()).not.toContain('\u001b[');
    const pipe = captureIo({ isTTY: false });
    await main(['check', broken], pipe);
    expect(pipe.out()).not.toContain('\u001b[');
    const dumb = captureIo({ isTTY: true, env: { TERM: 'dumb' } });
    await main(['check', broken], dumb);
    expect(dumb.out()).toContain('DIP3001');
    expect(dumb.out()).not.toContain('\u001b[');
  });

  it('--version prints the version of package.json and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const io = captureIo();
      expect(await main([flag], io)).toBe(0);
      expect(io.out()).toBe(`dipkit ${version}\n`);
    }
  });
});

describe('dipkit build', () => {
  it('writes the files of each variant into --out', async () => {
    const out = join(dir, 'out');
    const io = captureIo();
    expect(await main(['build', '--out', out, good], io)).toBe(0);
    for (const ext of ['js', 'd.ts', 'json', 'report.txt']) expect(existsSync(join(out, `mini.${ext}`))).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'mini.json'), 'utf8')).id).toBe('mini');
    expect(io.out()).toContain('built 1 of 1 variants');
  });

  it('writes the geometry of a board drawn from a file (ID.board.json), not of a generated one', async () => {
    const out = join(dir, 'out-drawn');
    const tiny = new URL('../board/fixtures/tiny/', import.meta.url).pathname;
    const io = captureIo();
    expect(await main(['build', '--out', out, ...['tiny', 'tiny-svg', 'tiny-geojson'].map((n) => join(tiny, `${n}.dip`))], io)).toBe(0);
    expect(existsSync(join(out, 'tiny.board.json'))).toBe(false);
    for (const id of ['tiny-svg', 'tiny-geojson']) {
      const geometry = JSON.parse(readFileSync(join(out, `${id}.board.json`), 'utf8'));
      expect(Object.keys(geometry.provinces).sort()).toEqual(['eas', 'ese', 'mid', 'nor', 'nse', 'sou', 'sse', 'wes', 'wse']);
      expect(geometry.provinces.nor.unitAnchor).toHaveLength(2);
    }
    expect(io.out()).toContain('tiny-svg.{js,d.ts,json,report.txt,svg,board.json}');
    const noBoard = captureIo();
    expect(await main(['build', '--no-board', '--out', join(dir, 'out-drawn-no-board'), join(tiny, 'tiny-svg.dip')], noBoard)).toBe(0);
    expect(existsSync(join(dir, 'out-drawn-no-board', 'tiny-svg.board.json'))).toBe(false);
  });

  it('--format json lists what was written for each file, and the diagnostics', async () => {
    const out = join(dir, 'out-json');
    const io = captureIo();
    expect(await main(['build', '--no-board', '--format', 'json', '--out', out, good, broken], io)).toBe(1);
    const report = JSON.parse(io.out());
    expect(report[0]).toMatchObject({ file: good, variant: 'mini', written: ['js', 'd.ts', 'json', 'report.txt'].map((ext) => join(out, `mini.${ext}`)) });
    expect(report[1]).toMatchObject({ file: broken, variant: null, written: [] });
    expect(report[1].diagnostics[0]).toMatchObject({ code: 'DIP3001', span: { line: 28 } });
  });

  it('colours the diagnostics it writes to stderr only when stderr is a terminal', async () => {
    const out = join(dir, 'out-colour');
    const redirected = captureIo({ isTTY: true, stderrIsTTY: false });
    await main(['build', '--no-board', '--out', out, broken], redirected);
    expect(redirected.err()).toContain('DIP3001');
    expect(redirected.err()).not.toContain('\u001b[');
    const terminal = captureIo({ isTTY: false, stderrIsTTY: true });
    await main(['build', '--no-board', '--out', out, broken], terminal);
    expect(terminal.err()).toContain('\u001b[');
  });

  it('exits 1 and writes nothing for a broken variant', async () => {
    const out = join(dir, 'out-broken');
    const io = captureIo();
    expect(await main(['build', '--out', out, broken], io)).toBe(1);
    expect(existsSync(join(out, 'mini.js'))).toBe(false);
    expect(io.err()).toContain('DIP3001');
  });
});

describe('dipkit fmt', () => {
  const messy = 'variant   mini\n\n\nprovince  a   land\n';

  it('--check lists files that would change and exits 1, changing nothing', async () => {
    const path = file('messy.dip', messy);
    const io = captureIo();
    expect(await main(['fmt', '--check', path], io)).toBe(1);
    expect(io.out()).toContain(path);
    expect(readFileSync(path, 'utf8')).toBe(messy);
  });

  it('--check does not pass a file it must leave untouched (borders past a line break, DIP1107)', async () => {
    const text = 'variant   mini\nprovince a land\nprovince b land\nprovince c land\nadjacency\n    a: b\n  c\n';
    const path = file('past-break.dip', text);
    const io = captureIo();
    expect(await main(['fmt', '--check', path], io)).toBe(1);
    expect(io.err()).toContain('DIP1107');
    expect(io.out()).toContain(`${path} (left untouched: see above)`);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('rewrites a file, after which --check passes', async () => {
    const path = file('messy2.dip', messy);
    expect(await main(['fmt', path], captureIo())).toBe(0);
    expect(readFileSync(path, 'utf8')).not.toBe(messy);
    expect(await main(['fmt', '--check', path], captureIo())).toBe(0);
  });

  it('rewrites through a symbolic link, which stays one, and keeps the permissions', async () => {
    const target = file('target.dip', messy);
    chmodSync(target, 0o640);
    const link = join(dir, 'link.dip');
    symlinkSync(target, link);
    expect(await main(['fmt', link], captureIo())).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).not.toBe(messy);
    expect(statSync(target).mode & 0o777).toBe(0o640);
  });

  it('does not replace a file its user may not write (a rename would go round its permissions)', () => {
    const shared = mkdtempSync(join(tmpdir(), 'dipkit-fmt-ro-'));
    chmodSync(shared, 0o777);
    const path = join(shared, 'read-only.dip');
    writeFileSync(path, messy);
    chmodSync(path, 0o444);
    try {
      const said = runScript(
        shared,
        `import { replaceFileAtomically } from ${sourceImport('files/write-files.ts')};\n` +
          `function main() {\n  try {\n    replaceFileAtomically(${JSON.stringify(path)}, 'variant mini\\n');\n    return 'replaced';\n  } catch (error) {\n    return error.code;\n  }\n}\n`,
        { unprivileged: true },
      );
      // fmt says so as 'cannot write FILE, left as it was (permission denied)' (system-problem.ts).
      expect(said).toBe('EACCES');
      expect(readFileSync(path, 'utf8')).toBe(messy);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('leaves a file as it was when its new text cannot be written, and says so (exit 1)', async () => {
    const sub = join(dir, 'unwritable');
    mkdirSync(sub);
    const path = join(sub, 'messy4.dip');
    writeFileSync(path, messy);
    // The temporary file's place taken by a folder: the write fails before the file is touched.
    mkdirSync(join(sub, `.messy4.dip.${process.pid}.tmp`));
    const io = captureIo();
    expect(await main(['fmt', path], io)).toBe(1);
    expect(io.err()).toContain(`dipkit fmt: cannot write ${path}, left as it was`);
    expect(io.out()).not.toContain('formatted');
    expect(readFileSync(path, 'utf8')).toBe(messy);
    expect(readdirSync(sub).sort()).toEqual([`.messy4.dip.${process.pid}.tmp`, 'messy4.dip']);
  });

  it('--format json says which files are formatted, with their syntax errors as data', async () => {
    const tidy = file('tidy.dip', 'variant mini\n');
    const untidy = file('messy3.dip', messy);
    const wrong = file('syntax2.dip', 'province lon centre\n');
    const io = captureIo();
    expect(await main(['fmt', '--check', '--format', 'json', tidy, untidy, wrong], io)).toBe(1);
    const report = JSON.parse(io.out());
    expect(report.map((r: { file: string; formatted: boolean | null }) => [r.file, r.formatted])).toEqual([[tidy, true], [untidy, false], [wrong, null]]);
    expect(report[2].diagnostics[0]).toMatchObject({ code: 'DIP1101', severity: 'error', span: { line: 1, column: 14 } });
    expect(readFileSync(untidy, 'utf8')).toBe(messy);
  });

  it('leaves a file with syntax errors alone and exits 1', async () => {
    const text = 'province lon centre\n';
    const path = file('syntax.dip', text);
    const io = captureIo();
    expect(await main(['fmt', path], io)).toBe(1);
    expect(readFileSync(path, 'utf8')).toBe(text);
    expect(io.err()).toContain('DIP1');
  });
});

describe('dipkit build, output problems', () => {
  it('reports an output folder it cannot write to, without a stack trace', async () => {
    const blocker = file('not-a-folder', 'a file where the output folder should be');
    const io = captureIo();
    expect(await main(['build', '--out', blocker, good], io)).toBe(1);
    expect(io.err()).toContain(`cannot write mini into ${blocker}`);
    expect(io.err()).not.toMatch(/\n\s+at /);
  });

  it('fails at once on an output folder that cannot be made, even under /proc (where Node 20 looped for ever)', () => {
    // In a process of its own: the old endless loop never yielded, so no test timeout could stop it here.
    const said = runScript(
      dir,
      `import { main as dipkit } from ${sourceImport('cli/main.ts')};\n` +
        `async function main() {\n  let err = '';\n  const io = { stdout: { write() {} }, stderr: { write: (t) => (err += t) }, env: {}, isTTY: false, stderrIsTTY: false };\n` +
        `  return { code: await dipkit(['build', '--no-board', '--out', '/proc/dipkit-out/variants', ${JSON.stringify(good)}], io), err };\n}\n`,
      { timeoutMs: 20_000 },
    ) as { code: number; err: string };
    expect(said.code).toBe(1);
    expect(said.err).toContain('cannot write mini into /proc/dipkit-out/variants (no such file or folder)');
  });

  it('says why a file cannot be written in words, not a system code', async () => {
    const io = captureIo();
    expect(await main(['render', good, '-o', join(dir, 'no-such-folder', 'x.svg')], io)).toBe(1);
    expect(io.err()).toContain('cannot write (no such file or folder)');
    expect(io.err()).not.toContain('ENOENT');
  });
});

describe('a position or game naming its variant file, with the variant given on the command line', () => {
  it('is refused when it names another file than the variant given, and read when it names the same', async () => {
    file('other.dip', miniMap);
    const start = captureIo();
    expect(await main(['start', good], start)).toBe(0);
    const position = JSON.parse(start.out());
    const forOther = file('for-other.json', JSON.stringify({ ...position, variant: 'other.dip' }));
    const forGood = file('for-good.json', JSON.stringify({ ...position, variant: 'mini.dip' }));
    for (const args of [['adjudicate', good, forOther], ['render', good, forOther]]) {
      const io = captureIo();
      expect(await main(args, io)).toBe(1);
      expect(io.err()).toContain('this file is for the variant file "other.dip"');
    }
    const game = file('game-other.json', JSON.stringify({ variant: 'other.dip', phases: [] }));
    const played = captureIo();
    expect(await main(['play', game, '--variant', good], played)).toBe(1);
    expect(played.err()).toContain('this file is for the variant file "other.dip"');
    const io = captureIo();
    expect(await main(['adjudicate', good, forGood], io)).toBe(0);
  });
});

describe('outputs never replace the files a variant is made from', () => {
  it('build into the variant’s folder and render -o leave its drawn board as it was', async () => {
    const folder = mkdtempSync(join(dir, 'drawn-'));
    for (const name of ['tiny.dip', 'tiny.svg']) writeFileSync(join(folder, name), readFileSync(join('test/board/fixtures/tiny', name)));
    // Called as its board is: tiny-svg.dip reads tiny.svg; the variant's own files are named tiny-svg.*.
    writeFileSync(join(folder, 'tiny-svg.dip'), readFileSync('test/board/fixtures/tiny/tiny-svg.dip', 'utf8').replace('variant tiny-svg', 'variant tiny'));
    const drawing = readFileSync(join(folder, 'tiny.svg'), 'utf8');
    const built = captureIo();
    expect(await main(['build', '--out', folder, join(folder, 'tiny-svg.dip')], built)).toBe(1);
    expect(built.err()).toContain('tiny.svg is a file the variant is made from: it is not written over');
    const drawn = captureIo();
    expect(await main(['render', join(folder, 'tiny-svg.dip'), '-o', join(folder, 'tiny.svg')], drawn)).toBe(1);
    expect(readFileSync(join(folder, 'tiny.svg'), 'utf8')).toBe(drawing);
    expect(existsSync(join(folder, 'tiny.json'))).toBe(false);
  });
});

describe('--format json when a command fails', () => {
  it('still prints JSON: the problems said on standard error, as { errors }', async () => {
    const missing = join(dir, 'missing.json');
    for (const args of [['adjudicate', good, missing], ['play', missing, '--format', 'json'], ['balance', join(dir, 'missing.dip'), '--format', 'json']]) {
      const io = captureIo();
      expect(await main(args, io)).toBe(1);
      const printed = JSON.parse(io.out()) as { errors: string[] };
      expect(printed.errors.length).toBeGreaterThan(0);
      expect(printed.errors.join('\n')).toBe(io.err().trim());
    }
    // As text, standard output stays empty.
    const text = captureIo();
    expect(await main(['adjudicate', good, missing, '--format', 'text'], text)).toBe(1);
    expect(text.out()).toBe('');
  });
});

describe('a file with more problems than are shown', () => {
  it('shows the first thousand, says how many more, and counts them all in the summary', async () => {
    const many = file('many.dip', `variant g\nadjacency\n${'  a: b\n'.repeat(1200)}`);
    const io = captureIo();
    expect(await main(['check', many, '--no-board'], io)).toBe(1);
    expect(io.out()).toContain('DIP1113: too many problems in this file: 1000 are shown, and 202 more (202 warnings) are not');
    expect(io.out().endsWith('\n3 errors, 1199 warnings in 1 file\n')).toBe(true);
  });
});

describe('--root', () => {
  it('names a folder: a file or a missing path is a usage error', async () => {
    for (const root of [good, join(dir, 'no-such-folder')]) {
      const io = captureIo();
      expect(await main(['check', good, '--root', root], io)).toBe(2);
      expect(io.err()).toContain(`--root ${root}: not a folder`);
    }
    const io = captureIo();
    expect(await main(['check', good, '--no-board', '--root', dir], io)).toBe(0);
  });
});
