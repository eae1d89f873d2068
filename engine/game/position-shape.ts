/**
 * Whether a value given as a position has the fields the engine reads (`Position`,
 * types.ts), checked where a phase starts: a caller's position built by hand may lack one,
 * and the caller is told which, instead of meeting a JavaScript error deep in the engine.
 * Whether its places, powers and units fit the variant is loadPosition's work (files/),
 * which reads position files.
 */
import type { PhaseKind } from '../../model/variant.js';
import { describe, isRecord } from '../files/json-input.js';
import type { Unit } from '../types.js';

const PHASE_KINDS: readonly PhaseKind[] = ['movement', 'retreats', 'adjustments', 'bidding'];

/** What is wrong, as `field: problem`, or null. */
export function positionShapeProblem(position: unknown): string | null {
  if (!isRecord(position)) return `position: expected an object, found ${describe(position)}`;
  const phase = phaseShapeProblem(position.phase, 'position.phase');
  if (phase !== null) return phase;
  for (const field of ['units', 'dislodged'] as const) {
    const list = position[field];
    if (!Array.isArray(list)) return `position.${field}: expected a list, found ${describe(list)}`;
    const problem = unitListProblem(list, `position.${field}`);
    if (problem !== null) return problem;
  }
  if (!Array.isArray(position.contested)) return `position.contested: expected a list, found ${describe(position.contested)}`;
  if (!isRecord(position.ownership)) return `position.ownership: expected an object of owners by centre, found ${describe(position.ownership)}`;
  return null;
}

/** What is wrong with the first unit of the list that is not one, as `field[i]: problem`, or null. */
export function unitListProblem(list: readonly unknown[], field: string): string | null {
  for (let i = 0; i < list.length; i++) {
    const problem = unitShapeProblem(list[i], field, i);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * What is wrong with a value given as a unit ({ power, type, location }), as `field: problem`
 * (`field[index]: problem` for a unit of a list), or null. The name is written only for a unit
 * at fault: positions are checked on every phase, and writing `position.units[12]` for each
 * of 30 units cost more than checking them.
 */
export function unitShapeProblem(unit: unknown, field: string, index = -1): string | null {
  if (!isRecord(unit)) return `${named(field, index)}: expected a unit ({ power, type, location }), found ${describe(unit)}`;
  if (typeof unit.power !== 'string') return `${named(field, index)}.power: expected a power's id, found ${describe(unit.power)}`;
  if (unit.type !== 'army' && unit.type !== 'fleet') return `${named(field, index)}.type: expected 'army' or 'fleet', found ${describe(unit.type)}`;
  if (typeof unit.location !== 'string') return `${named(field, index)}.location: expected a place's id, found ${describe(unit.location)}`;
  return null;
}

function named(field: string, index: number): string {
  return index < 0 ? field : `${field}[${index}]`;
}

/** Throws a TypeError naming the first unit of the list that cannot be read as one. */
export function assertUnitListShape(list: unknown, field: string): asserts list is readonly Unit[] {
  if (!Array.isArray(list)) throw new TypeError(`${field}: expected a list of units, found ${describe(list)}`);
  const problem = unitListProblem(list, field);
  if (problem !== null) throw new TypeError(problem);
}

/** Throws a TypeError saying what is wrong, when the value cannot be read as a unit. */
export function assertUnitShape(unit: unknown, field: string): void {
  const problem = unitShapeProblem(unit, field);
  if (problem !== null) throw new TypeError(problem);
}

/** What is wrong with a value given as a phase ({ season, year, kind }), as `field: problem`, or null. */
export function phaseShapeProblem(phase: unknown, field: string): string | null {
  if (!isRecord(phase)) return `${field}: expected { season, year, kind }, found ${describe(phase)}`;
  if (typeof phase.season !== 'string') return `${field}.season: expected a season's id, found ${describe(phase.season)}`;
  if (!Number.isInteger(phase.year)) return `${field}.year: expected a whole number, found ${describe(phase.year)}`;
  if (!PHASE_KINDS.includes(phase.kind as PhaseKind)) return `${field}.kind: expected one of ${PHASE_KINDS.join(', ')}, found ${describe(phase.kind)}`;
  return null;
}

/** Throws a TypeError saying what is wrong, when the value cannot be read as a position. */
export function assertPositionShape(position: unknown): void {
  const problem = positionShapeProblem(position);
  if (problem !== null) throw new TypeError(problem);
}
