/**
 * Writes a set of files all or nothing: each is written under a temporary name beside
 * its place, and only when every one is written, and every place can take a file, are
 * they renamed into place. A failure (a full disk, a file that cannot be made, a folder
 * where a file goes) leaves no half-written set and no temporary file behind.
 */
import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `path` is free for a file: nothing there, or a file (renaming replaces it). */
function takesFile(path: string): boolean {
  try {
    return !lstatSync(path).isDirectory();
  } catch {
    return true;
  }
}

/** Returns the paths written; throws (after removing what it wrote) when any cannot be. */
export function writeFilesAtomically(outDir: string, files: readonly (readonly [string, string | Uint8Array])[]): string[] {
  mkdirSync(outDir, { recursive: true });
  const temporary: string[] = [];
  const removeTemporary = (from: number): void => {
    for (const temp of temporary.slice(from)) rmSync(temp, { force: true });
  };
  try {
    for (const [name, content] of files) {
      const temp = join(outDir, `.${name}.${process.pid}.tmp`);
      temporary.push(temp);
      writeFileSync(temp, content);
    }
    // Checked before the first rename: a rename failing halfway would leave a mixed set.
    const blocked = files.map(([name]) => join(outDir, name)).filter((path) => !takesFile(path));
    if (blocked.length > 0) throw new Error(`${blocked.join(', ')} ${blocked.length === 1 ? 'is a folder, not a file' : 'are folders, not files'}`);
  } catch (error) {
    removeTemporary(0);
    throw error;
  }
  return files.map(([name], i) => {
    const path = join(outDir, name);
    try {
      renameSync(temporary[i], path);
    } catch (error) {
      removeTemporary(i);
      throw error;
    }
    return path;
  });
}
