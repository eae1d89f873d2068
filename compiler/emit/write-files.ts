/**
 * Writes a set of files all or nothing: each is written under a temporary name beside
 * its place, and only when every one is written are they renamed into place. A failure
 * (a full disk, a file that cannot be made) leaves no half-written set behind.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Returns the paths written; throws (after removing what it wrote) when any cannot be. */
export function writeFilesAtomically(outDir: string, files: readonly (readonly [string, string | Uint8Array])[]): string[] {
  mkdirSync(outDir, { recursive: true });
  const temporary: string[] = [];
  try {
    for (const [name, content] of files) {
      const temp = join(outDir, `.${name}.${process.pid}.tmp`);
      temporary.push(temp);
      writeFileSync(temp, content);
    }
  } catch (error) {
    for (const temp of temporary) rmSync(temp, { force: true });
    throw error;
  }
  return files.map(([name], i) => {
    const path = join(outDir, name);
    renameSync(temporary[i], path);
    return path;
  });
}
