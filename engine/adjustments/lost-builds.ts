/**
 * The builds a power could have made in an adjustments phase and did not order (XIII.2:
 * they are lost), read from the phase's position and results: said by `dipkit adjudicate`
 * and `dipkit play --verbose`, so that a winter given no orders does not read as a phase
 * where nothing was due. A build a rule makes for one not ordered (Intimate Diplomacy's
 * default builds) is a result like any other and is not lost; a rule that plays the phase
 * itself (arsenal) says its own, and a power a rule lets build nothing (civil disorder) lost
 * nothing by not ordering.
 */
import type { PowerId, Variant } from '../../model/variant.js';
import { activeRules } from '../rules/registry.js';
import { describe, isRecord } from '../files/json-input.js';
import { assertPositionShape } from '../game/position-shape.js';
import type { OrderResult, Position } from '../types.js';
import { adjustmentBalances } from './adjudicate-adjustments.js';

export interface LostBuilds {
  readonly power: PowerId;
  readonly builds: number;
}

/** The powers that lost builds, in the variant's order of powers, with how many (none outside an adjustments phase). */
export function lostBuilds(variant: Variant, position: Position, results: readonly OrderResult[]): LostBuilds[] {
  assertPositionShape(position);
  if (!Array.isArray(results)) throw new TypeError(`results: expected the list of results adjudicate gives, found ${describe(results)}`);
  results.forEach((r: unknown, i) => {
    if (!isRecord(r)) throw new TypeError(`results[${i}]: expected an order's result, found ${describe(r)}`);
  });
  const lost: LostBuilds[] = [];
  if (position.phase.kind !== 'adjustments') return lost;
  const rules = activeRules(variant, position);
  if (rules.adjustments !== null) return lost;
  const used = new Map<PowerId, number>();
  for (const r of results) {
    if (r.outcome === 'succeeded' && (r.order?.kind === 'build' || r.order?.kind === 'waive')) used.set(r.power, (used.get(r.power) ?? 0) + 1);
  }
  for (const [power, balance] of adjustmentBalances(variant, position)) {
    if (!rules.buildsAllowed(power)) continue;
    const left = balance - (used.get(power) ?? 0);
    if (left > 0) lost.push({ power, builds: left });
  }
  return lost;
}
