/**
 * The adjudicator hands the next phase the province of each unit after a movement phase
 * (`nextPhaseFrom`), so that ownership and adjustments need not look the units up again.
 * Over random games on maps with coasts, railways that stop units on the way and centres
 * that do not count for some powers, the next position must be the one `nextPhase` works
 * out from the units alone.
 */
import { describe, expect, it } from 'vitest';
import { nextPhase, nextPhaseFrom } from '../../../engine/game/next-phase.js';
import { positionWith } from '../../../engine/game/position-with.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { adjudicateMovement } from '../../../engine/movement/adjudicate-movement.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom } from './random-orders.js';

describe('the next phase from the provinces the adjudicator knows', () => {
  for (const file of ['standard/standard.dip', 'colonial/colonial-1996.dip', 'rokugan/rokugan.dip']) {
    it(`is the next phase worked out from the units alone (${file})`, () => {
      const variant = loadVariant(file);
      let compared = 0;
      for (let game = 0; game < 6; game++) {
        const random = seededRandom(300 + game);
        let position = startPosition(variant);
        for (let step = 0; step < 40 && position.units.length > 0; step++) {
          const orders = randomOrders(variant, position, random);
          if (position.phase.kind === 'movement') {
            const outcome = adjudicateMovement(variant, position, orders);
            const played = positionWith(position, { units: outcome.units, dislodged: outcome.dislodged, contested: outcome.contested });
            expect(outcome.provinces).toHaveLength(outcome.units.length);
            expect(nextPhaseFrom(variant, played, outcome.provinces)).toEqual(nextPhase(variant, played));
            compared++;
          }
          position = adjudicate(variant, position, orders).next;
        }
      }
      expect(compared).toBeGreaterThan(60);
    });
  }
});
