/**
 * Where the per-phase tables of a movement phase (board state, order table, resolver,
 * results) come from: fresh arrays, or buffers that the variant index keeps and lends to
 * one adjudication at a time. A phase of thirty units otherwise makes some forty short
 * arrays (about 12 KB, bench/adjudicate.ts), which cost more to allocate and collect than
 * to fill. A lent buffer may be longer than asked for: it holds the value asked for in
 * [0, length), and whatever an earlier phase left beyond, which no reader looks at (the
 * tables carry their length, `count`). Nothing may keep a lent buffer once the
 * adjudication that borrowed it returns (`lendTables` … `returnTables`).
 */
import { filled, nulls } from './filled.js';

export interface Tables {
  /** An integer table of `length` copies of `value`; `slot` names the table (one per use in a phase). */
  ints(slot: number, length: number, value: number): number[];
  /** A table of `length` nulls. */
  refs<T>(slot: number, length: number): (T | null)[];
  /** An integer table whose first `length` entries the caller writes, every one, before reading any: left as it is (fresh: zeros). */
  scratch(slot: number, length: number): number[];
}

/** Fresh arrays, exactly as long as asked for: for tables that outlive the call that made them. */
export const FRESH_TABLES: Tables = {
  ints: (_slot, length, value) => filled(length, value),
  refs: <T>(_slot: number, length: number) => nulls<T>(length),
  scratch: (_slot, length) => filled(length, 0),
};

/** The buffers one variant index lends (variant-index.ts), grown as boards need. */
export class TableBuffers implements Tables {
  private readonly intTables: number[][] = [];
  private readonly refTables: unknown[][] = [];
  /** Whether an adjudication holds them: a second one (a rule module adjudicating inside a phase) gets fresh arrays. */
  lent = false;

  ints(slot: number, length: number, value: number): number[] {
    let table = this.intTables[slot];
    if (table === undefined || table.length < length) {
      table = filled(length, value);
      this.intTables[slot] = table;
      return table;
    }
    for (let i = 0; i < length; i++) table[i] = value;
    return table;
  }

  scratch(slot: number, length: number): number[] {
    const table = this.intTables[slot];
    if (table !== undefined && table.length >= length) return table;
    return (this.intTables[slot] = filled(length, 0));
  }

  refs<T>(slot: number, length: number): (T | null)[] {
    let table = this.refTables[slot] as (T | null)[] | undefined;
    if (table === undefined || table.length < length) {
      table = nulls<T>(length);
      this.refTables[slot] = table;
      return table;
    }
    for (let i = 0; i < length; i++) table[i] = null;
    return table;
  }
}

/** The index's buffers for one adjudication, or fresh tables when another holds them. */
export function lendTables(buffers: TableBuffers): Tables {
  if (buffers.lent) return FRESH_TABLES;
  buffers.lent = true;
  return buffers;
}

export function returnTables(buffers: TableBuffers, tables: Tables): void {
  if (tables === buffers) buffers.lent = false;
}
