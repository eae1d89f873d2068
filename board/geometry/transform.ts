/** SVG `transform` attributes as 2×3 matrices: matrix, translate, scale, rotate, skewX, skewY. */
import type { Point } from './types.js';

/** [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Matrix, p: Point): Point {
  return [m[0] * p[0] + m[2] * p[1] + m[4], m[1] * p[0] + m[3] * p[1] + m[5]];
}

export function isIdentity(m: Matrix): boolean {
  return m.every((v, i) => v === IDENTITY[i]);
}

/** Parses a transform list; throws with the offending text when it cannot. */
export function parseTransform(text: string): Matrix {
  let result: Matrix = IDENTITY;
  const re = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(text))) {
    end = re.lastIndex;
    const args = m[2].split(/[\s,]+/).filter((s) => s !== '').map(Number);
    if (args.some((v) => !Number.isFinite(v))) throw new Error(`bad numbers in transform '${m[0].trim()}'`);
    const rad = ((args[0] ?? 0) * Math.PI) / 180;
    let step: Matrix;
    switch (m[1]) {
      case 'matrix':
        if (args.length !== 6) throw new Error(`matrix() needs 6 numbers in transform '${text}'`);
        step = args as unknown as Matrix;
        break;
      case 'translate':
        step = [1, 0, 0, 1, args[0] ?? 0, args[1] ?? 0];
        break;
      case 'scale':
        step = [args[0] ?? 1, 0, 0, args[1] ?? args[0] ?? 1, 0, 0];
        break;
      case 'rotate': {
        const r: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
        const [cx, cy] = [args[1] ?? 0, args[2] ?? 0];
        step = multiply(multiply([1, 0, 0, 1, cx, cy], r), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      case 'skewX':
        step = [1, 0, Math.tan(rad), 1, 0, 0];
        break;
      default:
        step = [1, Math.tan(rad), 0, 1, 0, 0];
    }
    result = multiply(result, step);
  }
  if (text.slice(end).trim() !== '') throw new Error(`cannot read the transform '${text}'`);
  return result;
}
