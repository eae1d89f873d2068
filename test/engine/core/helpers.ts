/** Small helpers to write engine tests briefly: units and orders as text. */
import { expect } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import type { Adjudication, DislodgedUnit, OrderResult, Orders, Phase, Position, Unit } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';

/** `'england F lon'`, `'russia F stp/sc'`. */
export function unit(spec: string): Unit {
  const [power, letter, location] = spec.trim().split(/\s+/);
  return { power, type: letter === 'A' ? 'army' : 'fleet', location };
}

export type PositionParts = Partial<Omit<Position, 'phase'>> & { phase?: Partial<Phase> };

export function position(variant: Variant, units: string[], more: PositionParts = {}): Position {
  const { phase, ...rest } = more;
  return {
    variant: variant.id,
    units: units.map(unit),
    dislodged: [],
    contested: [],
    ownership: { ...variant.start.ownership },
    ...rest,
    phase: { season: 'spring', year: 1901, kind: 'movement', ...phase },
  };
}

export function dislodgedUnit(spec: string, attackerFrom: string | null): DislodgedUnit {
  return { ...unit(spec), attackerFrom };
}

export function play(variant: Variant, at: Position, orders: Orders): Adjudication {
  return adjudicate(variant, at, orders);
}

/** The result of the order whose text is exactly `text`. */
export function resultOf(adjudication: Adjudication, text: string): OrderResult {
  const found = adjudication.results.find((r) => r.text === text);
  if (found === undefined) throw new Error(`no result for "${text}" in ${adjudication.results.map((r) => r.text).join(' | ')}`);
  return found;
}

export function expectOutcome(adjudication: Adjudication, text: string, outcome: OrderResult['outcome'], reason?: string | RegExp): void {
  const r = resultOf(adjudication, text);
  expect(r.outcome, `${text}: ${r.reason ?? ''}`).toBe(outcome);
  if (reason !== undefined) expect(r.reason ?? '').toMatch(reason);
}

/** Units after the phase as sorted `power T location` strings. */
export function unitsAfter(adjudication: Adjudication): string[] {
  return adjudication.next.units.map((u) => `${u.power} ${u.type === 'army' ? 'A' : 'F'} ${u.location}`).sort();
}

export function dislodgedAfter(adjudication: Adjudication): string[] {
  return adjudication.dislodged.map((u) => `${u.power} ${u.type === 'army' ? 'A' : 'F'} ${u.location} <- ${u.attackerFrom ?? 'convoy'}`).sort();
}
