/**
 * Whether a value given as a board geometry has what every drawing and check reads: its
 * size, its background and its provinces. A geometry is what `loadGeometry` gives; a caller
 * passing something else is told so, instead of meeting a JavaScript error deep inside.
 * (The board cache checks the rest of a board it reads back from disk: geometry-cache.ts.)
 */
import type { BoardGeometry } from './types.js';

/** What the geometry lacks, or null. */
export function geometryShapeProblem(geometry: unknown): string | null {
  if (typeof geometry !== 'object' || geometry === null) return 'it is not an object';
  const g = geometry as Record<string, unknown>;
  for (const side of ['width', 'height'] as const) {
    const size = g[side];
    if (typeof size !== 'number' || !(size > 0 && size < Infinity)) return `its ${side} is not a number of px`;
  }
  const background = g.background as Record<string, unknown> | null | undefined;
  if (typeof background !== 'object' || background === null || typeof background.land !== 'string') return 'it has no background.land path';
  if (typeof g.provinces !== 'object' || g.provinces === null) return 'it has no provinces';
  return null;
}

/** Throws a TypeError saying what the geometry lacks. */
export function assertGeometryShape(geometry: unknown): asserts geometry is BoardGeometry {
  const problem = geometryShapeProblem(geometry);
  if (problem !== null) throw new TypeError(`geometry: ${problem}: pass the board loadGeometry(variant, sourceDir) gives`);
}
