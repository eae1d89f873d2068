/**
 * The movement resolver: Lucas Kruijswijk's "guess and check" algorithm (DATC, section 5
 * "The math of adjudication"). Each order leads to decisions that depend on each other:
 *
 *   decision u      (u < count) — MOVE: the move succeeds; SUPPORT: the support is given;
 *   decision count+u             — PATH: the army's convoy route holds.
 *
 * Strengths (attack, hold, defend, prevent) are computed from those decisions. A decision
 * is resolved recursively; when it depends on itself, it is resolved with both guesses:
 * one consistent answer is kept, otherwise the cycle is a paradox or circular movement and
 * a backup rule decides (DATC 4.A.2 preference: the Szykman rule for convoy paradoxes;
 * circular movement succeeds, 6.C.1).
 */
import { CONVOY, MOVE, type OrderTable } from './order-table.js';

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;
const NO_GUESS = 0x7fffffff;

export interface Resolver {
  readonly t: OrderTable;
  /** 0 fails, 1 succeeds, per decision. */
  readonly value: Uint8Array;
  readonly state: Uint8Array;
  /** The guess frame that set a decision guessing: outer guesses have smaller numbers. */
  readonly frame: Int32Array;
  readonly deps: number[];
  readonly inDeps: Uint8Array;
  depCount: number;
  frames: number;
  /** The outermost guess frame read since the current frame began (NO_GUESS: none). */
  lowest: number;
}

export function createResolver(t: OrderTable): Resolver {
  const decisions = 2 * t.count;
  return {
    t,
    value: new Uint8Array(decisions),
    state: new Uint8Array(decisions),
    frame: new Int32Array(decisions),
    deps: [],
    inDeps: new Uint8Array(decisions),
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
      settled = true;
    } else r.state[d] = UNRESOLVED;
  }
  r.depCount = from;
  return settled;
}

function decide(r: Resolver, d: number): boolean {
  const n = r.t.count;
  if (d >= n) return convoyRouteHolds(r, d - n);
  return r.t.kind[d] === MOVE ? moveSucceeds(r, d) : supportGiven(r, d);
}

function moveSucceeds(r: Resolver, u: number): boolean {
  const t = r.t;
  if (t.byConvoy[u] && !resolve(r, t.count + u)) return false;
  const attack = attackStrength(r, u);
  const opponent = t.headToHead[u];
  if (opponent >= 0) {
    if (attack <= defendStrength(r, opponent)) return false;
  } else if (attack <= holdStrength(r, t.target[u])) return false;
  const p = t.target[u];
  for (let i = t.intoStart[p]; i < t.intoStart[p + 1]; i++) {
    const o = t.intoList[i];
    if (o !== u && attack <= preventStrength(r, o)) return false;
  }
  return true;
}

/** IX.2, IX.3: a move's strength against what it enters (no strength against an own unit). */
export function attackStrength(r: Resolver, u: number): number {
  const t = r.t;
  if (t.byConvoy[u] && !resolve(r, t.count + u)) return 0;
  const d = t.unitAt[t.target[u]];
  if (d < 0 || (t.kind[d] === MOVE && t.headToHead[u] !== d && resolve(r, d))) return 1 + supportCount(r, u, null);
  if (t.power[d] === t.power[u]) return 0;
  // A power's supports never help dislodge its own unit (IX.3, DATC 6.D.12).
  return 1 + supportCount(r, u, t.power[d]);
}

export function holdStrength(r: Resolver, p: number): number {
  const t = r.t;
  const d = t.unitAt[p];
  if (d < 0) return 0;
  if (t.kind[d] === MOVE) return resolve(r, d) ? 0 : 1;
  return 1 + supportCount(r, d, null);
}

function defendStrength(r: Resolver, u: number): number {
  return 1 + supportCount(r, u, null);
}

/**
 * A move's power to stop other moves into the same province. None when its convoy fails,
 * or when it lost a head-to-head battle (IX.7; DATC 4.A.7 preferred choice b: a dislodged
 * unit still bounces others unless it was beaten head to head, 6.E.4, 6.G.10).
 */
export function preventStrength(r: Resolver, u: number): number {
  const t = r.t;
  if (t.byConvoy[u] && !resolve(r, t.count + u)) return 0;
  const opponent = t.headToHead[u];
  if (opponent >= 0 && resolve(r, opponent)) return 0;
  return 1 + supportCount(r, u, null);
}

