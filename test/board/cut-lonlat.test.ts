import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { cutRing, fromCentre, type LonLatBox } from '../../board/geometry/cut-lonlat.js';
import { signedArea, simplifyRing } from '../../board/geometry/polygon.js';
import { boardProjection, projectLand, streamRings, type BoardProjection } from '../../board/geometry/project-lonlat.js';
import type { Point } from '../../board/geometry/types.js';
import { fixtureVariant } from './support.js';
import { compileFile } from '../../compiler/compile.js';

const box: LonLatBox = { west: -10, east: 10, south: 40, north: 50 };

/** A closed GeoJSON ring through the given points. */
const closed = (points: Position[]): Position[] => [...points, points[0]];
/** A ring as the land atlas hands it to cutRing: flat longitude, latitude pairs. */
const flat = (ring: Position[]): Float64Array => Float64Array.from(ring.flatMap((p) => [p[0], p[1]]));
/** Whether p is one of the ring's own points (the same numbers). */
const ownPoint = (ring: Position[]) => (p: Position) => ring.some((q) => q[0] === p[0] && q[1] === p[1]);

describe('cutting a ring to a box of longitude and latitude', () => {
  it('keeps a ring inside the box as it is, less its closing point', () => {
    const ring = closed([[1, 41], [5, 41], [5, 45], [1, 45]]);
    expect(cutRing(flat(ring), 0, box)).toEqual(ring.slice(0, -1));
    // Longitudes are measured from the central meridian: the same ring seen from 100°E is off the box.
    expect(cutRing(flat(ring), 100, box)).toEqual([]);
  });

  it('keeps the points inside in their order and puts the rest on the box edge, a degree apart', () => {
    const ring = closed([[0, 45], [30, 45], [30, 60], [-30, 60], [-30, 45]]);
    const cut = cutRing(flat(ring), 0, box)!;
    const own = ownPoint(ring);
    // The one point of the ring in the box, the data's own.
    expect(cut.filter(own)).toEqual([ring[0]]);
    const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
    for (const p of cut.filter((q) => !own(q))) {
      const onEdge = near(p[0], box.west) || near(p[0], box.east) || near(p[1], box.south) || near(p[1], box.north);
      expect(onEdge, `${p}`).toBe(true);
    }
    // Along the box's edge, a point every degree (projected, a long chord would cut into the board).
    for (let i = 0; i < cut.length; i++) {
      const [a, b] = [cut[i], cut[(i + 1) % cut.length]];
      if (own(a) || own(b)) continue;
      expect(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]))).toBeLessThanOrEqual(1 + 1e-9);
    }
    // What is left is the ring's part in the box: from (0, 45) east to the edge, north to the top, back west and down.
    expect(Math.abs(signedArea(cut.map((p): Point => [p[0], p[1]])))).toBeCloseTo(10 * 5 + 10 * 5, 6);
  });

  it('follows a ring across the far side of the globe in one piece', () => {
    // Seen from 175°E, from 165°E across 180° to 190°E (written -170), cut at 185°E.
    const ring = closed([[165, 45], [179, 45], [-170, 45], [-170, 48], [165, 48]]);
    const cut = cutRing(flat(ring), 175, box)!;
    expect(cut.filter(ownPoint(ring))).toEqual([ring[0], ring[1], ring[4]]);
    expect(Math.abs(signedArea(cut.map((p): Point => [fromCentre(p[0], 175), p[1]])))).toBeCloseTo(20 * 3, 6);
  });

  it('leaves a ring that goes round a pole to the projection (it cannot be cut)', () => {
    const ring = closed([[-170, 80], [-60, 80], [60, 80], [170, 80]]);
    expect(cutRing(flat(ring), 0, { ...box, north: 85 })).toBeNull();
  });
});

/** The world's land as d3 projects it whole, with the spherical clipping, then simplified as projectLand does. */
function d3Land(board: BoardProjection, overscan: number, tolerance: number) {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8'));
  const collection = feature(topology, topology.objects.land) as unknown as { features: Feature<MultiPolygon>[] };
  const projection = board.projection;
  projection.clipExtent([[-overscan, -overscan], [board.width + overscan, board.height + overscan]]).precision(0);
  const rings = streamRings(collection.features[0], projection);
  const simplified = rings.map((r) => simplifyRing(r, tolerance)).filter((r) => r.length >= 3 && Math.abs(signedArea(r)) > 4);
  const largest = simplified.reduce((a, b) => (Math.abs(signedArea(b)) > Math.abs(signedArea(a)) ? b : a));
  const sign = Math.sign(signedArea(largest));
  return { outers: simplified.filter((r) => Math.sign(signedArea(r)) === sign), holes: simplified.filter((r) => Math.sign(signedArea(r)) !== sign) };
}

describe('the land of a generated board', () => {
  const pointsOf = (variant: { provinces: readonly { points: readonly { x: number; y: number }[] }[] }) =>
    variant.provinces.flatMap((p) => p.points.map((q): Point => [q.x, q.y]));

  it.each([
    ['Europe (Standard)', 'variants/standard/standard.dip'],
    ['East Asia', 'test/board/fixtures/lonlat/asia.dip'],
  ])('is the same, point for point, as d3 projecting the whole world: %s', (_, file) => {
    const points = pointsOf(compileFile(file).variant!);
    expect(projectLand(boardProjection(points, 1500), 20, 0.7)).toEqual(d3Land(boardProjection(points, 1500), 20, 0.7));
  });

  it('is the same land across the antimeridian, a ring d3 cuts there perhaps starting elsewhere', () => {
    // d3 rejoins a coast it cut at the far side of the globe from another point of it, and the
    // simplification of a ring depends a little on where it starts: compare the land, not the points.
    const points = pointsOf(fixtureVariant('lonlat/bering.dip'));
    const ours = projectLand(boardProjection(points, 1500), 20, 0.7);
    const d3 = d3Land(boardProjection(points, 1500), 20, 0.7);
    const areas = (rings: Point[][]) => rings.map((r) => Math.abs(signedArea(r))).sort((a, b) => a - b);
    expect(ours.outers).toHaveLength(d3.outers.length);
    expect(ours.holes).toHaveLength(d3.holes.length);
    const [a, b] = [areas(ours.outers), areas(d3.outers)];
    a.forEach((area, i) => expect(Math.abs(area - b[i])).toBeLessThan(Math.max(1, b[i] * 1e-4)));
  });
});
