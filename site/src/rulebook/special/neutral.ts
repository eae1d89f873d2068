/** `rule neutral POWER [PROVINCE…]`: a neutral power whose territory no one may enter (the 1914 game). */
import { para } from '../blocks.js';
import { listOf, powerName, provinceName } from '../words.js';
import type { RuleArg } from '../../../../model/variant.js';
import type { RulebookFacts } from '../facts.js';
import type { SpecialRule } from './special-rule.js';

export const neutral: SpecialRule = {
  id: 'neutral',
  module: true,
  chapter({ variant, facts, lang }, args) {
    const { power, territory, joins } = neutralUse(facts, args);
    const name = powerName(variant, power, lang);
    const places = listOf(territory.map((id) => provinceName(variant, id, lang)), lang);
    if (lang === 'fr') {
      return {
        id: 'rule-neutral',
        section: null,
        title: `« ${name} » reste neutre`,
        blocks: [
          para(`La puissance « ${name} » ne prend pas part à la guerre${joins ? ' tant qu’aucun joueur ne la dirige (voir le tirage à pile ou face)' : ''}. Son territoire est fermé : ${places}. Aucune unité ne peut y entrer, ni par un mouvement, ni par une retraite ; on ne peut pas non plus y soutenir une action, ni y convoyer une armée. Un tel ordre est invalide et l’unité tient sur place.`),
          para('Ses unités tiennent sur place, comme celles d’un pays en désordre civil : elles ne bougent pas, ne soutiennent personne et ne construisent rien.'),
        ],
      };
    }
    return {
      id: 'rule-neutral',
      section: null,
      title: `${name} stays neutral`,
      blocks: [
        para(`${name} takes no part in the war${joins ? ' while no player leads it (see the coin toss)' : ''}. Its territory is closed: ${places}. No unit may enter it, by a move or by a retreat; nor may anyone support an action there or convoy an army there. Such an order is invalid and the unit holds.`),
        para('Its units hold, like those of a country in civil disorder: they do not move, support no one and build nothing.'),
      ],
    };
  },
  summary({ variant, facts, lang }, args) {
    const { power, territory, joins } = neutralUse(facts, args);
    const name = powerName(variant, power, lang);
    if (lang === 'fr') {
      const places = listOf(territory.map((id) => `« ${provinceName(variant, id, 'fr')} »`), 'fr');
      return `« ${name} » reste neutre${joins ? ' jusqu’à ce que le tirage à pile ou face l’attribue à un joueur' : ''} : aucune unité ne peut entrer sur son territoire (${places}), et ses unités tiennent sur place.`;
    }
    const places = listOf(territory.map((id) => provinceName(variant, id, 'en')), 'en');
    return `${name} stays neutral${joins ? ' until the coin toss gives it to a player' : ''}: no unit may enter its territory (${places}), and its units hold.`;
  },
};

/**
 * One use of the rule: the neutral power, its territory (the provinces listed, else its home
 * centres), and whether a coin toss later gives it to a player.
 */
function neutralUse(facts: RulebookFacts, args: readonly RuleArg[]): { power: string; territory: readonly string[]; joins: boolean } {
  const power = String(args[0]);
  const listed = args.slice(1).map(String);
  const territory = listed.length > 0 ? listed : (facts.powers.find((p) => p.id === power)?.homeCentres ?? []);
  const joins = facts.modules.some((m) => m.id === 'coin-toss' && String(m.args[0]) === power);
  return { power, territory, joins };
}
