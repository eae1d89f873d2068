/**
 * The standard map as the French rules text describes it (standard-rules.fr.txt),
 * and its borders as three public adjacency tables give them (standard-borders.ts).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { touchingPairs } from '../../board/check-geometry.js';
import { generateGeometry } from '../../board/index.js';
import { compileFile } from '../../compiler/compile.js';
import { provinceOf } from '../../model/locations.js';
import { normaliseName } from '../../model/names.js';
import type { Variant } from '../../model/variant.js';
import { standardArmyBorders, standardFleetBorders } from './standard-borders.js';

const variantsDir = fileURLToPath(new URL('../../variants/standard/', import.meta.url));

/** Compiles a file of variants/standard/, failing with the diagnostics if it has errors. */
function compileStandard(file: string): { variant: Variant; warnings: string[] } {
  const result = compileFile(variantsDir + file);
  const text = (d: (typeof result.diagnostics)[number]): string =>
    `${d.code} ${d.message}${d.span ? ` (${d.span.file}:${d.span.line})` : ''}`;
  expect(result.diagnostics.filter((d) => d.severity === 'error').map(text)).toEqual([]);
  expect(result.variant).not.toBeNull();
  return { variant: result.variant!, warnings: result.diagnostics.filter((d) => d.severity !== 'error').map(text) };
}

function armyMoves(v: Variant, from: string): readonly string[] {
  return v.adjacency.army[from] ?? [];
}

function fleetMoves(v: Variant, from: string): readonly string[] {
  return v.adjacency.fleet[from] ?? [];
}

/** Undirected borders `a-b` (ends sorted) of an adjacency table. */
function borders(table: Readonly<Record<string, readonly string[]>>): string[] {
  const set = new Set<string>();
  for (const [from, targets] of Object.entries(table)) {
    for (const to of targets) set.add([from, to].sort().join('-'));
  }
  return [...set].sort();
}

let standard: Variant;
let standardWarnings: string[];

beforeAll(() => {
  ({ variant: standard, warnings: standardWarnings } = compileStandard('standard.dip'));
});

