/**
 * "Did you mean …?" for an id that is not declared: the declared ids it is a
 * name or alias of, else those one or two typing slips away (a letter wrong,
 * missing, extra, or two letters swapped: `egn` for `eng`).
 *
 * Ids close to a word are found through an index of the ids with one or two
 * letters deleted (two strings within k slips share a string k deletions away
 * from each), so a map of 10,000 provinces with a thousand typos still answers
 * at once instead of comparing every typo with every id.
 *
 * A word's deletions grow with the cube of its length (a 250,000-letter word ran
 * for minutes), so words longer than `longestSlipped` get no slip suggestions:
 * ids are short, and a word that long is no typo of one.
 */
import { slipsAllowed } from '../../dsl/slips.js';
import { orList } from '../../model/or-list.js';
import { slips } from '../../model/slips.js';
import { normaliseName } from '../../model/names.js';

/** Longer ids and words are matched by name only, not by slips. */
export const longestSlipped = 64;

export interface IdCandidate {
  readonly id: string;
  /** Other names it goes by (names in every language, aliases). */
  readonly names: readonly string[];
}

/** The word with up to `depth` letters deleted, the word itself included. */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set([word]);
  let layer = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of layer) {
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) out.add(shorter), next.push(shorter);
      }
    }
    layer = next;
  }
  return out;
}

/** Builds the indexes once; each call gives at most three ids for an unknown word, the closest first. */
export function idSuggester(candidates: readonly IdCandidate[]): (unknown: string) => string[] {
  const byName = new Map<string, string[]>();
  const byDeletion = new Map<string, string[]>();
  for (const { id, names } of candidates) {
    for (const name of names) {
      const key = normaliseName(name);
      const ids = byName.get(key) ?? [];
      if (!ids.includes(id)) ids.push(id);
      byName.set(key, ids);
    }
    if (id.length > longestSlipped) continue;
    for (const key of deletions(id, 2)) {
      const ids = byDeletion.get(key);
      if (ids) ids.push(id);
      else byDeletion.set(key, [id]);
    }
  }
  return (unknown) => {
    const named = byName.get(normaliseName(unknown));
    if (named) return named.slice(0, 3);
    if (unknown.length > longestSlipped) return [];
    const limit = slipsAllowed(unknown);
    const near = new Set<string>();
    for (const key of deletions(unknown, limit)) for (const id of byDeletion.get(key) ?? []) near.add(id);
    return [...near]
      .map((id) => ({ id, d: slips(unknown, id) }))
      .filter((c) => c.d <= limit)
      .sort((x, y) => x.d - y.d || (x.id < y.id ? -1 : 1))
      .slice(0, 3)
      .map((c) => c.id);
  };
}

/** The same for a fixed set of words with no other names (phase kinds, editions, colour names). */
export function wordSuggester(words: readonly string[]): (unknown: string) => string[] {
  return idSuggester(words.map((id) => ({ id, names: [] })));
}

/** `; did you mean eng?`, `; did you mean edi, eng or nth?`, or nothing. */
export function didYouMean(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  return `; did you mean ${orList(ids)}?`;
}
