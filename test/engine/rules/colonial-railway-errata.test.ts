/**
 * Errata 9.23, 9.241, 9.25 and the two questions on the Trans-Siberian Railway, played
 * by the engine from variants/colonial/examples/errata-examples.json (the rulebook's
 * format, read by the shared loader test/support/colonial-errata.ts): each example's
 * orders give the outcome the text states, where each unit ends, what is dislodged and
 * where it may retreat.
 */
import { describe, expect, it } from 'vitest';
import { checkExample } from '../../../site/src/rulebook/check-examples.js';
import { colonialErrata } from '../../support/colonial-errata.js';

const errata = colonialErrata();
const railway = errata.of('rule:railway');

it('reads the errata’s seven railway examples', () => {
  expect(railway.map((e) => e.id)).toHaveLength(7);
});

describe.each(railway.map((e) => [`${e.label.en}: ${e.id}`, e] as const))('%s', (_name, example) => {
  it('ends as the errata state', () => {
    const check = checkExample(errata.variant, example);
    expect(check.problems).toEqual([]);
    // A railway move that fails stops short on the line, and says where.
    for (const [text, place] of Object.entries(example.ends ?? {})) {
      if (!/-T(SR|RS)-/i.test(text) || example.expect[text] !== 'failed') continue;
      const result = check.adjudication!.results.find((r) => r.text === text)!;
      expect(result.reason, text).toMatch(new RegExp(`^stops in ${place}\\b`, 'i'));
      // And says it as data, for a board or a client that does not read the reason.
      expect(result.endedIn, text).toBe(place.toLowerCase());
    }
    // No other result carries it.
    for (const r of check.adjudication!.results) if (!/-T(SR|RS)-/i.test(r.text) || r.outcome !== 'failed') expect(r.endedIn, r.text).toBeUndefined();
  });
});
