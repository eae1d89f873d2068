/**
 * `rule neutral POWER [PROVINCE…]` (rules XIV.2, the 1914 two-player game): while no player
 * controls the power, no unit may enter its territory (the provinces listed, or else its
 * home centres), and its units hold as in civil disorder. Its territory is land, so
 * convoys through it do not arise; convoys and supports into it are refused with moves.
 * Neutrality ends when a rule module hands the power to a player (see coin-toss.ts).
 */
import type { PowerId, ProvinceId } from '../../model/variant.js';
import { shortName } from '../order-text.js';
import { powerName, type RuleDefinition } from './rule-module.js';

export const neutral: RuleDefinition = {
  id: 'neutral',
  effects({ variant, args, joined }) {
    const power = String(args[0]);
    if (joined.has(power)) return {};
    const listed = args.slice(1).map(String);
    const territory = listed.length > 0 ? listed : variant.provinces.filter((p) => p.home === power && p.supplyCentre).map((p) => p.id);
    const name = powerName(variant, power);
    const closeProvinces: Record<ProvinceId, string> = {};
    for (const province of territory) closeProvinces[province] = `${shortName(province)} is neutral territory (${name}): no unit may enter it`;
    const refuseOrders: Record<PowerId, string> = { [power]: `${name} is neutral: its units hold` };
    return { refuseOrders, closeProvinces, noBuilds: [power], noRetreats: [power] };
  },
};
