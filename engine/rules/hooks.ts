/**
 * The hooks a rule module registers, typed by name, as a validation registry takes checks
 * by node type: the engine asks every hook registered under a name at its point of the
 * phase and merges the answers (registry.ts), so a module never edits the adjudicator.
 * A new kind of rule adds a hook name here and the one place that asks it. Map features
 * with moves of their own (railways, gateways) register move hooks, at the end of this file.
 */
import type { Feature, LocationId, PowerId, ProvinceId, UnitType, Variant } from '../../model/variant.js';
import type { GivenOrder } from '../given-orders.js';
import type { BoardState } from '../orders/board-state.js';
import type { VariantIndex } from '../variant-index.js';
import type { Order, OrderResult, Orders, Position, Unit } from '../types.js';
import type { ActiveRules } from './registry.js';

export interface RuleInput {
  readonly variant: Variant;
  readonly position: Position;
}

/** A province closed to one power's units, and why. */
export interface ClosedTo {
  readonly province: ProvinceId;
  readonly power: PowerId;
  readonly reason: string;
}

export interface RuleContext extends RuleInput {
  /** Powers rule modules hand to a player this phase (every `joins` hook): power → player id. */
  readonly joined: ReadonlyMap<PowerId, string>;
}

/** An adjustments phase a rule plays itself (arsenal: typed removals and placements). */
export interface AdjustmentsPlay {
  /** Whether the phase has anything to do (else it is skipped). */
  due(rules: ActiveRules): boolean;
  /** Plays the orders read for the phase. */
  play(given: GivenOrder[], rules: ActiveRules): PlayedAdjustments;
  /** The builds (and waive) the power may order, one check with `play`. */
  builds(power: PowerId, rules: ActiveRules): Order[];
  /** The disbands (removals) the power may order. */
  disbands(power: PowerId): Order[];
  /** The units of each type the power must remove, and may place (with the removals it does not order chosen for it). */
  owed(power: PowerId): { readonly remove: { readonly army: number; readonly fleet: number }; readonly place: { readonly army: number; readonly fleet: number } };
}

export interface PlayedAdjustments {
  readonly results: OrderResult[];
  readonly units: Unit[];
  /** Centre ownership after the phase. */
  readonly ownership: Position['ownership'];
  /** The position's rule state after the phase. */
  readonly rules: Position['rules'];
}

export interface HookTypes {
  /** Powers the rule hands to a player this phase (a coin toss): power → player id. Asked first. */
  joins(input: RuleInput): Readonly<Record<PowerId, string>>;
  /** Why the power's orders are refused this phase (nobody plays it), or null. */
  ordersRefused(ctx: RuleContext, power: PowerId): string | null;
  /** Passage permission: why no unit may enter the province this phase (move, retreat, support, convoy into), or null. */
  entryRefused(ctx: RuleContext, province: ProvinceId): string | null;
  /** Passage permission for some powers: the provinces their units may not enter this phase (move, retreat, support, convoy into), and why. */
  entryRefusedTo(ctx: RuleContext): readonly ClosedTo[];
  /** Whether the power builds at all this phase. */
  buildsAllowed(ctx: RuleContext, power: PowerId): boolean;
  /** Build accounting: whether powers may build on any centre they own, not only on home centres. */
  buildsAnywhere(ctx: RuleContext): boolean;
  /** Whether the power's dislodged units may retreat (else they are disbanded). */
  retreatsAllowed(ctx: RuleContext, power: PowerId): boolean;
  /** The rule plays this adjustments phase itself (its counts, sequence and ownership update), or null. */
  adjustments(ctx: RuleContext): AdjustmentsPlay | null;
  /** Whether ownership stays as it is when the season `ownershipAfter` ends (the rule's adjustments update it). */
  keepsOwnership(ctx: RuleContext): boolean;
  /**
   * Whether a move the board does not allow takes its unit out of the phase (it leaves and
   * returns, taking no part in other orders: no hold support) instead of holding (DATC 4.E.1).
   */
  impossibleMoveLeaves(ctx: RuleContext): boolean;
  /** An input the phase cannot be played without (a coin toss result), described, or null. */
  missingInput(ctx: RuleContext): string | null;
  /**
   * Plays a bidding phase (Intimate Diplomacy): reads the orders given and returns their
   * results and the position with the module's state updated. A calendar's bidding phases
   * are played only when a module registers this hook; asked by adjudicate.ts.
   */
  playBidding(ctx: RuleContext, orders: Orders): { readonly results: readonly OrderResult[]; readonly position: Position };
  /** The position once centre ownership was updated at the end of the year's ownership season (credits earned); asked by next-phase.ts. */
  ownershipUpdated(input: RuleInput): Position;
  /** The unit type to build by default for a build the power owed and did not order, or null for none (adjudicate-adjustments.ts). */
  defaultBuild(ctx: RuleContext, power: PowerId): UnitType | null;
  /** The winning player decided by the rule (`{ player: null }`: nobody has won yet), or null to leave it to the victory condition (winner.ts). */
  decidesWinner(ctx: RuleContext): { readonly player: string | null } | null;
}

export type HookName = keyof HookTypes;

/** The hooks registered by the modules of one variant, by name, in registration order. */
export type RuleHooks = { readonly [K in HookName]: HookTypes[K][] };

export function emptyHooks(): RuleHooks {
  return {
    joins: [],
    ordersRefused: [],
    entryRefused: [],
    entryRefusedTo: [],
    buildsAllowed: [],
    buildsAnywhere: [],
    retreatsAllowed: [],
    adjustments: [],
    keepsOwnership: [],
    impossibleMoveLeaves: [],
    missingInput: [],
    playBidding: [],
    ownershipUpdated: [],
    defaultBuild: [],
    decidesWinner: [],
  };
}

