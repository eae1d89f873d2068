import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGeometry } from '../../board/check-geometry.js';
import { GeometryError } from '../../board/geometry/geometry-error.js';
import { importGeoJson } from '../../board/geometry/import-geojson.js';
import { deepestNesting, importSvg } from '../../board/geometry/import-svg.js';
import { locationForId } from '../../board/geometry/imported-shapes.js';
import { loadGeometry } from '../../board/geometry/load-geometry.js';
import { bboxOf, pointInRegion, regionArea } from '../../board/geometry/polygon.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { fixtureText, fixturesDir, fixtureVariant, tinyDir, tinyVariant } from './support.js';

describe('importSvg', () => {
  const variant = tinyVariant('tiny-svg.dip');
  const geometry = loadGeometry(variant, tinyDir);

  it('finds every province by id, whatever the element (path, polygon, rect, group)', () => {
    expect(Object.keys(geometry.provinces).sort()).toEqual(variant.provinces.map((p) => p.id).sort());
    expect(geometry.width).toBe(400);
    expect(geometry.height).toBe(400);
    expect(geometry.provinces.mid.path).toBe('M150 150h100v100h-100Z');
    expect(regionArea(geometry.provinces.mid.polygons)).toBeCloseTo(10_000, 6);
  });

  it('keeps path data as written, and bakes a transform into the shape', () => {
    expect(geometry.provinces.nse.path).toBe('M0 0H400L350 50H50Z');
    // `sou` is drawn inside <g transform="translate(0 250)">.
    expect(geometry.provinces.sou.path).toBe('M350 350l-300 0 100-100 100 0z');
    expect(pointInRegion([200, 300], geometry.provinces.sou.polygons)).toBe(true);
  });

  it('classifies provinces by terrain and flattens curves for hit tests', () => {
    expect(geometry.provinces.nse.kind).toBe('sea');
    expect(geometry.provinces.nor.kind).toBe('land');
    // `nor`'s top edge is a curve bulging up to y ≈ 42.5.
    expect(pointInRegion([200, 45], geometry.provinces.nor.polygons)).toBe(true);
  });

  it('uses the anchors the drawing gives, and computes the others inside the shapes', () => {
    expect(geometry.provinces.nor.unitAnchor).toEqual([200, 100]);
    expect(geometry.provinces.mid.labelAnchor).toEqual([175, 175]);
    for (const shape of Object.values(geometry.provinces)) {
      expect(pointInRegion(shape.unitAnchor, shape.polygons)).toBe(true);
      expect(pointInRegion(shape.labelAnchor, shape.polygons)).toBe(true);
    }
  });

  it('passes the geometry checks', () => {
    expect(checkGeometry(variant, geometry)).toEqual([]);
  });

  it('reports a missing file, bad XML and bad path data with the file named', () => {
    const missing = { ...variant, geometry: { kind: 'svg' as const, file: 'nowhere.svg' } };
    expect(() => loadGeometry(missing, tinyDir)).toThrow(GeometryError);
    expect(() => loadGeometry(missing, tinyDir)).toThrow(/nowhere\.svg: no such file/);
    expect(() => importSvg(variant, '<svg><path', 'bad.svg')).toThrow(/^bad\.svg: not valid SVG/);
    expect(() => importSvg(variant, '<html/>', 'page.svg')).toThrow(/^page\.svg: not valid SVG/);
    const broken = fixtureText('tiny/tiny.svg').replace('M50 350V50L150 150V250Z', 'M50 350V');
    expect(() => importSvg(variant, broken, 'tiny.svg')).toThrow(/tiny\.svg: the shape 'wes' has bad path data: 'V' needs 1 numbers/);
    expect(() => importSvg(variant, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'empty.svg')).toThrow(/neither a viewBox nor a width/);
  });

  it('refuses a device, a pipe or a file over 16 MB that a variant made by hand names, at once (/dev/zero never ended)', () => {
    const naming = (file: string) => ({ ...variant, geometry: { kind: 'svg' as const, file } });
    expect(() => loadGeometry(naming('/dev/zero'), tinyDir)).toThrow(new GeometryError('/dev/zero', 'cannot read the file (not a regular file: a folder, a device or a pipe)'));
    const dir = mkdtempSync(join(tmpdir(), 'dipkit-board-file-'));
    try {
      execFileSync('mkfifo', [join(dir, 'pipe.svg')]);
      expect(() => loadGeometry(naming('pipe.svg'), dir)).toThrow(/pipe\.svg: cannot read the file \(not a regular file/);
      writeFileSync(join(dir, 'huge.svg'), '');
      truncateSync(join(dir, 'huge.svg'), 17 * 1024 * 1024);
      expect(() => loadGeometry(naming('huge.svg'), dir)).toThrow(/huge\.svg: cannot read the file \(larger than 16 MB: 17\.0 MB\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses groups nested deeper than it walks, naming the limit (200,000 levels overflowed the stack)', () => {
    const nested = (levels: number): string => `<svg viewBox="0 0 400 400">${'<g>'.repeat(levels)}<path id="mid" d="M150 150h100v100h-100Z"/>${'</g>'.repeat(levels)}</svg>`;
    expect(() => importSvg(variant, nested(200_000), 'deep.svg')).toThrow(new GeometryError('deep.svg', `elements nest more than ${deepestNesting} deep (at <g>)`));
    // Nesting up to the limit is read as usual: the province inside is found.
    expect(() => importSvg(variant, nested(deepestNesting - 1), 'deep.svg')).not.toThrow(/nest/);
  });
});

describe('importGeoJson', () => {
  const variant = tinyVariant('tiny-geojson.dip');
  const geometry = loadGeometry(variant, tinyDir);

  it('projects every polygon feature with a province id (feature id or properties.id), fitted to the board', () => {
    expect(Object.keys(geometry.provinces).sort()).toEqual(variant.provinces.map((p) => p.id).sort());
    expect(geometry.width).toBe(1200);
    // A square map stays square (plus a small margin), the right way up.
    expect(geometry.height).toBe(1200);
    const nor = geometry.provinces.nor.polygons.flat();
    const sou = geometry.provinces.sou.polygons.flat();
    expect(Math.max(...nor.map((p) => p[1]))).toBeLessThan(Math.min(...sou.map((p) => p[1])));
  });

  it('passes the geometry checks', () => {
    expect(checkGeometry(variant, geometry)).toEqual([]);
  });

  it('rejects what is not a FeatureCollection of polygons', () => {
    expect(() => importGeoJson(variant, '{', 'x.geojson')).toThrow(/^x\.geojson: not valid JSON/);
    expect(() => importGeoJson(variant, '{"type":"Feature"}', 'x.geojson')).toThrow(/expected a GeoJSON FeatureCollection/);
    expect(() => importGeoJson(variant, '{"type":"FeatureCollection","features":[]}', 'x.geojson')).toThrow(/no Polygon or MultiPolygon/);
  });
});

describe('importGeoJson, longitude/latitude', () => {
  const variant = fixtureVariant('lowlands/lowlands.dip');
  const geometry = loadGeometry(variant, `${fixturesDir}lowlands`);

  it('projects RFC 7946 polygons (outer rings counter-clockwise) the right way round, north up', () => {
    expect(geometry.height).toBeLessThan(geometry.width * 2);
    const box = (id: string) => bboxOf(geometry.provinces[id].polygons);
    expect(box('hol').maxY).toBeLessThanOrEqual(box('bel').minY + 10);
    for (const shape of Object.values(geometry.provinces)) expect(shape.polygons).toHaveLength(1);
    expect(checkGeometry(variant, geometry)).toEqual([]);
  });

  it('reads polygons wound the other way (as d3 writes them) the same', () => {
    const text = fixtureText('lowlands/lowlands.geojson');
    const reversed = JSON.parse(text) as { features: { geometry: { coordinates: number[][][] } }[] };
    for (const f of reversed.features) f.geometry.coordinates = f.geometry.coordinates.map((ring) => [...ring].reverse());
    const other = importGeoJson(variant, JSON.stringify(reversed), 'reversed.geojson');
    expect(other.provinces.hol.polygons).toEqual(geometry.provinces.hol.polygons.map((ring) => expect.arrayContaining([...ring])));
  });
});

describe('locationForId', () => {
  it.runIf(variantExists('standard/standard.dip'))('reads coast ids written with /, - or _', () => {
    const standard = loadVariant('standard/standard.dip');
    expect(locationForId(standard, 'stp/nc')).toBe('stp/nc');
    expect(locationForId(standard, 'stp-nc')).toBe('stp/nc');
    expect(locationForId(standard, 'SPA_sc')).toBe('spa/sc');
    expect(locationForId(standard, 'lon-xx')).toBe(null);
    expect(locationForId(standard, 'layer1')).toBe(null);
  });
});
