/**
 * The rule modules the engine implements, and the rules in force for one phase.
 *
 * Each module of the variant registers its hooks once per variant (hooks.ts);
 * `activeRules(variant, position)` asks them for the phase and merges their answers into
 * `ActiveRules`, read by the engine at a few named points:
 *  - `ordersRefused(power)`: orders read in any phase (given-orders.ts);
 *  - `entryRefused(province, power)`: moves, supports and convoys (the order kinds, for the
 *    adjudicator and legal orders alike), retreats (kinds/retreat.ts): closed to every
 *    unit (`entryRefused` hooks) or to the power's (`entryRefusedTo`);
 *  - `buildsAllowed(power)`, `buildAnywhere`: build sites (adjudicate-adjustments.ts);
 *  - `retreatsAllowed(power)`: retreat options;
 *  - `players`: who plays which powers this phase, powers nobody plays left out (winner.ts, `playersOf`);
 *  - `blocked`: the phase cannot be played (adjudicate.ts): the variant names a rule the
 *    engine does not know or with arguments it cannot use, or a module's input is missing.
 * Map features with moves of their own (railways, gateways) register move hooks instead, once
 * per map (move-features.ts), asked by the order kinds and the movement phase.
 * A variant without modules gets one shared, empty set of rules, so the resolver's hot
 * path pays nothing for them.
 */
import { checkRuleArgs, ruleModules, ruleModuleSpec } from '../../model/rule-modules.js';
import type { Player, PowerId, ProvinceId, UnitType, Variant } from '../../model/variant.js';
import type { OrderResult, Orders, Position } from '../types.js';
import { buildAnywhere } from './build-anywhere/index.js';
import { civilDisorder } from './civil-disorder/index.js';
import { coinToss } from './coin-toss/index.js';
import { emptyHooks, type AdjustmentsPlay, type ClosedTo, type RuleContext, type RuleHooks } from './hooks.js';
import { intimate } from './intimate/index.js';
import { intimateFleets } from './intimate-fleets/index.js';
import { arsenal } from './arsenal/index.js';
import { entryAfterOccupation } from './entry-after-occupation/index.js';
import { neutral } from './neutral/index.js';
import type { RuleDefinition } from './rule-module.js';
import { assertVariantShape } from '../variant-shape.js';

export const ruleDefinitions: ReadonlyMap<string, RuleDefinition> = new Map(
  [civilDisorder, neutral, coinToss, buildAnywhere, intimate, intimateFleets, arsenal, entryAfterOccupation].map((d) => [d.spec.id, d]),
);

export interface ActiveRules {
  /** Why this phase cannot be played, or null. */
  readonly blocked: string | null;
  /** The variant's players, with the powers rule modules hand them this phase. */
  readonly players: readonly Player[];
  readonly buildAnywhere: boolean;
  /** Whether any province is closed (to every unit, or to some power's): lets loops skip `entryRefused`. */
  readonly closesProvinces: boolean;
  /** Why the power's orders are refused this phase (nobody plays it), or null. */
  ordersRefused(power: PowerId): string | null;
  /** Why no unit (or, with `power`, none of the power's units) may enter the province, or null. */
  entryRefused(province: ProvinceId, power?: PowerId): string | null;
  /** Whether the province is closed to every unit or to some power's. */
  entryClosed(province: ProvinceId): boolean;
  /** The provinces closed to every unit or to some power's (each once), for a board to mark them without asking every province. */
  readonly closedProvinces: readonly ProvinceId[];
  buildsAllowed(power: PowerId): boolean;
  retreatsAllowed(power: PowerId): boolean;
  /** The type of unit built for a build the power owes and did not order, or null (none is built). */
  defaultBuild(power: PowerId): UnitType | null;
  /** Plays a bidding phase, or null when no module plays bidding (the phase is then skipped). */
  playBidding(orders: Orders): { readonly results: readonly OrderResult[]; readonly position: Position } | null;
  /** The winner a module decides (`{ player: null }`: nobody yet), or null to leave it to the victory condition. */
  decidesWinner(): { readonly player: string | null } | null;
  /** The adjustments phase as a rule plays it (arsenal), or null for the standard one. */
  readonly adjustments: AdjustmentsPlay | null;
  /** Ownership is not updated at the end of `ownershipAfter` (a rule's adjustments do it). */
  readonly keepsOwnership: boolean;
  /** An impossible move takes its unit out of the phase instead of holding (arsenal rule b.3). */
  readonly impossibleMoveLeaves: boolean;
}

/** Whether a module of the variant plays bidding phases (else the calendar's bidding phases are skipped). */
export function playsBidding(variant: Variant): boolean {
  return hooksOf(variant).playBidding.length > 0;
}

/**
 * Whether ownership stays as it is when the season `ownershipAfter` ends (`keepsOwnership`):
 * answered without working out the phase's rules when no module registers the hook.
 */
export function keepsOwnership(variant: Variant, position: Position): boolean {
  return hooksOf(variant).keepsOwnership.length > 0 && activeRules(variant, position).keepsOwnership;
}

