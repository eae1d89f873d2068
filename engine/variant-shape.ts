/**
 * Whether a value given as a variant has the fields the engine and the board read
 * (`Variant`, model/variant.ts), checked once per variant where its index and rules are
 * first made: a variant is what `compileFile` gives or the JSON `dipkit build` writes, and
 * a caller passing something else (another program's JSON, a file from before a field
 * existed) is told which field, instead of meeting a JavaScript error deep inside.
 */
import { describe, isRecord } from './files/json-input.js';

/** What is wrong, as `variant.field: problem`, or null. Containers only: their contents are the compiler's. */
export function variantShapeProblem(variant: unknown): string | null {
  if (!isRecord(variant)) return `variant: expected a compiled variant (compileFile(…).variant, or the JSON dipkit build writes), found ${describe(variant)}`;
  const lists = ['languages', 'powers', 'players', 'provinces', 'features'] as const;
  const records = ['names', 'calendar', 'victory', 'rules', 'adjacency', 'start', 'aliases', 'geometry'] as const;
  if (typeof variant.id !== 'string') return `variant.id: expected the variant's id, found ${describe(variant.id)}`;
  for (const field of lists) if (!Array.isArray(variant[field])) return `variant.${field}: expected a list, found ${describe(variant[field])}`;
  for (const field of records) if (!isRecord(variant[field])) return `variant.${field}: expected an object, found ${describe(variant[field])}`;
  const inner: readonly [string, unknown, 'list' | 'object'][] = [
    ['calendar.seasons', (variant.calendar as Record<string, unknown>).seasons, 'list'],
    ['calendar.start', (variant.calendar as Record<string, unknown>).start, 'object'],
    ['rules.modules', (variant.rules as Record<string, unknown>).modules, 'list'],
    ['adjacency.army', (variant.adjacency as Record<string, unknown>).army, 'object'],
    ['adjacency.fleet', (variant.adjacency as Record<string, unknown>).fleet, 'object'],
    ['start.units', (variant.start as Record<string, unknown>).units, 'list'],
    ['start.ownership', (variant.start as Record<string, unknown>).ownership, 'object'],
  ];
  for (const [field, value, kind] of inner) {
    if (kind === 'list' ? !Array.isArray(value) : !isRecord(value)) return `variant.${field}: expected ${kind === 'list' ? 'a list' : 'an object'}, found ${describe(value)}`;
  }
  return null;
}

/** Throws a TypeError saying what is wrong, when the value cannot be read as a variant. */
export function assertVariantShape(variant: unknown): void {
  const problem = variantShapeProblem(variant);
  if (problem !== null) throw new TypeError(problem);
}
