/**
 * What `adjudicate` does with input a JavaScript caller got wrong (engine/orders/order-shape.ts,
 * engine/game/position-shape.ts): an order object missing its fields is refused with the
 * reason while the other orders are played; a position or orders value the engine cannot
 * read at all is a TypeError naming the field, not a JavaScript error from deep inside.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { legalBuilds, legalDisbands, legalOrders, legalOrdersByUnit, legalOrdersForPower } from '../../../engine/orders/legal-orders.js';
import type { Orders, Position } from '../../../engine/types.js';
import { adjustmentBalance, adjustmentBalances } from '../../../engine/adjustments/adjudicate-adjustments.js';
import { civilDisorderDisbands } from '../../../engine/adjustments/civil-disorder.js';
import { replayGame } from '../../../engine/files/replay-game.js';
import { formatPhase } from '../../../engine/files/phase.js';
import { adjustmentsDue, nextPhase } from '../../../engine/game/next-phase.js';
import { updateOwnership } from '../../../engine/game/ownership.js';
import { playersOf } from '../../../engine/game/players.js';
import { winner, winningPlayer } from '../../../engine/game/winner.js';
import { buildSites } from '../../../engine/orders/kinds/build.js';
import { retreatOptions } from '../../../engine/orders/kinds/retreat.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { orderKey } from '../../../engine/orders/order-key.js';
import { parseLocation, parseOrder, parsePower } from '../../../engine/orders/parse-order.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { renderBoard } from '../../../board/render/render-board.js';
import { generateGeometry } from '../../../board/geometry/load-geometry.js';
import { tinyVariant } from '../orders/fixtures/tiny-variant.js';
import { position } from './helpers.js';

const start = position(tinyVariant, ['france A par', 'england F lon']);

function resultOf(orders: unknown): { text: string; outcome: string; reason?: string }[] {
  return adjudicate(tinyVariant, start, orders as Orders).results.filter((r) => r.power === 'france');
}

describe('order objects', () => {
  it.each([
    [{ kind: 'move' }, /^unit: expected a unit/],
    [{ kind: 'move', unit: { type: 'army', location: 'par' } }, /^to: expected a place's id, found nothing/],
    [{ kind: 'move', unit: { location: 'par' }, to: 'bur' }, /^unit\.type: expected 'army', 'fleet' or null, found nothing/],
    [{ kind: 'support', unit: { type: 'army', location: 'par' }, supported: 'bur', to: null }, /^supported: expected a unit/],
    [{ kind: 'teleport', unit: { type: 'army', location: 'par' } }, /^kind: expected hold, move, .* found 'teleport'/],
    [42, /^not an order: expected order text or an order object, found the number 42/],
    [null, /^not an order: .* found null/],
  ])('refuses %j with the reason, its unit holding', (order, reason) => {
    const [refused, held] = resultOf({ france: [order] });
    expect(refused.outcome).toBe('invalid');
    expect(refused.reason).toMatch(reason);
    // Its JSON (cut short when long), for the player to recognise it.
    expect(JSON.stringify(order).startsWith(refused.text.replace(/…$/, ''))).toBe(true);
    expect(held.text).toMatch(/^A Par H \(no order\)$/);
  });

  it('plays the other orders of the phase', () => {
    const adjudication = adjudicate(tinyVariant, start, { france: [{ kind: 'move' }], england: ['F Lon - Nth'] } as unknown as Orders);
    expect(adjudication.results.find((r) => r.power === 'england')?.outcome).toBe('succeeded');
    expect(adjudication.next.units).toContainEqual({ power: 'england', type: 'fleet', location: 'nth' });
  });

  it('refuses a power whose orders are not a list, once, instead of reading each letter as an order', () => {
    const results = resultOf({ france: 'A Par - Bur' });
    expect(results[0]).toMatchObject({ text: 'A Par - Bur', outcome: 'invalid', reason: "the orders of france must be a list, found 'A Par - Bur'" });
    expect(results).toHaveLength(2); // the refusal, and the unit holding
  });

  it('shows a long object cut short', () => {
    const [refused] = resultOf({ france: [{ kind: 'move', note: 'x'.repeat(500) }] });
    expect(refused.text.length).toBeLessThanOrEqual(80);
    expect(refused.text.endsWith('…')).toBe(true);
  });
});

describe('positions and orders the engine cannot read', () => {
  it.each([
    [{ ...start, phase: undefined }, /^position\.phase: expected \{ season, year, kind \}, found nothing$/],
    [{ ...start, phase: { ...start.phase, kind: 'summer' } }, /^position\.phase\.kind: expected one of movement, retreats, adjustments, bidding, found 'summer'$/],
    [{ ...start, phase: { ...start.phase, year: '1901' } }, /^position\.phase\.year: expected a whole number, found '1901'$/],
    [{ ...start, units: null }, /^position\.units: expected a list, found null$/],
    [{ ...start, units: [{ power: 'france', type: 'tank', location: 'par' }] }, /^position\.units\[0\]\.type: expected 'army' or 'fleet', found 'tank'$/],
    // The first unit at fault is named by its place in the list, after units that are right.
    [{ ...start, units: [...start.units, { power: 7, type: 'army', location: 'bur' }, null] }, new RegExp(`^position\\.units\\[${start.units.length}\\]\\.power: expected a power's id, found the number 7$`)],
    [{ ...start, dislodged: [{ power: 'france', type: 'army' }] }, /^position\.dislodged\[0\]\.location: expected a place's id, found nothing$/],
    [{ ...start, ownership: undefined }, /^position\.ownership: expected an object/],
  ])('throws a TypeError naming the field (%#)', (bad, message) => {
    expect(() => adjudicate(tinyVariant, bad as unknown as Position, {})).toThrow(message);
    expect(() => adjudicate(tinyVariant, bad as unknown as Position, {})).toThrow(TypeError);
  });

  it('throws a TypeError for orders that are no object', () => {
    expect(() => adjudicate(tinyVariant, start, null as unknown as Orders)).toThrow(/^orders: expected an object of order lists by power, found null$/);
    expect(() => adjudicate(tinyVariant, start, ['A Par H'] as unknown as Orders)).toThrow(TypeError);
  });

  it('lists legal orders only for a position it can read, saying the same as adjudicate otherwise', () => {
    const bad = { ...start, units: null } as unknown as Position;
    const listings = [
      () => legalOrders(tinyVariant, bad, 'par'),
      () => legalOrdersByUnit(tinyVariant, bad),
      () => legalOrdersForPower(tinyVariant, bad, 'france'),
      () => legalBuilds(tinyVariant, bad, 'france'),
      () => legalDisbands(tinyVariant, bad, 'france'),
    ];
    for (const list of listings) expect(list).toThrow(/^position\.units: expected a list, found null$/);
    expect(legalOrdersByUnit(tinyVariant, start).length).toBeGreaterThan(0);
  });
});

describe('every other function of the engine given what it cannot read', () => {
  const noPhase = { ...start, phase: undefined } as unknown as Position;
  const said = /^position\.phase: expected \{ season, year, kind \}, found nothing$/;

  it('names the field of a position, as adjudicate does', () => {
    const callers: [string, () => unknown][] = [
      ['nextPhase', () => nextPhase(tinyVariant, noPhase)],
      ['adjustmentsDue', () => adjustmentsDue(tinyVariant, noPhase)],
      ['winner', () => winner(tinyVariant, noPhase)],
      ['winningPlayer', () => winningPlayer(tinyVariant, noPhase)],
      ['playersOf', () => playersOf(tinyVariant, noPhase)],
      ['retreatOptions', () => retreatOptions(tinyVariant, noPhase, { power: 'france', type: 'army', location: 'par', attackerFrom: null })],
      ['buildSites', () => buildSites(tinyVariant, noPhase, 'france')],
      ['adjustmentBalances', () => adjustmentBalances(tinyVariant, noPhase)],
      ['adjustmentBalance', () => adjustmentBalance(tinyVariant, noPhase, 'france')],
      ['civilDisorderDisbands', () => civilDisorderDisbands(tinyVariant, noPhase, 'france', [], 1)],
      ['legalOrdersForPower', () => legalOrdersForPower(tinyVariant, noPhase, 'france')],
    ];
    for (const [name, call] of callers) {
      expect(call, name).toThrow(TypeError);
      expect(call, name).toThrow(said);
    }
  });

  it('names an argument that is not what the function reads', () => {
    const misuse = (call: (...args: never[]) => unknown, ...args: unknown[]) => () => (call as (...a: unknown[]) => unknown)(...args);
    const cases: [() => unknown, RegExp][] = [
      [misuse(parseOrder, tinyVariant, 5), /^text: expected an order as text, found the number 5$/],
      [misuse(parseLocation, tinyVariant, null), /^text: expected a place as text, found null$/],
      [misuse(parsePower, tinyVariant, {}), /^text: expected a power's name as text, found an object$/],
      [misuse(legalOrders, tinyVariant, start, { location: 'par' }), /^location: expected a place's id, found an object$/],
      [misuse(formatOrder, tinyVariant, {}), /^kind: expected hold, move, support, convoy, retreat, disband, build or waive, found nothing$/],
      [misuse(orderKey, { kind: 'move', unit: { type: 'army', location: 'par' } }), /^to: expected a place's id, found nothing$/],
      [misuse(formatPhase, tinyVariant, { season: 'spring', year: 1901 }), /^phase\.kind: expected one of movement, retreats, adjustments, bidding, found nothing$/],
      [misuse(updateOwnership, tinyVariant, 5, []), /^ownership: expected an object of owners by centre, found the number 5$/],
      [misuse(updateOwnership, tinyVariant, {}, [7]), /^units\[0\]: expected a unit \(\{ power, type, location \}\), found the number 7$/],
      [misuse(replayGame, tinyVariant, {}), /^game: expected a game record as loadGame reads it, found an object$/],
      [misuse(civilDisorderDisbands, tinyVariant, start, 'france', null, 1), /^candidates: expected a list of units, found null$/],
      [misuse(civilDisorderDisbands, tinyVariant, start, 'france', [...start.units, 'A Par'], 1), new RegExp(`^candidates\\[${start.units.length}\\]: expected a unit`)],
    ];
    for (const [call, message] of cases) {
      expect(call, String(message)).toThrow(TypeError);
      expect(call, String(message)).toThrow(message);
    }
  });

  it('reads what they are given right, as before', () => {
    expect(nextPhase(tinyVariant, start).phase.kind).toBe('movement');
    expect(parseOrder(tinyVariant, 'A Par - Bur')).toMatchObject({ ok: true });
    expect(formatPhase(tinyVariant, start.phase)).toMatch(/1901/);
    expect(orderKey({ kind: 'hold', unit: { type: 'army', location: 'par' } })).toBe('{"kind":"hold","unit":{"type":"army","location":"par"}}');
  });
});

describe('a variant that is not one', () => {
  it('is refused, naming its field, by the engine and the board alike', () => {
    const broken: [unknown, RegExp][] = [
      ['standard', /^variant: expected a compiled variant \(compileFile\(…\)\.variant, or the JSON dipkit build writes\), found 'standard'$/],
      [{ ...tinyVariant, rules: undefined }, /^variant\.rules: expected an object, found nothing$/],
      [{ ...tinyVariant, adjacency: { army: {} } }, /^variant\.adjacency\.fleet: expected an object, found nothing$/],
      [{ ...tinyVariant, calendar: { ...tinyVariant.calendar, seasons: 'spring' } }, /^variant\.calendar\.seasons: expected a list, found 'spring'$/],
    ];
    for (const [variant, message] of broken) {
      const v = variant as typeof tinyVariant;
      for (const call of [() => adjudicate(v, start, {}), () => startPosition(v), () => legalOrdersByUnit(v, start), () => renderBoard(v), () => generateGeometry(v)]) {
        expect(call, String(message)).toThrow(TypeError);
        expect(call, String(message)).toThrow(message);
      }
    }
  });
});