export function register<K extends HookName>(hooks: RuleHooks, name: K, hook: HookTypes[K]): void {
  hooks[name].push(hook);
}

/*
 * Map features that give units moves of their own (a railway line, a gateway between two
 * seas) register move hooks, once per variant index (move-features.ts): the order kinds
 * and the resolver ask them at named points, so no feature's code sits in the resolver, and
 * a map without such features registers none and pays nothing.
 */

/** A move a map feature adds to those a unit's borders and convoys give it. */
export interface FeatureMove {
  /** The province reached. */
  readonly to: number;
  /** The route the order names (`tsr` in `A Mos - TSR - Vla`), or null for a move written as any other (`F Red - Med`). */
  readonly route: string | null;
}

export type RouteMoveCheck =
  | { readonly ok: true; readonly to: number; readonly destination: LocationId }
  | { readonly ok: false; readonly reason: string };

/** The valid orders of a movement phase, by unit, as a plan of named-route moves reads them. */
export interface RouteOrders {
  readonly count: number;
  readonly power: readonly PowerId[];
  readonly province: readonly number[];
  readonly unitAt: readonly number[];
  /** Per unit: 1 for a valid move order (named-route moves included). */
  readonly moving: readonly number[];
  /** Per unit: the province a valid move enters; the plan sets it for the moves it plans. */
  readonly target: number[];
  /** Per unit: the route its move names, or null. */
  readonly route: readonly (string | null)[];
  /** Per unit: the destination a named-route move was ordered to (-1 for other units). */
  readonly ordered: readonly number[];
  /** Who owns each province's centre (province number → power), or null. */
  readonly owner: (p: number) => PowerId | null;
}

/** How a phase's named-route moves resolve, planned from the orders before the resolver runs. */
export interface RoutePlan {
  /** Per unit: the provinces passed before the one attacked (its `target`), or null for a move the plan does not cover. */
  readonly transit: (number[] | null)[];
  /** Per unit: 1 when the move never takes its province from a unit that stays there, even with support. */
  readonly yields: number[];
  /**
   * Where unit u ends when it did not enter the province it attacked: a province it passed
   * that is `empty` (nothing stands there after the phase, and no unit that stayed on its way
   * stands before it), or -1 (it stays).
   */
  stop(u: number, empty: (p: number) => boolean): number;
  /** The outcome of unit u's move and, when it did not reach the destination ordered, why. */
  result(u: number, facts: RouteFacts): { readonly outcome: 'succeeded' | 'failed'; readonly reason?: string };
}

/** What the resolver found for a named-route move, in words, for its result. */
export interface RouteFacts {
  /** Whether the unit entered the province it attacked. */
  readonly entered: boolean;
  /** The province attacked (`Oms`), and whether it is the destination ordered. */
  readonly attacked: string;
  readonly attackedOrdered: boolean;
  /** The unit that stays in the province attacked (as its order was written), when that is what stopped the move; else null. */
  readonly stayer: string | null;
  /** The unit that stayed in a province on the way (its move failed), when that is what stopped the move, and that province; else null. */
  readonly blocker: string | null;
  readonly blockedIn: string | null;
  /** Why the move into the province attacked failed, as for any move ('' when it entered, or a stayer or blocker stopped it). */
  readonly failure: string;
  /** The province the unit stopped in on its way, or null when it stays where it was. */
  readonly stoppedIn: string | null;
  /** The unit's own province. */
  readonly start: string;
  /** Unit v named as its order was written (`A Prm - Oms`), or as a unit when it has none. */
  name(v: number): string;
}

export interface MoveHookTypes {
  /**
   * Extra move routes: the moves unit u may be ordered beyond its borders and convoys (listed,
   * accepted, supportable); entry closures are checked by the asker. Asked for every move and
   * support checked, so it answers from tables made once per map, returning shared arrays
   * (an empty one for the many units the feature does not serve).
   */
  moveRoutes(b: BoardState, u: number): readonly FeatureMove[];
  /** The route an order's word names (`tsr`, `transsiberien`, normalised), or null. */
  routeNamed(word: string): string | null;
  /** The legality of unit u's move along `route` to `to`, or null when the route is not this feature's. */
  routeMove(b: BoardState, u: number, route: string, to: LocationId): RouteMoveCheck | null;
  /** Passage permission: the province whose occupant must permit (support) unit u's move into province `to`, or -1. */
  passagePermission(b: BoardState, u: number, to: number): number;
  /** Plans the phase's moves along this feature's routes, or null when none of them is ordered. */
  planRoutes(orders: RouteOrders): RoutePlan | null;
}

export type MoveHookName = keyof MoveHookTypes;

/** The move hooks registered by the map features of one variant, by name. */
export type MoveHooks = { readonly [K in MoveHookName]: MoveHookTypes[K][] };

export function emptyMoveHooks(): MoveHooks {
  return { moveRoutes: [], routeNamed: [], routeMove: [], passagePermission: [], planRoutes: [] };
}

export function registerMove<K extends MoveHookName>(hooks: MoveHooks, name: K, hook: MoveHookTypes[K]): void {
  hooks[name].push(hook);
}

/** A map feature the engine plays with move hooks: registers them for the variant's index. */
export interface MoveFeatureDefinition {
  /** The `kind` of the model's map features it plays (`railway`, `gateway`). */
  readonly kind: Feature['kind'];
  register(hooks: MoveHooks, index: VariantIndex): void;
}
