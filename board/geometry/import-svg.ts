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
import { xmlProblem } from './xml-problem.js';
import { describe } from '../../engine/files/json-input.js';

/**
 * How deep elements may nest. The walk below is recursive: a file of 200,000 nested `<g>`
 * overflowed the stack, which surfaced as JavaScript's own message. Drawn boards nest a
 * handful of groups; 256 leaves room for any editor's export.
 */
export const deepestNesting = 256;

/**
 * The longer side of a drawn board, in px. A viewBox larger than this (a file exported in
 * map units, 100000 × 700000) is scaled down to it, shapes, anchors and `label at` points
 * with it: the board's checks and label search work in px (a province's outline is sampled
 * every 2 px, labels are searched in cells of 64 px), so a board of millions of px took
 * minutes, and its units (19 px across) would be specks. 7,000 px square is the largest PNG
 * drawn (50 megapixels, to-png.ts).
 */
export const largestSide = 7000;

/**
 * How far beyond the viewBox a shape or anchor may reach: this many times the board's
 * own width (height) past its left and right (top and bottom) edges. Nothing out there is
 * seen; a coordinate far out (a typo, `1e10`, a `skewX(90)`) made the checks' work grow
 * with it (the outline is sampled every 2 px: hours for 1e10).
 */
const REACH = 1;

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

/** The board's size in px and the matrix from the file's coordinates to the board's (its viewBox's corner at 0 0, scaled down to `largestSide`). */
function boardSize(root: INode): { width: number; height: number; origin: Matrix; box: string } {
  const a = root.attributes;
  let size: { width: number; height: number; origin: Matrix; box: string };
  if (a.viewBox) {
    const v = a.viewBox.trim().split(/[\s,]+/).map(Number);
    if (v.length !== 4 || v.some((n) => !Number.isFinite(n)) || v[2] <= 0 || v[3] <= 0) throw new Error(`bad viewBox '${a.viewBox}'`);
    size = { width: v[2], height: v[3], origin: [1, 0, 0, 1, -v[0], -v[1]], box: `the board's viewBox (${v.join(' ')})` };
  } else if (a.width && a.height) {
    const [width, height] = [number(a.width, 'width'), number(a.height, 'height')];
    if (!(width > 0 && height > 0)) throw new Error(`the <svg> element's width and height must be more than 0 (they are '${a.width}' and '${a.height}')`);
    size = { width, height, origin: IDENTITY, box: `the board (0 0 ${width} ${height})` };
  } else throw new Error('the <svg> element has neither a viewBox nor a width and height');
  const scale = Math.min(1, largestSide / Math.max(size.width, size.height));
  if (scale === 1) return size;
  return {
    width: size.width * scale,
    height: size.height * scale,
    origin: multiply([scale, 0, 0, scale, 0, 0], size.origin),
    box: size.box,
  };
}

/** The number as a message shows it: 1e+10, 12.5. */
function shown(v: number): string {
  return Math.abs(v) >= 1e6 ? v.toExponential(3).replace(/\.?0+e/, 'e') : String(Number(v.toPrecision(6)));
}

/**
 * The most elements a board's SVG may hold: a detailed map has a few thousand. The parser
 * keeps some 200 bytes an element, so that 16 MB of `<g/>` took 840 MB; counted first
 * (each '<' that opens a tag), such a file is refused before it is parsed.
 */
export const maxSvgElements = 500_000;

export function importSvg(variant: Variant, svgText: string, file: string): BoardGeometry {
  if (typeof svgText !== 'string') throw new TypeError(`svgText: expected the text of an SVG file, found ${describe(svgText)}`);
  if (elementCount(svgText, maxSvgElements) > maxSvgElements) {
    throw new GeometryError(file, `it holds more than ${maxSvgElements.toLocaleString('en-GB')} elements, more than any board needs`);
  }
  let root: INode | INode[];
  try {
    root = parseSync(svgText);
  } catch {
    // svgson's own errors are JavaScript's ("Cannot read properties of undefined"): the
    // scan says where the XML breaks.
    throw new GeometryError(file, `not valid SVG: ${xmlProblem(svgText) ?? 'the file is not well-formed XML'}`);
  }
  // Two root elements come back as a list of them.
  if (Array.isArray(root) || typeof root?.name !== 'string') {
    throw new GeometryError(file, `not valid SVG: ${xmlProblem(svgText) ?? 'more than one root element'}`);
  }
  if (root.name !== 'svg') throw new GeometryError(file, `the root element is <${root.name}>, not <svg>`);
  try {
    return readBoard(variant, root);
  } catch (error) {
    if (error instanceof GeometryError) throw error;
    throw new GeometryError(file, (error as Error).message);
  }
}

