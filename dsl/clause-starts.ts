/**
 * Where a clause of a `variant`, `power` or `province` statement (or of a `change`
 * of one) begins. After a syntax error in one clause, parsing resumes at the next
 * clause, so that every broken clause of a long statement is reported in one run.
 */
import { tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import { isLanguageCode } from './language-code.js';
import * as T from './tokens.js';

export type ClauseKind = 'variant' | 'power' | 'province';

const clauseWords: Record<ClauseKind, readonly TokenType[]> = {
  variant: [T.Start, T.Victory, T.Centres, T.Edition, T.Coordinates, T.Geometry, T.Ownership],
  power: [T.Adjective, T.Colour, T.Start],
  province: [T.Centre, T.Home, T.Except, T.Arsenal, T.Alias, T.At, T.Label, T.Coast],
};

/** The kind of clauses a statement (its word first) is made of, or null for a statement without clauses. */
export function clauseKind(tokens: readonly IToken[]): ClauseKind | null {
  const [first, second] = tokens;
  const type = first.tokenType === T.Change ? second?.tokenType : first.tokenType;
  if (type === T.Variant) return 'variant';
  if (type === T.Power) return 'power';
  if (type === T.Province) return 'province';
  return null;
}

function startsClause(tokens: readonly IToken[], i: number, kind: ClauseKind): boolean {
  const token = tokens[i];
  if (clauseWords[kind].some((word) => tokenMatcher(token, word))) return true;
  // Names: a language code and a string.
  const next = tokens[i + 1];
  return tokenMatcher(token, T.Identifier) && isLanguageCode(token.image) && next !== undefined && tokenMatcher(next, T.StringLiteral);
}

/** The index of the first clause start at or after `from`, or -1. */
export function nextClauseStart(tokens: readonly IToken[], from: number, kind: ClauseKind): number {
  for (let i = Math.max(from, 1); i < tokens.length; i++) if (startsClause(tokens, i, kind)) return i;
  return -1;
}
