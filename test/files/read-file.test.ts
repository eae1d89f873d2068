/** Every input file is read the same way: a regular file, bounded, and (for text) UTF-8. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeReadProblem, problemOf, readFileBytes, readTextFile } from '../../files/read-file.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-read-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readFileBytes and readTextFile', () => {
  it('give the bytes of a file, and its text when it is UTF-8', () => {
    const file = join(dir, 'cafe.txt');
    writeFileSync(file, 'café\n');
    const bytes = readFileBytes(file);
    expect(bytes.ok && [...bytes.bytes]).toEqual([...Buffer.from('café\n')]);
    expect(readTextFile(file)).toEqual({ ok: true, text: 'café\n' });
  });

  it('give the bytes of a file that is not UTF-8 (an SVG may declare its encoding), not its text', () => {
    const file = join(dir, 'latin1.svg');
    writeFileSync(file, Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><svg>caf\xe9</svg>', 'latin1'));
    expect(readFileBytes(file).ok).toBe(true);
    expect(readTextFile(file)).toEqual({ ok: false, problem: 'not-text' });
  });

  it('refuse a folder, a pipe and a device at once, and a file over the limit without reading it whole', () => {
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    expect(readFileBytes(join(dir, 'pipe'))).toEqual({ ok: false, problem: 'not-a-file' });
    expect(readFileBytes('/dev/zero')).toEqual({ ok: false, problem: 'not-a-file' });
    expect(readFileBytes(dir)).toEqual({ ok: false, problem: 'not-a-file' });
    const file = join(dir, 'ten.txt');
    writeFileSync(file, '0123456789');
    expect(readFileBytes(file, 9)).toEqual({ ok: false, problem: 'too-large', bytes: 10, limit: 9 });
    expect(readFileBytes(join(dir, 'nowhere'))).toEqual({ ok: false, problem: 'missing' });
  });

  it("tell the system's refusals apart: a file that is there but may not be read is not missing", () => {
    const refusal = (code: string) => Object.assign(new Error(code), { code });
    expect(['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM', 'ELOOP', 'EISDIR', 'EIO'].map((code) => problemOf(refusal(code)))).toEqual([
      'missing',
      'missing',
      'denied',
      'denied',
      'link-loop',
      'not-a-file',
      'missing',
    ]);
    expect(describeReadProblem('denied')).toBe('permission denied');
    expect(describeReadProblem('too-large', 17 * 1024 * 1024)).toBe('larger than 16 MB: 17.0 MB');
    // Said with the limit the read had, when it had another.
    expect(describeReadProblem('too-large', 300 * 1024 * 1024, 256 * 1024 * 1024)).toBe('larger than 256 MB: 300.0 MB');
  });
});