/**
 * Whether a module of the variant shapes the adjustments phase (plays it, or says whether and
 * where builds are made). When none does, the phase's rules answer with their defaults there,
 * and whether adjustments are due (asked at every count) needs no phase rules worked out.
 */
export function shapesAdjustments(variant: Variant): boolean {
  const hooks = hooksOf(variant);
  return hooks.adjustments.length + hooks.buildsAnywhere.length + hooks.buildsAllowed.length > 0;
}

/** The position once the year's centre ownership is updated, as the modules change it (credits earned). */
export function afterOwnershipUpdate(variant: Variant, position: Position): Position {
  let out = position;
  for (const hook of hooksOf(variant).ownershipUpdated) out = hook({ variant, position: out });
  return out;
}

interface VariantRules {
  /** The rules of a variant without modules (or whose modules cannot be used). */
  readonly fixed: ActiveRules | null;
  /** The hooks the variant's modules registered. */
  readonly hooks: RuleHooks;
  /** The rules of the positions asked last, newest first (at most RECENT). */
  readonly recent: { readonly position: Position; readonly rules: ActiveRules }[];
}

/**
 * How many positions' rules a variant keeps. The engine asks again about the position it
 * is playing and the next ones it tries (nextPhase), never about an old one: a few recent
 * answers serve those, where a WeakMap keyed by every position made cost more than the
 * rules themselves (an entry per short-lived position, swept by every garbage collection).
 * An answer no longer kept is worked out again, the same (the rules depend on the position only).
 */
const RECENT = 4;

const cache = new WeakMap<Variant, VariantRules>();

function variantRules(variant: Variant): VariantRules {
  let entry = cache.get(variant);
  if (entry === undefined) {
    assertVariantShape(variant);
    const fixed = fixedRules(variant);
    entry = { fixed, hooks: fixed === null ? registerHooks(variant) : emptyHooks(), recent: [] };
    cache.set(variant, entry);
  }
  return entry;
}

function hooksOf(variant: Variant): RuleHooks {
  return variantRules(variant).hooks;
}

export function activeRules(variant: Variant, position: Position): ActiveRules {
  const entry = variantRules(variant);
  if (entry.fixed !== null) return entry.fixed;
  const { recent } = entry;
  for (const kept of recent) if (kept.position === position) return kept.rules;
  const rules = computeRules(variant, position, entry.hooks);
  if (recent.length === RECENT) recent.pop();
  recent.unshift({ position, rules });
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
  return new PhaseRules(variant, position, hooks);
}

/**
 * The rules of one phase. A class, so that its answers are methods shared by every phase
 * rather than closures made anew for each position (positions are many and short-lived;
 * a movement phase makes two or three), and its maps made only when a hook fills them.
 */
class PhaseRules implements ActiveRules {
  readonly blocked: string | null;
  readonly players: readonly Player[];
  readonly buildAnywhere: boolean;
  readonly closesProvinces: boolean;
  readonly closedProvinces: readonly ProvinceId[];
  readonly adjustments: AdjustmentsPlay | null;
  readonly keepsOwnership: boolean;
  readonly impossibleMoveLeaves: boolean;
  private readonly ctx: RuleContext;
  private readonly hooks: RuleHooks;
  private readonly refused: ReadonlyMap<PowerId, string>;
  private readonly noBuilds: ReadonlySet<PowerId>;
  private readonly noRetreats: ReadonlySet<PowerId>;
  private readonly closed: ReadonlyMap<ProvinceId, string>;
  /** Provinces closed to some powers only, as the hooks gave them: the first entry for a province and power gives the reason. Few (one per rule), so searched in order. */
  private readonly closedTo: readonly ClosedTo[];

  constructor(variant: Variant, position: Position, hooks: RuleHooks) {
    let joined: ReadonlyMap<PowerId, string> = noEntries;
    if (hooks.joins.length > 0) {
      const found = new Map<PowerId, string>();
      for (const joins of hooks.joins) for (const [power, player] of Object.entries(joins({ variant, position }))) found.set(power, player);
      joined = found;
    }
    const ctx: RuleContext = { variant, position, joined };
    this.ctx = ctx;
    this.hooks = hooks;
    // Per power only when some module asks (a module that closes a province, as Colonial 1994's, does not).
    if (hooks.ordersRefused.length + hooks.buildsAllowed.length + hooks.retreatsAllowed.length > 0) {
      const refused = new Map<PowerId, string>();
      const noBuilds = new Set<PowerId>();
      const noRetreats = new Set<PowerId>();
      for (const { id } of variant.powers) {
        const reason = first(hooks.ordersRefused.map((hook) => hook(ctx, id)));
        if (reason !== null) refused.set(id, reason);
        if (hooks.buildsAllowed.some((hook) => !hook(ctx, id))) noBuilds.add(id);
        if (hooks.retreatsAllowed.some((hook) => !hook(ctx, id))) noRetreats.add(id);
      }
      this.refused = refused;
      this.noBuilds = noBuilds;
      this.noRetreats = noRetreats;
    } else {
      this.refused = noEntries;
      this.noBuilds = noPowers;
      this.noRetreats = noPowers;
    }
    if (hooks.entryRefused.length > 0) {
      const closed = new Map<ProvinceId, string>();
      for (const { id } of variant.provinces) {
        const reason = first(hooks.entryRefused.map((hook) => hook(ctx, id)));
        if (reason !== null) closed.set(id, reason);
      }
      this.closed = closed;
    } else this.closed = noEntries;
    const closedTo = hooks.entryRefusedTo.length === 1 ? hooks.entryRefusedTo[0](ctx) : hooks.entryRefusedTo.flatMap((hook) => hook(ctx));
    this.closedTo = closedTo;
    this.closedProvinces = closedList(this.closed, closedTo);
    this.blocked = firstAnswer(hooks.missingInput, ctx);
    this.players = playing(variant.players, joined, this.refused);
    this.buildAnywhere = anyAnswer(hooks.buildsAnywhere, ctx);
    this.closesProvinces = this.closedProvinces.length > 0;
    this.adjustments = position.phase.kind === 'adjustments' ? firstAnswer(hooks.adjustments, ctx) : null;
    this.keepsOwnership = anyAnswer(hooks.keepsOwnership, ctx);
    this.impossibleMoveLeaves = anyAnswer(hooks.impossibleMoveLeaves, ctx);
  }

