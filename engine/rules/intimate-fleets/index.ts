/**
 * `rule intimate-fleets POWER…`: data for rule `intimate` (its default builds,
 * engine/rules/intimate/index.ts, read the powers named from the variant). It registers
 * no hook of its own.
 */
import type { RuleDefinition } from '../rule-module.js';
import { intimateFleetsSpec } from './spec.js';

export const intimateFleets: RuleDefinition = {
  spec: intimateFleetsSpec,
  register() {},
};
