/**
 * What a path names, asked without throwing (a name the system refuses, too long or with a
 * file where a folder should be on the way, is neither a file nor a folder here, and
 * whoever reads it next says why), and whether it lies inside a folder.
 */
import { statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

/** Whether `path` is a regular file (a link followed). */
export function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** Whether `path` is a folder (a link followed). */
export function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** Whether `path` is `folder` or lies inside it, by their names alone (resolve links first to follow them). */
export function insideFolder(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
