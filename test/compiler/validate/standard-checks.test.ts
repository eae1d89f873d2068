/**
 * The checks on broken copies of Standard (variants/standard/standard.dip): the
 * same problems as on the mini map, found in a full-size map.
 */
import { describe, expect, it } from 'vitest';
import { compileFile, memoryHost } from '../../../compiler/compile.js';
import { compileVariant, variantExists, variantPath, variantText } from '../../support/variants.js';

const standard = 'standard/standard.dip';
const present = variantExists(standard);

function compileBroken(from: string, to: string) {
  const text = variantText(standard);
  if (!text.includes(from)) throw new Error(`standard.dip has no ${JSON.stringify(from)}: the test is out of date`);
  const path = variantPath(standard);
  return compileFile(path, { host: memoryHost({ [path]: text.replace(from, to) }) });
}

describe.skipIf(!present)('Standard', () => {
  it('compiles without errors or warnings', () => {
    const result = compileVariant(standard);
    expect(result.diagnostics).toEqual([]);
    const v = result.variant!;
    expect(v.provinces.filter((p) => p.supplyCentre)).toHaveLength(34);
    expect(v.start.units).toHaveLength(22);
    expect(v.adjacency.fleet['stp/nc']).toEqual(['bar', 'nwy']);
    expect(v.adjacency.army.stp).toEqual(['fin', 'lvn', 'mos', 'nwy']);
    expect(v.adjacency.fleet.stp).toBeUndefined();
    expect(v.aliases.nts).toBe('nth');
  });

  const cases: [string, string, string, string][] = [
    ['  mun: ruh tyr boh\n', '  mun: ruh tyr boh nth\n', 'DIP3006', 'nth'],
    ['  stp/nc: nwy bar', '  stp/xc: nwy bar', 'DIP3008', 'xc'],
    ['  stp: fin lvn mos nwy', '  stp: fin lvn mos nwy bar', 'DIP3007', 'bar'],
    ['canal kie joins hel bal', 'canal kie joins hel nth', 'DIP3017', 'nth'],
    ['victory 18 centres', 'victory 17 centres', 'DIP3014', '17'],
    ['victory 18 centres', 'victory 35 centres', 'DIP3013', '35'],
    ['F stp/sc, F sev', 'F stp, F sev', 'DIP3012', 'F stp'],
    ['alias nts', 'alias "Londres"', 'DIP3003', '"Londres"'],
    ['start spring 1901', 'start summer 1901', 'DIP3022', 'summer'],
    ['passage swe den', 'passage swe mos', 'DIP3019', 'mos'],
  ];
  for (const [from, to, code, at] of cases) {
    it(`${code} fires on ${JSON.stringify(to.trim())}`, () => {
      const result = compileBroken(from, to);
      const d = result.diagnostics.find((x) => x.code === code);
      expect(d, JSON.stringify(result.diagnostics.map((x) => `${x.code} ${x.message}`))).toBeDefined();
      const text = result.sources.get(d!.span!.file)!;
      expect(text.slice(d!.span!.start, d!.span!.end)).toBe(at);
    });
  }

  it('every variant derived from Standard compiles cleanly', () => {
    for (const name of ['six-players', 'five-players', 'four-players', 'three-players-1', 'three-players-2', 'two-players-1914']) {
      const path = `standard/${name}.dip`;
      if (!variantExists(path)) continue;
      const result = compileVariant(path);
      expect(result.diagnostics, path).toEqual([]);
      expect(result.variant!.base).toBe('standard');
    }
  });
});
