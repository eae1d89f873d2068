/**
 * SVG path data cut down to a box, so that an example's diagram carries only the part of
 * the map it shows (a whole Standard coastline is some 33 KB, repeated in every diagram).
 *
 * Closed subpaths (`z`) are clipped to the box as areas (Sutherland–Hodgman, one ring at a
 * time: clipping each ring to a convex box keeps the even-odd fill inside the box exactly);
 * open ones (border lines) keep the runs of segments that reach the box. The cut edges
 * run along the box, so the box should be a little larger than the view: the strokes
 * drawn there are then out of sight.
 *
 * Only straight-line paths (M, L, H, V, Z, absolute or relative) are cut: a path with
 * curves or arcs (a board drawn by hand) is returned as it is, and is merely larger.
 */
import type { Box } from './diagram.js';

type Point = readonly [number, number];

interface Subpath {
  readonly points: Point[];
  readonly closed: boolean;
}

/** The subpaths of straight-line path data, in absolute coordinates; null when it has other commands. */
export function parseLinePath(d: string): Subpath[] | null {
  const tokens = d.match(/[a-zA-Z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const out: Subpath[] = [];
  let current: Subpath | null = null;
  let x = 0;
  let y = 0;
  let command = '';
  let i = 0;
  const number = (): number => {
    const token = tokens[i++];
    const value = token === undefined ? NaN : Number(token);
    if (!Number.isFinite(value)) throw new Error('bad number');
    return value;
  };
  const lineTo = (nx: number, ny: number): void => {
    x = nx;
    y = ny;
    if (current === null) {
      current = { points: [], closed: false };
      out.push(current);
    }
    current.points.push([x, y]);
  };
  try {
    while (i < tokens.length) {
      const token = tokens[i]!;
      if (/[a-zA-Z]/.test(token)) {
        command = token;
        i++;
        if (command === 'z' || command === 'Z') {
          if (current !== null) {
            const start = current.points[0]!;
            current = { points: current.points, closed: true };
            out[out.length - 1] = current;
            [x, y] = start;
          }
          current = null;
          continue;
        }
      }
      switch (command) {
        case 'M':
        case 'm': {
          const nx = number() + (command === 'm' ? x : 0);
          const ny = number() + (command === 'm' ? y : 0);
          current = { points: [], closed: false };
          out.push(current);
          lineTo(nx, ny);
          // Further pairs after a moveto are linetos.
          command = command === 'm' ? 'l' : 'L';
          break;
        }
        case 'L':
          lineTo(number(), number());
          break;
        case 'l':
          lineTo(x + number(), y + number());
          break;
        case 'H':
          lineTo(number(), y);
          break;
        case 'h':
          lineTo(x + number(), y);
          break;
        case 'V':
          lineTo(x, number());
          break;
        case 'v':
          lineTo(x, y + number());
          break;
        default:
          return null;
      }
    }
  } catch {
    return null;
  }
  return out.filter((s) => s.points.length > 0);
}

/** One ring clipped to the box (Sutherland–Hodgman); empty when it lies wholly outside. */
function clipRing(ring: readonly Point[], box: Box): Point[] {
  const edges: ((p: Point) => number)[] = [
    (p) => p[0] - box.x,
    (p) => box.x + box.w - p[0],
    (p) => p[1] - box.y,
    (p) => box.y + box.h - p[1],
  ];
  let points: readonly Point[] = ring;
  for (const inside of edges) {
    if (points.length === 0) break;
    const next: Point[] = [];
    for (let k = 0; k < points.length; k++) {
      const a = points[k]!;
      const b = points[(k + 1) % points.length]!;
      const da = inside(a);
      const db = inside(b);
      if (da >= 0) next.push(a);
      if ((da >= 0) !== (db >= 0)) {
        const t = da / (da - db);
        next.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
      }
    }
    points = next;
  }
  return [...points];
}

/** Whether the segment's bounding box meets the box (enough to keep a border segment). */
function segmentMeets(a: Point, b: Point, box: Box): boolean {
  return Math.max(a[0], b[0]) >= box.x && Math.min(a[0], b[0]) <= box.x + box.w && Math.max(a[1], b[1]) >= box.y && Math.min(a[1], b[1]) <= box.y + box.h;
}

/** The runs of a polyline's segments that reach the box. */
function clipLine(points: readonly Point[], box: Box): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] | null = null;
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k]!;
    const b = points[k + 1]!;
    if (segmentMeets(a, b, box)) {
      if (run === null) {
        run = [a];
        runs.push(run);
      }
      run.push(b);
    } else {
      run = null;
    }
  }
  return runs;
}

const num = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Path data of subpaths: an absolute move, then relative lines (as the board renderer writes them). */
function writePath(subpaths: readonly Subpath[]): string {
  let out = '';
  for (const { points, closed } of subpaths) {
    let [px, py] = [Math.round(points[0]![0] * 10) / 10, Math.round(points[0]![1] * 10) / 10];
    out += `M${num(px)} ${num(py)}`;
    let line = '';
    for (const [x, y] of points.slice(1)) {
      const [rx, ry] = [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
      if (rx === px && ry === py) continue;
      const dx = num(rx - px);
      const dy = num(ry - py);
      line += `${line === '' || dx.startsWith('-') ? '' : ' '}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
      [px, py] = [rx, ry];
    }
    if (line !== '') out += `l${line}`;
    if (closed) out += 'z';
  }
  return out;
}

/** The path data cut to the box (see the file's comment); unchanged when it is not made of straight lines. */
export function cropPath(d: string, box: Box): string {
  const subpaths = parseLinePath(d);
  if (subpaths === null) return d;
  const kept: Subpath[] = [];
  for (const s of subpaths) {
    if (s.closed) {
      const ring = clipRing(s.points, box);
      if (ring.length >= 3) kept.push({ points: ring, closed: true });
    } else {
      for (const run of clipLine(s.points, box)) kept.push({ points: run, closed: false });
    }
  }
  return writePath(kept);
}
