/**
 * Random legal orders for a whole position, from a seeded generator: the one generator of
 * the benchmarks (bench/random-game.ts), named here for the property tests.
 */
export { randomOrders, seededRandom, type Random, type RandomOrderOptions } from '../../../bench/random-game.js';
