/**
 * The front door of the language: text in, syntax tree and diagnostics out.
 *
 * The token stream is cut into statements (and adjacency blocks into entries);
 * each piece is parsed on its own, so every broken statement of a file is
 * reported in one run; within a statement made of clauses, parsing resumes at
 * the next clause after an error, so each broken clause is reported too.
 * A statement with a syntax error (or text the lexer had to drop) is left out of
 * the tree and listed in `skipped`, with what it may have declared, so the
 * compiler's checks can run on the rest without blaming its absence on others;
 * an adjacency block keeps its good entries, so that one typo in a long table
 * does not make every border of the map go missing for later checks.
 */
import { tokenMatcher, type CstNode, type IToken } from 'chevrotain';
import type { AdjacencyEntry, AdjacencyStmt, SourceFile, Statement } from './ast.js';
import { adjacencyEntry, buildStatement, type BuildContext } from './build-ast.js';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { lex } from './lexer.js';
import { countTokens } from './token-count.js';
import { expectations, parser } from './parser.js';
import { spanMaker, tokenEnd, type SpanMaker } from './spans.js';
import { sliceEntries, sliceStatements } from './statement-slices.js';
import { entryBreak } from './entry-lines.js';
import { reportBlankNames, reportRepeatedNames } from './repeated-names.js';
import { reportNamesAfterCoastPoints } from './coast-names.js';
import { clauseKind, nextClauseStart, type ClauseKind } from './clause-starts.js';
import { skippedEntry, skippedStatement, type SkippedStatement } from './skipped-statement.js';
import { describeFound, describeToken, misspeltStatementDiagnostic, misspeltStatementWord, syntaxDiagnostic, type SliceContext } from './syntax-errors.js';
import * as T from './tokens.js';

export interface ParseResult {
  readonly ast: SourceFile;
  readonly diagnostics: Diagnostic[];
  /** Statements and adjacency entries left out of `ast` because they are broken, in text order. */
  readonly skipped: SkippedStatement[];
  /** The tokens read (comments included), for a budget over several files; 0 for a file refused as too large. */
  readonly tokens: number;
}

type RuleName =
  | 'variantClauses' | 'powerClauses' | 'provinceClauses'
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

/**
 * The most tokens read for one variant, all its files together: 500 times Standard, and
 * beyond the largest generated maps benchmarked (48,000 provinces: 690,000 tokens). Past
 * it a file is refused before it is lexed, so that no input, however dense, takes more
 * memory than a map of this size: under 700 MB for the whole process, its board included,
 * on the densest forms (bench/large-inputs.ts: 640 MB for a generated map of 68,500
 * provinces with its board; 464 MB for borders to unknown provinces, every one an error,
 * as the compiler keeps only the diagnostics a report shows).
 */
export const MAX_TOKENS = 1_000_000;

/** Says whether to stop; reports the stop once, at the token where checking ends. */
type Limit = (at: IToken) => boolean;

/**
 * `maxTokens`: the most tokens the file may hold (what is left of a variant's budget when
 * other files were read before it); a file holding more is refused whole (DIP1114).
 */
export function parseSource(text: string, file: string, maxTokens = MAX_TOKENS): ParseResult {
  const spans = spanMaker(file, text);
  // A token takes a character at least: only a file longer than the budget needs counting.
  if (text.length > maxTokens && countTokens(text, maxTokens) > maxTokens) {
    const before = maxTokens < MAX_TOKENS ? ', more than is left after the files read before it' : '';
    const count = (n: number) => n.toLocaleString('en-GB');
    return notRead(text, file, spans, makeDiagnostic('DIP1114', spans.span(0, 0), count(maxTokens), before, count(MAX_TOKENS)));
  }
  try {
    return parseWith(text, file, spans);
  } catch (error) {
    // The parser must never throw at its caller; a bug here still becomes a diagnostic.
    const message = error instanceof Error ? error.message : String(error);
    return notRead(text, file, spans, makeDiagnostic('DIP1199', spans.span(0, 0), message));
  }
}

