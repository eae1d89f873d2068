/** Path data cut to a diagram's box: areas clipped, lines kept where they reach it, curves left alone. */
import { describe, expect, it } from 'vitest';
import { cropPath, parseLinePath } from '../../site/src/rulebook/crop-path.js';

const box = { x: 0, y: 0, w: 10, h: 10 };

/** Every point of the path data, absolute. */
const points = (d: string) => parseLinePath(d)!.flatMap((s) => s.points);

describe('cropPath', () => {
  it('reads absolute and relative lines, H and V, several subpaths', () => {
    expect(parseLinePath('M1 1l2 0V5h-2zM20 20L30 30')).toEqual([
      { points: [[1, 1], [3, 1], [3, 5], [1, 5]], closed: true },
      { points: [[20, 20], [30, 30]], closed: false },
    ]);
  });

  it('clips a ring crossing the box to the part inside', () => {
    const d = cropPath('M5 5L15 5L15 15L5 15z', box);
    const ps = points(d);
    expect(d.endsWith('z')).toBe(true);
    for (const [x, y] of ps) {
      expect(x).toBeGreaterThanOrEqual(5);
      expect(x).toBeLessThanOrEqual(10);
      expect(y).toBeGreaterThanOrEqual(5);
      expect(y).toBeLessThanOrEqual(10);
    }
    expect(ps).toContainEqual([10, 10]);
    expect(ps).toContainEqual([5, 5]);
  });

  it('drops rings and lines wholly outside, keeps those inside unchanged', () => {
    expect(cropPath('M20 20l5 0 0 5z', box)).toBe('');
    expect(cropPath('M20 20L30 30', box)).toBe('');
    expect(cropPath('M1 1l2 0 0 2z', box)).toBe('M1 1l2 0 0 2z');
  });

  it('keeps the segments of a border line that reach the box, as separate runs', () => {
    const d = cropPath('M2 2L4 2L40 2L50 2L8 8', box);
    expect(parseLinePath(d)).toEqual([
      { points: [[2, 2], [4, 2], [40, 2]], closed: false },
      { points: [[50, 2], [8, 8]], closed: false },
    ]);
  });

  it('keeps a hole’s even-odd fill: both rings clipped, the hole stays a hole', () => {
    const d = cropPath('M-5 -5L15 -5L15 15L-5 15zM2 2L8 2L8 8L2 8z', box);
    const rings = parseLinePath(d)!;
    expect(rings).toHaveLength(2);
    expect(rings[1]!.points).toEqual([[2, 2], [8, 2], [8, 8], [2, 8]]);
  });

  it('leaves paths with curves or arcs as they are', () => {
    const curved = 'M0 0C10 10 20 20 30 30z';
    expect(cropPath(curved, box)).toBe(curved);
    expect(cropPath('M0 0A5 5 0 0 1 40 40', box)).toBe('M0 0A5 5 0 0 1 40 40');
  });
});
