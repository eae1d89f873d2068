/**
 * The numbers a rulebook may print for a variant: each comes from its model (centres,
 * neutral centres, powers, players, years, victory, home centres and start units per
 * power, the rules' edition when it is 1971). Rulebook tests check that no other number
 * appears in the text, once the references to sections of the rules text (`XII.4`) are
 * taken out (`withoutSectionRefs`).
 */
import type { Variant } from '../../model/variant.js';

export function numbersFromModel(v: Variant): Set<number> {
  const centres = v.provinces.filter((p) => p.supplyCentre);
  return new Set<number>([
    centres.length,
    centres.filter((p) => p.home === null).length,
    centres.length - Object.keys(v.start.ownership).length,
    v.powers.length,
    v.players.length,
    v.calendar.start.year,
    v.calendar.start.year + 1,
    ...('count' in v.victory ? [v.victory.count] : []),
    ...v.powers.map((p) => centres.filter((c) => c.home === p.id).length),
    ...v.powers.map((p) => v.start.units.filter((u) => u.power === p.id).length),
    ...(v.rules.edition === '1971' ? [1971] : []),
  ]);
}

/** The text without references to sections of the rules text (`(XII.4)`), whose numbers are no game fact. */
export function withoutSectionRefs(text: string): string {
  return text.replace(/\b[IVX]+\.\d+\b/g, '');
}
