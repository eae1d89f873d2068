/** Where the compiler reads files from: the disk, or text held in memory (for tests, editors, the site). */
import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { readTextFile, type TextFileRead } from '../../files/read-file.js';

export type SourceRead = TextFileRead;

export interface SourceHost {
  /** The text of the file, or why it cannot be read. */
  read(path: string): SourceRead;
  /** The absolute path with symlinks resolved, or null when nothing is there. */
  realPath(path: string): string | null;
  /** What is there (links followed): a regular file and its size, something else, or nothing (null). */
  stat(path: string): FileStat | null;
}

export interface FileStat {
  readonly kind: 'file' | 'other';
  readonly bytes: number;
}

export const fileSystemHost: SourceHost = {
  read: (path) => readTextFile(path),
  realPath(path) {
    try {
      return realpathSync(path);
    } catch {
      return null;
    }
  },
  stat(path) {
    try {
      const stat = statSync(path);
      return { kind: stat.isFile() ? 'file' : 'other', bytes: stat.size };
    } catch {
      return null;
    }
  },
};

/** Files given in memory (by path) take precedence over `fallback`. */
export function memoryHost(files: Readonly<Record<string, string>>, fallback: SourceHost | null = fileSystemHost): SourceHost {
  const byPath = new Map(Object.entries(files).map(([path, text]) => [resolve(path), text]));
  return {
    read(path) {
      const text = byPath.get(resolve(path));
      if (text !== undefined) return { ok: true, text };
      return fallback?.read(path) ?? { ok: false, problem: 'missing' };
    },
    realPath(path) {
      if (byPath.has(resolve(path))) return resolve(path);
      return fallback?.realPath(path) ?? null;
    },
    stat(path) {
      const text = byPath.get(resolve(path));
      if (text !== undefined) return { kind: 'file', bytes: Buffer.byteLength(text) };
      return fallback?.stat(path) ?? null;
    },
  };
}
