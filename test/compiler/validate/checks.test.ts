import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../dsl/diagnostics/diagnostic.js';
import { append, compileEdited, compileMemory, miniMap, replace } from '../../support/mini-map.js';

function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => d.code);
}

describe('the mini map', () => {
  it('compiles without errors or warnings', () => {
    const result = compileMemory({ '/mem/mini.dip': miniMap });
    expect(result.diagnostics).toEqual([]);
    expect(result.variant?.id).toBe('mini');
  });
});

interface Case {
  readonly name: string;
  readonly edit: (text: string) => string;
  readonly code: string;
  /** Text the diagnostic's span must cover. */
  readonly at: string;
  /** Words the message must contain. */
  readonly mentions: readonly string[];
}

const cases: Case[] = [
  { name: 'unknown province in a border', edit: replace('nla: mid twi', 'nla: mid twx'), code: 'DIP3001', at: 'twx', mentions: ['twx'] },
  { name: 'unknown power of a home centre', edit: replace('home south at 0 4', 'home sud at 0 4'), code: 'DIP3001', at: 'sud', mentions: ['sud'] },
  { name: 'duplicate province', edit: append('province mid land en "Again"'), code: 'DIP3002', at: 'mid', mentions: ['mid', 'twice'] },
  { name: 'duplicate power', edit: append('power north en "Again"'), code: 'DIP3002', at: 'north', mentions: ['north'] },
  { name: 'alias clashing with a name of another province', edit: replace('alias "nw"', 'alias "MIDLANDS"'), code: 'DIP3003', at: '"MIDLANDS"', mentions: ['mid', 'nla'] },
  { name: 'alias clashing without accents or hyphens', edit: replace('alias "nw"', 'alias "terres-du-milieu"'), code: 'DIP3003', at: '"terres-du-milieu"', mentions: ['mid'] },
  { name: 'alias clashing with an id', edit: replace('alias "nw"', 'alias "SOU"'), code: 'DIP3003', at: '"SOU"', mentions: ['sou'] },
  { name: 'one-way border', edit: append('adjacency\n  nla one-way: sou'), code: 'DIP3004', at: 'sou', mentions: ['one way'] },
  { name: 'army border into a sea (by land)', edit: append('adjacency\n  nor by land: wsea'), code: 'DIP3005', at: 'wsea', mentions: ['armies', 'wsea'] },
  { name: 'fleet border inland (by sea)', edit: append('adjacency\n  nor by sea: nla'), code: 'DIP3005', at: 'nla', mentions: ['fleets', 'nla', 'land-locked'] },
  { name: 'coast named towards a land province', edit: append('adjacency\n  twi/wc: nla'), code: 'DIP3005', at: 'nla', mentions: ['fleets'] },
  { name: 'land next to sea', edit: append('adjacency\n  nla: wsea'), code: 'DIP3006', at: 'wsea', mentions: ['nla', 'wsea', 'nobody'] },
  { name: 'fleet border to a two-coast province without a coast', edit: append('adjacency\n  wsea: twi'), code: 'DIP3007', at: 'twi', mentions: ['twi/wc', 'twi/ec'] },
  { name: 'coast that does not belong to its province', edit: replace('twi/wc: wsea', 'twi/nc: wsea'), code: 'DIP3008', at: 'nc', mentions: ['twi', 'nc'] },
  { name: 'coast on a province without coasts', edit: append('adjacency\n  kan/nc: esea'), code: 'DIP3008', at: 'nc', mentions: ['kan'] },
  { name: 'province nobody can reach', edit: append('province isl land en "Island" at 5 5'), code: 'DIP3009', at: 'isl', mentions: ['isl'] },
  { name: 'home centre that is not a supply centre', edit: replace('centre home north alias', 'home north alias'), code: 'DIP3010', at: 'north', mentions: ['nla', 'centre'] },
  { name: 'start unit outside its home centres', edit: replace('start F sou, A sla', 'start F sou, A mid'), code: 'DIP3011', at: 'A mid', mentions: ['mid', 'south'] },
  { name: "start unit on another power's home", edit: replace('start F sou, A sla', 'start F sou, A nla'), code: 'DIP3011', at: 'A nla', mentions: ['north'] },
  { name: 'fleet starting inland', edit: replace('start F nor, A nla', 'start F nor, F nla'), code: 'DIP3012', at: 'F nla', mentions: ['nla', 'fleets'] },
  { name: 'fleet on a two-coast province without a coast', edit: (t) => replace('centre\n  coast wc', 'centre home south\n  coast wc')(replace('start F sou, A sla', 'start F sou, A sla, F twi')(t)), code: 'DIP3012', at: 'F twi', mentions: ['twi/wc'] },
  { name: 'victory above the number of centres', edit: replace('victory 4 centres', 'victory 7 centres'), code: 'DIP3013', at: '7', mentions: ['7', '6'] },
  { name: 'units victory above the number of centres', edit: replace('victory 4 centres', 'victory 9 units'), code: 'DIP3013', at: '9', mentions: ['9'] },
  { name: 'victory that is not a strict majority', edit: replace('victory 4 centres', 'victory 3 centres'), code: 'DIP3014', at: '3', mentions: ['majority'] },
  { name: 'victory count of zero', edit: replace('victory 4 centres', 'victory 0 centres'), code: 'DIP3015', at: '0', mentions: ['positive'] },
  { name: 'victory a power holds at the start', edit: replace('victory 4 centres', 'victory 2 units'), code: 'DIP3041', at: '2', mentions: ['2 units', 'before the first move'] },
  { name: 'railway between stops that do not touch', edit: append('railway rw owner north: nla sou'), code: 'DIP3016', at: 'sou', mentions: ['nla', 'sou'] },
  { name: 'railway through the sea', edit: append('railway rw owner north: nor wsea'), code: 'DIP3016', at: 'wsea', mentions: ['wsea', 'sea'] },
  { name: 'canal to a province that is not a sea', edit: replace('canal kan joins wsea esea', 'canal kan joins wsea nor'), code: 'DIP3017', at: 'nor', mentions: ['nor', 'not a sea'] },
  { name: 'gateway to a sea that does not border it', edit: append('gateway nor joins wsea esea'), code: 'DIP3017', at: 'esea', mentions: ['esea', 'border'] },
  { name: 'canal through a land province', edit: append('canal mid joins wsea esea'), code: 'DIP3018', at: 'mid', mentions: ['mid', 'land'] },
  { name: 'canal through a two-coast province', edit: append('canal twi joins wsea esea'), code: 'DIP3018', at: 'twi', mentions: ['several coasts'] },
  { name: 'passage between non-coastal provinces', edit: append('passage nla mid'), code: 'DIP3019', at: 'nla', mentions: ['coastal'] },
  { name: 'bridge onto a sea', edit: append('bridge nor wsea'), code: 'DIP3020', at: 'wsea', mentions: ['wsea', 'sea'] },
  { name: 'power with no home centre', edit: append('power east en "East"'), code: 'DIP3021', at: 'east', mentions: ['east'] },
  { name: 'start season not in the calendar', edit: replace('start spring 1901', 'start summer 1901'), code: 'DIP3022', at: 'summer', mentions: ['summer'] },
  { name: 'unknown phase kind', edit: append('season spring: movement retreat\nseason winter: adjustments'), code: 'DIP3023', at: 'retreat', mentions: ['retreat', 'did you mean retreats?'] },
  { name: 'unknown edition', edit: replace('coordinates plane', 'coordinates plane\n  edition 1982'), code: 'DIP3024', at: '1982', mentions: ['1982'] },
  { name: 'unknown coordinates', edit: replace('coordinates plane', 'coordinates polar'), code: 'DIP3025', at: 'polar', mentions: ['polar'] },
  { name: 'misspelt coordinates', edit: replace('coordinates plane', 'coordinates plnae'), code: 'DIP3025', at: 'plnae', mentions: ['did you mean plane?'] },
  { name: 'misspelt edition', edit: replace('coordinates plane', 'coordinates plane\n  edition curent'), code: 'DIP3024', at: 'curent', mentions: ['did you mean current?'] },
  { name: 'removing what is not there', edit: append('remove province zzz'), code: 'DIP3026', at: 'zzz', mentions: ['zzz'] },
  { name: 'border declared twice', edit: append('adjacency\n  mid: nla'), code: 'DIP3027', at: 'nla', mentions: ['twice'] },
  { name: 'border to itself', edit: append('adjacency\n  mid: mid'), code: 'DIP3028', at: 'mid', mentions: ['mid'] },
  { name: 'border to an impassable province', edit: append('adjacency\n  mid: mnt'), code: 'DIP3029', at: 'mnt', mentions: ['impassable'] },
  { name: 'a single separate coast', edit: replace('province kan coastal en "Canal Town"', 'province kan coastal coast nc en "Canal Town"'), code: 'DIP3030', at: 'nc', mentions: ['kan'] },
  { name: 'coasts on a land province', edit: replace('province mid land en "Midlands"', 'province mid land coast nc coast sc en "Midlands"'), code: 'DIP3030', at: 'nc', mentions: ['mid'] },
  { name: 'coastal province that borders no sea', edit: replace('province mid land en "Midlands"', 'province mid coastal en "Midlands"'), code: 'DIP3042', at: 'coastal', mentions: ['mid', 'borders no sea', 'make it land'] },
  { name: 'two start units in one province', edit: replace('start F nor, A nla', 'start F nor, A nla, A nla'), code: 'DIP3031', at: 'A nla', mentions: ['nla'] },
  { name: 'power played by two players', edit: append('player p1 controls north south\nplayer p2 controls south'), code: 'DIP3032', at: 'south', mentions: ['south', 'p1', 'p2'] },
  { name: 'power played by no player and named by no rule', edit: append('player p1 en "Player one" controls north'), code: 'DIP3035', at: 'south', mentions: ['south'] },
  { name: 'start year not a whole number', edit: replace('start spring 1901', 'start spring 1901.5'), code: 'DIP3033', at: '1901.5', mentions: ['1901.5'] },
  { name: 'start year too large to count on from', edit: replace('start spring 1901', 'start spring 10000000'), code: 'DIP3033', at: '10000000', mentions: ['999999'] },
  { name: 'start year quoted as written, not rounded', edit: replace('start spring 1901', 'start spring 99999999999999999999'), code: 'DIP3033', at: '99999999999999999999', mentions: ['start year 99999999999999999999 is not'] },
  { name: 'start year whole only once rounded', edit: replace('start spring 1901', 'start spring 1901.0000000000000001'), code: 'DIP3033', at: '1901.0000000000000001', mentions: ['1901.0000000000000001'] },
  { name: 'victory count quoted as written', edit: replace('victory 4 centres', 'victory 99999999999999999999 centres'), code: 'DIP3013', at: '99999999999999999999', mentions: ['victory needs 99999999999999999999 centres'] },
  { name: 'victory count whole only once rounded', edit: replace('victory 4 centres', 'victory 4.0000000000000001 centres'), code: 'DIP3015', at: '4.0000000000000001', mentions: ['not 4.0000000000000001'] },
  { name: 'stated centre count quoted as written', edit: replace('victory 4 centres', 'victory 4 centres\n  centres 99999999999999999999'), code: 'DIP3039', at: '99999999999999999999', mentions: ['says the map has 99999999999999999999 supply'] },
  { name: 'variant without a power', edit: (t) => t.replace(/^power [^]*?(?=\nprovince nor)/m, '').replace(/ home (north|south)/g, ''), code: 'DIP3043', at: 'mini', mentions: ['variant mini has no power,', 'at least one'] },
  { name: 'calendar without movement', edit: append('season spring: adjustments'), code: 'DIP3034', at: 'spring', mentions: ['movement'] },
  { name: 'unknown rule', edit: append('rule armoury north'), code: 'DIP3036', at: 'armoury', mentions: ['armoury', 'civil-disorder', 'neutral', 'coin-toss'] },
  { name: 'rule missing its argument', edit: append('rule civil-disorder'), code: 'DIP3037', at: 'rule civil-disorder', mentions: ['missing', 'power', 'POWER…'] },
  { name: 'rule naming an unknown power', edit: append('rule civil-disorder north narnia'), code: 'DIP3037', at: 'narnia', mentions: ["'narnia' is not a power"] },
  { name: 'rule given a number for a power', edit: append('rule coin-toss 3'), code: 'DIP3037', at: '3', mentions: ['3 is not a power'] },
  { name: 'neutral territory naming an unknown province', edit: append('player p1 controls north\nrule neutral south sou xyz'), code: 'DIP3037', at: 'xyz', mentions: ["'xyz' is not a province", 'POWER [PROVINCE…]'] },
  { name: 'rule given an argument too many', edit: append('player p1 controls north\nrule coin-toss south north'), code: 'DIP3037', at: 'north', mentions: ['unexpected', 'north'] },
  { name: 'civil-disorder power that a player controls', edit: append('player p1 controls north south\nrule civil-disorder south'), code: 'DIP3038', at: 'south', mentions: ['civil disorder', 'p1'] },
  { name: 'neutral power that a player controls', edit: append('player p1 controls north south\nrule neutral south'), code: 'DIP3038', at: 'south', mentions: ['neutral', 'p1'] },
  { name: 'coin toss with no player to win it', edit: append('rule coin-toss south'), code: 'DIP3038', at: 'south', mentions: ['no player'] },
  { name: 'intimate start credits given twice to a power', edit: append('rule intimate 20 north south\nrule intimate 24 south'), code: 'DIP3038', at: 'south', mentions: ['south', 'twice', '20', '24'] },
  { name: 'intimate with declared players', edit: append('player p1 controls north\nrule intimate 20 north south'), code: 'DIP3038', at: '20', mentions: ['named by the game'] },
  { name: 'intimate start credits that are no number', edit: append('rule intimate north south'), code: 'DIP3037', at: 'north', mentions: ["'north' is not a number"] },
  { name: 'coin toss for a power a player controls', edit: append('player p1 controls north\nplayer p2 controls south\nrule coin-toss south'), code: 'DIP3038', at: 'south', mentions: ['p2', 'already controls'] },
];

