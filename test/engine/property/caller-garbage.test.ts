/**
 * Every public function of the engine, given random values where a JavaScript caller
 * passes its arguments (a server passing a client's JSON on), works or names what is
 * wrong: never a JavaScript error from deep inside (test/support/caller-garbage.ts).
 */
import { describe, expect, it } from 'vitest';
import * as engine from '../../../engine/index.js';
import { rawErrors } from '../../support/caller-garbage.js';
import { loadVariant } from '../../support/variants.js';

describe('the engine given random values for its arguments', () => {
  it('works or names what is wrong, function by function', () => {
    const v = loadVariant('standard/standard.dip');
    const start = engine.startPosition(v);
    const calls: Record<string, (...a: unknown[]) => unknown> = {
      adjudicate: (a, b) => engine.adjudicate(v, a as never, b as never),
      'adjudicate (orders)': (a) => engine.adjudicate(v, start, a as never),
      nextPhase: (a) => engine.nextPhase(v, a as never),
      adjustmentsDue: (a) => engine.adjustmentsDue(v, a as never),
      winner: (a) => engine.winner(v, a as never),
      winningPlayer: (a) => engine.winningPlayer(v, a as never),
      playersOf: (a) => engine.playersOf(v, a as never),
      activeRules: (a) => engine.activeRules(v, a as never),
      updateOwnership: (a, b) => engine.updateOwnership(v, a as never, b as never),
      retreatOptions: (a, b) => engine.retreatOptions(v, a as never, b as never),
      'retreatOptions (unit)': (b) => engine.retreatOptions(v, start, b as never),
      adjustmentBalance: (a, b) => engine.adjustmentBalance(v, a as never, b as never),
      lostBuilds: (a, b) => engine.lostBuilds(v, a as never, b as never),
      'lostBuilds (results)': (b) => engine.lostBuilds(v, { ...start, phase: { ...start.phase, kind: 'adjustments' } }, b as never),
      buildSites: (a, b) => engine.buildSites(v, a as never, b as never),
      'buildSites (power)': (b) => engine.buildSites(v, start, b as never),
      civilDisorderDisbands: (a, b, c, d) => engine.civilDisorderDisbands(v, a as never, b as never, c as never, d as never),
      'civilDisorderDisbands (units)': (b, c, d) => engine.civilDisorderDisbands(v, start, b as never, c as never, d as never),
      parseOrder: (a, b) => engine.parseOrder(v, a as never, b as never),
      parseLocation: (a, b) => engine.parseLocation(v, a as never, b as never),
      parsePower: (a) => engine.parsePower(v, a as never),
      formatOrder: (a, b) => engine.formatOrder(v, a as never, b as never),
      formatLocation: (a, b, c) => engine.formatLocation(v, a as never, b as never, c as never),
      legalOrders: (a, b) => engine.legalOrders(v, a as never, b as never),
      'legalOrders (place)': (b) => engine.legalOrders(v, start, b as never),
      legalOrdersByUnit: (a) => engine.legalOrdersByUnit(v, a as never),
      legalOrdersForPower: (a, b) => engine.legalOrdersForPower(v, a as never, b as never),
      'legalOrdersForPower (power)': (b) => engine.legalOrdersForPower(v, start, b as never),
      legalBuilds: (a, b) => engine.legalBuilds(v, a as never, b as never),
      legalDisbands: (a, b) => engine.legalDisbands(v, a as never, b as never),
      orderKey: (a) => engine.orderKey(a as never),
      loadPosition: (a) => engine.loadPosition(v, a as never),
      loadOrders: (a) => engine.loadOrders(v, a as never),
      loadGame: (a) => engine.loadGame(v, a as never),
      replayGame: (a) => engine.replayGame(v, a as never),
      formatPhase: (a, b) => engine.formatPhase(v, a as never, b as never),
      startPosition: (a) => engine.startPosition(a as never),
    };
    expect(rawErrors(calls, 200, 41)).toEqual({});
  });
});