describe('standard.dip: the board', () => {
  it('compiles without warnings', () => {
    expect(standardWarnings).toEqual([]);
  });

  it('has the 75 playable spaces and Switzerland, impassable', () => {
    const playable = standard.provinces.filter((p) => p.terrain !== 'impassable');
    expect(playable).toHaveLength(75);
    const impassable = standard.provinces.filter((p) => p.terrain === 'impassable');
    expect(impassable.map((p) => p.id)).toEqual(['swi']);
    expect(impassable[0].names).toMatchObject({ en: 'Switzerland', fr: 'Suisse' });
    expect(standard.adjacency.army.swi ?? []).toEqual([]);
    for (const targets of Object.values(standard.adjacency.army)) expect(targets).not.toContain('swi');
  });

  it('has 19 seas, 14 inland provinces and 42 coastal ones', () => {
    const count = (t: string): number => standard.provinces.filter((p) => p.terrain === t).length;
    expect(count('sea')).toBe(19);
    expect(count('land')).toBe(14);
    expect(count('coastal')).toBe(42);
  });

  it('has 34 supply centres (V), 22 of them home centres, 12 neutral (VI.3)', () => {
    const centres = standard.provinces.filter((p) => p.supplyCentre);
    expect(centres).toHaveLength(34);
    expect(centres.filter((p) => p.home !== null)).toHaveLength(22);
    expect(centres.filter((p) => p.home === null).map((p) => p.id).sort()).toEqual(
      ['bel', 'bul', 'den', 'gre', 'hol', 'nwy', 'por', 'rum', 'ser', 'spa', 'swe', 'tun'],
    );
    const homes = (power: string): string[] =>
      standard.provinces.filter((p) => p.home === power).map((p) => p.id).sort();
    expect(homes('england')).toEqual(['edi', 'lon', 'lvp']);
    expect(homes('france')).toEqual(['bre', 'mar', 'par']);
    expect(homes('germany')).toEqual(['ber', 'kie', 'mun']);
    expect(homes('italy')).toEqual(['nap', 'rom', 'ven']);
    expect(homes('austria')).toEqual(['bud', 'tri', 'vie']);
    expect(homes('russia')).toEqual(['mos', 'sev', 'stp', 'war']);
    expect(homes('turkey')).toEqual(['ank', 'con', 'smy']);
    expect(Object.keys(standard.start.ownership)).toHaveLength(22);
  });

  it('has the seven powers with their names and colours of VI.3', () => {
    expect(standard.powers.map((p) => p.id)).toEqual(['england', 'france', 'germany', 'italy', 'austria', 'russia', 'turkey']);
    const fr = Object.fromEntries(standard.powers.map((p) => [p.id, p.names.fr]));
    expect(fr).toEqual({
      england: 'Angleterre', france: 'France', germany: 'Allemagne', italy: 'Italie',
      austria: 'Autriche-Hongrie', russia: 'Russie', turkey: 'Turquie',
    });
    for (const power of standard.powers) {
      expect(power.names.en).toBeTruthy();
      expect(power.adjectives.en).toBeTruthy();
      expect(power.adjectives.fr).toBeTruthy();
      expect(power.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    // Seven colours a board can tell apart; Germany dark, Russia light.
    expect(new Set(standard.powers.map((p) => p.colour)).size).toBe(7);
    const lightness = (hex: string): number => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return (Math.max(r, g, b) + Math.min(r, g, b)) / 510;
    };
    const colour = (id: string): string => standard.powers.find((p) => p.id === id)!.colour;
    expect(lightness(colour('germany'))).toBeLessThan(0.3);
    expect(lightness(colour('russia'))).toBeGreaterThan(0.85);
  });

  it('starts every power as VI.3 places it', () => {
    const units = (power: string): string[] =>
      standard.start.units
        .filter((u) => u.power === power)
        .map((u) => `${u.type === 'army' ? 'A' : 'F'} ${u.location}`)
        .sort();
    expect(units('england')).toEqual(['A lvp', 'F edi', 'F lon']);
    expect(units('germany')).toEqual(['A ber', 'A mun', 'F kie']);
    expect(units('russia')).toEqual(['A mos', 'A war', 'F sev', 'F stp/sc']);
    expect(units('turkey')).toEqual(['A con', 'A smy', 'F ank']);
    expect(units('austria')).toEqual(['A bud', 'A vie', 'F tri']);
    expect(units('italy')).toEqual(['A rom', 'A ven', 'F nap']);
    expect(units('france')).toEqual(['A mar', 'A par', 'F bre']);
    expect(standard.start.units).toHaveLength(22);
  });

  it('plays from spring 1901 (VI.6) to 18 centres (II), spring and fall, builds in winter', () => {
    expect(standard.calendar.start).toEqual({ season: 'spring', year: 1901 });
    expect(standard.calendar.seasons.map((s) => [s.id, s.names.fr, s.phases])).toEqual([
      ['spring', 'Printemps', ['movement', 'retreats']],
      ['fall', 'Automne', ['movement', 'retreats']],
      ['winter', 'Hiver', ['adjustments']],
    ]);
    expect(standard.calendar.ownershipAfter).toBe('fall');
    expect(standard.victory).toEqual({ kind: 'centres', count: 18 });
    // The text's edition, 1971 (XII.4 example 12, XII.5, XIV.3 are its rules).
    expect(standard.rules).toEqual({ edition: '1971', modules: [] });
    expect(standard.coordinates).toBe('lonlat');
    expect(standard.geometry).toEqual({ kind: 'generated' });
    expect(standard.players).toHaveLength(7);
    expect(standard.base).toBeNull();
  });
});

describe('standard.dip: the borders the rules text names', () => {
  it('a fleet in Marseille reaches the south coast of Spain only (VII.3b)', () => {
    expect(fleetMoves(standard, 'mar')).toContain('spa/sc');
    expect(fleetMoves(standard, 'mar')).not.toContain('spa/nc');
    expect(fleetMoves(standard, 'spa/nc')).not.toContain('mar');
    expect(armyMoves(standard, 'mar')).toContain('spa');
  });

  it('Denmark does not border Berlin (VII.3c)', () => {
    expect(armyMoves(standard, 'den')).not.toContain('ber');
    expect(fleetMoves(standard, 'den')).not.toContain('ber');
    expect(armyMoves(standard, 'ber')).not.toContain('den');
  });

  it('the Baltic and the Skagerrak do not touch: fleets go through Sweden or Denmark (VII.3c)', () => {
    expect(fleetMoves(standard, 'bal')).not.toContain('ska');
    expect(fleetMoves(standard, 'ska')).not.toContain('bal');
    for (const land of ['swe', 'den']) {
      expect(fleetMoves(standard, land)).toEqual(expect.arrayContaining(['bal', 'ska']));
    }
  });

  it('armies and fleets pass between Sweden and Denmark (VII.3c)', () => {
    expect(armyMoves(standard, 'swe')).toContain('den');
    expect(fleetMoves(standard, 'swe')).toContain('den');
    expect(fleetMoves(standard, 'den')).toContain('swe');
    expect(standard.features).toContainEqual({ kind: 'passage', between: ['swe', 'den'] });
  });

  it('Kiel and Constantinople join their two seas (VII.3a)', () => {
    expect(fleetMoves(standard, 'kie')).toEqual(expect.arrayContaining(['hel', 'bal']));
    expect(fleetMoves(standard, 'con')).toEqual(expect.arrayContaining(['bla', 'aeg']));
    expect(standard.features).toContainEqual({ kind: 'canal', province: 'kie', seas: ['hel', 'bal'] });
    expect(standard.features).toContainEqual({ kind: 'canal', province: 'con', seas: ['bla', 'aeg'] });
    // Armies cross the waterways freely.
    expect(armyMoves(standard, 'kie')).toEqual(expect.arrayContaining(['den', 'hol', 'ber', 'mun', 'ruh']));
    expect(armyMoves(standard, 'con')).toEqual(expect.arrayContaining(['bul', 'ank', 'smy']));
  });

  it('Rome: armies and fleets to Tuscany and Naples, armies only to Venice and Apulia (VII.1)', () => {
    for (const to of ['tus', 'nap']) {
      expect(armyMoves(standard, 'rom')).toContain(to);
      expect(fleetMoves(standard, 'rom')).toContain(to);
    }
    for (const to of ['ven', 'apu']) {
      expect(armyMoves(standard, 'rom')).toContain(to);
      expect(fleetMoves(standard, 'rom')).not.toContain(to);
    }
  });

  it('St Petersburg: the north coast on the Barents Sea, the south coast on the Gulf of Bothnia', () => {
    expect([...fleetMoves(standard, 'stp/nc')].sort()).toEqual(['bar', 'nwy']);
    expect([...fleetMoves(standard, 'stp/sc')].sort()).toEqual(['bot', 'fin', 'lvn']);
    expect(standard.adjacency.fleet.stp).toBeUndefined();
    expect([...armyMoves(standard, 'stp')].sort()).toEqual(['fin', 'lvn', 'mos', 'nwy']);
  });

  it('Bulgaria: the east coast on the Black Sea, the south coast on the Aegean', () => {
    expect([...fleetMoves(standard, 'bul/ec')].sort()).toEqual(['bla', 'con', 'rum']);
    expect([...fleetMoves(standard, 'bul/sc')].sort()).toEqual(['aeg', 'con', 'gre']);
    expect(standard.adjacency.fleet.bul).toBeUndefined();
    expect([...armyMoves(standard, 'bul')].sort()).toEqual(['con', 'gre', 'rum', 'ser']);
  });

  it('Spain: the north coast on the Atlantic, the south coast on the Mediterranean', () => {
    expect([...fleetMoves(standard, 'spa/nc')].sort()).toEqual(['gas', 'mao', 'por']);
    expect([...fleetMoves(standard, 'spa/sc')].sort()).toEqual(['lyo', 'mao', 'mar', 'por', 'wes']);
    expect(standard.adjacency.fleet.spa).toBeUndefined();
    expect([...armyMoves(standard, 'spa')].sort()).toEqual(['gas', 'mar', 'por']);
  });

  it('no border between North Africa and Spain: armies cross only by convoy', () => {
    expect(armyMoves(standard, 'naf')).not.toContain('spa');
    expect(armyMoves(standard, 'spa')).not.toContain('naf');
    expect(fleetMoves(standard, 'naf')).not.toContain('spa/sc');
    expect([...armyMoves(standard, 'naf')]).toEqual(['tun']);
  });

  it('the other inland-only borders between two coastal provinces', () => {
    const armyOnly = [
      ['edi', 'lvp'], ['lvp', 'yor'], ['wal', 'yor'], ['gas', 'mar'], ['pie', 'ven'], ['tus', 'ven'],
      ['rom', 'apu'], ['fin', 'nwy'], ['ank', 'smy'], ['arm', 'smy'], ['arm', 'syr'],
    ];
    for (const [a, b] of armyOnly) {
      expect(armyMoves(standard, a), `${a}-${b}`).toContain(b);
      expect(fleetMoves(standard, a), `${a}-${b}`).not.toContain(b);
    }
  });
});

describe('standard.dip: the whole adjacency', () => {
  it('every army and fleet border goes both ways', () => {
    for (const table of [standard.adjacency.army, standard.adjacency.fleet]) {
      for (const [from, targets] of Object.entries(table)) {
        for (const to of targets) expect(table[to], `${to} back to ${from}`).toContain(from);
      }
    }
  });

  it('armies stand on the 56 land and coastal provinces, fleets on 42 coasts, 3 split coasts and 19 seas', () => {
    expect(Object.keys(standard.adjacency.army)).toHaveLength(56);
    // 42 coastal provinces, three of them with two coasts: 39 + 6 + 19 seas.
    expect(Object.keys(standard.adjacency.fleet)).toHaveLength(64);
  });

  it('has exactly the 111 army borders and 141 fleet borders of the cross-checked tables', () => {
    expect(standardArmyBorders).toHaveLength(111);
    expect(standardFleetBorders).toHaveLength(141);
    expect(borders(standard.adjacency.army)).toEqual([...standardArmyBorders].sort());
    expect(borders(standard.adjacency.fleet)).toEqual([...standardFleetBorders].sort());
    const directed = (t: Readonly<Record<string, readonly string[]>>): number =>
      Object.values(t).reduce((n, targets) => n + targets.length, 0);
    expect(directed(standard.adjacency.army)).toBe(222);
    expect(directed(standard.adjacency.fleet)).toBe(282);
  });
});

describe('standard.dip: names', () => {
  const resolve = (name: string): string | undefined => standard.aliases[normaliseName(name)];

  it('French names of the rules text resolve', () => {
    expect(resolve('Saint-Pétersbourg')).toBe('stp');
    expect(resolve('saint petersbourg')).toBe('stp');
    expect(resolve('Édimbourg')).toBe('edi');
    expect(resolve('Londres')).toBe('lon');
    expect(resolve('Mer du Nord')).toBe('nth');
    expect(resolve('Atlantique Nord')).toBe('nat');
    expect(resolve('Afrique du Nord')).toBe('naf');
    expect(resolve('Manche')).toBe('eng');
    expect(resolve('Golfe du Lion')).toBe('lyo');
    expect(resolve('Mer Tyrrhénienne')).toBe('tys');
    expect(resolve('Sébastopol')).toBe('sev');
    expect(resolve('Smyrne')).toBe('smy');
    expect(resolve('Varsovie')).toBe('war');
  });

  it('the rules text abbreviations and common alternatives resolve', () => {
    expect(resolve('nrs')).toBe('nwg');
    expect(resolve('nrg')).toBe('nwg');
    expect(resolve('nwy')).toBe('nwy');
    expect(resolve('nao')).toBe('nat');
    expect(resolve('mid')).toBe('mao');
    expect(resolve('WMe')).toBe('wes');
    expect(resolve('GLy')).toBe('lyo');
    expect(resolve('gol')).toBe('lyo');
    expect(resolve('TyS')).toBe('tys');
    expect(resolve('tyn')).toBe('tys');
    expect(resolve('ech')).toBe('eng');
    expect(resolve('Marseilles')).toBe('mar');
    expect(resolve('Marseille')).toBe('mar');
  });

  it('every province has an English and a French name', () => {
    for (const p of standard.provinces) {
      expect(p.names.en, p.id).toBeTruthy();
      expect(p.names.fr, p.id).toBeTruthy();
    }
    expect(standard.languages.slice(0, 2)).toEqual(['en', 'fr']);
  });
});

describe('standard.dip: map points', () => {
  it('gives every province one to six longitude/latitude points in Europe', () => {
    for (const p of standard.provinces) {
      expect(p.points.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.points.length, p.id).toBeLessThanOrEqual(6);
      for (const { x, y } of p.points) {
        expect(x, p.id).toBeGreaterThan(-35);
        expect(x, p.id).toBeLessThan(50);
        expect(y, p.id).toBeGreaterThan(30);
        expect(y, p.id).toBeLessThan(75);
      }
    }
  });

  it('gives each coast of Spain, St Petersburg and Bulgaria its own point', () => {
    const split = standard.provinces.filter((p) => p.coasts.length > 0);
    expect(split.map((p) => p.id).sort()).toEqual(['bul', 'spa', 'stp']);
    for (const p of split) for (const c of p.coasts) expect(c.points.length, `${p.id}/${c.id}`).toBe(1);
    const point = (id: string, coast: string): { x: number; y: number } =>
      standard.provinces.find((p) => p.id === id)!.coasts.find((c) => c.id === coast)!.points[0];
    // North coasts lie north of south coasts; Bulgaria's east coast east of its south coast.
    expect(point('spa', 'nc').y).toBeGreaterThan(point('spa', 'sc').y);
    expect(point('stp', 'nc').y).toBeGreaterThan(point('stp', 'sc').y);
    expect(point('bul', 'ec').x).toBeGreaterThan(point('bul', 'sc').x);
  });

  it('places capitals and ports nearest to a point of their own province', () => {
    // A few capitals and ports: the nearest land point must belong to the province holding them.
    const places: [string, number, number][] = [
      ['lon', -0.13, 51.51], ['edi', -3.19, 55.95], ['lvp', -2.98, 53.41], ['par', 2.35, 48.86],
      ['bre', -4.49, 48.39], ['mar', 5.37, 43.3], ['ber', 13.4, 52.52], ['kie', 9.99, 53.55],
      ['mun', 11.58, 48.14], ['rom', 12.5, 41.9], ['ven', 12.33, 45.44], ['nap', 14.27, 40.85],
      ['vie', 16.37, 48.21], ['bud', 19.04, 47.5], ['tri', 13.77, 45.65], ['mos', 37.62, 55.75],
      ['war', 21.01, 52.23], ['stp', 30.3, 59.94], ['sev', 33.52, 44.6], ['con', 28.98, 41.01],
      ['ank', 32.86, 39.93], ['smy', 27.14, 38.42], ['hol', 4.9, 52.37], ['bel', 4.35, 50.85],
      ['den', 12.57, 55.68], ['swe', 18.07, 59.33], ['nwy', 10.75, 59.91], ['spa', -3.7, 40.42],
      ['por', -9.14, 38.72], ['tun', 10.18, 36.8], ['ser', 20.46, 44.79], ['rum', 26.1, 44.43],
      ['bul', 23.32, 42.7], ['gre', 23.73, 37.98], ['swi', 7.45, 46.95],
    ];
    const landPoints = standard.provinces
      .filter((p) => p.terrain !== 'sea')
      .flatMap((p) => [...p.points, ...p.coasts.flatMap((c) => c.points)].map((pt) => ({ id: p.id, ...pt })));
    const rad = Math.PI / 180;
    const distance = (x1: number, y1: number, x2: number, y2: number): number =>
      Math.acos(
        Math.min(1, Math.sin(y1 * rad) * Math.sin(y2 * rad) + Math.cos(y1 * rad) * Math.cos(y2 * rad) * Math.cos((x1 - x2) * rad)),
      );
    for (const [id, x, y] of places) {
      const nearest = landPoints.reduce((best, pt) => (distance(x, y, pt.x, pt.y) < distance(x, y, best.x, best.y) ? pt : best));
      expect(nearest.id, id).toBe(id);
    }
  });
});

describe('standard.dip: the generated board', () => {
  it('draws every border of the map, and no land border the map lacks', () => {
    const geometry = generateGeometry(standard);
    const touching = new Set(touchingPairs(geometry).keys());
    const key = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);
    const adjacent = new Set<string>();
    for (const table of [standard.adjacency.army, standard.adjacency.fleet]) {
      for (const [from, targets] of Object.entries(table)) {
        for (const to of targets) adjacent.add(key(provinceOf(from), provinceOf(to)));
      }
    }
    // Sweden and Denmark face each other across the Øresund: the passage, not a shared outline.
    const missing = [...adjacent].filter((pair) => pair !== key('swe', 'den') && !touching.has(pair));
    expect(missing).toEqual([]);
    // Between two lands the board must not invent a border. Seas are left out: real straits
    // (Øresund, Bosporus) join seas the map keeps apart on purpose.
    const terrain = new Map(standard.provinces.map((p) => [p.id, p.terrain]));
    const isLand = (id: string): boolean => terrain.get(id) === 'land' || terrain.get(id) === 'coastal';
    const extra = [...touching].filter((pair) => {
      const [a, b] = pair.split(' ');
      return isLand(a) && isLand(b) && !adjacent.has(pair);
    });
    expect(extra).toEqual([]);
  });
});

