/** Whatever the input, the readers answer with a result or an error message, never a throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadGame, gameVariant } from '../../../engine/files/load-game.js';
import { loadOrders } from '../../../engine/files/load-orders.js';
import { loadPosition } from '../../../engine/files/load-position.js';
import { parseLocation, parseOrder } from '../../../engine/orders/parse-order.js';
import { loadVariant } from '../../support/variants.js';

const standard = loadVariant('standard/standard.dip');

/** Strings made of order words, names and symbols, so that the parser gets deep into them. */
const orderish = fc
  .array(
    fc.constantFrom('A', 'F', 'Lon', 'Bel', 'Nth', 'Stp', '/nc', '(sc)', '-', 'S', 'C', 'H', 'R', 'D', '(', ')', ':', 'via', 'convoy',
      'Build', 'Waive', 'England', 'Russie', 'Mer du Nord', 'côte', 'nord', 'Saint-Pétersbourg', 'WarPru', 'x', '', ' '),
    { maxLength: 9 },
  )
  .map((words) => words.join(' '));

const unitish = fc.record({
  power: fc.oneof(fc.constantFrom('england', 'France', 'narnia'), fc.anything()),
  type: fc.oneof(fc.constantFrom('A', 'F', 'army', 'boat'), fc.anything()),
  location: fc.oneof(fc.constantFrom('lon', 'stp', 'stp/nc', 'North Sea', 'xyz', 'spa (sc)'), fc.anything()),
}, { requiredKeys: [] });

const positionish = fc.record({
  variant: fc.oneof(fc.constant('standard'), fc.anything()),
  phase: fc.oneof(fc.constantFrom('S1901M', 'Fall 1901 retreats', 'W1901A', 'nonsense'), fc.anything()),
  units: fc.oneof(fc.array(unitish, { maxLength: 5 }), fc.anything()),
  dislodged: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
  contested: fc.anything(),
  ownership: fc.oneof(fc.dictionary(fc.constantFrom('lon', 'bur', 'xyz'), fc.anything()), fc.anything()),
}, { requiredKeys: [] });

describe('bad input', () => {
  it('parseOrder and parseLocation never throw', () => {
    fc.assert(
      fc.property(fc.oneof(orderish, fc.string()), (text) => {
        const order = parseOrder(standard, text);
        expect(order.ok || typeof order.error === 'string').toBe(true);
        const location = parseLocation(standard, text);
        expect(location.ok || typeof location.error === 'string').toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('loadPosition, loadOrders and loadGame never throw', () => {
    fc.assert(
      fc.property(fc.oneof(positionish, fc.anything(), fc.json()), (value) => {
        const position = loadPosition(standard, value);
        expect(position.ok || position.errors.length > 0).toBe(true);
        const orders = loadOrders(standard, value);
        expect(orders.ok || orders.errors.length > 0).toBe(true);
        const game = loadGame(standard, { variant: 'standard', start: value, phases: [{ orders: value }, value] });
        expect(game.ok || game.errors.length > 0).toBe(true);
        gameVariant(value);
      }),
      { numRuns: 6000 },
    );
  });
});
