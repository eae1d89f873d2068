/** `edition 1971`: where the 1971 rules, which the variant follows, differ from the current ones. */
import { list, para } from '../blocks.js';
import type { SpecialRule } from './special-rule.js';

export const edition1971: SpecialRule = {
  id: 'edition-1971',
  module: false,
  applies: (variant) => variant.rules.edition === '1971',
  chapter({ lang }) {
    if (lang === 'fr') {
      return {
        id: 'rule-edition-1971',
        section: null,
        title: 'Règles de l’édition 1971',
        blocks: [
          para('Cette variante suit l’édition de 1971 des règles là où elle diffère des règles actuelles. Les chapitres ci-dessus sont déjà écrits en conséquence :'),
          list(
            'Plusieurs routes de convoi (XII.4) : si une flotte de l’une quelconque des routes est délogée, l’armée ne bouge pas, même si une autre route tient.',
            'Attaque convoyée contre un soutien (XII.5) : le soutien n’est pas coupé, même quand l’armée, en arrivant, déloge l’unité qui soutient.',
            'Retraits en désordre civil (XIV) : la distance se compte jusqu’au centre d’origine le plus proche, et non jusqu’au plus proche centre possédé.',
          ),
        ],
      };
    }
    return {
      id: 'rule-edition-1971',
      section: null,
      title: 'Rules of the 1971 edition',
      blocks: [
        para('This variant follows the 1971 edition of the rules where it differs from the current rules. The chapters above are already written accordingly:'),
        list(
          'Several convoy routes (XII.4): if a fleet on any of the routes is dislodged, the army does not move, even if another route holds.',
          'A convoyed attack on a support (XII.5): the support is not cut, even when the army, landing, dislodges the supporting unit.',
          'Removals in civil disorder (XIV): distance is counted to the nearest home centre, not to the nearest centre owned.',
        ),
      ],
    };
  },
  summary({ lang }) {
    return lang === 'fr'
      ? 'Cette variante suit l’édition de 1971 des règles, qui diffère des règles actuelles sur trois points : les convois par plusieurs routes, l’attaque convoyée contre un soutien, et les retraits d’un pays en désordre civil.'
      : 'This variant follows the 1971 edition of the rules, which differs from the current rules in three places: convoys by several routes, a convoyed attack on a support, and the removals of a country in civil disorder.';
  },
};