describe('each check fires on a broken copy of the mini map', () => {
  for (const c of cases) {
    it(`${c.code}: ${c.name}`, () => {
      const result = compileEdited(c.edit);
      const found = result.diagnostics.find((d) => d.code === c.code);
      expect(found, `expected ${c.code}, got ${JSON.stringify(result.diagnostics.map((d) => `${d.code} ${d.message}`))}`).toBeDefined();
      const d = found!;
      expect(d.span).not.toBeNull();
      const text = result.sources.get(d.span!.file)!;
      expect(text.slice(d.span!.start, d.span!.end)).toBe(c.at);
      for (const word of c.mentions) expect(d.message).toContain(word);
      // Errors stop the build; warnings do not.
      expect(result.variant === null).toBe(d.severity === 'error');
    });
  }
});

describe('diagnostics', () => {
  it('carry file, line and column', () => {
    const result = compileEdited(replace('nla: mid twi', 'nla: mid twx'));
    const d = result.diagnostics.find((x) => x.code === 'DIP3001')!;
    expect(d.span).toMatchObject({ file: '/mem/mini.dip', line: 28, column: 12 });
  });

  it('point at the first declaration of a duplicate', () => {
    const result = compileEdited(append('province mid land en "Again"'));
    const d = result.diagnostics.find((x) => x.code === 'DIP3002')!;
    expect(d.related?.[0].span.line).toBe(16);
  });

  it('suggest the id meant for an unknown one: a slip of the keyboard, or a name used as an id', () => {
    const message = (edit: (t: string) => string) => compileEdited(edit).diagnostics.find((x) => x.code === 'DIP3001')?.message;
    expect(message(replace('nla: mid twi', 'nla: mid wti'))).toBe('there is no province wti (named as a border of nla); did you mean twi?');
    expect(message(replace('home south at 0 4', 'home sout at 0 4'))).toMatch(/^there is no power sout \(named as the home power of .*\); did you mean south\?$/);
    expect(message(replace('nla: mid twi', 'nla: mid qqq'))).toBe('there is no province qqq (named as a border of nla)');
  });

  it('do not repeat an unknown province in later checks', () => {
    const result = compileEdited(replace('nla: mid twi', 'nla: mid twx'));
    expect(codes(result.diagnostics)).toEqual(['DIP3001']);
  });
});

