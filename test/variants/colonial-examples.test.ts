/**
 * variants/colonial/examples/errata-examples.json: the errata's worked examples, checked
 * as data against the compiled map (test/engine/rules/colonial-railway-errata.test.ts and
 * the site's build play them; both read them with test/support/colonial-errata.ts's
 * loader): units stand where they can, every name the orders use is one the variant
 * knows, a move along the railway that stops short stops on the line between its start
 * and its destination, and the errata's corrections of the Suez examples are kept.
 */
import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../model/names.js';
import { colonialErrata } from '../support/colonial-errata.js';

const errata = colonialErrata();
const { variant, file } = errata;
const railway = variant.features.find((f) => f.kind === 'railway')!;
const route = railway.kind === 'railway' ? railway.route : [];

/** The province a name of the text stands for ('OS' → okh, 'OMSK' → oms, 'RS' → red), or undefined. */
const place = (name: string): string | undefined => variant.aliases[normaliseName(name)];
/** The words of an order that name places: all but the unit letter, TSR and the order words. */
const orderWords = new Set(['A', 'F', 'TSR', 'TRS', 'HOLD', 'H', 'S', 'SA', 'SF']);
const placeWords = (order: string): string[] =>
  order
    .split(/[\s-]+/)
    .map((w) => w.replace(/[()]/g, ''))
    .filter((w) => w !== '' && !orderWords.has(w.toUpperCase()));

describe('the errata examples', () => {
  it('are written for the Colonial map, each with its own id, in the chapters on the railway, the canal and the bridges', () => {
    expect(file.map).toBe('colonial-1994');
    expect(variant.id).toBe('colonial-1996');
    const ids = file.examples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(errata.of('rule:railway')).toHaveLength(7);
    expect(errata.of('rule:gateway').length).toBeGreaterThan(0);
    expect(errata.of('rule:bridges').length).toBeGreaterThan(0);
    expect(errata.of('rule:railway').length + errata.of('rule:gateway').length + errata.of('rule:bridges').length).toBe(ids.length);
  });

  it('keep the errata’s corrections of the examples of 9.34 and 9.35', () => {
    const corrections = (file as unknown as { corrections: { rule: string }[] }).corrections;
    expect(corrections.map((c) => c.rule)).toEqual(['9.34', '9.35']);
    // 9.35 as corrected is one of the canal's examples: a Turkish fleet, not an army, in Egypt.
    const corrected = file.examples.find((e) => e.id === 'suez-9-35-corrected')!;
    expect(corrected.position.units.turkey).toEqual(['F egy']);
  });

  describe.each(file.examples.map((e) => [e.id, e] as const))('%s', (_id, example) => {
    it('places units where they can stand, for powers of the variant', () => {
      for (const [power, units] of Object.entries(example.position.units)) {
        expect(variant.powers.map((p) => p.id)).toContain(power);
        for (const unit of units) {
          const [type, id] = unit.split(' ');
          const province = variant.provinces.find((p) => p.id === id);
          expect(province, unit).toBeDefined();
          expect(type === 'A' ? ['land', 'coastal', 'mixed'] : ['coastal', 'sea', 'mixed']).toContain(province!.terrain);
        }
      }
      for (const [id, owner] of Object.entries(example.position.ownership ?? {})) {
        expect(variant.provinces.find((p) => p.id === id)?.supplyCentre).toBe(true);
        expect(variant.powers.map((p) => p.id)).toContain(owner);
      }
    });

    it('gives orders to its units only, in names the variant knows', () => {
      for (const [power, orders] of Object.entries(example.orders)) {
        const own = (example.position.units[power] ?? []).map((u) => u.split(' ')[1]);
        for (const order of orders) {
          const words = placeWords(order);
          for (const word of words) expect(place(word), `${word} in ${order}`).toBeDefined();
          expect(own, order).toContain(place(words[0]));
        }
      }
    });

    it('ends units on provinces they can reach: a stopped railway move on the line, short of its destination', () => {
      for (const [order, ends] of Object.entries(example.ends ?? {})) {
        const words = placeWords(order);
        const [from, to] = [place(words[0])!, place(words[words.length - 1])!];
        if (example.expect[order] === 'failed' && ends !== from) {
          // A move along the railway ending short: on the line, strictly between start and destination.
          expect(order.toUpperCase()).toMatch(/-T(SR|RS)-/);
          const [start, end, stop] = [route.indexOf(from), route.indexOf(to), route.indexOf(ends)];
          expect(Math.min(start, end) < stop && stop < Math.max(start, end), `${order} stops at ${ends}`).toBe(true);
        } else if (example.expect[order] === 'succeeded' && ends !== from) {
          expect(ends).toBe(to);
        } else {
          expect(ends, order).toBe(from);
        }
      }
      for (const d of example.dislodged ?? []) {
        const [type, from] = d.unit.split(' ');
        const reach = (type === 'A' ? variant.adjacency.army[from] : variant.adjacency.fleet[from]) ?? [];
        for (const to of d.retreats ?? []) expect(reach, `${d.unit} to ${to}`).toContain(to);
      }
    });
  });
});
