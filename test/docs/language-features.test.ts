/**
 * The language guide's special features example writes Colonial Diplomacy's bridge,
 * railway and gateway: as the Colonial files write them (it showed Perm as `per`, which
 * the map calls `prm`, and the errata's bridge from `ita`, which the map calls `ota`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const colonial = read('variants/colonial/colonial-1994.dip') + read('variants/colonial/colonial-1996.dip');
/** A statement without its comment, its spaces made single. */
const statement = (line: string): string => line.replace(/#.*/, '').trim().replace(/\s+/g, ' ');
const colonialStatements = new Set(colonial.split('\n').map(statement));

describe('language guide, special features', () => {
  for (const guide of ['docs/language.md', 'site/src/content/docs/fr/guides/language.md']) {
    it(`${guide}: its bridge, railway and gateway are Colonial's`, () => {
      const lines = read(guide)
        .split('\n')
        .filter((line) => /^(bridge ota|bridge ita|railway tsr|gateway egy)\b/.test(line))
        .map(statement);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(colonialStatements, line).toContain(line);
    });
  }
});

describe('language guide, rules', () => {
  const guides = { 'docs/language.md': '| rule | arguments | meaning |', 'site/src/content/docs/fr/guides/language.md': '| règle | arguments | effet |' };
  for (const [guide, header] of Object.entries(guides)) {
    it(`${guide}: its table of rules has a row for every rule the compiler knows`, async () => {
      const { ruleModules } = await import('../../model/rule-modules.js');
      const lines = read(guide).split('\n');
      const start = lines.indexOf(header);
      expect(start, header).toBeGreaterThan(0);
      const table = lines.slice(start + 2, lines.indexOf('', start));
      const rows = table.map((line) => /^\| `([a-z-]+)` \|/.exec(line)?.[1]);
      expect(rows.sort()).toEqual(ruleModules.map((m) => m.id).sort());
    });
  }
});
