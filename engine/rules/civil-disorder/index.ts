/**
 * `rule civil-disorder POWER…` (rules XIV.2 for six and five players, XIV.3): the powers
 * have no player. Orders for them are refused, so their units hold (and, holding, may be
 * supported by others but never support one another); a dislodged unit is disbanded; they
 * build nothing; when they must disband, the civil-disorder choice decides
 * (adjustments/civil-disorder.ts), as for any power that orders too few disbands.
 */
import { register } from '../hooks.js';
import { powerName, type RuleDefinition } from '../rule-module.js';
import { civilDisorderSpec } from './spec.js';

export const civilDisorder: RuleDefinition = {
  spec: civilDisorderSpec,
  register(hooks, args) {
    const powers = new Set(args.map(String));
    register(hooks, 'ordersRefused', ({ variant }, power) => (powers.has(power) ? `${powerName(variant, power)} is in civil disorder: its units hold` : null));
    register(hooks, 'buildsAllowed', (_, power) => !powers.has(power));
    register(hooks, 'retreatsAllowed', (_, power) => !powers.has(power));
  },
};
