/** boxGrid finds every box that overlaps a query (touching counts), each once, in ascending order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxGrid } from '../../board/geometry/box-grid.js';
import { bboxesOverlap, type BBox } from '../../board/geometry/polygon.js';

const box = fc
  .tuple(fc.integer({ min: -300, max: 1800 }), fc.integer({ min: -300, max: 1800 }), fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 900 }))
  .map(([x, y, w, h]): BBox => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }));
const empty: BBox = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };

describe('boxGrid', () => {
  it('gives a superset of the overlapping boxes, each once, ascending', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(box, fc.constant(empty)), { maxLength: 60 }), fc.array(box, { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 2 }), (boxes, queries, margin) => {
        const grid = boxGrid(boxes);
        for (const q of queries) {
          const found = grid.candidates(q, margin);
          expect(found).toEqual([...new Set(found)].sort((a, b) => a - b));
          const overlapping = boxes.flatMap((b, i) => (bboxesOverlap(q, b, margin) ? [i] : []));
          expect(found.filter((i) => bboxesOverlap(q, boxes[i], margin))).toEqual(overlapping);
        }
      }),
    );
  });

  it('finds boxes that only touch the query at an edge or a corner', () => {
    const grid = boxGrid([{ minX: 0, minY: 0, maxX: 64, maxY: 64 }, { minX: 200, minY: 200, maxX: 300, maxY: 300 }]);
    expect(grid.candidates({ minX: 64, minY: 64, maxX: 100, maxY: 100 })).toContain(0);
    expect(grid.candidates({ minX: 100, minY: 100, maxX: 200, maxY: 200 })).toContain(1);
    expect(boxGrid([]).candidates({ minX: 0, minY: 0, maxX: 1, maxY: 1 })).toEqual([]);
  });
});
