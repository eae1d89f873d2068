/**
 * The rule modules the engine implements, and the rules in force for one phase.
 *
 * Each module of the variant registers its hooks once per variant (hooks.ts);
 * `activeRules(variant, position)` asks them for the phase and merges their answers into
 * `ActiveRules`, read by the engine at a few named points:
 *  - `ordersRefused(power)`: orders read in any phase (given-orders.ts);
 *  - `entryRefused(province)`: moves, supports and convoys (order-table.ts), retreats
 *    (retreat-options.ts), legal orders;
 *  - `buildsAllowed(power)`, `buildAnywhere`: build sites (adjudicate-adjustments.ts);
 *  - `retreatsAllowed(power)`: retreat options;
 *  - `players`: who plays which powers this phase, powers nobody plays left out (winner.ts, `playersOf`);
 *  - `blocked`: the phase cannot be played (adjudicate.ts): the variant names a rule the
 *    engine does not know or with arguments it cannot use, or a module's input is missing.
 * Map features with moves of their own are played by the movement phase itself: railways
 * (engine/rules/railway/) and gateways (engine/rules/suez/).
 * A variant without modules gets one shared, empty set of rules, so the resolver's hot
 * path pays nothing for them.
 */
import { checkRuleArgs, ruleModules, ruleModuleSpec } from '../../model/rule-modules.js';
import type { Player, PowerId, ProvinceId, Variant } from '../../model/variant.js';
import type { Position } from '../types.js';
import { buildAnywhere } from './build-anywhere/index.js';
import { civilDisorder } from './civil-disorder/index.js';
import { coinToss } from './coin-toss/index.js';
import { emptyHooks, type RuleContext, type RuleHooks } from './hooks.js';
import { neutral } from './neutral/index.js';
import type { RuleDefinition } from './rule-module.js';

export const ruleDefinitions: ReadonlyMap<string, RuleDefinition> = new Map(
  [civilDisorder, neutral, coinToss, buildAnywhere].map((d) => [d.spec.id, d]),
);

export interface ActiveRules {
  /** Why this phase cannot be played, or null. */
  readonly blocked: string | null;
  /** The variant's players, with the powers rule modules hand them this phase. */
  readonly players: readonly Player[];
  readonly buildAnywhere: boolean;
  /** Whether any province is closed: lets loops skip `entryRefused`. */
  readonly closesProvinces: boolean;
  /** Why the power's orders are refused this phase (nobody plays it), or null. */
  ordersRefused(power: PowerId): string | null;
  /** Why no unit may enter the province, or null. */
  entryRefused(province: ProvinceId): string | null;
  buildsAllowed(power: PowerId): boolean;
  retreatsAllowed(power: PowerId): boolean;
}

interface VariantRules {
  /** The rules of a variant without modules (or whose modules cannot be used). */
  readonly fixed: ActiveRules | null;
  /** The hooks the variant's modules registered. */
  readonly hooks: RuleHooks;
  readonly byPosition: WeakMap<Position, ActiveRules>;
}

const cache = new WeakMap<Variant, VariantRules>();

export function activeRules(variant: Variant, position: Position): ActiveRules {
  let entry = cache.get(variant);
  if (entry === undefined) {
    const fixed = fixedRules(variant);
    entry = { fixed, hooks: fixed === null ? registerHooks(variant) : emptyHooks(), byPosition: new WeakMap() };
    cache.set(variant, entry);
  }
  if (entry.fixed !== null) return entry.fixed;
  let rules = entry.byPosition.get(position);
  if (rules === undefined) {
    rules = computeRules(variant, position, entry.hooks);
    entry.byPosition.set(position, rules);
  }
  return rules;
}

/** Rules that do not depend on the position: none at all, or a variant the engine cannot play. */
function fixedRules(variant: Variant): ActiveRules | null {
  const problem = variant.rules.modules.length === 0 ? null : moduleProblem(variant);
  if (problem !== null) return noRules(variant.players, problem);
  return variant.rules.modules.length === 0 ? noRules(variant.players, null) : null;
}

