import type { Report } from '../diagnose.js';
import type { AdjacencyGraph } from '../model/build-adjacency.js';
import type { Draft } from '../model/draft.js';
import type { Gaps } from '../resolve/gaps.js';

/** What every check reads: the draft, and the adjacency derived from it (unknown ends left out). */
export interface CheckContext {
  readonly draft: Draft;
  readonly graph: AdjacencyGraph;
  /** What could not be read (statements with syntax errors, unread files). */
  readonly gaps: Gaps;
}

export type { Report };

/** A check reports problems of one kind; it never throws, and skips what another check reports. */
export type Check = (ctx: CheckContext, report: Report) => void;
