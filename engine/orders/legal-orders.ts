/**
 * The orders a unit may legally be given in a position's phase: for each order kind, what
 * its module (engine/orders/kinds/) lists, which is what the same module's check accepts
 * when the adjudicator reads the order, so that the two cannot disagree.
 *
 * Movement: hold, moves, supports, convoys. Retreats: each place the unit may retreat
 * to, and disband. Adjustments: builds (and waive) or disbands.
 * A power nobody plays (civil disorder, neutral) has only `hold` for its units in
 * movement — what they do, not an order anyone may give: the adjudicator refuses its
 * orders — nothing in retreats (its units are disbanded), and no builds or disbands (the
 * civil-disorder choice disbands for it).
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, PowerId, Variant } from '../../model/variant.js';
import type { Order, Position, Unit, UnitRef } from '../types.js';
import { adjustmentBalance, adjustmentBalances } from '../adjustments/adjudicate-adjustments.js';
import { activeRules, type ActiveRules } from '../rules/registry.js';
import { variantIndex } from '../variant-index.js';
import { boardState, type BoardState } from './board-state.js';
import { listBuilds } from './kinds/build.js';
import { listConvoys } from './kinds/convoy.js';
import { listMoves } from './kinds/move.js';
import { retreatOptions } from './kinds/retreat.js';
import { listSupports } from './kinds/support.js';
import { moveTargets, type MoveTargets } from './move-targets.js';
import { assertPositionShape } from '../game/position-shape.js';
import { assertPlaceText } from './order-shape.js';

export interface UnitOrders {
  readonly power: PowerId;
  readonly location: LocationId;
  readonly orders: readonly Order[];
}

/** The orders for the unit at `location` (a province or coast), or builds for an empty site. */
export function legalOrders(variant: Variant, position: Position, location: LocationId): Order[] {
  assertPlaceText(location, 'location');
  const board = makeBoard(variant, position);
  const province = board.state.index.provinceIndex.get(provinceOf(location));
  if (province === undefined) return [];
  switch (position.phase.kind) {
    case 'movement': {
      const u = board.state.unitAt[province];
      return u < 0 ? [] : movementOrders(board, u);
    }
    case 'retreats': {
      const d = position.dislodged.findIndex((unit) => provinceOf(unit.location) === provinceOf(location));
      return d < 0 ? [] : retreatOrders(board, d);
    }
    case 'adjustments': {
      const u = board.state.unitAt[province];
      const play = board.rules.adjustments;
      if (play !== null) {
        if (u >= 0 && board.rules.ordersRefused(position.units[u].power) !== null) return [];
        if (u >= 0) return play.disbands(position.units[u].power).filter((o) => o.kind === 'disband' && provinceOf(o.unit.location) === provinceOf(location));
        return variant.powers.flatMap((power) => play.builds(power.id, board.rules).filter((o) => o.kind === 'build' && provinceOf(o.location) === provinceOf(location)));
      }
      if (u >= 0) {
        const unit = position.units[u];
        return adjustmentBalance(variant, position, unit.power) < 0 && board.rules.ordersRefused(unit.power) === null ? [disband(unit)] : [];
      }
      return variant.powers.flatMap((power) =>
        adjustmentBalance(variant, position, power.id) > 0 && board.rules.ordersRefused(power.id) === null
          ? listBuilds(variant, position, power.id, board.rules).filter((o) => o.kind === 'build' && provinceOf(o.location) === provinceOf(location))
          : [],
      );
    }
    case 'bidding':
      return [];
  }
}

