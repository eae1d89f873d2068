import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { naturalEdge } from '../../board/geometry/natural-edges.js';
import type { Point } from '../../board/geometry/types.js';
import { generateMap } from '../../bench/generate-map.js';
import { checkGeometry } from '../../board/check-geometry.js';
import { compileSource } from '../../compiler/compile.js';
import { fixtureVariant, tinyVariant } from './support.js';

/** Whether p lies in triangle abc (edges included, with a hair of tolerance). */
function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const side = (u: Point, v: Point) => (v[0] - u[0]) * (p[1] - u[1]) - (v[1] - u[1]) * (p[0] - u[0]);
  const [d1, d2, d3] = [side(a, b), side(b, c), side(c, a)];
  const eps = 1e-6 * Math.max(1, Math.abs(d1), Math.abs(d2), Math.abs(d3));
  return (d1 >= -eps && d2 >= -eps && d3 >= -eps) || (d1 <= eps && d2 <= eps && d3 <= eps);
}

function distanceToLine(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  return Math.abs(dx * (p[1] - a[1]) - dy * (p[0] - a[0])) / Math.hypot(dx, dy);
}

/** A Voronoi edge: two cell points, and two ends on their bisector. */
const coordinate = fc.double({ min: -500, max: 500, noNaN: true });
const edges = fc
  .record({ p: fc.tuple(coordinate, coordinate), q: fc.tuple(coordinate, coordinate), s: fc.double({ min: -300, max: 300, noNaN: true }), t: fc.double({ min: -300, max: 300, noNaN: true }) })
  .filter(({ p, q, s, t }) => Math.hypot(p[0] - q[0], p[1] - q[1]) > 1 && Math.abs(s - t) > 1)
  .map(({ p, q, s, t }) => {
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const along: Point = [-(q[1] - p[1]) / length, (q[0] - p[0]) / length];
    const at = (k: number): Point => [mid[0] + along[0] * k, mid[1] + along[1] * k];
    return { left: p as Point, right: q as Point, a: at(s), b: at(t) };
  });

describe('natural edges', () => {
  it('keep their ends and stay within the triangles the edge makes with the two cells’ points', () => {
    fc.assert(
      fc.property(edges, fc.double({ min: 0, max: 0.5, noNaN: true }), ({ left, right, a, b }, amplitude) => {
        const line = naturalEdge(a, b, left, right, amplitude);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (const p of line) expect(inTriangle(p, a, b, left) || inTriangle(p, a, b, right)).toBe(true);
      }),
    );
  });

  it('are the same line walked either way, and the same every time', () => {
    fc.assert(
      fc.property(edges, ({ left, right, a, b }) => {
        const forward = naturalEdge(a, b, left, right, 0.2);
        expect(naturalEdge(b, a, right, left, 0.2)).toEqual([...forward].reverse());
        expect(naturalEdge(a, b, left, right, 0.2)).toEqual(forward);
      }),
    );
  });

  it('wind where there is room, and are straight with no amplitude', () => {
    const [left, right, a, b]: Point[] = [[0, -60], [0, 60], [-50, 0], [50, 0]];
    const line = naturalEdge(a, b, left, right, 0.2);
    expect(line.length).toBeGreaterThan(10);
    expect(Math.max(...line.map((p) => distanceToLine(p, a, b)))).toBeGreaterThan(2);
    expect(naturalEdge(a, b, left, right, 0)).toEqual([a, b]);
  });
});

describe('generated plane boards with natural edges', () => {
  it('draw winding coastlines and borders, the shapes still tiling the map', () => {
    const geometry = generateGeometry(tinyVariant());
    // Five provinces of straight cell edges take a dozen points or so; winding ones, several dozen.
    const points = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).length / 2;
    expect(points(geometry.background.land)).toBeGreaterThan(40);
    expect(points(geometry.borders ?? '')).toBeGreaterThan(20);
  });

  it('keep every border of the features map (canal, gateway, railway, bridge) where it was', () => {
    const variant = fixtureVariant('features/features.dip');
    expect(checkGeometry(variant, generateGeometry(variant))).toEqual([]);
  });

  it('keep a grid map’s borders: corners where four cells meet are not pulled apart', () => {
    // On a grid every four points lie on one circle; d3 gives their corner twice, a rounding error apart.
    const variant = compileSource(generateMap(1024), 'grid-1024.dip').variant!;
    const warnings = checkGeometry(variant, generateGeometry(variant)).filter((w) => w.code === 'DIP4001' || w.code === 'DIP4002');
    expect(warnings.map((w) => w.message)).toEqual([]);
  });
});
