/** `rule build-anywhere`: powers may build on any supply centre they own and hold empty. */
import type { RuleDefinition } from './rule-module.js';

export const buildAnywhere: RuleDefinition = {
  id: 'build-anywhere',
  effects: () => ({ buildAnywhere: true }),
};
