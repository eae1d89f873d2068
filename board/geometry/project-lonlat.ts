/**
 * Board projection for maps given in longitude/latitude, and the world's coastlines
 * (Natural Earth land, 1:50m, from world-atlas) projected onto the board.
 */
import {
  geoAzimuthalEqualArea,
  geoClipRectangle,
  geoConicConformal,
  geoNaturalEarth1,
  geoPath,
  geoRotation,
  geoStream,
  type GeoPermissibleObjects,
  type GeoProjection,
  type GeoStream,
  type GeoStreamWrapper,
} from 'd3-geo';
import type { Position } from 'geojson';
import { cutRing, fromCentre, type LonLatBox } from './cut-lonlat.js';
import { landAtlas, type LandAtlas } from './land-atlas.js';
import { minMax, signedArea, simplifyRing } from './polygon.js';
import type { Point, Ring } from './types.js';

export interface BoardProjection {
  readonly project: (lonlat: Point) => Point;
  readonly projection: GeoProjection;
  readonly width: number;
  readonly height: number;
}

/** Fraction of the points' extent added around it, so edge provinces get some room. */
const MARGIN = 0.04;

/**
 * The narrowest band of longitudes holding every point, as [west, east] with east > west
 * (east may pass 180: a map across the antimeridian runs from 170 to 190, not -170 to 170).
 */
export function longitudeSpan(lons: readonly number[]): [number, number] {
  const sorted = lons.map((l) => (l >= -180 && l < 180 ? l : ((((l + 180) % 360) + 360) % 360) - 180)).sort((a, b) => a - b);
  // The widest gap between neighbouring longitudes (round the globe) is where the map is not.
  let gapEnd = 0;
  let widest = sorted[0] + 360 - sorted[sorted.length - 1];
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] - sorted[i - 1] > widest) {
      widest = sorted[i] - sorted[i - 1];
      gapEnd = i;
    }
  }
  const west = sorted[gapEnd];
  return [west, west + 360 - widest];
}

/** Beyond this many degrees of longitude a conic would tear the map: the world projection instead. */
const WORLD_SPAN = 150;

/**
 * A conformal conic centred on the points (Europe looks like Europe), an azimuthal
 * equal-area projection for extents that straddle the equator, or the Natural Earth
 * world projection for maps that span half the globe; fitted to `width`.
 */
/** Room around the outermost points, as a fraction of the board's width. */
const FIT_PADDING = 0.035;

export function boardProjection(points: readonly Point[], width: number): BoardProjection {
  if (points.length === 0) throw new Error('the map has no points to draw');
  const bad = points.find((p) => !(Math.abs(p[1]) <= 90) || !Number.isFinite(p[0]));
  if (bad) throw new Error(`the point ${bad[0]} ${bad[1]} is not a longitude and latitude`);
  const lats = points.map((p) => p[1]);
  let [w, e] = longitudeSpan(points.map((p) => p[0]));
  let [s, n] = minMax(lats);
  const padLon = Math.max((e - w) * MARGIN, 1);
  const padLat = Math.max((n - s) * MARGIN, 1);
  [w, e, s, n] = [w - padLon, Math.min(e + padLon, w - padLon + 359), Math.max(s - padLat, -89), Math.min(n + padLat, 89)];
  const centre: Point = [(w + e) / 2, (s + n) / 2];
  const projection =
    e - w > WORLD_SPAN
      ? geoNaturalEarth1().rotate([-centre[0], 0])
      : s > 5 || n < -5
        ? geoConicConformal()
            .parallels([s + (n - s) / 4, n - (n - s) / 4])
            .rotate([-centre[0], 0])
        : geoAzimuthalEqualArea().rotate([-centre[0], -centre[1]]);
  // Fitted to the points themselves, not to the box of their longitudes and latitudes: a
  // conic projection bends that box, and its corners (Barents, Sahara) would fill the board.
  // A margin in px keeps the outermost units and labels off the edge.
  const extent = { type: 'MultiPoint' as const, coordinates: points.map((p) => [p[0], p[1]]) };
  // A lone point, or points along one meridian, have no width to fit: the box of their
  // longitudes and latitudes (with its margin of a degree or more) gives them some.
  const [[x0, top], [x1, bottom]] = geoPath(projection).bounds(extent);
  if (!(x1 - x0 > (bottom - top) / 1000)) extent.coordinates.push([w, s], [e, s], [e, n], [w, n]);
  const pad = Math.max(24, width * FIT_PADDING);
  projection.fitWidth(width - 2 * pad, extent);
  const [[, y0], [, y1]] = geoPath(projection).bounds(extent);
  const height = Math.ceil(y1 - y0 + 2 * pad);
  projection.fitExtent([[pad, pad], [width - pad, height - pad]], extent);
  const project = (p: Point): Point => {
    const q = projection([p[0], p[1]]);
    if (!q) throw new Error(`cannot project the point ${p[0]} ${p[1]}`);
    return [q[0], q[1]];
  };
  return { project, projection, width, height };
}

