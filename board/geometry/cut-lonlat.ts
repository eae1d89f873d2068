/**
 * The world's coast cut to a box of longitude and latitude around the board before it is
 * projected: most of a continent (Eurasia's coast, for a map of Europe) lies far off the
 * board and need not be projected at all.
 *
 * Longitudes are measured from the projection's central meridian and unwrapped along each
 * ring, so that a ring crossing the far side of the globe (Chukotka, seen from Europe) stays
 * in one piece. Sutherland–Hodgman keeps a ring's points in their order and replaces each
 * excursion out of the box by a stretch of the box's edge, with a point every degree so that,
 * projected, the stretch stays on the box's edge: the box reaches well beyond the board,
 * so what the board shows is made of the same points, in the same order, as before the cut.
 */
import type { Position } from 'geojson';

/** A box of longitudes (from the central meridian, west < east) and latitudes, in degrees. */
export interface LonLatBox {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

interface CutPoint {
  /** Longitude from the central meridian, unwrapped along the ring. */
  readonly u: number;
  readonly lat: number;
  /** The point to project: the data's own for a point of the coast, made up for one of the box's edge. */
  readonly at: Position;
  readonly onEdge: boolean;
}

/** Longest step along the box's edge, in degrees. */
const EDGE_STEP = 1;

/** `lon` seen from the central meridian `centre`, in [-180, 180). */
export function fromCentre(lon: number, centre: number): number {
  return ((((lon - centre + 180) % 360) + 360) % 360) - 180;
}

/**
 * The ring (flat longitude, latitude pairs, closing point repeated, as the land atlas keeps
 * them) cut to the box, without its closing point: the ring itself (less that point) when
 * it lies in the box, [] when it lies off it, null when it cannot be cut (it goes round a
 * pole: unwrapped, it does not close). Points are made only for what the cut keeps or may
 * keep: most of a continent's coast lies far off the box, and this runs cold.
 */
export function cutRing(ring: Float64Array, centre: number, box: LonLatBox): Position[] | null {
  const n = ring.length / 2 - 1;
  if (n < 1) return [];
  const { west, east, south, north } = box;
  // Each point's longitude from the central meridian, unwrapped along the ring, and which of
  // the box's west and east edges it lies beyond (1 west, 2 east, 0 neither).
  const us = new Float64Array(n);
  const off = new Uint8Array(n);
  let lon = ring[0];
  let u = fromCentre(lon, centre);
  let inside = true;
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      const previous = lon;
      lon = ring[i * 2];
      let step = lon - previous;
      // Unwrapped to within half a turn. A step already so (all but those across the
      // antimeridian) is left as it is, with -0 made 0 as the subtraction of a rounded 0
      // would make it: the same numbers, without three more while the code is cold.
      if (!(step > -180 && step < 180)) step -= Math.round(step / 360) * 360;
      else if (step === 0) step = 0;
      u += step;
    }
    const lat = ring[i * 2 + 1];
    if (u < west || u > east || lat < south || lat > north) inside = false;
    us[i] = u;
    off[i] = u < west ? 1 : u > east ? 2 : 0;
  }
  if (inside) {
    const whole: Position[] = new Array(n);
    for (let i = 0; i < n; i++) whole[i] = [ring[i * 2], ring[i * 2 + 1]];
    return whole;
  }
  // Unwrapped, the ring must come back to where it started, and no stretch of it may lie in
  // the box a turn away (the box would miss it).
  let closing = ring[0] - ring[(n - 1) * 2];
  closing -= Math.round(closing / 360) * 360;
  if (Math.abs(us[n - 1] + closing - us[0]) > 1e-6) return null;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < n; i++) {
    if (us[i] < low) low = us[i];
    if (us[i] > high) high = us[i];
  }
  if (high >= west + 360 || low <= east - 360) return null;

  // A point whose neighbours both lie beyond the same (west or east) edge as itself adds
  // nothing to the cut: the west pass drops it, or keeps it and its neighbours whole for the
  // east pass to drop, and the crossings are made from the ends of such a stretch and the
  // points beside them. So such a stretch is passed on as its two ends.
  let cut: CutPoint[] = [];
  for (let i = 0; i < n; i++) {
    const side = off[i];
    if (side !== 0 && off[i === 0 ? n - 1 : i - 1] === side && off[i + 1 < n ? i + 1 : 0] === side) continue;
    cut.push({ u: us[i], lat: ring[i * 2 + 1], at: [ring[i * 2], ring[i * 2 + 1]], onEdge: false });
  }
  cut = clipHalf(cut, (p) => p.u - box.west, centre);
  cut = clipHalf(cut, (p) => box.east - p.u, centre);
  cut = clipHalf(cut, (p) => p.lat - box.south, centre);
  cut = clipHalf(cut, (p) => box.north - p.lat, centre);
  return densify(cut, centre);
}

/** One Sutherland–Hodgman pass: the part where `side(p) >= 0`, in the ring's order. */
function clipHalf(ring: readonly CutPoint[], side: (p: CutPoint) => number, centre: number): CutPoint[] {
  const out: CutPoint[] = [];
  const n = ring.length;
  if (n === 0) return out;
  // Each point's side once: a point's is its successor's previous one (tens of thousands
  // of points on the first pass, cold).
  let sp = side(ring[n - 1]);
  for (let i = 0; i < n; i++) {
    const current = ring[i];
    const sc = side(current);
    if (sc >= 0) {
      if (sp < 0) out.push(crossing(ring[(i + n - 1) % n], current, sp / (sp - sc), centre));
      out.push(current);
    } else if (sp >= 0) {
      out.push(crossing(ring[(i + n - 1) % n], current, sp / (sp - sc), centre));
    }
    sp = sc;
  }
  return out;
}

function crossing(a: CutPoint, b: CutPoint, t: number, centre: number): CutPoint {
  const u = a.u + (b.u - a.u) * t;
  const lat = a.lat + (b.lat - a.lat) * t;
  return { u, lat, at: [u + centre, lat], onEdge: true };
}

/** Points every EDGE_STEP degrees between neighbours that both lie on the box's edge. */
function densify(ring: readonly CutPoint[], centre: number): Position[] {
  const out: Position[] = [];
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % n];
    out.push(a.at);
    if (!a.onEdge || !b.onEdge) continue;
    const steps = Math.ceil(Math.max(Math.abs(b.u - a.u), Math.abs(b.lat - a.lat)) / EDGE_STEP);
    for (let k = 1; k < steps; k++) {
      const t = k / steps;
      out.push([a.u + (b.u - a.u) * t + centre, a.lat + (b.lat - a.lat) * t]);
    }
  }
  return out;
}
