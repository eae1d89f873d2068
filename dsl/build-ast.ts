/**
 * From the parser's CST of one statement to the syntax tree of `ast.ts`.
 * Only called on statements that parsed without error, so every part the
 * grammar requires is present.
 */
import type { CstNode, IToken } from 'chevrotain';
import type * as A from './ast.js';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { unescapeString } from './lexer.js';
import { tokenEnd, type SpanMaker } from './spans.js';
import * as T from './tokens.js';

export interface BuildContext {
  readonly spans: SpanMaker;
  /** Warnings found while building (spaces around '/'). */
  readonly diagnostics: Diagnostic[];
}

// ---- reading the CST ------------------------------------------------------------

/** Shared, so that looking up an absent child allocates nothing. */
const none: readonly never[] = Object.freeze([]);

function tokens(node: CstNode, key: string): readonly IToken[] {
  return (node.children[key] ?? none) as IToken[];
}

function token(node: CstNode, key: string, index = 0): IToken {
  const found = tokens(node, key)[index];
  if (found === undefined) throw new Error(`CST node '${node.name}' has no token '${key}'`);
  return found;
}

function maybeToken(node: CstNode, key: string): IToken | undefined {
  return tokens(node, key)[0];
}

function nodes(node: CstNode, key: string): readonly CstNode[] {
  return (node.children[key] ?? none) as CstNode[];
}

function child(node: CstNode, key: string): CstNode {
  const found = nodes(node, key)[0];
  if (found === undefined) throw new Error(`CST node '${node.name}' has no child '${key}'`);
  return found;
}

function maybeChild(node: CstNode, key: string): CstNode | undefined {
  return nodes(node, key)[0];
}

/** All tokens of the given keys, in text order (children are grouped by key, not ordered). */
function tokensInOrder(node: CstNode, keys: readonly string[]): IToken[] {
  return keys.flatMap((key) => tokens(node, key)).sort((a, b) => a.startOffset - b.startOffset);
}

// ---- leaves -------------------------------------------------------------------

function tokenSpan(ctx: BuildContext, t: IToken): A.Span {
  return ctx.spans.span(t.startOffset, tokenEnd(t));
}

function nodeSpan(ctx: BuildContext, node: CstNode): A.Span {
  const location = node.location;
  if (location === undefined || Number.isNaN(location.endOffset ?? NaN)) throw new Error(`CST node '${node.name}' has no location`);
  return ctx.spans.span(location.startOffset, (location.endOffset as number) + 1);
}

function ident(ctx: BuildContext, t: IToken): A.Ident {
  return { value: t.image, span: tokenSpan(ctx, t) };
}

function string(ctx: BuildContext, t: IToken): A.StringLit {
  return { value: unescapeString(t.image), span: tokenSpan(ctx, t) };
}

function number(ctx: BuildContext, t: IToken): A.NumberLit {
  return { value: Number(t.image), raw: t.image, span: tokenSpan(ctx, t) };
}

function nameEntries(ctx: BuildContext, node: CstNode | undefined): A.NameEntry[] {
  if (node === undefined) return [];
  return nodes(node, 'nameEntry').map((entry) => ({
    lang: ident(ctx, token(entry, 'lang')),
    text: string(ctx, token(entry, 'text')),
    span: nodeSpan(ctx, entry),
  }));
}

function location(ctx: BuildContext, node: CstNode): A.LocationRef {
  const province = token(node, 'province');
  const coast = maybeToken(node, 'coast');
  const id = ident(ctx, province);
  // Without a coast the location is its province's id: one span serves both (a map's borders are most of its spans).
  const span = coast === undefined ? id.span : nodeSpan(ctx, node);
  if (coast !== undefined) {
    const slash = token(node, 'Slash');
    if (slash.startOffset !== tokenEnd(province) || coast.startOffset !== tokenEnd(slash)) {
      const written = `${province.image} / ${coast.image}`;
      ctx.diagnostics.push(makeDiagnostic('DIP1103', span, written, `${province.image}/${coast.image}`));
    }
  }
  return { province: id, coast: coast === undefined ? null : ident(ctx, coast), span };
}

function point(ctx: BuildContext, node: CstNode): A.PointLit {
  return { x: number(ctx, token(node, 'x')), y: number(ctx, token(node, 'y')), span: nodeSpan(ctx, node) };
}

