import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../dsl/parse.js';
import { stripSpans } from './support/strip-spans.js';

function parseOne(text: string): unknown {
  const { ast, diagnostics } = parseSource(text, 't.dip');
  expect(diagnostics).toEqual([]);
  expect(ast.statements).toHaveLength(1);
  return stripSpans(ast.statements[0]);
}

const id = (value: string) => ({ value });
const str = (value: string) => ({ value });
const num = (raw: string) => ({ value: Number(raw), raw });
const name = (lang: string, text: string) => ({ lang: id(lang), text: str(text) });
const loc = (province: string, coast: string | null = null) => ({ province: id(province), coast: coast === null ? null : id(coast) });
const pt = (x: string, y: string) => ({ x: num(x), y: num(y) });

describe('parseSource: every statement', () => {
  it('include', () => {
    expect(parseOne('include "maps/standard \\"map\\".dip"')).toEqual({ kind: 'include', path: str('maps/standard "map".dip') });
  });

  it('variant with every clause', () => {
    const text = `variant standard extends "base.dip"
      en "Standard" fr "Diplomatie"
      start spring 1901
      victory 18 centres
      victory 24 units
      victory home-centre
      centres 34
      edition 1971
      edition current
      coordinates plane
      geometry generated
      geometry svg "board.svg"
      geometry geojson "map.geojson"
      ownership after fall`;
    expect(parseOne(text)).toEqual({
      kind: 'variant',
      id: id('standard'),
      extends: str('base.dip'),
      clauses: [
        { kind: 'names', names: [name('en', 'Standard'), name('fr', 'Diplomatie')] },
        { kind: 'start', season: id('spring'), year: num('1901') },
        { kind: 'victory', victory: 'centres', count: num('18') },
        { kind: 'victory', victory: 'units', count: num('24') },
        { kind: 'victory', victory: 'home-centre', count: null },
        { kind: 'centres', count: num('34') },
        { kind: 'edition', edition: id('1971') },
        { kind: 'edition', edition: id('current') },
        { kind: 'coordinates', coordinates: id('plane') },
        { kind: 'geometry', source: 'generated', file: null },
        { kind: 'geometry', source: 'svg', file: str('board.svg') },
        { kind: 'geometry', source: 'geojson', file: str('map.geojson') },
        { kind: 'ownership', season: id('fall') },
      ],
    });
  });

  it('season, with and without names', () => {
    expect(parseOne('season spring en "Spring" fr "Printemps": movement retreats')).toEqual({
      kind: 'season',
      id: id('spring'),
      names: [name('en', 'Spring'), name('fr', 'Printemps')],
      phases: [id('movement'), id('retreats')],
    });
    expect(parseOne('season winter : adjustments')).toEqual({ kind: 'season', id: id('winter'), names: [], phases: [id('adjustments')] });
  });

  it('power with every clause; army and fleet spelled out', () => {
    const text = 'power russia en "Russia" adjective en "Russian" colour "#fff" color "#000" start F stp/sc, A mos, army war, fleet sev';
    expect(parseOne(text)).toEqual({
      kind: 'power',
      id: id('russia'),
      clauses: [
        { kind: 'names', names: [name('en', 'Russia')] },
        { kind: 'adjective', names: [name('en', 'Russian')] },
        { kind: 'colour', colour: str('#fff') },
        { kind: 'colour', colour: str('#000') },
        {
          kind: 'start',
          units: [
            { type: 'fleet', location: loc('stp', 'sc') },
            { type: 'army', location: loc('mos') },
            { type: 'army', location: loc('war') },
            { type: 'fleet', location: loc('sev') },
          ],
        },
      ],
    });
  });

  it('player', () => {
    expect(parseOne('player west en "The West" controls england france')).toEqual({
      kind: 'player',
      id: id('west'),
      names: [name('en', 'The West')],
      powers: [id('england'), id('france')],
    });
  });

  it('province with every clause; center is centre', () => {
    const text = `province stp coastal en "St Petersburg" center home russia alias petersburg "Leningrad" alias "spb" at 30.3 59.9
      coast nc at 40 68.5 at 41 69
      coast sc en "south coast" fr "côte sud"
      home russia`;
    expect(parseOne(text)).toEqual({
      kind: 'province',
      id: id('stp'),
      terrain: { value: 'coastal' },
      clauses: [
        { kind: 'names', names: [name('en', 'St Petersburg')] },
        { kind: 'centre' },
        { kind: 'home', power: id('russia') },
        { kind: 'alias', aliases: [id('petersburg'), str('Leningrad')] },
        { kind: 'alias', aliases: [str('spb')] },
        { kind: 'at', point: pt('30.3', '59.9') },
        { kind: 'coast', coast: { id: id('nc'), names: [], points: [pt('40', '68.5'), pt('41', '69')] } },
        { kind: 'coast', coast: { id: id('sc'), names: [name('en', 'south coast'), name('fr', 'côte sud')], points: [] } },
        { kind: 'home', power: id('russia') },
      ],
    });
  });

  it("a coast's names come right after its id, then its points; what follows is the province's", () => {
    const text = 'province ist coastal at 50 50 coast ec en "East" at 56 50 at 57 55 fr "Isthme" centre at 1 2';
    const { ast } = parseSource(text, 't.dip');
    const province = ast.statements[0];
    expect(province.kind === 'province' && province.clauses.map((c) => (c.kind === 'coast' ? `coast ${c.coast.names.map((n) => n.text.value)} ${c.coast.points.length}` : c.kind))).toEqual([
      'at', 'coast East 2', 'names', 'centre', 'at',
    ]);
  });

  it('every terrain; contextual keywords as ids', () => {
    for (const terrain of ['land', 'coastal', 'sea', 'mixed', 'impassable']) {
      expect(parseOne(`province for ${terrain}`)).toEqual({ kind: 'province', id: id('for'), terrain: { value: terrain }, clauses: [] });
    }
    expect(parseOne('province sea sea')).toMatchObject({ id: id('sea'), terrain: { value: 'sea' } });
  });

  it('an alias list stops at a name: a two-letter code and a string', () => {
    expect(parseOne('province nwy coastal alias nrs "Norvège" no "Norge"')).toMatchObject({
      clauses: [
        { kind: 'alias', aliases: [id('nrs'), str('Norvège')] },
        { kind: 'names', names: [name('no', 'Norge')] },
      ],
    });
  });

  it('adjacency with coasts and qualifiers', () => {
    expect(parseOne('adjacency lon: wal yor rom by land: ven stp/nc : bar nwy cebu by sea: bohol sak one-way: ota')).toEqual({
      kind: 'adjacency',
      entries: [
        { from: loc('lon'), qualifier: null, to: [loc('wal'), loc('yor')] },
        { from: loc('rom'), qualifier: { value: 'by land' }, to: [loc('ven')] },
        { from: loc('stp', 'nc'), qualifier: null, to: [loc('bar'), loc('nwy')] },
        { from: loc('cebu'), qualifier: { value: 'by sea' }, to: [loc('bohol')] },
        { from: loc('sak'), qualifier: { value: 'one-way' }, to: [loc('ota')] },
      ],
    });
  });

  it('adjacency targets may be coasts, and provinces named like qualifiers', () => {
    expect(parseOne('adjacency by: land sea/nc land: by')).toEqual({
      kind: 'adjacency',
      entries: [
        { from: loc('by'), qualifier: null, to: [loc('land'), loc('sea', 'nc')] },
        { from: loc('land'), qualifier: null, to: [loc('by')] },
      ],
    });
  });

  it('canal, gateway, passage, bridge', () => {
    expect(parseOne('canal kie joins hel bal')).toEqual({ kind: 'canal', province: id('kie'), seas: [id('hel'), id('bal')] });
    expect(parseOne('gateway egy joins med red')).toEqual({ kind: 'gateway', province: id('egy'), seas: [id('med'), id('red')] });
    expect(parseOne('passage swe den')).toEqual({ kind: 'passage', between: [id('swe'), id('den')] });
    expect(parseOne('bridge ita sak')).toEqual({ kind: 'bridge', between: [id('ita'), id('sak')] });
  });

  it('railway, with and without names', () => {
    expect(parseOne('railway tsr en "Trans-Siberian" owner russia: mos oms vla')).toEqual({
      kind: 'railway',
      id: id('tsr'),
      names: [name('en', 'Trans-Siberian')],
      owner: id('russia'),
      route: [id('mos'), id('oms'), id('vla')],
    });
    expect(parseOne('railway r owner x: a b')).toMatchObject({ names: [], route: [id('a'), id('b')] });
  });

  it('rule with arguments of every kind, in order', () => {
    expect(parseOne('rule bid 12 "gold" italy -0.5')).toEqual({
      kind: 'rule',
      id: id('bid'),
      args: [num('12'), str('gold'), id('italy'), num('-0.5')],
    });
    expect(parseOne('rule arsenal')).toEqual({ kind: 'rule', id: id('arsenal'), args: [] });
  });

  it('remove, of every kind', () => {
    for (const kind of ['province', 'power', 'player', 'centre', 'rule', 'canal', 'railway', 'gateway']) {
      expect(parseOne(`remove ${kind} a b`)).toEqual({ kind: 'remove', target: { kind, ids: [id('a'), id('b')] } });
    }
    expect(parseOne('remove center kyo')).toEqual({ kind: 'remove', target: { kind: 'centre', ids: [id('kyo')] } });
    expect(parseOne('remove passage swe den')).toEqual({ kind: 'remove', target: { kind: 'passage', between: [id('swe'), id('den')] } });
    expect(parseOne('remove bridge ita sak')).toEqual({ kind: 'remove', target: { kind: 'bridge', between: [id('ita'), id('sak')] } });
    expect(parseOne('remove adjacency rom by land: ven apu')).toEqual({
      kind: 'remove',
      target: { kind: 'adjacency', entry: { from: loc('rom'), qualifier: { value: 'by land' }, to: [loc('ven'), loc('apu')] } },
    });
  });

  it('change province, power, variant', () => {
    expect(parseOne('change province kyo centre')).toEqual({ kind: 'change', target: 'province', id: id('kyo'), clauses: [{ kind: 'centre' }] });
    expect(parseOne('change power england colour "#000"')).toEqual({
      kind: 'change',
      target: 'power',
      id: id('england'),
      clauses: [{ kind: 'colour', colour: str('#000') }],
    });
    expect(parseOne('change variant victory 24 units')).toEqual({
      kind: 'change',
      target: 'variant',
      clauses: [{ kind: 'victory', victory: 'units', count: num('24') }],
    });
  });
});

