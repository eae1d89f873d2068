import type { DiagnosticLog } from '../diagnostic-log.js';
import type { Gaps } from './gaps.js';
import type { ShippedVariants } from './shipped-variants.js';
import type { SourceHost } from './source-host.js';

/** What loading one variant gathers along the way. */
export interface LoadContext {
  readonly host: SourceHost;
  /** The absolute folder every file read must be inside (read-source.ts). */
  readonly root: string;
  /** Keeps what a report can show of each file, and counts the rest. */
  readonly diagnostics: DiagnosticLog;
  /** Every file read, in the order first read, as named in spans. */
  readonly sources: Map<string, string>;
  /** What could not be read, so the checks keep quiet about what it may have caused. */
  readonly gaps: Gaps;
  /**
   * What is left to read for this variant, all its files together (includes and bases): a
   * file holds at most 16 MB, but a variant could include thousands of them.
   */
  readonly left: { tokens: number; bytes: number };
  /** The variants dipkit ships, for `extends "ID"` naming one; null when the caller gives none. */
  readonly shipped: ShippedVariants | null;
}

/** Every file of a variant together: 64 MB (four files at the largest), and MAX_TOKENS tokens. */
export const maxVariantBytes = 64 * 1024 * 1024;
