/** `rule coin-toss`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const coinTossSpec: RuleModuleSpec = {
  id: 'coin-toss',
  summary:
    'Before the adjustments closing the first year a coin toss (an input to the game) decides which player the power joins; that player controls it from the next year on.',
  params: [{ kind: 'power', description: 'the power the toss gives away', count: 'one' }],
};
