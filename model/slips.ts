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
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest >= limit) return limit;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}
