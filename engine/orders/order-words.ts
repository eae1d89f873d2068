/**
 * The words orders are written with, in English and French, compared after
 * `normaliseName` (so case and accents do not matter).
 */
import type { CoastId, UnitType } from '../../model/variant.js';

export type ActionWord = 'hold' | 'move' | 'support' | 'convoy' | 'retreat' | 'disband' | 'build' | 'via';

const ACTIONS: Readonly<Record<ActionWord, readonly string[]>> = {
  hold: ['h', 'hold', 'holds', 'stand', 'stands', 'tient', 'tenir', 'maintien', 'maintient'],
  move: ['m', 'move', 'moves', 'movesto', 'to', 'vers', 'attaque', 'attacks'],
  support: ['s', 'sup', 'supp', 'support', 'supports', 'supporte', 'soutient', 'soutien', 'soutenir'],
  convoy: ['c', 'con', 'conv', 'convoy', 'convoys', 'convoie', 'convoyer'],
  retreat: ['r', 'retreat', 'retreats', 'retreatsto', 'retreatto', 'retraite', 'retraiter'],
  disband: ['d', 'disband', 'disbands', 'disbanded', 'remove', 'removes', 'dissout', 'dissoute', 'dissous', 'retire', 'retirer', 'supprime'],
  build: ['b', 'build', 'builds', 'construit', 'construire', 'construction', 'construis'],
  via: ['via', 'viaconvoy', 'byconvoy', 'parconvoi'],
};

const ACTION_BY_WORD = new Map<string, ActionWord>();
for (const [action, words] of Object.entries(ACTIONS) as [ActionWord, readonly string[]][]) {
  for (const word of words) ACTION_BY_WORD.set(word, action);
}

/** The action a (normalised) word names, if any. */
export function actionWord(normalised: string): ActionWord | null {
  return ACTION_BY_WORD.get(normalised) ?? null;
}

export const CONVOY_WORDS: ReadonlySet<string> = new Set(['convoy', 'convoi', 'convoye']);
export const VIA_WORDS: ReadonlySet<string> = new Set(['via', 'by', 'par']);
export const WAIVE_WORDS: ReadonlySet<string> = new Set(['waive', 'waived', 'pass', 'renonce', 'renoncer', 'aucun']);

const UNIT_TYPES: ReadonlyMap<string, UnitType> = new Map([
  ['a', 'army'],
  ['army', 'army'],
  ['armee', 'army'],
  ['f', 'fleet'],
  ['fleet', 'fleet'],
  ['flotte', 'fleet'],
]);

export function unitTypeWord(normalised: string): UnitType | null {
  return UNIT_TYPES.get(normalised) ?? null;
}

/**
 * Generic coast words. Single letters are left out on purpose: "(S)" is a support.
 * The variant's own coast names are added per province (see name-index.ts).
 */
const COASTS: Readonly<Record<string, readonly string[]>> = {
  nc: ['nc', 'north', 'northcoast', 'nord', 'cotenord', 'cn'],
  sc: ['sc', 'south', 'southcoast', 'sud', 'cotesud', 'cs'],
  ec: ['ec', 'east', 'eastcoast', 'est', 'coteest', 'ce'],
  wc: ['wc', 'west', 'westcoast', 'ouest', 'coteouest', 'co'],
};

export const GENERIC_COASTS: ReadonlyMap<string, CoastId> = new Map(
  Object.entries(COASTS).flatMap(([coast, words]) => words.map((w) => [w, coast] as const)),
);

/** Default coast names for formatting, where the variant gives none. */
export const DEFAULT_COAST_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  nc: { en: 'north coast', fr: 'côte nord' },
  sc: { en: 'south coast', fr: 'côte sud' },
  ec: { en: 'east coast', fr: 'côte est' },
  wc: { en: 'west coast', fr: 'côte ouest' },
};
