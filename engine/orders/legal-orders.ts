/**
 * The orders a unit may legally be given in a position's phase.
 *
 * Movement: hold; moves (a fleet to each coast it can reach); moves by convoy for an
 * army beside a chain of seas occupied by fleets; supports to hold and to move, where
 * the supporter could move to the province (coasts ignored) and the supported unit
 * could legally move there, by convoy too; convoys by a fleet in a sea for each army
 * the chain it is part of could carry.
 * Retreats: each place it may retreat to (not occupied, not contested, not where its
 * attacker came from), and disband. Adjustments: builds (and waive) or disbands.
 *
 * Rule modules (engine/rules/registry.ts): no move, retreat, support or convoy into a
 * closed province (neutral territory). A power nobody plays (civil disorder, neutral) has
 * only `hold` for its units in movement — what they do, not an order anyone may give: the
 * adjudicator refuses its orders — nothing in retreats (its units are disbanded), and no
 * builds or disbands (the civil-disorder choice disbands for it).
 *
 * A convoy is listed for a fleet when it lies on a route of fleet-occupied seas from
 * the army to the destination in which every sea is needed (no shortcut between two of
 * its seas, or from the army or to the destination): a fleet on no such route is not
 * part of any convoy (DATC 6.G.19), and the adjudicator rejects the order.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, PowerId, Variant } from '../../model/variant.js';
import type { Order, Position, Unit, UnitRef } from '../types.js';
import { adjustmentBalance } from '../adjustments/adjudicate-adjustments.js';
import { activeRules, type ActiveRules } from '../rules/registry.js';
import { mapIndex, type MapIndex } from './map-index.js';

export interface UnitOrders {
  readonly power: PowerId;
  readonly location: LocationId;
  readonly orders: readonly Order[];
}

/** The orders for the unit at `location` (a province or coast), or builds for an empty site. */
export function legalOrders(variant: Variant, position: Position, location: LocationId): Order[] {
  const board = makeBoard(variant, position);
  const province = board.index.provinceNumber.get(provinceOf(location));
  if (province === undefined) return [];
  switch (position.phase.kind) {
    case 'movement': {
      const u = board.occupant[province];
      return u < 0 ? [] : movementOrders(board, u);
    }
    case 'retreats': {
      const d = position.dislodged.findIndex((unit) => provinceOf(unit.location) === provinceOf(location));
      return d < 0 ? [] : retreatOrders(board, d);
    }
    case 'adjustments': {
      const u = board.occupant[province];
      if (u >= 0) {
        const unit = position.units[u];
        return adjustmentBalance(variant, position, unit.power) < 0 && board.rules.ordersRefused(unit.power) === null ? [disband(unit)] : [];
      }
      return variant.powers.flatMap((power) =>
        adjustmentBalance(variant, position, power.id) > 0 && buildSites(board, power.id).includes(province)
          ? buildsAt(board, province)
          : [],
      );
    }
    case 'bidding':
      return [];
  }
}

/** Every order the power may give this phase, unit by unit (or builds and waive, or disbands). */
export function legalOrdersForPower(variant: Variant, position: Position, power: PowerId): Order[] {
  if (position.phase.kind === 'adjustments') {
    return [...legalBuilds(variant, position, power), ...legalDisbands(variant, position, power)];
  }
  const board = makeBoard(variant, position);
  const orders: Order[] = [];
  if (position.phase.kind === 'movement') {
    position.units.forEach((unit, u) => {
      if (unit.power === power) orders.push(...movementOrders(board, u));
    });
  } else if (position.phase.kind === 'retreats') {
    position.dislodged.forEach((unit, d) => {
      if (unit.power === power) orders.push(...retreatOrders(board, d));
    });
  }
  return orders;
}

/** The legal orders of every unit to be ordered this phase (units in movement, dislodged units in retreats). */
export function legalOrdersByUnit(variant: Variant, position: Position): UnitOrders[] {
  const board = makeBoard(variant, position);
  switch (position.phase.kind) {
    case 'movement':
      return position.units.map((unit, u) => ({ power: unit.power, location: unit.location, orders: movementOrders(board, u) }));
    case 'retreats':
      return position.dislodged.map((unit, d) => ({ power: unit.power, location: unit.location, orders: retreatOrders(board, d) }));
    case 'adjustments':
      return position.units
        .filter((unit) => adjustmentBalance(variant, position, unit.power) < 0 && board.rules.ordersRefused(unit.power) === null)
        .map((unit) => ({ power: unit.power, location: unit.location, orders: [disband(unit)] }));
    case 'bidding':
      return [];
  }
}

