/**
 * The world's land (Natural Earth 1:50m, from the world-atlas package) as the generated
 * boards read it: polygons of [lon, lat] rings, each with the box of its outer ring.
 *
 * Decoding the TopoJSON (parsing half a megabyte of JSON, then rebuilding 60,000 points
 * from arcs) takes tens of milliseconds on every cold run, for data that never depends on
 * the map. So the build writes the decoded land once into a flat binary file beside the
 * bundle (`writeLandFile`, run by package.json's build scripts): a board then reads it in
 * a millisecond and builds only the polygons near it. The file names the SHA-256 of the
 * world-atlas file it was made from; one made from other data, of another layout, or
 * damaged is not used, and the land is decoded from world-atlas as before. Same numbers
 * either way (the file holds the decoded doubles themselves).
 *
 * File layout (little-endian): "DIPLAND1", a uint32 header length, a JSON header
 * { source, sha256, polygons, rings, points }, padding to 8 bytes; then uint32 ring starts
 * per polygon (polygons + 1), uint32 point starts per ring (rings + 1), float64 boxes per
 * polygon (west, east, south, north of its outer ring), float64 coordinates (lon, lat).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPolygon, Position } from 'geojson';

export interface LandAtlas {
  readonly polygonCount: number;
  /** The box of polygon i's outer ring: [west, east, south, north]. */
  box(i: number): readonly [number, number, number, number];
  /** Polygon i as GeoJSON rings (closing point repeated), made on demand. */
  polygon(i: number): Position[][];
  /** Polygon i's rings as flat longitude, latitude pairs (closing point repeated): the same numbers, no array per point. */
  flatRings(i: number): Float64Array[];
  /** Where it was read from: the build's file, or world-atlas's TopoJSON. */
  readonly source: 'file' | 'topojson';
}

const MAGIC = 'DIPLAND1';
const SOURCE = 'world-atlas/land-50m.json';

interface Header {
  readonly source: string;
  readonly sha256: string;
  readonly polygons: number;
  readonly rings: number;
  readonly points: number;
}

