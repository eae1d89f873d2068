/**
 * Colonial Diplomacy as its rules and the errata of 1996 describe it
 * (/work/shared/rules/colonial-diplomacy-errata.fr.txt), compiled by the real compiler:
 * colonial-1994.dip, and colonial-1996.dip which patches it with the errata.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/compile.js';
import { normaliseName } from '../../model/names.js';
import type { Variant } from '../../model/variant.js';
import { agreedArmyBorders, agreedFleetBorders } from './colonial-borders.js';

const dir = fileURLToPath(new URL('../../variants/colonial/', import.meta.url));

function compileColonial(file: string): Variant {
  const result = compileFile(dir + file);
  // Neither errors nor warnings: every finding of the compiler would be a fault of the map.
  expect(result.diagnostics.map((d) => `${d.code} ${d.message} (line ${d.span?.line})`)).toEqual([]);
  return result.variant!;
}

const v94 = compileColonial('colonial-1994.dip');
const v96 = compileColonial('colonial-1996.dip');

/** Undirected borders a-b (ends sorted) of an adjacency table. */
function borders(table: Readonly<Record<string, readonly string[]>>): string[] {
  const set = new Set<string>();
  for (const [from, targets] of Object.entries(table)) for (const to of targets) set.add([from, to].sort().join('-'));
  return [...set].sort();
}

const army = (v: Variant, a: string, b: string) => (v.adjacency.army[a] ?? []).includes(b) && (v.adjacency.army[b] ?? []).includes(a);
const fleet = (v: Variant, a: string, b: string) => (v.adjacency.fleet[a] ?? []).includes(b) && (v.adjacency.fleet[b] ?? []).includes(a);
const province = (v: Variant, id: string) => v.provinces.find((p) => p.id === id)!;

describe.each([
  ['1994', v94],
  ['1996', v96],
])('Colonial Diplomacy (%s)', (_edition, v) => {
  it('is Asia in 1870: seven powers, first turn Spring 1870, 30 centres to win', () => {
    expect(v.powers.map((p) => p.id)).toEqual(['britain', 'china', 'france', 'holland', 'japan', 'russia', 'turkey']);
    expect(v.calendar.start).toEqual({ season: 'spring', year: 1870 });
    expect(v.victory).toEqual({ kind: 'centres', count: 30 });
    expect(v.coordinates).toBe('lonlat');
  });

  it('has 58 supply centres: 29 home centres and 29 neutral ones', () => {
    const centres = v.provinces.filter((p) => p.supplyCentre);
    expect(centres).toHaveLength(58);
    expect(centres.filter((p) => p.home !== null)).toHaveLength(29);
    const homes = Object.fromEntries(v.powers.map((power) => [power.id, centres.filter((p) => p.home === power.id).map((p) => p.id).sort()]));
    expect(homes).toEqual({
      britain: ['ade', 'bom', 'del', 'hon', 'mad', 'sin'],
      china: ['can', 'mac', 'pek', 'sha', 'sik'],
      france: ['ann', 'coc', 'ton'],
      holland: ['bor', 'jav', 'sum'],
      japan: ['kyo', 'kyu', 'ota', 'tok'],
      russia: ['mos', 'ode', 'oms', 'por', 'vla'],
      turkey: ['ang', 'bag', 'con'],
    });
    expect(centres.filter((p) => p.home === null).map((p) => p.id).sort()).toEqual(
      'ass ban ben bur ceb cey chu dav egy for fus kag kam kar mal may mna mon new per ran rum sak sar seo shi sud tab tas'.split(' '),
    );
  });

  it('starts each power with a unit on each home centre, as the rules list them', () => {
    const units = (power: string) => v.start.units.filter((u) => u.power === power).map((u) => `${u.type === 'army' ? 'A' : 'F'} ${u.location}`).sort();
    expect(units('britain')).toEqual(['A del', 'A mad', 'F ade', 'F bom', 'F hon', 'F sin']);
    expect(units('china')).toEqual(['A can', 'A mac', 'A pek', 'A sha', 'A sik']);
    expect(units('france')).toEqual(['A coc', 'A ton', 'F ann']);
    expect(units('holland')).toEqual(['A bor', 'F jav', 'F sum']);
    expect(units('japan')).toEqual(['A kyo', 'F kyu', 'F ota', 'F tok']);
    expect(units('russia')).toEqual(['A mos', 'A oms', 'A vla', 'F ode', 'F por']);
    expect(units('turkey')).toEqual(['A ang', 'F bag', 'F con']);
  });

  it('makes Hong Kong a British centre that does not count for China', () => {
    expect(province(v, 'hon')).toMatchObject({ supplyCentre: true, home: 'britain', centreExcept: ['china'] });
    expect(v.provinces.filter((p) => p.centreExcept !== undefined).map((p) => p.id)).toEqual(['hon']);
  });

  it('makes Cebu one space of land and sea, with the six neighbours the errata list', () => {
    expect(province(v, 'ceb').terrain).toBe('mixed');
    // "Manille, le Pacifique central, le Pacifique inférieur, Davao, la mer de Sulu et le détroit de Luçon"
    expect([...v.adjacency.fleet.ceb].sort()).toEqual(['dav', 'low', 'luz', 'mid', 'mna', 'sul']);
    // Armies reach it from Manila and Davao only, by the land bridges.
    expect([...v.adjacency.army.ceb].sort()).toEqual(['dav', 'mna']);
    expect(v.features).toContainEqual({ kind: 'bridge', between: ['mna', 'ceb'] });
    expect(v.features).toContainEqual({ kind: 'bridge', between: ['ceb', 'dav'] });
  });

  it('runs the Trans-Siberian Railway for Russia from Moscow to Vladivostok, through provinces next to each other', () => {
    const railway = v.features.find((f) => f.kind === 'railway');
    expect(railway).toMatchObject({ id: 'tsr', owner: 'russia', route: ['mos', 'prm', 'oms', 'kra', 'irk', 'vla'] });
    const route = railway!.kind === 'railway' ? railway!.route : [];
    for (let i = 0; i + 1 < route.length; i++) expect(army(v, route[i], route[i + 1]), `${route[i]}-${route[i + 1]}`).toBe(true);
  });

  it('joins the Mediterranean and the Red Sea through Egypt (Suez), and by nothing else', () => {
    expect(v.features).toContainEqual({ kind: 'gateway', province: 'egy', seas: ['med', 'red'] });
    expect(fleet(v, 'egy', 'med') && fleet(v, 'egy', 'red')).toBe(true);
    // njudge writes med-red as a plain border; here only the gateway joins them.
    expect(fleet(v, 'med', 'red')).toBe(false);
  });

  it('has the borders the three public tables agree on, and the six disputed ones as decided', () => {
    const ota = v === v96 ? ['ota-sak'] : [];
    expect(borders(v.adjacency.army)).toEqual([...agreedArmyBorders, 'aki-tok', ...ota].sort());
    expect(borders(v.adjacency.fleet)).toEqual([...agreedFleetBorders, 'aki-tok', 'bla-con', 'dav-mid', ...ota].sort());
  });

  it('decides the disputed borders: aki-tok yes, aki-ota no, bla-con and dav-mid for fleets', () => {
    // Akita and Tokyo both front the Okhotsk Sea, and no province comes between them (njudge).
    expect(army(v, 'aki', 'tok') && fleet(v, 'aki', 'tok')).toBe(true);
    // Otaru borders no land but Sakhalin: the errata's remark on Otaru and Sakhalin holding out (njudge).
    expect(army(v, 'aki', 'ota') || fleet(v, 'aki', 'ota')).toBe(false);
    expect(fleet(v, 'bla', 'con')).toBe(true);
    expect(fleet(v, 'dav', 'mid')).toBe(true);
  });

  it('answers to names and abbreviations in English and French', () => {
    for (const [name, id] of [['Hong Kong', 'hon'], ['Mer d’Okhotsk', 'okh'], ['Pacifique inférieur', 'low'], ['Détroit de Luçon', 'luz'], ['okhs', 'okh'], ['Upper Burma', 'bur']]) {
      expect(v.aliases[normaliseName(name)], name).toBe(id);
    }
  });
});