/** A stream that collects the rings d3 draws into `rings`. */
function ringCollector(rings: Point[][]): GeoStream {
  let ring: Point[] | null = null;
  return {
    point(x: number, y: number) {
      ring?.push([x, y]);
    },
    lineStart() {
      ring = [];
    },
    lineEnd() {
      if (ring && ring.length >= 3) {
        // d3 repeats the first point at the end of a ring.
        const last = ring[ring.length - 1];
        rings.push(last[0] === ring[0][0] && last[1] === ring[0][1] ? ring.slice(0, -1) : ring);
      }
      ring = null;
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  };
}

/** The rings of a GeoJSON object as the projection draws them (clipped, resampled). */
export function streamRings(object: GeoPermissibleObjects, projection: GeoProjection | GeoStreamWrapper): Point[][] {
  const rings: Point[][] = [];
  geoStream(object, projection.stream(ringCollector(rings)));
  return rings;
}

export interface LandRings {
  /** Outer rings of land masses, on the board. */
  readonly outers: Point[][];
  /** Lakes: holes in the land. */
  readonly holes: Point[][];
}

/**
 * The numbers of the land masses whose longitude/latitude box meets the board's (found by
 * inverting points along the board's edge, with a margin): the rest of the world
 * need not be projected (nor, read from the build's land file, even made).
 */
function nearBoard(atlas: LandAtlas, board: BoardProjection, overscan: number): number[] {
  const all = () => Array.from({ length: atlas.polygonCount }, (_, i) => i);
  const edge: Point[] = [];
  const [x0, y0, x1, y1] = [-overscan, -overscan, board.width + overscan, board.height + overscan];
  for (let i = 0; i <= 32; i++) {
    const t = i / 32;
    edge.push([x0 + (x1 - x0) * t, y0], [x0 + (x1 - x0) * t, y1], [x0, y0 + (y1 - y0) * t], [x1, y0 + (y1 - y0) * t]);
  }
  const lonlat = edge.map((p) => board.projection.invert?.([p[0], p[1]]) ?? null);
  if (lonlat.some((p) => p === null || !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) return all();
  const lons = lonlat.map((p) => p![0]);
  const lats = lonlat.map((p) => p![1]);
  const margin = 5;
  const [[minLon, maxLon], [minLat, maxLat]] = [minMax(lons), minMax(lats)];
  const [w, e, s, n] = [minLon - margin, maxLon + margin, minLat - margin, maxLat + margin];
  // Near a pole or across the antimeridian the box says little: keep everything.
  if (e - w > 300 || n > 85 || s < -85) return all();
  const polygons: number[] = [];
  for (let i = 0; i < atlas.polygonCount; i++) {
    const [pw, pe, ps, pn] = atlas.box(i);
    if (pw <= e && pe >= w && ps <= n && pn >= s) polygons.push(i);
  }
  return polygons;
}

/** Rotated longitudes beyond this (degrees) count as near the projection's antimeridian. */
const NEAR_ANTIMERIDIAN = 170;

/**
 * Whether a polygon keeps clear of the projection's antimeridian: every point within
 * NEAR_ANTIMERIDIAN of the centre's longitude once rotated, and no step between points of
 * half a turn. d3's spherical clipping would pass such a polygon through unchanged.
 */
function clearOfAntimeridian(polygon: Position[][], rotate: (p: [number, number]) => [number, number]): boolean {
  for (const ring of polygon) {
    let previous = NaN;
    for (const p of ring) {
      const lambda = rotate([p[0], p[1]])[0];
      if (Math.abs(lambda) > NEAR_ANTIMERIDIAN || Math.abs(lambda - previous) >= 180) return false;
      previous = lambda;
    }
  }
  return true;
}

/**
 * Streams a polygon clear of the antimeridian (its rings without their closing point) to
 * `clipped` (a rectangle clip), each point projected as d3's own stream would: the same
 * rotation and projection, the same points, without the spherical clipping between them,
 * which for such a polygon changes nothing and costs more than the projection (it tests
 * whether every polygon surrounds a pole).
 */
function streamProjected(rings: readonly (readonly Position[])[], projection: GeoProjection, clipped: GeoStream): void {
  clipped.polygonStart();
  for (const ring of rings) {
    clipped.lineStart();
    for (const p of ring) {
      const q = projection([p[0], p[1]])!;
      clipped.point(q[0], q[1]);
    }
    clipped.lineEnd();
  }
  clipped.polygonEnd();
}

/** Degrees of longitude and latitude the cut keeps beyond the board's edge. */
const CUT_MARGIN = 5;

/**
 * The box of longitudes (from the central meridian) and latitudes that holds the board and
 * CUT_MARGIN degrees more, found by inverting points along the board's edge; null when the
 * projection turns the globe about more than its axis (the azimuthal one) or the box comes
 * near a pole or the far side of the globe: the land is then projected uncut.
 */
function cutFrame(board: BoardProjection, overscan: number): { centre: number; box: LonLatBox } | null {
  const [lambda, phi, gamma] = board.projection.rotate();
  if (phi !== 0 || gamma !== 0) return null;
  const centre = -lambda;
  const [x0, y0, x1, y1] = [-overscan, -overscan, board.width + overscan, board.height + overscan];
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i <= 32; i++) {
    const t = i / 32;
    for (const p of [[x0 + (x1 - x0) * t, y0], [x0 + (x1 - x0) * t, y1], [x0, y0 + (y1 - y0) * t], [x1, y0 + (y1 - y0) * t]]) {
      const q = board.projection.invert?.([p[0], p[1]]);
      if (!q || !Number.isFinite(q[0]) || !Number.isFinite(q[1])) return null;
      const u = fromCentre(q[0], centre);
      [west, east, south, north] = [Math.min(west, u), Math.max(east, u), Math.min(south, q[1]), Math.max(north, q[1])];
    }
  }
  const box = { west: west - CUT_MARGIN, east: east + CUT_MARGIN, south: south - CUT_MARGIN, north: north + CUT_MARGIN };
  if (box.west < -NEAR_ANTIMERIDIAN || box.east > NEAR_ANTIMERIDIAN || box.south < -85 || box.north > 85) return null;
  return { centre, box };
}

/** The polygon's rings cut to the frame's box (those off it left out), or null when one cannot be cut. */
function cutPolygon(polygon: readonly Float64Array[], frame: { centre: number; box: LonLatBox }): Position[][] | null {
  const rings: Position[][] = [];
  for (const ring of polygon) {
    const cut = cutRing(ring, frame.centre, frame.box);
    if (cut === null) return null;
    if (cut.length > 0) rings.push(cut);
  }
  return rings;
}

/**
 * The world's land projected and clipped to the board plus `overscan` px on each side
 * (so coastlines do not run along the board's edge), simplified to `tolerance` px.
 */
export function projectLand(board: BoardProjection, overscan: number, tolerance: number, atlas: LandAtlas = landAtlas()): LandRings {
  const land = nearBoard(atlas, board, overscan);
  const projection = board.projection;
  const [x0, y0, x1, y1] = [-overscan, -overscan, board.width + overscan, board.height + overscan];
  const rings: Point[][] = [];
  const sink = ringCollector(rings);
  const [savedExtent, savedPrecision] = [projection.clipExtent(), projection.precision()];
  // Natural Earth's coastlines are dense enough: no adaptive resampling.
  projection.clipExtent([[x0, y0], [x1, y1]]).precision(0);
  const whole = projection.stream(sink);
  const clipped = geoClipRectangle(x0, y0, x1, y1)(sink);
  const rotate = geoRotation(projection.rotate());
  const frame = cutFrame(board, overscan);
  for (const i of land) {
    // Cut from the atlas's flat numbers: the polygon's points are made only when it cannot be cut.
    const cut = frame ? cutPolygon(atlas.flatRings(i), frame) : null;
    if (cut) {
      if (cut.length > 0) streamProjected(cut, projection, clipped);
      continue;
    }
    const polygon = atlas.polygon(i);
    if (clearOfAntimeridian(polygon, rotate)) streamProjected(polygon.map((ring) => ring.slice(0, -1)), projection, clipped);
    else geoStream({ type: 'Polygon', coordinates: polygon }, whole);
  }
  projection.clipExtent(savedExtent).precision(savedPrecision);

  // Each ring's area worked out once (a continent's coast has thousands of points).
  const simplified = rings
    .map((r) => simplifyRing(r, tolerance))
    .map((ring) => ({ ring, area: signedArea(ring) }))
    .filter((r) => r.ring.length >= 3 && Math.abs(r.area) > 4);
  // d3 winds outer rings one way and holes the other; the largest ring is an outer one.
  let largest: { ring: Ring; area: number } | null = null;
  for (const r of simplified) if (!largest || Math.abs(r.area) > Math.abs(largest.area)) largest = r;
  const outerSign = largest ? Math.sign(largest.area) : 1;
  return {
    outers: simplified.filter((r) => Math.sign(r.area) === outerSign).map((r) => r.ring),
    holes: simplified.filter((r) => Math.sign(r.area) !== outerSign).map((r) => r.ring),
  };
}