  ordersRefused(power: PowerId): string | null {
    return this.refused.get(power) ?? null;
  }

  entryRefused(province: ProvinceId, power?: PowerId): string | null {
    const reason = this.closed.get(province);
    if (reason !== undefined) return reason;
    if (power !== undefined) for (const c of this.closedTo) if (c.province === province && c.power === power) return c.reason;
    return null;
  }

  entryClosed(province: ProvinceId): boolean {
    return this.closed.has(province) || this.closedTo.some((c) => c.province === province);
  }

  buildsAllowed(power: PowerId): boolean {
    return !this.noBuilds.has(power);
  }

  retreatsAllowed(power: PowerId): boolean {
    return !this.noRetreats.has(power);
  }

  defaultBuild(power: PowerId): UnitType | null {
    return first(this.hooks.defaultBuild.map((hook) => hook(this.ctx, power)));
  }

  playBidding(orders: Orders): { readonly results: readonly OrderResult[]; readonly position: Position } | null {
    return this.hooks.playBidding.length === 0 ? null : this.hooks.playBidding[0](this.ctx, orders);
  }

  decidesWinner(): { readonly player: string | null } | null {
    return first(this.hooks.decidesWinner.map((hook) => hook(this.ctx)));
  }
}

/** Shared by the phases whose hooks leave these empty, so that a phase makes no map it does not fill. */
const noEntries: ReadonlyMap<string, string> = new Map();
const noPowers: ReadonlySet<PowerId> = new Set();

/** The provinces closed to every unit, then those closed to some powers, each once. */
function closedList(closed: ReadonlyMap<ProvinceId, string>, closedTo: readonly ClosedTo[]): ProvinceId[] {
  const out = [...closed.keys()];
  for (const { province } of closedTo) if (!out.includes(province)) out.push(province);
  return out;
}

/** The first answer of the hooks asked in order that is not null, or null (later hooks are not asked). */
function firstAnswer<T>(hooks: readonly ((ctx: RuleContext) => T | null)[], ctx: RuleContext): T | null {
  for (const hook of hooks) {
    const answer = hook(ctx);
    if (answer !== null) return answer;
  }
  return null;
}

/** Whether some hook asked in order answers yes (later hooks are not asked); a loop, not a closure made per phase. */
function anyAnswer(hooks: readonly ((ctx: RuleContext) => boolean)[], ctx: RuleContext): boolean {
  for (const hook of hooks) if (hook(ctx)) return true;
  return false;
}

/** The first answer that is not null, or null. */
function first<T>(answers: readonly (T | null)[]): T | null {
  return answers.find((a) => a !== null) ?? null;
}

/**
 * The players with the powers handed to them, less the powers nobody plays (a player left with none is dropped).
 * A player a module hands powers to without the variant declaring it (Intimate Diplomacy: players named by
 * the game, their countries chosen in it) comes after the declared ones, named by its id.
 */
function playing(declared: readonly Player[], joined: ReadonlyMap<PowerId, string>, nobody: ReadonlyMap<PowerId, string>): readonly Player[] {
  if (joined.size === 0 && nobody.size === 0) return declared;
  const out: Player[] = [];
  const players = [...declared];
  for (const id of new Set(joined.values())) if (!players.some((p) => p.id === id)) players.push({ id, names: { en: id }, powers: [] });
  for (const p of players) {
    const extra = [...joined].filter(([power, player]) => player === p.id && !p.powers.includes(power)).map(([power]) => power);
    // A power handed to a player is played by that player alone.
    const powers = [...p.powers, ...extra].filter((power) => !nobody.has(power) && (joined.get(power) ?? p.id) === p.id);
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
    entryClosed: () => false,
    closedProvinces: [],
    buildsAllowed: () => true,
    retreatsAllowed: () => true,
    defaultBuild: () => null,
    playBidding: () => null,
    decidesWinner: () => null,
    adjustments: null,
    keepsOwnership: false,
    impossibleMoveLeaves: false,
  };
}