function sourceFile(): string {
  return createRequire(import.meta.url).resolve(SOURCE);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The land decoded from world-atlas's TopoJSON. */
function decodeTopoJson(bytes: Buffer): Position[][][] {
  const topology = JSON.parse(bytes.toString('utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const one = ('features' in land ? land.features[0] : land) as Feature<MultiPolygon>;
  return one.geometry.coordinates;
}

function outerBox(polygon: Position[][]): [number, number, number, number] {
  let [w, e, s, n] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const p of polygon[0] ?? []) {
    if (p[0] < w) w = p[0];
    if (p[0] > e) e = p[0];
    if (p[1] < s) s = p[1];
    if (p[1] > n) n = p[1];
  }
  return [w, e, s, n];
}

function atlasOf(polygons: Position[][][]): LandAtlas {
  const boxes = polygons.map(outerBox);
  return {
    polygonCount: polygons.length,
    box: (i) => boxes[i],
    polygon: (i) => polygons[i],
    flatRings: (i) => polygons[i].map((ring) => Float64Array.from(ring.flatMap((p) => [p[0], p[1]]))),
    source: 'topojson',
  };
}

/** The bytes of the land file for the world-atlas file's `bytes`. */
export function encodeLandFile(bytes: Buffer): Uint8Array {
  const polygons = decodeTopoJson(bytes);
  const ringCount = polygons.reduce((n, p) => n + p.length, 0);
  const pointCount = polygons.reduce((n, p) => n + p.reduce((m, r) => m + r.length, 0), 0);
  const header: Header = { source: SOURCE, sha256: sha256(bytes), polygons: polygons.length, rings: ringCount, points: pointCount };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const start = align8(MAGIC.length + 4 + headerBytes.length);
  const layout = sections(start, header);
  const out = new Uint8Array(layout.end);
  out.set(Buffer.from(MAGIC, 'ascii'), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.length, true);
  out.set(headerBytes, MAGIC.length + 4);
  const ringStarts = new Uint32Array(out.buffer, layout.ringStarts, polygons.length + 1);
  const pointStarts = new Uint32Array(out.buffer, layout.pointStarts, ringCount + 1);
  const boxes = new Float64Array(out.buffer, layout.boxes, polygons.length * 4);
  const coords = new Float64Array(out.buffer, layout.coords, pointCount * 2);
  let ring = 0;
  let point = 0;
  polygons.forEach((polygon, i) => {
    ringStarts[i] = ring;
    boxes.set(outerBox(polygon), i * 4);
    for (const r of polygon) {
      pointStarts[ring++] = point;
      for (const p of r) {
        coords[point * 2] = p[0];
        coords[point * 2 + 1] = p[1];
        point++;
      }
    }
  });
  ringStarts[polygons.length] = ring;
  pointStarts[ringCount] = point;
  return out;
}

function align8(n: number): number {
  return Math.ceil(n / 8) * 8;
}

/** Byte offsets of the file's arrays after the header. */
function sections(start: number, h: Header) {
  const ringStarts = start;
  const pointStarts = ringStarts + (h.polygons + 1) * 4;
  const boxes = align8(pointStarts + (h.rings + 1) * 4);
  const coords = boxes + h.polygons * 4 * 8;
  return { ringStarts, pointStarts, boxes, coords, end: coords + h.points * 2 * 8 };
}

/** The atlas in `file`, or null when it is missing, damaged, or made from other data than `sourceBytes`. */
export function readLandFile(file: string | URL, sourceBytes: Uint8Array): LandAtlas | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return null;
  }
  if (bytes.length < MAGIC.length + 4 || bytes.toString('ascii', 0, MAGIC.length) !== MAGIC) return null;
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  let header: Header;
  try {
    header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Header;
  } catch {
    return null;
  }
  const counts = [header.polygons, header.rings, header.points];
  if (header.source !== SOURCE || header.sha256 !== sha256(sourceBytes) || !counts.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  const layout = sections(align8(MAGIC.length + 4 + headerLength), header);
  if (layout.end !== bytes.length) return null;
  // A copy, aligned for the typed arrays (a Buffer's own offset need not be).
  const data = new Uint8Array(bytes).buffer;
  const ringStarts = new Uint32Array(data, layout.ringStarts, header.polygons + 1);
  const pointStarts = new Uint32Array(data, layout.pointStarts, header.rings + 1);
  const boxes = new Float64Array(data, layout.boxes, header.polygons * 4);
  const coords = new Float64Array(data, layout.coords, header.points * 2);
  // The indexes must run forwards within the arrays, or the file is not ours.
  for (let i = 0; i < header.polygons; i++) if (ringStarts[i] > ringStarts[i + 1]) return null;
  for (let i = 0; i < header.rings; i++) if (pointStarts[i] > pointStarts[i + 1]) return null;
  if (ringStarts[header.polygons] !== header.rings || pointStarts[header.rings] !== header.points) return null;
  return {
    polygonCount: header.polygons,
    box: (i) => [boxes[i * 4], boxes[i * 4 + 1], boxes[i * 4 + 2], boxes[i * 4 + 3]],
    polygon(i) {
      const rings: Position[][] = [];
      for (let r = ringStarts[i]; r < ringStarts[i + 1]; r++) {
        const ring: Position[] = [];
        for (let k = pointStarts[r]; k < pointStarts[r + 1]; k++) ring.push([coords[k * 2], coords[k * 2 + 1]]);
        rings.push(ring);
      }
      return rings;
    },
    flatRings(i) {
      const rings: Float64Array[] = [];
      for (let r = ringStarts[i]; r < ringStarts[i + 1]; r++) rings.push(coords.subarray(pointStarts[r] * 2, pointStarts[r + 1] * 2));
      return rings;
    },
    source: 'file',
  };
}

/** The land file shipped beside the code (the bundle's folder; absent when running from the sources). */
export const LAND_FILE = new URL('./land-50m.bin', import.meta.url);

/** The world's land: from `file` when it was made from the installed world-atlas, else decoded from it. */
export function readLand(file: string | URL = LAND_FILE): LandAtlas {
  const bytes = readFileSync(sourceFile());
  return readLandFile(file, bytes) ?? atlasOf(decodeTopoJson(bytes));
}

let shipped: LandAtlas | null = null;

/** `readLand()` once per process: every board of a run (`dipkit build`'s twelve) reads the same land. */
export function landAtlas(): LandAtlas {
  return (shipped ??= readLand());
}

/** Writes the land file for the installed world-atlas to each of `files` (the build's step). */
export function writeLandFile(files: readonly string[]): void {
  const bytes = encodeLandFile(readFileSync(sourceFile()));
  for (const file of files) writeFileSync(file, bytes);
}