describe('parseSource: spans', () => {
  it('gives 1-based lines and columns, 0-based offsets, end exclusive', () => {
    const text = '# header\nprovince lon coastal\n  en "London" at -0.13 51.51\n';
    const { ast } = parseSource(text, 'map.dip');
    const province = ast.statements[0];
    if (province.kind !== 'province') throw new Error('expected a province');
    expect(province.span).toEqual({ file: 'map.dip', start: 9, end: 58, line: 2, column: 1, endLine: 3, endColumn: 29 });
    expect(text.slice(province.span.start, province.span.end)).toBe('province lon coastal\n  en "London" at -0.13 51.51');
    expect(province.id.span).toMatchObject({ start: 18, end: 21, line: 2, column: 10, endLine: 2, endColumn: 13 });
    const at = province.clauses[1];
    if (at.kind !== 'at') throw new Error('expected a point');
    expect(text.slice(at.span.start, at.span.end)).toBe('at -0.13 51.51');
    expect(text.slice(at.point.x.span.start, at.point.x.span.end)).toBe('-0.13');
    expect(ast.comments).toEqual([{ text: ' header', span: { file: 'map.dip', start: 0, end: 8, line: 1, column: 1, endLine: 1, endColumn: 9 } }]);
  });

  it('spans every node inside its statement', () => {
    const text = readFileSync(new URL('./fixtures/sample.dip', import.meta.url), 'utf8');
    const { ast, diagnostics } = parseSource(text, 'sample.dip');
    expect(diagnostics).toEqual([]);
    const check = (node: unknown, outer: { start: number; end: number }): void => {
      if (Array.isArray(node)) return node.forEach((n) => check(n, outer));
      if (node === null || typeof node !== 'object') return;
      const span = (node as { span?: { start: number; end: number } }).span;
      const inner = span ?? outer;
      if (span !== undefined) {
        expect(span.start).toBeGreaterThanOrEqual(outer.start);
        expect(span.end).toBeLessThanOrEqual(outer.end);
        expect(span.end).toBeGreaterThan(span.start);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'span') check(value, inner);
    };
    check(ast.statements, { start: 0, end: text.length });
  });

  it('keeps the statements of the sample in order', () => {
    const text = readFileSync(new URL('./fixtures/sample.dip', import.meta.url), 'utf8');
    const kinds = parseSource(text, 'sample.dip').ast.statements.map((s) => s.kind);
    expect(new Set(kinds)).toEqual(
      new Set(['include', 'variant', 'season', 'power', 'player', 'province', 'adjacency', 'canal', 'passage', 'bridge', 'railway', 'gateway', 'rule', 'remove', 'change']),
    );
    expect(kinds.slice(0, 4)).toEqual(['include', 'include', 'variant', 'season']);
  });

  it('reads an empty file, or a file of comments, as no statements', () => {
    expect(parseSource('', 'e.dip')).toEqual({ skipped: [], ast: { file: 'e.dip', text: '', statements: [], comments: [] }, diagnostics: [], tokens: 0 });
    const comments = parseSource('# only\n# comments', 'c.dip');
    expect(comments.diagnostics).toEqual([]);
    expect(comments.ast.comments.map((c) => c.text)).toEqual([' only', ' comments']);
    expect(comments.tokens).toBe(2);
  });
});
