/** `rule coin-toss POWER`: a toss decides which player a power joins after the first year (the 1914 game). */
import { para } from '../blocks.js';
import { nameIn } from '../facts.js';
import { listOf, powerName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

export const coinToss: SpecialRule = {
  id: 'coin-toss',
  module: true,
  chapter({ variant, facts, lang }, args) {
    const name = powerName(variant, String(args[0]), lang);
    const year = facts.start.year;
    const first = nameIn(facts.start.season.names, lang, facts.start.season.id);
    const adjust = facts.adjustmentSeason === null ? null : nameIn(facts.adjustmentSeason.names, lang, facts.adjustmentSeason.id);
    const players = listOf(facts.players.map((p) => (lang === 'fr' ? `« ${nameIn(p.names, lang, p.id)} »` : nameIn(p.names, lang, p.id))), lang);
    if (lang === 'fr') {
      return {
        id: 'rule-coin-toss',
        section: null,
        title: `Pile ou face pour « ${name} »`,
        blocks: [
          para(`Avant les ajustements qui closent la première année${adjust === null ? '' : ` (« ${adjust.toLowerCase()} ${year} »)`}, on tire à pile ou face le joueur que rejoint la puissance « ${name} » : ${players}.`),
          para(`À partir de « ${first.toLowerCase()} ${year + 1} », ce joueur donne les ordres de « ${name} » comme ceux de ses autres puissances. Sa neutralité prend fin, et ses unités comptent désormais pour ce joueur.`),
        ],
      };
    }
    return {
      id: 'rule-coin-toss',
      section: null,
      title: `A coin toss for ${name}`,
      blocks: [
        para(`Before the adjustments that close the first year${adjust === null ? '' : ` (${adjust} ${year})`}, a coin toss decides which player ${name} joins: ${players}.`),
        para(`From ${first} ${year + 1} on, that player orders ${name} like their other powers. Its neutrality ends, and its units now count for that player.`),
      ],
    };
  },
  summary({ variant, facts, lang }, args) {
    const name = powerName(variant, String(args[0]), lang);
    const year = facts.start.year;
    const players = facts.players.map((p) => nameIn(p.names, lang, p.id));
    if (lang === 'fr') {
      const among = players.map((p) => `« ${p} »`);
      return `Avant les ajustements de ${year}, on tire à pile ou face le joueur que rejoint « ${name} »${among.length > 0 ? ` (${among.slice(0, -1).join(', ')}${among.length > 1 ? ' ou ' : ''}${among.at(-1)})` : ''} ; ce joueur dirige « ${name} » dès ${year + 1}.`;
    }
    return `Before the adjustments of ${year}, a coin toss decides which player ${name} joins${players.length > 0 ? ` (${players.slice(0, -1).join(', ')}${players.length > 1 ? ' or ' : ''}${players.at(-1)})` : ''}; that player orders it from ${year + 1} on.`;
  },
};
