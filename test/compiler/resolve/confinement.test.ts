/**
 * A variant reads files only inside its root folder, only regular text files of bounded
 * size, and only so deep: hostile paths are refused with a clear error, never followed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFile, fileSystemHost, memoryHost, type SourceHost } from '../../../compiler/compile.js';
import { formatDiagnostics } from '../../../compiler/format-diagnostics.js';
import { miniMap } from '../../support/mini-map.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-confine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = miniMap.slice(0, miniMap.indexOf('\npower'));
const body = miniMap.slice(miniMap.indexOf('\npower'));

function write(path: string, text: string | Buffer): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  return full;
}

/** Codes of the errors, and the text a user would see: it must not quote what was refused. */
function check(file: string, root?: string) {
  const result = compileFile(file, root === undefined ? {} : { root });
  return { result, codes: result.diagnostics.map((d) => d.code), shown: formatDiagnostics(result.diagnostics, result.sources) };
}

const secret = write('secret.txt', 'PASSWORD=hunter2\n');

describe('files outside the variant folder', () => {
  it('refuses an absolute include, naming it, without reading it', () => {
    const file = write('game/abs.dip', `${header}\ninclude "${secret}"\n${body}`);
    const { result, codes, shown } = check(file);
    expect(result.variant).toBeNull();
    expect(codes).toEqual(['DIP2100']);
    expect(shown).toContain(`${secret} is an absolute path`);
    expect(shown).not.toContain('hunter2');
    expect(result.files).toEqual([file]);
  });

  it('refuses /proc/self/environ and /dev/zero as includes, at once', () => {
    const file = write('game/proc.dip', `${header}\ninclude "/proc/self/environ"\ninclude "/dev/zero"\n${body}`);
    const { codes } = check(file);
    expect(codes).toEqual(['DIP2100', 'DIP2100']);
  });

  it('refuses a .. path leading out of the folder', () => {
    const file = write('game/up.dip', `${header}\ninclude "../secret.txt"\n${body}`);
    const { codes, shown } = check(file);
    expect(codes).toEqual(['DIP2101']);
    expect(shown).toContain("../secret.txt is outside the variant's folder");
    expect(shown).not.toContain('hunter2');
  });

  it('refuses an absolute or escaping extends', () => {
    const absolute = write('game/abs-extends.dip', `variant x extends "${join(dir, 'base.dip')}"\n`);
    expect(check(absolute).codes).toEqual(['DIP2100']);
    const escaping = write('game/up-extends.dip', 'variant x extends "../../base.dip"\n');
    expect(check(escaping).codes).toEqual(['DIP2101']);
  });

  it('refuses a geometry file outside the folder', () => {
    const file = write('game/geo.dip', miniMap.replace('  coordinates plane\n', '  coordinates plane\n  geometry svg "../../../etc/passwd"\n'));
    const { result, codes } = check(file);
    expect(result.variant).toBeNull();
    expect(codes).toEqual(['DIP2101']);
    const absolute = write('game/geo-abs.dip', miniMap.replace('  coordinates plane\n', '  coordinates plane\n  geometry geojson "/etc/passwd"\n'));
    expect(check(absolute).codes).toEqual(['DIP2100']);
    write('game/base.dip', miniMap);
    const changed = write('game/geo-change.dip', 'variant x extends "base.dip"\nchange variant geometry svg "../../../etc/passwd"\n');
    expect(check(changed).codes).toEqual(['DIP2101']);
  });

  it('refuses a symbolic link inside the folder that points out of it', () => {
    symlinkSync(secret, join(dir, 'game', 'link.dip'));
    const file = write('game/linked.dip', `${header}\ninclude "link.dip"\n${body}`);
    const { codes, shown } = check(file);
    expect(codes).toEqual(['DIP2102']);
    expect(shown).toContain('link.dip is a symbolic link to');
    expect(shown).not.toContain('hunter2');
  });

  it('follows paths that stay inside, and a wider root given by the caller', () => {
    write('shared/map.dip', body);
    const inside = write('shared/main.dip', `${header}\ninclude "./sub/../map.dip"\n`);
    expect(check(inside).result.variant).not.toBeNull();
    const derived = write('family/derived.dip', 'variant derived extends "../shared/main.dip"\n');
    expect(check(derived).codes).toEqual(['DIP2101']);
    expect(check(derived, dir).result.variant?.id).toBe('derived');
  });

  it('reads the file named by the caller even through a link, its includes still kept to its folder', () => {
    const real = write('elsewhere/real.dip', `${header}\ninclude "../secret.txt"\n${body}`);
    symlinkSync(real, join(dir, 'game', 'named-link.dip'));
    expect(check(join(dir, 'game', 'named-link.dip')).codes).toEqual(['DIP2101']);
  });

  it('refuses a file named by the caller outside an explicit root', () => {
    const { codes, result } = check(secret, join(dir, 'game'));
    expect(codes).toEqual(['DIP2101']);
    expect(result.diagnostics[0].span).toBeNull();
  });
});