function supportCount(r: Resolver, u: number, except: string | null): number {
  const t = r.t;
  let count = 0;
  for (let i = t.supportStart[u]; i < t.supportStart[u + 1]; i++) {
    const s = t.supportList[i];
    if (except !== null && t.power[s] === except) continue;
    if (resolve(r, s)) count++;
  }
  return count;
}

/** X: a support is cut by an attack (not from where it supports into, not by its own power), or by dislodgement. */
function supportGiven(r: Resolver, s: number): boolean {
  return cutBy(r, s) < 0;
}

/** The move that cuts support `s`, or -1. */
export function cutBy(r: Resolver, s: number): number {
  const t = r.t;
  const p = t.province[s];
  for (let i = t.intoStart[p]; i < t.intoStart[p + 1]; i++) {
    const m = t.intoList[i];
    if (t.power[m] === t.power[s] || t.province[m] === t.target[s]) continue;
    if (t.byConvoy[m]) {
      if (t.edition === '1971' && protectsConvoy(r, s, m)) continue;
      if (!resolve(r, t.count + m)) continue;
    }
    return m;
  }
  // Dislodged, even by the unit it supports against (X, example 9). Under XII.5 the 1971
  // rules keep the support even then (DATC 6.F.17: the paradox rule overrides the dislodge rule).
  for (let i = t.intoStart[p]; i < t.intoStart[p + 1]; i++) {
    const m = t.intoList[i];
    if (t.edition === '1971' && t.byConvoy[m] && protectsConvoy(r, s, m)) continue;
    if (resolve(r, m)) return m;
  }
  return -1;
}

/**
 * 1971 rules XII.5 (example 13): a convoyed army does not cut a support given to an
 * attack on one of the fleets convoying it.
 */
function protectsConvoy(r: Resolver, s: number, army: number): boolean {
  const t = r.t;
  const f = t.unitAt[t.target[s]];
  return f >= 0 && t.kind[f] === CONVOY && t.matched[f] === 1 && t.other[f] === army && t.kind[t.other[s]] === MOVE;
}

/** Whether a unit that stays in its province is dislodged: some move into it succeeds. */
export function dislodger(r: Resolver, u: number): number {
  const t = r.t;
  if (t.kind[u] === MOVE && resolve(r, u)) return -1;
  const p = t.province[u];
  for (let i = t.intoStart[p]; i < t.intoStart[p + 1]; i++) {
    const m = t.intoList[i];
    if (resolve(r, m)) return m;
  }
  return -1;
}

/**
 * PATH: whether the army's convoy holds. DATC 4.A.1 (2000/2023 rules, preferred): it holds
 * while some chain of its convoying fleets, none dislodged, links its province to its
 * destination. 1971 rules (XII.4, example 12): any dislodged fleet of any ordered route
 * stops it.
 */
function convoyRouteHolds(r: Resolver, a: number): boolean {
  const t = r.t;
  const index = t.index;
  const from = t.province[a];
  const to = t.target[a];
  const start = t.convoyStart[a];
  const end = t.convoyStart[a + 1];
  if (start === end) return false;
  const routes = t.orderedRoutes[a];
  if (routes !== null) {
    if (routes.length === 0) return false;
    for (const f of routes) if (dislodger(r, f) >= 0) return false;
    return true;
  }
  // Search the fleets reachable from the army's province, through fleets not dislodged.
  const n = index.provinceCount;
  const seen = new Uint8Array(end - start);
  const queue: number[] = [];
  for (let i = start; i < end; i++) {
    if (index.adjacency[from * n + t.province[t.convoyList[i]]] & 2) {
      seen[i - start] = 1;
      queue.push(i);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const f = t.convoyList[queue[head]];
    if (dislodger(r, f) >= 0) continue;
    const p = t.province[f];
    if (index.adjacency[p * n + to] & 2) return true;
    for (let i = start; i < end; i++) {
      if (!seen[i - start] && index.adjacency[p * n + t.province[t.convoyList[i]]] & 2) {
        seen[i - start] = 1;
        queue.push(i);
      }
    }
  }
  return false;
}
