/**
 * "Did you mean …?" for an id that is not declared: the declared ids it is a
 * name or alias of, else those one or two typing slips away (a letter wrong,
 * missing, extra, or two letters swapped: `egn` for `eng`).
 */
import { normaliseName } from '../../model/names.js';

export interface IdCandidate {
  readonly id: string;
  /** Other names it goes by (names in every language, aliases). */
  readonly names: readonly string[];
}

/** Edit distance with transpositions (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** At most three ids, the closest first; empty when nothing is close. */
export function closestIds(unknown: string, candidates: readonly IdCandidate[]): string[] {
  const key = normaliseName(unknown);
  const named = candidates.filter((c) => c.names.some((name) => normaliseName(name) === key)).map((c) => c.id);
  if (named.length > 0) return named.slice(0, 3);
  // Short ids are one slip apart from many others: allow one slip there, two in longer ones.
  const limit = unknown.length <= 4 ? 1 : 2;
  const scored = candidates
    .map((c) => ({ id: c.id, d: distance(unknown, c.id) }))
    .filter((c) => c.d <= limit)
    .sort((x, y) => x.d - y.d || (x.id < y.id ? -1 : 1));
  return scored.slice(0, 3).map((c) => c.id);
}

/** `; did you mean eng?`, `; did you mean edi or eng?`, or nothing. */
export function didYouMean(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  return `; did you mean ${ids.length === 1 ? ids[0] : `${ids.slice(0, -1).join(', ')} or ${ids[ids.length - 1]}`}?`;
}
