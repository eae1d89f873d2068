/**
 * A plain array of `length` copies of `value`, for the per-phase integer tables of the
 * movement adjudication. Not a typed array: V8 stores a typed array of more than 64 bytes
 * outside its heap, and allocating one costs several times the work it serves on a board of
 * thirty units (bench/adjudicate.ts). Filled by pushing so that the array stays packed.
 */
export function filled(length: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(value);
  return out;
}