describe('the setups of rules XIV.2', () => {
  const sameBoard = (v: Variant): void => {
    expect(v.provinces).toHaveLength(76);
    expect(v.provinces.filter((p) => p.supplyCentre)).toHaveLength(34);
    expect(borders(v.adjacency.army)).toEqual(borders(standard.adjacency.army));
    expect(borders(v.adjacency.fleet)).toEqual(borders(standard.adjacency.fleet));
    expect(v.start.units).toEqual(standard.start.units);
    expect(v.base).not.toBeNull();
  };
  const compileSetup = (file: string): Variant => {
    const { variant, warnings } = compileStandard(file);
    expect(warnings).toEqual([]);
    return variant;
  };
  const playedBy = (v: Variant): Record<string, string[]> =>
    Object.fromEntries(v.players.map((p) => [p.id, [...p.powers].sort()]));

  it('six players: Italy in civil disorder from the start', () => {
    const v = compileSetup('six-players.dip');
    sameBoard(v);
    expect(v.id).toBe('six-players');
    expect(v.rules.modules).toEqual([{ id: 'civil-disorder', args: ['italy'] }]);
    expect(v.calendar.start).toEqual({ season: 'spring', year: 1901 });
    expect(v.victory).toEqual({ kind: 'centres', count: 18 });
  });

  it('five players: Germany and Italy in civil disorder, still from 1901', () => {
    const v = compileSetup('five-players.dip');
    sameBoard(v);
    expect(v.rules.modules).toEqual([{ id: 'civil-disorder', args: ['germany', 'italy'] }]);
    expect(v.calendar.start).toEqual({ season: 'spring', year: 1901 });
  });

  it('four players: England alone, then Austria/France, Germany/Turkey, Italy/Russia', () => {
    const v = compileSetup('four-players.dip');
    sameBoard(v);
    expect(playedBy(v)).toEqual({
      'england-alone': ['england'],
      'austria-france': ['austria', 'france'],
      'germany-turkey': ['germany', 'turkey'],
      'italy-russia': ['italy', 'russia'],
    });
    for (const p of v.players) expect(p.names.fr, p.id).toBeTruthy();
    expect(v.rules.modules).toEqual([]);
  });

  it('three players, first option: Russia; England/France/Germany; Austria/Italy/Turkey', () => {
    const v = compileSetup('three-players-1.dip');
    sameBoard(v);
    expect(Object.values(playedBy(v)).sort()).toEqual(
      [['austria', 'italy', 'turkey'], ['england', 'france', 'germany'], ['russia']].sort(),
    );
  });

  it('three players, second option: England/Germany/Austria; Russia/Italy; France/Turkey', () => {
    const v = compileSetup('three-players-2.dip');
    sameBoard(v);
    expect(Object.values(playedBy(v)).sort()).toEqual(
      [['austria', 'england', 'germany'], ['france', 'turkey'], ['italy', 'russia']].sort(),
    );
  });

  it('two players, 1914: Italy neutral until a coin toss, 24 units to win', () => {
    const v = compileSetup('two-players-1914.dip');
    sameBoard(v);
    expect(v.calendar.start).toEqual({ season: 'spring', year: 1914 });
    expect(v.victory).toEqual({ kind: 'units', count: 24 });
    const players = playedBy(v);
    expect(players.west).toEqual(['england', 'france', 'russia']);
    expect(players.central).toEqual(['austria', 'germany', 'turkey']);
    expect(Object.values(players).flat()).not.toContain('italy');
    expect(v.rules.modules).toEqual([
      { id: 'neutral', args: ['italy', 'pie', 'ven', 'tus', 'rom', 'nap', 'apu'] },
      { id: 'coin-toss', args: ['italy'] },
    ]);
  });
});
