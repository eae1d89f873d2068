/** `rule build-anywhere`: powers may build on any supply centre they own and hold empty. */
import { register } from '../hooks.js';
import type { RuleDefinition } from '../rule-module.js';
import { buildAnywhereSpec } from './spec.js';

export const buildAnywhere: RuleDefinition = {
  spec: buildAnywhereSpec,
  register(hooks) {
    register(hooks, 'buildsAnywhere', () => true);
  },
};
