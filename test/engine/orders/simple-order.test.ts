/**
 * The short-notation fast path (engine/orders/simple-order.ts) reads every order it
 * accepts as the general parser does: random orders of every kind between random places
 * of each shipped map, written as `formatOrder` writes them and in other cases, are read
 * both ways and compared. It must also accept most of them, or it serves nothing.
 */
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { parseOrderInFull } from '../../../engine/orders/parse-order.js';
import { parseSimpleOrder } from '../../../engine/orders/simple-order.js';
import type { Order, UnitRef } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { seededRandom, type Random } from '../property/random-orders.js';

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)];
}

/** A random order of a movement phase between any places of the map, legal or not. */
function randomOrder(places: readonly string[], provinces: readonly string[], random: Random): Order {
  const unit = (): UnitRef => ({ type: random() < 0.5 ? 'army' : 'fleet', location: pick(places, random) });
  const r = random();
  if (r < 0.1) return { kind: 'hold', unit: unit() };
  if (r < 0.45) return { kind: 'move', unit: unit(), to: pick(places, random), viaConvoy: random() < 0.15 };
  if (r < 0.85) return { kind: 'support', unit: unit(), supported: unit(), to: random() < 0.3 ? null : pick(places, random) };
  return { kind: 'convoy', unit: unit(), army: pick(provinces, random), to: pick(provinces, random) };
}

function compare(variant: Variant, count: number, seed: number): { accepted: number; tried: number; problems: string[] } {
  const random = seededRandom(seed);
  const provinces = variant.provinces.map((p) => p.id);
  const places = variant.provinces.flatMap((p) => [p.id, ...p.coasts.map((c) => `${p.id}/${c.id}`)]);
  const problems: string[] = [];
  let accepted = 0;
  let tried = 0;
  for (let i = 0; i < count; i++) {
    const written = formatOrder(variant, randomOrder(places, provinces, random));
    for (const text of [written, written.toLowerCase(), written.toUpperCase()]) {
      tried++;
      const simple = parseSimpleOrder(variant, text, 'movement');
      if (simple === null) continue;
      accepted++;
      const full = parseOrderInFull(variant, text, { phase: 'movement' });
      if (!full.ok) problems.push(`${text}: read as ${JSON.stringify(simple)}, the general parser says ${full.error}`);
      else if (JSON.stringify(full.order) !== JSON.stringify(simple) || full.power !== undefined) {
        problems.push(`${text}: read as ${JSON.stringify(simple)}, the general parser reads ${JSON.stringify(full.order)}`);
      }
    }
  }
  return { accepted, tried, problems };
}

describe('the short-notation fast path', () => {
  for (const file of ['standard/standard.dip', 'colonial/colonial-1996.dip', 'rokugan/rokugan.dip']) {
    it(`reads orders on ${file} as the general parser does`, () => {
      const { accepted, tried, problems } = compare(loadVariant(file), 4000, 7);
      expect(problems.slice(0, 10)).toEqual([]);
      if (file.startsWith('standard')) expect(accepted / tried).toBeGreaterThan(0.9);
    });
  }

  it('leaves other forms and phases to the general parser', () => {
    const variant = loadVariant('standard/standard.dip');
    for (const text of ['A Lon-Bel', 'A Lon -> Bel', 'A Bur (S) A Tyr - Mun', 'England: A Lon - Bel', 'F North Sea - Nwy', ' A Lon - Bel', 'A Lon - Bel.', 'A Lon  - Bel', 'Build A Lon', 'A Lon - Bel via']) {
      expect(parseSimpleOrder(variant, text, 'movement'), text).toBeNull();
    }
    expect(parseSimpleOrder(variant, 'A Bur - Pic', 'retreats')).toBeNull();
    expect(parseSimpleOrder(variant, 'F Lon', 'adjustments')).toBeNull();
    expect(parseSimpleOrder(variant, 'F Nth C A Lon - Bel', 'movement')).toEqual({ kind: 'convoy', unit: { type: 'fleet', location: 'nth' }, army: 'lon', to: 'bel' });
  });
});