/** Builds on each free home centre the power owns, then waive; empty when no build is owed or the power builds nothing. */
export function legalBuilds(variant: Variant, position: Position, power: PowerId): Order[] {
  if (adjustmentBalance(variant, position, power) <= 0) return [];
  const board = makeBoard(variant, position);
  if (!board.rules.buildsAllowed(power) || board.rules.ordersRefused(power) !== null) return [];
  const orders = buildSites(board, power).flatMap((p) => buildsAt(board, p));
  orders.push({ kind: 'waive' });
  return orders;
}

/** A disband for each of the power's units, when it has more units than centres. */
export function legalDisbands(variant: Variant, position: Position, power: PowerId): Order[] {
  if (adjustmentBalance(variant, position, power) >= 0 || activeRules(variant, position).ordersRefused(power) !== null) return [];
  return position.units.filter((unit) => unit.power === power).map(disband);
}

// ---------------------------------------------------------------------------

/** A position read against the map's indexes, with per-call caches. */
interface Board {
  readonly index: MapIndex;
  readonly position: Position;
  readonly rules: ActiveRules;
  /** Per province: 1 where a rule module forbids entry (neutral territory), or null when none does. */
  readonly closed: Uint8Array | null;
  /** Per unit: 1 when its power is played by nobody this phase (its units only hold). */
  readonly unordered: Uint8Array;
  /** Per unit: its location and province numbers (-1 when not on this map). */
  readonly unitLocation: Int32Array;
  readonly unitProvince: Int32Array;
  /** Per province: the unit standing there, or -1. */
  readonly occupant: Int32Array;
  readonly refs: UnitRef[];
  /** Per army: the convoy chain next to it and where it could be carried, once computed. */
  readonly convoys: (ConvoyReach | undefined)[];
  /** Per army and destination (army × provinces + destination): the fleets on a needed route. */
  readonly routeFleets: Map<number, ReadonlySet<number>>;
  /** Per unit: the provinces it could move to this phase, once computed. */
  readonly targets: (Int32Array | undefined)[];
  /** Scratch marks per province, left cleared after each use. */
  readonly marks: Uint8Array;
}

interface ConvoyReach {
  /** Seas of the fleet chain next to the army. */
  readonly seas: Int32Array;
  /** Provinces the chain could carry it to. */
  readonly destinations: Int32Array;
}

function makeBoard(variant: Variant, position: Position): Board {
  const index = mapIndex(variant);
  const n = position.units.length;
  const unitLocation = new Int32Array(n);
  const unitProvince = new Int32Array(n);
  const occupant = new Int32Array(index.provinces.length).fill(-1);
  const refs: UnitRef[] = new Array(n);
  const rules = activeRules(variant, position);
  const closed = rules.closesProvinces ? Uint8Array.from(index.provinces, (p) => (rules.entryRefused(p) === null ? 0 : 1)) : null;
  const unordered = new Uint8Array(n);
  for (let u = 0; u < n; u++) {
    const unit = position.units[u];
    unordered[u] = rules.ordersRefused(unit.power) === null ? 0 : 1;
    const l = index.locationNumber.get(unit.location) ?? index.locationNumber.get(provinceOf(unit.location)) ?? -1;
    unitLocation[u] = l;
    unitProvince[u] = l < 0 ? -1 : index.provinceOfLocation[l];
    if (unitProvince[u] >= 0) occupant[unitProvince[u]] = u;
    refs[u] = { type: unit.type, location: unit.location };
  }
  return {
    index,
    position,
    rules,
    closed,
    unordered,
    unitLocation,
    unitProvince,
    occupant,
    refs,
    convoys: new Array(n),
    routeFleets: new Map(),
    targets: new Array(n),
    marks: new Uint8Array(index.provinces.length),
  };
}

