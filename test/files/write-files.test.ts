/**
 * writeFilesAtomically replaces only regular files: a device, a pipe or a symbolic link where
 * a file goes would be replaced by the renamed file, not written to (`--next /dev/full`, run as
 * root, had put a JSON file where the device was). Such a place fails the whole set.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFilesAtomically } from '../../files/write-files.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-write-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFilesAtomically', () => {
  it('replaces a regular file, and writes a new one', () => {
    writeFileSync(join(dir, 'old.json'), 'old');
    expect(writeFilesAtomically(dir, [['old.json', 'new'], ['fresh.json', '{}']])).toEqual([join(dir, 'old.json'), join(dir, 'fresh.json')]);
    expect(readFileSync(join(dir, 'old.json'), 'utf8')).toBe('new');
  });

  it('never writes through a link left at its temporary name', () => {
    const out = mkdtempSync(join(dir, 'temp-'));
    writeFileSync(join(dir, 'victim.txt'), 'keep me');
    symlinkSync(join(dir, 'victim.txt'), join(out, `.v.json.${process.pid}.tmp`));
    expect(writeFilesAtomically(out, [['v.json', '{}']])).toEqual([join(out, 'v.json')]);
    expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('keep me');
    expect(readFileSync(join(out, 'v.json'), 'utf8')).toBe('{}');
    expect(readdirSync(out)).toEqual(['v.json']);
  });

  it('writes nothing over a pipe or a symbolic link, nor any other file of the set, and says what stands there', () => {
    const out = mkdtempSync(join(dir, 'set-'));
    execFileSync('mkfifo', [join(out, 'pipe.json')]);
    writeFileSync(join(dir, 'target.json'), 'target');
    symlinkSync(join(dir, 'target.json'), join(out, 'link.json'));
    expect(() => writeFilesAtomically(out, [['a.json', '{}'], ['pipe.json', '{}']])).toThrow(`${join(out, 'pipe.json')} is a pipe, not a file to write over`);
    expect(() => writeFilesAtomically(out, [['link.json', '{}']])).toThrow(`${join(out, 'link.json')} is a symbolic link, not a file to write over`);
    expect(readdirSync(out).sort()).toEqual(['link.json', 'pipe.json']);
    expect(lstatSync(join(out, 'pipe.json')).isFIFO()).toBe(true);
    expect(lstatSync(join(out, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'target.json'), 'utf8')).toBe('target');
  });
});
