/**
 * The boxes the board keeps written words in, for placing them clear of one another and of
 * units: a province's label (a three-letter name over a centre's dot) and a coast marker
 * (`nc`, bold 9.5 px: map-layers.ts), and the gaps between a box and what it must clear.
 */
import type { Point } from './types.js';

/** A box round a point: its half width and half height (px). */
export interface Box {
  readonly at: Point;
  readonly hw: number;
  readonly hh: number;
}

/** Half the size of a label block, px (place-labels.ts places them). */
export const LABEL_HALF_WIDTH = 12.5;
export const LABEL_HALF_HEIGHT = 11;

/** Half a coast marker's height, and its half width for a coast id: 3.3 px a letter and 1 more. */
export const MARKER_HALF_HEIGHT = 5;
export const markerHalfWidth = (coast: string): number => coast.length * 3.3 + 1;

/** The gap between two boxes (negative: they overlap), the larger of the horizontal and vertical ones. */
export function boxGap(a: Box, b: Box): number {
  return Math.max(Math.abs(a.at[0] - b.at[0]) - a.hw - b.hw, Math.abs(a.at[1] - b.at[1]) - a.hh - b.hh);
}

/** The gap between a box and a disc (a unit, a ring) of radius r round c (negative: they overlap). */
export function discGap(box: Box, c: Point, r: number): number {
  const dx = Math.max(Math.abs(c[0] - box.at[0]) - box.hw, 0);
  const dy = Math.max(Math.abs(c[1] - box.at[1]) - box.hh, 0);
  return Math.sqrt(dx * dx + dy * dy) - r;
}
