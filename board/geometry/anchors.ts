/**
 * Where to put a unit and a label inside a region: a grid search for the point that
 * scores best (mostly: far enough from the edges), refined around the best cell.
 */
import { bboxOf } from './polygon.js';
import { indexRegion, type RegionIndex } from './region-index.js';
import type { Point, Ring } from './types.js';

/** Clearance beyond this no longer makes a place better (px). */
const CLEARANCE_CAP = 30;
const MIN_STEP = 2;
const MIN_REFINE = 0.25;

/**
 * Each region's index, kept while its rings are: a province's unit, its coasts' fleets and
 * its label are each searched for in the same rings, which need indexing once.
 */
const indexes = new WeakMap<readonly Ring[], RegionIndex>();

/** The region's index, made once per rings array (which must not change while indexed). */
export function regionIndexOf(rings: readonly Ring[]): RegionIndex {
  let index = indexes.get(rings);
  if (!index) indexes.set(rings, (index = indexRegion(rings)));
  return index;
}

/**
 * Best point of a region for `score(point, clearance)`; null for an empty region. The score
 * must not fall as the clearance grows (more room is never worse): a point whose score with
 * the most clearance counted cannot beat the best so far is passed over without measuring
 * its clearance, the search's costliest step.
 */
export function bestPoint(rings: readonly Ring[], score: (p: Point, clearance: number) => number): Point | null {
  const box = bboxOf(rings);
  if (!Number.isFinite(box.minX)) return null;
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  // Finer than MIN_STEP only adds work: anchors are rounded to a tenth of a px, and a
  // province a few px across (a map of thousands) is settled by a coarse grid.
  let step = Math.max(size / 16, MIN_STEP);
  let best: { p: Point; s: number } | null = null;
  const index = regionIndexOf(rings);
  // No point inside is farther from the edge than half the box's narrow side: a lower cap
  // gives the same answers with a shorter search (much shorter on a map of small provinces).
  const cap = Math.min(CLEARANCE_CAP, Math.min(box.maxX - box.minX, box.maxY - box.minY) / 2 + 1);
  const consider = (p: Point) => {
    if (!index.inside(p)) return;
    if (best && score(p, cap) <= best.s) return;
    const s = score(p, index.distance(p, cap));
    if (!best || s > best.s) best = { p, s };
  };
  for (let y = box.minY + step / 2; y < box.maxY; y += step) {
    for (let x = box.minX + step / 2; x < box.maxX; x += step) consider([x, y]);
  }
  // Three rounds of refinement around the best point, each at half the step (5×5 points
  // cover the cells round it), down to a fraction of a px.
  for (let round = 0; round < 3 && best && step / 2 >= MIN_REFINE; round++) {
    const [cx, cy]: Point = (best as { p: Point }).p;
    step /= 2;
    for (let j = -2; j <= 2; j++) for (let i = -2; i <= 2; i++) consider([cx + i * step, cy + j * step]);
  }
  if (best) return (best as { p: Point }).p;
  // A sliver thinner than the grid: fall back to its first vertex.
  return rings.find((r) => r.length > 0)?.[0] ?? null;
}

/**
 * A unit's place: room for the symbol (clearance up to `room`), as near the designer's
 * point as that allows; `cost` (of the point alone) counts against a place, such as being
 * near another province's unit.
 */
export function unitAnchorFor(rings: readonly Ring[], preferred: Point | null, room: number, cost?: (p: Point) => number): Point | null {
  return bestPoint(rings, (p, clearance) => {
    const dx = preferred ? p[0] - preferred[0] : 0;
    const dy = preferred ? p[1] - preferred[1] : 0;
    const near = Math.sqrt(dx * dx + dy * dy);
    return Math.min(clearance, room) * 4 - near * 0.12 + clearance * 0.01 - (cost ? cost(p) : 0);
  });
}
