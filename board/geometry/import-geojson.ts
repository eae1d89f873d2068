/**
 * A board from GeoJSON: a FeatureCollection of (Multi)Polygons, one per province (or
 * coast, `stp/nc`), with the id as the feature's `id` or `properties.id`. Lon/lat maps
 * are projected like generated boards; plane maps (x right, y down) are scaled to fit.
 */
import { geoArea, geoBounds, geoIdentity } from 'd3-geo';
import type { Feature, FeatureCollection, Position } from 'geojson';
import type { Variant } from '../../model/variant.js';
import { askedWidth } from './board-width.js';
import { GeometryError } from './geometry-error.js';
import { assembleGeometry, locationForId, type FoundShape } from './imported-shapes.js';
import { ringsToPath, roundRings } from './polygon.js';
import { boardProjection, streamRings } from './project-lonlat.js';
import type { BoardGeometry, Point } from './types.js';

export interface GeoJsonOptions {
  readonly width?: number;
}

function featureId(feature: Feature): string | null {
  const id = feature.id ?? (feature.properties as Record<string, unknown> | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * d3-geo reads a ring wound counter-clockwise as everything outside it, while RFC 7946
 * (and most tools that write GeoJSON) winds outer rings counter-clockwise. A province is
 * never more than half the globe: a polygon that would be is turned round.
 */
function windForD3(feature: Feature): Feature {
  const turn = (polygon: Position[][]): Position[][] =>
    geoArea({ type: 'Polygon', coordinates: polygon }) > 2 * Math.PI ? polygon.map((ring) => [...ring].reverse()) : polygon;
  const geometry = feature.geometry;
  if (geometry.type === 'Polygon') return { ...feature, geometry: { ...geometry, coordinates: turn(geometry.coordinates) } };
  if (geometry.type === 'MultiPolygon') return { ...feature, geometry: { ...geometry, coordinates: geometry.coordinates.map(turn) } };
  return feature;
}

export function importGeoJson(variant: Variant, jsonText: string, file: string, options: GeoJsonOptions = {}): BoardGeometry {
  const width = askedWidth(options.width) ?? 1200;
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (error) {
    throw new GeometryError(file, `not valid JSON (${(error as Error).message})`);
  }
  const collection = data as FeatureCollection;
  if (typeof data !== 'object' || data === null || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new GeometryError(file, 'expected a GeoJSON FeatureCollection');
  }
  const polygons = collection.features.filter((f) => f && (f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon'));
  polygons.forEach((f, i) => {
    if (!wellFormed(f.geometry)) throw new GeometryError(file, `feature ${featureId(f) ?? i}: its coordinates are not ${f.geometry.type === 'Polygon' ? 'rings' : 'polygons of rings'} of [x, y] points`);
  });
  const features = variant.coordinates === 'lonlat' ? polygons.map(windForD3) : polygons;
  if (features.length === 0) throw new GeometryError(file, 'the FeatureCollection has no Polygon or MultiPolygon features');
  const fitted: FeatureCollection = { type: 'FeatureCollection', features };

  let project: (p: Point) => Point;
  let height: number;
  let stream: Parameters<typeof streamRings>[1];
  if (variant.coordinates === 'lonlat') {
    const [[w, s], [e, n]] = geoBounds(fitted);
    const board = boardProjection([[w, s], [e, n], [w, n], [e, s]], width);
    ({ project, height } = board);
    stream = board.projection;
  } else {
    // Plane coordinates keep their orientation (y down, like the map's points), scaled to the width.
    const [minX, minY, maxX, maxY] = boundsOf(features, (p) => [p[0], p[1]]);
    const pad = width * 0.02;
    const k = (width - 2 * pad) / Math.max(maxX - minX, 1e-9);
    height = Math.ceil((maxY - minY) * k + 2 * pad);
    const identity = geoIdentity().scale(k).translate([pad - minX * k, pad - minY * k]);
    project = (p) => identity([p[0], p[1]]) as Point;
    stream = identity;
  }

  const shapes = new Map<string, FoundShape>();
  // Features whose id names nothing: kept for the checks' hints (a misspelt id).
  const unmatched: string[] = [];
  for (const feature of features) {
    const id = featureId(feature);
    const location = id === null ? null : locationForId(variant, id);
    if (location === null) {
      if (id !== null) unmatched.push(id);
      continue;
    }
    const rings = roundRings(streamRings(feature, stream));
    const found = shapes.get(location) ?? { paths: [], rings: [] };
    found.paths.push(ringsToPath(rings));
    // A loop, not a spread into push: 150,000 rings as arguments overflowed the stack.
    for (const ring of rings) found.rings.push(ring);
    shapes.set(location, found);
  }
  const byId = new Map(variant.provinces.map((p) => [p.id, p]));
  const preferred = (id: string): Point | null => {
    const point = byId.get(id)?.points[0];
    return point ? project([point.x, point.y]) : null;
  };
  const labelAt = (id: string): Point | null => {
    const label = byId.get(id)?.label;
    return label ? project([label.x, label.y]) : null;
  };
  const geometry = assembleGeometry(variant, width, height, shapes, new Map(), '', preferred, labelAt);
  return unmatched.length > 0 ? { ...geometry, unmatchedIds: unmatched } : geometry;
}

/**
 * Coordinates nested exactly as the type says: a ring is a list of [x, y] number points.
 * Checked before any walk, so that arrays nested thousands deep are an error, not a stack overflow.
 */
function wellFormed(geometry: Feature['geometry']): boolean {
  const point = (p: unknown): boolean => Array.isArray(p) && p.length >= 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v));
  const rings = (polygon: unknown): boolean => Array.isArray(polygon) && polygon.every((ring) => Array.isArray(ring) && ring.every(point));
  const coordinates: unknown = (geometry as { coordinates?: unknown }).coordinates;
  if (geometry.type === 'Polygon') return rings(coordinates);
  return Array.isArray(coordinates) && coordinates.every(rings);
}

/** [minX, minY, maxX, maxY] of every vertex, after `project`. */
function boundsOf(features: readonly Feature[], project: (p: readonly number[]) => Point): [number, number, number, number] {
  let b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (coords: unknown): void => {
    if (Array.isArray(coords) && typeof coords[0] === 'number') {
      const [x, y] = project(coords as number[]);
      b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
    } else if (Array.isArray(coords)) coords.forEach(visit);
  };
  for (const f of features) visit((f.geometry as { coordinates: unknown }).coordinates);
  return b;
}
