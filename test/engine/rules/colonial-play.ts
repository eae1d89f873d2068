/** Plays one Colonial movement phase from a few units, for the rule tests of the railway and the canal. */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { compileFile } from '../../../compiler/compile.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import type { Adjudication, OrderResult, Position, Unit } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';

const dir = fileURLToPath(new URL('../../../variants/colonial/', import.meta.url));
export const colonial1996: Variant = compileFile(dir + 'colonial-1996.dip').variant!;
export const colonial1994: Variant = compileFile(dir + 'colonial-1994.dip').variant!;

/** Units written `russia A mos`, `britain F red`. */
export function colonialPosition(variant: Variant, units: readonly string[], ownership: Record<string, string> = {}): Position {
  const list: Unit[] = units.map((text) => {
    const [power, type, location] = text.split(' ');
    return { power, type: type === 'A' ? 'army' : 'fleet', location };
  });
  return { variant: variant.id, phase: { season: 'spring', year: 1871, kind: 'movement' }, units: list, dislodged: [], contested: [], ownership };
}

export function play(units: readonly string[], orders: Record<string, string[]>, ownership: Record<string, string> = {}, variant = colonial1996): Adjudication {
  const outcome = adjudicate(variant, colonialPosition(variant, units, ownership), orders);
  expect(outcome.blocked).toBeUndefined();
  return outcome;
}

export function resultOf(outcome: Adjudication, text: string): OrderResult {
  const r = outcome.results.find((x) => x.text === text);
  if (r === undefined) throw new Error(`no result for ${text}: ${outcome.results.map((x) => x.text).join(', ')}`);
  return r;
}

/** Where each power's units stand after the phase (dislodged units excluded): `russia A irk`. */
export function after(outcome: Adjudication): string[] {
  return outcome.next.units.map((u) => `${u.power} ${u.type === 'army' ? 'A' : 'F'} ${u.location}`).sort();
}

export function dislodgedFrom(outcome: Adjudication): string[] {
  return outcome.dislodged.map((u) => u.location).sort();
}
