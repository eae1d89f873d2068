/**
 * The width a caller may ask of a generated or imported board (`GenerateOptions.width`):
 * a number of px from MIN_BOARD_WIDTH to `largestSide`, the longer side a drawn SVG board
 * is scaled to (import-svg.ts) and the largest PNG's (to-png.ts). Unchecked, a board
 * 300,000 px wide took a minute to generate, a width given as text ('800', from JSON)
 * never finished, and NaN was blamed on the map's points.
 */
import { describeClipped } from '../../engine/files/json-input.js';
import { largestSide } from './import-svg.js';

/** Narrower than this, a board has no room for its legend's words. */
export const MIN_BOARD_WIDTH = 100;

/** The width asked, or undefined when none is (the board's own default); a caller's mistake throws. */
export function askedWidth(width: unknown): number | undefined {
  if (width === undefined) return undefined;
  const range = `a board's width in px, from ${MIN_BOARD_WIDTH} to ${largestSide.toLocaleString('en-GB')}`;
  if (typeof width !== 'number') throw new TypeError(`width: expected ${range}, found ${describeClipped(width)}`);
  if (!(width >= MIN_BOARD_WIDTH && width <= largestSide)) throw new RangeError(`width: expected ${range}, found ${width}`);
  return width;
}
