/**
 * `rule neutral POWER [PROVINCE…]` (rules XIV.2, the 1914 two-player game): while no player
 * controls the power, no unit may enter its territory (the provinces listed, or else its
 * home centres), and its units hold as in civil disorder. Its territory is land, so
 * convoys through it do not arise; convoys and supports into it are refused with moves.
 * Neutrality ends when a rule module hands the power to a player (see coin-toss/).
 */
import type { RuleContext } from '../hooks.js';
import { register } from '../hooks.js';
import { locationAbbreviation } from '../../../model/abbreviation.js';
import { powerName, type RuleDefinition } from '../rule-module.js';
import { neutralSpec } from './spec.js';

export const neutral: RuleDefinition = {
  spec: neutralSpec,
  register(hooks, args) {
    const power = String(args[0]);
    const listed = args.slice(1).map(String);
    const neutralNow = ({ joined }: RuleContext): boolean => !joined.has(power);
    const inTerritory = ({ variant }: RuleContext, province: string): boolean =>
      listed.length > 0 ? listed.includes(province) : variant.provinces.some((p) => p.id === province && p.home === power && p.supplyCentre);
    register(hooks, 'ordersRefused', (ctx, p) => (p === power && neutralNow(ctx) ? `${powerName(ctx.variant, power)} is neutral: its units hold` : null));
    register(hooks, 'entryRefused', (ctx, province) =>
      neutralNow(ctx) && inTerritory(ctx, province) ? `${locationAbbreviation(ctx.variant, province)} is neutral territory (${powerName(ctx.variant, power)}): no unit may enter it` : null,
    );
    register(hooks, 'buildsAllowed', (ctx, p) => p !== power || !neutralNow(ctx));
    register(hooks, 'retreatsAllowed', (ctx, p) => p !== power || !neutralNow(ctx));
  },
};
