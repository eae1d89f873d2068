/** `rule build-anywhere`: what it means and the arguments it takes (checked by the compiler). */
import type { RuleModuleSpec } from '../../../model/rule-modules.js';

export const buildAnywhereSpec: RuleModuleSpec = {
  id: 'build-anywhere',
  summary: 'Powers may build on any supply centre they own and hold empty, not only on their home centres.',
  params: [],
};