/** A file left unread, for the reason given: no statement, the whole of it skipped, no token counted. */
function notRead(text: string, file: string, spans: SpanMaker, reason: Diagnostic): ParseResult {
  return { ast: { file, text, statements: [], comments: [] }, diagnostics: [reason], skipped: [wholeFile(text, spans)], tokens: 0 };
}

/** Lexing problems that drop or swallow text: a statement holding one is not read as written. */
const damagingCodes = new Set(['DIP1001', 'DIP1002', 'DIP1005']);

/** Stands for the part of a file that was not read at all (after too many problems, or an internal error). */
function wholeFile(text: string, spans: SpanMaker, from = 0): SkippedStatement {
  return { keyword: 'rest of file', id: null, words: [], extends: null, span: spans.span(from, text.length) };
}

interface ParseState {
  readonly ctx: BuildContext;
  readonly source: string;
  readonly skipped: SkippedStatement[];
  readonly limit: Limit;
  /** Whether lexing dropped or swallowed text in [start, end). */
  readonly damaged: (start: number, end: number) => boolean;
}

function parseWith(text: string, file: string, spans: SpanMaker): ParseResult {
  // The first MAX_DIAGNOSTICS problems and the one that stops the parser: no more are read.
  const lexed = lex(text, spans, MAX_DIAGNOSTICS + 1);
  const diagnostics: Diagnostic[] = lexed.diagnostics.slice(0, MAX_DIAGNOSTICS);
  const skipped: SkippedStatement[] = [];
  const statements: Statement[] = [];
  // A file with this many lexing problems is not text in the language at all: say so, and stop.
  let stopped = lexed.diagnostics.length > MAX_DIAGNOSTICS;
  if (stopped) {
    const at = lexed.diagnostics[MAX_DIAGNOSTICS].span;
    diagnostics.push(makeDiagnostic('DIP1105', at, MAX_DIAGNOSTICS));
    skipped.push(wholeFile(text, spans, at?.start ?? 0));
  }
  const limit: Limit = (at) => {
    if (!stopped && diagnostics.length >= MAX_DIAGNOSTICS) {
      stopped = true;
      diagnostics.push(makeDiagnostic('DIP1105', spans.span(at.startOffset, tokenEnd(at)), MAX_DIAGNOSTICS));
      skipped.push(wholeFile(text, spans, at.startOffset));
    }
    return stopped;
  };
  const damage = lexed.diagnostics.filter((d) => damagingCodes.has(d.code) && d.span !== null).map((d) => d.span!.start);
  const state: ParseState = {
    ctx: { spans, diagnostics },
    source: text,
    skipped,
    limit,
    damaged: (start, end) => damage.some((offset) => offset >= start && offset < end),
  };

  const { stray, slices } = sliceStatements(lexed.tokens);
  if (stray.length > 0) {
    const first = stray[0];
    diagnostics.push(makeDiagnostic('DIP1100', spans.span(first.startOffset, tokenEnd(first)), statementList, describeFound(first)));
    // Most likely a statement whose word is misspelt: what it declared is unknown.
    skipped.push(skippedStatement(stray, spans));
  }

  for (let k = 0; k < slices.length; k++) {
    const slice = slices[k];
    const next = slices[k + 1]?.tokens[0] ?? null;
    const end = next?.startOffset ?? text.length;
    const nextDescription = next === null ? 'the end of the file' : `${describeToken(next)}, which starts a new statement`;
    const keyword = slice.tokens[0];
    if (limit(keyword)) break;
    if (keyword.tokenType === T.Adjacency) {
      const statement = parseAdjacency(slice.tokens, next, end, nextDescription, state);
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
      source: text,
    }, diagnostics);
    // `remove adjacency a: b` whose targets go on at its own indentation: a new line, not more targets.
    const broken = node !== null && keyword.tokenType === T.Remove && reportEntryBreak(slice.tokens, state);
    if (node === null || broken || state.damaged(keyword.startOffset, end)) skipped.push(skippedStatement(slice.tokens, spans));
    else {
      const statement = buildStatement(state.ctx, node);
      // A name after a coast's points that repeats a language of the province: said once, as misplaced.
      const misplaced: Diagnostic[] = [];
      const repeated: Diagnostic[] = [];
      reportNamesAfterCoastPoints(statement, misplaced);
      reportRepeatedNames(statement, repeated);
      reportBlankNames(statement, repeated);
      const inMisplaced = (d: Diagnostic) => misplaced.some((m) => d.span !== null && m.span !== null && d.span.start >= m.span.start && d.span.end <= m.span.end);
      diagnostics.push(...misplaced, ...repeated.filter((d) => !inMisplaced(d)));
      statements.push(statement);
    }
  }

  // `fr Londres`: the missing quotes say it all; the uppercase of the word is no second mistake.
  const unquoted = new Set(diagnostics.filter((d) => d.code === 'DIP1106').map((d) => d.span?.start));
  const aliases = unquotedAliasStarts(statements, text);
  const reported = diagnostics
    .filter((d) => d.code !== 'DIP1004' || !unquoted.has(d.span?.start))
    .map((d) => (d.code === 'DIP1004' && d.span !== null && aliases.has(d.span.start) ? aliasCapitals(d, text) : d));
  reported.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
  return { ast: { file, text, statements, comments: lexed.comments }, diagnostics: reported, skipped, tokens: lexed.tokens.length + lexed.comments.length };
}

