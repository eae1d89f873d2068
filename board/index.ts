/** The board module's public API. */
export type { BoardGeometry, ProvinceShape, CoastShape, ProvinceKind, Point, Ring } from './geometry/types.js';
export { importSvg } from './geometry/import-svg.js';
export { importGeoJson } from './geometry/import-geojson.js';
export { generateLonLatGeometry, type GenerateOptions } from './geometry/generate-lonlat.js';
export { generatePlaneGeometry } from './geometry/generate-plane.js';
export { generateGeometry, loadBoard, loadGeometry, type LoadOptions } from './geometry/load-geometry.js';
export { cacheDirFor, geometryKey } from './geometry/geometry-cache.js';
export { GeometryError } from './geometry/geometry-error.js';
export { checkGeometry, checkVariantBoard, loadCheckedBoard, type BoardCheck, type BoardPlaces } from './check-geometry.js';
export { renderBoard } from './render/render-board.js';
export { renderPng, svgToPng } from './render/to-png.js';
export type { TextFallback } from './render/png-text.js';
