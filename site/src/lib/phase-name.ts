/**
 * A phase as a reader says it: "Spring 1901, movement" / "Printemps 1901, mouvements"; a
 * season named like its only phase is said once, with its year: "Bidding, 1900" /
 * "Enchères, 1900" (Intimate Diplomacy's bidding, not "Bidding 1900, bidding").
 */
import type { Variant } from '../../../model/variant.js';
import type { Phase } from '../../../engine/types.js';

const kinds: Record<string, Record<string, string>> = {
  en: { movement: 'movement', retreats: 'retreats', adjustments: 'adjustments', bidding: 'bidding' },
  fr: { movement: 'mouvements', retreats: 'retraites', adjustments: 'ajustements', bidding: 'enchères' },
};

function seasonName(variant: Variant, season: string, lang: string): string {
  const s = variant.calendar.seasons.find((x) => x.id === season);
  return s?.names[lang] ?? s?.names[variant.languages[0] ?? 'en'] ?? season;
}

/** Whether the season's name says its only phase ("Bidding"): then the phase is not named again. */
function namedLikeItsPhase(variant: Variant, season: string, lang: string): boolean {
  const phases = variant.calendar.seasons.find((x) => x.id === season)?.phases ?? [];
  const kind = phases.length === 1 ? kinds[lang]?.[phases[0]!] : undefined;
  return kind !== undefined && seasonName(variant, season, lang).toLocaleLowerCase(lang) === kind.toLocaleLowerCase(lang);
}

/** A season and year: "Spring 1901", "Bidding, 1900". */
export function seasonAndYear(variant: Variant, season: string, year: number, lang: string): string {
  const name = seasonName(variant, season, lang);
  return namedLikeItsPhase(variant, season, lang) ? `${name}, ${year}` : `${name} ${year}`;
}

export function phaseName(variant: Variant, phase: Phase, lang: string): string {
  const when = seasonAndYear(variant, phase.season, phase.year, lang);
  return namedLikeItsPhase(variant, phase.season, lang) ? when : `${when}, ${kinds[lang]?.[phase.kind] ?? phase.kind}`;
}