/**
 * Where the aliases written as ids start (`alias EKe`, not `alias "EKe"`). An alias may
 * keep its capitals, as the rules text writes an abbreviation, by being quoted: DIP1004's
 * advice for ids (write it in lowercase) is not the only way out there.
 */
function unquotedAliasStarts(statements: readonly Statement[], text: string): Set<number> {
  const starts = new Set<number>();
  for (const statement of statements) {
    if (!('clauses' in statement)) continue;
    for (const clause of statement.clauses) {
      if (clause.kind !== 'alias') continue;
      for (const alias of clause.aliases) if (text[alias.span.start] !== '"') starts.add(alias.span.start);
    }
  }
  return starts;
}

function aliasCapitals(d: Diagnostic, text: string): Diagnostic {
  const written = text.slice(d.span!.start, d.span!.end);
  return makeDiagnostic('DIP1350', d.span, written, written.toLowerCase());
}

const clauseRules: Record<ClauseKind, RuleName> = { variant: 'variantClauses', power: 'powerClauses', province: 'provinceClauses' };

/**
 * Runs one rule on a slice; on error, reports it and returns null. In a statement
 * made of clauses, parsing then resumes at the next clause, and so on, so that
 * each broken clause is reported (the statement is still left out).
 */
function runRule(rule: RuleName, tokens: IToken[], ctx: SliceContext, diagnostics: Diagnostic[]): CstNode | null {
  // Chevrotain pads and trims the array it is given, so it gets its own copy.
  parser.input = tokens.slice();
  const node = parser[rule]();
  if (parser.errors.length === 0) return node;
  const misspelt = misspeltStatementDiagnostic(parser.errors[0], ctx);
  // The rest of the slice is another statement: its clauses are not this one's to check.
  if (misspelt !== null) return void diagnostics.push(misspelt), null;
  diagnostics.push(syntaxDiagnostic(parser.errors[0], ctx));

  const kind = clauseKind(tokens);
  if (kind === null) return null;
  // -1: the error is at the end of the statement, nothing is left to resume at.
  let failedAt = tokens.indexOf(parser.errors[0].token);
  let resumedAt = -1;
  while (failedAt >= 0 && diagnostics.length < MAX_DIAGNOSTICS) {
    // Resume at the clause that failed if it is not where the last attempt began, else further on.
    resumedAt = nextClauseStart(tokens, failedAt === resumedAt ? failedAt + 1 : failedAt, kind);
    if (resumedAt < 0) break;
    parser.input = tokens.slice(resumedAt);
    parser[clauseRules[kind]]();
    if (parser.errors.length === 0) break;
    diagnostics.push(syntaxDiagnostic(parser.errors[0], ctx));
    failedAt = tokens.indexOf(parser.errors[0].token);
  }
  return null;
}

