/**
 * The tokens of the dipkit map language (docs/language.md).
 *
 * The lexer reads every word as a `Word`; `classifyWord` then gives it its
 * token type by a table lookup. Statement words are reserved: they always start
 * a statement. Every other keyword is contextual: its token type belongs to the
 * `Identifier` category, so wherever the grammar asks for an id, `sea` or `for`
 * is an id like any other.
 */
import { createToken, Lexer, type IToken, type TokenType } from 'chevrotain';

// ---- words --------------------------------------------------------------------

/** What the lexer reads; never reaches the parser (see classifyWord). */
export const Word = createToken({ name: 'Word', pattern: /[A-Za-z][A-Za-z0-9_-]*/, label: 'a word' });
export const Identifier = createToken({ name: 'Identifier', pattern: Lexer.NA, label: 'an id' });

const keywordTypes = new Map<string, TokenType>();

/** Token names are capitalised, so they never clash with the lowercase labels of the grammar. */
const capitalise = (word: string): string => word.replace(/(^|-)([a-z])/g, (_m, _dash: string, letter: string) => letter.toUpperCase());

function keyword(words: readonly string[], categories: TokenType[]): TokenType {
  const type = createToken({ name: capitalise(words[0]), pattern: Lexer.NA, categories, label: `'${words[0]}'` });
  for (const word of words) keywordTypes.set(word, type);
  return type;
}

const reserved = (word: string): TokenType => keyword([word], []);
const contextual = (words: readonly string[], ...categories: TokenType[]): TokenType => keyword(words, [Identifier, ...categories]);

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

/** In the order of docs/language.md; each starts a statement. */
export const statementKeywords: readonly TokenType[] = [
  Include, Variant, Season, Power, Player, Province, Adjacency,
  Canal, Passage, Bridge, Railway, Gateway, Rule, Remove, Change,
];
export const statementWords: readonly string[] = statementKeywords.map((t) => t.name.toLowerCase());

// Categories grouping contextual keywords.
export const Terrain = createToken({ name: 'Terrain', pattern: Lexer.NA, label: 'a terrain' });
export const UnitType = createToken({ name: 'UnitType', pattern: Lexer.NA, label: 'a unit type' });

export const Land = contextual(['land'], Terrain);
export const Coastal = contextual(['coastal'], Terrain);
export const Sea = contextual(['sea'], Terrain);
export const Mixed = contextual(['mixed'], Terrain);
export const Impassable = contextual(['impassable'], Terrain);

export const Army = contextual(['army'], UnitType);
export const Fleet = contextual(['fleet'], UnitType);
/** `A` and `F`: the only uppercase words of the language. */
export const UnitLetter = createToken({ name: 'UnitLetter', pattern: Lexer.NA, categories: [UnitType], label: "'A' or 'F'" });

// `center`, `centers`, `home-center` and `color` are read as the British spelling.
export const HomeCentre = contextual(['home-centre', 'home-center']);
export const Centres = contextual(['centres', 'centers']);
export const Centre = contextual(['centre', 'center']);
export const Home = contextual(['home']);
export const Alias = contextual(['alias']);
export const Except = contextual(['except']);
export const Arsenal = contextual(['arsenal']);
export const At = contextual(['at']);
export const Label = contextual(['label']);
export const Coast = contextual(['coast']);
export const Extends = contextual(['extends']);
export const Start = contextual(['start']);
export const Victory = contextual(['victory']);
export const Units = contextual(['units']);
export const Edition = contextual(['edition']);
export const Coordinates = contextual(['coordinates']);
export const Geometry = contextual(['geometry']);
export const Generated = contextual(['generated']);
export const Svg = contextual(['svg']);
export const Geojson = contextual(['geojson']);
export const Ownership = contextual(['ownership']);
export const After = contextual(['after']);
export const Adjective = contextual(['adjective']);
export const Colour = contextual(['colour', 'color']);
export const Controls = contextual(['controls']);
export const By = contextual(['by']);
export const OneWay = contextual(['one-way']);
export const Joins = contextual(['joins']);
export const Owner = contextual(['owner']);

/** The token type of a lowercase word, or of `A`/`F`. */
export function classifyWord(word: string): TokenType {
  if (word === 'A' || word === 'F') return UnitLetter;
  return keywordTypes.get(word) ?? Identifier;
}

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

/** What the lexer matches, in order of preference. */
export const lexerTokens: TokenType[] = [WhiteSpace, Comment, StringLiteral, UnterminatedString, NumberLiteral, Colon, Comma, Slash, Word];

/** Every token type, for the parser. */
export const allTokens: TokenType[] = [
  ...lexerTokens,
  Identifier,
  Terrain,
  UnitType,
  UnitLetter,
  ...new Set(keywordTypes.values()),
];

/** Whether a token reads as an id: an identifier, or a contextual keyword (which may be one). */
export function isWord(token: IToken | undefined): boolean {
  return token !== undefined && (token.tokenType === Identifier || (token.tokenType.CATEGORIES ?? []).includes(Identifier));
}