/** The first rule the engine cannot use, described, or null. */
function moduleProblem(variant: Variant): string | null {
  const powers = new Set(variant.powers.map((p) => p.id));
  const provinces = new Set(variant.provinces.map((p) => p.id));
  for (const module of variant.rules.modules) {
    const spec = ruleModuleSpec(module.id);
    if (spec === undefined || !ruleDefinitions.has(module.id)) {
      return `unknown rule module '${module.id}': the engine cannot play this variant (known rules: ${ruleModules.map((m) => m.id).join(', ')})`;
    }
    const check = checkRuleArgs(spec, module.args, { isPower: (id) => powers.has(id), isProvince: (id) => provinces.has(id) });
    if (!check.ok) return `rule ${module.id}: ${check.problem}`;
  }
  return null;
}

function registerHooks(variant: Variant): RuleHooks {
  const hooks = emptyHooks();
  for (const module of variant.rules.modules) (ruleDefinitions.get(module.id) as RuleDefinition).register(hooks, module.args);
  return hooks;
}

/** Asks every hook for this phase, once per power and province, so that the engine's questions cost a map lookup. */
function computeRules(variant: Variant, position: Position, hooks: RuleHooks): ActiveRules {
  const joined = new Map<PowerId, string>();
  for (const joins of hooks.joins) for (const [power, player] of Object.entries(joins({ variant, position }))) joined.set(power, player);
  const ctx: RuleContext = { variant, position, joined };
  const first = <T>(answers: readonly (T | null)[]): T | null => answers.find((a) => a !== null) ?? null;
  const refused = new Map<PowerId, string>();
  const noBuilds = new Set<PowerId>();
  const noRetreats = new Set<PowerId>();
  for (const { id } of variant.powers) {
    const reason = first(hooks.ordersRefused.map((hook) => hook(ctx, id)));
    if (reason !== null) refused.set(id, reason);
    if (hooks.buildsAllowed.some((hook) => !hook(ctx, id))) noBuilds.add(id);
    if (hooks.retreatsAllowed.some((hook) => !hook(ctx, id))) noRetreats.add(id);
  }
  const closed = new Map<ProvinceId, string>();
  if (hooks.entryRefused.length > 0) {
    for (const { id } of variant.provinces) {
      const reason = first(hooks.entryRefused.map((hook) => hook(ctx, id)));
      if (reason !== null) closed.set(id, reason);
    }
  }
  return {
    blocked: first(hooks.missingInput.map((hook) => hook(ctx))),
    players: playing(variant.players, joined, new Set(refused.keys())),
    buildAnywhere: hooks.buildsAnywhere.some((hook) => hook(ctx)),
    closesProvinces: closed.size > 0,
    ordersRefused: (power) => refused.get(power) ?? null,
    entryRefused: (province) => closed.get(province) ?? null,
    buildsAllowed: (power) => !noBuilds.has(power),
    retreatsAllowed: (power) => !noRetreats.has(power),
  };
}

/** The players with the powers handed to them, less the powers nobody plays (a player left with none is dropped). */
function playing(players: readonly Player[], joined: ReadonlyMap<PowerId, string>, nobody: ReadonlySet<PowerId>): Player[] {
  const out: Player[] = [];
  for (const p of players) {
    const extra = [...joined].filter(([power, player]) => player === p.id && !p.powers.includes(power)).map(([power]) => power);
    const powers = [...p.powers, ...extra].filter((power) => !nobody.has(power));
    if (powers.length === 0) continue;
    out.push(extra.length === 0 && powers.length === p.powers.length ? p : { ...p, powers });
  }
  return out;
}

/** Rules with nothing in force, or a phase that cannot be played (`blocked`). */
function noRules(players: readonly Player[], blocked: string | null): ActiveRules {
  return {
    blocked,
    players,
    buildAnywhere: false,
    closesProvinces: false,
    ordersRefused: () => null,
    entryRefused: () => null,
    buildsAllowed: () => true,
    retreatsAllowed: () => true,
  };
}
