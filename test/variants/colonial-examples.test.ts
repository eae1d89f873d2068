/**
 * variants/colonial/examples/errata-examples.json: the errata's worked examples, checked
 * as data against the compiled map (test/engine/rules/colonial-railway-errata.test.ts plays them): every name
 * the orders use is one the variant knows, units stand where they can, and a move along
 * the railway that stops short stops on the line, between its start and its destination.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/compile.js';
import { normaliseName } from '../../model/names.js';
import type { Variant } from '../../model/variant.js';

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
  readonly text: string;
  readonly phase: { readonly season: string; readonly year: number; readonly kind: string };
  readonly units: Readonly<Record<string, readonly string[]>>;
  readonly ownership?: Readonly<Record<string, string>>;
  readonly orders: Readonly<Record<string, readonly string[]>>;
  readonly expected: readonly Expected[];
}

const dir = fileURLToPath(new URL('../../variants/colonial/', import.meta.url));
const data = JSON.parse(readFileSync(dir + 'examples/errata-examples.json', 'utf8')) as { variant: string; examples: Example[] };
const variant: Variant = compileFile(dir + `${data.variant}.dip`).variant!;
const railway = variant.features.find((f) => f.kind === 'railway')!;
const route = railway.kind === 'railway' ? railway.route : [];

/** The province a name of the text stands for ('OS' → okh, 'OMSK' → oms), or undefined. */
const place = (name: string): string | undefined => variant.aliases[normaliseName(name)];
/** The words of an order that name places: all but the unit letter, TSR and the order words. */
const orderWords = new Set(['A', 'F', 'TSR', 'TRS', 'HOLD', 'H', 'S', 'SA', 'SF']);
const placeWords = (order: string): string[] => order.split(/[\s-]+/).filter((w) => !orderWords.has(w.toUpperCase()));

describe('the errata examples', () => {
  it('are for a variant that compiles, each with its own id', () => {
    expect(variant.id).toBe('colonial-1996');
    const ids = data.examples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(7);
  });

  describe.each(data.examples.map((e) => [e.id, e] as const))('%s', (_id, example) => {
    it('places units where they can stand, for powers of the variant', () => {
      for (const [power, units] of Object.entries(example.units)) {
        expect(variant.powers.map((p) => p.id)).toContain(power);
        for (const unit of units) {
          const [type, id] = unit.split(' ');
          const province = variant.provinces.find((p) => p.id === id);
          expect(province, unit).toBeDefined();
          expect(type === 'A' ? ['land', 'coastal', 'mixed'] : ['coastal', 'sea', 'mixed']).toContain(province!.terrain);
        }
      }
      for (const [id, owner] of Object.entries(example.ownership ?? {})) {
        expect(variant.provinces.find((p) => p.id === id)?.supplyCentre).toBe(true);
        expect(variant.powers.map((p) => p.id)).toContain(owner);
      }
    });

    it('gives orders to its units only, in names the variant knows', () => {
      for (const [power, orders] of Object.entries(example.orders)) {
        const own = (example.units[power] ?? []).map((u) => u.split(' ')[1]);
        for (const order of orders) {
          const words = placeWords(order);
          for (const word of words) expect(place(word), `${word} in ${order}`).toBeDefined();
          expect(own, order).toContain(place(words[0]));
        }
      }
    });

    it('states outcomes for orders it gives, ending on provinces the unit can reach', () => {
      for (const e of example.expected) {
        expect(example.orders[e.power]).toContain(e.order);
        const words = placeWords(e.order);
        const from = place(words[0])!;
        if (e.result === 'stops') {
          // A move along the railway ending short: on the line, strictly between start and destination.
          expect(e.order.toUpperCase()).toMatch(/-T(SR|RS)-/);
          const [start, end, stop] = [route.indexOf(from), route.indexOf(place(words[words.length - 1])!), route.indexOf(e.ends!)];
          expect(Math.min(start, end) < stop && stop < Math.max(start, end), `${e.order} stops at ${e.ends}`).toBe(true);
        } else if (e.result === 'succeeds' && e.ends !== from) {
          expect(e.ends).toBe(place(words[words.length - 1]));
        } else if (e.result === 'fails') {
          expect(e.ends).toBe(from);
        } else if (e.result === 'dislodged') {
          for (const to of e.retreats ?? []) expect(variant.adjacency.army[from]).toContain(to);
        }
      }
    });
  });
});
