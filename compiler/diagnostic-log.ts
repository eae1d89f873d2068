/**
 * Where the compiler's diagnostics go as they are found: it keeps, for each file, only
 * those the report can show (limit-diagnostics.ts) and counts the rest. Kept whole, one
 * file within the token budget made 955,000 of them (a border repeated in every entry),
 * 900 MB, where a report shows 1,000.
 *
 * What is kept is what `limitDiagnostics` would keep of the whole list: for each file and
 * severity, the `limit` earliest in source order (ties in the order found), since a report
 * shows errors first, then warnings, up to `limit` in all. DIP1105 (where reading stopped)
 * and diagnostics with no place are always kept. Those a gap may have caused
 * (`mayBeGapEffect`) are kept apart, up to `limit` too, as whether to drop them is known
 * only once every file is read.
 */
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import { MAX_DIAGNOSTICS } from '../dsl/parse.js';
import type { HiddenCounts } from './limit-diagnostics.js';
import { mayBeGapEffect } from './resolve/gaps.js';

export interface DiagnosticLog {
  push(d: Diagnostic): void;
}

/** What a log holds once loading and checking are done. */
export interface SettledLog {
  /** In the order found. */
  readonly diagnostics: Diagnostic[];
  /** By file, the diagnostics counted but not kept, with the earliest of them. */
  readonly dropped: ReadonlyMap<string, HiddenCounts>;
}

interface Entry {
  readonly d: Diagnostic;
  readonly start: number;
  /** The order found, for diagnostics at one place. */
  readonly seq: number;
}

/** The earliest diagnostics of one file, severity and kind. */
interface Bucket {
  readonly file: string;
  readonly error: boolean;
  readonly gapEffect: boolean;
  entries: Entry[];
  dropped: number;
  firstDropped: Entry | null;
}

const earlier = (a: Entry, b: Entry): number => a.start - b.start || a.seq - b.seq;

/** Cuts the bucket to its `limit` earliest, counting the rest. */
function cut(bucket: Bucket, limit: number): void {
  if (bucket.entries.length <= limit) return;
  bucket.entries.sort(earlier);
  const gone = bucket.entries.splice(limit);
  bucket.dropped += gone.length;
  if (bucket.firstDropped === null || earlier(gone[0], bucket.firstDropped) < 0) bucket.firstDropped = gone[0];
}

export interface BoundedLog extends DiagnosticLog {
  /** `gaps`: whether something went unread, so that what a gap may cause is left out (gaps.ts). */
  settle(gaps: boolean): SettledLog;
}

export function diagnosticLog(limit = MAX_DIAGNOSTICS): BoundedLog {
  const always: Entry[] = [];
  const buckets = new Map<string, Bucket>();
  let seq = 0;
  return {
    push(d) {
      if (d.span === null || d.code === 'DIP1105') {
        always.push({ d, start: 0, seq: seq++ });
        return;
      }
      const error = d.severity === 'error';
      const gapEffect = mayBeGapEffect(d);
      const key = `${error ? 'e' : 'w'}${gapEffect ? 'g' : '-'}${d.span.file}`;
      let bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, (bucket = { file: d.span.file, error, gapEffect, entries: [], dropped: 0, firstDropped: null }));
      bucket.entries.push({ d, start: d.span.start, seq: seq++ });
      // Sorted and cut once it holds twice the limit: each diagnostic is sorted a few times at most.
      if (bucket.entries.length >= 2 * limit) cut(bucket, limit);
    },
    settle(gaps) {
      const kept = always.filter((entry) => !(gaps && mayBeGapEffect(entry.d)));
      const dropped = new Map<string, { errors: number; warnings: number; first: Entry | null }>();
      for (const bucket of buckets.values()) {
        if (gaps && bucket.gapEffect) continue;
        cut(bucket, limit);
        for (const entry of bucket.entries) kept.push(entry);
        if (bucket.dropped === 0) continue;
        const counts = dropped.get(bucket.file) ?? { errors: 0, warnings: 0, first: null };
        if (bucket.error) counts.errors += bucket.dropped;
        else counts.warnings += bucket.dropped;
        if (counts.first === null || earlier(bucket.firstDropped!, counts.first) < 0) counts.first = bucket.firstDropped;
        dropped.set(bucket.file, counts);
      }
      const hidden = new Map<string, HiddenCounts>();
      for (const [file, { errors, warnings, first }] of dropped) hidden.set(file, { errors, warnings, first: first!.d });
      // In the order found, as the whole list was: diagnostics at one place keep their order when sorted.
      kept.sort((a, b) => a.seq - b.seq);
      return { diagnostics: kept.map((entry) => entry.d), dropped: hidden };
    },
  };
}
