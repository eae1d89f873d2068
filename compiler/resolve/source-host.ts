/** Where the compiler reads files from: the disk, or text held in memory (for tests, editors, the site). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SourceHost {
  /** The text of the file, or null when it cannot be read. */
  readFile(path: string): string | null;
}

export const fileSystemHost: SourceHost = {
  readFile(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  },
};

/** Files given in memory (by path) take precedence over `fallback`. */
export function memoryHost(files: Readonly<Record<string, string>>, fallback: SourceHost | null = fileSystemHost): SourceHost {
  const byPath = new Map(Object.entries(files).map(([path, text]) => [resolve(path), text]));
  return {
    readFile(path) {
      return byPath.get(resolve(path)) ?? fallback?.readFile(path) ?? null;
    },
  };
}
