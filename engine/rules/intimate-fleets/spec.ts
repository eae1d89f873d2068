/** `rule intimate-fleets`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const intimateFleetsSpec: RuleModuleSpec = {
  id: 'intimate-fleets',
  summary:
    'With rule intimate: the builds a mercenary owes and its controller does not order are fleets for the powers named (armies for the others).',
  params: [{ kind: 'power', description: 'a power whose default builds are fleets', count: 'one-or-more' }],
};
