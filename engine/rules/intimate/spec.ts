/** `rule intimate`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const intimateSpec: RuleModuleSpec = {
  id: 'intimate',
  summary:
    'Intimate Diplomacy: two players, each given a home power by preference lists; the other powers are mercenaries whose control is bid for each year with credits; the powers named start with the credits given when chosen as home (write the rule once per amount).',
  params: [
    { kind: 'number', description: 'the credits a player starts with', count: 'one' },
    { kind: 'power', description: 'a power that may be chosen as home with those credits', count: 'one-or-more' },
  ],
};
