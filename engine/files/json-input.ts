/**
 * Helpers for reading JSON files given by people: each problem is collected as
 * "path: problem" (`units[3].location: unknown province 'xyz'`), never thrown.
 */
export type Problems = string[];

/** The most problems a file's report lists: past them, the file is not worth reading on. */
export const MAX_PROBLEMS = 100;

/** The problems as reported: the first MAX_PROBLEMS, then one line counting the rest (a file of 250,000 units in one province is not 250,000 lines). */
export function reported(problems: Problems): string[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  const more = problems.length - MAX_PROBLEMS;
  return [...problems.slice(0, MAX_PROBLEMS), `and ${more.toLocaleString('en-GB')} more problem${more === 1 ? '' : 's'} not listed: fix these first`];
}

/** Parses JSON text; an object given already is returned as it is. */
export function readJson(input: unknown, problems: Problems, what: string): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch (error) {
    problems.push(`${what}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

/** The same, for a file that must hold a JSON object: null after saying what it holds instead. */
export function readObject(input: unknown, problems: Problems, what: string): Record<string, unknown> | null {
  const before = problems.length;
  const value = readJson(input, problems, what);
  if (problems.length > before) return null;
  if (isRecord(value)) return value;
  problems.push(`${what}: expected an object, found ${describe(value)}`);
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a value looks, for "expected a list, found a number". */
export function describe(value: unknown): string {
  // A field left out: said so, not as "undefined undefined".
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? 'the number' : typeof value} ${String(value)}`;
}

/** `describe`, with text cut at 40 characters (and a …): a message quoting what a caller passed stays one short line. */
export function describeClipped(value: unknown): string {
  return describe(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/**
 * Whether JSON data nests lists and objects more than `limit` deep: walked with a stack of
 * its own, so that data nested thousands deep is measured, where writing it back
 * (JSON.stringify) would overflow the call stack.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

export function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}
