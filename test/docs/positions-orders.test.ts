/** The orders tables of the positions guide (English and French): their railway and canal rows read on Colonial Diplomacy. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/compile.js';
import { parseOrder } from '../../engine/orders/parse-order.js';

const guides = [
  ['docs/positions.md', '| railway move', '| canal move'],
  ['site/src/content/docs/fr/guides/positions.md', '| mouvement par chemin de fer', '| passage d’un canal'],
] as const;
const colonial = compileFile(new URL('../../variants/colonial/colonial-1996.dip', import.meta.url).pathname).variant!;

describe.each(guides)('%s, orders', (path, railway, canal) => {
  it('writes railway and canal orders, in English and French, as Colonial reads them', () => {
    const docs = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    const rows = docs.split('\n').filter((line) => line.startsWith(railway) || line.startsWith(canal));
    expect(rows).toHaveLength(2);
    // The examples are the code spans of the English and French cells.
    const examples = rows.flatMap((row) => row.split('|').slice(2, 4).flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])));
    expect(examples).toHaveLength(9);
    for (const text of examples) expect(parseOrder(colonial, text).ok, text).toBe(true);
  });
});