/** Every order the power may give this phase, unit by unit (or builds and waive, or disbands). */
export function legalOrdersForPower(variant: Variant, position: Position, power: PowerId): Order[] {
  assertPositionShape(position);
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
    case 'adjustments': {
      const play = board.rules.adjustments;
      if (play !== null) {
        return variant.powers.filter((power) => board.rules.ordersRefused(power.id) === null).flatMap((power) =>
          play.disbands(power.id).map((o) => ({ power: power.id, location: o.kind === 'disband' ? o.unit.location : '', orders: [o] })),
        );
      }
      // The balances counted once, not once per unit (each count reads every centre and unit).
      const balance = adjustmentBalances(variant, position);
      return position.units
        .filter((unit) => (balance.get(unit.power) ?? 0) < 0 && board.rules.ordersRefused(unit.power) === null)
        .map((unit) => ({ power: unit.power, location: unit.location, orders: [disband(unit)] }));
    }
    case 'bidding':
      return [];
  }
}

/** Builds on each free home centre the power owns, then waive (unless its builds are made by default); empty when no build is owed or the power builds nothing. */
export function legalBuilds(variant: Variant, position: Position, power: PowerId): Order[] {
  assertPositionShape(position);
  const play = activeRules(variant, position).adjustments;
  if (play !== null) return play.builds(power, activeRules(variant, position));
  if (adjustmentBalance(variant, position, power) <= 0) return [];
  const rules = activeRules(variant, position);
  if (!rules.buildsAllowed(power) || rules.ordersRefused(power) !== null) return [];
  const orders = listBuilds(variant, position, power, rules);
  // A power whose builds are all made (rule intimate's mercenaries) may not waive one.
  if (rules.defaultBuild(power) === null) orders.push({ kind: 'waive' });
  return orders;
}

/** A disband for each of the power's units, when it has more units than centres. */
export function legalDisbands(variant: Variant, position: Position, power: PowerId): Order[] {
  assertPositionShape(position);
  const rules = activeRules(variant, position);
  if (rules.adjustments !== null) return rules.ordersRefused(power) !== null ? [] : rules.adjustments.disbands(power);
  if (adjustmentBalance(variant, position, power) >= 0 || activeRules(variant, position).ordersRefused(power) !== null) return [];
  return position.units.filter((unit) => unit.power === power).map(disband);
}

// ---------------------------------------------------------------------------

/** A position read against the map index (the adjudicator's own board state), with the units as orders name them. */
interface Board {
  readonly state: BoardState;
  readonly position: Position;
  readonly rules: ActiveRules;
  readonly refs: UnitRef[];
  /** Where each unit could be ordered, read per province (move-targets.ts): made when a support or convoy is first listed. */
  targets: MoveTargets | null;
}

function makeBoard(variant: Variant, position: Position): Board {
  // A caller's position that cannot be read is said in words, as adjudicate says it.
  assertPositionShape(position);
  const rules = activeRules(variant, position);
  const state = boardState(variantIndex(variant), position.units, rules);
  const refs = position.units.map((unit): UnitRef => ({ type: unit.type, location: unit.location }));
  return { state, position, rules, refs, targets: null };
}

/** Hold, then every move, support and convoy the order kinds accept; only hold for a unit nobody orders. */
function movementOrders(board: Board, u: number): Order[] {
  const { state, refs } = board;
  if (state.province[u] < 0) return [];
  const ref = refs[u];
  const orders: Order[] = [{ kind: 'hold', unit: ref }];
  if (state.unordered[u]) return orders;
  listMoves(state, u, ref, orders);
  const targets = (board.targets ??= moveTargets(state));
  listSupports(state, targets, u, ref, refs, orders);
  listConvoys(state, targets, u, ref, orders);
  return orders;
}

function retreatOrders(board: Board, d: number): Order[] {
  const unit = board.position.dislodged[d];
  // A power nobody plays gives no retreat order: its dislodged units are disbanded.
  if (board.rules.ordersRefused(unit.power) !== null) return [];
  const ref: UnitRef = { type: unit.type, location: unit.location };
  const orders: Order[] = retreatOptions(board.state.index.variant, board.position, unit).map((to) => ({ kind: 'retreat', unit: ref, to }));
  orders.push({ kind: 'disband', unit: ref });
  return orders;
}

function disband(unit: Unit): Order {
  return { kind: 'disband', unit: { type: unit.type, location: unit.location } };
}
