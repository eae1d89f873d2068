/** The variant files under a folder: every `.dip` file with a `variant` statement (not the maps they include). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readTextFile } from '../../compiler/resolve/read-text-file.js';
import { parseSource } from '../../dsl/parse.js';

function dipFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dipFiles(path);
    return entry.isFile() && entry.name.endsWith('.dip') ? [path] : [];
  });
}

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
