/**
 * The width a caller asks of a generated or imported board: a number of px from 100 to
 * 7,000, or a clear error naming the option. A width given as text ('800', read from JSON)
 * never finished, NaN was blamed on the map's points, and 300,000 px took a minute.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { importGeoJson } from '../../board/geometry/import-geojson.js';
import { fixtureVariant, tinyVariant } from './support.js';

const range = "width: expected a board's width in px, from 100 to 7,000";

describe('the width asked of a board', () => {
  const plane = tinyVariant();
  const lonlat = fixtureVariant('lonlat/asia.dip');
  const lowlands = fixtureVariant('lowlands/lowlands.dip');
  const geojson = readFileSync(new URL('./fixtures/lowlands/lowlands.geojson', import.meta.url), 'utf8');
  const draw = {
    'a plane map': (width: unknown) => generateGeometry(plane, { width: width as number }),
    'a longitude and latitude map': (width: unknown) => generateGeometry(lonlat, { width: width as number }),
    'a GeoJSON board': (width: unknown) => importGeoJson(lowlands, geojson, 'lowlands.geojson', { width: width as number }),
  };

  for (const [what, board] of Object.entries(draw)) {
    it(`is honoured within its range, for ${what}`, () => {
      expect(board(100).width).toBe(100);
      expect(board(640).width).toBe(640);
    });

    it(`is refused, naming the option, out of its range or not a number, for ${what}`, () => {
      for (const width of [0, -5, 99, 7001, 300_000, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => board(width), String(width)).toThrow(RangeError);
        expect(() => board(width), String(width)).toThrow(`${range}, found ${width}`);
      }
      expect(() => board('800')).toThrow(TypeError);
      expect(() => board('800')).toThrow(`${range}, found '800'`);
      expect(() => board(null)).toThrow(`${range}, found null`);
      expect(() => board('9'.repeat(100_000))).toThrow(`${range}, found '${'9'.repeat(40)}…'`);
    });
  }
});
