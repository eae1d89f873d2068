/**
 * Writes plain data as `JSON.stringify(value, null, 2)` lays it out, with a line break after,
 * but in pieces: a list longer than LONG is laid out item by item, at any depth, and the text
 * handed on some 64 KB at a time, so that a report of a million diagnostics, or the results
 * of a long game, is never one string of hundreds of megabytes (a replay of 16 MB of orders
 * ended in V8's out-of-memory crash writing one). For plain data (what JSON.parse could give
 * back, and undefined fields), which is all the CLI writes; a test compares the two.
 */

/** A list longer than this is laid out item by item; anything else in one call of JSON.stringify. */
const LONG = 500;

/** About how much text is handed to `write` at a time. */
const PIECE = 1 << 16;

export function writeJson(write: (text: string) => void, value: unknown): void {
  const pending: string[] = [];
  let size = 0;
  const put = (text: string): void => {
    pending.push(text);
    size += text.length;
    if (size < PIECE) return;
    write(pending.join(''));
    pending.length = 0;
    size = 0;
  };
  writeValue(put, value, '');
  put('\n');
  if (pending.length > 0) write(pending.join(''));
}

/** The value at `indent` (the indentation of its first line, already written). */
function writeValue(write: (text: string) => void, value: unknown, indent: string): void {
  if (!holdsLongList(value)) return write(indented(JSON.stringify(value, null, 2), indent));
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    write('[\n');
    value.forEach((item: unknown, i) => {
      write(inner);
      // In a list, what JSON has no place for (undefined, a function, a symbol) is written null, as JSON.stringify does.
      writeValue(write, item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : item, inner);
      write(i < value.length - 1 ? ',\n' : '\n');
    });
    return write(`${indent}]`);
  }
  // An object: its fields in order, those JSON has no place for left out, as JSON.stringify does.
  const fields = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol');
  write('{\n');
  fields.forEach(([key, v], k) => {
    write(`${inner}${JSON.stringify(key)}: `);
    writeValue(write, v, inner);
    write(k < fields.length - 1 ? ',\n' : '\n');
  });
  write(`${indent}}`);
}

/** Whether the value is, or holds at any depth, a list longer than LONG (else it is written in one piece). */
function holdsLongList(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > LONG || value.some(holdsLongList);
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) if (Object.hasOwn(value, key) && holdsLongList((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** The text with `indent` before each of its lines but the first. */
function indented(text: string, indent: string): string {
  return indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
}