describe('the errata of 1996', () => {
  it('join Otaru and Sakhalin by a land bridge, for armies and fleets (1994: only the Okhotsk Sea borders Sakhalin)', () => {
    expect(v94.adjacency.army.sak ?? []).toEqual([]);
    expect(v94.adjacency.fleet.sak).toEqual(['okh']);
    expect(army(v96, 'ota', 'sak') && fleet(v96, 'ota', 'sak')).toBe(true);
    expect([...v96.adjacency.fleet.sak].sort()).toEqual(['okh', 'ota']);
    expect(v96.features).toContainEqual({ kind: 'bridge', between: ['ota', 'sak'] });
  });

  it('give the Andaman Sea its abbreviation And.S', () => {
    expect(v94.aliases[normaliseName('And.S')]).toBeUndefined();
    expect(v96.aliases[normaliseName('And.S')]).toBe('and');
    expect(province(v96, 'and').aliases).toEqual(['And.S']);
  });

  it('keep Kyoto a Japanese centre and Constantinople Turkish, as the 1994 rules already had them', () => {
    for (const v of [v94, v96]) {
      expect(province(v, 'kyo')).toMatchObject({ supplyCentre: true, home: 'japan' });
      expect(province(v, 'con')).toMatchObject({ supplyCentre: true, home: 'turkey' });
    }
  });

  it('change nothing else: the two maps differ exactly there', () => {
    const strip = (v: Variant) => {
      const { id, names, base, features, aliases, adjacency, provinces, rules, ...rest } = v;
      return {
        rest,
        // Rule 9.11's deleted sentence: colonial-1994.dip plays it, colonial-1996.dip removes it.
        rules: { ...rules, modules: rules.modules.filter((m) => m.id !== 'entry-after-occupation') },
        provinces: provinces.map((p) => (p.id === 'and' ? { ...p, aliases: [] } : p)),
        features: features.filter((f) => !(f.kind === 'bridge' && f.between.join() === 'ota,sak')),
        aliases: Object.fromEntries(Object.entries(aliases).filter(([name]) => name !== 'ands')),
        army: borders(adjacency.army).filter((b) => b !== 'ota-sak'),
        fleet: borders(adjacency.fleet).filter((b) => b !== 'ota-sak'),
      };
    };
    expect(v96.id).toBe('colonial-1996');
    expect(v96.base).toBe('colonial-1994');
    expect(strip(v96)).toEqual(strip(v94));
  });
});
