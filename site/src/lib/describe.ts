/**
 * A variant in plain words, in English or French: start, victory, players, edition and map
 * features (its special rules are summed up by their rulebook chapters: rulebook/special/).
 * Built from the compiled model only.
 */
import type { Feature, Names, Player, Variant } from '../../../model/variant.js';
import type { Lang } from './i18n.js';
import { seasonAndYear } from './phase-name.js';

export function nameOf(names: Names, lang: Lang, fallback: string): string {
  return names[lang] ?? Object.values(names)[0] ?? fallback;
}

function provinceName(variant: Variant, id: string, lang: Lang): string {
  const p = variant.provinces.find((x) => x.id === id);
  return p ? nameOf(p.names, lang, id) : id;
}

function powerName(variant: Variant, id: string, lang: Lang): string {
  const p = variant.powers.find((x) => x.id === id);
  return p ? nameOf(p.names, lang, id) : id;
}

function list(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'fr' ? ' et ' : ' and ';
  return items.slice(0, -1).join(', ') + and + items[items.length - 1];
}

/** The first season and year: "Spring 1901"; a game that opens with a bidding, "Bidding, 1900" (phase-name.ts). */
export function startText(variant: Variant, lang: Lang): string {
  const { season, year } = variant.calendar.start;
  return seasonAndYear(variant, season, year, lang);
}

export function victoryText(variant: Variant, lang: Lang): string {
  const v = variant.victory;
  const en = lang === 'en';
  // Intimate Diplomacy's players are not the variant's: a home-centre victory is a player's.
  const byPlayer = v.kind === 'home-centre' || variant.players.length !== variant.powers.length || variant.players.some((p) => p.powers.length !== 1);
  const who = en ? (byPlayer ? 'A player' : 'A power') : byPlayer ? 'Un joueur' : 'Une puissance';
  switch (v.kind) {
    case 'centres':
      return en ? `${who} owning ${v.count} supply centres wins.` : `${who} qui possède ${v.count} centres de ravitaillement gagne.`;
    case 'units':
      return en ? `${who} with ${v.count} units on the board wins.` : `${who} qui a ${v.count} unités sur la carte gagne.`;
    case 'home-centre':
      return en
        ? `${who} whose home units occupy an opponent's home centre wins.`
        : `${who} dont une unité d’origine occupe un centre de départ adverse gagne.`;
  }
}

/**
 * A player of a variant whose players differ from its powers: "The Entente: England, France
 * and Russia"; a player who plays one power of the same name, "Russia: one player for this power alone".
 */
export function playerText(variant: Variant, player: Player, lang: Lang): string {
  const name = nameOf(player.names, lang, player.id);
  const powers = player.powers.map((id) => powerName(variant, id, lang));
  const colon = lang === 'fr' ? ' : ' : ': ';
  // Named after its powers: say how many it plays rather than name them twice.
  if (powers.length === 1 && powers[0] === name) return `${name}${colon}${lang === 'fr' ? 'un joueur pour cette seule puissance' : 'one player for this power alone'}`;
  if (powers.length > 1 && list(powers, lang) === name) return `${name}${colon}${lang === 'fr' ? `un joueur pour ces ${powers.length} puissances` : `one player for these ${powers.length} powers`}`;
  return `${name}${colon}${list(powers, lang)}`;
}

/** The edition of the rules a variant plays, when it is the current one (the 1971 edition has its own chapter). */
export function currentEditionText(lang: Lang): string {
  return lang === 'fr'
    ? 'Cette variante suit l’édition actuelle des règles de Diplomacy.'
    : 'This variant follows the current edition of the rules of Diplomacy.';
}

/** A map feature in a sentence; French cites the names in guillemets, as the rulebooks do (no article to guess). */
export function featureText(variant: Variant, f: Feature, lang: Lang): string {
  if (lang === 'fr') {
    const p = (id: string): string => `« ${provinceName(variant, id, 'fr')} »`;
    switch (f.kind) {
      case 'canal':
        return `Canal : les flottes traversent ${p(f.province)} entre ${p(f.seas[0])} et ${p(f.seas[1])}.`;
      case 'passage':
        return `Passage : armées et flottes passent directement entre ${p(f.between[0])} et ${p(f.between[1])}.`;
      case 'bridge':
        return `Pont : les armées franchissent l’eau entre ${p(f.between[0])} et ${p(f.between[1])}.`;
      case 'railway':
        return `Chemin de fer « ${nameOf(f.names, 'fr', f.id)} » : les armées de la puissance « ${powerName(variant, f.owner, 'fr')} » parcourent ${f.route.map(p).join(' – ')} en un seul mouvement.`;
      case 'gateway':
        return `Passage gardé : les flottes traversent ${p(f.province)} entre ${p(f.seas[0])} et ${p(f.seas[1])} si l’unité qui l’occupe le permet.`;
    }
  }
  const p = (id: string): string => provinceName(variant, id, 'en');
  switch (f.kind) {
    case 'canal':
      return `Canal: fleets pass through ${p(f.province)} between ${p(f.seas[0])} and ${p(f.seas[1])}.`;
    case 'passage':
      return `Passage: armies and fleets cross directly between ${p(f.between[0])} and ${p(f.between[1])}.`;
    case 'bridge':
      return `Bridge: armies cross the water between ${p(f.between[0])} and ${p(f.between[1])}.`;
    case 'railway':
      return `Railway ${nameOf(f.names, 'en', f.id)}: armies of ${powerName(variant, f.owner, 'en')} travel along ${f.route.map(p).join(' – ')} in one move.`;
    case 'gateway':
      return `Gateway: fleets pass through ${p(f.province)} between ${p(f.seas[0])} and ${p(f.seas[1])} if the unit occupying it allows it.`;
  }
}