describe('coastal provinces without a sea (DIP3042)', () => {
  it('counts a sea bordered through a coast, or a mixed province, as the coast\'s water', () => {
    // twi borders the seas only through its coasts: the mini map is clean.
    const mixed = compileEdited((t) => replace('province wsea sea', 'province wsea mixed')(replace('province mid land en "Midlands"', 'province mid coastal en "Midlands"')(t)));
    expect(codes(mixed.diagnostics).filter((c) => c === 'DIP3042')).toEqual(['DIP3042']);
    const washed = compileEdited((t) => append('adjacency\n  mid: wsea')(replace('province mid land en "Midlands"', 'province mid coastal en "Midlands"')(t)));
    expect(codes(washed.diagnostics)).toEqual([]);
    const byMixed = compileEdited((t) => append('province lak mixed en "Lake" at 2 0\nadjacency\n  mid: lak')(replace('province mid land en "Midlands"', 'province mid coastal en "Midlands"')(t)));
    expect(codes(byMixed.diagnostics).filter((c) => c === 'DIP3042')).toEqual([]);
  });

  it('keeps quiet when a border entry was left out: the border with the sea may be in it', () => {
    const result = compileEdited((t) => append('adjacency\n  mid: wsea 3')(replace('province mid land en "Midlands"', 'province mid coastal en "Midlands"')(t)));
    expect(codes(result.diagnostics).filter((c) => !c.startsWith('DIP1'))).toEqual([]);
  });
});

