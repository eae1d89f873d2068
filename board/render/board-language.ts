/**
 * The language a board is drawn in: which of the variant's names it shows (legend, hover
 * titles, impassable areas) and the words it writes itself (the legend's captions, the
 * phase, unit and feature titles). The board's own words exist in English and French, the
 * languages of dipkit's site and rulebooks; another language gets the variant's names in
 * it, where given, and English words.
 */
import type { Feature, LanguageCode, Names, PhaseKind, UnitType, Variant } from '../../model/variant.js';

type FeatureKind = Feature['kind'];

/** The words a board writes itself, in one language. */
export interface BoardWords {
  readonly army: string;
  readonly fleet: string;
  readonly supplyCentre: string;
  readonly homeCentre: string;
  readonly move: string;
  readonly support: string;
  readonly convoy: string;
  readonly hold: string;
  readonly retreat: string;
  readonly build: string;
  readonly disband: string;
  readonly dislodged: string;
  readonly failed: string;
  readonly refused: string;
  /** An area nobody may enter (Switzerland), drawn as mountains. */
  readonly impassable: string;
  /** Arsenal centres' types (rule arsenal). */
  readonly armyArsenal: string;
  readonly fleetArsenal: string;
  readonly features: Readonly<Record<FeatureKind, string>>;
  readonly phases: Readonly<Record<PhaseKind, string>>;
  /**
   * The phase under the legend's title: the season, the year and the kind of phase, the kind
   * left out where the season's name already says it (Intimate's "Bidding 1900", not
   * "Bidding 1900, bidding").
   */
  readonly phase: (season: string, year: number, kind: PhaseKind) => string;
  /** A power's caption in an adjustments phase: its centres, its units and the builds or disbands they make it due. */
  readonly adjustment: (power: string, centres: number, units: number) => string;
  /** An Intimate Diplomacy player: the home power, the mercenaries controlled this year, the credits. */
  readonly player: (player: string, home: string, mercenaries: readonly string[], credits: number) => string;
  /** A game with players whose position names none yet (Intimate Diplomacy before the preference lists). */
  readonly noPlayers: string;
  /** The mercenaries nobody controls: in anarchy for the year, or up for bidding in a bidding phase. */
  readonly uncontrolled: (powers: readonly string[], bidding: boolean) => string;
  /** A unit's title: its power (adjective and name), its type and where it stands. */
  readonly unit: (power: { adjective: string; name: string }, type: UnitType, location: string) => string;
  /** A dislodged unit's title, from its unit title. */
  readonly dislodgedUnit: (unit: string) => string;
  /** A feature's title from its kind and places ("canal: A – B – C"; a railway's name: "Trans-Siberian (railway)"). */
  readonly feature: (kind: FeatureKind, places: string) => string;
}

const ENGLISH: BoardWords = {
  army: 'army',
  fleet: 'fleet',
  supplyCentre: 'supply centre',
  homeCentre: 'home centre',
  move: 'move',
  support: 'support',
  convoy: 'convoy',
  hold: 'hold',
  retreat: 'retreat',
  build: 'build',
  disband: 'disband',
  dislodged: 'dislodged',
  failed: 'failed',
  refused: 'refused',
  impassable: 'impassable',
  armyArsenal: 'army arsenal',
  fleetArsenal: 'fleet arsenal',
  features: { canal: 'canal', gateway: 'gateway', railway: 'railway', passage: 'passage', bridge: 'bridge' },
  phases: { bidding: 'bidding', movement: 'movement', retreats: 'retreats', adjustments: 'adjustments' },
  phase: (season, year, kind) => phaseTitle(season, year, ENGLISH.phases[kind]),
  adjustment: (power, centres, units) => {
    const due = centres - units;
    const owed = due > 0 ? `: builds ${due}` : due < 0 ? `: disbands ${-due}` : '';
    return `${power} ${plural(centres, 'centre', 'centres')}, ${plural(units, 'unit', 'units')}${owed}`;
  },
  player: (player, home, mercenaries, credits) => `${player}: ${[`${home} (home)`, ...mercenaries].join(', ')}; ${plural(credits, 'credit', 'credits')}`,
  noPlayers: 'players: none yet (each gets a home power from their list of preferences)',
  uncontrolled: (powers, bidding) => `${bidding ? 'up for bidding' : 'in anarchy'}: ${powers.join(', ')}`,
  unit: (power, type, location) => `${power.adjective} ${type} in ${location}`,
  dislodgedUnit: (unit) => `dislodged: ${unit}`,
  feature: (kind, places) => (kind === 'railway' ? `${places} (railway)` : `${ENGLISH.features[kind]}: ${places}`),
};

