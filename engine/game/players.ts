/**
 * Who plays which powers in a position: the variant's players, with the powers rule
 * modules hand them by then (a coin toss gives the 1914 game's neutral power to a player).
 */
import type { Player, Variant } from '../../model/variant.js';
import { activeRules } from '../rules/registry.js';
import type { Position } from '../types.js';
import { assertPositionShape } from './position-shape.js';

export function playersOf(variant: Variant, position: Position): readonly Player[] {
  assertPositionShape(position);
  return activeRules(variant, position).players;
}
