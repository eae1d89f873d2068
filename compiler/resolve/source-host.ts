/** Where the compiler reads files from: the disk, or text held in memory (for tests, editors, the site). */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { readTextFile, type TextFileRead } from './read-text-file.js';

export type SourceRead = TextFileRead;

export interface SourceHost {
  /** The text of the file, or why it cannot be read. */
  read(path: string): SourceRead;
  /** The absolute path with symlinks resolved, or null when nothing is there. */
  realPath(path: string): string | null;
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
  };
}