// French adjectives agree with their noun (une armée française): the variant gives them in
// the masculine, so a unit's title names its power instead ("flotte (Angleterre)").
const FRENCH: BoardWords = {
  army: 'armée',
  fleet: 'flotte',
  supplyCentre: 'centre de ravitaillement',
  homeCentre: 'centre d’origine',
  move: 'mouvement',
  support: 'soutien',
  convoy: 'convoi',
  hold: 'maintien',
  retreat: 'retraite',
  build: 'construction',
  disband: 'dissolution',
  dislodged: 'délogée',
  failed: 'échoué',
  refused: 'refusé',
  impassable: 'infranchissable',
  armyArsenal: 'arsenal d’armées',
  fleetArsenal: 'arsenal de flottes',
  features: { canal: 'canal', gateway: 'porte', railway: 'chemin de fer', passage: 'passage', bridge: 'pont' },
  phases: { bidding: 'enchères', movement: 'mouvements', retreats: 'retraites', adjustments: 'ajustements' },
  phase: (season, year, kind) => phaseTitle(season, year, FRENCH.phases[kind]),
  adjustment: (power, centres, units) => {
    const due = centres - units;
    const owed = due > 0 ? ` : ${pluriel(due, 'construction', 'constructions')}` : due < 0 ? ` : ${pluriel(-due, 'dissolution', 'dissolutions')}` : '';
    return `${power} ${pluriel(centres, 'centre', 'centres')}, ${pluriel(units, 'unité', 'unités')}${owed}`;
  },
  player: (player, home, mercenaries, credits) => `${player} : ${[`${home} (origine)`, ...mercenaries].join(', ')} ; ${pluriel(credits, 'crédit', 'crédits')}`,
  noPlayers: 'joueurs : pas encore (chacun reçoit une puissance d’origine de sa liste de préférences)',
  uncontrolled: (powers, bidding) => `${bidding ? 'aux enchères' : 'en anarchie'} : ${powers.join(', ')}`,
  unit: (power, type, location) => `${type === 'army' ? FRENCH.army : FRENCH.fleet} (${power.name}) en ${location}`,
  dislodgedUnit: (unit) => `délogée : ${unit}`,
  feature: (kind, places) => `${FRENCH.features[kind]} : ${places}`,
};

/** "1 credit", "0 credits", "16 credits". */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1 crédit", "0 crédit", "16 crédits": French counts 0 in the singular. */
function pluriel(n: number, one: string, many: string): string {
  return `${n} ${n <= 1 ? one : many}`;
}

/** "Spring 1901, movement"; "Bidding 1900" where the season is named by its phase. */
function phaseTitle(season: string, year: number, kind: string): string {
  return season.toLocaleLowerCase() === kind.toLocaleLowerCase() ? `${season} ${year}` : `${season} ${year}, ${kind}`;
}

const WORDS: Readonly<Record<string, BoardWords>> = { en: ENGLISH, fr: FRENCH };

/** The languages whose words a board knows (others are drawn with English words). */
export const BOARD_WORD_LANGUAGES: readonly LanguageCode[] = Object.keys(WORDS);

export interface BoardLanguage {
  /** The languages to look a name up in, in order: the one asked for, then the variant's. */
  readonly order: readonly LanguageCode[];
  readonly words: BoardWords;
}

/** The board's language: `language` when given (a variant's language or one the board has words in), else the variant's first. */
export function boardLanguage(variant: Variant, language?: LanguageCode): BoardLanguage {
  const chosen = language ?? variant.languages[0] ?? 'en';
  return {
    order: [chosen, ...variant.languages.filter((l) => l !== chosen)],
    words: Object.hasOwn(WORDS, chosen) ? WORDS[chosen] : ENGLISH,
  };
}

/** The languages a board can be drawn in, as a refusal lists them: the variant's, then those the board has words in. */
export function drawableLanguages(variant: Variant): LanguageCode[] {
  return [...new Set([...variant.languages, ...BOARD_WORD_LANGUAGES])];
}

/** Whether a board can be drawn in `language`: the variant has names in it, or the board its words. */
export function drawableLanguage(variant: Variant, language: LanguageCode): boolean {
  return variant.languages.includes(language) || Object.hasOwn(WORDS, language);
}

/** A name in the board's language, else the first of the variant's languages that has one, else any, else `fallback`. */
export function nameIn(names: Names, lang: BoardLanguage, fallback: string): string {
  for (const language of lang.order) if (Object.hasOwn(names, language) && names[language]) return names[language];
  return Object.values(names)[0] ?? fallback;
}
