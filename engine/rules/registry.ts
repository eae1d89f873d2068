/**
 * The rule modules the engine implements, and the rules in force for one phase.
 *
 * `activeRules(variant, position)` runs every module of the variant and merges their
 * effects into `ActiveRules`, read by the engine at a few named points:
 *  - `ordersRefused(power)`: orders read in any phase (given-orders.ts);
 *  - `entryRefused(province)`: moves, supports and convoys (order-table.ts), retreats
 *    (retreat-options.ts), legal orders;
 *  - `buildsAllowed(power)`, `buildAnywhere`: build sites (adjudicate-adjustments.ts);
 *  - `retreatsAllowed(power)`: retreat options;
 *  - `players`: who plays which powers this phase, powers nobody plays left out (winner.ts, `playersOf`);
 *  - `blocked`: the phase cannot be played (adjudicate.ts): the variant names a rule the
 *    engine does not know or with arguments it cannot use, has a map feature the engine
 *    does not play (railway, gateway), or a module's input is missing.
 * A variant without modules gets one shared, empty set of rules, so the resolver's hot
 * path pays nothing for them.
 */
import { checkRuleArgs, ruleModules, ruleModuleSpec } from '../../model/rule-modules.js';
import type { Player, PowerId, ProvinceId, Variant } from '../../model/variant.js';
import type { Position } from '../types.js';
import { buildAnywhere } from './build-anywhere.js';
import { civilDisorder } from './civil-disorder.js';
import { coinToss } from './coin-toss.js';
import { neutral } from './neutral.js';
import type { RuleDefinition, RuleEffects } from './rule-module.js';

export const ruleDefinitions: ReadonlyMap<string, RuleDefinition> = new Map(
  [civilDisorder, neutral, coinToss, buildAnywhere].map((d) => [d.id, d]),
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
  readonly byPosition: WeakMap<Position, ActiveRules>;
}

const cache = new WeakMap<Variant, VariantRules>();

export function activeRules(variant: Variant, position: Position): ActiveRules {
  let entry = cache.get(variant);
  if (entry === undefined) {
    entry = { fixed: fixedRules(variant), byPosition: new WeakMap() };
    cache.set(variant, entry);
  }
  if (entry.fixed !== null) return entry.fixed;
  let rules = entry.byPosition.get(position);
  if (rules === undefined) {
    rules = computeRules(variant, position);
    entry.byPosition.set(position, rules);
  }
  return rules;
}

/** Rules that do not depend on the position: none at all, or a variant the engine cannot play. */
function fixedRules(variant: Variant): ActiveRules | null {
  const problem = featureProblem(variant) ?? (variant.rules.modules.length === 0 ? null : moduleProblem(variant));
  if (problem !== null) return merge(variant.players, [], problem);
  return variant.rules.modules.length === 0 ? merge(variant.players, [], null) : null;
}

/**
 * A map feature whose moves the adjacency table cannot hold, described, or null. A railway
 * carries only its owner's armies, and as far as they like; a gateway lets fleets through
 * only as its occupant allows. The engine plays neither yet, and playing the map without
 * them would give wrong results silently, as an unknown rule would.
 */
function featureProblem(variant: Variant): string | null {
  for (const feature of variant.features) {
    if (feature.kind === 'railway') {
      return `railway ${feature.id}: the engine does not play railways yet (moves along it for ${feature.owner}'s armies only); it cannot play this variant`;
    }
    if (feature.kind === 'gateway') {
      return `gateway ${feature.province}: the engine does not play gateways yet (fleets between ${feature.seas.join(' and ')} as its occupant allows); it cannot play this variant`;
    }
  }
  return null;
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

function computeRules(variant: Variant, position: Position): ActiveRules {
  const modules = variant.rules.modules.map((m) => ({ definition: ruleDefinitions.get(m.id) as RuleDefinition, args: m.args }));
  const joined = new Map<PowerId, string>();
  for (const { definition, args } of modules) {
    for (const [power, player] of Object.entries(definition.joins?.({ variant, position, args }) ?? {})) joined.set(power, player);
  }
  const effects = modules.map(({ definition, args }) => definition.effects({ variant, position, args, joined }));
  const nobody = new Set(effects.flatMap((e) => Object.keys(e.refuseOrders ?? {})));
  return merge(playing(variant.players, joined, nobody), effects, effects.find((e) => e.missing !== undefined)?.missing ?? null);
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

function merge(players: readonly Player[], effects: readonly RuleEffects[], blocked: string | null): ActiveRules {
  const refused = new Map<PowerId, string>();
  const closed = new Map<ProvinceId, string>();
  const noBuilds = new Set<PowerId>();
  const noRetreats = new Set<PowerId>();
  let anywhere = false;
  for (const e of effects) {
    for (const [power, reason] of Object.entries(e.refuseOrders ?? {})) if (!refused.has(power)) refused.set(power, reason);
    for (const [province, reason] of Object.entries(e.closeProvinces ?? {})) if (!closed.has(province)) closed.set(province, reason);
    for (const power of e.noBuilds ?? []) noBuilds.add(power);
    for (const power of e.noRetreats ?? []) noRetreats.add(power);
    anywhere ||= e.buildAnywhere === true;
  }
  return {
    blocked,
    players,
    buildAnywhere: anywhere,
    closesProvinces: closed.size > 0,
    ordersRefused: (power) => refused.get(power) ?? null,
    entryRefused: (province) => closed.get(province) ?? null,
    buildsAllowed: (power) => !noBuilds.has(power),
    retreatsAllowed: (power) => !noRetreats.has(power),
  };
}
