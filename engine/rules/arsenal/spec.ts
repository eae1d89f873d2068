/** `rule arsenal`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const arsenalSpec: RuleModuleSpec = {
  id: 'arsenal',
  summary:
    'Supply centres are army or fleet arsenals: a lost arsenal costs a unit of its type, a captured one takes the type of its taker and gives a unit of that type, placed on a home arsenal (losses before gains, for all powers at once).',
  params: [],
};
