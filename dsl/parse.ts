/**
 * The front door of the language: text in, syntax tree and diagnostics out.
 *
 * The token stream is cut into statements (and adjacency blocks into entries);
 * each piece is parsed on its own, so every broken statement of a file is
 * reported in one run. A statement with a syntax error is left out of the tree;
 * an adjacency block keeps its good entries, so that one typo in a long table
 * does not make every border of the map go missing for later checks.
 */
import { tokenMatcher, type CstNode, type IToken } from 'chevrotain';
import type { AdjacencyEntry, AdjacencyStmt, SourceFile, Statement } from './ast.js';
import { adjacencyEntry, buildStatement, type BuildContext } from './build-ast.js';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { lex } from './lexer.js';
import { expectations, parser } from './parser.js';
import { spanMaker, tokenEnd, type SpanMaker } from './spans.js';
import { sliceEntries, sliceStatements } from './statement-slices.js';
import { describeToken, syntaxDiagnostic, type SliceContext } from './syntax-errors.js';
import * as T from './tokens.js';

export interface ParseResult {
  readonly ast: SourceFile;
  readonly diagnostics: Diagnostic[];
}

type RuleName =
  | 'includeStmt' | 'variantStmt' | 'seasonStmt' | 'powerStmt' | 'playerStmt' | 'provinceStmt' | 'canalStmt'
  | 'passageStmt' | 'bridgeStmt' | 'railwayStmt' | 'gatewayStmt' | 'ruleStmt' | 'removeStmt' | 'changeStmt' | 'adjacencyEntry';

/** What may follow the last complete part of a statement, for the message about text left over (null: nothing). */
type Continuation = SliceContext['continuation'];
const fixedForm: Continuation = () => null;
const orNew = (what: string): Continuation => () => `${what} or a new statement`;

/** For each statement word: its rule, and what may follow its last complete part. */
const statementRules = new Map<string, { rule: RuleName; continuation: Continuation }>([
  ['include', { rule: 'includeStmt', continuation: fixedForm }],
  ['variant', { rule: 'variantStmt', continuation: orNew(expectations.variantClause) }],
  ['season', { rule: 'seasonStmt', continuation: orNew('a phase (bidding, movement, retreats, adjustments)') }],
  ['power', { rule: 'powerStmt', continuation: powerContinuation }],
  ['player', { rule: 'playerStmt', continuation: orNew('a power id') }],
  ['province', { rule: 'provinceStmt', continuation: orNew(expectations.provinceClause) }],
  ['canal', { rule: 'canalStmt', continuation: fixedForm }],
  ['passage', { rule: 'passageStmt', continuation: fixedForm }],
  ['bridge', { rule: 'bridgeStmt', continuation: fixedForm }],
  ['railway', { rule: 'railwayStmt', continuation: orNew('a province id of the route') }],
  ['gateway', { rule: 'gatewayStmt', continuation: fixedForm }],
  ['rule', { rule: 'ruleStmt', continuation: orNew('a rule argument (an id, a number or a string)') }],
  ['remove', { rule: 'removeStmt', continuation: removeContinuation }],
  ['change', { rule: 'changeStmt', continuation: changeContinuation }],
]);

function powerContinuation(leftOver: IToken, tokens: readonly IToken[]): string {
  // `start F lon F edi`: a unit after a unit means a missing comma.
  const before = tokens[tokens.indexOf(leftOver) - 1];
  const inUnits = tokens.some((t) => t.tokenType === T.Start);
  if (inUnits && tokenMatcher(leftOver, T.UnitType) && before !== undefined && tokenMatcher(before, T.Identifier)) {
    return "',' between units";
  }
  return `${expectations.powerClause} or a new statement`;
}

function removeContinuation(_leftOver: IToken, tokens: readonly IToken[]): string | null {
  const what = tokens[1]?.tokenType;
  if (what === T.Passage || what === T.Bridge) return null;
  if (what === T.Adjacency) return 'a location or a new statement';
  return 'an id or a new statement';
}

function changeContinuation(_leftOver: IToken, tokens: readonly IToken[]): string {
  const what = tokens[1]?.tokenType;
  if (what === T.Power) return `${expectations.powerClause} or a new statement`;
  if (what === T.Variant) return `${expectations.variantClause} or a new statement`;
  return `${expectations.provinceClause} or a new statement`;
}

const statementList = T.statementWords.join(', ');

/** Past this many problems a file is not worth reading further (and reporting each one costs). */
export const MAX_DIAGNOSTICS = 1000;

/** Says whether to stop; reports the stop once, at the token where checking ends. */
type Limit = (at: IToken) => boolean;

export function parseSource(text: string, file: string): ParseResult {
  const spans = spanMaker(file, text);
  try {
    return parseWith(text, file, spans);
  } catch (error) {
    // The parser must never throw at its caller; a bug here still becomes a diagnostic.
    const message = error instanceof Error ? error.message : String(error);
    return {
      ast: { file, text, statements: [], comments: [] },
      diagnostics: [makeDiagnostic('DIP1199', spans.span(0, 0), message)],
    };
  }
}