function movementOrders(board: Board, u: number): Order[] {
  const { index, position, refs } = board;
  const unit = position.units[u];
  const l = board.unitLocation[u];
  if (l < 0) return [];
  const p = board.unitProvince[u];
  const ref = refs[u];
  const orders: Order[] = [{ kind: 'hold', unit: ref }];
  if (board.unordered[u]) return orders;
  const open = (to: number): boolean => board.closed === null || board.closed[to] === 0;

  if (unit.type === 'army') {
    for (const to of index.armyMoves[p]) if (open(to)) orders.push({ kind: 'move', unit: ref, to: index.provinces[to], viaConvoy: false });
    for (const to of convoyReach(board, u).destinations) {
      if (open(to)) orders.push({ kind: 'move', unit: ref, to: index.provinces[to], viaConvoy: true });
    }
  } else {
    for (const to of index.fleetMoves[l]) {
      if (open(index.provinceOfLocation[to])) orders.push({ kind: 'move', unit: ref, to: index.locations[to], viaConvoy: false });
    }
  }

  // Supports: to whatever the supporter could move to, coasts ignored.
  const reach = unit.type === 'army' ? index.armyMoves[p] : index.fleetReach[l];
  const marks = board.marks;
  for (const r of reach) marks[r] = open(r) ? 1 : 0;
  for (let v = 0; v < position.units.length; v++) {
    if (v === u || board.unitProvince[v] < 0) continue;
    if (marks[board.unitProvince[v]]) orders.push({ kind: 'support', unit: ref, supported: refs[v], to: null });
    // A fleet supporting an army's move cannot also carry it: its own sea leaves the chain.
    const carries = unit.type === 'fleet' && position.units[v].type === 'army' && convoyReach(board, v).seas.includes(p);
    for (const to of carries ? armyTargetsWithout(board, v, p) : moveTargets(board, v)) {
      if (marks[to]) orders.push({ kind: 'support', unit: ref, supported: refs[v], to: index.provinces[to] });
    }
  }
  for (const r of reach) marks[r] = 0;

  // Convoys: a fleet in a sea, for each army its chain of fleets could carry.
  if (unit.type === 'fleet' && index.convoySea[p]) {
    for (let v = 0; v < position.units.length; v++) {
      if (position.units[v].type !== 'army' || board.unitProvince[v] < 0 || board.unordered[v]) continue;
      const chain = convoyReach(board, v);
      if (!chain.seas.includes(p)) continue;
      const army = index.provinces[board.unitProvince[v]];
      for (const to of chain.destinations) {
        if (open(to) && fleetsOnRoutes(board, v, to).has(p)) orders.push({ kind: 'convoy', unit: ref, army, to: index.provinces[to] });
      }
    }
  }
  return orders;
}

const NOWHERE = new Int32Array(0);

/**
 * The provinces unit v could legally move to (by land, sea or convoy), without repeats;
 * none for a unit nobody orders. Closed provinces may be left in: callers filter them.
 */
function moveTargets(board: Board, v: number): Int32Array {
  if (board.unordered[v]) return NOWHERE;
  let targets = board.targets[v];
  if (targets === undefined) {
    const { index } = board;
    const p = board.unitProvince[v];
    if (board.position.units[v].type === 'fleet') {
      targets = index.fleetReach[board.unitLocation[v]];
    } else {
      const convoyed = convoyReach(board, v).destinations;
      if (convoyed.length === 0) targets = index.armyMoves[p];
      else {
        const all = new Set(index.armyMoves[p]);
        for (const d of convoyed) all.add(d);
        targets = Int32Array.from(all);
      }
    }
    board.targets[v] = targets;
  }
  return targets;
}

/** Where army v could move if the fleet in province `without` took no part in convoys. */
function armyTargetsWithout(board: Board, v: number, without: number): Int32Array {
  if (board.unordered[v]) return NOWHERE;
  const all = new Set(board.index.armyMoves[board.unitProvince[v]]);
  for (const d of findConvoyReach(board, v, without).destinations) all.add(d);
  return Int32Array.from(all);
}

const NO_CONVOY: ConvoyReach = { seas: new Int32Array(0), destinations: new Int32Array(0) };

/** The chain of fleet-occupied seas next to army v, and the shores it reaches. */
function convoyReach(board: Board, v: number): ConvoyReach {
  let reach = board.convoys[v];
  if (reach === undefined) {
    reach = findConvoyReach(board, v, -1);
    board.convoys[v] = reach;
  }
  return reach;
}

/** `without`: a province whose fleet is left out of the chain, or -1. */
function findConvoyReach(board: Board, v: number, without: number): ConvoyReach {
  const { index, position, occupant } = board;
  const p = board.unitProvince[v];
  const fleetAt = (s: number): boolean => {
    const o = occupant[s];
    return o >= 0 && s !== without && index.convoySea[s] === 1 && position.units[o].type === 'fleet';
  };
  let reach = NO_CONVOY;
  if (p >= 0 && position.units[v].type === 'army' && index.seasBeside[p].some(fleetAt)) {
    const seen = new Uint8Array(index.provinces.length);
    const seas: number[] = [];
    for (const s of index.seasBeside[p]) {
      if (fleetAt(s) && !seen[s]) {
        seen[s] = 1;
        seas.push(s);
      }
    }
    for (let i = 0; i < seas.length; i++) {
      for (const n of index.seaNeighbours[seas[i]]) {
        if (!seen[n] && fleetAt(n)) {
          seen[n] = 1;
          seas.push(n);
        }
      }
    }
    const destinations: number[] = [];
    const shore = new Uint8Array(index.provinces.length);
    for (const s of seas) {
      for (const n of index.seaNeighbours[s]) {
        if (n !== p && !shore[n] && index.armyGround[n] && index.terrain[n] !== 'sea') {
          shore[n] = 1;
          destinations.push(n);
        }
      }
    }
    reach = { seas: Int32Array.from(seas), destinations: Int32Array.from(destinations) };
  }
  return reach;
}

