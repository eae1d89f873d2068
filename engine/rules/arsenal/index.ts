/**
 * `rule arsenal` (arsenal-rule.fr.txt; docs/arsenal.md): supply centres are army or fleet
 * arsenals. The rule plays the adjustments phase itself (adjustments.ts: losses before
 * gains, for all powers at once, then placement on home arsenals), so ownership is not
 * updated when the Fall ends but in that phase; and an impossible move takes its unit out
 * of the phase (section b.3) rather than leaving it to hold.
 */
import { register } from '../hooks.js';
import type { RuleDefinition } from '../rule-module.js';
import { arsenalAdjustments } from './adjustments.js';
import { arsenalSpec } from './spec.js';

export const arsenal: RuleDefinition = {
  spec: arsenalSpec,
  register(hooks) {
    register(hooks, 'adjustments', (ctx) => arsenalAdjustments(ctx));
    register(hooks, 'keepsOwnership', () => true);
    register(hooks, 'impossibleMoveLeaves', () => true);
  },
};
