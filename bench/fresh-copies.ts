/**
 * Copies of the phases a bench times, made before any timing and settled in V8's old
 * generation (a full collection right after they are made), so that no collection during a
 * timed pass copies them.
 *
 * A copy still in the young generation while it is timed is copied by every scavenge that
 * falls in the pass: with 400 phases that cost a few µs a phase, more for larger positions
 * (the copy grows with the position, the number of collections with what the engine
 * allocates, so the cost grows with the square of the board), and which pass it hit was
 * luck. A server reads one position at a time; its collections copy that one, not 400.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** `count` deep copies of `value` (JSON data), settled in the old generation. */
export function freshCopies<T>(value: T, count: number): T[] {
  const text = JSON.stringify(value);
  const copies = Array.from({ length: count }, () => JSON.parse(text) as T);
  fullCollection();
  return copies;
}

/** A full collection, which moves every young object still alive to the old generation. */
function fullCollection(): void {
  // Node gives `gc` only with --expose-gc; setting the flag at run time exposes it to a new context.
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