/**
 * The fleets lying on some route from army v to province `to` through fleet-occupied
 * seas in which every sea is needed: the army's province touches only the first sea,
 * the destination only the last, and no two seas of the route touch unless consecutive.
 */
function fleetsOnRoutes(board: Board, v: number, to: number): ReadonlySet<number> {
  const { index, occupant, position } = board;
  const n = index.provinces.length;
  const key = v * n + to;
  const cached = board.routeFleets.get(key);
  if (cached !== undefined) return cached;
  const from = board.unitProvince[v];
  const touch = (a: number, b: number): boolean => index.fleetTouch[a * n + b] === 1;
  const fleetAt = (s: number): boolean => {
    const o = occupant[s];
    return o >= 0 && index.convoySea[s] === 1 && position.units[o].type === 'fleet';
  };
  const found = new Set<number>();
  const path: number[] = [];
  const extend = (last: number): void => {
    for (const s of index.seaNeighbours[last] ?? []) {
      if (s === from || s === to || path.includes(s) || !fleetAt(s)) continue;
      if (touch(from, s)) continue; // the army could board here directly: a shortcut
      if (path.some((p, i) => i < path.length - 1 && touch(p, s))) continue;
      if (touch(s, to)) {
        for (const p of path) found.add(p);
        found.add(s);
        continue; // going further would leave a shortcut to the destination
      }
      path.push(s);
      extend(s);
      path.pop();
    }
  };
  for (const s of index.seasBeside[from]) {
    if (!fleetAt(s)) continue;
    if (touch(s, to)) found.add(s);
    else {
      path.push(s);
      extend(s);
      path.pop();
    }
  }
  board.routeFleets.set(key, found);
  return found;
}

function retreatOrders(board: Board, d: number): Order[] {
  const { index, position } = board;
  const unit = position.dislodged[d];
  const ref: UnitRef = { type: unit.type, location: unit.location };
  // A power nobody plays gives no retreat order: its dislodged units are disbanded.
  if (board.rules.ordersRefused(unit.power) !== null) return [];
  const l = index.locationNumber.get(unit.location) ?? index.locationNumber.get(provinceOf(unit.location));
  const orders: Order[] = [];
  if (l !== undefined && board.rules.retreatsAllowed(unit.power)) {
    const p = index.provinceOfLocation[l];
    const contested = new Set(position.contested);
    const open = (to: number): boolean =>
      board.occupant[to] < 0 &&
      (board.closed === null || board.closed[to] === 0) &&
      !contested.has(index.provinces[to]) &&
      index.provinces[to] !== unit.attackerFrom;
    if (unit.type === 'army') {
      for (const to of index.armyMoves[p]) if (open(to)) orders.push({ kind: 'retreat', unit: ref, to: index.provinces[to] });
    } else {
      for (const to of index.fleetMoves[l]) {
        if (open(index.provinceOfLocation[to])) orders.push({ kind: 'retreat', unit: ref, to: index.locations[to] });
      }
    }
  }
  orders.push({ kind: 'disband', unit: ref });
  return orders;
}

/**
 * Free centres the power owns where it may build: its home centres (any centre with
 * build-anywhere); none when it builds nothing or nobody plays it.
 */
function buildSites(board: Board, power: PowerId): number[] {
  const { index, position, rules } = board;
  if (!rules.buildsAllowed(power) || rules.ordersRefused(power) !== null) return [];
  const candidates = rules.buildAnywhere
    ? index.provinces.map((_, p) => p).filter((p) => index.supplyCentre[p])
    : Array.from(index.homeCentres.get(power) ?? []);
  return candidates.filter((p) => position.ownership[index.provinces[p]] === power && board.occupant[p] < 0);
}

function buildsAt(board: Board, p: number): Order[] {
  const { index } = board;
  const orders: Order[] = [];
  if (index.armyGround[p]) orders.push({ kind: 'build', type: 'army', location: index.provinces[p] });
  for (const l of index.fleetSites[p]) orders.push({ kind: 'build', type: 'fleet', location: index.locations[l] });
  return orders;
}

function disband(unit: Unit): Order {
  return { kind: 'disband', unit: { type: unit.type, location: unit.location } };
}
