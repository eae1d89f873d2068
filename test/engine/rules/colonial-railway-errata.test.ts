/**
 * Errata 9.23, 9.241, 9.25 and the two questions on the Trans-Siberian Railway, played
 * by the engine from variants/colonial/examples/errata-examples.json: each example's
 * orders give the outcome the text states (where each unit ends, what is dislodged and
 * where it may retreat).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/compile.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import type { Phase, Position, Unit } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';

interface Expected {
  readonly power: string;
  readonly order: string;
  readonly result: 'succeeds' | 'fails' | 'stops' | 'dislodged';
  readonly ends?: string;
  readonly retreats?: readonly string[];
}

interface Example {
  readonly id: string;
  readonly rule: string;
  readonly phase: Phase;
  readonly units: Readonly<Record<string, readonly string[]>>;
  readonly ownership?: Readonly<Record<string, string>>;
  readonly orders: Readonly<Record<string, readonly string[]>>;
  readonly expected: readonly Expected[];
}

const dir = fileURLToPath(new URL('../../../variants/colonial/', import.meta.url));
const data = JSON.parse(readFileSync(dir + 'examples/errata-examples.json', 'utf8')) as { variant: string; examples: Example[] };
const variant: Variant = compileFile(dir + `${data.variant}.dip`).variant!;

function positionOf(e: Example): Position {
  const units: Unit[] = Object.entries(e.units).flatMap(([power, list]) =>
    list.map((u) => ({ power, type: u.startsWith('A') ? ('army' as const) : ('fleet' as const), location: u.split(' ')[1] })),
  );
  return { variant: variant.id, phase: e.phase, units, dislodged: [], contested: [], ownership: e.ownership ?? {} };
}

describe.each(data.examples.map((e) => [`${e.rule}: ${e.id}`, e] as const))('%s', (_name, example) => {
  it('ends as the errata state', () => {
    const start = positionOf(example);
    const outcome = adjudicate(variant, start, example.orders);
    expect(outcome.blocked).toBeUndefined();
    // Units are listed in the order of the position: the n-th unit of a power is the n-th given an order.
    for (const e of example.expected) {
      const k = example.orders[e.power].indexOf(e.order);
      const from = example.units[e.power][k].split(' ')[1];
      const result = outcome.results.find((r) => r.power === e.power && r.text === e.order);
      expect(result, e.order).toBeDefined();
      expect(result!.outcome, `${e.order}: ${result!.reason}`).not.toBe('invalid');
      if (e.result === 'succeeds') expect(result!.outcome, `${e.order}: ${result!.reason}`).toBe('succeeded');
      if (e.result === 'fails' || e.result === 'stops') expect(result!.outcome).toBe('failed');
      if (e.result === 'dislodged') {
        const d = outcome.dislodged.find((u) => u.power === e.power && u.location === from);
        expect(d, `${e.order} dislodged`).toBeDefined();
        const options = legalOrders(variant, outcome.next, d!.location).flatMap((o) => (o.kind === 'retreat' ? [o.to] : []));
        expect(options.sort()).toEqual([...(e.retreats ?? [])].sort());
        continue;
      }
      const ends = outcome.next.units.filter((u) => u.power === e.power).map((u) => u.location);
      expect(ends, `${e.order} ends in ${e.ends}`).toContain(e.ends);
      if (e.result === 'stops') expect(result!.reason).toMatch(/^stops in /);
    }
  });
});
