/** `rule civil-disorder POWER…`: powers nobody plays (the games for six and five players). */
import type { RuleArg, Variant } from '../../../../model/variant.js';
import type { Block, Lang } from '../types.js';
import { para } from '../blocks.js';
import { listOf, powerName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

/** The powers of every `rule civil-disorder` line, in order, each once, named in the page's language. */
function powersInDisorder(variant: Variant, lang: Lang): string[] {
  const ids = variant.rules.modules.filter((m) => m.id === 'civil-disorder').flatMap((m) => m.args.map((a: RuleArg) => String(a)));
  return [...new Set(ids)].map((id) => powerName(variant, id, lang));
}

export const civilDisorder: SpecialRule = {
  id: 'civil-disorder',
  module: true,
  allUses: true,
  chapter({ variant, lang }) {
    const powers = powersInDisorder(variant, lang);
    const one = powers.length === 1;
    const blocks: Block[] =
      lang === 'fr'
        ? [
            para(`Dans cette partie, aucun joueur ne dirige ${listOf(powers.map((p) => `« ${p} »`), 'fr')} : ${one ? 'ce pays est' : 'ces pays sont'} en désordre civil du premier au dernier tour.`),
            para('Leurs unités tiennent sur place et ne se soutiennent pas entre elles ; les autres puissances peuvent, elles, les soutenir pour qu’elles tiennent. Une unité délogée est retirée de la carte, sans retraite. Ces pays ne construisent jamais. Quand ils doivent retirer des unités, le choix se fait comme pour tout pays en désordre civil (section XIV).'),
            para(`Leurs centres se prennent comme les autres : c’est souvent la première conquête des joueurs voisins.`),
          ]
        : [
            para(`In this game no player leads ${listOf(powers, 'en')}: ${one ? 'that country is' : 'those countries are'} in civil disorder from the first turn to the last.`),
            para('Their units hold and do not support one another; other powers may support them to hold. A dislodged unit is removed from the board, with no retreat. These countries never build. When they must remove units, the choice is made as for any country in civil disorder (section XIV).'),
            para('Their centres are taken like any others: often the first conquests of the neighbouring players.'),
          ];
    return { id: 'rule-civil-disorder', section: null, title: lang === 'fr' ? 'Pays sans joueur (désordre civil)' : 'Countries without a player (civil disorder)', blocks };
  },
  summary({ variant, lang }) {
    const powers = powersInDisorder(variant, lang);
    const one = powers.length === 1;
    if (lang === 'fr') {
      const who = listOf(powers.map((p) => `« ${p} »`), 'fr');
      return one
        ? `${who} n’a pas de joueur (désordre civil) : ses unités tiennent et peuvent être soutenues, elles sont dissoutes si elles sont délogées, et ce pays ne construit jamais.`
        : `${who} n’ont pas de joueur (désordre civil) : leurs unités tiennent et peuvent être soutenues, elles sont dissoutes si elles sont délogées, et ces pays ne construisent jamais.`;
    }
    const who = listOf(powers, 'en');
    return one
      ? `${who} has no player (civil disorder): its units hold and may be supported, are disbanded when dislodged, and it never builds.`
      : `${who} have no player (civil disorder): their units hold and may be supported, are disbanded when dislodged, and they never build.`;
  },
};
