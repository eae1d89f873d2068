/** `victory N units`: the game is won by units on the board, counted per player (the 1914 game). */
import { para } from '../blocks.js';
import type { SpecialRule } from './special-rule.js';

export const victoryUnits: SpecialRule = {
  id: 'victory-units',
  module: false,
  applies: (variant) => variant.victory.kind === 'units',
  chapter({ facts, lang }) {
    const n = facts.victory.kind === 'units' ? facts.victory.count : 0;
    if (lang === 'fr') {
      return {
        id: 'rule-victory-units',
        section: null,
        title: 'Victoire aux unités',
        blocks: [
          para(`Le joueur qui a ${n} unités sur la carte gagne, en comptant les unités de toutes les puissances qu’il dirige. Les centres continuent de régler les constructions et les retraits, puissance par puissance (section XIII) : ils ne comptent pas directement pour la victoire.`),
        ],
      };
    }
    return {
      id: 'rule-victory-units',
      section: null,
      title: 'Victory by units',
      blocks: [
        para(`A player with ${n} units on the board wins, counting the units of every power they lead. Centres still decide builds and removals, power by power (section XIII); they do not count towards victory directly.`),
      ],
    };
  },
  summary({ facts, lang }) {
    const n = facts.victory.kind === 'units' ? facts.victory.count : 0;
    return lang === 'fr'
      ? `La victoire se compte en unités : le joueur qui a ${n} unités sur la carte, toutes ses puissances comprises, gagne ; les centres ne règlent plus que les constructions et les retraits.`
      : `Victory is counted in units: a player with ${n} units on the board, across all the powers they lead, wins; centres only decide builds and removals.`;
  },
};
