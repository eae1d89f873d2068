/**
 * How many typing slips apart two words are: a letter wrong, missing or extra, or two
 * neighbouring letters swapped, each counts one (optimal string alignment distance). For
 * "did you mean …?" (a misspelt statement word, an id not declared, a command) and for
 * reading a misspelt name in an order (engine/orders/near-names.ts). Each caller decides how
 * many slips it allows.
 */

/** The distance between a and b; with `limit`, any value ≥ `limit` once it is known to be that much (a search of many words stops early). */
export function slips(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  if (a === b) return 0;
  // Three rows, the two before and the current, made once and turned round: a search of
  // hundreds of names (an unknown word in an order) made a row per letter of every name.
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = new Array<number>(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai === bj ? 0 : 1));
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowBest) rowBest = d;
    }
    if (rowBest >= limit) return limit;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length];
}
