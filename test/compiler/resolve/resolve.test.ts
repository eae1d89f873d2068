import { describe, expect, it } from 'vitest';
import { compileFile, compileSource, memoryHost } from '../../../compiler/compile.js';
import { compileMemory, miniMap } from '../../support/mini-map.js';

const header = `variant mini en "Mini Map" fr "Mini carte"\n  start spring 1901\n  victory 4 centres\n  coordinates plane\n`;
const mapOnly = miniMap.replace(header, '');

/** Compiles files in memory with /mem as the variant's root folder, so that they may reach across its subfolders. */
function compileInMem(files: Record<string, string>) {
  return compileFile(Object.keys(files)[0], { host: memoryHost(files, null), root: '/mem' });
}

describe('include', () => {
  it('follows relative paths', () => {
    const result = compileInMem({
      '/mem/variants/mini.dip': `${header}include "../maps/mini-map.dip"\n`,
      '/mem/maps/mini-map.dip': mapOnly,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.variant?.provinces).toHaveLength(10);
    expect(result.files).toEqual(['/mem/variants/mini.dip', '/mem/maps/mini-map.dip']);
  });

  it('reads a file included twice only once', () => {
    const result = compileMemory({
      '/mem/main.dip': `${header}include "a.dip"\ninclude "b.dip"\n`,
      '/mem/a.dip': 'include "map.dip"\n',
      '/mem/b.dip': 'include "map.dip"\n',
      '/mem/map.dip': mapOnly,
    });
    expect(result.diagnostics).toEqual([]);
  });

  it('reports a missing file at the include', () => {
    const result = compileMemory({ '/mem/main.dip': `${header}include "nowhere.dip"\n${mapOnly}` });
    expect(result.variant).toBeNull();
    const [d] = result.diagnostics;
    expect(d.code).toBe('DIP2001');
    expect(d.message).toContain('nowhere.dip');
    expect(d.span).toMatchObject({ file: '/mem/main.dip', line: 5 });
  });

  it('reports a cycle at the include that closes it', () => {
    const result = compileMemory({
      '/mem/main.dip': `${header}include "a.dip"\n${mapOnly}`,
      '/mem/a.dip': 'include "b.dip"\n',
      '/mem/b.dip': 'include "a.dip"\n',
    });
    expect(result.variant).toBeNull();
    const d = result.diagnostics.find((x) => x.code === 'DIP2002')!;
    expect(d.span?.file).toBe('/mem/b.dip');
    expect(d.message).toContain('a.dip → b.dip → a.dip');
  });
});

describe('files named by the caller', () => {
  it('a missing file gives a diagnostic without a place', () => {
    const result = compileFile('/definitely/not/here.dip');
    expect(result.variant).toBeNull();
    expect(result.diagnostics).toEqual([{ code: 'DIP2001', severity: 'error', message: 'cannot read /definitely/not/here.dip: there is no such file, or it cannot be opened', span: null }]);
  });

  it('a file without a variant statement is reported', () => {
    const result = compileMemory({ '/mem/map.dip': mapOnly });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2004']);
  });

  it('a second variant statement is reported', () => {
    const result = compileMemory({ '/mem/two.dip': `${miniMap}\nvariant other\n` });
    const d = result.diagnostics.find((x) => x.code === 'DIP2005')!;
    expect(d.related?.[0].span.line).toBe(2);
  });
});

describe('extends', () => {
  const derived = `variant mini-plus extends "mini.dip"
  en "Mini Plus"
  victory 5 centres

province isl coastal en "Isle" fr "Île" centre at -2 2
adjacency
  isl: wsea esea
change province kan centre
change province nla en "North Forest" alias "nf"
change power south colour "#ff0000" start F sou
remove centre mid
remove province mnt
remove canal kan
remove adjacency mid: nor
rule civil-disorder south
`;

  it('applies additions, changes and removals to the base', () => {
    const result = compileMemory({ '/mem/plus.dip': derived, '/mem/mini.dip': miniMap });
    expect(result.diagnostics).toEqual([]);
    const v = result.variant!;
    expect(v.id).toBe('mini-plus');
    expect(v.base).toBe('mini');
    expect(v.names).toEqual({ en: 'Mini Plus', fr: 'Mini carte' });
    expect(v.victory).toEqual({ kind: 'centres', count: 5 });
    expect(v.provinces.map((p) => p.id)).toEqual(['nor', 'nla', 'sou', 'sla', 'mid', 'twi', 'kan', 'wsea', 'esea', 'isl']);
    const byId = new Map(v.provinces.map((p) => [p.id, p]));
    expect(byId.get('kan')!.supplyCentre).toBe(true);
    expect(byId.get('mid')!.supplyCentre).toBe(false);
    expect(byId.get('nla')!.names).toEqual({ en: 'North Forest', fr: 'Bois du Nord' });
    expect(byId.get('nla')!.aliases).toEqual(['nf']);
    expect(v.aliases.nf).toBe('nla');
    expect(v.aliases.nw).toBeUndefined();
    expect(v.powers.find((p) => p.id === 'south')!.colour).toBe('#ff0000');
    expect(v.start.units.map((u) => `${u.type} ${u.location}`)).toEqual(['fleet nor', 'army nla', 'fleet sou']);
    expect(v.features).toEqual([]);
    expect(v.adjacency.army.nor).toEqual(['kan', 'nla']);
    expect(v.adjacency.army.mid).not.toContain('nor');
    expect(v.adjacency.fleet.isl).toEqual(['esea', 'wsea']);
    expect(v.rules.modules).toEqual([{ id: 'civil-disorder', args: ['south'] }]);
  });

  it('removing a province takes its borders, start units and features with it', () => {
    const result = compileMemory({
      '/mem/less.dip': 'variant less extends "mini.dip"\nremove province kan\n',
      '/mem/mini.dip': miniMap,
    });
    expect(result.diagnostics).toEqual([]);
    const v = result.variant!;
    expect(v.adjacency.army.kan).toBeUndefined();
    expect(v.adjacency.army.nor).toEqual(['mid', 'nla']);
    expect(v.features).toEqual([]);
    expect(v.aliases[`canaltown`]).toBeUndefined();
  });

  it('reports what it cannot change or remove', () => {
    const result = compileMemory({
      '/mem/bad.dip': 'variant bad extends "mini.dip"\nchange province xyz centre\nremove passage nor sou\nremove adjacency nor: sou\n',
      '/mem/mini.dip': miniMap,
    });
    expect(result.diagnostics.map((d) => [d.code, d.span?.line])).toEqual([
      ['DIP3026', 2],
      ['DIP3026', 3],
      ['DIP3026', 4],
    ]);
  });

  it('after a syntax error in a change or remove, reports it alone: the patched map is not known', () => {
    const result = compileMemory({
      '/mem/bad.dip': 'variant bad extends "mini.dip"\nchange province nla coast\nprovince isl coastal\n',
      '/mem/mini.dip': miniMap,
    });
    // Without the broken change, the island no unit can reach would be reported.
    expect(result.diagnostics.map((d) => [d.code, d.span?.line])).toEqual([['DIP1101', 3]]);
    expect(result.variant).toBeNull();
  });

  it('after a syntax error in the base, still checks the derived file (and the base)', () => {
    const result = compileMemory({
      '/mem/plus.dip': 'variant plus extends "mini.dip"\nadjacency\n  nla: qqq\n',
      '/mem/mini.dip': miniMap.replace('nla: mid twi', 'nla: : mid twi'),
    });
    expect(result.diagnostics.map((d) => [d.code, d.span?.file])).toEqual([
      ['DIP3001', '/mem/plus.dip'],
      ['DIP1101', '/mem/mini.dip'],
    ]);
  });

  it('reports a missing base at the extends', () => {
    const result = compileMemory({ '/mem/orphan.dip': 'variant orphan extends "gone.dip"\n' });
    const [d] = result.diagnostics;
    expect(d.code).toBe('DIP2001');
    expect(d.span?.line).toBe(1);
  });

  it('reports a cycle of extends', () => {
    const result = compileMemory({
      '/mem/a.dip': 'variant a extends "b.dip"\n',
      '/mem/b.dip': 'variant b extends "a.dip"\n',
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2003']);
  });
});

describe('paths carried into the model', () => {
  it('a geometry file stays relative to the variant file, even from a base in another folder', () => {
    const base = miniMap.replace('  coordinates plane\n', '  coordinates plane\n  geometry svg "board.svg"\n');
    const result = compileInMem({
      '/mem/derived/plus.dip': 'variant plus extends "../base/mini.dip"\n',
      '/mem/base/mini.dip': base,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.variant!.geometry).toEqual({ kind: 'svg', file: '../base/board.svg' });
    const own = compileMemory({ '/mem/base/mini.dip': base });
    expect(own.variant!.geometry).toEqual({ kind: 'svg', file: 'board.svg' });
  });
});

describe('compileSource', () => {
  it('compiles text held in memory under the name given', () => {
    const result = compileSource(miniMap.replace('nla: mid twi', 'nla: mid twx'), 'memory/mini.dip');
    expect(result.variant).toBeNull();
    expect(result.diagnostics[0].span?.file).toBe('memory/mini.dip');
    expect(compileSource(miniMap, 'memory/mini.dip').variant?.id).toBe('mini');
  });
});
