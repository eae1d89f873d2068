/**
 * Writes a set of files all or nothing: each is written under a temporary name beside
 * its place, and only when every one is written, and every place can take a file, are
 * they renamed into place. A failure (a full disk, a file that cannot be made, a folder
 * where a file goes) leaves no half-written set and no temporary file behind.
 */
import { accessSync, chmodSync, constants, existsSync, lstatSync, mkdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Makes a folder and those missing above it, one level at a time, from the nearest that
 * exists. Not `mkdirSync(…, { recursive: true })`: under /proc, where no folder can be made,
 * Node 20's loops for ever instead of failing (`build --out /proc/x` hung).
 */
export function makeFolders(folder: string): void {
  const missing: string[] = [];
  for (let at = folder; !existsSync(at); at = dirname(at)) {
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (let i = missing.length - 1; i >= 0; i--) {
    try {
      mkdirSync(missing[i]);
    } catch (error) {
      // Made meanwhile by another process: as good as made here.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !lstatSync(missing[i]).isDirectory()) throw error;
    }
  }
}

/**
 * Writes a temporary file made afresh, never written through: a link left at its name would
 * have the content written into whatever file it names. Whatever is there is removed first
 * (a link, not the file it names), and the file is created exclusively.
 */
export function writeTemporaryFile(path: string, content: string | Uint8Array): void {
  rmSync(path, { force: true });
  writeFileSync(path, content, { flag: 'wx' });
}

/**
 * What stands at `path` that a file must not replace, or null when it is free for one:
 * nothing there, or a regular file (renaming replaces it). A device, a pipe, a socket or a
 * symbolic link would be replaced by the renamed file, not written to: `--next /dev/full`,
 * run as root, had put a JSON file where the device was.
 */
function blocker(path: string): string | null {
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    return null;
  }
  if (stat.isFile()) return null;
  if (stat.isDirectory()) return 'a folder';
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isFIFO()) return 'a pipe';
  if (stat.isSocket()) return 'a socket';
  return 'a device';
}

/**
 * Returns the paths written; throws (after removing what it wrote) when any cannot be.
 * `makeFolder`: make outDir when missing (`build --out`), or fail (`render -o`).
 */
export function writeFilesAtomically(outDir: string, files: readonly (readonly [string, string | Uint8Array])[], makeFolder = true): string[] {
  // Each into outDir itself: a name is a file's name, never a path that leads elsewhere ('../x', 'a/b').
  for (const [name] of files) {
    if (typeof name !== 'string' || name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) {
      throw new TypeError(`cannot write a file named ${JSON.stringify(name)?.slice(0, 80) ?? String(name)}: a file's name, not a path, is written into ${outDir}`);
    }
  }
  if (makeFolder) makeFolders(outDir);
  const temporary: string[] = [];
  const removeTemporary = (from: number): void => {
    for (const temp of temporary.slice(from)) rmSync(temp, { force: true });
  };
  try {
    for (const [name, content] of files) {
      const temp = join(outDir, `.${name}.${process.pid}.tmp`);
      temporary.push(temp);
      writeTemporaryFile(temp, content);
    }
    // Checked before the first rename: a rename failing halfway would leave a mixed set.
    const blocked = files.map(([name]) => join(outDir, name)).flatMap((path) => {
      const what = blocker(path);
      return what === null ? [] : [`${path} is ${what}, not a file to write over`];
    });
    if (blocked.length > 0) throw new Error(blocked.join('; '));
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

/**
 * Replaces an existing file's content all or nothing (`dipkit fmt`): written beside it
 * under a temporary name, then renamed over it, so a full disk or a crash leaves the old
 * text, not half the new one. A symbolic link is followed (the file it names is replaced,
 * the link stays a link) and the file keeps its permissions.
 */
export function replaceFileAtomically(path: string, content: string): void {
  const real = realpathSync(path);
  // A file we may not write is not replaced either: the rename would go round its permissions
  // (and make it ours). Throws EACCES, as writing it would.
  accessSync(real, constants.W_OK);
  const mode = statSync(real).mode & 0o7777;
  const temp = join(dirname(real), `.${basename(real)}.${process.pid}.tmp`);
  let made = false; // only a temporary file of ours is removed on failure
  try {
    writeFileSync(temp, content, { mode, flag: 'wx' });
    made = true;
    chmodSync(temp, mode);
    renameSync(temp, real);
  } catch (error) {
    if (made) rmSync(temp, { force: true });
    throw error;
  }
}
