/**
 * The hooks a rule module registers, typed by name, as a validation registry takes checks
 * by node type: the engine asks every hook registered under a name at its point of the
 * phase and merges the answers (registry.ts), so a module never edits the adjudicator.
 * A new kind of rule adds a hook name here and the one place that asks it.
 */
import type { PowerId, ProvinceId, UnitType, Variant } from '../../model/variant.js';
import type { OrderResult, Orders, Position } from '../types.js';

export interface RuleInput {
  readonly variant: Variant;
  readonly position: Position;
}

export interface RuleContext extends RuleInput {
  /** Powers rule modules hand to a player this phase (every `joins` hook): power → player id. */
  readonly joined: ReadonlyMap<PowerId, string>;
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