function parseWith(text: string, file: string, spans: SpanMaker): ParseResult {
  const lexed = lex(text, spans);
  const diagnostics: Diagnostic[] = lexed.diagnostics.slice(0, MAX_DIAGNOSTICS);
  const ctx: BuildContext = { spans, diagnostics };
  const statements: Statement[] = [];
  // A file with this many lexing problems is not text in the language at all: say so, and stop.
  let stopped = lexed.diagnostics.length > MAX_DIAGNOSTICS;
  if (stopped) diagnostics.push(makeDiagnostic('DIP1105', lexed.diagnostics[MAX_DIAGNOSTICS].span, MAX_DIAGNOSTICS));
  const limit: Limit = (at) => {
    if (!stopped && diagnostics.length >= MAX_DIAGNOSTICS) {
      stopped = true;
      diagnostics.push(makeDiagnostic('DIP1105', spans.span(at.startOffset, tokenEnd(at)), MAX_DIAGNOSTICS));
    }
    return stopped;
  };

  const { stray, slices } = sliceStatements(lexed.tokens);
  if (stray.length > 0) {
    const first = stray[0];
    diagnostics.push(makeDiagnostic('DIP1100', spans.span(first.startOffset, tokenEnd(first)), statementList, describeToken(first)));
  }

  for (let k = 0; k < slices.length; k++) {
    const slice = slices[k];
    const next = slices[k + 1]?.tokens[0] ?? null;
    const nextDescription = next === null ? 'the end of the file' : `${describeToken(next)}, which starts a new statement`;
    const keyword = slice.tokens[0];
    if (limit(keyword)) break;
    if (keyword.tokenType === T.Adjacency) {
      const statement = parseAdjacency(slice.tokens, next, nextDescription, ctx, limit);
      if (statement !== null) statements.push(statement);
      continue;
    }
    const entry = statementRules.get(keyword.tokenType.name.toLowerCase());
    if (entry === undefined) throw new Error(`no rule for the statement word '${keyword.image}'`);
    const node = runRule(entry.rule, slice.tokens, {
      spans,
      tokens: slice.tokens,
      next,
      nextDescription,
      continuation: entry.continuation,
      statementWord: keyword.image,
    }, diagnostics);
    if (node !== null) statements.push(buildStatement(ctx, node));
  }

  diagnostics.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
  return { ast: { file, text, statements, comments: lexed.comments }, diagnostics };
}

/** Runs one rule on a slice; on error, reports it and returns null. */
function runRule(rule: RuleName, tokens: IToken[], ctx: SliceContext, diagnostics: Diagnostic[]): CstNode | null {
  // Chevrotain pads and trims the array it is given, so it gets its own copy.
  parser.input = tokens.slice();
  const node = parser[rule]();
  const errors = parser.errors;
  if (errors.length === 0) return node;
  diagnostics.push(syntaxDiagnostic(errors[0], ctx));
  return null;
}

function parseAdjacency(
  tokens: IToken[],
  next: IToken | null,
  nextDescription: string,
  ctx: BuildContext,
  limit: Limit,
): AdjacencyStmt | null {
  const keyword = tokens[0];
  const body = tokens.slice(1);
  const { stray, slices } = sliceEntries(body);
  const spans = ctx.spans;
  if (stray.length > 0 || slices.length === 0) {
    const found = stray[0] ?? next;
    const span =
      found === null
        ? spans.span(tokenEnd(keyword), tokenEnd(keyword))
        : spans.span(found.startOffset, tokenEnd(found));
    const what = stray[0] !== undefined ? describeToken(stray[0]) : nextDescription;
    ctx.diagnostics.push(makeDiagnostic('DIP1101', span, "an adjacency entry: a location and ':', as in lon: wal yor", what));
  }

  const entries: AdjacencyEntry[] = [];
  for (let k = 0; k < slices.length; k++) {
    const slice = slices[k];
    if (limit(slice.tokens[0])) return null;
    const following = slices[k + 1]?.tokens[0] ?? null;
    const node = runRule(
      'adjacencyEntry',
      slice.tokens,
      {
        spans,
        tokens: slice.tokens,
        next: following ?? next,
        nextDescription: following === null ? nextDescription : `the next entry (${describeToken(following)})`,
        continuation: () => "a location, a new entry ('location:') or a new statement",
        statementWord: 'adjacency',
      },
      ctx.diagnostics,
    );
    if (node !== null) entries.push(adjacencyEntry(ctx, node));
  }

  if (entries.length === 0) return null;
  const last = tokens[tokens.length - 1];
  return { kind: 'adjacency', entries, span: spans.span(keyword.startOffset, tokenEnd(last)) };
}