describe('what is not a text file', () => {
  it('refuses a device named by the caller, at once', () => {
    const start = Date.now();
    const { codes, result } = check('/dev/zero');
    expect(codes).toEqual(['DIP2103']);
    expect(result.diagnostics[0].message).toBe('cannot read /dev/zero: it is not a regular file (a folder, a device or a pipe)');
    expect(Date.now() - start).toBeLessThan(5_000);
  });

  it('refuses a folder and a named pipe included from inside the folder', () => {
    mkdirSync(join(dir, 'game', 'folder.dip'));
    execFileSync('mkfifo', [join(dir, 'game', 'pipe.dip')]);
    const file = write('game/special.dip', `${header}\ninclude "folder.dip"\ninclude "pipe.dip"\n${body}`);
    expect(check(file).codes).toEqual(['DIP2103', 'DIP2103']);
  });

  it('refuses a geometry file that is a pipe or over 16 MB, before the board code would read it', () => {
    execFileSync('mkfifo', [join(dir, 'game', 'board.svg')]);
    const pipe = write('game/pipe-board.dip', miniMap.replace('  coordinates plane\n', '  coordinates plane\n  geometry svg "board.svg"\n'));
    expect(check(pipe).codes).toEqual(['DIP2103']);
    truncateSync(write('game/huge.geojson', ''), 17 * 1024 * 1024);
    const huge = write('game/huge-board.dip', miniMap.replace('  coordinates plane\n', '  coordinates plane\n  geometry geojson "huge.geojson"\n'));
    expect(check(huge).codes).toEqual(['DIP2104']);
  });

  it('refuses a file over 16 MB without reading it', () => {
    const big = write('game/big.dip', '');
    truncateSync(big, 17 * 1024 * 1024);
    const file = write('game/includes-big.dip', `${header}\ninclude "big.dip"\n${body}`);
    const { codes, shown } = check(file);
    expect(codes).toEqual(['DIP2104']);
    expect(shown).toContain('larger than 16 MB');
  });

  it('reports a binary file once, as not text', () => {
    const binary = write('game/binary.dip', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)));
    const { codes } = check(binary);
    expect(codes).toEqual(['DIP2105']);
    const latin1 = write('game/latin1.dip', Buffer.from('variant x en "Caf\xe9"\n', 'latin1'));
    expect(check(latin1).codes).toEqual(['DIP2105']);
  });
});

describe('a file that is there but cannot be read', () => {
  it('says a symbolic link that leads round in a loop is one, not that the file is missing', () => {
    symlinkSync('loop-b.dip', join(dir, 'game', 'loop-a.dip'));
    symlinkSync('loop-a.dip', join(dir, 'game', 'loop-b.dip'));
    const file = write('game/includes-loop.dip', `${header}\ninclude "loop-a.dip"\n${body}`);
    const { codes, shown } = check(file);
    expect(codes).toEqual(['DIP2110']);
    expect(shown).toContain('loop-a.dip: its symbolic links lead round in a loop');
    expect(check(join(dir, 'game', 'loop-a.dip')).codes).toEqual(['DIP2110']);
  });

  it('says a file this user may not read is that, not missing', () => {
    // Tests may run as root, whom permissions do not stop: the host says what the system would.
    const denied: SourceHost = {
      read: (path) => (path.endsWith('/game/secret.dip') ? { ok: false, problem: 'denied' } : fileSystemHost.read(path)),
      realPath: (path) => fileSystemHost.realPath(path),
      stat: (path) => fileSystemHost.stat(path),
    };
    const file = write('game/includes-secret.dip', `${header}\ninclude "secret.dip"\n${body}`);
    write('game/secret.dip', body);
    const result = compileFile(file, { host: denied });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2109']);
    expect(result.diagnostics[0].message).toBe(`cannot read ${join(dir, 'game', 'secret.dip')}: permission denied (the file is there, but this user may not read it)`);
  });
});

describe('depth', () => {
  it('stops a chain of 3,000 includes with one error, not a stack overflow', () => {
    const files: Record<string, string> = { '/mem/main.dip': `${header}\ninclude "f1.dip"\n${body}` };
    for (let i = 1; i <= 3000; i++) files[`/mem/f${i}.dip`] = `include "f${i + 1}.dip"\n`;
    const result = compileFile('/mem/main.dip', { host: memoryHost(files, null) });
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2106']);
    expect(result.diagnostics[0].message).toMatch(/^includes nest more than 64 files deep here/);
  });

  it('stops a chain of 3,000 extends with one error', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) files[`/mem/v${i}.dip`] = `variant v${i} extends "v${i + 1}.dip"\n`;
    files['/mem/v3000.dip'] = miniMap;
    const result = compileFile('/mem/v0.dip', { host: memoryHost(files, null) });
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2107']);
  });

  it('counts the tokens of every file of a variant against one budget: an include past it is refused, not read', () => {
    // Comments are tokens that cost little to read: 600,000 lines of them in each of two files.
    const comments = '#\n'.repeat(600_000);
    const files = { '/mem/main.dip': `${header}\ninclude "a.dip"\ninclude "b.dip"\n${body}`, '/mem/a.dip': comments, '/mem/b.dip': comments };
    const result = compileFile('/mem/main.dip', { host: memoryHost(files, null) });
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => [d.code, d.span?.file])).toEqual([['DIP1114', '/mem/b.dip']]);
    expect(result.diagnostics[0].message).toMatch(/^this file holds more than [\d,]+ words and symbols \(ids, names, numbers, punctuation\), more than is left after the files read before it: it is not read/);
  });

  it('bounds the text a variant keeps, all its files together: an include past 64 MB is refused at the include', () => {
    // Five files of 15 MB each (spaces: no tokens), each under the 16 MB of one file.
    const blank = ' '.repeat(15 * 1024 * 1024);
    const includes = [1, 2, 3, 4, 5].map((i) => `include "b${i}.dip"`).join('\n');
    const files: Record<string, string> = { '/mem/main.dip': `${header}\n${includes}\n${body}` };
    for (let i = 1; i <= 5; i++) files[`/mem/b${i}.dip`] = blank;
    const result = compileFile('/mem/main.dip', { host: memoryHost(files, null) });
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2108']);
    expect(result.diagnostics[0].message).toBe('cannot read /mem/b5.dip: with it, the files of this variant would hold more than 64 MB together');
    expect(result.diagnostics[0].span?.line).toBe(header.split('\n').length + 5);
    expect(result.files).not.toContain('/mem/b5.dip');
  });
});
