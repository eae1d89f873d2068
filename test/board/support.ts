/** Shared helpers for the board tests: the fixture variants, compiled from test/board/fixtures. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSync, type INode } from 'svgson';
import { compileFile, compileSource } from '../../compiler/compile.js';
import type { Point } from '../../board/geometry/types.js';
import type { Variant } from '../../model/variant.js';

export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const tinyDir = `${fixturesDir}tiny`;

export function fixtureText(name: string): string {
  return readFileSync(`${fixturesDir}${name}`, 'utf8');
}

function compiled(result: ReturnType<typeof compileFile>, what: string): Variant {
  if (!result.variant) throw new Error(`${what} does not compile: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.variant;
}

export function tinyVariant(file = 'tiny.dip'): Variant {
  return fixtureVariant(`tiny/${file}`);
}

/** A fixture variant by its path under test/board/fixtures (`lonlat/asia.dip`). */
export function fixtureVariant(path: string): Variant {
  return compiled(compileFile(`${fixturesDir}${path}`), path);
}

/** The tiny variant with its text changed, compiled as if it were tiny.dip. */
export function tinyVariantWith(change: (text: string) => string): Variant {
  const file = `${tinyDir}/tiny.dip`;
  return compiled(compileSource(change(readFileSync(file, 'utf8')), file), 'changed tiny.dip');
}

/** Parses SVG text back with svgson (throws on malformed XML). */
export function parseSvg(svg: string): INode {
  return parseSync(svg);
}

export function findAll(node: INode, test: (n: INode) => boolean, out: INode[] = []): INode[] {
  if (test(node)) out.push(node);
  for (const child of node.children) findAll(child, test, out);
  return out;
}

export function hasClass(node: INode, name: string): boolean {
  return (node.attributes.class ?? '').split(/\s+/).includes(name);
}

/** The distance between two board points. */
export const distance = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The points of a polyline every `step` px, its corners included. */
export function sampled(line: readonly Point[], step = 2): Point[] {
  const out: Point[] = [];
  for (let i = 1; i < line.length; i++) {
    const n = Math.max(1, Math.ceil(distance(line[i - 1], line[i]) / step));
    for (let k = 0; k < n; k++) out.push([line[i - 1][0] + ((line[i][0] - line[i - 1][0]) * k) / n, line[i - 1][1] + ((line[i][1] - line[i - 1][1]) * k) / n]);
  }
  out.push(line[line.length - 1]);
  return out;
}
