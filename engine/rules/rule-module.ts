/**
 * What a rule module is to the engine: a folder `engine/rules/<id>/` holding its spec
 * (`spec.ts`: what it means and the arguments it takes, read by the compiler through
 * model/rule-modules.ts) and its engine code (`index.ts`), which registers typed hooks
 * (hooks.ts) for the rule's arguments. The engine asks the hooks; no module changes the
 * resolver.
 */
import type { RuleModuleSpec } from '../../model/rule-modules.js';
import type { PowerId, RuleArg, Variant } from '../../model/variant.js';
import type { RuleHooks } from './hooks.js';

export interface RuleDefinition {
  readonly spec: RuleModuleSpec;
  /** Registers the rule's hooks for the arguments written (already checked against `spec`). */
  register(hooks: RuleHooks, args: readonly RuleArg[]): void;
}

/** A power's name in the variant's first language ("Italy"), or its id. */
export function powerName(variant: Variant, power: PowerId): string {
  const names = variant.powers.find((p) => p.id === power)?.names;
  return names?.[variant.languages[0]] ?? power;
}
