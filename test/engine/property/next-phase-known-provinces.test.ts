/**
 * The adjudicator hands the next phase the province of each unit after a movement phase
 * (`nextPhaseFrom`), so that ownership and adjustments need not look the units up again.
 * Over random games on maps with coasts, railways and centres that do not count for some
 * powers, and in a pinned case of a railway move stopped on the way, the next position must
 * be the one `nextPhase` works out from the units alone.
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

  it('counts a centre for an army a railway move stopped on the way (Colonial, a fall)', () => {
    const variant = loadVariant('colonial/colonial-1996.dip');
    const start = startPosition(variant);
    const { oms: _, ...ownership } = start.ownership;
    const position = positionWith(start, {
      phase: { ...start.phase, season: 'fall' },
      units: [
        { power: 'russia', type: 'army', location: 'mos' },
        { power: 'russia', type: 'army', location: 'kra' },
        { power: 'russia', type: 'army', location: 'irk' },
        { power: 'japan', type: 'army', location: 'vla' },
      ],
      ownership,
    });
    // Vladivostok held and the line full beyond Omsk: the army stops in Omsk, a centre nobody owned.
    const orders = { russia: ['A Mos - TSR - Vla', 'A Kra H', 'A Irk H'], japan: ['A Vla H'] };
    const outcome = adjudicateMovement(variant, position, orders);
    const played = positionWith(position, { units: outcome.units, dislodged: outcome.dislodged, contested: outcome.contested });
    expect(outcome.units.find((u) => u.location === 'oms')?.power).toBe('russia');
    const next = nextPhaseFrom(variant, played, outcome.provinces);
    expect(next.ownership.oms).toBe('russia');
    expect(next).toEqual(nextPhase(variant, played));
  });
});
