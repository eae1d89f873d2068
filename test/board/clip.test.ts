import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipByConvex, unflagged } from '../../board/geometry/clip.js';
import { pointInRing, regionArea, signedArea } from '../../board/geometry/polygon.js';
import type { Point } from '../../board/geometry/types.js';

/** The reference: Sutherland–Hodgman against x <= cut (bridges and all, area exact). */
function sutherlandHodgman(ring: readonly Point[], cut: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    const pin = p[0] <= cut;
    const qin = q[0] <= cut;
    if (pin) out.push(p);
    if (pin !== qin) out.push([cut, p[1] + ((q[1] - p[1]) * (cut - p[0])) / (q[0] - p[0])]);
  }
  return out;
}

const u: Point[] = [[0, 0], [3, 0], [3, 10], [7, 10], [7, 0], [10, 0], [10, 12], [0, 12]];
const band: Point[] = [[-1, -1], [11, -1], [11, 5], [-1, 5]];

describe('clipByConvex', () => {
  it('splits a ring that leaves and re-enters the clip into separate pieces', () => {
    const pieces = clipByConvex(unflagged(u), band);
    expect(pieces).toHaveLength(2);
    expect(regionArea(pieces.map((p) => p.points))).toBeCloseTo(30, 9);
    // Only the edges along the clip line are marked as cut.
    for (const piece of pieces) expect(piece.cut.filter(Boolean)).toHaveLength(1);
  });

  it('gives the same pieces whichever way the clip polygon winds', () => {
    const a = clipByConvex(unflagged(u), band).map((p) => p.points);
    const b = clipByConvex(unflagged(u), [...band].reverse()).map((p) => p.points);
    expect(regionArea(b)).toBeCloseTo(regionArea(a), 9);
  });

  it('keeps a ring inside the clip whole, and drops one outside', () => {
    expect(clipByConvex(unflagged(u), [[-5, -5], [20, -5], [20, 20], [-5, 20]])[0].points).toEqual(u);
    expect(clipByConvex(unflagged(u), [[50, 50], [60, 50], [60, 60]])).toEqual([]);
  });

  it('yields the area plain Sutherland–Hodgman clipping gives, inside the clip', () => {
    // Simple rings: star-shaped around (50, 50), one point per distinct angle, going all
    // the way round (no gap of half a turn, so the centre is inside).
    const spoke = fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 5, max: 45 }));
    fc.assert(
      fc.property(fc.uniqueArray(spoke, { minLength: 3, maxLength: 12, selector: ([angle]) => angle }), fc.integer({ min: 10, max: 90 }), (spokes, cut) => {
        const angles = spokes.map(([angle]) => angle).sort((a, b) => a - b);
        fc.pre(angles.every((a, i) => (i + 1 < angles.length ? angles[i + 1] : angles[0] + 360) - a < 180));
        const ring = [...spokes]
          .sort((p, q) => p[0] - q[0])
          .map(([angle, r]): Point => [50 + r * Math.cos((angle * Math.PI) / 180), 50 + r * Math.sin((angle * Math.PI) / 180)]);
        const clip: Point[] = [[0, 0], [cut, 0], [cut, 100], [0, 100]];
        const pieces = clipByConvex(unflagged(ring), clip).map((p) => p.points);
        const area = pieces.reduce((s, p) => s + Math.abs(regionArea([p])), 0);
        expect(area).toBeCloseTo(Math.abs(signedArea(sutherlandHodgman(ring, cut))), 6);
        for (const piece of pieces) for (const p of piece) expect(p[0]).toBeLessThanOrEqual(cut + 1e-9);
        for (const piece of pieces) {
          if (piece.length >= 3) expect(pointInRing([cut + 1, 50], piece)).toBe(false);
        }
      }),
    );
  });
});
