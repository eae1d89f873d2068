/**
 * A board drawn as SVG: one `path`/`polygon`/`rect` (or a `<g>` of them) per province,
 * with the province id as `id`; coasts as `stp/nc`, `stp-nc` or `stp_nc`; optional anchors
 * `<circle id="lon-unit">`, `<circle id="lon-label">`, `<circle id="stp-nc-unit">`;
 * optional `<path id="land">` drawn beneath the provinces.
 * Path data is kept as written unless a transform applies, in which case it is baked in.
 */
import { parseSync, type INode } from 'svgson';
import type { Variant } from '../../model/variant.js';
import { GeometryError } from './geometry-error.js';
import { anchorForId, assembleGeometry, locationForId, type FoundShape } from './imported-shapes.js';
import { flattenPath } from './path-data.js';
import { bboxOf, ringsToPath } from './polygon.js';
import { apply, IDENTITY, isIdentity, multiply, parseTransform, type Matrix } from './transform.js';
import type { BoardGeometry, Point } from './types.js';

/**
 * How deep elements may nest. The walk below is recursive: a file of 200,000 nested `<g>`
 * overflowed the stack, which surfaced as JavaScript's own message. Drawn boards nest a
 * handful of groups; 256 leaves room for any editor's export.
 */
export const deepestNesting = 256;

const SKIPPED = new Set(['defs', 'clipPath', 'mask', 'symbol', 'marker', 'pattern', 'style', 'script', 'title', 'desc', 'metadata']);

function number(value: string | undefined, what: string): number {
  const v = Number(String(value ?? '').replace(/px$/, ''));
  if (!Number.isFinite(v)) throw new Error(`${what} is not a number: '${value ?? ''}'`);
  return v;
}

/** The element's own outline as path data, or null when it is not a shape. */
function shapePath(node: INode): string | null {
  const a = node.attributes;
  switch (node.name) {
    case 'path':
      return a.d ?? '';
    case 'polygon':
    case 'polyline': {
      const values = (a.points ?? '').trim().split(/[\s,]+/).filter((s) => s !== '').map(Number);
      if (values.length < 4 || values.length % 2 !== 0 || values.some((v) => !Number.isFinite(v))) {
        throw new Error(`the ${node.name} '${a.id ?? ''}' has bad points '${a.points ?? ''}'`);
      }
      const pairs: string[] = [];
      for (let i = 0; i < values.length; i += 2) pairs.push(`${values[i]} ${values[i + 1]}`);
      return `M${pairs.join('L')}Z`;
    }
    case 'rect': {
      const [x, y, w, h] = [number(a.x ?? '0', 'rect x'), number(a.y ?? '0', 'rect y'), number(a.width, 'rect width'), number(a.height, 'rect height')];
      return `M${x} ${y}h${w}v${h}h${-w}Z`;
    }
    default:
      return null;
  }
}

/** A point an anchor element marks: a circle's or ellipse's centre, else its x/y. */
function anchorPoint(node: INode): Point {
  const a = node.attributes;
  if (node.name === 'circle' || node.name === 'ellipse') return [number(a.cx ?? '0', 'cx'), number(a.cy ?? '0', 'cy')];
  const d = shapePath(node);
  if (d !== null) {
    const box = bboxOf(flattenPath(d));
    return [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  }
  return [number(a.x ?? '0', 'x'), number(a.y ?? '0', 'y')];
}

function boardSize(root: INode): { width: number; height: number; origin: Matrix } {
  const a = root.attributes;
  if (a.viewBox) {
    const v = a.viewBox.trim().split(/[\s,]+/).map(Number);
    if (v.length !== 4 || v.some((n) => !Number.isFinite(n)) || v[2] <= 0 || v[3] <= 0) throw new Error(`bad viewBox '${a.viewBox}'`);
    return { width: v[2], height: v[3], origin: [1, 0, 0, 1, -v[0], -v[1]] };
  }
  if (a.width && a.height) return { width: number(a.width, 'width'), height: number(a.height, 'height'), origin: IDENTITY };
  throw new Error('the <svg> element has neither a viewBox nor a width and height');
}

export function importSvg(variant: Variant, svgText: string, file: string): BoardGeometry {
  let root: INode;
  try {
    root = parseSync(svgText);
  } catch (error) {
    throw new GeometryError(file, `not valid SVG (${(error as Error).message.split('\n')[0]})`);
  }
  if (root.name !== 'svg') throw new GeometryError(file, `the root element is <${root.name}>, not <svg>`);
  try {
    return readBoard(variant, root);
  } catch (error) {
    if (error instanceof GeometryError) throw error;
    throw new GeometryError(file, (error as Error).message);
  }
}

function readBoard(variant: Variant, root: INode): BoardGeometry {
  const { width, height, origin } = boardSize(root);
  const shapes = new Map<string, FoundShape>();
  const anchors = new Map<string, Point>();
  const land: string[] = [];

  const add = (location: string, d: string, matrix: Matrix) => {
    let rings: Point[][];
    try {
      rings = flattenPath(d).map((r) => r.map((p) => apply(matrix, p)));
    } catch (error) {
      throw new Error(`the shape '${location}' has bad path data: ${(error as Error).message}`);
    }
    const path = isIdentity(matrix) ? d : ringsToPath(rings);
    const found = shapes.get(location) ?? { paths: [], rings: [] };
    found.paths.push(path);
    // A loop, not a spread into push: 150,000 subpaths as arguments overflowed the stack.
    for (const ring of rings) found.rings.push(ring);
    shapes.set(location, found);
  };

  const walk = (node: INode, parent: Matrix, owner: string | null, depth: number) => {
    if (node.type !== 'element' || SKIPPED.has(node.name)) return;
    if (depth > deepestNesting) throw new Error(`elements nest more than ${deepestNesting} deep (at <${node.name}${node.attributes.id ? ` id="${node.attributes.id}"` : ''}>)`);
    let matrix = parent;
    if (node.attributes.transform) {
      try {
        matrix = multiply(parent, parseTransform(node.attributes.transform));
      } catch (error) {
        throw new Error(`element '${node.attributes.id ?? node.name}': ${(error as Error).message}`);
      }
    }
    const id = node.attributes.id;
    let location = owner;
    if (id !== undefined) {
      const anchor = anchorForId(id);
      const anchored = anchor ? locationForId(variant, anchor.base) : null;
      if (anchor && anchored) {
        anchors.set(`${anchored}:${anchor.role}`, apply(matrix, anchorPoint(node)));
        return;
      }
      location = locationForId(variant, id) ?? owner;
      if (id.toLowerCase() === 'land' && owner === null) {
        const d = shapePath(node);
        if (d !== null) land.push(isIdentity(matrix) ? d : ringsToPath(flattenPath(d).map((r) => r.map((p) => apply(matrix, p)))));
        return;
      }
    }
    const d = shapePath(node);
    if (d !== null && location !== null) add(location, d, matrix);
    for (const child of node.children) walk(child, matrix, location, depth + 1);
  };
  for (const child of root.children) walk(child, origin, null, 1);
  // A label point set in the variant is in the file's own coordinates (its viewBox).
  const labels = new Map(variant.provinces.flatMap((p) => (p.label ? [[p.id, apply(origin, [p.label.x, p.label.y])] as const] : [])));
  return assembleGeometry(variant, width, height, shapes, anchors, land.join(''), () => null, (id) => labels.get(id) ?? null);
}
