/**
 * The syntax tree of a `.dip` file: what was written, where it was written.
 * Produced by the parser, consumed by the formatter and the compiler.
 * Every node carries the span of the text it came from, for diagnostics.
 */

export interface Span {
  readonly file: string;
  /** 0-based offsets into the file text, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** 1-based. */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface Ident {
  readonly value: string;
  readonly span: Span;
}

export interface StringLit {
  /** Unescaped value. */
  readonly value: string;
  readonly span: Span;
}

export interface NumberLit {
  readonly value: number;
  /** As written, so the formatter keeps `51.50` as written. */
  readonly raw: string;
  readonly span: Span;
}

/** `en "London"` */
export interface NameEntry {
  readonly lang: Ident;
  readonly text: StringLit;
  readonly span: Span;
}

/** `stp` or `stp/nc` */
export interface LocationRef {
  readonly province: Ident;
  readonly coast: Ident | null;
  readonly span: Span;
}

export interface PointLit {
  readonly x: NumberLit;
  readonly y: NumberLit;
  readonly span: Span;
}

export type UnitTypeName = 'army' | 'fleet';

export interface UnitSpec {
  readonly type: UnitTypeName;
  readonly location: LocationRef;
  readonly span: Span;
}

export interface Comment {
  /** Text after `#`, without the line break. */
  readonly text: string;
  readonly span: Span;
}

// ---- variant ----------------------------------------------------------------

export type VariantClause =
  | { readonly kind: 'names'; readonly names: readonly NameEntry[]; readonly span: Span }
  | { readonly kind: 'start'; readonly season: Ident; readonly year: NumberLit; readonly span: Span }
  | {
      readonly kind: 'victory';
      /** 'centres' and 'units' have a count; 'home-centre' has none. */
      readonly victory: 'centres' | 'units' | 'home-centre';
      readonly count: NumberLit | null;
      readonly span: Span;
    }
  /** `centres 34`: how many supply centres the designer says the map has. */
  | { readonly kind: 'centres'; readonly count: NumberLit; readonly span: Span }
  | { readonly kind: 'edition'; readonly edition: Ident; readonly span: Span }
  | { readonly kind: 'coordinates'; readonly coordinates: Ident; readonly span: Span }
  | {
      readonly kind: 'geometry';
      readonly source: 'generated' | 'svg' | 'geojson';
      readonly file: StringLit | null;
      readonly span: Span;
    }
  | { readonly kind: 'ownership'; readonly season: Ident; readonly span: Span };

export interface VariantStmt {
  readonly kind: 'variant';
  readonly id: Ident;
  readonly extends: StringLit | null;
  readonly clauses: readonly VariantClause[];
  readonly span: Span;
}

// ---- calendar, powers, players ---------------------------------------------------

export interface SeasonStmt {
  readonly kind: 'season';
  readonly id: Ident;
  readonly names: readonly NameEntry[];
  /** Phase kinds as written: bidding, movement, retreats, adjustments. */
  readonly phases: readonly Ident[];
  readonly span: Span;
}

export type PowerClause =
  | { readonly kind: 'names'; readonly names: readonly NameEntry[]; readonly span: Span }
  | { readonly kind: 'adjective'; readonly names: readonly NameEntry[]; readonly span: Span }
  | { readonly kind: 'colour'; readonly colour: StringLit; readonly span: Span }
  | { readonly kind: 'start'; readonly units: readonly UnitSpec[]; readonly span: Span };

export interface PowerStmt {
  readonly kind: 'power';
  readonly id: Ident;
  readonly clauses: readonly PowerClause[];
  readonly span: Span;
}

export interface PlayerStmt {
  readonly kind: 'player';
  readonly id: Ident;
  readonly names: readonly NameEntry[];
  readonly powers: readonly Ident[];
  readonly span: Span;
}

// ---- provinces ------------------------------------------------------------------

export type TerrainName = 'land' | 'coastal' | 'sea' | 'mixed' | 'impassable';

export interface CoastDecl {
  readonly id: Ident;
  readonly names: readonly NameEntry[];
  readonly points: readonly PointLit[];
  readonly span: Span;
}

export type ProvinceClause =
  | { readonly kind: 'names'; readonly names: readonly NameEntry[]; readonly span: Span }
  | { readonly kind: 'centre'; readonly span: Span }
  | { readonly kind: 'home'; readonly power: Ident; readonly span: Span }
  /** `except china`: the supply centre does not count for these powers (Colonial's Hong Kong). */
  | { readonly kind: 'except'; readonly powers: readonly Ident[]; readonly span: Span }
  /** `arsenal army` / `arsenal fleet`: the type of units the supply centre supplies (rule arsenal). */
  | { readonly kind: 'arsenal'; readonly type: { readonly value: 'army' | 'fleet'; readonly span: Span }; readonly span: Span }
  | { readonly kind: 'alias'; readonly aliases: readonly (Ident | StringLit)[]; readonly span: Span }
  | { readonly kind: 'at'; readonly point: PointLit; readonly span: Span }
  /** `label at X Y`: where the board writes the province's name, in map coordinates. */
  | { readonly kind: 'label'; readonly point: PointLit; readonly span: Span }
  | { readonly kind: 'coast'; readonly coast: CoastDecl; readonly span: Span };

export interface ProvinceStmt {
  readonly kind: 'province';
  readonly id: Ident;
  readonly terrain: { readonly value: TerrainName; readonly span: Span };
  readonly clauses: readonly ProvinceClause[];
  readonly span: Span;
}

// ---- adjacency ------------------------------------------------------------------

export type BorderQualifier = 'by land' | 'by sea' | 'one-way';

/** `rom by land: ven apu` */
export interface AdjacencyEntry {
  readonly from: LocationRef;
  readonly qualifier: { readonly value: BorderQualifier; readonly span: Span } | null;
  readonly to: readonly LocationRef[];
  readonly span: Span;
}

export interface AdjacencyStmt {
  readonly kind: 'adjacency';
  readonly entries: readonly AdjacencyEntry[];
  readonly span: Span;
}

// ---- features -------------------------------------------------------------------

export interface CanalStmt {
  readonly kind: 'canal';
  readonly province: Ident;
  readonly seas: readonly [Ident, Ident];
  readonly span: Span;
}

export interface PassageStmt {
  readonly kind: 'passage';
  readonly between: readonly [Ident, Ident];
  readonly span: Span;
}

export interface BridgeStmt {
  readonly kind: 'bridge';
  readonly between: readonly [Ident, Ident];
  readonly span: Span;
}

export interface RailwayStmt {
  readonly kind: 'railway';
  readonly id: Ident;
  readonly names: readonly NameEntry[];
  readonly owner: Ident;
  readonly route: readonly Ident[];
  readonly span: Span;
}

export interface GatewayStmt {
  readonly kind: 'gateway';
  readonly province: Ident;
  readonly seas: readonly [Ident, Ident];
  readonly span: Span;
}

// ---- rules, includes, patches ---------------------------------------------------

export interface RuleStmt {
  readonly kind: 'rule';
  readonly id: Ident;
  readonly args: readonly (Ident | NumberLit | StringLit)[];
  readonly span: Span;
}

export interface IncludeStmt {
  readonly kind: 'include';
  readonly path: StringLit;
  readonly span: Span;
}

export type RemoveTarget =
  | { readonly kind: 'province' | 'power' | 'player' | 'centre' | 'rule' | 'canal' | 'railway' | 'gateway'; readonly ids: readonly Ident[] }
  | { readonly kind: 'passage' | 'bridge'; readonly between: readonly [Ident, Ident] }
  | { readonly kind: 'adjacency'; readonly entry: AdjacencyEntry };

export interface RemoveStmt {
  readonly kind: 'remove';
  readonly target: RemoveTarget;
  readonly span: Span;
}

export type ChangeStmt =
  | { readonly kind: 'change'; readonly target: 'province'; readonly id: Ident; readonly clauses: readonly ProvinceClause[]; readonly span: Span }
  | { readonly kind: 'change'; readonly target: 'power'; readonly id: Ident; readonly clauses: readonly PowerClause[]; readonly span: Span }
  | { readonly kind: 'change'; readonly target: 'variant'; readonly clauses: readonly VariantClause[]; readonly span: Span };

export type Statement =
  | IncludeStmt
  | VariantStmt
  | SeasonStmt
  | PowerStmt
  | PlayerStmt
  | ProvinceStmt
  | AdjacencyStmt
  | CanalStmt
  | PassageStmt
  | BridgeStmt
  | RailwayStmt
  | GatewayStmt
  | RuleStmt
  | RemoveStmt
  | ChangeStmt;

export interface SourceFile {
  readonly file: string;
  readonly text: string;
  readonly statements: readonly Statement[];
  /** Every comment, in order; the formatter re-attaches them. */
  readonly comments: readonly Comment[];
}
