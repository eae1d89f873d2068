/**
 * What a rule module is to the engine: a pure function from the variant, the position and
 * the rule's arguments to effects, plain data read at a few named hook points (see
 * `ActiveRules` in registry.ts). No module changes the resolver; each only says which
 * orders are refused, which provinces are closed, who builds, who retreats, who plays whom.
 */
import type { PowerId, ProvinceId, RuleArg, Variant } from '../../model/variant.js';
import type { Position } from '../types.js';

export interface RuleInput {
  readonly variant: Variant;
  readonly position: Position;
  /** The rule's arguments as written (already checked against model/rule-modules.ts). */
  readonly args: readonly RuleArg[];
}

export interface RuleContext extends RuleInput {
  /** Powers rule modules hand to a player this phase (every module's `joins`): power → player id. */
  readonly joined: ReadonlyMap<PowerId, string>;
}

/** What a module does to the phase being played; every field is optional. */
export interface RuleEffects {
  /** `ordersAccepted`: powers nobody plays this phase, with the reason their orders are refused. */
  readonly refuseOrders?: Readonly<Record<PowerId, string>>;
  /** `canEnter`: provinces no unit may enter (move, retreat, support, convoy into), with the reason. */
  readonly closeProvinces?: Readonly<Record<ProvinceId, string>>;
  /** `buildsAllowed`: powers that build nothing. */
  readonly noBuilds?: readonly PowerId[];
  /** `retreatsAllowed`: powers whose dislodged units are disbanded. */
  readonly noRetreats?: readonly PowerId[];
  /** Builds on any owned centre, not only home centres. */
  readonly buildAnywhere?: boolean;
  /** An input the phase cannot be played without (a coin toss result), described. */
  readonly missing?: string;
}

export interface RuleDefinition {
  readonly id: string;
  /** Powers this rule hands to a player this phase: power → player id. */
  joins?(input: RuleInput): Readonly<Record<PowerId, string>>;
  effects(ctx: RuleContext): RuleEffects;
}

/** A power's name in the variant's first language ("Italy"), or its id. */
export function powerName(variant: Variant, power: PowerId): string {
  const names = variant.powers.find((p) => p.id === power)?.names;
  return names?.[variant.languages[0]] ?? power;
}
