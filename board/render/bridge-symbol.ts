/**
 * A passage or a bridge as a map draws a bridge: a pale deck between two dark rails whose
 * ends splay outwards, spanning the middle of the way between the two places and stopping
 * short of both units. Nothing an order draws looks like it: orders are single lines (a
 * move's solid arrow, a support's dashed line to a ring) that start at a unit.
 */
import type { Point } from '../geometry/types.js';
import { formatNumber } from './svg-element.js';

/** Half the deck's width, and how far each rail's ends splay out (px). */
const HALF_WIDTH = 3.2;
const SPLAY = 3;
/** How far short of each place's unit the bridge stops (px): clear of a fleet's hull and a hold's ring. */
export const BRIDGE_GAP = 17;

const fmt = (p: Point) => `${formatNumber(p[0])} ${formatNumber(p[1])}`;

/**
 * The bridge from `a` to `b`, stopping `gap` px short of each (but keeping at least its
 * middle third): the deck's path and the two rails'. Null when the two places coincide.
 */
export function bridgePaths(a: Point, b: Point, gap = BRIDGE_GAP): { deck: string; rails: string } | null {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return null;
  const [ux, uy] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  const [nx, ny] = [-uy, ux];
  const trim = Math.min(gap, length / 3);
  const start: Point = [a[0] + ux * trim, a[1] + uy * trim];
  const end: Point = [b[0] - ux * trim, b[1] - uy * trim];
  const at = (p: Point, along: number, across: number): Point => [p[0] + ux * along + nx * across, p[1] + uy * along + ny * across];
  const rail = (side: number) =>
    `M${fmt(at(start, -SPLAY, side * (HALF_WIDTH + SPLAY)))}L${fmt(at(start, 0, side * HALF_WIDTH))}L${fmt(at(end, 0, side * HALF_WIDTH))}L${fmt(at(end, SPLAY, side * (HALF_WIDTH + SPLAY)))}`;
  return { deck: `M${fmt(start)}L${fmt(end)}`, rails: rail(1) + rail(-1) };
}

/** The deck's width (px), for the stylesheet. */
export const DECK_WIDTH = 2 * HALF_WIDTH;
