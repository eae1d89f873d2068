import { describe, expect, it } from 'vitest';
import { flattenPath, PathDataError } from '../../board/geometry/path-data.js';
import { regionArea } from '../../board/geometry/polygon.js';

describe('flattenPath', () => {
  it('reads absolute and relative lines, H, V and Z', () => {
    expect(flattenPath('M10 10H20V20H10Z')).toEqual([[[10, 10], [20, 10], [20, 20], [10, 20]]]);
    expect(flattenPath('m10 10 10 0 0 10 -10 0z')).toEqual([[[10, 10], [20, 10], [20, 20], [10, 20]]]);
    expect(flattenPath('M0 0h5v5h-5z')).toEqual([[[0, 0], [5, 0], [5, 5], [0, 5]]]);
  });

  it('starts a relative move after Z from the start of the closed subpath', () => {
    const rings = flattenPath('M10 10h10v10h-10zm20 0h5v5h-5z');
    expect(rings).toHaveLength(2);
    expect(rings[1][0]).toEqual([30, 10]);
  });

  it('flattens cubic and quadratic curves through their end points', () => {
    const [ring] = flattenPath('M0 0C0 10 10 10 10 0Q5 -10 0 0Z');
    expect(ring).toContainEqual([10, 0]);
    // The cubic bulges to y = 7.5 at its middle.
    expect(Math.max(...ring.map((p) => p[1]))).toBeCloseTo(7.5, 5);
    expect(Math.min(...ring.map((p) => p[1]))).toBeCloseTo(-5, 5);
  });

  it('follows smooth curves (S, T) with reflected control points', () => {
    const [ring] = flattenPath('M0 0C0 10 10 10 10 0S20 -10 20 0L20 20L0 20Z');
    expect(Math.min(...ring.map((p) => p[1]))).toBeCloseTo(-7.5, 5);
  });

  it('flattens arcs: a circle of radius 10 has an area close to 100π', () => {
    const rings = flattenPath('M0 10A10 10 0 1 0 20 10A10 10 0 1 0 0 10Z');
    expect(regionArea(rings)).toBeGreaterThan(Math.PI * 100 * 0.97);
    expect(regionArea(rings)).toBeLessThan(Math.PI * 100 * 1.001);
  });

  it('rejects bad path data with a clear message', () => {
    expect(() => flattenPath('L0 0')).toThrow(PathDataError);
    expect(() => flattenPath('M0 0 L10')).toThrow(/needs 2 numbers/);
    expect(() => flattenPath('M0 0 X 4')).toThrow(/unexpected 'X'/);
  });
});