/** An id, or a string: what a token is decides, not where it stands. */
function identOrString(ctx: BuildContext, t: IToken): A.Ident | A.StringLit {
  return t.tokenType === T.StringLiteral ? string(ctx, t) : ident(ctx, t);
}

// ---- variant ------------------------------------------------------------------

function variantClause(ctx: BuildContext, node: CstNode): A.VariantClause {
  const span = nodeSpan(ctx, node);
  const names = maybeChild(node, 'names');
  if (names !== undefined) return { kind: 'names', names: nameEntries(ctx, names), span };
  const start = maybeChild(node, 'startClause');
  if (start !== undefined) {
    return { kind: 'start', season: ident(ctx, token(start, 'season')), year: number(ctx, token(start, 'year')), span };
  }
  const victory = maybeChild(node, 'victoryClause');
  if (victory !== undefined) {
    const count = maybeToken(victory, 'count');
    if (count === undefined) return { kind: 'victory', victory: 'home-centre', count: null, span };
    const kind = maybeToken(victory, T.Units.name) !== undefined ? 'units' : 'centres';
    return { kind: 'victory', victory: kind, count: number(ctx, count), span };
  }
  const centres = maybeChild(node, 'centresClause');
  if (centres !== undefined) return { kind: 'centres', count: number(ctx, token(centres, 'count')), span };
  const edition = maybeChild(node, 'editionClause');
  if (edition !== undefined) return { kind: 'edition', edition: ident(ctx, token(edition, 'edition')), span };
  const coordinates = maybeChild(node, 'coordinatesClause');
  if (coordinates !== undefined) {
    return { kind: 'coordinates', coordinates: ident(ctx, token(coordinates, 'coordinates')), span };
  }
  const geometry = maybeChild(node, 'geometryClause');
  if (geometry !== undefined) {
    const file = maybeToken(geometry, 'file');
    const source = maybeToken(geometry, T.Svg.name) ? 'svg' : maybeToken(geometry, T.Geojson.name) ? 'geojson' : 'generated';
    return { kind: 'geometry', source, file: file === undefined ? null : string(ctx, file), span };
  }
  const ownership = child(node, 'ownershipClause');
  return { kind: 'ownership', season: ident(ctx, token(ownership, 'season')), span };
}

function variantStmt(ctx: BuildContext, node: CstNode): A.VariantStmt {
  const extendsFile = maybeToken(node, 'extends');
  return {
    kind: 'variant',
    id: ident(ctx, token(node, 'id')),
    extends: extendsFile === undefined ? null : string(ctx, extendsFile),
    clauses: nodes(node, 'variantClause').map((clause) => variantClause(ctx, clause)),
    span: nodeSpan(ctx, node),
  };
}

// ---- season, power, player ------------------------------------------------------

function seasonStmt(ctx: BuildContext, node: CstNode): A.SeasonStmt {
  return {
    kind: 'season',
    id: ident(ctx, token(node, 'id')),
    names: nameEntries(ctx, maybeChild(node, 'names')),
    phases: tokens(node, 'phase').map((t) => ident(ctx, t)),
    span: nodeSpan(ctx, node),
  };
}

function unitSpec(ctx: BuildContext, node: CstNode): A.UnitSpec {
  const type = token(node, T.UnitType.name);
  return {
    type: type.image === 'A' || type.image === 'army' ? 'army' : 'fleet',
    location: location(ctx, child(node, 'location')),
    span: nodeSpan(ctx, node),
  };
}

function powerClause(ctx: BuildContext, node: CstNode): A.PowerClause {
  const span = nodeSpan(ctx, node);
  if (maybeToken(node, T.Adjective.name) !== undefined) {
    return { kind: 'adjective', names: nameEntries(ctx, child(node, 'names')), span };
  }
  const colour = maybeToken(node, 'colour');
  if (colour !== undefined) return { kind: 'colour', colour: string(ctx, colour), span };
  if (maybeToken(node, T.Start.name) !== undefined) {
    return { kind: 'start', units: nodes(node, 'unitSpec').map((unit) => unitSpec(ctx, unit)), span };
  }
  return { kind: 'names', names: nameEntries(ctx, child(node, 'names')), span };
}

