/**
 * A rulebook as plain data: chapters of blocks of text, in one language, for one variant.
 * Chapter files build these from the variant model; `render-html.ts` turns them into HTML
 * (escaping every text), and tests read them directly.
 */
import type { Variant } from '../../../model/variant.js';
import type { RulebookFacts } from './facts.js';

export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];

/** A run of text: plain, or an order / abbreviation (`code`), or stressed (`strong`). */
export type Span = string | { readonly code: string } | { readonly strong: string };
/** Inline text: one string or a sequence of spans. */
export type Inline = string | readonly Span[];

export type Block =
  | { readonly kind: 'paragraph'; readonly text: Inline }
  | { readonly kind: 'list'; readonly items: readonly Inline[] }
  | { readonly kind: 'subheading'; readonly text: string }
  /** The examples of the data files whose `section` is this key, in file order. */
  | { readonly kind: 'examples'; readonly section: string };

export interface Chapter {
  /** Anchor id, stable across languages: `conflicts`, `rule-neutral`. */
  readonly id: string;
  /** The section of the rules text it covers (`VIII`), or null for a special rule. */
  readonly section: string | null;
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** What a chapter file is given: the variant, the facts derived from it, the language. */
export interface ChapterContext {
  readonly variant: Variant;
  readonly facts: RulebookFacts;
  readonly lang: Lang;
}
