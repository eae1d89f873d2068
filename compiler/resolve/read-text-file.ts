/**
 * Reads a text file the way every input of dipkit is read: only a regular file (not a
 * device, a pipe or a folder: `/dev/zero` would never end), only up to a size limit,
 * and only UTF-8 text (a binary file is one problem, not a thousand syntax errors).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** 16 MiB: far more than any map (Standard is 20 kB), far less than what would hurt. */
export const maxFileBytes = 16 * 1024 * 1024;

export type ReadProblem = 'missing' | 'not-a-file' | 'too-large' | 'not-text';

export type TextFileRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: ReadProblem; /** The size, for a file too large. */ readonly bytes?: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function readTextFile(path: string, limit = maxFileBytes): TextFileRead {
  let fd: number;
  try {
    // Opening a FIFO for reading would wait for a writer: O_NONBLOCK returns at once.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, problem: code === 'EISDIR' ? 'not-a-file' : 'missing' };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { ok: false, problem: 'not-a-file' };
    if (stat.size > limit) return { ok: false, problem: 'too-large', bytes: stat.size };
    // Read at most limit + 1 bytes, whatever the size said: a file may grow while read.
    const buffer = Buffer.alloc(Math.min(stat.size, limit) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > limit) return { ok: false, problem: 'too-large', bytes: length };
      if (length === buffer.length) break;
    }
    const bytes = buffer.subarray(0, length);
    if (bytes.includes(0)) return { ok: false, problem: 'not-text' };
    try {
      return { ok: true, text: utf8.decode(bytes) };
    } catch {
      return { ok: false, problem: 'not-text' };
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, problem: code === 'EISDIR' ? 'not-a-file' : 'missing' };
  } finally {
    closeSync(fd);
  }
}

/** Why a file cannot be read, in a few words, for the CLI's `FILE: cannot read (…)`. */
export function describeReadProblem(problem: ReadProblem, bytes?: number): string {
  switch (problem) {
    case 'missing':
      return 'no such file';
    case 'not-a-file':
      return 'not a regular file: a folder, a device or a pipe';
    case 'too-large':
      return `larger than ${maxFileBytes / 1024 / 1024} MB${bytes !== undefined ? `: ${(bytes / 1024 / 1024).toFixed(1)} MB` : ''}`;
    case 'not-text':
      return 'not a text file: it holds bytes that are not UTF-8 text';
  }
}
