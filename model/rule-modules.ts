/**
 * The rule modules dipkit knows, as data: what each means and the arguments it takes.
 * Each spec lives in its module's folder (engine/rules/<id>/spec.ts), as plain data the
 * compiler may read without the engine. The compiler checks `rule` statements against
 * this catalogue; the engine refuses to play a variant naming a rule that is not here
 * (engine/rules/registry.ts).
 */
import { arsenalSpec } from '../engine/rules/arsenal/spec.js';
import { buildAnywhereSpec } from '../engine/rules/build-anywhere/spec.js';
import { civilDisorderSpec } from '../engine/rules/civil-disorder/spec.js';
import { coinTossSpec } from '../engine/rules/coin-toss/spec.js';
import { intimateSpec } from '../engine/rules/intimate/spec.js';
import { intimateFleetsSpec } from '../engine/rules/intimate-fleets/spec.js';
import { neutralSpec } from '../engine/rules/neutral/spec.js';
import { entryAfterOccupationSpec } from '../engine/rules/entry-after-occupation/spec.js';
import type { RuleArg } from './variant.js';

/** What an argument must name. */
export type RuleParamKind = 'power' | 'province' | 'number';

export interface RuleParam {
  readonly kind: RuleParamKind;
  /** How it is described in messages and docs: "the neutral power". */
  readonly description: string;
  /** 'one': exactly one; 'one-or-more'; 'any': zero or more (only last). */
  readonly count: 'one' | 'one-or-more' | 'any';
}

export interface RuleModuleSpec {
  readonly id: string;
  /** What the rule means, in one English sentence. */
  readonly summary: string;
  /** The arguments, in order. */
  readonly params: readonly RuleParam[];
}

/** Every rule's spec, from its folder (engine/rules/<id>/spec.ts: plain data, no engine code). */
export const ruleModules: readonly RuleModuleSpec[] = [civilDisorderSpec, neutralSpec, coinTossSpec, buildAnywhereSpec, intimateSpec, intimateFleetsSpec, arsenalSpec, entryAfterOccupationSpec];

export function ruleModuleSpec(id: string): RuleModuleSpec | undefined {
  return ruleModules.find((m) => m.id === id);
}

/** What the arguments of a rule are checked against. */
export interface RuleArgContext {
  isPower(id: string): boolean;
  isProvince(id: string): boolean;
}

export type RuleArgsCheck =
  | { readonly ok: true }
  /** `at`: the index of the argument at fault, or -1 when one is missing. */
  | { readonly ok: false; readonly at: number; readonly problem: string };

/** Checks a rule's arguments against its parameters: kinds, counts, nothing left over. */
export function checkRuleArgs(spec: RuleModuleSpec, args: readonly RuleArg[], ctx: RuleArgContext): RuleArgsCheck {
  let i = 0;
  for (const param of spec.params) {
    let taken = 0;
    const max = param.count === 'one' ? 1 : Infinity;
    while (i < args.length && taken < max) {
      const arg = args[i];
      const fits =
        param.kind === 'number'
          ? typeof arg === 'number' && Number.isInteger(arg) && arg >= 0
          : typeof arg === 'string' && (param.kind === 'power' ? ctx.isPower(arg) : ctx.isProvince(arg));
      if (!fits) {
        // A wrong argument where one is required, or after the required ones of a list.
        if (taken === 0 && param.count !== 'any') return { ok: false, at: i, problem: `${describeArg(arg)} is not a ${param.kind}: expected ${param.description}` };
        break;
      }
      taken++;
      i++;
    }
    if (taken === 0 && param.count !== 'any') return { ok: false, at: -1, problem: `missing argument: ${param.description}` };
  }
  if (i < args.length) {
    const next = spec.params.at(-1);
    const problem =
      next !== undefined && next.count !== 'one'
        ? `${describeArg(args[i])} is not a ${next.kind}: expected ${next.description}`
        : `unexpected argument ${describeArg(args[i])}: ${spec.id} takes ${describeParams(spec)}`;
    return { ok: false, at: i, problem };
  }
  return { ok: true };
}

/** `POWER [PROVINCE…]`: how the arguments read in messages and docs. */
export function describeParams(spec: RuleModuleSpec): string {
  if (spec.params.length === 0) return 'no arguments';
  return spec.params
    .map((p) => {
      const name = p.kind.toUpperCase();
      return p.count === 'one' ? name : p.count === 'one-or-more' ? `${name}…` : `[${name}…]`;
    })
    .join(' ');
}

function describeArg(arg: RuleArg): string {
  return typeof arg === 'number' ? String(arg) : `'${arg}'`;
}
