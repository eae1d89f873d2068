/** The orders table of docs/positions.md: its railway and canal rows read on Colonial Diplomacy. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/compile.js';
import { parseOrder } from '../../engine/orders/parse-order.js';

const docs = readFileSync(new URL('../../docs/positions.md', import.meta.url), 'utf8');
const colonial = compileFile(new URL('../../variants/colonial/colonial-1996.dip', import.meta.url).pathname).variant!;

describe('docs/positions.md, orders', () => {
  it('writes railway and canal orders, in English and French, as Colonial reads them', () => {
    const rows = docs.split('\n').filter((line) => line.startsWith('| railway move') || line.startsWith('| canal move'));
    expect(rows).toHaveLength(2);
    // The examples are the code spans of the English and French cells.
    const examples = rows.flatMap((row) => row.split('|').slice(2, 4).flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])));
    expect(examples).toHaveLength(7);
    for (const text of examples) expect(parseOrder(colonial, text).ok, text).toBe(true);
  });
});
