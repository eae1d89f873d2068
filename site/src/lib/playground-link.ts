/**
 * Links into a variant's playground with a position (and orders) to start from, e.g.
 * from a rulebook example:
 *
 *   import { playgroundHref } from '../lib/playground-link';
 *   <a href={playgroundHref('fr', 'standard', { position, orders: { france: ['A Par-Bur'] } })}>…</a>
 *
 * The example travels in the URL's fragment as JSON; the playground checks the position
 * with the engine (loadPosition) before using it, and says so when it is not valid.
 */
import type { Orders, Position } from '../../../engine/types.js';
import { localePath, type Lang } from './i18n.js';

export interface PlaygroundStart {
  /** A position of the variant, as the engine's Position (or its position-file JSON). */
  readonly position: Position | Record<string, unknown>;
  /** Orders to fill in, per power, as text. */
  readonly orders?: Orders | Readonly<Record<string, readonly string[]>>;
  /** A caption shown above the board. */
  readonly title?: string;
}

export function playgroundHref(lang: Lang, variantId: string, start?: PlaygroundStart): string {
  const path = localePath(lang, `/variants/${encodeURIComponent(variantId)}/playground/`);
  return start ? `${path}#${encodeURIComponent(JSON.stringify(start))}` : path;
}

/** Reads the fragment written by `playgroundHref`; null when absent or not JSON. */
export function readPlaygroundStart(hash: string): { position: unknown; orders?: unknown; title?: unknown } | null {
  if (hash.length <= 1) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(hash.slice(1)));
    return typeof value === 'object' && value !== null && 'position' in value ? (value as { position: unknown }) : null;
  } catch {
    return null;
  }
}
