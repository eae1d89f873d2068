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
    expect(problems('adjacency lon: wal yor ,')).toEqual([
      "1:24-25 DIP1101 expected a location, a new entry ('location:') or a new statement, found ','",
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

  it('DIP1115: commas between the items of a list, with the line written with spaces', () => {
    const note = "commas separate only the units after 'start'";
    expect(problems('adjacency\n  lon: wal, yor,edi\n  wal: lon')).toEqual([
      `2:11-12 DIP1115 ',' between the items of a list: they are separated by spaces (as in lon: wal yor edi); ${note}`,
    ]);
    expect(problems('player p1 controls red, blue')).toEqual([
      `1:23-24 DIP1115 ',' between the items of a list: they are separated by spaces (as in player p1 controls red blue); ${note}`,
    ]);
    // A name's comma is in its string; the example stops at the line's end and at 60 characters.
    expect(problems(`province bur land en "Dijon, Burgundy"\n  alias burg, bourg ${'b'.repeat(80)}\n  at 1 2`)).toEqual([
      `2:13-14 DIP1115 ',' between the items of a list: they are separated by spaces (as in alias burg bourg ${'b'.repeat(42)}…); ${note}`,
    ]);
    // A lone \r ends a line too.
    expect(problems('province bur land\r  alias burg, bourg\r  at 1 2')).toEqual([
      `2:13-14 DIP1115 ',' between the items of a list: they are separated by spaces (as in alias burg bourg); ${note}`,
    ]);
    // Commas do separate start units; a comma after a unit left unfinished is another mistake.
    expect(problems('power red start A par, F bre')).toEqual([]);
    expect(problems('power red start A, A par').map((p) => p.split(' ')[1])).not.toContain('DIP1115');
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

  it('DIP1107: borders that go on at their entry\'s indentation, as when a \':\' is forgotten, are an error, and the line is left out', () => {
    // It used to be a warning: `check` said "0 errors" for a map whose borders had silently changed.
    expect(problems('adjacency\n  mar: pie lyo\n  kie ber mun\n  ber: pru')).toEqual([
      "3:3-6 DIP1107 kie starts a line no deeper than the entry of mar, so it cannot be more of its borders: if a new entry starts here, it needs a ':' (kie: ber …); to go on with the borders of mar, indent the line further",
    ]);
    const { ast, skipped } = parseSource('adjacency\n  mar: pie lyo\n  kie ber mun\n  ber: pru', 't.dip');
    const entries = ast.statements.flatMap((s) => (s.kind === 'adjacency' ? s.entries : []));
    expect(entries.map((e) => `${e.from.province.value}: ${e.to.map((t) => t.province.value).join(' ')}`)).toEqual(['mar: pie lyo', 'ber: pru']);
    expect(skipped.map((s) => s.words)).toEqual([['kie', 'ber', 'mun']]);
    // A tab counts to the next multiple of 8 columns: deeper than two spaces, not than a tab.
    expect(problems('adjacency\n  a: b\n\tc')).toEqual([]);
    expect(problems('adjacency\n\ta: b\n\tc')[0]).toContain('DIP1107 c starts');
    // Less indented than the entry, or on the line after the heading's own entry: the same.
    expect(problems('adjacency\n    a: b\n  c\n')[0]).toContain('DIP1107 c starts a line no deeper than the entry of a');
    expect(problems('adjacency a: b\nc: d')).toEqual([]);
    expect(problems('adjacency a: b\nc d')[0]).toContain('DIP1107 c starts');
    // With no target before the line, the entry is left out with it, and reported once.
    expect(problems('adjacency\n  a:\n  b c')).toEqual([
      "3:3-4 DIP1107 b starts a line no deeper than the entry of a, so it cannot be more of its borders: if a new entry starts here, it needs a ':' (b: c …); to go on with the borders of a, indent the line further",
    ]);
    // `remove adjacency`: the line of the statement is the entry's.
    expect(problems('remove adjacency a: b\nc')[0]).toContain('DIP1107 c starts a line no deeper than the entry of a');
    expect(parseSource('remove adjacency a: b\nc', 't.dip').ast.statements).toEqual([]);
  });

  it('DIP1107: borders may go on over lines indented further than their entry', () => {
    expect(problems('adjacency\n  mar: pie lyo spa\n  ber: pru')).toEqual([]);
    const text = 'adjacency\n  mar: pie\n    lyo # more\n    # a comment line\n\tspa\n  ber: pru\nremove adjacency a: b\n  c';
    const { ast, diagnostics } = parseSource(text, 't.dip');
    expect(diagnostics).toEqual([]);
    const [adjacency, remove] = ast.statements;
    expect(adjacency.kind === 'adjacency' && adjacency.entries.map((e) => e.to.map((t) => t.province.value))).toEqual([['pie', 'lyo', 'spa'], ['pru']]);
    expect(remove.kind === 'remove' && remove.target.kind === 'adjacency' && remove.target.entry.to.map((t) => t.province.value)).toEqual(['b', 'c']);
  });

  it('DIP1108: a misspelt statement word after the last border entry is named, not taken for an entry', () => {
    expect(problems('adjacency\n  aeg: ion\ncaal kie joins hel bal')).toEqual([
      "3:1-5 DIP1108 'caal' is read as part of the statement before it: if a new statement starts here, write canal",
    ]);
  });

  it('DIP1109: a border entry without its adjacency heading says so', () => {
    expect(problems('province ocn sea at 1 2\n\n  fjo: hig por wse ocn\n  hig: por mar')).toEqual([
      "3:3-6 DIP1109 'fjo:' looks like a border entry, but it is not under an 'adjacency' heading, so it is read as part of the province statement before it: write 'adjacency' on a line of its own above the entries",
    ]);
    // Wherever the entry's location is read as more of a list: its ':' is what fails.
    expect(problems('season s: movement\nstp/nc by sea: bar')[0]).toContain("2:1-4 DIP1109 'stp/nc by sea:' looks like a border entry");
    expect(problems('rule r a b\nrom one-way: ven')[0]).toContain("DIP1109 'rom one-way:'");
    expect(problems('power p start A lon\nlon: wal')[0]).toContain("DIP1109 'lon:'");
    // Not at the start of a line: some other mistake.
    expect(problems('province a land centre b fjo: x')[0]).toContain('DIP1101');
  });

  it('DIP1111: names after the points of a coast, the province\'s though most likely meant for the coast, are an error', () => {
    // `en "Isthmus east"` went to the province, silently; said once, not also as a name given twice.
    expect(problems('province ist coastal en "Isthmus" at 50 50\n  coast ec at 56 50 at 57 55 en "Isthmus east" at 51 40')).toEqual([
      '2:30-47 DIP1111 names after the points of coast ec are read as the names of ist, not of the coast: write the names of a coast right after its id (coast ec en "…" at …), and those of the province before its first coast',
    ]);
    // Meant for the province, on a line of their own after the coasts: the same, they belong before the first coast.
    expect(problems('province ist coastal centre at 50 50\n  coast ec at 56 50\n  en "Isthmus" fr "Isthme"')[0]).toContain('3:3-27 DIP1111');
    expect(problems('change province ist coast ec at 1 2 en "E"')[0]).toContain('DIP1111');
    // Right after the id, or after a clause that ends the coast, names are where they belong.
    expect(problems('province ist coastal at 50 50 coast ec en "East" at 56 50 coast wc at 44 50 centre en "Isthmus"')).toEqual([]);
    expect(problems('province ist coastal coast ec coast wc en "West"')).toEqual([]);
  });

  it('DIP1110: a name given twice in one language, at the second, with the first beside it', () => {
    const { diagnostics } = parseSource('province val land en "Valley" fr "Vallée" en "Dale" at 65 10', 't.dip');
    expect(diagnostics.map((d) => `${d.span?.column}-${d.span?.endColumn} ${d.code} ${d.message}`)).toEqual([
      '43-52 DIP1110 province val is given a name in en twice, "Valley" and then "Dale": the second would replace the first; keep one',
    ]);
    expect(diagnostics[0].related?.map((r) => `${r.span.column}-${r.span.endColumn} ${r.message}`)).toEqual(['19-30 the first en name of province val']);
    // Across clauses, for coasts, adjectives, seasons, players, railways, the variant, a change.
    const codes = (text: string) => problems(text).map((p) => p.split(' ').slice(1, 4).join(' '));
    expect(codes('province i coastal en "I" centre en "J"')).toEqual(['DIP1110 province i']);
    expect(codes('province i coastal coast ec en "E" fr "G" en "F" at 1 2 coast wc en "W"')).toEqual(['DIP1110 coast ec']);
    expect(codes('power p en "P" adjective en "a" en "b"')).toEqual(['DIP1110 the adjective']);
    expect(codes('season s en "S" en "T": movement')).toEqual(['DIP1110 season s']);
    expect(codes('player w en "W" en "X" controls a')).toEqual(['DIP1110 player w']);
    expect(codes('railway r en "R" en "S" owner p: a b')).toEqual(['DIP1110 railway r']);
    expect(codes('variant v en "V" start spring 1901 en "W"')).toEqual(['DIP1110 variant v']);
    expect(codes('change province i en "I" en "J"')).toEqual(['DIP1110 province i']);
    // One name per language for each thing: a province and its coast, a power and its adjective, apart.
    expect(problems('province i coastal en "I" coast ec en "I east" at 1 2 coast wc en "I west"')).toEqual([]);
    expect(problems('power p en "P" adjective en "p"')).toEqual([]);
    expect(problems('province i coastal en "I" fr "I" pt-br "I"')).toEqual([]);
  });

  it('DIP1108: a misspelt statement word, read as part of the statement before, is pointed at', () => {
    expect(problems('season spring: movement\nsason fall en "Fall": movement')).toEqual([
      "2:1-6 DIP1108 'sason' is read as part of the statement before it: if a new statement starts here, write season",
    ]);
    // The closest statement word; and none for an id inside a line.
    expect(problems('variant v\nplyer p controls a')[0]).toContain('write player');
    expect(problems('province por coastal at 1 x')[0]).toContain('DIP1101');
  });

  it('names the word a misspelt word stands for among those a message offers, not among words it only names', () => {
    expect(problems('province lon lnd')).toEqual([
      "1:14-17 DIP1101 expected a terrain (land, coastal, sea, mixed, impassable) after the province id, found 'lnd' (land misspelt?)",
    ]);
    expect(problems('province lon impasable')[0]).toContain("found 'impasable' (impassable misspelt?)");
    // "(y)" names what is missing, and offers nothing; a word near none offered gets no guess.
    expect(problems('province lon coastal at 1 x')[0]).toMatch(/found 'x'$/);
    expect(problems('province lon ocean')[0]).toMatch(/found 'ocean'$/);
  });

  it('names the statement word a misspelt first word stands for', () => {
    expect(problems('provnce lon coastal')).toEqual([
      "1:1-8 DIP1100 expected a statement (include, variant, season, power, player, province, adjacency, canal, passage, bridge, railway, gateway, rule, remove, change), found 'provnce' (province misspelt?)",
    ]);
  });

  it('reports every broken clause of one statement, resuming at the next clause', () => {
    expect(problems('province lon coastal en "London" fr Londres centre hom england at 1 2')).toEqual([
      '1:37-44 DIP1106 a name is written in double quotes, as in fr "Londres"',
      "1:52-55 DIP1101 expected a province clause (names, centre, home, except, arsenal, alias, at, label at, coast), found 'hom' (home misspelt?)",
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
