/** `rule entry-after-occupation`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const entryAfterOccupationSpec: RuleModuleSpec = {
  id: 'entry-after-occupation',
  summary:
    "The power's units may enter the province only in the season after a counting season at whose end another power's unit stood in it (Colonial Diplomacy 1994, rule 9.11: China and Hong Kong; deleted by the errata of 1996).",
  params: [
    { kind: 'power', description: 'the power that must wait', count: 'one' },
    { kind: 'province', description: 'the province it waits to enter', count: 'one' },
  ],
};
