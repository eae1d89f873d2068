/** `rule neutral`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const neutralSpec: RuleModuleSpec = {
  id: 'neutral',
  summary:
    "The power is neutral until a player controls it: no unit may enter its territory (the provinces listed, or else its home centres), and its units hold as in civil disorder.",
  params: [
    { kind: 'power', description: 'the neutral power', count: 'one' },
    { kind: 'province', description: 'a province of its territory', count: 'any' },
  ],
};
