/**
 * A variant's rules in plain words, in English or French: start, victory, special rules
 * and map features. Built from the compiled model only.
 */
import type { Feature, Names, RuleModule, Variant } from '../../../model/variant.js';
import { ruleModuleSpec } from '../../../model/rule-modules.js';
import type { Lang } from './i18n.js';

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

export function startText(variant: Variant, lang: Lang): string {
  const { season, year } = variant.calendar.start;
  const s = variant.calendar.seasons.find((x) => x.id === season);
  return `${s ? nameOf(s.names, lang, season) : season} ${year}`;
}

export function victoryText(variant: Variant, lang: Lang): string {
  const v = variant.victory;
  const en = lang === 'en';
  const byPlayer = variant.players.length !== variant.powers.length || variant.players.some((p) => p.powers.length !== 1);
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

/** Plain words for a rule module; the model's English summary when the site has no words of its own. */
export function ruleText(variant: Variant, rule: RuleModule, lang: Lang): string {
  const args = rule.args.map(String);
  const powers = args.filter((a) => variant.powers.some((p) => p.id === a)).map((a) => powerName(variant, a, lang));
  const provinces = args.filter((a) => variant.provinces.some((p) => p.id === a)).map((a) => provinceName(variant, a, lang));
  const en = lang === 'en';
  switch (rule.id) {
    case 'civil-disorder':
      return en
        ? `${list(powers, lang)} ${powers.length > 1 ? 'have' : 'has'} no player (civil disorder): its units hold, may be supported, are disbanded when dislodged, and it builds nothing.`
        : `${list(powers, lang)} : sans joueur (désordre civil) ; ses unités tiennent, peuvent être soutenues, sont dissoutes si elles sont délogées, et elle ne construit rien.`;
    case 'neutral': {
      const land = provinces.length > 0 ? list(provinces, lang) : en ? 'its home centres' : 'ses centres de départ';
      return en
        ? `${powers[0] ?? args[0]} is neutral until a player controls it: no unit may enter ${land}, and its units hold.`
        : `${powers[0] ?? args[0]} reste neutre tant qu’aucun joueur ne la contrôle : aucune unité ne peut entrer en ${land}, et ses unités tiennent.`;
    }
    case 'coin-toss':
      return en
        ? `Before the adjustments that close the first year, a coin toss decides which player ${powers[0] ?? args[0]} joins; that player controls it from the next year on.`
        : `Avant les ajustements de la fin de la première année, on tire à pile ou face le joueur que ${powers[0] ?? args[0]} rejoint ; il la contrôle dès l’année suivante.`;
    case 'build-anywhere':
      return en
        ? 'Powers may build on any supply centre they own and hold empty, not only on their home centres.'
        : 'Les puissances peuvent construire sur tout centre qu’elles possèdent et qui est libre, pas seulement sur leurs centres de départ.';
    default: {
      const spec = ruleModuleSpec(rule.id);
      return `${rule.id}${args.length ? ` (${args.join(', ')})` : ''}: ${spec?.summary ?? (en ? 'a rule the engine does not know.' : 'une règle que l’arbitre ne connaît pas.')}`;
    }
  }
}

export function featureText(variant: Variant, f: Feature, lang: Lang): string {
  const p = (id: string): string => provinceName(variant, id, lang);
  const en = lang === 'en';
  switch (f.kind) {
    case 'canal':
      return en
        ? `Canal: fleets pass through ${p(f.province)} between ${p(f.seas[0])} and ${p(f.seas[1])}.`
        : `Canal : les flottes traversent ${p(f.province)} entre ${p(f.seas[0])} et ${p(f.seas[1])}.`;
    case 'passage':
      return en
        ? `Passage: armies and fleets cross directly between ${p(f.between[0])} and ${p(f.between[1])}.`
        : `Passage : armées et flottes passent directement entre ${p(f.between[0])} et ${p(f.between[1])}.`;
    case 'bridge':
      return en
        ? `Bridge: armies cross the water between ${p(f.between[0])} and ${p(f.between[1])}.`
        : `Pont : les armées franchissent l’eau entre ${p(f.between[0])} et ${p(f.between[1])}.`;
    case 'railway':
      return en
        ? `Railway ${nameOf(f.names, lang, f.id)}: armies of ${powerName(variant, f.owner, lang)} travel along ${f.route.map(p).join(' – ')} in one move.`
        : `Chemin de fer ${nameOf(f.names, lang, f.id)} : les armées de ${powerName(variant, f.owner, lang)} parcourent ${f.route.map(p).join(' – ')} en un mouvement.`;
    case 'gateway':
      return en
        ? `Gateway: fleets pass through ${p(f.province)} between ${p(f.seas[0])} and ${p(f.seas[1])} if its occupant allows it.`
        : `Passe : les flottes traversent ${p(f.province)} entre ${p(f.seas[0])} et ${p(f.seas[1])} si son occupant le permet.`;
  }
}
