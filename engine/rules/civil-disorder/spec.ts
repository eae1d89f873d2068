/** `rule civil-disorder`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const civilDisorderSpec: RuleModuleSpec = {
  id: 'civil-disorder',
  summary:
    'The powers named have no player (rules XIV.2, XIV.3): their units hold, may be supported by others, are disbanded when dislodged, and they build nothing.',
  params: [{ kind: 'power', description: 'a power in civil disorder', count: 'one-or-more' }],
};
