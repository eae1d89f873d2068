import { describe, expect, it } from 'vitest';
import { loadGame, gameVariant, maxRecordEntries, maxRecordOrders } from '../../../engine/files/load-game.js';
import { loadOrders, maxOrders } from '../../../engine/files/load-orders.js';
import { loadPosition } from '../../../engine/files/load-position.js';
import type { Position } from '../../../engine/types.js';
import { tinyVariant } from './fixtures/tiny-variant.js';

const phase = { season: 'fall', year: 1901, kind: 'movement' };

function errors(result: { ok: boolean; errors?: readonly string[] }): readonly string[] {
  expect(result.ok).toBe(false);
  return result.errors ?? [];
}

describe('loadPosition', () => {
  it('reads a position with short and long spellings', () => {
    const result = loadPosition(
      tinyVariant,
      JSON.stringify({
        variant: 'tiny',
        phase,
        units: [
          { power: 'england', type: 'fleet', location: 'nth' },
          { power: 'Russia', type: 'F', location: 'St Petersburg (north coast)' },
          { power: 'france', type: 'A', location: 'Spa/sc' },
        ],
        contested: ['Burgundy'],
        ownership: { lon: 'england', Paris: 'France' },
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        variant: 'tiny',
        phase,
        units: [
          { power: 'england', type: 'fleet', location: 'nth' },
          { power: 'russia', type: 'fleet', location: 'stp/nc' },
          { power: 'france', type: 'army', location: 'spa' },
        ],
        dislodged: [],
        contested: ['bur'],
        ownership: { lon: 'england', par: 'france' },
      },
    });
  });

  it('lists the first 100 problems of a file and counts the rest in one line', () => {
    const units = Array.from({ length: 250 }, () => ({ power: 'england', type: 'army', location: 'lon' }));
    const found = errors(loadPosition(tinyVariant, { variant: 'tiny', phase, units }));
    expect(found).toHaveLength(101);
    expect(found[0]).toBe("units[1].location: 'lon' already holds units[0]");
    expect(found[100]).toBe('and 149 more problems not listed: fix these first');
  });

  it('takes the start ownership when none is given', () => {
    const result = loadPosition(tinyVariant, { phase, units: [] });
    expect(result.ok && result.value.ownership).toEqual(tinyVariant.start.ownership);
  });

  it('names the JSON path and the problem', () => {
    const result = loadPosition(tinyVariant, {
      variant: 'tiny',
      phase: { season: 'fall', year: 1901, kind: 'moving' },
      units: [
        { power: 'england', type: 'fleet', location: 'nth' },
        { power: 'england', type: 'A', location: 'lon' },
        { power: 'england', type: 'boat', location: 'bel' },
        { power: 'england', type: 'A', location: 'xyz' },
        { power: 'narnia', type: 'A', location: 'par' },
        { power: 'france', type: 'A', location: 'London' },
        { power: 'russia', type: 'F', location: 'stp' },
        { power: 'france', type: 'A', location: 'gol' },
        { power: 'france', type: 'A', locaton: 'pic' },
        { power: 'france', type: 'A', location: 'London' },
      ],
      ownership: { bur: 'france' },
    });
    expect(errors(result)).toEqual([
      "phase.kind: expected movement, retreats or adjustments, found 'moving'",
      "units[2].type: expected army, fleet, A or F, found 'boat'",
      "units[3].location: unknown province 'xyz'",
      "units[4].power: unknown power 'narnia' (england, france, germany, russia)",
      "units[5].location: 'lon' already holds units[1]",
      'units[6].location: a fleet in \'stp\' must name its coast (stp/nc, stp/sc)',
      "units[7].location: an army cannot stand in the sea ('gol')",
      'units[8].locaton: unknown field (expected power, type, location)',
      'units[8].location: expected a location, found nothing',
      "units[9].location: 'lon' already holds units[1]",
      "ownership.bur: 'bur' is not a supply centre",
    ]);
  });

  it('refuses rule state nested too deep to write back, and keeps state of ordinary depth', () => {
    const nested = (depth: number): unknown => {
      let value: unknown = 1;
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    const deep = loadPosition(tinyVariant, { variant: 'tiny', phase, units: [], rules: { x: nested(5000) } });
    expect(errors(deep)).toEqual(['rules.x: nested more than 64 lists or objects deep']);
    const fine = loadPosition(tinyVariant, { variant: 'tiny', phase, units: [], rules: { x: nested(10) } });
    expect(fine.ok && JSON.stringify(fine.value.rules)).toBe(JSON.stringify({ x: nested(10) }));
  });

  it('says a field left out is missing ("found nothing"), whichever it is', () => {
    const result = loadPosition(tinyVariant, { variant: 'tiny', phase: {}, units: [{}] });
    expect(errors(result)).toEqual([
      'phase.season: expected a season, found nothing (spring, fall)',
      'phase.year: expected a year, a whole number from -999999 to 999999, found nothing',
      'phase.kind: expected movement, retreats or adjustments, found nothing',
      'units[0].power: expected a power, found nothing (england, france, germany, russia)',
      'units[0].type: expected army, fleet, A or F, found nothing',
      'units[0].location: expected a location, found nothing',
    ]);
  });

  it('rejects bad JSON, a wrong variant and dislodged units outside retreats', () => {
    expect(errors(loadPosition(tinyVariant, '{ "phase": '))[0]).toMatch(/^position: not valid JSON/);
    expect(errors(loadPosition(tinyVariant, { variant: 'standard', phase, units: [] }))).toEqual([
      "variant: this position is for 'standard', not for the variant 'tiny'",
    ]);
    expect(
      errors(loadPosition(tinyVariant, { phase, units: [], dislodged: [{ power: 'france', type: 'A', location: 'bur', attackerFrom: 'mun' }] })),
    ).toEqual(['dislodged: only a retreats phase has dislodged units (this is a movement phase)']);
    expect(
      errors(loadPosition(tinyVariant, { phase: 'Fall 1901 adjustments', units: [], dislodged: [{ power: 'france', type: 'A', location: 'bur', attackerFrom: 'mun' }] })),
    ).toEqual(['dislodged: only a retreats phase has dislodged units (this is an adjustments phase)']);
    expect(errors(loadPosition(tinyVariant, { phase: 'Summer 1901 movement', units: [] }))).toEqual([
      "phase: expected a phase like 'Spring 1901 movement' or 'S1901M', found 'Summer 1901 movement'",
    ]);
    expect(errors(loadPosition(tinyVariant, { phase: 'S1901M', units: 3 }))).toEqual(['units: expected a list, found the number 3']);
  });

  it('refuses a unit type every object has (constructor) and a year a game could not count past', () => {
    expect(errors(loadPosition(tinyVariant, { phase, units: [{ power: 'england', type: 'constructor', location: 'lon' }, { power: 'england', type: '__proto__', location: 'nth' }] }))).toEqual([
      "units[0].type: expected army, fleet, A or F, found 'constructor'",
      "units[1].type: expected army, fleet, A or F, found '__proto__'",
    ]);
    expect(errors(loadPosition(tinyVariant, { phase: { ...phase, year: 1e20 }, units: [] }))).toEqual([
      'phase.year: expected a year, a whole number from -999999 to 999999, found the number 100000000000000000000',
    ]);
    expect(errors(loadPosition(tinyVariant, { phase: 'S99999999999999999999M', units: [] }))).toEqual([
      "phase: the year of 'S99999999999999999999M' is not a whole number from -999999 to 999999",
    ]);
  });

  it('refuses an attack said to come from where the dislodged unit stands', () => {
    const retreats = { season: 'fall', year: 1901, kind: 'retreats' };
    expect(errors(loadPosition(tinyVariant, { phase: retreats, units: [], dislodged: [{ power: 'france', type: 'A', location: 'bur', attackerFrom: 'bur' }] }))).toEqual([
      "dislodged[0].attackerFrom: 'bur' is where the unit stands; the attack came from elsewhere",
    ]);
  });

  it('reads phases written as text or code', () => {
    const result = loadPosition(tinyVariant, { phase: 'F1901R', units: [] });
    expect(result.ok && result.value.phase).toEqual({ season: 'fall', year: 1901, kind: 'retreats' });
  });
});

describe('loadOrders', () => {
  it('reads JSON with power ids or names', () => {
    expect(loadOrders(tinyVariant, '{ "england": ["F Nth - Bel"], "Russie": ["A Mos - Stp"] }')).toEqual({
      ok: true,
      value: { england: ['F Nth - Bel'], russia: ['A Mos - Stp'] },
    });
  });

  it('reads the text format with headings, comments and prefixed lines', () => {
    const text = ['# spring', 'England:', 'F Nth - Bel', '', 'A Lon H', 'France: A Par - Bur', 'Russie', 'A Mos-Stp'].join('\n');
    expect(loadOrders(tinyVariant, text)).toEqual({
      ok: true,
      value: { england: ['F Nth - Bel', 'A Lon H'], france: ['A Par - Bur'], russia: ['A Mos-Stp'] },
    });
  });

  it('names the problem', () => {
    expect(errors(loadOrders(tinyVariant, 'A Lon H'))).toEqual([
      "line 1: no power for 'A Lon H' (put a heading such as 'England:' before it)",
    ]);
    expect(errors(loadOrders(tinyVariant, 'Narnia:\nA Lon H'))).toEqual([
      "line 1: unknown power 'Narnia' (england, france, germany, russia)",
      "line 2: no power for 'A Lon H' (put a heading such as 'England:' before it)",
    ]);
    // A power before an order on its line gives that line only: said where the next line has none.
    expect(errors(loadOrders(tinyVariant, 'England: F Nth - Bel\nA Lon H'))).toEqual([
      "line 2: no power for 'A Lon H' (a power named before an order on its line, as 'England:' is, gives that line only: put 'England:' on a line of its own before its orders)",
    ]);
    expect(errors(loadOrders(tinyVariant, { narnia: ['A Lon H'], england: 'x', france: [3] }))).toEqual([
      "narnia: unknown power 'narnia' (england, france, germany, russia)",
      'france[0]: expected an order as text, found the number 3',
    ]);
  });

  describe('read with its position', () => {
    const spring: Position = {
      variant: 'tiny',
      phase: { season: 'spring', year: 1901, kind: 'movement' },
      units: [
        { power: 'england', type: 'fleet', location: 'nth' },
        { power: 'france', type: 'army', location: 'par' },
      ],
      dislodged: [],
      contested: [],
      ownership: { lon: 'england', par: 'france', mar: 'france' },
    };

    it('gives an order before any heading to the power whose unit it orders', () => {
      expect(loadOrders(tinyVariant, 'F Nth - Bel\nA Paris - Bur\nGermany:\nA Mun H', spring)).toEqual({
        ok: true,
        value: { england: ['F Nth - Bel'], france: ['A Paris - Bur'], germany: ['A Mun H'] },
      });
    });

    it('keeps an order under a heading with the heading, for the engine to refuse another power\'s unit', () => {
      expect(loadOrders(tinyVariant, 'England:\nA Par - Bur', spring)).toEqual({ ok: true, value: { england: ['A Par - Bur'] } });
    });

    it('gives a retreat to the dislodged unit\'s power, and a build to the centre\'s owner', () => {
      const retreats: Position = { ...spring, phase: { ...spring.phase, kind: 'retreats' }, dislodged: [{ power: 'france', type: 'army', location: 'bur', attackerFrom: 'mun' }] };
      expect(loadOrders(tinyVariant, 'A Bur - Par', retreats)).toEqual({ ok: true, value: { france: ['A Bur - Par'] } });
      // A unit standing, not dislodged: its power's, for the engine to say it was not dislodged.
      expect(loadOrders(tinyVariant, 'F Nth - Bel', retreats)).toEqual({ ok: true, value: { england: ['F Nth - Bel'] } });
      const winter: Position = { ...spring, phase: { season: 'winter', year: 1901, kind: 'adjustments' } };
      expect(loadOrders(tinyVariant, 'Build F Lon', winter)).toEqual({ ok: true, value: { england: ['Build F Lon'] } });
    });

    it('says why an order before any heading has no power when no unit stands where it orders one', () => {
      expect(errors(loadOrders(tinyVariant, 'A Mun - Bur', spring))).toEqual([
        "line 1: no power for 'A Mun - Bur': no unit of anyone stands where it orders one, to tell whose order it is (put a heading such as 'England:' before it)",
      ]);
      // Not understood at all: the heading is the only way.
      expect(errors(loadOrders(tinyVariant, 'A Atlantis H', spring))).toEqual([
        "line 1: no power for 'A Atlantis H' (put a heading such as 'England:' before it)",
      ]);
    });
  });

  it('refuses a file of more orders than a phase of the map can have, as one problem, in either format', () => {
    const limit = maxOrders(tinyVariant);
    expect(limit).toBe(1000);
    const message = `more than 1,000 orders, where a phase of this map has at most one for each of its ${tinyVariant.provinces.length} provinces`;
    expect(errors(loadOrders(tinyVariant, { england: Array(limit + 1).fill('F Nth - Bel') }))).toEqual([`orders: ${message}`]);
    expect(errors(loadOrders(tinyVariant, `England:\n${'F Nth - Bel\n'.repeat(limit + 4)}`))).toEqual([`orders: ${message}`]);
    // At the limit, every order is read: the duplicates are the adjudicator's to report.
    const read = loadOrders(tinyVariant, { england: Array(limit).fill('F Nth - Bel') });
    expect(read.ok && read.value.england.length).toBe(limit);
    expect(loadOrders(tinyVariant, `England:\n${'F Nth - Bel\n'.repeat(limit)}`).ok).toBe(true);
  });
});

describe('loadGame', () => {
  it('reads a record with phases and a draw', () => {
    const game = {
      variant: 'tiny',
      phases: [{ phase: 'Spring 1901 movement', orders: { england: ['F Lon - Nth'] } }, { orders: {} }, { draw: ['england', 'France'] }],
    };
    expect(gameVariant(JSON.stringify(game))).toEqual({ ok: true, value: 'tiny' });
    expect(loadGame(tinyVariant, game)).toEqual({
      ok: true,
      value: {
        variant: 'tiny',
        start: null,
        phases: [
          { path: 'phases[0]', phase: { season: 'spring', year: 1901, kind: 'movement' }, orders: { england: ['F Lon - Nth'] } },
          { path: 'phases[1]', phase: null, orders: {} },
        ],
        draw: ['england', 'france'],
      },
    });
  });

  it('ends a record with a top-level draw after its phases; a draw entry has nothing else', () => {
    const played = loadGame(tinyVariant, { variant: 'tiny', draw: ['england', 'france'], phases: [{ phase: 'Spring 1901 movement', orders: { england: ['F Lon - Nth'] } }] });
    expect(played.ok && played.value.phases).toHaveLength(1);
    expect(played.ok && played.value.draw).toEqual(['england', 'france']);
    expect(errors(loadGame(tinyVariant, { variant: 'tiny', phases: [{ draw: ['england'], orders: { england: ['F Lon - Nth'] } }] }))).toEqual([
      'phases[0].orders: a draw entry has nothing else',
    ]);
    expect(errors(loadGame(tinyVariant, { variant: 'tiny', draw: ['england'], phases: [{ draw: ['france'] }] }))).toEqual([
      'phases[0].draw: the record also has a draw at its top level: give one',
    ]);
    expect(errors(loadGame(tinyVariant, { variant: 'tiny', phases: [{ draw: [] }] }))).toEqual(['phases[0].draw: expected the list of powers sharing the draw, found an empty list']);
    expect(errors(loadGame(tinyVariant, { variant: 'tiny', phases: [{ draw: ['england', 'England'] }] }))).toEqual(["phases[0].draw[1]: 'England' is in the draw twice"]);
  });

  it('refuses a record of more entries than two thousand years of play, as one problem, and reads one at the limit', () => {
    const entries = (n: number) => ({ variant: 'tiny', phases: Array.from({ length: n }, () => ({ orders: {} })) });
    expect(errors(loadGame(tinyVariant, entries(maxRecordEntries + 1)))).toEqual(['phases: 10,001 entries, more than the 10,000 a record may hold']);
    const read = loadGame(tinyVariant, entries(maxRecordEntries));
    expect(read.ok && read.value.phases).toHaveLength(maxRecordEntries);
  });

  it('refuses a record of more orders in all than ten long games give, as one problem', () => {
    const phases = (perPhase: number) => ({ variant: 'tiny', phases: Array.from({ length: 200 }, () => ({ orders: { england: Array(perPhase).fill('F Lon H') } })) });
    expect(errors(loadGame(tinyVariant, phases(1001)))).toEqual(['phases: 200,200 orders in all, more than the 200,000 a record may hold']);
    expect(loadGame(tinyVariant, phases(1000)).ok).toBe(true);
    expect(maxRecordOrders).toBe(200_000);
  });

  it('names the phase entry at fault', () => {
    expect(
      errors(
        loadGame(tinyVariant, {
          variant: 'tiny',
          phases: [{ orders: { narnia: [] } }, { phase: 'spring 1901 adjustments' }, { draw: [] }, { orders: {} }],
        }),
      ),
    ).toEqual([
      "phases[0].orders.narnia: unknown power 'narnia' (england, france, germany, russia)",
      "phases[1].phase: the season 'spring' has no adjustments phase (movement, retreats)",
      'phases[2].draw: expected the list of powers sharing the draw, found an empty list',
    ]);
    expect(errors(gameVariant({ phases: [] }))).toEqual(['variant: expected a variant id or .dip file, found nothing']);
  });
});
