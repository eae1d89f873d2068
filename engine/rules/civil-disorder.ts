/**
 * `rule civil-disorder POWER…` (rules XIV.2 for six and five players, XIV.3): the powers
 * have no player. Orders for them are refused, so their units hold (and, holding, may be
 * supported by others but never support one another); a dislodged unit is disbanded; they
 * build nothing; when they must disband, the civil-disorder choice decides
 * (adjustments/civil-disorder.ts), as for any power that orders too few disbands.
 */
import type { PowerId } from '../../model/variant.js';
import { powerName, type RuleDefinition } from './rule-module.js';

export const civilDisorder: RuleDefinition = {
  id: 'civil-disorder',
  effects({ variant, args }) {
    const powers = args.map(String);
    const refuseOrders: Record<PowerId, string> = {};
    for (const power of powers) refuseOrders[power] = `${powerName(variant, power)} is in civil disorder: its units hold`;
    return { refuseOrders, noBuilds: powers, noRetreats: powers };
  },
};
