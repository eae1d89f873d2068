/**
 * UI strings of the variant pages, in English (the site's root locale) and French
 * (`/fr/`). `t(lang, key)`; `localePath(lang, path)` prefixes `/fr` for French.
 */
export type Lang = 'en' | 'fr';

const strings = {
  overview: { en: 'Overview', fr: 'Présentation' },
  board: { en: 'Board', fr: 'Carte' },
  tables: { en: 'Tables', fr: 'Tables' },
  playground: { en: 'Playground', fr: 'Bac à sable' },
  rulebook: { en: 'Rulebook', fr: 'Règles' },
  powers: { en: 'Powers', fr: 'Puissances' },
  power: { en: 'Power', fr: 'Puissance' },
  colour: { en: 'Colour', fr: 'Couleur' },
  players: { en: 'Players', fr: 'Joueurs' },
  start: { en: 'Start', fr: 'Début' },
  startUnits: { en: 'Start units', fr: 'Unités de départ' },
  victory: { en: 'Victory', fr: 'Victoire' },
  rules: { en: 'Rules', fr: 'Règles' },
  specialRules: { en: 'Special rules', fr: 'Règles spéciales' },
  noSpecialRules: { en: 'None: the rules of that edition apply as they are.', fr: 'Aucune : les règles de cette édition s’appliquent telles quelles.' },
  inRulebook: { en: '(see the rulebook)', fr: '(voir les règles)' },
  features: { en: 'Map features', fr: 'Particularités de la carte' },
  changes: { en: 'What it changes from', fr: 'Ce qui change par rapport à' },
  noChanges: { en: 'Nothing on the map or in the rules: only its name.', fr: 'Rien sur la carte ni dans les règles : seulement son nom.' },
  downloads: { en: 'Downloads', fr: 'Téléchargements' },
  provinces: { en: 'Provinces', fr: 'Provinces' },
  id: { en: 'Id', fr: 'Id' },
  names: { en: 'Names', fr: 'Noms' },
  aliases: { en: 'Aliases', fr: 'Alias' },
  terrain: { en: 'Terrain', fr: 'Terrain' },
  coasts: { en: 'Coasts', fr: 'Côtes' },
  centre: { en: 'Centre', fr: 'Centre' },
  // "d’origine de" kept together: a narrow column's header wraps onto two lines, never one word a line.
  home: { en: 'Home of', fr: 'Centre d’origine\u00a0de' },
  homeCentres: { en: 'Home centres', fr: 'Centres d’origine' },
  borders: { en: 'Borders', fr: 'Frontières' },
  province: { en: 'Province', fr: 'Province' },
  byArmy: { en: 'By army', fr: 'Par armée' },
  byFleet: { en: 'By fleet', fr: 'Par flotte' },
  unit: { en: 'Unit', fr: 'Unité' },
  location: { en: 'Location', fr: 'Emplacement' },
  army: { en: 'Army', fr: 'Armée' },
  fleet: { en: 'Fleet', fr: 'Flotte' },
  yes: { en: 'yes', fr: 'oui' },
  none: { en: 'none', fr: 'aucun' },
  neighbours: { en: 'Neighbours', fr: 'Voisins' },
  clickProvince: { en: 'Click a province to see its neighbours.', fr: 'Cliquez sur une province pour voir ses voisins.' },
  chooseProvince: { en: 'Or choose a province', fr: 'Ou choisissez une province' },
  zoomIn: { en: 'Zoom in', fr: 'Agrandir' },
  zoomOut: { en: 'Zoom out', fr: 'Réduire' },
  resetView: { en: 'Reset view', fr: 'Vue d’ensemble' },
  compiledModule: { en: 'compiled module (ES module)', fr: 'module compilé (module ES)' },
  typeDeclarations: { en: 'type declarations', fr: 'déclarations de types' },
  json: { en: 'the variant as JSON', fr: 'la variante en JSON' },
  svgBoard: { en: 'empty board (SVG)', fr: 'carte vide (SVG)' },
  pngBoard: { en: 'empty board with a key of the names (PNG)', fr: 'carte vide avec la clé des noms (PNG)' },
  terrainLand: { en: 'land', fr: 'terre' },
  terrainCoastal: { en: 'coastal', fr: 'côtière' },
  terrainSea: { en: 'sea', fr: 'mer' },
  terrainMixed: { en: 'mixed', fr: 'mixte' },
  terrainImpassable: { en: 'impassable', fr: 'infranchissable' },
} as const satisfies Record<string, Record<Lang, string>>;

export type StringKey = keyof typeof strings;

export function t(lang: Lang, key: StringKey): string {
  return strings[key][lang];
}

/** A site path in a language: `/variants/x/` in English, `/fr/variants/x/` in French. */
export function localePath(lang: Lang, path: string): string {
  return lang === 'fr' ? `/fr${path}` : path;
}

export function terrainName(lang: Lang, terrain: string): string {
  const key = `terrain${terrain.charAt(0).toUpperCase()}${terrain.slice(1)}` as StringKey;
  return key in strings ? t(lang, key) : terrain;
}
