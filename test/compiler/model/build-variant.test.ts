import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../../model/names.js';
import { append, compileEdited, compileMemory, miniMap, replace } from '../../support/mini-map.js';

const mini = () => {
  const result = compileMemory({ '/mem/mini.dip': miniMap });
  if (!result.variant) throw new Error(JSON.stringify(result.diagnostics));
  return result.variant;
};

describe('adjacency derived from borders and terrain', () => {
  it('gives armies and fleets the borders their terrain allows, sorted', () => {
    const v = mini();
    expect(v.adjacency.army.nor).toEqual(['kan', 'mid', 'nla']);
    expect(v.adjacency.fleet.nor).toEqual(['kan', 'wsea']);
    expect(v.adjacency.army.twi).toEqual(['mid', 'nla', 'sla']);
    expect(v.adjacency.fleet.wsea).toEqual(['kan', 'nor', 'twi/wc']);
    expect(v.adjacency.fleet['twi/ec']).toEqual(['esea']);
  });

  it('has keys only where each kind of unit can stand', () => {
    const v = mini();
    expect(Object.keys(v.adjacency.army).sort()).toEqual(['kan', 'mid', 'nla', 'nor', 'sla', 'sou', 'twi']);
    expect(Object.keys(v.adjacency.fleet).sort()).toEqual(['esea', 'kan', 'nor', 'sou', 'twi/ec', 'twi/wc', 'wsea']);
  });

  it('records canals as features without adding borders', () => {
    const v = mini();
    expect(v.features).toEqual([{ kind: 'canal', province: 'kan', seas: ['wsea', 'esea'] }]);
    expect(v.adjacency.fleet.wsea).not.toContain('esea');
  });

  it('adds the borders passages and bridges imply', () => {
    const result = compileEdited(append('province isl coastal at 9 9\nadjacency\n  isl: esea\npassage isl sou\nbridge isl nor'));
    const v = result.variant!;
    expect(v.adjacency.army.isl).toEqual(['nor', 'sou']);
    expect(v.adjacency.fleet.isl).toEqual(['esea', 'sou']);
    expect(v.adjacency.fleet.nor).not.toContain('isl');
  });

  it('follows by land, by sea and one-way', () => {
    const v = compileEdited(append('adjacency\n  nor by sea: sou\n  nor by land: twi\n  sla one-way: nla')).variant!;
    expect(v.adjacency.fleet.nor).toContain('sou');
    expect(v.adjacency.army.nor).not.toContain('sou');
    expect(v.adjacency.army.nor).toContain('twi');
    expect(v.adjacency.army.sla).toContain('nla');
    expect(v.adjacency.army.nla).not.toContain('sla');
  });
});

describe('defaults', () => {
  it('fills in the calendar, players, start ownership, coast names and languages', () => {
    const v = mini();
    expect(v.calendar.seasons.map((s) => [s.id, s.phases])).toEqual([
      ['spring', ['movement', 'retreats']],
      ['fall', ['movement', 'retreats']],
      ['winter', ['adjustments']],
    ]);
    expect(v.calendar.seasons[2].names).toEqual({ en: 'Winter', fr: 'Hiver' });
    expect(v.calendar.start).toEqual({ season: 'spring', year: 1901 });
    expect(v.calendar.ownershipAfter).toBe('fall');
    expect(v.players).toEqual([
      { id: 'north', names: { en: 'North', fr: 'Nord' }, powers: ['north'] },
      { id: 'south', names: { en: 'South', fr: 'Sud' }, powers: ['south'] },
    ]);
    expect(v.start.ownership).toEqual({ nor: 'north', nla: 'north', sou: 'south', sla: 'south' });
    expect(v.start.units).toEqual([
      { power: 'north', type: 'fleet', location: 'nor' },
      { power: 'north', type: 'army', location: 'nla' },
      { power: 'south', type: 'fleet', location: 'sou' },
      { power: 'south', type: 'army', location: 'sla' },
    ]);
    const twi = v.provinces.find((p) => p.id === 'twi')!;
    expect(twi.coasts.map((c) => c.names)).toEqual([
      { en: 'west coast', fr: 'côte ouest' },
      { en: 'east coast', fr: 'côte est' },
    ]);
    expect(v.languages).toEqual(['en', 'fr']);
    expect(v.rules).toEqual({ edition: 'current', modules: [] });
    expect(v.powers.every((p) => /^#[0-9a-f]{6}$/.test(p.colour))).toBe(true);
  });

  it('sets the victory threshold to a majority of centres when none is given', () => {
    const v = compileEdited(replace('  victory 4 centres\n', '')).variant!;
    expect(v.victory).toEqual({ kind: 'centres', count: 4 });
  });
});

describe('the aliases index', () => {
  it('maps ids, names in every language and aliases to the province', () => {
    const a = mini().aliases;
    expect(a.nor).toBe('nor');
    expect(a[normaliseName('Norland')]).toBe('nor');
    expect(a[normaliseName('Bois du Nord')]).toBe('nla');
    expect(a.nw).toBe('nla');
    expect(a[normaliseName("Mer de l'Ouest")]).toBe('wsea');
  });

  it('maps coast forms to the location', () => {
    const a = mini().aliases;
    expect(a['twi/wc']).toBe('twi/wc');
    expect(a[normaliseName('twi wc')]).toBe('twi/wc');
    expect(a[normaliseName('Twi(wc)')]).toBe('twi/wc');
    expect(a[normaliseName('Twin Capes west coast')]).toBe('twi/wc');
    expect(a[normaliseName('Caps Jumeaux côte est')]).toBe('twi/ec');
    expect(a[normaliseName('Twin Capes')]).toBe('twi');
  });

  it('indexes a province of 20,000 coasts (their forms were spread into one call, past the stack)', () => {
    const coasts = Array.from({ length: 20_000 }, (_, i) => `  coast c${i} at 1 0`).join('\n');
    const text = `variant c\n  start spring 1901\npower a en "A"\n  start A pa\nprovince pa land en "PA" centre home a at 0 0\nprovince pb coastal en "PB" at 1 0\n${coasts}\nadjacency\n  pa: pb\n`;
    const result = compileMemory({ '/mem/c.dip': text });
    expect(result.variant?.aliases['pb/c19999']).toBe('pb/c19999');
  });
});

describe('the compiled variant', () => {
  it('is deeply frozen', () => {
    const v = mini();
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.adjacency.army.nor)).toBe(true);
    expect(Object.isFrozen(v.provinces[0].names)).toBe(true);
    expect(() => (v.adjacency.army.nor as string[]).push('sou')).toThrow();
  });
});
