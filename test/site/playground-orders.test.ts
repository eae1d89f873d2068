import { describe, expect, it } from 'vitest';
import { startPosition } from '../../engine/game/start-position.js';
import type { Position } from '../../engine/types.js';
import { readTypedOrders } from '../../site/src/lib/playground-orders.js';
import { loadVariant } from '../support/variants.js';

describe('orders typed in the playground', () => {
  const standard = loadVariant('standard/standard.dip');
  const start = startPosition(standard);

  it('go to the power whose unit they order, without headings, in English or French notation', () => {
    const { orders, problems } = readTypedOrders(standard, start, 'A Par - Bur\nF Lon - Nth\nA Mun-Bou\n\n# a comment');
    expect(problems).toEqual([]);
    expect(orders).toEqual({ france: ['A Par - Bur'], england: ['F Lon - Nth'], germany: ['A Mun-Bou'] });
  });

  it('follow a power heading when the order names no unit of anyone', () => {
    const { orders, problems } = readTypedOrders(standard, start, 'Angleterre :\nA Lon - Atlantis\nRussia:\nA Lon H');
    expect(problems).toEqual([]);
    // An unreadable order stays with its heading (the engine reports it); a readable one goes to the unit's owner.
    expect(orders).toEqual({ england: ['A Lon - Atlantis', 'A Lon H'] });
  });

  it('report a line with no heading that orders no unit, instead of guessing', () => {
    const { orders, problems } = readTypedOrders(standard, start, 'A Bur - Mun');
    expect(orders).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 1: /);
  });

  it('give a build to the owner of the centre', () => {
    const winter: Position = { ...start, phase: { season: 'winter', year: 1901, kind: 'adjustments' }, units: start.units.filter((u) => u.location !== 'lon') };
    const { orders } = readTypedOrders(standard, winter, 'Build F Lon');
    expect(Object.keys(orders)).toEqual(['england']);
  });
});
