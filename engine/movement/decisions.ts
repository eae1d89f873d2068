/**
 * The decisions of a movement phase and the strengths they are made from (DATC 5.B):
 *
 *   MOVE     — the move succeeds: its attack beats what holds or defends its destination
 *              and every other move's prevent strength there;
 *   SUPPORT  — the support is given: not cut by an attack, not dislodged (X);
 *   PATH     — the army's convoy route holds (XII).
 *
 * Each reads other decisions through `resolve`, which handles cycles and paradoxes.
 */
import { filled } from '../filled.js';
import { CONVOY, MOVE, SUPPORT } from './order-table.js';
import { resolve, type Resolver } from './resolver.js';

export function decide(r: Resolver, d: number): boolean {
  const n = r.t.count;
  if (d >= n) return convoyRouteHolds(r, d - n);
  return r.t.kind[d] === MOVE ? moveSucceeds(r, d) : supportGiven(r, d);
}

function moveSucceeds(r: Resolver, u: number): boolean {
  const t = r.t;
  if (t.byConvoy[u] && !resolve(r, t.count + u)) return false;
  if (t.gate !== null && t.gate[u] >= 0 && !permitted(r, u)) return false;
  const attack = attackStrength(r, u);
  let opponent = t.headToHead[u];
  // A move refused passage stays where it is: no battle on the way, it only holds.
  if (opponent >= 0 && t.gate !== null && t.gate[opponent] >= 0 && !permitted(r, opponent)) opponent = -1;
  if (opponent >= 0) {
    if (attack <= defendStrength(r, opponent)) return false;
  } else if (attack <= holdStrength(r, t.target[u])) return false;
  const p = t.target[u];
  for (let i = t.intoStart[p]; i < t.intoStart[p + 1]; i++) {
    const o = t.intoList[i];
    if (o !== u && attack <= preventStrength(r, o)) return false;
  }
  // A move that passes provinces (`transit`) gets through only when each one's occupant left.
  return t.transit === null || blockedAt(r, u) < 0;
}

/**
 * The first province a move passes (`transit`) whose occupant stays, its move having failed,
 * so that the move cannot get beyond it; -1 when every one is empty or left (or the move
 * passes none). Nothing else enters a province passed (the plan sees to it).
 */
export function blockedAt(r: Resolver, u: number): number {
  const t = r.t;
  const passed = t.transit === null ? null : t.transit[u];
  if (passed === null) return -1;
  for (const p of passed) {
    const o = t.unitAt[p];
    if (o >= 0 && !(t.kind[o] === MOVE && resolve(r, o))) return p;
  }
  return -1;
}

/** IX.2, IX.3: a move's strength against what it enters (no strength against an own unit). */
export function attackStrength(r: Resolver, u: number): number {
  const t = r.t;
  if (t.byConvoy[u] && !resolve(r, t.count + u)) return 0;
  if (t.gate !== null && t.gate[u] >= 0 && !permitted(r, u)) return 0;
  const d = t.unitAt[t.target[u]];
  if (d < 0 || (t.kind[d] === MOVE && t.headToHead[u] !== d && leaves(r, d))) return 1 + supportCount(r, u, null);
  // A move whose route yields to a unit that stays never takes its province, even with support (its feature's plan says so).
  if (t.yields !== null && t.yields[u]) return 0;
  if (t.power[d] === t.power[u]) return 0;
  // A power's supports never help dislodge its own unit (IX.3, DATC 6.D.12).
  return 1 + supportCount(r, u, t.power[d]);
}

export function holdStrength(r: Resolver, p: number): number {
  const t = r.t;
  const d = t.unitAt[p];
  if (d < 0) return 0;
  if (t.kind[d] === MOVE) return leaves(r, d) ? 0 : 1;
  return 1 + supportCount(r, d, null);
}

/**
 * Whether a moving unit leaves its province: its move succeeds, or (a named-route move that
 * passes provinces, `transit`) it stops on its way: the first province it passes is empty
 * after the phase (a unit that stays there blocks the way on: `blockedAt`). Nothing else
 * enters a province passed (its plan sees to it), so it is empty when empty at the start or left.
 */
export function leaves(r: Resolver, u: number): boolean {
  if (resolve(r, u)) return true;
  const t = r.t;
  const passed = t.transit === null ? null : t.transit[u];
  if (passed === null || passed.length === 0) return false;
  // Only the first province passed matters: the unit stops there if it is left empty.
  const o = t.unitAt[passed[0]];
  return o < 0 || (t.kind[o] === MOVE && resolve(r, o));
}

/**
 * Whether a move that needs a passage permission (`gate`) has it: the unit standing in the
 * province that gives it supports this very move, and its support is given (not cut, not
 * dislodged). The support is an ordinary one besides: it also adds its strength.
 */
export function permitted(r: Resolver, u: number): boolean {
  const t = r.t;
  const o = t.unitAt[(t.gate as number[])[u]];
  return o >= 0 && t.kind[o] === SUPPORT && t.other[o] === u && t.matched[o] === 1 && resolve(r, o);
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
  if (t.gate !== null && t.gate[u] >= 0 && !permitted(r, u)) return 0;
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
    // A move refused passage never arrives: it cuts nothing (as a disrupted convoy).
    if (t.gate !== null && t.gate[m] >= 0 && !permitted(r, m)) continue;
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
  if (t.kind[u] === MOVE && leaves(r, u)) return -1;
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
  // A plain array: a typed one is allocated outside V8's heap, at several times the cost (filled.ts).
  const seen = filled(end - start, 0);
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
