/**
 * The name an impassable area carries on the board. No order ever names such an area, so
 * its abbreviation tells a player nothing: the board writes its name, in the board's
 * language, on one line or broken at spaces into up to three, the fewest that stay inside
 * the area, as near its label anchor as they fit. A name that fits nowhere is left to the
 * abbreviation (the full name is on hover either way).
 */
import { bboxOf, pointInRegion, round1 } from '../geometry/polygon.js';
import type { Point, ProvinceShape } from '../geometry/types.js';

/** A label's line at 11 px (DejaVu Sans, italic): about 7 px a letter, as the board's tests measure it. */
const LETTER = 7;
const HALF_HEIGHT = 5.5;
/** From one line's middle to the next. */
const LINE_HEIGHT = 12;
const MOST_LINES = 3;

/** Where an impassable area's name is written: its lines, and the middle of the block they make. */
export interface PlacedName {
  readonly lines: readonly string[];
  readonly at: Point;
}

/** Grid step, in px, of the places tried for a name that does not fit around the anchor. */
const STEP = 8;

/**
 * `name` inside `shape`: on the fewest lines that fit, centred on the label anchor `at` when
 * they fit there, else on the nearest place of a grid over the area; null when it fits nowhere.
 */
export function placeImpassableName(name: string, shape: ProvinceShape, at: Point): PlacedName | null {
  const words = name.split(/\s+/).filter(Boolean);
  const places = candidatePlaces(shape, at);
  for (let count = 1; count <= Math.min(MOST_LINES, words.length); count++) {
    const lines = balancedLines(words, count);
    const place = places.find((p) => fits(lines, shape, p));
    if (place !== undefined) return { lines, at: place };
  }
  return null;
}

/** The anchor, then the points of a grid over the area's box, nearest the anchor first. */
function candidatePlaces(shape: ProvinceShape, at: Point): Point[] {
  const { minX, minY, maxX, maxY } = bboxOf(shape.polygons);
  const grid: Point[] = [];
  for (let x = minX + STEP / 2; x < maxX; x += STEP) for (let y = minY + STEP / 2; y < maxY; y += STEP) grid.push([round1(x), round1(y)]);
  const distance = ([x, y]: Point) => (x - at[0]) ** 2 + (y - at[1]) ** 2;
  return [at, ...grid.sort((a, b) => distance(a) - distance(b))];
}

/** `words` on `count` lines, the longest line as short as can be (names have a few words: every break is tried). */
function balancedLines(words: readonly string[], count: number): string[] {
  let best: string[] = [words.join(' ')];
  let bestLongest = Infinity;
  const walk = (from: number, left: number, lines: string[]): void => {
    if (left === 1) {
      const all = [...lines, words.slice(from).join(' ')];
      const longest = Math.max(...all.map((l) => l.length));
      if (longest < bestLongest) {
        best = all;
        bestLongest = longest;
      }
      return;
    }
    for (let end = from + 1; end <= words.length - (left - 1); end++) walk(end, left - 1, [...lines, words.slice(from, end).join(' ')]);
  };
  walk(0, count, []);
  return best;
}

/** The y of line `i` of `count` in a block of lines whose middle is at `y`. */
export function lineMiddle(y: number, i: number, count: number): number {
  return y + (i - (count - 1) / 2) * LINE_HEIGHT;
}

/** Whether every line's box, the lines centred on `at`, lies inside the shape (its corners do). */
function fits(lines: readonly string[], shape: ProvinceShape, [x, y]: Point): boolean {
  return lines.every((line, i) => {
    const middle = lineMiddle(y, i, lines.length);
    const half = (line.length * LETTER) / 2;
    const corners: Point[] = [
      [x - half, middle - HALF_HEIGHT],
      [x + half, middle - HALF_HEIGHT],
      [x - half, middle + HALF_HEIGHT],
      [x + half, middle + HALF_HEIGHT],
    ];
    return corners.every((corner) => pointInRegion(corner, shape.polygons));
  });
}