function powerStmt(ctx: BuildContext, node: CstNode): A.PowerStmt {
  return {
    kind: 'power',
    id: ident(ctx, token(node, 'id')),
    clauses: nodes(node, 'powerClause').map((clause) => powerClause(ctx, clause)),
    span: nodeSpan(ctx, node),
  };
}

function playerStmt(ctx: BuildContext, node: CstNode): A.PlayerStmt {
  return {
    kind: 'player',
    id: ident(ctx, token(node, 'id')),
    names: nameEntries(ctx, maybeChild(node, 'names')),
    powers: tokens(node, 'power').map((t) => ident(ctx, t)),
    span: nodeSpan(ctx, node),
  };
}

// ---- province -----------------------------------------------------------------

function coastDecl(ctx: BuildContext, node: CstNode): A.CoastDecl {
  return {
    id: ident(ctx, token(node, 'id')),
    names: nameEntries(ctx, maybeChild(node, 'names')),
    points: nodes(node, 'point').map((p) => point(ctx, p)),
    span: nodeSpan(ctx, node),
  };
}

function provinceClause(ctx: BuildContext, node: CstNode): A.ProvinceClause {
  const span = nodeSpan(ctx, node);
  if (maybeToken(node, T.Centre.name) !== undefined) return { kind: 'centre', span };
  const home = maybeToken(node, 'power');
  if (home !== undefined) return { kind: 'home', power: ident(ctx, home), span };
  if (maybeToken(node, T.Except.name) !== undefined) return { kind: 'except', powers: tokens(node, 'exceptPower').map((t) => ident(ctx, t)), span };
  const arsenal = maybeToken(node, 'arsenalType');
  if (arsenal !== undefined) {
    const value = arsenal.image === 'A' || arsenal.image === 'army' ? 'army' : 'fleet';
    return { kind: 'arsenal', type: { value, span: tokenSpan(ctx, arsenal) }, span };
  }
  if (maybeToken(node, T.Alias.name) !== undefined) {
    return { kind: 'alias', aliases: tokensInOrder(node, ['aliasItem']).map((t) => identOrString(ctx, t)), span };
  }
  const labelPoint = maybeChild(node, 'labelPoint');
  if (labelPoint !== undefined) return { kind: 'label', point: point(ctx, labelPoint), span };
  const at = maybeChild(node, 'point');
  if (at !== undefined) return { kind: 'at', point: point(ctx, at), span };
  const coast = maybeChild(node, 'coastDecl');
  if (coast !== undefined) return { kind: 'coast', coast: coastDecl(ctx, coast), span };
  return { kind: 'names', names: nameEntries(ctx, child(node, 'names')), span };
}

function provinceStmt(ctx: BuildContext, node: CstNode): A.ProvinceStmt {
  const terrain = token(node, T.Terrain.name);
  return {
    kind: 'province',
    id: ident(ctx, token(node, 'id')),
    terrain: { value: terrain.image as A.TerrainName, span: tokenSpan(ctx, terrain) },
    clauses: nodes(node, 'provinceClause').map((clause) => provinceClause(ctx, clause)),
    span: nodeSpan(ctx, node),
  };
}

// ---- adjacency ------------------------------------------------------------------

export function adjacencyEntry(ctx: BuildContext, node: CstNode): A.AdjacencyEntry {
  const qualifier = maybeChild(node, 'qualifier');
  let value: A.BorderQualifier | null = null;
  if (qualifier !== undefined) {
    value = maybeToken(qualifier, T.OneWay.name) ? 'one-way' : maybeToken(qualifier, T.Land.name) ? 'by land' : 'by sea';
  }
  const from = location(ctx, child(node, 'from'));
  const to = nodes(node, 'to').map((target) => location(ctx, target));
  return {
    from,
    qualifier: qualifier === undefined || value === null ? null : { value, span: nodeSpan(ctx, qualifier) },
    to,
    span: nodeSpan(ctx, node),
  };
}

// ---- features -------------------------------------------------------------------

function pair(ctx: BuildContext, found: readonly IToken[]): readonly [A.Ident, A.Ident] {
  return [ident(ctx, found[0]), ident(ctx, found[1])];
}

function canalOrGateway<K extends 'canal' | 'gateway'>(ctx: BuildContext, node: CstNode, kind: K) {
  return { kind, province: ident(ctx, token(node, 'province')), seas: pair(ctx, tokens(node, 'sea')), span: nodeSpan(ctx, node) };
}

