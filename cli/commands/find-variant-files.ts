/** The variant files under a folder: every `.dip` file with a `variant` statement (not the maps they include). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    const { ast } = parseSource(readFileSync(file, 'utf8'), file);
    return ast.statements.some((s) => s.kind === 'variant');
  });
}
