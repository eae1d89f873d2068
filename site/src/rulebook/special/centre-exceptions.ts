/**
 * Centres that do not count for some powers (`centre home britain except china`:
 * Colonial's Hong Kong, rule 9.1), as the engine plays them (engine/rules/centre-exceptions):
 * the power may enter and hold the centre but is never credited with it. Which centres,
 * for whom, and the counting season come from the model.
 */
import type { Province, Variant } from '../../../../model/variant.js';
import { para } from '../blocks.js';
import { nameIn } from '../facts.js';
import { aOrAn, de, listOf, powerName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

const excepted = (p: Province): boolean => p.supplyCentre && (p.centreExcept?.length ?? 0) > 0;

/** The powers a centre does not count for, in French: `la puissance « Chine »`. */
function exceptedFr(variant: Variant, p: Province): string {
  const powers = p.centreExcept!;
  return `${powers.length === 1 ? 'la puissance' : 'les puissances'} ${listOf(powers.map((id) => `« ${powerName(variant, id, 'fr')} »`), 'fr')}`;
}

export const centreExceptions: SpecialRule = {
  id: 'centre-exceptions',
  module: false,
  applies: (variant) => variant.provinces.some(excepted),
  chapter({ variant, facts, lang }) {
    const centres = variant.provinces.filter(excepted);
    const names = centres.map((p) => nameIn(p.names, lang, p.id));
    const after = nameIn(facts.ownershipAfter.names, lang, facts.ownershipAfter.id);
    if (lang === 'fr') {
      return {
        id: 'rule-centre-exceptions',
        section: null,
        title: listOf(names.map((n) => `« ${n} »`), 'fr'),
        blocks: centres.flatMap((p) => {
          const here = `« ${nameIn(p.names, 'fr', p.id)} »`;
          const who = exceptedFr(variant, p);
          return [
            para(`${here} est un centre de ravitaillement pour toutes les puissances sauf ${who}. Celle-ci peut y entrer et s’y maintenir, et en priver ainsi son propriétaire, mais ce centre ne lui est jamais compté : elle ne construit rien grâce à lui et ne le compte pas pour la victoire.`),
            para(`Tant qu’une de ses unités occupe ${here} à la fin d’un tour ${de(after.toLowerCase())}, le centre n’appartient à personne. Quand elle le quitte, il reste sans propriétaire jusqu’à ce qu’une autre puissance l’occupe à la fin d’un tel tour ; pour toute autre puissance, il compte comme un centre ordinaire.`),
          ];
        }),
      };
    }
    return {
      id: 'rule-centre-exceptions',
      section: null,
      title: listOf(names, 'en'),
      blocks: centres.flatMap((p) => {
        const here = nameIn(p.names, 'en', p.id);
        const who = listOf(p.centreExcept!.map((id) => powerName(variant, id, 'en')), 'en');
        return [
          para(`${here} is a supply centre for every power except ${who}, which may enter and hold it, and so take it from its owner, but is never credited with it: it builds nothing for it and does not count it towards victory.`),
          para(`While one of its units stands in ${here} at the end of ${aOrAn(after)} turn, the centre belongs to nobody. Once it leaves, the centre stays unowned until another power occupies it at the end of such a turn; for every other power it counts as an ordinary centre.`),
        ];
      }),
    };
  },
  summary({ variant, lang }) {
    const sentences = variant.provinces.filter(excepted).map((p) => {
      if (lang === 'fr') {
        const who = exceptedFr(variant, p);
        return `« ${nameIn(p.names, 'fr', p.id)} » est un centre de ravitaillement pour toutes les puissances sauf ${who}, qui peut y entrer et s’y maintenir mais ne le compte jamais : ni pour construire, ni pour la victoire.`;
      }
      const who = listOf(p.centreExcept!.map((id) => powerName(variant, id, 'en')), 'en');
      return `${nameIn(p.names, 'en', p.id)} is a supply centre for every power except ${who}, which may enter and hold it but never counts it, for builds or for victory.`;
    });
    return sentences.join(' ');
  },
};
