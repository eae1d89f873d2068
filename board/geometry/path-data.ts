/**
 * SVG path data read into flattened rings (curves and arcs as short lines), for
 * bounding boxes, anchors and hit tests. The drawn path keeps its own data.
 * Commands: M L H V C S Q T A Z, absolute and relative.
 */
import type { Point } from './types.js';

const CURVE_STEPS = 8;

export class PathDataError extends Error {}

function tokenize(d: string): (string | number)[] {
  const tokens: (string | number)[] = [];
  const re = /([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(d))) {
    if (m[1]) tokens.push(m[1]);
    else if (m[2]) tokens.push(Number(m[2]));
    else if (m[4]) throw new PathDataError(`unexpected '${m[4]}' in path data at character ${m.index + 1}`);
  }
  return tokens;
}

const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The subpaths of `d` as rings of points (closing point not repeated). */
export function flattenPath(d: string): Point[][] {
  const tokens = tokenize(d);
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let x = 0, y = 0, startX = 0, startY = 0;
  let lastControl: Point | null = null;
  let lastCommand = '';
  let i = 0;
  let command = '';
  const finish = () => {
    if (ring.length >= 2) rings.push(ring);
    ring = [];
  };
  const num = (): number => {
    const t = tokens[i++];
    if (typeof t !== 'number') throw new PathDataError(`'${command}' needs ${ARITY[command.toLowerCase()]} numbers in path data`);
    return t;
  };
  while (i < tokens.length) {
    const t = tokens[i];
    if (typeof t === 'string') {
      if (command === '' && t !== 'M' && t !== 'm') throw new PathDataError(`path data must start with a move (M), not '${t}'`);
      command = t;
      i++;
    } else if (command === '') {
      throw new PathDataError('path data must start with a move (M)');
    } else if (command === 'M') {
      command = 'L'; // further pairs after a move are lines
    } else if (command === 'm') {
      command = 'l';
    }
    const lower = command.toLowerCase();
    const rel = command === lower && lower !== 'z';
    if (lower !== 'z' && (i >= tokens.length || typeof tokens[i] !== 'number')) {
      throw new PathDataError(`'${command}' needs ${ARITY[lower]} numbers in path data`);
    }
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    let control: Point | null = null;
    switch (lower) {
      case 'm': {
        finish();
        x = ox + num();
        y = oy + num();
        startX = x;
        startY = y;
        ring.push([x, y]);
        break;
      }
      case 'l':
        x = ox + num();
        y = oy + num();
        ring.push([x, y]);
        break;
      case 'h':
        x = (rel ? x : 0) + num();
        ring.push([x, y]);
        break;
      case 'v':
        y = (rel ? y : 0) + num();
        ring.push([x, y]);
        break;
      case 'c':
      case 's': {
        let c1: Point;
        if (lower === 'c') c1 = [ox + num(), oy + num()];
        else c1 = lastControl && 'cs'.includes(lastCommand) ? [2 * x - lastControl[0], 2 * y - lastControl[1]] : [x, y];
        const c2: Point = [ox + num(), oy + num()];
        const end: Point = [ox + num(), oy + num()];
        for (let k = 1; k <= CURVE_STEPS; k++) {
          const u = k / CURVE_STEPS;
          const a = (1 - u) ** 3, b = 3 * (1 - u) ** 2 * u, c = 3 * (1 - u) * u * u, e = u ** 3;
          ring.push([a * x + b * c1[0] + c * c2[0] + e * end[0], a * y + b * c1[1] + c * c2[1] + e * end[1]]);
        }
        control = c2;
        [x, y] = end;
        break;
      }
      case 'q':
      case 't': {
        let c1: Point;
        if (lower === 'q') c1 = [ox + num(), oy + num()];
        else c1 = lastControl && 'qt'.includes(lastCommand) ? [2 * x - lastControl[0], 2 * y - lastControl[1]] : [x, y];
        const end: Point = [ox + num(), oy + num()];
        for (let k = 1; k <= CURVE_STEPS; k++) {
          const u = k / CURVE_STEPS;
          const a = (1 - u) ** 2, b = 2 * (1 - u) * u, c = u * u;
          ring.push([a * x + b * c1[0] + c * end[0], a * y + b * c1[1] + c * end[1]]);
        }
        control = c1;
        [x, y] = end;
        break;
      }
      case 'a': {
        const rx = num(), ry = num(), rotation = num(), large = num(), sweep = num();
        const end: Point = [ox + num(), oy + num()];
        for (const p of arcPoints([x, y], end, rx, ry, rotation, large !== 0, sweep !== 0)) ring.push(p);
        [x, y] = end;
        break;
      }
      case 'z':
        x = startX;
        y = startY;
        finish();
        // A move may follow; without one, the next segment starts at the subpath's start.
        ring = [];
        if (i < tokens.length && typeof tokens[i] === 'number') throw new PathDataError("numbers after 'Z' in path data");
        break;
      default:
        throw new PathDataError(`unknown path command '${command}'`);
    }
    lastControl = control;
    lastCommand = lower;
  }
  finish();
  return rings.map((r) => {
    const last = r[r.length - 1];
    return last[0] === r[0][0] && last[1] === r[0][1] ? r.slice(0, -1) : r;
  });
}

/** An elliptical arc as points (SVG's endpoint parameterisation, F.6.5 of SVG 1.1). */
function arcPoints(from: Point, to: Point, rx: number, ry: number, degrees: number, large: boolean, sweep: boolean): Point[] {
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  if (rx === 0 || ry === 0 || (from[0] === to[0] && from[1] === to[1])) return [to];
  const phi = (degrees * Math.PI) / 180;
  const cos = Math.cos(phi), sin = Math.sin(phi);
  const dx = (from[0] - to[0]) / 2, dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy, y1 = -sin * dx + cos * dy;
  const scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (scale > 1) {
    rx *= Math.sqrt(scale);
    ry *= Math.sqrt(scale);
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cx1 = (k * rx * y1) / ry, cy1 = (-k * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const steps = Math.max(2, Math.ceil((Math.abs(delta) / (Math.PI / 2)) * CURVE_STEPS));
  const out: Point[] = [];
  for (let s = 1; s <= steps; s++) {
    const t = start + (delta * s) / steps;
    const ex = rx * Math.cos(t), ey = ry * Math.sin(t);
    out.push(s === steps ? to : [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  return out;
}
