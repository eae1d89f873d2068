/** The .dip files under a folder, walked in name order: all of them, the variant files among them, or those of one name. */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readTextFile } from '../../compiler/resolve/read-text-file.js';
import { parseSource } from '../../dsl/parse.js';

/** Every `.dip` file under `dir`, folders walked in name order. */
function dipFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dipFiles(path);
    return entry.isFile() && entry.name.endsWith('.dip') ? [path] : [];
  });
}

/** The `.dip` files under `dir` named `name` (`standard.dip`), in the walk's order. */
export function dipFilesNamed(dir: string, name: string): string[] {
  return dipFiles(dir).filter((file) => basename(file) === name);
}

/** The variant files under a folder: every `.dip` file with a `variant` statement (not the maps they include). */
export function findVariantFiles(dir: string): string[] {
  return dipFiles(dir).filter((file) => {
    const read = readTextFile(file);
    if (!read.ok) return true; // unreadable: let the compiler report it rather than skip it silently
    const text = read.text;
    // A variant statement with a syntax error still makes a variant file, to be reported, not skipped.
    const { ast, skipped } = parseSource(text, file);
    return ast.statements.some((s) => s.kind === 'variant') || skipped.some((s) => s.keyword === 'variant');
  });
}
