/**
 * `rule entry-after-occupation POWER PROVINCE` (Colonial Diplomacy 1994, rule 9.11: "La
 * Chine ne peut entrer à Hong Kong qu'au tour suivant celui où une autre puissance l'a
 * occupée à la fin d'un tour de comptage"; the errata of 1996 delete the sentence). The
 * power's units may enter the province (move, retreat, be convoyed or supported into it,
 * support into it) only in the turn that follows a counting season (the calendar's
 * `ownershipAfter`, its retreats included) at whose end a unit of another power stood in
 * it: the next season with a movement phase (Colonial: the spring after the fall). "Le tour
 * suivant" is read as that one season, movement and retreats: a window that
 * opens again each time another power holds the province at the end of a counting season.
 * Which counting season last ended so is state carried in the position
 * (`rules["entry-after-occupation"]`: province → year), written when ownership is updated.
 */
import type { PowerId, ProvinceId, Variant } from '../../../model/variant.js';
import { locationAbbreviation } from '../../../model/abbreviation.js';
import type { Position } from '../../types.js';
import { register, type ClosedTo } from '../hooks.js';
import { powerName, type RuleDefinition } from '../rule-module.js';
import { entryAfterOccupationSpec } from './spec.js';

export const ENTRY_AFTER_OCCUPATION = 'entry-after-occupation';

/** Province → the year of the last counting season at whose end another power held it: a record of its own, which the caller may change. */
function heldState(position: Position): Record<ProvinceId, number> {
  const kept = position.rules?.[ENTRY_AFTER_OCCUPATION];
  if (kept === null || typeof kept !== 'object') return {};
  // Only numbers are years; anything else in a position file is read as no record (the province stays closed).
  return Object.fromEntries(Object.entries(kept).filter(([, year]) => typeof year === 'number'));
}

/** The year of the last counting season at whose end another power held the province, or undefined. */
function heldYear(position: Position, province: ProvinceId): number | undefined {
  const kept = position.rules?.[ENTRY_AFTER_OCCUPATION];
  if (kept === null || typeof kept !== 'object' || !Object.hasOwn(kept, province)) return undefined;
  const year = (kept as Record<ProvinceId, unknown>)[province];
  return typeof year === 'number' ? year : undefined;
}

/** The turn after the counting season of `year`: the next season with a movement phase (a winter of adjustments is no turn), and its year. */
function seasonAfterCount(variant: Variant, year: number): { readonly season: string; readonly year: number } {
  const seasons = variant.calendar.seasons;
  let i = seasons.findIndex((s) => s.id === variant.calendar.ownershipAfter);
  for (let step = 0; step < seasons.length; step++) {
    i++;
    if (i >= seasons.length) {
      i = 0;
      year++;
    }
    if (seasons[i].phases.includes('movement')) break;
  }
  return { season: seasons[i].id, year };
}

export const entryAfterOccupation: RuleDefinition = {
  spec: entryAfterOccupationSpec,
  register(hooks, args) {
    const power = String(args[0]) as PowerId;
    const province = String(args[1]) as ProvinceId;
    // Asked for every position (a movement phase makes two or three): what depends on the
    // variant alone — the closure and its words, the season that follows a count — is made once.
    let made: { readonly variant: Variant; readonly closed: readonly ClosedTo[]; readonly after: ReturnType<typeof seasonAfterCount> } | null = null;
    register(hooks, 'entryRefusedTo', ({ variant, position }) => {
      if (made?.variant !== variant) {
        const reason = `${powerName(variant, power)} may enter ${locationAbbreviation(variant, province)} only in the season after another power held it at the end of a counting season (9.11, 1994)`;
        made = { variant, closed: [{ province, power, reason }], after: seasonAfterCount(variant, 0) };
      }
      const year = heldYear(position, province);
      const open = year !== undefined && position.phase.season === made.after.season && position.phase.year === year + made.after.year;
      return open ? [] : made.closed;
    });
    // A unit in the province stands at it or at one of its coasts (its province, found without cutting each location).
    const coasts = `${province}/`;
    register(hooks, 'ownershipUpdated', ({ position }) => {
      const occupant = position.units.find((u) => u.location === province || u.location.startsWith(coasts));
      const held = heldState(position);
      if (occupant !== undefined && occupant.power !== power) held[province] = position.phase.year;
      else delete held[province];
      return { ...position, rules: { ...position.rules, [ENTRY_AFTER_OCCUPATION]: held } };
    });
  },
};
