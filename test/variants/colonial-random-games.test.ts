/**
 * Random games of Colonial Diplomacy (both editions), every unit given a random legal
 * order (legal orders include railway and canal moves and their supports): no legal order
 * is judged invalid, the same input gives the same output, no unit appears or vanishes,
 * no two units share a province, Hong Kong never belongs to China, and only Russian armies
 * ever travel the railway. Then one long game of each edition, to a winner or 1950.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate.js';
import { winner } from '../../engine/game/winner.js';
import { startPosition } from '../../engine/game/start-position.js';
import { provinceOf } from '../../model/locations.js';
import type { Variant } from '../../model/variant.js';
import type { Adjudication, Orders, Position } from '../../engine/types.js';
import { loadVariant } from '../support/variants.js';
import { randomOrders, seededRandom } from '../engine/property/random-orders.js';

const editions = ['colonial/colonial-1994.dip', 'colonial/colonial-1996.dip'] as const;

/** Problems of one phase: position, orders given, and its adjudication. */
function problemsOf(variant: Variant, before: Position, orders: Orders, after: Adjudication, where: string): string[] {
  const problems: string[] = [];
  const next = after.next;
  const given = new Set<unknown>(Object.values(orders).flat());
  for (const r of after.results) {
    if (given.has(r.order) && r.outcome === 'invalid') problems.push(`${where}: legal order judged invalid: ${r.text} (${r.reason})`);
    if (r.order?.kind === 'move' && r.order.railway !== undefined && r.power !== 'russia' && r.outcome !== 'invalid') {
      problems.push(`${where}: ${r.power} used the railway: ${r.text}`);
    }
  }
  const seen = new Set<string>();
  for (const unit of next.units) {
    const p = provinceOf(unit.location);
    if (seen.has(p)) problems.push(`${where}: two units in ${p}`);
    seen.add(p);
  }
  if (next.ownership.hon === 'china') problems.push(`${where}: China owns Hong Kong`);
  if (before.phase.kind === 'movement' && next.units.length + after.dislodged.length !== before.units.length) {
    problems.push(`${where}: units appeared or vanished`);
  }
  return problems;
}

describe.each(editions)('random games of %s', (file) => {
  const variant = loadVariant(file);

  it('keep every position sound over 12 games of 40 phases', () => {
    const problems: string[] = [];
    let railwayMoves = 0;
    let canalMoves = 0;
    let phases = 0;
    for (let game = 0; game < 12 && problems.length === 0; game++) {
      const random = seededRandom(500 + game);
      let position = startPosition(variant);
      for (let step = 0; step < 40 && problems.length === 0; step++) {
        const where = `game ${game}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
        const orders = randomOrders(variant, position, random);
        const after = adjudicate(variant, position, orders);
        expect(after.blocked).toBeUndefined();
        problems.push(...problemsOf(variant, position, orders, after, where));
        if (JSON.stringify(adjudicate(variant, position, orders)) !== JSON.stringify(after)) problems.push(`${where}: not deterministic`);
        for (const r of after.results) {
          if (r.order?.kind !== 'move') continue;
          if (r.order.railway !== undefined) railwayMoves++;
          const from = provinceOf(r.order.unit.location);
          if ((from === 'red' && r.order.to === 'med') || (from === 'med' && r.order.to === 'red')) canalMoves++;
        }
        phases++;
        position = after.next;
      }
    }
    expect(problems).toEqual([]);
    expect(phases).toBeGreaterThan(400);
    // The railway is played, not merely listed; the canal is listed (rarely taken at random).
    expect(railwayMoves).toBeGreaterThan(10);
    expect(canalMoves + railwayMoves).toBeGreaterThan(10);
  });

  it('plays one long game to a winner or 1950 without error', () => {
    const random = seededRandom(1870);
    let position = startPosition(variant);
    const problems: string[] = [];
    while (position.phase.year < 1950 && winner(variant, position) === null && problems.length === 0) {
      const where = `${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
      const orders = randomOrders(variant, position, random);
      const after = adjudicate(variant, position, orders);
      expect(after.blocked).toBeUndefined();
      problems.push(...problemsOf(variant, position, orders, after, where));
      position = after.next;
    }
    expect(problems).toEqual([]);
    expect(position.phase.year >= 1950 || winner(variant, position) !== null).toBe(true);
  }, 120_000);
});
