/**
 * An example's board diagram: the board renderer's SVG of the position with its orders
 * and their results, framed on the provinces the example uses (the whole map would show
 * a fight over Munich as a speck), with a text alternative on the root element.
 */
import { renderBoard } from '../../../board/render/render-board.js';
import type { BoardGeometry } from '../../../board/geometry/types.js';
import type { Adjudication, Position } from '../../../engine/types.js';
import type { Variant } from '../../../model/variant.js';
import { cropPath } from './crop-path.js';
import { escapeHtml } from './render-html.js';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The smallest box holding the provinces' shapes, with a margin, within the board, not too small. */
export function frameOf(geometry: BoardGeometry, provinces: Iterable<string>): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const id of provinces) {
    const shape = geometry.provinces[id];
    if (shape === undefined) continue;
    for (const ring of shape.polygons) {
      for (const [x, y] of ring) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
    }
  }
  if (minX === Infinity) return { x: 0, y: 0, w: geometry.width, h: geometry.height };
  const margin = 0.05 * Math.max(geometry.width, geometry.height);
  // At least a fifth of the board wide, and no taller than wide (pages are wide).
  const minW = geometry.width / 5;
  let w = Math.max(maxX - minX + 2 * margin, minW);
  let h = Math.max(maxY - minY + 2 * margin, w * 0.6);
  w = Math.max(w, h);
  w = Math.min(w, geometry.width);
  h = Math.min(h, geometry.height);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const x = Math.min(Math.max(0, cx - w / 2), geometry.width - w);
  const y = Math.min(Math.max(0, cy - h / 2), geometry.height - h);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { x: r(x), y: r(y), w: r(w), h: r(h) };
}

/**
 * The geometry cut to the frame: provinces wholly outside it left out, and the shapes
 * drawn (provinces, land, sea, borders) cut to a box a little larger than the frame, so
 * that the cut edges are out of sight. Each diagram then carries its part of the map, not
 * the whole map (a whole Standard board is some 120 KB). Provinces' polygons are kept
 * whole: they are used to place things, not drawn.
 */
export function withinFrame(geometry: BoardGeometry, frame: Box): BoardGeometry {
  const pad = Math.max(10, 0.03 * Math.max(frame.w, frame.h));
  const box: Box = { x: frame.x - pad, y: frame.y - pad, w: frame.w + 2 * pad, h: frame.h + 2 * pad };
  const provinces: Record<string, BoardGeometry['provinces'][string]> = {};
  for (const [id, shape] of Object.entries(geometry.provinces)) {
    const seen = shape.polygons.some((ring) => {
      let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
      for (const [x, y] of ring) {
        minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
      }
      return maxX >= frame.x && minX <= frame.x + frame.w && maxY >= frame.y && minY <= frame.y + frame.h;
    });
    if (seen) provinces[id] = { ...shape, path: cropPath(shape.path, box) };
  }
  const { land, sea } = geometry.background;
  return {
    ...geometry,
    provinces,
    background: { land: cropPath(land, box), ...(sea === undefined ? {} : { sea: cropPath(sea, box) }) },
    ...(geometry.borders === undefined ? {} : { borders: cropPath(geometry.borders, box) }),
  };
}

/**
 * The SVG of one example, in the page's language: `label` is its text alternative (escaped here). The root's
 * fixed size is dropped so it scales to the page; its viewBox is the frame.
 */
export function exampleDiagram(
  variant: Variant,
  geometry: BoardGeometry,
  position: Position,
  adjudication: Adjudication,
  provinces: Iterable<string>,
  label: string,
  /** The page's language, which the board's names and words follow. */
  language: string,
): string {
  const frame = frameOf(geometry, provinces);
  const svg = renderBoard(variant, withinFrame(geometry, frame), position, null, adjudication.results, { language });
  const open = /^<svg\b[^>]*>/.exec(svg);
  if (open === null) throw new Error('the board renderer returned no <svg> element');
  const attributes = open[0]
    .replace(/\s(width|height|viewBox)="[^"]*"/g, '')
    .replace(/^<svg/, `<svg viewBox="${frame.x} ${frame.y} ${frame.w} ${frame.h}" role="img" aria-label="${escapeHtml(label)}"`);
  return attributes + svg.slice(open[0].length);
}
