/** The .dip files under a folder, walked in name order: all of them, the variant files among them, or those of one name. */
import { readdirSync, type Dirent } from 'node:fs';
import { basename, join } from 'node:path';
import { readTextFile } from '../../files/read-file.js';
import { parseSource } from '../../dsl/parse.js';
import { systemProblem } from '../system-problem.js';

/** A folder of the walk that could not be read (no permission, gone meanwhile), and why. */
export interface UnreadFolder {
  readonly folder: string;
  readonly problem: string;
}

/** What a walk found: the files, and the folders it could not read (left out, never a crash). */
export interface FoundFiles {
  readonly files: string[];
  readonly unread: UnreadFolder[];
}

/** Every `.dip` file under `dir`, folders walked in name order. */
function dipFiles(dir: string, unread: UnreadFolder[]): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    unread.push({ folder: dir, problem: systemProblem(error) });
    return [];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dipFiles(path, unread);
    return entry.isFile() && entry.name.endsWith('.dip') ? [path] : [];
  });
}

/** The `.dip` files under `dir` named `name` (`standard.dip`), in the walk's order. */
export function dipFilesNamed(dir: string, name: string): FoundFiles {
  const unread: UnreadFolder[] = [];
  return { files: dipFiles(dir, unread).filter((file) => basename(file) === name), unread };
}

/** The variant files under a folder: every `.dip` file with a `variant` statement (not the maps they include). */
export function findVariantFiles(dir: string): FoundFiles {
  const unread: UnreadFolder[] = [];
  const files = dipFiles(dir, unread).filter((file) => {
    const read = readTextFile(file);
    if (!read.ok) return true; // unreadable: let the compiler report it rather than skip it silently
    const text = read.text;
    // A variant statement with a syntax error still makes a variant file, to be reported, not skipped.
    const { ast, skipped } = parseSource(text, file);
    return ast.statements.some((s) => s.kind === 'variant') || skipped.some((s) => s.keyword === 'variant');
  });
  return { files, unread };
}

/** The line saying a folder was left out of a walk. */
export function unreadLine(unread: UnreadFolder): string {
  return `${unread.folder}: cannot read this folder (${unread.problem}): the variant files in it are left out`;
}
