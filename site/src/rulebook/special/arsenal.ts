/**
 * `rule arsenal`: typed supply centres (arsenal-rule.fr.txt; docs/arsenal.md). Each power's
 * arsenals and their types come from the model (`arsenal` on its centres).
 * The seasons named (when centres would change hands, when adjustments are played) come
 * from the calendar.
 */
import type { UnitType, Variant } from '../../../../model/variant.js';
import { list, para, sub } from '../blocks.js';
import { nameIn } from '../facts.js';
import type { Lang } from '../types.js';
import { listOf, powerName, provinceName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

/** Each power's home arsenals of one type, named in the page's language. */
function arsenals(variant: Variant, power: string, type: UnitType, lang: Lang): string[] {
  return variant.provinces.filter((p) => p.home === power && p.supplyCentre && p.arsenal === type).map((p) => provinceName(variant, p.id, lang));
}

export const arsenal: SpecialRule = {
  id: 'arsenal',
  module: true,
  chapter({ variant, facts, lang }) {
    const ownership = nameIn(facts.ownershipAfter.names, lang, facts.ownershipAfter.id);
    const adjust = facts.adjustmentSeason === null ? ownership : nameIn(facts.adjustmentSeason.names, lang, facts.adjustmentSeason.id);
    const none = lang === 'fr' ? 'aucun' : 'none';
    const rows = variant.powers.map((p) => {
      const armies = arsenals(variant, p.id, 'army', lang);
      const fleets = arsenals(variant, p.id, 'fleet', lang);
      return lang === 'fr'
        ? `« ${powerName(variant, p.id, lang)} » — arsenaux d’armée : ${armies.length > 0 ? listOf(armies, lang) : none} ; arsenaux de flotte : ${fleets.length > 0 ? listOf(fleets, lang) : none}.`
        : `${powerName(variant, p.id, lang)} — army arsenals: ${armies.length > 0 ? listOf(armies, lang) : none}; fleet arsenals: ${fleets.length > 0 ? listOf(fleets, lang) : none}.`;
    });
    if (lang === 'fr') {
      return {
        id: 'rule-arsenal',
        section: null,
        title: 'Les arsenaux',
        blocks: [
          para('Chaque centre de ravitaillement possédé est un arsenal d’armée ou un arsenal de flotte. Une puissance entretient une unité du type de chacun de ses arsenaux. Au départ, chaque unité se tient sur un arsenal de son type :'),
          list(...rows),
          para('Les centres neutres n’ont pas de type tant que personne ne les prend.'),
          sub(`${adjust} : les pertes, puis les gains`),
          para(`La propriété des centres ne change pas à la fin de la saison « ${ownership.toLowerCase()} », mais pendant la phase d’ajustement de la saison « ${adjust.toLowerCase()} », dans cet ordre. D’abord les pertes, pour toutes les puissances en même temps : un arsenal occupé par une unité d’une autre puissance est perdu, et coûte à son propriétaire une unité de son type (une armée pour un arsenal d’armée, une flotte pour un arsenal de flotte). Le joueur choisit l’unité retirée ; s’il ne le fait pas, on retire l’unité la plus éloignée de chez elle, mais jamais celle qui est en train de prendre un centre s’il lui reste une autre unité de ce type.`),
          para('Ensuite les gains : un centre occupé par une unité d’une puissance qui ne le possède pas devient le sien, et prend le type de l’unité qui l’a pris, quel qu’il fût. Si cette unité a été retirée par les pertes, l’arsenal perdu devient neutre, sans type, jusqu’à ce qu’on le reprenne.'),
          sub('Placer les unités'),
          para('Chaque puissance reçoit, type par type, autant d’unités qu’elle a d’arsenaux de ce type en plus de ses unités de ce type. Elle les place sur ses arsenaux d’origine qu’elle possède encore et qui sont vides : une flotte sur n’importe lequel de ceux qui sont côtiers, même un arsenal d’armée ; une armée sur n’importe lequel. Une unité qu’on ne peut pas placer est gardée de côté pour la phase d’ajustement de l’année suivante. Une unité détruite faute de retraite revient ainsi au placement.'),
          sub('Les ordres impossibles'),
          para('Une unité à qui l’on ordonne un mouvement impossible quitte sa région et y revient sans prendre part aux autres ordres : elle défend sa région sans aucun soutien et peut y être délogée, mais personne ne peut la soutenir pour tenir.'),
        ],
      };
    }
    return {
      id: 'rule-arsenal',
      section: null,
      title: 'Arsenals',
      blocks: [
        para('Every supply centre a power owns is an army arsenal or a fleet arsenal, and the power keeps one unit of that type for each of its arsenals. At the start each unit stands on an arsenal of its own type:'),
        list(...rows),
        para('Neutral centres have no type until someone takes them.'),
        sub(`${adjust}: losses first, then gains`),
        para(`Centres do not change hands when ${ownership} ends but in the ${adjust} adjustments, in this order. Losses come first, for every power at once: an arsenal occupied by another power’s unit is lost, and costs its owner a unit of its type (an army for an army arsenal, a fleet for a fleet arsenal). The player chooses which unit goes; if they do not, the unit farthest from home goes, but never one that is taking a centre while another unit of its type is left.`),
        para('Then the gains: a centre occupied by a unit of a power that does not own it becomes that power’s, and takes the type of the unit that took it, whatever it was before. If that unit was removed by the losses, the lost arsenal becomes neutral, with no type, until someone takes it.'),
        sub('Placing units'),
        para('Each power gets, type by type, as many units as it has arsenals of that type beyond its units of that type. It places them on the home arsenals it still owns that are empty: a fleet on any coastal one, even an army arsenal; an army on any one. A unit that cannot be placed is kept aside for the next year’s adjustments. A unit destroyed for want of a retreat comes back this way at placement.'),
        sub('Impossible orders'),
        para('A unit ordered to make an impossible move leaves its province and comes back without taking part in the other orders: it defends its province without any support and may be dislodged there, but nobody can support it to hold.'),
      ],
    };
  },
  summary({ facts, lang }) {
    const ownership = nameIn(facts.ownershipAfter.names, lang, facts.ownershipAfter.id);
    const adjust = facts.adjustmentSeason === null ? ownership : nameIn(facts.adjustmentSeason.names, lang, facts.adjustmentSeason.id);
    return lang === 'fr'
      ? `Chaque centre de ravitaillement est un arsenal d’armée ou de flotte, et une puissance entretient une unité du type de chacun de ses arsenaux. Pendant la phase d’ajustement de la saison « ${adjust.toLowerCase()} », un arsenal perdu coûte une unité de son type ; un arsenal pris prend le type de l’unité qui l’a pris et donne une unité de ce type, placée sur un arsenal d’origine (les pertes d’abord, pour toutes les puissances à la fois, puis les gains).`
      : `Every supply centre is an army or a fleet arsenal, and a power keeps one unit of the type of each of its arsenals. In the ${adjust} adjustments a lost arsenal costs a unit of its type; a captured one takes the type of the unit that took it and gives a unit of that type, placed on a home arsenal (losses first, for every power at once, then gains).`;
  },
};
