import { describe, expect, it } from 'vitest';
import { crossing, type BorderEnd } from '../../model/border-crossing.js';
import type { Terrain } from '../../model/variant.js';

const end = (province: string, terrain: Terrain, coast: string | null = null, hasCoasts = false): BorderEnd => ({ province, terrain, coast, hasCoasts });

describe('who crosses a border (the table of docs/language.md)', () => {
  const table: [Terrain, Terrain, boolean, boolean][] = [
    ['land', 'land', true, false],
    ['land', 'coastal', true, false],
    ['coastal', 'coastal', true, true],
    ['coastal', 'sea', false, true],
    ['sea', 'sea', false, true],
    ['mixed', 'sea', false, true],
    ['mixed', 'coastal', false, true],
  ];
  for (const [a, b, army, fleet] of table) {
    it(`${a}–${b}: armies ${army ? 'yes' : 'no'}, fleets ${fleet ? 'yes' : 'no'}`, () => {
      expect(crossing(end('a', a), end('b', b), null)).toEqual({ army, fleet, problem: null });
      expect(crossing(end('b', b), end('a', a), null)).toEqual({ army, fleet, problem: null });
    });
  }

  it('land–sea: nobody can cross', () => {
    expect(crossing(end('a', 'land'), end('b', 'sea'), null).problem).toBe('land-sea');
  });

  it('by land between two coastal provinces: armies only (Rome–Venice)', () => {
    expect(crossing(end('rom', 'coastal'), end('ven', 'coastal'), 'by land')).toEqual({ army: true, fleet: false, problem: null });
  });

  it('by sea between two coastal provinces: fleets only', () => {
    expect(crossing(end('a', 'coastal'), end('b', 'coastal'), 'by sea')).toEqual({ army: false, fleet: true, problem: null });
  });

  it('by land into a sea and by sea inland are misuses', () => {
    expect(crossing(end('a', 'coastal'), end('b', 'sea'), 'by land').problem).toBe('army-at-sea');
    expect(crossing(end('a', 'coastal'), end('b', 'land'), 'by sea').problem).toBe('fleet-inland');
  });

  it('a province with coasts takes army borders alone and fleet borders through a coast', () => {
    expect(crossing(end('stp', 'coastal', null, true), end('nwy', 'coastal'), null)).toEqual({ army: true, fleet: false, problem: null });
    expect(crossing(end('stp', 'coastal', 'nc', true), end('nwy', 'coastal'), null)).toEqual({ army: false, fleet: true, problem: null });
    expect(crossing(end('stp', 'coastal', null, true), end('bar', 'sea'), null).problem).toBe('needs-coast');
    expect(crossing(end('stp', 'coastal', 'nc', true), end('mos', 'land'), null).problem).toBe('fleet-inland');
  });

  it('impassable ends and borders to oneself are problems', () => {
    expect(crossing(end('a', 'land'), end('swi', 'impassable'), null).problem).toBe('impassable');
    expect(crossing(end('a', 'land'), end('a', 'land'), null).problem).toBe('self');
  });
});
