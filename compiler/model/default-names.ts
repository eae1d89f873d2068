/** Names the language gives without being told: coasts, the default calendar. */
import type { Names } from '../../model/variant.js';

export const defaultCoastNames: Readonly<Record<string, Names>> = {
  nc: { en: 'north coast', fr: 'côte nord' },
  sc: { en: 'south coast', fr: 'côte sud' },
  ec: { en: 'east coast', fr: 'côte est' },
  wc: { en: 'west coast', fr: "côte ouest" },
};

export const defaultSeasons = [
  { id: 'spring', names: { en: 'Spring', fr: 'Printemps' }, phases: ['movement', 'retreats'] },
  { id: 'fall', names: { en: 'Fall', fr: 'Automne' }, phases: ['movement', 'retreats'] },
  { id: 'winter', names: { en: 'Winter', fr: 'Hiver' }, phases: ['adjustments'] },
] as const;

export const defaultStartYear = 1901;

/** Colours for powers that give none, in declaration order; distinct on a light board. */
export const defaultPowerColours = [
  '#1e3a8a', '#0f766e', '#b91c1c', '#6b7280', '#15803d', '#7c3aed', '#ca8a04',
  '#be185d', '#0e7490', '#9a3412', '#4d7c0f', '#1d4ed8', '#a21caf', '#57534e',
] as const;
