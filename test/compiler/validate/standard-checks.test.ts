/**
 * The checks on broken copies of Standard (variants/standard/standard.dip): the
 * same problems as on the mini map, found in a full-size map.
 */
import { describe, expect, it } from 'vitest';
import { compileFile, memoryHost } from '../../../compiler/compile.js';
import { compileVariant, variantExists, variantPath, variantText } from '../../support/variants.js';

const standard = 'standard/standard.dip';
const present = variantExists(standard);

function compileBroken(...changes: string[]) {
  let text = variantText(standard);
  for (let i = 0; i < changes.length; i += 2) {
    const [from, to] = [changes[i], changes[i + 1]];
    if (!text.includes(from)) throw new Error(`standard.dip has no ${JSON.stringify(from)}: the test is out of date`);
    text = text.replace(from, to);
  }
  const path = variantPath(standard);
  return compileFile(path, { host: memoryHost({ [path]: text }) });
}

/** Each diagnostic as `CODE text-it-points-at`. */
function found(result: ReturnType<typeof compileBroken>): string[] {
  return result.diagnostics.map((d) => `${d.code} ${d.span ? result.sources.get(d.span.file)!.slice(d.span.start, d.span.end) : ''}`);
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
    ['  centres 34', '  centres 35', 'DIP3039', '35'],
    ['  ank by land: smy', '  ank by land: smy con', 'DIP3040', 'con'],
    ['province tun coastal en "Tunis" fr "Tunis" centre', 'province tun coastal en "Tunis" fr "Tunis"', 'DIP3039', '34'],
    ['F stp/sc, F sev', 'F stp, F sev', 'DIP3012', 'F stp'],
    ['alias nts', 'alias "Londres"', 'DIP3003', '"Londres"'],
    ['start spring 1901', 'start summer 1901', 'DIP3022', 'summer'],
    ['passage swe den', 'passage swe mos', 'DIP3019', 'mos'],
    // Every check of the list, on Standard.
    ['  lon: nth eng', '  lon: nth egn', 'DIP3001', 'egn'],
    ['province swi impassable', 'province lon land en "London again"\nprovince swi impassable', 'DIP3002', 'lon'],
    ['fr "Skagerrak"', 'fr "Skagerrak" alias "MER DU NÓRD"', 'DIP3003', '"MER DU NÓRD"'],
    ['  gas: mao', '  gas one-way: mao', 'DIP3004', 'mao'],
    ['  mun: ruh tyr boh\n', '  mun: ruh tyr boh\n  mun by sea: sil\n', 'DIP3005', 'sil'],
    ['province swi impassable', 'province isl coastal en "Island" fr "Île" at 0 0\nprovince swi impassable', 'DIP3009', 'isl'],
    ['province cly coastal en "Clyde" fr "Clyde"', 'province cly coastal en "Clyde" fr "Clyde" home england', 'DIP3010', 'england'],
    ['start F lon, F edi, A lvp', 'start F lon, F edi, A lvp, A yor', 'DIP3011', 'A yor'],
    ['start A par, A mar, F bre', 'start F par, A mar, F bre', 'DIP3012', 'F par'],
    ['passage swe den', 'passage swe den\nrailway orient owner turkey: con bla sev', 'DIP3016', 'bla'],
    ['passage swe den', 'passage swe den\ngateway egy joins eas bla', 'DIP3001', 'egy'],
    ['passage swe den', 'passage swe den\ngateway con joins bla nth', 'DIP3017', 'nth'],
    ['canal kie joins hel bal', 'canal mun joins hel bal', 'DIP3018', 'mun'],
    ['passage swe den', 'passage swe den\nbridge nwy nth', 'DIP3020', 'nth'],
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

  it('says which unit would stand where a start unit cannot', () => {
    const fleet = compileBroken('start A par, A mar, F bre', 'start F par, A mar, F bre').diagnostics[0];
    expect(fleet.message).toBe('start unit F par: par is land: fleets cannot stand there (A par would)');
    const army = compileBroken('start F lon, F edi, A lvp', 'start F lon, F edi, A lvp, A nth').diagnostics.find((d) => d.code === 'DIP3012');
    expect(army?.message).toBe('start unit A nth: nth is sea: armies cannot stand there (F nth would)');
  });

  it('reports a mistake once, not again in the checks that follow from it', () => {
    // A railway through the sea: the sea stop, not also the land borders it lacks.
    const railway = compileBroken('passage swe den', 'passage swe den\nrailway orient owner turkey: con bla sev');
    expect(found(railway)).toEqual(['DIP3016 bla']);
    // A misspelt home power: the unknown power, not also the start unit outside "its" home centres.
    const home = compileBroken('centre home england alias lpl', 'centre home englnd alias lpl');
    expect(found(home)).toEqual(['DIP3001 englnd']);
    expect(home.diagnostics[0].message).toContain('did you mean england?');
  });

  describe('after syntax errors, the statements that parsed are still checked', () => {
    it('reports a syntax error and a typo in another statement in one run', () => {
      const result = compileBroken('province wal coastal en', 'province wal coastl en', '  lon: nth eng', '  lon: nth egn');
      expect(found(result)).toEqual(['DIP1101 coastl', 'DIP3001 egn']);
      expect(result.variant).toBeNull();
    });

    it('says nothing the broken statement may cause: references to its id, counts, reachability', () => {
      // London gone: its borders, England's fleet and home centre, a centre of the 34.
      expect(found(compileBroken('province lon coastal en', 'province lon coastl en'))).toEqual(['DIP1101 coastl']);
      // The Barents Sea left with one border, in an entry that does not parse: it is not said to be unreachable.
      const cut = ['  nwy: swe nwg bar nth ska', '  nwy: swe nwg nth ska', '  stp/nc: nwy bar', '  stp/nc: nwy'];
      expect(found(compileBroken(...cut, '  nwg: bar nth', '  nwg: nth'))).toEqual(['DIP3009 bar']);
      expect(found(compileBroken(...cut, '  nwg: bar nth', '  nwg: : bar nth'))).toEqual(["DIP1101 :"]);
    });

    it('checks the rest of a variant whose statement word is misspelt', () => {
      const result = compileBroken('variant standard', 'varant standard', '  mun: ruh tyr boh\n', '  mun: ruh tyr boh nth\n');
      expect(found(result)).toEqual(['DIP1100 varant', 'DIP3006 nth']);
      expect(result.diagnostics[0].message).toContain("'varant' (variant misspelt?)");
    });

    it('checks the rest of a variant whose header has a syntax error', () => {
      const result = compileBroken('victory 18 centres', 'victory 18 centers2', '  mun: ruh tyr boh\n', '  mun: ruh tyr boh nth\n');
      expect(found(result)).toEqual(['DIP1101 centers2', 'DIP3006 nth']);
    });
  });
});
