/** What a path names, and whether it lies in a folder: the answers every command shares. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insideFolder, isFile, isFolder } from '../../files/path-kind.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-path-kind-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('isFile and isFolder', () => {
  it('tell a file from a folder, and answer no for nothing there or a name the system refuses', () => {
    const file = join(dir, 'a.dip');
    writeFileSync(file, '');
    expect([isFile(file), isFolder(file)]).toEqual([true, false]);
    expect([isFile(dir), isFolder(dir)]).toEqual([false, true]);
    expect([isFile(join(dir, 'nothing')), isFolder(join(dir, 'nothing'))]).toEqual([false, false]);
    // A file where a folder should be on the way, and a name too long for the system.
    expect([isFile(join(file, 'x')), isFolder(join(file, 'x'))]).toEqual([false, false]);
    expect(isFolder(join(dir, 'x'.repeat(5000)))).toBe(false);
  });
});

describe('insideFolder', () => {
  it('holds the folder itself and what lies below it, not what a .. leads out to', () => {
    expect(insideFolder('/a/b', '/a/b')).toBe(true);
    expect(insideFolder('/a/b', '/a/b/c/d')).toBe(true);
    expect(insideFolder('/a/b', '/a/b/../c')).toBe(false);
    expect(insideFolder('/a/b', '/a/bc')).toBe(false);
    expect(insideFolder('/a/b', '/x')).toBe(false);
  });
});
