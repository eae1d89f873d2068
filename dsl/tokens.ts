/**
 * The tokens of the dipkit map language (docs/language.md).
 *
 * Statement words are reserved: they always start a statement. Every other
 * keyword is contextual: its token type belongs to the `Identifier` category,
 * so wherever the grammar asks for an id, `sea` or `for` is an id like any other.
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';

// ---- words --------------------------------------------------------------------

/** Any word with an uppercase letter that is not a unit letter: reported, then read lowercased. */
export const UppercaseWord = createToken({ name: 'UppercaseWord', pattern: /[A-Za-z][A-Za-z0-9_-]*/, label: 'a word' });
export const Identifier = createToken({
  name: 'Identifier',
  pattern: /[a-z][a-z0-9_-]*/,
  longer_alt: UppercaseWord,
  label: 'an id',
});

const wordAlternatives = [Identifier, UppercaseWord];

/** Token names are capitalised, so they never clash with the lowercase labels of the grammar. */
const capitalise = (word: string): string => word.replace(/(^|-)([a-z])/g, (_m, _dash: string, letter: string) => letter.toUpperCase());

function reserved(word: string): TokenType {
  return createToken({ name: capitalise(word), pattern: new RegExp(word), longer_alt: wordAlternatives, label: `'${word}'` });
}

function contextual(word: string, pattern: RegExp, label: string, categories: TokenType[] = []): TokenType {
  return createToken({ name: capitalise(word), pattern, longer_alt: wordAlternatives, categories: [Identifier, ...categories], label });
}

export const Include = reserved('include');
export const Variant = reserved('variant');
export const Season = reserved('season');
export const Power = reserved('power');
export const Player = reserved('player');
export const Province = reserved('province');
export const Adjacency = reserved('adjacency');
export const Canal = reserved('canal');
export const Passage = reserved('passage');
export const Bridge = reserved('bridge');
export const Railway = reserved('railway');
export const Gateway = reserved('gateway');
export const Rule = reserved('rule');
export const Remove = reserved('remove');
export const Change = reserved('change');

/** In source order of docs/language.md; each starts a statement. */
export const statementKeywords: readonly TokenType[] = [
  Include, Variant, Season, Power, Player, Province, Adjacency,
  Canal, Passage, Bridge, Railway, Gateway, Rule, Remove, Change,
];
export const statementWords: readonly string[] = statementKeywords.map((t) => t.name.toLowerCase());

// Categories grouping contextual keywords.
export const Terrain = createToken({ name: 'Terrain', pattern: Lexer.NA, label: 'a terrain' });
export const UnitType = createToken({ name: 'UnitType', pattern: Lexer.NA, label: 'a unit type' });

export const Land = contextual('land', /land/, "'land'", [Terrain]);
export const Coastal = contextual('coastal', /coastal/, "'coastal'", [Terrain]);
export const Sea = contextual('sea', /sea/, "'sea'", [Terrain]);
export const Mixed = contextual('mixed', /mixed/, "'mixed'", [Terrain]);
export const Impassable = contextual('impassable', /impassable/, "'impassable'", [Terrain]);

export const Army = contextual('army', /army/, "'army'", [UnitType]);
export const Fleet = contextual('fleet', /fleet/, "'fleet'", [UnitType]);
/** `A` and `F`: the only uppercase words of the language. */
export const UnitLetter = createToken({
  name: 'UnitLetter',
  pattern: /[AF]/,
  longer_alt: UppercaseWord,
  categories: [UnitType],
  label: "'A' or 'F'",
});

export const HomeCentre = contextual('home-centre', /home-cent(?:re|er)/, "'home-centre'");
export const Centres = contextual('centres', /cent(?:res|ers)/, "'centres'");
export const Centre = contextual('centre', /cent(?:re|er)/, "'centre'");
export const Home = contextual('home', /home/, "'home'");
export const Alias = contextual('alias', /alias/, "'alias'");
export const At = contextual('at', /at/, "'at'");
export const Coast = contextual('coast', /coast/, "'coast'");
export const Extends = contextual('extends', /extends/, "'extends'");
export const Start = contextual('start', /start/, "'start'");
export const Victory = contextual('victory', /victory/, "'victory'");
export const Units = contextual('units', /units/, "'units'");
export const Edition = contextual('edition', /edition/, "'edition'");
export const Coordinates = contextual('coordinates', /coordinates/, "'coordinates'");
export const Geometry = contextual('geometry', /geometry/, "'geometry'");
export const Generated = contextual('generated', /generated/, "'generated'");
export const Svg = contextual('svg', /svg/, "'svg'");
export const Geojson = contextual('geojson', /geojson/, "'geojson'");
export const Ownership = contextual('ownership', /ownership/, "'ownership'");
export const After = contextual('after', /after/, "'after'");
export const Adjective = contextual('adjective', /adjective/, "'adjective'");
export const Colour = contextual('colour', /colou?r/, "'colour'");
export const Controls = contextual('controls', /controls/, "'controls'");
export const By = contextual('by', /by/, "'by'");
export const OneWay = contextual('one-way', /one-way/, "'one-way'");
export const Joins = contextual('joins', /joins/, "'joins'");
export const Owner = contextual('owner', /owner/, "'owner'");

const contextualKeywords: TokenType[] = [
  Land, Coastal, Sea, Mixed, Impassable, Army, Fleet,
  HomeCentre, Centres, Centre, Home, Alias, At, Coast, Extends, Start, Victory, Units,
  Edition, Coordinates, Geometry, Generated, Svg, Geojson, Ownership, After, Adjective,
  Colour, Controls, By, OneWay, Joins, Owner,
];

// ---- other tokens --------------------------------------------------------------

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: 'Comment', pattern: /#[^\r\n]*/, group: 'comments' });
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: /"(?:[^"\\\r\n]|\\.)*"/, label: 'a string' });
/** A string missing its closing quote on its line; reported, then read as a string. */
export const UnterminatedString = createToken({ name: 'UnterminatedString', pattern: /"(?:[^"\\\r\n]|\\.)*\\?/, label: 'a string' });
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /-?[0-9]+(?:\.[0-9]+)?/, label: 'a number' });
export const Colon = createToken({ name: 'Colon', pattern: /:/, label: "':'" });
export const Comma = createToken({ name: 'Comma', pattern: /,/, label: "','" });
export const Slash = createToken({ name: 'Slash', pattern: /\//, label: "'/'" });

/** Keywords whose text is a prefix of another keyword come after it: the lexer takes the first match. */
const keywordsLongestFirst = [...statementKeywords, ...contextualKeywords].sort(
  (a, b) => String(b.PATTERN).length - String(a.PATTERN).length,
);

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  UnterminatedString,
  NumberLiteral,
  Colon,
  Comma,
  Slash,
  ...keywordsLongestFirst,
  UnitLetter,
  Identifier,
  UppercaseWord,
  Terrain,
  UnitType,
];
