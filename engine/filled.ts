/**
 * A plain array of `length` copies of `value`, for the per-phase integer tables of the
 * movement adjudication. Not a typed array: V8 stores a typed array of more than 64 bytes
 * outside its heap, and allocating one costs several times the work it serves on a board of
 * thirty units (bench/adjudicate.ts). Copied from a constant array of zeros or minus ones
 * (one allocation, and the copy stays packed), or filled by pushing when longer or another value.
 */
export function filled(length: number, value: number): number[] {
  if (length <= SHORT) {
    if (value === 0) return ZEROS.slice(0, length);
    if (value === -1) return MINUS_ONES.slice(0, length);
  }
  return pushed(length, value);
}

const SHORT = 256;
/** Constants, never written: only copied from. */
const ZEROS: readonly number[] = pushed(SHORT, 0);
const MINUS_ONES: readonly number[] = pushed(SHORT, -1);

/** `length` copies of `value`, pushed one by one so that the array stays packed. */
function pushed<T>(length: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < length; i++) out.push(value);
  return out;
}

/** A plain array of `length` nulls, to be filled with values of type T; copied as `filled` does. */
export function nulls<T>(length: number): (T | null)[] {
  if (length <= SHORT) return NULLS.slice(0, length);
  return pushed<T | null>(length, null);
}

const NULLS: readonly null[] = pushed(SHORT, null);
