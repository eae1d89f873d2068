/**
 * The movement resolver: Lucas Kruijswijk's "guess and check" algorithm (DATC, section 5
 * "The math of adjudication"). Each order leads to decisions that depend on each other:
 *
 *   decision u      (u < count) — MOVE: the move succeeds; SUPPORT: the support is given;
 *   decision count+u             — PATH: the army's convoy route holds.
 *
 * The decisions and the strengths they rest on are in decisions.ts. A decision is resolved
 * recursively; when it depends on itself, it is resolved with both guesses: one consistent
 * answer is kept, otherwise the cycle is a paradox or circular movement and a backup rule
 * decides (DATC 4.A.2 preference: the Szykman rule for convoy paradoxes; circular movement
 * succeeds, 6.C.1).
 */
import { FRESH_TABLES, type Tables } from '../tables.js';
import { decide } from './decisions.js';
import { MOVE, type OrderTable } from './order-table.js';

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;
const NO_GUESS = 0x7fffffff;

export interface Resolver {
  readonly t: OrderTable;
  /** 0 fails, 1 succeeds, per decision. */
  readonly value: number[];
  readonly state: number[];
  /** The guess frame that set a decision guessing: outer guesses have smaller numbers. */
  readonly frame: number[];
  readonly deps: number[];
  /** Decisions settled by the backup rule rather than by consistency (for tests and reasons). */
  readonly byBackup: number[];
  readonly inDeps: number[];
  depCount: number;
  frames: number;
  /** The outermost guess frame read since the current frame began (NO_GUESS: none). */
  lowest: number;
}

/** `tables`: where its tables come from (tables.ts); decision d is at [d] whatever their length. */
export function createResolver(t: OrderTable, tables: Tables = FRESH_TABLES): Resolver {
  const decisions = 2 * t.count;
  return {
    t,
    value: tables.ints(30, decisions, 0),
    state: tables.ints(31, decisions, 0),
    frame: tables.ints(32, decisions, 0),
    deps: [],
    byBackup: tables.ints(33, decisions, 0),
    inDeps: tables.ints(34, decisions, 0),
    depCount: 0,
    frames: 0,
    lowest: NO_GUESS,
  };
}

export function resolve(r: Resolver, d: number): boolean {
  const state = r.state[d];
  if (state === RESOLVED) return r.value[d] === 1;
  if (state === GUESSING) {
    // Reading a guess (or an answer resting on one): note the outermost guess depended on.
    if (r.frame[d] < r.lowest) r.lowest = r.frame[d];
    addDependency(r, d);
    return r.value[d] === 1;
  }
  const outerLowest = r.lowest;
  const old = r.depCount;
  const myFrame = ++r.frames;
  r.lowest = NO_GUESS;
  r.frame[d] = myFrame;
  r.value[d] = 0;
  r.state[d] = GUESSING;
  const first = decide(r, d);
  if (r.lowest === NO_GUESS) {
    // Nothing guessed was read: the answer is final (unless a backup rule already set it).
    if (r.state[d] !== RESOLVED) {
      r.value[d] = first ? 1 : 0;
      r.state[d] = RESOLVED;
    }
    r.lowest = outerLowest;
    return r.value[d] === 1;
  }
  if (r.lowest < myFrame) return provisional(r, d, first, outerLowest);
  // The cycle starts here: try the other guess.
  forget(r, old, false);
  r.lowest = NO_GUESS;
  r.frame[d] = myFrame;
  r.value[d] = 1;
  r.state[d] = GUESSING;
  const second = decide(r, d);
  if (r.lowest < myFrame) return provisional(r, d, second, outerLowest);
  r.lowest = outerLowest;
  if (first === second) {
    // One consistent answer.
    forget(r, old, true);
    r.value[d] = first ? 1 : 0;
    r.state[d] = RESOLVED;
    return first;
  }
  // No consistent answer, or two: a paradox or circular movement.
  if (!backupRule(r, old)) {
    // Safety net, not expected to be reached: settle the cycle's start so resolution ends.
    r.value[d] = 0;
    r.state[d] = RESOLVED;
    r.byBackup[d] = 1;
  }
  return resolve(r, d);
}

/**
 * An answer resting on a guess made further out: kept provisionally, and marked with that
 * guess's frame so that whoever reads it depends on that guess too.
 */
function provisional(r: Resolver, d: number, answer: boolean, outerLowest: number): boolean {
  addDependency(r, d);
  r.value[d] = answer ? 1 : 0;
  r.frame[d] = r.lowest;
  if (outerLowest < r.lowest) r.lowest = outerLowest;
  return answer;
}

function addDependency(r: Resolver, d: number): void {
  if (r.inDeps[d]) return;
  r.inDeps[d] = 1;
  r.deps[r.depCount++] = d;
}

/** Marks the decisions listed from `from` unresolved; `drop` also empties the list back to `from`. */
function forget(r: Resolver, from: number, drop: boolean): void {
  for (let i = from; i < r.depCount; i++) {
    const d = r.deps[i];
    if (r.state[d] !== RESOLVED) r.state[d] = UNRESOLVED;
    r.inDeps[d] = 0;
  }
  if (drop) r.depCount = from;
}

/**
 * DATC 4.A.2, preferred: the Szykman rule. When the cycle involves a convoy route, every
 * army convoyed in it fails to move and has no effect (cuts no support, bounces nothing).
 * Otherwise the cycle is circular movement (possibly through convoys that hold) and every
 * move in it succeeds (6.C.1–6.C.6).
 */
function backupRule(r: Resolver, from: number): boolean {
  const n = r.t.count;
  let settled = false;
  let convoyInvolved = false;
  for (let i = from; i < r.depCount; i++) if (r.deps[i] >= n) convoyInvolved = true;
  for (let i = from; i < r.depCount; i++) {
    const d = r.deps[i];
    r.inDeps[d] = 0;
    if (r.state[d] === RESOLVED) continue;
    if (convoyInvolved ? d >= n : d < n && r.t.kind[d] === MOVE) {
      r.value[d] = convoyInvolved ? 0 : 1;
      r.state[d] = RESOLVED;
      r.byBackup[d] = 1;
      settled = true;
    } else r.state[d] = UNRESOLVED;
  }
  r.depCount = from;
  return settled;
}
