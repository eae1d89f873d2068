/**
 * Whether a value given as an order object has the fields of its kind (`Order`, types.ts).
 * Orders come from JavaScript callers too (a server passing on a client's JSON): a malformed
 * one is refused with the reason, as text that cannot be read is, and its unit holds,
 * instead of breaking the phase for every other order.
 */
import { describe, isRecord } from '../files/json-input.js';

/** What is wrong with the order object, or null when it has the fields its kind needs. */
export function orderShapeProblem(value: unknown): string | null {
  if (!isRecord(value)) return `not an order: expected order text or an order object, found ${describe(value)}`;
  switch (value.kind) {
    case 'hold':
    case 'disband':
      return unitRefProblem(value.unit, 'unit');
    case 'move':
      return (
        unitRefProblem(value.unit, 'unit') ??
        placeProblem(value.to, 'to') ??
        (value.viaConvoy === undefined || typeof value.viaConvoy === 'boolean' ? null : `viaConvoy: expected true or false, found ${describe(value.viaConvoy)}`) ??
        (value.railway === undefined || typeof value.railway === 'string' ? null : `railway: expected a route's id, found ${describe(value.railway)}`)
      );
    case 'support':
      return unitRefProblem(value.unit, 'unit') ?? unitRefProblem(value.supported, 'supported') ?? (value.to === null ? null : placeProblem(value.to, 'to (null to support a hold)'));
    case 'convoy':
      return unitRefProblem(value.unit, 'unit') ?? placeProblem(value.army, 'army') ?? placeProblem(value.to, 'to');
    case 'retreat':
      return unitRefProblem(value.unit, 'unit') ?? placeProblem(value.to, 'to');
    case 'build':
      return (value.type === 'army' || value.type === 'fleet' ? null : `type: expected 'army' or 'fleet', found ${describe(value.type)}`) ?? placeProblem(value.location, 'location');
    case 'waive':
      return null;
    default:
      return `kind: expected hold, move, support, convoy, retreat, disband, build or waive, found ${describe(value.kind)}`;
  }
}

/** Throws a TypeError saying what is wrong, when a caller's value cannot be read as an order object. */
export function assertOrderShape(value: unknown): void {
  const problem = orderShapeProblem(value);
  if (problem !== null) throw new TypeError(problem);
}

/** Throws a TypeError when a place a caller gives (a province or coast id, `field`) is not text. */
export function assertPlaceText(value: unknown, field: string): void {
  if (typeof value !== 'string') throw new TypeError(`${field}: expected a place's id, found ${describe(value)}`);
}

/** A value that is no order, as a result shows it: its JSON, cut short. */
export function shownAsOrder(value: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined; // cyclic, or holding a bigint
  }
  if (json === undefined) return describe(value);
  return json.length <= 80 ? json : `${json.slice(0, 79)}…`;
}

function unitRefProblem(value: unknown, field: string): string | null {
  if (!isRecord(value)) return `${field}: expected a unit ({ type, location }), found ${describe(value)}`;
  if (value.type !== null && value.type !== 'army' && value.type !== 'fleet') return `${field}.type: expected 'army', 'fleet' or null, found ${describe(value.type)}`;
  return placeProblem(value.location, `${field}.location`);
}

function placeProblem(value: unknown, field: string): string | null {
  return typeof value === 'string' && value !== '' ? null : `${field}: expected a place's id, found ${describe(value)}`;
}
