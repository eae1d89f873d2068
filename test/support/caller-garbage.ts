/**
 * Whether a function, called with any JSON-like value where a caller could get its
 * arguments wrong, either works or throws an error of its own that names what is wrong:
 * a TypeError or RangeError in words (or the board's GeometryError, MapPointError,
 * PngSizeError), never a JavaScript error from deep inside ("Cannot read properties of
 * undefined", "x.map is not a function").
 */
import fc from 'fast-check';

/** Error classes that name a caller's mistake; and what JavaScript's own errors say. */
const OWN = new Set(['TypeError', 'RangeError', 'GeometryError', 'MapPointError', 'PngSizeError']);
const JAVASCRIPTS = /Cannot read properties|is not a function|is not iterable|Cannot convert|Maximum call stack|of undefined|of null/;

/** The messages of errors that are not the function's own, for each function, when any. */
export function rawErrors(calls: Readonly<Record<string, (...args: unknown[]) => unknown>>, runs: number, seed: number): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [name, call] of Object.entries(calls)) {
    fc.assert(
      fc.property(fc.array(fc.anything({ maxDepth: 3 }), { minLength: 4, maxLength: 4 }), (args) => {
        try {
          call(...args);
        } catch (error) {
          const own = error instanceof Error && OWN.has(error.constructor.name) && !JAVASCRIPTS.test(error.message);
          if (!own) (found[name] ??= []).push(`${error instanceof Error ? error.constructor.name : typeof error}: ${String(error instanceof Error ? error.message : error).slice(0, 120)}`);
        }
      }),
      { numRuns: runs, seed },
    );
  }
  return found;
}
