/** A phase as a reader says it: "Spring 1901, movement" / "Printemps 1901, mouvements". */
import type { Variant } from '../../../model/variant.js';
import type { Phase } from '../../../engine/types.js';

const kinds: Record<string, Record<string, string>> = {
  en: { movement: 'movement', retreats: 'retreats', adjustments: 'adjustments', bidding: 'bidding' },
  fr: { movement: 'mouvements', retreats: 'retraites', adjustments: 'ajustements', bidding: 'enchères' },
};

export function phaseName(variant: Variant, phase: Phase, lang: string): string {
  const season = variant.calendar.seasons.find((s) => s.id === phase.season);
  const seasonName = season?.names[lang] ?? season?.names[variant.languages[0] ?? 'en'] ?? phase.season;
  return `${seasonName} ${phase.year}, ${kinds[lang]?.[phase.kind] ?? phase.kind}`;
}
