/** `rule build-anywhere`: builds on any owned, empty supply centre. */
import { para } from '../blocks.js';
import type { SpecialRule } from './special-rule.js';

export const buildAnywhere: SpecialRule = {
  id: 'build-anywhere',
  module: true,
  chapter({ lang }) {
    if (lang === 'fr') {
      return {
        id: 'rule-build-anywhere',
        section: null,
        title: 'Construire partout',
        blocks: [
          para('Une puissance peut construire sur n’importe quel centre de ravitaillement qu’elle possède et qui est vide, et pas seulement sur ses centres d’origine. Le reste de la section XIII s’applique sans changement.'),
        ],
      };
    }
    return {
      id: 'rule-build-anywhere',
      section: null,
      title: 'Building anywhere',
      blocks: [
        para('A power may build on any supply centre it owns that is empty, not only on its home centres. The rest of section XIII applies unchanged.'),
      ],
    };
  },
  summary({ lang }) {
    return lang === 'fr'
      ? 'Une puissance peut construire sur tout centre de ravitaillement qu’elle possède et qui est vide, pas seulement sur ses centres d’origine.'
      : 'A power may build on any supply centre it owns that is empty, not only on its home centres.';
  },
};