describe('a variant without a power (DIP3043)', () => {
  it('is said once, when every power of its base is removed, without a warning for each province out of reach', () => {
    const result = compileMemory({
      '/mem/none.dip': 'variant none extends "mini.dip"\nremove power north south\n',
      '/mem/mini.dip': miniMap,
    });
    expect(result.variant).toBeNull();
    expect(codes(result.diagnostics)).toEqual(['DIP3043']);
    expect(result.diagnostics[0].message).toBe('variant none has no power left (every power of mini is removed), so nobody could give an order: a game needs at least one (power ID en "…" …)');
  });

  it('is not said for one power: a solo map is a game', () => {
    const result = compileMemory({ '/mem/one.dip': 'variant one extends "mini.dip"\n  victory 3 centres\nremove power south\n', '/mem/mini.dip': miniMap });
    expect(codes(result.diagnostics).filter((c) => c === 'DIP3043')).toEqual([]);
  });
});

describe('players', () => {
  it('a power played by nobody is fine when a rule names it', () => {
    const result = compileEdited(append('player p1 controls north\nrule neutral south'));
    expect(result.diagnostics).toEqual([]);
  });
});

describe('rules', () => {
  it('accept the known rules with fitting arguments', () => {
    const result = compileEdited(append('player p1 controls north\nrule neutral south sou sla\nrule coin-toss south\nrule build-anywhere'));
    expect(result.diagnostics).toEqual([]);
    expect(result.variant?.rules.modules).toEqual([
      { id: 'neutral', args: ['south', 'sou', 'sla'] },
      { id: 'coin-toss', args: ['south'] },
      { id: 'build-anywhere', args: [] },
    ]);
  });

  it('report an unknown rule once, without checking its arguments', () => {
    expect(codes(compileEdited(append('rule bid-limit 12 "gold"')).diagnostics)).toEqual(['DIP3036']);
  });
});
