/**
 * The hooks a rule module registers, typed by name, as a validation registry takes checks
 * by node type: the engine asks every hook registered under a name at its point of the
 * phase and merges the answers (registry.ts), so a module never edits the adjudicator.
 * A new kind of rule adds a hook name here and the one place that asks it.
 */
import type { PowerId, ProvinceId, UnitType, Variant } from '../../model/variant.js';
import type { GivenOrder } from '../given-orders.js';
import type { Order, OrderResult, Orders, Position, Unit } from '../types.js';
import type { ActiveRules } from './registry.js';

export interface RuleInput {
  readonly variant: Variant;
  readonly position: Position;
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
