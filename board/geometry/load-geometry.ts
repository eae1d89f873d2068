/**
 * The geometry a variant names: its SVG or GeoJSON file (relative to the variant's
 * source directory), or a board generated from its points. Nothing is cached.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Variant } from '../../model/variant.js';
import { generateLonLatGeometry, type GenerateOptions } from './generate-lonlat.js';
import { generatePlaneGeometry } from './generate-plane.js';
import { GeometryError } from './geometry-error.js';
import { importGeoJson } from './import-geojson.js';
import { importSvg } from './import-svg.js';
import type { BoardGeometry } from './types.js';

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GeometryError(file, code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? (error as Error).message})`);
  }
}

export function generateGeometry(variant: Variant, options: GenerateOptions = {}): BoardGeometry {
  return variant.coordinates === 'lonlat' ? generateLonLatGeometry(variant, options) : generatePlaneGeometry(variant, options);
}

export function loadGeometry(variant: Variant, sourceDir: string, options: GenerateOptions = {}): BoardGeometry {
  const source = variant.geometry;
  switch (source.kind) {
    case 'generated':
      try {
        return generateGeometry(variant, options);
      } catch (error) {
        throw new GeometryError(`the generated board of ${variant.id}`, (error as Error).message);
      }
    case 'svg': {
      const file = resolve(sourceDir, source.file);
      return importSvg(variant, readText(file), file);
    }
    case 'geojson': {
      const file = resolve(sourceDir, source.file);
      return importGeoJson(variant, readText(file), file, options);
    }
  }
}
