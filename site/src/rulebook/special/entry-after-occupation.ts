/**
 * `rule entry-after-occupation POWER PROVINCE` (Colonial Diplomacy 1994, rule 9.11: China
 * may enter Hong Kong only in the turn after another power held it at the end of a
 * counting turn; the errata of 1996 delete the sentence). The power, the province and the
 * seasons come from the rule's arguments and the calendar.
 */
import { para } from '../blocks.js';
import { nameIn, type SeasonFacts } from '../facts.js';
import { aOrAn, de, powerName, provinceName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

/** The movement season that follows the counting season in the calendar (spring after fall). */
function seasonAfter(seasons: readonly SeasonFacts[], counting: SeasonFacts): SeasonFacts {
  const start = seasons.findIndex((s) => s.id === counting.id);
  for (let i = 1; i <= seasons.length; i += 1) {
    const s = seasons[(start + i) % seasons.length];
    if (s.phases.includes('movement')) return s;
  }
  return counting;
}

export const entryAfterOccupation: SpecialRule = {
  id: 'entry-after-occupation',
  module: true,
  chapter({ variant, facts, lang }, args) {
    const [power, province] = [String(args[0]), String(args[1])];
    const counting = facts.ownershipAfter;
    const next = seasonAfter(facts.seasons, counting);
    if (lang === 'fr') {
      const who = `« ${powerName(variant, power, 'fr')} »`;
      const where = `« ${provinceName(variant, province, 'fr')} »`;
      const [c, n] = [nameIn(counting.names, 'fr', counting.id).toLowerCase(), nameIn(next.names, 'fr', next.id).toLowerCase()];
      return {
        id: 'rule-entry-after-occupation',
        section: null,
        title: `Quand la puissance ${who} peut entrer dans ${where}`,
        blocks: [
          para(`Les unités de la puissance ${who} ne peuvent entrer dans ${where} qu’au tour ${de(n)} qui suit un tour ${de(c)} à la fin duquel une unité d’une autre puissance s’y trouvait. Le reste du temps, aucune de ses unités ne peut y aller, ni par un mouvement, ni par un convoi, ni par une retraite : un tel ordre n’est pas valable et l’unité tient sur place.`),
        ],
      };
    }
    const who = powerName(variant, power, 'en');
    const where = provinceName(variant, province, 'en');
    const [c, n] = [nameIn(counting.names, 'en', counting.id), nameIn(next.names, 'en', next.id)];
    return {
      id: 'rule-entry-after-occupation',
      section: null,
      title: `When ${who} may enter ${where}`,
      blocks: [
        para(`The units of ${who} may enter ${where} only in the ${n} turn that follows ${aOrAn(c)} turn at whose end a unit of another power stood there. At any other time none of its units may go there, by a move, a convoy or a retreat: such an order is not valid and the unit holds.`),
      ],
    };
  },
  summary({ variant, facts, lang }, args) {
    const [power, province] = [String(args[0]), String(args[1])];
    const counting = facts.ownershipAfter;
    const next = seasonAfter(facts.seasons, counting);
    if (lang === 'fr') {
      const [c, n] = [nameIn(counting.names, 'fr', counting.id).toLowerCase(), nameIn(next.names, 'fr', next.id).toLowerCase()];
      return `Les unités de la puissance « ${powerName(variant, power, 'fr')} » n’entrent dans « ${provinceName(variant, province, 'fr')} » qu’au tour ${de(n)} qui suit un tour ${de(c)} à la fin duquel une unité d’une autre puissance s’y trouvait.`;
    }
    const [c, n] = [nameIn(counting.names, 'en', counting.id), nameIn(next.names, 'en', next.id)];
    return `The units of ${powerName(variant, power, 'en')} may enter ${provinceName(variant, province, 'en')} only in the ${n} turn after ${aOrAn(c)} turn at whose end another power’s unit stood there.`;
  },
};
