/**
 * A line moved sideways, to the right of its direction of travel: two moves on one way (a
 * swap, A Kie–Ber and A Ber–Kie) are drawn as two lines, and a railway move beside the track
 * it follows rather than over it; opposite moves take opposite sides.
 */
import type { Point } from '../geometry/types.js';

/** At a sharp corner the offset point is kept within this many times the offset of the line. */
const MITRE_LIMIT = 2;

/** The right-hand normal of a → b (SVG coordinates, y down), of unit length. */
function rightOf(a: Point, b: Point): Point {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
}

/** `line` offset by `distance` px to its right (to its left when negative), corners mitred. */
export function offsetLine(line: readonly Point[], distance: number): Point[] {
  if (line.length < 2 || distance === 0) return [...line];
  const n = line.length;
  return line.map((p, i) => {
    const before = i > 0 ? rightOf(line[i - 1], p) : null;
    const after = i < n - 1 ? rightOf(p, line[i + 1]) : null;
    const [nx, ny] = before && after ? [before[0] + after[0], before[1] + after[1]] : (before ?? after)!;
    const len = Math.hypot(nx, ny);
    if (len < 1e-9) return p;
    // The mitre: along the bisector, as far as keeps each leg `distance` away.
    const cos = before && after ? len / 2 : 1;
    const scale = Math.min(MITRE_LIMIT, 1 / Math.max(cos, 1e-9)) * distance;
    return [p[0] + (nx / len) * scale, p[1] + (ny / len) * scale] as Point;
  });
}