function parseAdjacency(
  tokens: IToken[],
  next: IToken | null,
  end: number,
  nextDescription: string,
  state: ParseState,
): AdjacencyStmt | null {
  const { ctx, limit } = state;
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
    if (stray.length > 0) state.skipped.push(skippedEntry(stray, spans));
  }

  const entries: AdjacencyEntry[] = [];
  for (let k = 0; k < slices.length; k++) {
    const slice = slices[k];
    if (limit(slice.tokens[0])) return null;
    const following = slices[k + 1]?.tokens[0] ?? null;
    // A line that starts no deeper than the entry is not more of its targets (DIP1107): the
    // entry ends before it, and the line, a new entry without its ':', is left out.
    const cut = entryBreak(slice.tokens, state.source);
    let entryTokens = slice.tokens;
    if (cut >= 0) {
      reportEntryBreak(slice.tokens, state, cut);
      state.skipped.push(skippedEntry(slice.tokens.slice(cut), spans));
      entryTokens = slice.tokens.slice(0, cut);
      // No target before the line: the entry is the line's as much as its own.
      if (entryTokens[entryTokens.length - 1].tokenType === T.Colon) {
        state.skipped.push(skippedEntry(entryTokens, spans));
        continue;
      }
    }
    const node = runRule(
      'adjacencyEntry',
      entryTokens,
      {
        spans,
        tokens: entryTokens,
        next: cut >= 0 ? slice.tokens[cut] : (following ?? next),
        nextDescription: following === null ? nextDescription : `the next entry (${describeToken(following)})`,
        continuation: () => "a location, a new entry ('location:') or a new statement",
        statementWord: 'adjacency',
        source: state.source,
      },
      ctx.diagnostics,
    );
    if (node === null || state.damaged(slice.tokens[0].startOffset, following?.startOffset ?? end)) {
      state.skipped.push(skippedEntry(entryTokens, spans));
    } else entries.push(adjacencyEntry(ctx, node));
  }

  if (entries.length === 0) return null;
  const last = tokens[tokens.length - 1];
  return { kind: 'adjacency', entries, span: spans.span(keyword.startOffset, tokenEnd(last)) };
}

/**
 * Reports DIP1107 at the target that starts a line no deeper than its entry (`cut`, found
 * when not given); says whether there is one.
 */
function reportEntryBreak(tokens: readonly IToken[], state: ParseState, cut = entryBreak(tokens, state.source)): boolean {
  if (cut < 0) return false;
  const colon = tokens.findIndex((t) => t.tokenType === T.Colon);
  const from = tokens.slice(tokens[0].tokenType === T.Remove ? 2 : 0, colon).filter(T.isWord)[0]?.image ?? tokens[0].image;
  const start = tokens[cut];
  const span = state.ctx.spans.span(start.startOffset, tokenEnd(start));
  // `caal kie joins …` after the last entry: a statement whose word is misspelt, rather than an entry.
  const meant = T.isWord(start) ? misspeltStatementWord(start.image) : null;
  if (meant !== null) return state.ctx.diagnostics.push(makeDiagnostic('DIP1108', span, start.image, meant)), true;
  // The first target it would have, on its own line.
  const line: string[] = [];
  for (let i = cut + 1; i < tokens.length && line.length < 1; i++) {
    if (state.source.slice(tokenEnd(tokens[i - 1]), tokens[i].startOffset).includes('\n')) break;
    if (T.isWord(tokens[i])) line.push(tokens[i].image);
  }
  const entry = `${start.image}: ${line.length === 0 ? '…' : `${line[0]} …`}`;
  state.ctx.diagnostics.push(makeDiagnostic('DIP1107', span, from, start.image, entry));
  return true;
}
