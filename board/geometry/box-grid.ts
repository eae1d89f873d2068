/**
 * Which of many boxes may overlap a query box, without testing them all: each box filed
 * in the cells of a coarse grid it meets. A region's rings (the coast's hundreds of
 * islands) are looked up this way for every Voronoi cell and every border segment, which
 * tested every island's box each time.
 */
import type { BBox } from './polygon.js';

const CELL = 64;
/** A grid of at most this many cells across: a huge box (a stray point far off) would make one too big. */
const MAX_CELLS_ACROSS = 256;

export interface BoxGrid {
  /** Indexes of the boxes filed in the cells `query` (grown by `margin`) meets, ascending: a superset of those it overlaps. */
  candidates(query: BBox, margin?: number): number[];
}

export function boxGrid(boxes: readonly BBox[]): BoxGrid {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  const usable = (b: BBox) => Number.isFinite(b.minX) && Number.isFinite(b.minY) && Number.isFinite(b.maxX) && Number.isFinite(b.maxY);
  for (const b of boxes) {
    if (!usable(b)) continue;
    if (b.minX < minX) minX = b.minX;
    if (b.minY < minY) minY = b.minY;
    if (b.maxX > maxX) maxX = b.maxX;
    if (b.maxY > maxY) maxY = b.maxY;
  }
  if (!(minX <= maxX)) return { candidates: () => [] };
  const size = Math.max(CELL, (maxX - minX) / MAX_CELLS_ACROSS, (maxY - minY) / MAX_CELLS_ACROSS);
  const columns = Math.floor((maxX - minX) / size) + 1;
  const rows = Math.floor((maxY - minY) / size) + 1;
  const column = (x: number) => Math.min(columns - 1, Math.max(0, Math.floor((x - minX) / size)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / size)));
  const cells: number[][] = Array.from({ length: columns * rows }, () => []);
  boxes.forEach((b, i) => {
    if (!usable(b)) return;
    for (let r = row(b.minY); r <= row(b.maxY); r++) for (let c = column(b.minX); c <= column(b.maxX); c++) cells[r * columns + c].push(i);
  });
  // The last query each box was found for: each box once per query.
  const seen = new Int32Array(boxes.length).fill(-1);
  let queries = 0;
  return {
    candidates(query, margin = 0) {
      const out: number[] = [];
      const id = queries++;
      if (!(query.maxX + margin >= minX && query.minX - margin <= maxX && query.maxY + margin >= minY && query.minY - margin <= maxY)) return out;
      for (let r = row(query.minY - margin); r <= row(query.maxY + margin); r++) {
        for (let c = column(query.minX - margin); c <= column(query.maxX + margin); c++) {
          for (const i of cells[r * columns + c]) {
            if (seen[i] === id) continue;
            seen[i] = id;
            out.push(i);
          }
        }
      }
      return out.sort((a, b) => a - b);
    },
  };
}
