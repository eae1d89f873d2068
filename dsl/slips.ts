/**
 * How many typing slips apart two words are: a letter wrong, missing or extra,
 * or two letters swapped, each counts one (edit distance with transpositions).
 * For "did you mean …?": a misspelt statement word, an id that is not declared.
 */
export function slips(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/** Short words are one slip apart from many others: one slip is allowed there, two in longer ones. */
export function slipsAllowed(word: string): number {
  return word.length <= 4 ? 1 : 2;
}
