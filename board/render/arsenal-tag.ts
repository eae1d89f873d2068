/**
 * An arsenal centre's type (rule arsenal): a small tag with A or F beside the centre's dot,
 * as large as a coast marker so it reads at the board's size; the legend shows the same.
 * Styled inline: boards without arsenals keep their stylesheet as it was.
 */
import type { UnitType } from '../../model/variant.js';
import type { Point } from '../geometry/types.js';
import { el } from './svg-element.js';

/** The tag's box (px) and how far right of the dot's middle its left edge is. */
const SIZE = 11;
const OFFSET = 6.5;

/**
 * The tag for a centre whose dot is at `dot`, on its right (`side` 1) or its left (-1: away
 * from a unit standing right of the dot); `province` is named on it for a page's scripts.
 */
export function arsenalTag(type: UnitType, dot: Point, province?: string, side: 1 | -1 = 1): string {
  const [x, y] = [side === 1 ? dot[0] + OFFSET : dot[0] - OFFSET - SIZE, dot[1] - SIZE / 2];
  const letter = { class: `arsenal-type arsenal-${type}`, 'data-province': province, x: x + SIZE / 2, y: dot[1] + 0.4, 'font-size': 9, 'font-weight': 'bold', fill: '#2a2520', 'text-anchor': 'middle', 'dominant-baseline': 'central' };
  return el(
    'g',
    { class: 'arsenal-tag' },
    el('rect', { x, y, width: SIZE, height: SIZE, rx: 2, fill: '#fffdf6', stroke: '#3b3631', 'stroke-width': 0.9 }),
    el('text', letter, type === 'army' ? 'A' : 'F'),
  );
}

/** The width a tag takes beside its dot's middle (px), for the legend's samples. */
export const ARSENAL_TAG_REACH = OFFSET + SIZE;