/** The tags that open an element (`<` then a letter), counted up to just past `stopAfter`. */
function elementCount(text: string, stopAfter: number): number {
  let count = 0;
  for (let i = text.indexOf('<'); i >= 0 && count <= stopAfter; i = text.indexOf('<', i + 1)) {
    const c = text.charCodeAt(i + 1) | 0x20;
    if (c >= 97 && c <= 122) count++;
  }
  return count;
}

function readBoard(variant: Variant, root: INode): BoardGeometry {
  const { width, height, origin, box } = boardSize(root);
  const shapes = new Map<string, FoundShape>();
  const anchors = new Map<string, Point>();
  const land: string[] = [];

  // Every point of a shape or an anchor must lie within REACH times the board's size of it.
  const [lowX, highX, lowY, highY] = [-REACH * width, (1 + REACH) * width, -REACH * height, (1 + REACH) * height];
  /** The first point of `points` too far out (or not a number), or null. */
  const farPoint = (points: Iterable<Point>): Point | null => {
    for (const p of points) if (!(p[0] >= lowX && p[0] <= highX && p[1] >= lowY && p[1] <= highY)) return p;
    return null;
  };
  /** The board point p as the file has it (before the viewBox's offset and scale). */
  const inFile = (p: Point): Point => {
    const [a, , , d, e, f] = origin;
    return [(p[0] - e) / a, (p[1] - f) / d];
  };
  const tooFar = (what: string, p: Point): Error => {
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1])) {
      return new Error(`${what} is far too large: its coordinates overflow (is a transform or a number in it a typo?)`);
    }
    const [x, y] = inFile(p);
    return new Error(
      `${what} reaches far outside ${box}: to ${shown(x)} ${shown(y)}; shapes and anchors may reach ` +
        `at most the board's own width and height beyond its edges (is a number or a transform in it a typo?)`,
    );
  };

  const unmatched: string[] = [];
  const add = (location: string, d: string, matrix: Matrix) => {
    let rings: Point[][];
    try {
      rings = flattenPath(d).map((r) => r.map((p) => apply(matrix, p)));
    } catch (error) {
      throw new Error(`the shape '${location}' has bad path data: ${(error as Error).message}`);
    }
    for (const ring of rings) {
      const far = farPoint(ring);
      if (far) throw tooFar(`the shape of '${location}'`, far);
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
      const named = `'${node.attributes.id ?? node.name}'`;
      if (!matrix.every(Number.isFinite)) throw new Error(`the transform of ${named} is far too large: its numbers overflow`);
      // A matrix without an inverse (scale(0), skewX(90) rounded) flattens everything under it onto a line or a point.
      // Measured on the matrix scaled to its largest entry, so that neither 1e200 nor 1e-200 overflows.
      const m = Math.max(Math.abs(matrix[0]), Math.abs(matrix[1]), Math.abs(matrix[2]), Math.abs(matrix[3]));
      const det = (matrix[0] / m) * (matrix[3] / m) - (matrix[1] / m) * (matrix[2] / m);
      if (!(Math.abs(det) > 1e-12)) {
        throw new Error(`the transform '${node.attributes.transform}' of ${named} flattens it onto a line or a point`);
      }
    }
    const id = node.attributes.id;
    let location = owner;
    if (id !== undefined) {
      const anchor = anchorForId(id);
      const anchored = anchor ? locationForId(variant, anchor.base) : null;
      if (anchor && anchored) {
        const at = apply(matrix, anchorPoint(node));
        if (farPoint([at])) throw tooFar(`the anchor '${id}'`, at);
        anchors.set(`${anchored}:${anchor.role}`, at);
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
    // A shape whose id names nothing, outside any province's group: kept for the checks' hints.
    else if (d !== null && id !== undefined && id.toLowerCase() !== 'land') unmatched.push(id);
    for (const child of node.children) walk(child, matrix, location, depth + 1);
  };
  for (const child of root.children) walk(child, origin, null, 1);
  // A label point set in the variant is in the file's own coordinates (its viewBox).
  const labels = new Map(variant.provinces.flatMap((p) => (p.label ? [[p.id, apply(origin, [p.label.x, p.label.y])] as const] : [])));
  const geometry = assembleGeometry(variant, width, height, shapes, anchors, land.join(''), () => null, (id) => labels.get(id) ?? null);
  return unmatched.length > 0 ? { ...geometry, unmatchedIds: unmatched } : geometry;
}
