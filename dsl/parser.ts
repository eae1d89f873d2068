/**
 * The grammar of docs/language.md as a Chevrotain parser producing a CST,
 * one statement at a time (`parse.ts` cuts the token stream at statement
 * words, so that a broken statement never hides problems in the next one).
 *
 * Wherever a reader may go wrong, ERR_MSG says what was expected in words;
 * `syntax-errors.ts` adds what was found.
 */
import { CstParser, tokenMatcher, type IParserErrorMessageProvider, type TokenType } from 'chevrotain';
import { checkGrammar } from './grammar-checks.js';
import { isLanguageCode } from './language-code.js';
import * as T from './tokens.js';

const provinceClauseKeywords: readonly TokenType[] = [T.Centre, T.Home, T.Except, T.Arsenal, T.Alias, T.At, T.Label, T.Coast];

export const expectations = {
  variantClause: 'a variant clause (names, start, victory, centres, edition, coordinates, geometry, ownership)',
  powerClause: 'a power clause (names, adjective, colour, start)',
  provinceClause: 'a province clause (names, centre, home, except, arsenal, alias, at, label at, coast)',
} as const;

/** Chevrotain's fallback messages, for the few places without an ERR_MSG: "expected <label>". */
const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected }) => `expected ${expected.LABEL ?? expected.name}`,
  buildNotAllInputParsedMessage: () => 'expected the end of the statement',
  buildNoViableAltMessage: ({ customUserDescription, expectedPathsPerAlt }) =>
    customUserDescription ?? `expected ${firstLabels(expectedPathsPerAlt.flat())}`,
  buildEarlyExitMessage: ({ customUserDescription, expectedIterationPaths }) =>
    customUserDescription ?? `expected ${firstLabels(expectedIterationPaths)}`,
};

function firstLabels(paths: TokenType[][]): string {
  const labels = [...new Set(paths.map((path) => path[0]).filter((t) => t !== undefined).map((t) => t.LABEL ?? t.name))];
  return labels.join(' or ');
}

export class DipParser extends CstParser {
  constructor() {
    super(T.allTokens, {
      recoveryEnabled: false,
      // One token decides every choice, so an error is reported at the clause it belongs to.
      maxLookahead: 1,
      nodeLocationTracking: 'onlyOffset',
      errorMessageProvider: messages,
      skipValidations: !checkGrammar,
    });
    this.performSelfAnalysis();
  }

  /** A name entry starts here: a language code followed by a string. */
  private nameAhead(): boolean {
    const first = this.LA(1);
    return tokenMatcher(first, T.Identifier) && isLanguageCode(first.image) && tokenMatcher(this.LA(2), T.StringLiteral);
  }

  /** A power of an `except` clause starts here, and not the next clause. */
  private exceptAhead(): boolean {
    const first = this.LA(1);
    if (!tokenMatcher(first, T.Identifier)) return false;
    if (provinceClauseKeywords.some((keyword) => tokenMatcher(first, keyword))) return false;
    return !this.nameAhead();
  }

  /** An alias item starts here, and not the next clause. */
  private aliasAhead(): boolean {
    const first = this.LA(1);
    if (tokenMatcher(first, T.StringLiteral)) return true;
    if (!tokenMatcher(first, T.Identifier)) return false;
    if (provinceClauseKeywords.some((keyword) => tokenMatcher(first, keyword))) return false;
    return !this.nameAhead();
  }

  // ---- shared pieces -------------------------------------------------------------

  public readonly nameEntry = this.RULE('nameEntry', () => {
    this.CONSUME(T.Identifier, { LABEL: 'lang' });
    this.CONSUME(T.StringLiteral, { LABEL: 'text' });
  });

  public readonly names = this.RULE('names', () => {
    this.AT_LEAST_ONE({
      GATE: () => this.nameAhead(),
      DEF: () => this.SUBRULE(this.nameEntry),
      ERR_MSG: 'expected a name: a language code and a string, as in en "London"',
    });
  });

  public readonly location = this.RULE('location', () => {
    this.CONSUME(T.Identifier, { LABEL: 'province', ERR_MSG: 'expected a location (a province id, or province/coast)' });
    this.OPTION(() => {
      this.CONSUME(T.Slash);
      this.CONSUME2(T.Identifier, { LABEL: 'coast', ERR_MSG: "expected a coast id after '/'" });
    });
  });

