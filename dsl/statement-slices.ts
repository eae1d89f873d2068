/**
 * Where statements and adjacency entries begin, found from the tokens alone.
 *
 * Statement words are reserved, so a statement runs from its word to the next
 * one (a word right after `remove` or `change` names what they act on). An
 * adjacency entry begins at the location before its `:`. Cutting here lets
 * the parser report one problem per statement or entry and go on with the next.
 */
import type { IToken, TokenType } from 'chevrotain';
import * as T from './tokens.js';

export interface Slice {
  readonly tokens: IToken[];
}

export interface Slices {
  /** Tokens before the first statement word: an error if any. */
  readonly stray: IToken[];
  readonly slices: Slice[];
}

const statementTypes = new Set<TokenType>(T.statementKeywords);
const removable = new Set<TokenType>([T.Province, T.Power, T.Player, T.Rule, T.Canal, T.Railway, T.Gateway, T.Passage, T.Bridge, T.Adjacency]);
const changeable = new Set<TokenType>([T.Province, T.Power, T.Variant]);

function startsStatement(tokens: readonly IToken[], i: number): boolean {
  const type = tokens[i].tokenType;
  if (!statementTypes.has(type)) return false;
  const previous = i > 0 ? tokens[i - 1].tokenType : undefined;
  if (previous === T.Remove && removable.has(type)) return false;
  if (previous === T.Change && changeable.has(type)) return false;
  return true;
}

export function sliceStatements(tokens: readonly IToken[]): Slices {
  const starts: number[] = [];
  for (let i = 0; i < tokens.length; i++) if (startsStatement(tokens, i)) starts.push(i);
  const stray = tokens.slice(0, starts.length > 0 ? starts[0] : tokens.length);
  const slices = starts.map((start, k) => ({ tokens: tokens.slice(start, k + 1 < starts.length ? starts[k + 1] : tokens.length) }));
  return { stray, slices };
}

function is(token: IToken | undefined, type: TokenType): boolean {
  return token !== undefined && token.tokenType === type;
}

/**
 * Where the entry whose `:` is at `colon` begins: `loc:`, `loc by land:`,
 * `loc one-way:`, with `loc` = `p` or `p/c`. Never before `floor`.
 */
function entryStart(tokens: readonly IToken[], colon: number, floor: number): number {
  const locationStart = (end: number): number | null => {
    // `end` is the index just past the location.
    if (end - 1 < floor || !T.isWord(tokens[end - 1])) return null;
    if (end - 3 >= floor && is(tokens[end - 2], T.Slash) && T.isWord(tokens[end - 3])) return end - 3;
    return end - 1;
  };
  if (is(tokens[colon - 1], T.OneWay)) {
    const start = locationStart(colon - 1);
    if (start !== null) return start;
  }
  if ((is(tokens[colon - 1], T.Land) || is(tokens[colon - 1], T.Sea)) && is(tokens[colon - 2], T.By)) {
    const start = locationStart(colon - 2);
    if (start !== null) return start;
  }
  // No location before the colon: the entry starts at whatever is there, so its error names it.
  return locationStart(colon) ?? (colon - 1 >= floor ? colon - 1 : colon);
}

/** Cuts the tokens after `adjacency` into entries. */
export function sliceEntries(tokens: readonly IToken[]): Slices {
  const starts: number[] = [];
  let floor = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!is(tokens[i], T.Colon)) continue;
    const start = entryStart(tokens, i, floor);
    // A colon with no location before it (`nwg: : bar`) belongs to the entry before it,
    // which then reports it once; only the first entry of a block may start there.
    const last = starts[starts.length - 1];
    if (last === undefined || (start > last && start !== i)) starts.push(start);
    floor = i + 1;
  }
  const stray = tokens.slice(0, starts.length > 0 ? starts[0] : tokens.length);
  const slices = starts.map((start, k) => ({ tokens: tokens.slice(start, k + 1 < starts.length ? starts[k + 1] : tokens.length) }));
  return { stray, slices };
}
