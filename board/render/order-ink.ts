/**
 * The colours of a power's order lines. A line is drawn in its power's colour over a dark
 * edge (its casing, a little wider): the colour says whose order it is, the edge makes it
 * show where the colour does not (a dark grey line on German grey, a yellow one on beige).
 * A failed order is faded: its colour paled towards white, still opaque over the same
 * edge, so that it shows on every ground as well as the others do.
 * test/board/colour-contrast.test.ts measures each power's lines, given and failed, against the
 * land, the sea and every territory of its variant.
 */
import { chromaOf, inkOf, lightnessOf, mix } from './colours.js';

/** The dark edge of every order line (the `.casing` under it). */
export const ORDER_EDGE = '#1a1a1a';

/** How opaque the edge is drawn. */
export const EDGE_OPACITY = 0.6;

/** A line's ink with no power: the legend's samples. */
export const SAMPLE_INK = '#5b5349';

export interface OrderInk {
  /** The line of a given or carried-out order. */
  readonly line: string;
  /** The line of a failed one. */
  readonly faded: string;
}

/** Whether a colour is a white or near-white grey: its units show by their outline only. */
export function isPale(colour: string): boolean {
  return lightnessOf(colour) > 85 && chromaOf(colour) < 12;
}

/**
 * A power's order ink. A white power's lines are drawn in a grey of its colour (as its home
 * centres' rings are): a white line cannot show on white territory, and an edge alone reads
 * as two thin lines, not an arrow.
 */
export function orderInk(colour: string): OrderInk {
  const line = isPale(colour) ? inkOf(colour) : colour;
  return { line, faded: fadedInk(line) };
}

/** A failed order's line: paled, so it looks faded on any ground. */
export function fadedInk(line: string): string {
  return mix(line, '#ffffff', 0.55);
}

/** What a line looks like over `ground`: its core (opaque) and its edge either side. */
export function lineOver(ground: string, core: string): { core: string; edge: string } {
  return { core, edge: mix(ground, ORDER_EDGE, EDGE_OPACITY) };
}
