/**
 * A position with some of its fields replaced, written field by field in one order rather
 * than spread: the positions the engine meets come in many shapes (read from JSON, with or
 * without rule state, made by the engine), and V8 copies a spread of so many shapes on its
 * slow path, which showed in profiles of the adjudication (bench/adjudicate.ts). The result
 * holds the fields of `Position` and nothing else.
 */
import type { Position } from '../types.js';

export type PositionChanges = Partial<Omit<Position, 'variant'>>;

export function positionWith(position: Position, changes: PositionChanges): Position {
  const rules = changes.rules ?? position.rules;
  const phase = changes.phase ?? position.phase;
  const units = changes.units ?? position.units;
  const dislodged = changes.dislodged ?? position.dislodged;
  const contested = changes.contested ?? position.contested;
  const ownership = changes.ownership ?? position.ownership;
  return rules === undefined
    ? { variant: position.variant, phase, units, dislodged, contested, ownership }
    : { variant: position.variant, phase, units, dislodged, contested, ownership, rules };
}
