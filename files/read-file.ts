/**
 * Reads a file the way every input of dipkit is read: only a regular file (not a device,
 * a pipe or a folder: `/dev/zero` would never end), only up to a size limit, and, for
 * text, only UTF-8 (a binary file is one problem, not a thousand syntax errors).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** 16 MiB: far more than any map (Standard is 20 kB), far less than what would hurt. */
export const maxFileBytes = 16 * 1024 * 1024;

/** `missing` also stands for the rarer failures to open (an input/output error). */
export type ReadProblem = 'missing' | 'denied' | 'link-loop' | 'not-a-file' | 'too-large' | 'not-text';

export type TextFileRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: ReadProblem; /** The size and the limit it passed, for a file too large. */ readonly bytes?: number; readonly limit?: number };

export type FileBytesRead =
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly problem: Exclude<ReadProblem, 'not-text'>; /** The size and the limit it passed, for a file too large. */ readonly bytes?: number; readonly limit?: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes of a regular file up to `limit`, for a reader that decodes them itself (a board's
 * SVG may declare another encoding than UTF-8).
 */
export function readFileBytes(path: string, limit = maxFileBytes): FileBytesRead {
  let fd: number;
  try {
    // Opening a FIFO for reading would wait for a writer: O_NONBLOCK returns at once.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { ok: false, problem: 'not-a-file' };
    if (stat.size > limit) return { ok: false, problem: 'too-large', bytes: stat.size, limit };
    // Read at most limit + 1 bytes, whatever the size said: a file may grow while read.
    const buffer = Buffer.alloc(Math.min(stat.size, limit) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > limit) return { ok: false, problem: 'too-large', bytes: length, limit };
      if (length === buffer.length) break;
    }
    return { ok: true, bytes: buffer.subarray(0, length) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  } finally {
    closeSync(fd);
  }
}

/** The text of a regular UTF-8 file up to `limit`. */
export function readTextFile(path: string, limit = maxFileBytes): TextFileRead {
  const read = readFileBytes(path, limit);
  if (!read.ok) return read;
  if (read.bytes.includes(0)) return { ok: false, problem: 'not-text' };
  try {
    return { ok: true, text: utf8.decode(read.bytes) };
  } catch {
    return { ok: false, problem: 'not-text' };
  }
}

/**
 * What the system's refusal to open or read a file means for its reader: a file that is
 * there but may not be read is not said to be missing (the fix is its permissions, not its name).
 */
export function problemOf(error: unknown): Exclude<ReadProblem, 'not-text'> {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EISDIR':
      return 'not-a-file';
    case 'EACCES':
    case 'EPERM':
      return 'denied';
    case 'ELOOP':
      return 'link-loop';
    default:
      return 'missing';
  }
}

/** Why a file cannot be read, in a few words, for the CLI's `FILE: cannot read (…)`; `limit`: the one the read had. */
export function describeReadProblem(problem: ReadProblem, bytes?: number, limit = maxFileBytes): string {
  switch (problem) {
    case 'missing':
      return 'no such file';
    case 'denied':
      return 'permission denied';
    case 'link-loop':
      return 'its symbolic links lead round in a loop';
    case 'not-a-file':
      return 'not a regular file: a folder, a device or a pipe';
    case 'too-large':
      return `larger than ${limit / 1024 / 1024} MB${bytes !== undefined ? `: ${(bytes / 1024 / 1024).toFixed(1)} MB` : ''}`;
    case 'not-text':
      return 'not a text file: it holds bytes that are not UTF-8 text';
  }
}
