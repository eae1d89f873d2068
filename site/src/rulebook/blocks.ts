/** Shorthands the chapter files write their blocks with. */
import type { Block, Inline, Span } from './types.js';

export const para = (...spans: Span[]): Block => ({ kind: 'paragraph', text: spans.length === 1 && typeof spans[0] === 'string' ? spans[0] : spans });
export const list = (...items: Inline[]): Block => ({ kind: 'list', items });
export const sub = (text: string): Block => ({ kind: 'subheading', text });
export const examples = (section: string): Block => ({ kind: 'examples', section });
export const code = (text: string): Span => ({ code: text });
export const strong = (text: string): Span => ({ strong: text });
