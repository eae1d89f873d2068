/** Every `.dip` file of the repository is valid syntax, and the formatter keeps its meaning. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatText } from '../../dsl/format.js';
import { parseSource } from '../../dsl/parse.js';
import { stripSpans } from './support/strip-spans.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function dipFiles(folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : dipFiles(path);
    return name.endsWith('.dip') ? [path] : [];
  });
}

const files = [...dipFiles(join(root, 'variants')), ...dipFiles(join(root, 'test'))];

describe('the .dip files of the repository', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [file.slice(root.length)]))('%s parses, and formats to the same tree', (relative) => {
    const text = readFileSync(join(root, relative), 'utf8');
    const parsed = parseSource(text, relative);
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { output } = formatText(text, relative);
    expect(output).not.toBeNull();
    const again = parseSource(output!, relative);
    expect(stripSpans(again.ast.statements)).toEqual(stripSpans(parsed.ast.statements));
    expect(formatText(output!, relative).output).toBe(output);
  });
});
