import { describe, expect, it } from 'vitest';
import { MAX_DIAGNOSTICS, parseSource } from '../../dsl/parse.js';

/** Each diagnostic as `line:column-endColumn CODE message`. */
function problems(text: string): string[] {
  return parseSource(text, 't.dip').diagnostics.map(
    (d) => `${d.span?.line}:${d.span?.column}-${d.span?.endColumn} ${d.code} ${d.message}`,
  );
}

describe('syntax errors', () => {
  it('DIP1100: text before the first statement', () => {
    expect(problems('lon wal\nprovince x sea')).toEqual([
      "1:1-4 DIP1100 expected a statement (include, variant, season, power, player, province, adjacency, canal, passage, bridge, railway, gateway, rule, remove, change), found 'lon'",
    ]);
  });

  it('DIP1101: says what was expected and what was found, at the token found', () => {
    expect(problems('province lon centre')).toEqual([
      "1:14-20 DIP1101 expected a terrain (land, coastal, sea, mixed, impassable) after the province id, found 'centre'",
    ]);
    expect(problems('province lon coastal at 1 x')).toEqual([
      "1:27-28 DIP1101 expected a second number (y) after 'at' and x, found 'x'",
    ]);
    expect(problems('variant x start 1901')).toEqual([
      "1:17-21 DIP1101 expected a season id after 'start', as in start spring 1901, found the number 1901",
    ]);
    expect(problems('power e colour red')).toEqual([
      "1:16-19 DIP1101 expected a colour in quotes after 'colour', as in colour \"#1e3a8a\", found 'red'",
    ]);
  });

  it('DIP1101: a statement cut short by the next one points at the next statement word', () => {
    expect(problems('province lon\nprovince x sea')).toEqual([
      "2:1-9 DIP1101 expected a terrain (land, coastal, sea, mixed, impassable) after the province id, found 'province', which starts a new statement",
    ]);
    expect(problems('province rule coastal')).toEqual([
      "1:10-14 DIP1101 expected a province id after 'province', found 'rule', which starts a new statement",
    ]);
  });

  it('DIP1101: a statement cut short by the end of the file points just past its last token', () => {
    expect(problems('province lon coastal home  \n')).toEqual([
      "1:26-26 DIP1101 expected a power id after 'home', found the end of the file",
    ]);
  });

  it('DIP1101: text left over after a statement with clauses', () => {
    expect(problems('province lon coastal centre "x"')).toEqual([
      "1:29-32 DIP1101 expected a province clause (names, centre, home, except, arsenal, alias, at, label at, coast) or a new statement, found the string \"x\"",
    ]);
    expect(problems('power e start F lon F edi')).toEqual(["1:21-22 DIP1101 expected ',' between units, found 'F'"]);
  });

  it('DIP1101: adjacency entries', () => {
    expect(problems('adjacency lon wal')).toEqual([
      "1:11-14 DIP1101 expected an adjacency entry: a location and ':', as in lon: wal yor, found 'lon'",
    ]);
    expect(problems('adjacency\n  lon:\n  wal: yor')).toEqual([
      "3:3-6 DIP1101 expected a location after ':', found the next entry ('wal')",
    ]);
    expect(problems('adjacency lon: wal, yor')).toEqual([
      "1:19-20 DIP1101 expected a location, a new entry ('location:') or a new statement, found ','",
    ]);
  });

  it('DIP1102: text after a statement of fixed form', () => {
    expect(problems('bridge a b c')).toEqual(["1:12-13 DIP1102 unexpected 'c' after the end of the bridge statement"]);
    expect(problems('include "a" "b"')).toEqual(['1:13-16 DIP1102 unexpected the string "b" after the end of the include statement']);
  });

  it('DIP1103: spaces around the slash of a location, a warning; the location is still read', () => {
    const { ast, diagnostics } = parseSource('adjacency stp / nc: bar', 't.dip');
    expect(diagnostics.map((d) => [d.code, d.severity, d.message, d.span?.column, d.span?.endColumn])).toEqual([
      ['DIP1103', 'warning', "spaces around '/' in the location 'stp / nc': write 'stp/nc'", 11, 19],
    ]);
    expect(ast.statements).toHaveLength(1);
  });

  it('DIP1104: a name whose language code is not one', () => {
    expect(problems('province lon coastal eng "London"')).toEqual([
      "1:22-25 DIP1104 'eng' is not a language code: a name is a language code of two letters (en, fr, pt-br) followed by a string, as in en \"London\"",
    ]);
    expect(problems('player west english "The West" controls england')[0]).toMatch(/^1:13-20 DIP1104 'english' is not a language code/);
  });

  it('reports every broken statement of a file at once, and keeps the good ones and the good adjacency entries', () => {
    const text = [
      'province lon coastal centre',
      'province wal sandy', // 1
      'province yor coastal',
      'canal kie hel bal', // 2
      'adjacency',
      '  lon: wal yor',
      '  yor: 12', // 3
      '  wal: lon',
      'power england colour "#fff"',
    ].join('\n');
    const { ast, diagnostics } = parseSource(text, 't.dip');
    expect(diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`)).toEqual(['2:14 DIP1101', '4:11 DIP1101', '7:8 DIP1101']);
    expect(ast.statements.map((s) => s.kind)).toEqual(['province', 'province', 'adjacency', 'power']);
    const adjacency = ast.statements[2];
    if (adjacency.kind !== 'adjacency') throw new Error('expected the adjacency block');
    expect(adjacency.entries.map((e) => e.from.province.value)).toEqual(['lon', 'wal']);
  });

  it('reports lexing and parsing problems together, in text order', () => {
    expect(problems('province lon coastal @ centre\nprovince wal\n"open')).toEqual([
      "1:22-23 DIP1001 unexpected character '@'",
      '3:1-6 DIP1002 unterminated string: the closing \'"\' is missing before the end of the line',
      '3:1-6 DIP1101 expected a terrain (land, coastal, sea, mixed, impassable) after the province id, found the string "open',
    ]);
  });

  it('DIP1105: stops after too many problems, saying where', () => {
    const statements = Array.from({ length: MAX_DIAGNOSTICS + 50 }, (_, i) => `province p${i}`);
    const { diagnostics } = parseSource(statements.join('\n'), 't.dip');
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    const last = diagnostics[diagnostics.length - 1];
    expect([last.code, last.message, last.span?.line, last.span?.column]).toEqual([
      'DIP1105',
      `too many problems: checking stopped here, after the first ${MAX_DIAGNOSTICS}`,
      MAX_DIAGNOSTICS + 1,
      1,
    ]);
  });

  it('DIP1105: also within an adjacency block, and for lexing problems', () => {
    const entries = parseSource(`adjacency ${'a: '.repeat(MAX_DIAGNOSTICS + 10)}`, 't.dip').diagnostics;
    expect(entries).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(entries[MAX_DIAGNOSTICS].code).toBe('DIP1105');
    const lexing = parseSource('@ '.repeat(MAX_DIAGNOSTICS + 10), 't.dip').diagnostics;
    expect(lexing).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect([lexing[MAX_DIAGNOSTICS].code, lexing[MAX_DIAGNOSTICS].span?.column]).toEqual(['DIP1105', 2 * MAX_DIAGNOSTICS + 1]);
  });

  it('DIP1106: a name without its quotes, said once (not also as an id with uppercase)', () => {
    expect(problems('province lon coastal en "London" fr Londres centre')).toEqual([
      '1:37-44 DIP1106 a name is written in double quotes, as in fr "Londres"',
    ]);
  });

  it('DIP1350: an alias with capitals, as a rules text writes an abbreviation, may be quoted to keep them', () => {
    expect(problems('province eke land alias EKe at 1 2')).toEqual([
      '1:25-28 DIP1350 the alias \'EKe\' has uppercase letters: quote it to keep them (alias "EKe"), or write it in lowercase (\'eke\')',
    ]);
    expect(problems('change province eke alias nrs PGr')).toEqual([
      '1:31-34 DIP1350 the alias \'PGr\' has uppercase letters: quote it to keep them (alias "PGr"), or write it in lowercase (\'pgr\')',
    ]);
    expect(problems('province eke land alias "EKe" at 1 2')).toEqual([]);
    // Elsewhere an id with capitals is still just an id to write in lowercase.
    expect(problems('province EKe land alias "EKe"').map((p) => p.split(' ')[1])).toEqual(['DIP1004']);
  });

  it('DIP1107: borders that go on past a line break, as when a \':\' is forgotten', () => {
    expect(problems('adjacency\n  mar: pie lyo\n  kie ber mun\n  ber: pru')).toEqual([
      "3:3-6 DIP1107 the borders of mar go on past the end of the line, so kie is read as one of them: if kie starts a new entry, it needs a ':' (kie: ber …)",
    ]);
    expect(problems('adjacency\n  mar: pie lyo spa\n  ber: pru')).toEqual([]);
  });

  it('DIP1108: a misspelt statement word, read as part of the statement before, is pointed at', () => {
    expect(problems('season spring: movement\nsason fall en "Fall": movement')).toEqual([
      "2:1-6 DIP1108 'sason' is read as part of the statement before it: if a new statement starts here, write season",
    ]);
    // The closest statement word; and none for an id inside a line.
    expect(problems('variant v\nplyer p controls a')[0]).toContain('write player');
    expect(problems('province por coastal at 1 x')[0]).toContain('DIP1101');
  });

  it('names the statement word a misspelt first word stands for', () => {
    expect(problems('provnce lon coastal')).toEqual([
      "1:1-8 DIP1100 expected a statement (include, variant, season, power, player, province, adjacency, canal, passage, bridge, railway, gateway, rule, remove, change), found 'provnce' (province misspelt?)",
    ]);
  });

  it('reports every broken clause of one statement, resuming at the next clause', () => {
    expect(problems('province lon coastal en "London" fr Londres centre hom england at 1 2')).toEqual([
      '1:37-44 DIP1106 a name is written in double quotes, as in fr "Londres"',
      "1:52-55 DIP1101 expected a province clause (names, centre, home, except, arsenal, alias, at, label at, coast), found 'hom'",
    ]);
    expect(problems('power e colour red adjective "x" start F lon')).toEqual([
      "1:16-19 DIP1101 expected a colour in quotes after 'colour', as in colour \"#1e3a8a\", found 'red'",
      '1:30-33 DIP1101 expected a name: a language code and a string, as in en "London", found the string "x"',
    ]);
    expect(problems('variant v victory 18 centers2 start 1901 edition current')).toEqual([
      "1:22-30 DIP1101 expected 'centres' or 'units' after the number, found 'centers2'",
      "1:37-41 DIP1101 expected a season id after 'start', as in start spring 1901, found the number 1901",
    ]);
    expect(problems('change province lon at 1 at 2 3 home')).toEqual([
      "1:26-28 DIP1101 expected a second number (y) after 'at' and x, found 'at'",
      "1:37-37 DIP1101 expected a power id after 'home', found the end of the file",
    ]);
  });

  it('leaves broken statements and entries out of the tree, saying what they would have declared', () => {
    const { ast, skipped } = parseSource('province lon coastl\nprovince wal coastal\nvariant v extends "base.dip" victory x\nadjacency\n  wal lon: x\n  wal: lon', 't.dip');
    expect(ast.statements.map((s) => s.kind)).toEqual(['province', 'adjacency']);
    expect(skipped.map((s) => [s.keyword, s.id, s.extends === null || s.extends === 'unreadable' ? s.extends : s.extends.path])).toEqual([
      ['province', 'lon', null],
      ['variant', 'v', 'base.dip'],
      ['adjacency', null, null],
    ]);
  });

  it('counts text before the first statement as a statement left out (its word misspelt, most likely)', () => {
    const { skipped } = parseSource('provnce lon coastal\nprovince wal coastal', 't.dip');
    expect(skipped.map((s) => [s.keyword, s.id])).toEqual([['province', 'lon']]);
  });

  it('leaves out a statement whose text lexing had to drop, though it parses', () => {
    const { ast, skipped, diagnostics } = parseSource('province lon coastal\nadjacency\n  lon: w$al\n  lon: eng', 't.dip');
    expect(diagnostics.map((d) => d.code)).toEqual(['DIP1001']);
    expect(ast.statements.flatMap((s) => (s.kind === 'adjacency' ? s.entries.map((e) => e.to.map((t) => t.province.value).join(' ')) : []))).toEqual(['eng']);
    expect(skipped.map((s) => s.keyword)).toEqual(['adjacency']);
  });
});
