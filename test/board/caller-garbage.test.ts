/**
 * The board's public functions, given random values where a JavaScript caller passes its
 * arguments, work or name what is wrong: never a JavaScript error from deep inside
 * (test/support/caller-garbage.ts).
 */
import { describe, expect, it } from 'vitest';
import * as board from '../../board/index.js';
import { startPosition } from '../../engine/game/start-position.js';
import { rawErrors } from '../support/caller-garbage.js';
import { tinyVariant } from './support.js';

describe('the board given random values for its arguments', () => {
  it('works or names what is wrong, function by function', () => {
    const v = tinyVariant();
    const geometry = board.generateGeometry(v);
    const start = startPosition(v);
    const calls: Record<string, (...a: unknown[]) => unknown> = {
      renderBoard: (a, b, c, d) => board.renderBoard(v, geometry, a as never, b as never, c as never, d as never),
      'renderBoard (orders)': (b, c, d) => board.renderBoard(v, geometry, start, b as never, c as never, d as never),
      'renderBoard (generated)': (a) => board.renderBoard(v, a as never),
      checkGeometry: (a, b) => board.checkGeometry(v, a as never, b as never),
      generateGeometry: (a) => board.generateGeometry(v, a as never),
      geometryKey: (a, b) => board.geometryKey(a as never, b as never),
      renderPng: (a, b) => board.renderPng(a as never, b as never),
      importSvg: (a) => board.importSvg(v, a as never, 'board.svg'),
      importGeoJson: (a) => board.importGeoJson(v, a as never, 'board.geojson'),
      startPosition: (a) => startPosition(a as never),
    };
    expect(rawErrors(calls, 150, 43)).toEqual({});
  });
});