function passageOrBridge<K extends 'passage' | 'bridge'>(ctx: BuildContext, node: CstNode, kind: K) {
  return { kind, between: pair(ctx, tokens(node, 'province')), span: nodeSpan(ctx, node) };
}

function railwayStmt(ctx: BuildContext, node: CstNode): A.RailwayStmt {
  return {
    kind: 'railway',
    id: ident(ctx, token(node, 'id')),
    names: nameEntries(ctx, maybeChild(node, 'names')),
    owner: ident(ctx, token(node, 'owner')),
    route: tokens(node, 'route').map((t) => ident(ctx, t)),
    span: nodeSpan(ctx, node),
  };
}

// ---- rule, include, remove, change ------------------------------------------------

function ruleStmt(ctx: BuildContext, node: CstNode): A.RuleStmt {
  return {
    kind: 'rule',
    id: ident(ctx, token(node, 'id')),
    args: tokens(node, 'arg')
      .slice()
      .sort((a, b) => a.startOffset - b.startOffset)
      .map((t) => (t.tokenType === T.NumberLiteral ? number(ctx, t) : identOrString(ctx, t))),
    span: nodeSpan(ctx, node),
  };
}

function removeStmt(ctx: BuildContext, node: CstNode): A.RemoveStmt {
  const span = nodeSpan(ctx, node);
  const what = token(node, 'what');
  const ids = tokens(node, 'id');
  switch (what.tokenType) {
    case T.Passage:
    case T.Bridge:
      return { kind: 'remove', target: { kind: what.tokenType === T.Passage ? 'passage' : 'bridge', between: pair(ctx, ids) }, span };
    case T.Adjacency:
      return { kind: 'remove', target: { kind: 'adjacency', entry: adjacencyEntry(ctx, child(node, 'adjacencyEntry')) }, span };
    default: {
      const kind = what.tokenType === T.Centre ? 'centre' : (what.image as 'province' | 'power' | 'player' | 'rule' | 'canal' | 'railway' | 'gateway');
      return { kind: 'remove', target: { kind, ids: ids.map((t) => ident(ctx, t)) }, span };
    }
  }
}

function changeStmt(ctx: BuildContext, node: CstNode): A.ChangeStmt {
  const span = nodeSpan(ctx, node);
  const what = token(node, 'what');
  if (what.tokenType === T.Province) {
    const clauses = nodes(node, 'provinceClause').map((clause) => provinceClause(ctx, clause));
    return { kind: 'change', target: 'province', id: ident(ctx, token(node, 'id')), clauses, span };
  }
  if (what.tokenType === T.Power) {
    const clauses = nodes(node, 'powerClause').map((clause) => powerClause(ctx, clause));
    return { kind: 'change', target: 'power', id: ident(ctx, token(node, 'id')), clauses, span };
  }
  return { kind: 'change', target: 'variant', clauses: nodes(node, 'variantClause').map((clause) => variantClause(ctx, clause)), span };
}

/** Builds the statement a statement rule's CST stands for (adjacency is built from its entries). */
export function buildStatement(ctx: BuildContext, node: CstNode): Exclude<A.Statement, A.AdjacencyStmt> {
  switch (node.name) {
    case 'includeStmt':
      return { kind: 'include', path: string(ctx, token(node, 'path')), span: nodeSpan(ctx, node) };
    case 'variantStmt':
      return variantStmt(ctx, node);
    case 'seasonStmt':
      return seasonStmt(ctx, node);
    case 'powerStmt':
      return powerStmt(ctx, node);
    case 'playerStmt':
      return playerStmt(ctx, node);
    case 'provinceStmt':
      return provinceStmt(ctx, node);
    case 'canalStmt':
      return canalOrGateway(ctx, node, 'canal');
    case 'gatewayStmt':
      return canalOrGateway(ctx, node, 'gateway');
    case 'passageStmt':
      return passageOrBridge(ctx, node, 'passage');
    case 'bridgeStmt':
      return passageOrBridge(ctx, node, 'bridge');
    case 'railwayStmt':
      return railwayStmt(ctx, node);
    case 'ruleStmt':
      return ruleStmt(ctx, node);
    case 'removeStmt':
      return removeStmt(ctx, node);
    case 'changeStmt':
      return changeStmt(ctx, node);
    default:
      throw new Error(`no syntax tree for the CST rule '${node.name}'`);
  }
}

