/**
 * A statement (or adjacency entry) left out of the syntax tree because it does
 * not parse, or because lexing dropped some of its text. The compiler still
 * checks the statements that parsed; what it reads here tells it which of its
 * findings the missing statement could have caused, so that one typo does not
 * come back as a dozen false "unknown province" errors.
 */
import type { IToken } from 'chevrotain';
import type { Span } from './ast.js';
import { unescapeString } from './lexer.js';
import { tokenEnd, type SpanMaker } from './spans.js';
import { misspeltStatementWord } from './syntax-errors.js';
import * as T from './tokens.js';

export interface SkippedStatement {
  /** Its statement word: `province`, `adjacency`, `variant`… (a misspelt one as meant: `varant` is `variant`). */
  readonly keyword: string;
  /** The id right after the statement word, when there is one (what `province lon …` declares). */
  readonly id: string | null;
  /**
   * Every word in it: what it may declare, even when it holds a statement whose word
   * is misspelt (`provnce lon …` is read as more of the statement before it).
   */
  readonly words: readonly string[];
  /**
   * For a variant statement: the file named after `extends`, `unreadable` when
   * `extends` is there but no file name after it, null without `extends`.
   */
  readonly extends: { readonly path: string; readonly span: Span } | 'unreadable' | null;
  readonly span: Span;
}

/** What a broken statement (its word first) would have declared. */
export function skippedStatement(tokens: readonly IToken[], spans: SpanMaker): SkippedStatement {
  const [first, second] = tokens;
  let base: SkippedStatement['extends'] = null;
  const keyword = T.statementKeywords.includes(first.tokenType) ? first.image : (misspeltStatementWord(first.image) ?? first.image);
  const at = tokens.findIndex((t) => t.tokenType === T.Extends);
  if (keyword === 'variant' && at >= 0) {
    const path = tokens[at + 1];
    base = path?.tokenType === T.StringLiteral
      ? { path: unescapeString(path.image), span: spans.span(path.startOffset, tokenEnd(path)) }
      : 'unreadable';
  }
  const id = first.tokenType !== T.Adjacency && T.isWord(second) ? second.image : null;
  return { keyword, id, words: wordsOf(tokens), extends: base, span: spanOf(tokens, spans) };
}

/** A broken adjacency entry: borders are missing. */
export function skippedEntry(tokens: readonly IToken[], spans: SpanMaker): SkippedStatement {
  return { keyword: 'adjacency', id: null, words: wordsOf(tokens), extends: null, span: spanOf(tokens, spans) };
}

function wordsOf(tokens: readonly IToken[]): string[] {
  return [...new Set(tokens.filter(T.isWord).map((t) => t.image))];
}

function spanOf(tokens: readonly IToken[], spans: SpanMaker): Span {
  return spans.span(tokens[0].startOffset, tokenEnd(tokens[tokens.length - 1]));
}
