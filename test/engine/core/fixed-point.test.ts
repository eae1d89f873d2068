/**
 * The resolver's answers are a consistent resolution: every decision not settled by the
 * backup rule (Szykman, circular movement) equals what its own rule gives when re-read
 * from the final answers of the others.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { resolveMovement } from '../../../engine/movement/adjudicate-movement.js';
import { decide } from '../../../engine/movement/decisions.js';
import type { Orders, Position } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom } from '../property/random-orders.js';
import { tinyMap } from './fixtures/tiny-map.js';
import { position } from './helpers.js';

const standard = loadVariant('standard/standard.dip');

/** Decisions whose answer differs from their rule re-read on the final answers, and how many were settled by the backup rule. */
function check(variant: Variant, at: Position, orders: Orders): { inconsistent: number[]; backups: number } {
  const { r } = resolveMovement(variant, at, orders);
  const inconsistent: number[] = [];
  let backups = 0;
  for (let d = 0; d < 2 * r.t.count; d++) {
    if (r.state[d] !== 2) continue;
    if (r.byBackup[d]) {
      backups++;
      continue;
    }
    if (decide(r, d) !== (r.value[d] === 1)) inconsistent.push(d);
  }
  return { inconsistent, backups };
}

describe('the resolution is a fixed point', () => {
  it('on random games with random legal orders', () => {
    let phases = 0;
    for (let game = 1; game <= 30; game++) {
      const random = seededRandom(1000 + game);
      let at = startPosition(standard);
      for (let step = 0; step < 24; step++) {
        const orders = randomOrders(standard, at, random);
        if (at.phase.kind === 'movement') {
          expect(check(standard, at, orders).inconsistent).toEqual([]);
          phases++;
        }
        at = adjudicate(standard, at, orders).next;
      }
    }
    expect(phases).toBeGreaterThan(200);
  });

  it('in a convoy paradox, where only the Szykman rule breaks consistency', () => {
    const v = tinyMap();
    const units = ['england F lon', 'england F nth', 'france A bre', 'france F eng', 'france F yor', 'germany F bel', 'germany F pic'];
    const orders = {
      england: ['F lon S F nth - eng', 'F nth - eng'],
      france: ['A bre - lon', 'F eng C A bre - lon', 'F yor S A bre - lon'],
      germany: ['F bel - eng', 'F pic S F bel - eng'],
    };
    const result = check(v, position(v, units), orders);
    expect(result.inconsistent).toEqual([]);
    expect(result.backups).toBeGreaterThan(0);
  });

  it('in circular movement, settled by the backup rule', () => {
    const v = tinyMap();
    const result = check(v, position(v, ['france A gas', 'france A spa', 'germany A mar']), {
      france: ['A gas - spa', 'A spa - mar'],
      germany: ['A mar - gas'],
    });
    expect(result.inconsistent).toEqual([]);
    expect(result.backups).toBe(3);
  });
});