  public readonly point = this.RULE('point', () => {
    this.CONSUME(T.NumberLiteral, { LABEL: 'x', ERR_MSG: "expected two numbers (x y) after 'at'" });
    this.CONSUME2(T.NumberLiteral, { LABEL: 'y', ERR_MSG: "expected a second number (y) after 'at' and x" });
  });

  // ---- include, variant ------------------------------------------------------------

  public readonly includeStmt = this.RULE('includeStmt', () => {
    this.CONSUME(T.Include);
    this.CONSUME(T.StringLiteral, { LABEL: 'path', ERR_MSG: "expected a file path in quotes after 'include'" });
  });

  public readonly variantStmt = this.RULE('variantStmt', () => {
    this.CONSUME(T.Variant);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a variant id after 'variant'" });
    this.OPTION(() => {
      this.CONSUME(T.Extends);
      this.CONSUME(T.StringLiteral, { LABEL: 'extends', ERR_MSG: "expected a file path in quotes after 'extends'" });
    });
    this.MANY(() => this.SUBRULE(this.variantClause));
  });

  public readonly variantClause = this.RULE('variantClause', () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      ERR_MSG: `expected ${expectations.variantClause}`,
      DEF: [
        { ALT: () => this.SUBRULE(this.startClause) },
        { ALT: () => this.SUBRULE(this.victoryClause) },
        { ALT: () => this.SUBRULE(this.centresClause) },
        { ALT: () => this.SUBRULE(this.editionClause) },
        { ALT: () => this.SUBRULE(this.coordinatesClause) },
        { ALT: () => this.SUBRULE(this.geometryClause) },
        { ALT: () => this.SUBRULE(this.ownershipClause) },
        { GATE: () => this.nameAhead(), ALT: () => this.SUBRULE(this.names) },
      ],
    });
  });

  public readonly startClause = this.RULE('startClause', () => {
    this.CONSUME(T.Start);
    this.CONSUME(T.Identifier, { LABEL: 'season', ERR_MSG: "expected a season id after 'start', as in start spring 1901" });
    this.CONSUME(T.NumberLiteral, { LABEL: 'year', ERR_MSG: 'expected a year after the season, as in start spring 1901' });
  });

  public readonly victoryClause = this.RULE('victoryClause', () => {
    this.CONSUME(T.Victory);
    this.OR({
      ERR_MSG: "expected a victory condition after 'victory' (18 centres, 24 units, home-centre)",
      DEF: [
        {
          ALT: () => {
            this.CONSUME(T.NumberLiteral, { LABEL: 'count' });
            this.OR2({
              ERR_MSG: "expected 'centres' or 'units' after the number",
              DEF: [{ ALT: () => this.CONSUME(T.Centres) }, { ALT: () => this.CONSUME(T.Units) }],
            });
          },
        },
        { ALT: () => this.CONSUME(T.HomeCentre) },
      ],
    });
  });

  /** `centres 34`: the number of supply centres, as the designer counts them (checked against the map). */
  public readonly centresClause = this.RULE('centresClause', () => {
    this.CONSUME(T.Centres);
    this.CONSUME(T.NumberLiteral, { LABEL: 'count', ERR_MSG: "expected the number of supply centres after 'centres', as in centres 34" });
  });

  public readonly editionClause = this.RULE('editionClause', () => {
    this.CONSUME(T.Edition);
    this.OR({
      ERR_MSG: "expected an edition after 'edition' (current, 1971)",
      DEF: [
        { ALT: () => this.CONSUME(T.Identifier, { LABEL: 'edition' }) },
        { ALT: () => this.CONSUME(T.NumberLiteral, { LABEL: 'edition' }) },
      ],
    });
  });

  public readonly coordinatesClause = this.RULE('coordinatesClause', () => {
    this.CONSUME(T.Coordinates);
    this.CONSUME(T.Identifier, { LABEL: 'coordinates', ERR_MSG: "expected a coordinate system after 'coordinates' (lonlat, plane)" });
  });

  public readonly geometryClause = this.RULE('geometryClause', () => {
    this.CONSUME(T.Geometry);
    this.OR({
      ERR_MSG: "expected a geometry source after 'geometry' (generated, svg \"FILE\", geojson \"FILE\")",
      DEF: [
        { ALT: () => this.CONSUME(T.Generated) },
        {
          ALT: () => {
            this.CONSUME(T.Svg);
            this.CONSUME(T.StringLiteral, { LABEL: 'file', ERR_MSG: "expected a file path in quotes after 'svg'" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Geojson);
            this.CONSUME2(T.StringLiteral, { LABEL: 'file', ERR_MSG: "expected a file path in quotes after 'geojson'" });
          },
        },
      ],
    });
  });

  public readonly ownershipClause = this.RULE('ownershipClause', () => {
    this.CONSUME(T.Ownership);
    this.CONSUME(T.After, { ERR_MSG: "expected 'after' after 'ownership', as in ownership after fall" });
    this.CONSUME(T.Identifier, { LABEL: 'season', ERR_MSG: "expected a season id after 'ownership after'" });
  });

  /** Clauses from some clause on: where parsing resumes after an error in an earlier clause (parse.ts). */
  public readonly variantClauses = this.RULE('variantClauses', () => this.MANY(() => this.SUBRULE(this.variantClause)));

  // ---- season, power, player -------------------------------------------------------

  public readonly seasonStmt = this.RULE('seasonStmt', () => {
    this.CONSUME(T.Season);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a season id after 'season'" });
    this.OPTION({ GATE: () => this.nameAhead(), DEF: () => this.SUBRULE(this.names) });
    this.CONSUME(T.Colon, { ERR_MSG: "expected ':' and the season's phases, as in season spring: movement retreats" });
    this.AT_LEAST_ONE({
      DEF: () => this.CONSUME2(T.Identifier, { LABEL: 'phase' }),
      ERR_MSG: "expected a phase after ':' (bidding, movement, retreats, adjustments)",
    });
  });

  public readonly powerStmt = this.RULE('powerStmt', () => {
    this.CONSUME(T.Power);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a power id after 'power'" });
    this.MANY(() => this.SUBRULE(this.powerClause));
  });

  public readonly powerClause = this.RULE('powerClause', () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      ERR_MSG: `expected ${expectations.powerClause}`,
      DEF: [
        {
          ALT: () => {
            this.CONSUME(T.Adjective);
            this.SUBRULE(this.names);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Colour);
            this.CONSUME(T.StringLiteral, { LABEL: 'colour', ERR_MSG: "expected a colour in quotes after 'colour', as in colour \"#1e3a8a\"" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Start);
            this.AT_LEAST_ONE_SEP({
              SEP: T.Comma,
              DEF: () => this.SUBRULE(this.unitSpec),
              ERR_MSG: "expected a unit after 'start' (A or F and a location, as in F lon)",
            });
          },
        },
        { GATE: () => this.nameAhead(), ALT: () => this.SUBRULE2(this.names) },
      ],
    });
  });

  public readonly powerClauses = this.RULE('powerClauses', () => this.MANY(() => this.SUBRULE(this.powerClause)));

  public readonly unitSpec = this.RULE('unitSpec', () => {
    this.CONSUME(T.UnitType, { ERR_MSG: 'expected a unit type (A, F, army, fleet)' });
    this.SUBRULE(this.location);
  });

  public readonly playerStmt = this.RULE('playerStmt', () => {
    this.CONSUME(T.Player);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a player id after 'player'" });
    this.OPTION({ GATE: () => this.nameAhead(), DEF: () => this.SUBRULE(this.names) });
    this.CONSUME(T.Controls, { ERR_MSG: "expected 'controls' and the player's powers, as in controls england france" });
    this.AT_LEAST_ONE({
      DEF: () => this.CONSUME2(T.Identifier, { LABEL: 'power' }),
      ERR_MSG: "expected a power id after 'controls'",
    });
  });

  // ---- province ------------------------------------------------------------------

  public readonly provinceStmt = this.RULE('provinceStmt', () => {
    this.CONSUME(T.Province);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a province id after 'province'" });
    this.CONSUME(T.Terrain, {
      ERR_MSG: 'expected a terrain (land, coastal, sea, mixed, impassable) after the province id',
    });
    this.MANY(() => this.SUBRULE(this.provinceClause));
  });

  public readonly provinceClause = this.RULE('provinceClause', () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      ERR_MSG: `expected ${expectations.provinceClause}`,
      DEF: [
        { ALT: () => this.CONSUME(T.Centre) },
        {
          ALT: () => {
            this.CONSUME(T.Home);
            this.CONSUME(T.Identifier, { LABEL: 'power', ERR_MSG: "expected a power id after 'home'" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Except);
            this.AT_LEAST_ONE2({
              GATE: () => this.exceptAhead(),
              ERR_MSG: "expected a power id after 'except' (the powers this centre does not count for)",
              DEF: () => this.CONSUME3(T.Identifier, { LABEL: 'exceptPower' }),
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Arsenal);
            this.CONSUME(T.UnitType, { LABEL: 'arsenalType', ERR_MSG: "expected army or fleet after 'arsenal' (the type of units the centre supplies)" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Alias);
            this.AT_LEAST_ONE({
              GATE: () => this.aliasAhead(),
              ERR_MSG: "expected an alias after 'alias' (an id or a string)",
              DEF: () =>
                this.OR2([
                  { ALT: () => this.CONSUME2(T.Identifier, { LABEL: 'aliasItem' }) },
                  { ALT: () => this.CONSUME(T.StringLiteral, { LABEL: 'aliasItem' }) },
                ]),
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.At);
            this.SUBRULE(this.point);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Label);
            this.CONSUME2(T.At, { ERR_MSG: "expected 'at' and a point after 'label', as in label at 12.5 41.9" });
            this.SUBRULE2(this.point, { LABEL: 'labelPoint' });
          },
        },
        { ALT: () => this.SUBRULE(this.coastDecl) },
        { GATE: () => this.nameAhead(), ALT: () => this.SUBRULE(this.names) },
      ],
    });
  });

  public readonly provinceClauses = this.RULE('provinceClauses', () => this.MANY(() => this.SUBRULE(this.provinceClause)));

  public readonly coastDecl = this.RULE('coastDecl', () => {
    this.CONSUME(T.Coast);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a coast id after 'coast' (nc, sc, ec, wc…)" });
    this.OPTION({ GATE: () => this.nameAhead(), DEF: () => this.SUBRULE(this.names) });
    this.MANY(() => {
      this.CONSUME(T.At);
      this.SUBRULE(this.point);
    });
  });

  // ---- adjacency -----------------------------------------------------------------

  public readonly adjacencyEntry = this.RULE('adjacencyEntry', () => {
    this.SUBRULE(this.location, { LABEL: 'from' });
    this.OPTION(() => this.SUBRULE(this.qualifier));
    this.CONSUME(T.Colon, { ERR_MSG: "expected ':' after the location (or 'by land', 'by sea', 'one-way' and ':')" });
    this.AT_LEAST_ONE({
      DEF: () => this.SUBRULE2(this.location, { LABEL: 'to' }),
      ERR_MSG: "expected a location after ':'",
    });
  });

  public readonly qualifier = this.RULE('qualifier', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.By);
          this.OR2({
            ERR_MSG: "expected 'land' or 'sea' after 'by'",
            DEF: [{ ALT: () => this.CONSUME(T.Land) }, { ALT: () => this.CONSUME(T.Sea) }],
          });
        },
      },
      { ALT: () => this.CONSUME(T.OneWay) },
    ]);
  });

  // ---- features ------------------------------------------------------------------

  public readonly canalStmt = this.RULE('canalStmt', () => {
    this.CONSUME(T.Canal);
    this.throughTwoSeas('canal');
  });

  public readonly gatewayStmt = this.RULE('gatewayStmt', () => {
    this.CONSUME(T.Gateway);
    this.throughTwoSeas('gateway');
  });

  private throughTwoSeas(word: string): void {
    this.CONSUME(T.Identifier, { LABEL: 'province', ERR_MSG: `expected a province id after '${word}'` });
    this.CONSUME(T.Joins, { ERR_MSG: `expected 'joins' and two seas, as in ${word} kie joins hel bal` });
    this.CONSUME2(T.Identifier, { LABEL: 'sea', ERR_MSG: "expected two sea ids after 'joins'" });
    this.CONSUME3(T.Identifier, { LABEL: 'sea', ERR_MSG: "expected a second sea id after 'joins'" });
  }

  public readonly passageStmt = this.RULE('passageStmt', () => {
    this.CONSUME(T.Passage);
    this.twoProvinces('passage');
  });

  public readonly bridgeStmt = this.RULE('bridgeStmt', () => {
    this.CONSUME(T.Bridge);
    this.twoProvinces('bridge');
  });

  private twoProvinces(word: string): void {
    this.CONSUME(T.Identifier, { LABEL: 'province', ERR_MSG: `expected two province ids after '${word}'` });
    this.CONSUME2(T.Identifier, { LABEL: 'province', ERR_MSG: `expected a second province id after '${word}'` });
  }

  public readonly railwayStmt = this.RULE('railwayStmt', () => {
    this.CONSUME(T.Railway);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a railway id after 'railway'" });
    this.OPTION({ GATE: () => this.nameAhead(), DEF: () => this.SUBRULE(this.names) });
    this.CONSUME(T.Owner, { ERR_MSG: "expected 'owner' and a power id, as in owner russia: mos war" });
    this.CONSUME2(T.Identifier, { LABEL: 'owner', ERR_MSG: "expected a power id after 'owner'" });
    this.CONSUME(T.Colon, { ERR_MSG: "expected ':' and the railway's route after the owner" });
    this.AT_LEAST_ONE({
      DEF: () => this.CONSUME3(T.Identifier, { LABEL: 'route' }),
      ERR_MSG: "expected the provinces of the route after ':'",
    });
  });

  // ---- rule, remove, change ------------------------------------------------------

  public readonly ruleStmt = this.RULE('ruleStmt', () => {
    this.CONSUME(T.Rule);
    this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a rule id after 'rule'" });
    this.MANY(() =>
      this.OR([
        { ALT: () => this.CONSUME2(T.Identifier, { LABEL: 'arg' }) },
        { ALT: () => this.CONSUME(T.NumberLiteral, { LABEL: 'arg' }) },
        { ALT: () => this.CONSUME(T.StringLiteral, { LABEL: 'arg' }) },
      ]),
    );
  });

  public readonly removeStmt = this.RULE('removeStmt', () => {
    this.CONSUME(T.Remove);
    this.OR({
      ERR_MSG:
        "expected what to remove after 'remove' (province, power, player, centre, rule, canal, railway, gateway, passage, bridge, adjacency)",
      DEF: [
        {
          ALT: () => {
            this.OR2([
              { ALT: () => this.CONSUME(T.Province, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Power, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Player, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Centre, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Rule, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Canal, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Railway, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Gateway, { LABEL: 'what' }) },
            ]);
            this.AT_LEAST_ONE({
              DEF: () => this.CONSUME(T.Identifier, { LABEL: 'id' }),
              ERR_MSG: 'expected the ids of what to remove',
            });
          },
        },
        {
          ALT: () => {
            this.OR3([
              { ALT: () => this.CONSUME(T.Passage, { LABEL: 'what' }) },
              { ALT: () => this.CONSUME(T.Bridge, { LABEL: 'what' }) },
            ]);
            this.CONSUME2(T.Identifier, { LABEL: 'id', ERR_MSG: 'expected the two provinces it joins' });
            this.CONSUME3(T.Identifier, { LABEL: 'id', ERR_MSG: 'expected the second province it joins' });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Adjacency, { LABEL: 'what' });
            this.SUBRULE(this.adjacencyEntry);
          },
        },
      ],
    });
  });

  public readonly changeStmt = this.RULE('changeStmt', () => {
    this.CONSUME(T.Change);
    this.OR({
      ERR_MSG: "expected what to change after 'change' (province, power, variant)",
      DEF: [
        {
          ALT: () => {
            this.CONSUME(T.Province, { LABEL: 'what' });
            this.CONSUME(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a province id after 'change province'" });
            this.AT_LEAST_ONE({ DEF: () => this.SUBRULE(this.provinceClause), ERR_MSG: `expected ${expectations.provinceClause}` });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Power, { LABEL: 'what' });
            this.CONSUME2(T.Identifier, { LABEL: 'id', ERR_MSG: "expected a power id after 'change power'" });
            this.AT_LEAST_ONE2({ DEF: () => this.SUBRULE(this.powerClause), ERR_MSG: `expected ${expectations.powerClause}` });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Variant, { LABEL: 'what' });
            this.AT_LEAST_ONE3({ DEF: () => this.SUBRULE(this.variantClause), ERR_MSG: `expected ${expectations.variantClause}` });
          },
        },
      ],
    });
  });
}

/** Built once per process (Chevrotain analyses the grammar at construction); holds no state between parses. */
export const parser = new DipParser();
