/**
 * A board generated from a lon/lat map's points alone: real coastlines (Natural Earth),
 * land divided among the land provinces by their points, water among the seas.
 */
import type { Province, Variant } from '../../model/variant.js';
import { divideRegion, type Seed } from './divide-region.js';
import { waterRings } from './water-rings.js';
import { linesToPath, mergeRings, ringsToPath, roundRings } from './polygon.js';
import { boardProjection, projectLand } from './project-lonlat.js';
import { placeLabels } from './place-labels.js';
import { placeMissingCoasts, shapeProvince } from './province-anchors.js';
import { kindOf, labelsGiven, mapPoints } from './map-points.js';
import type { BoardGeometry, Point, ProvinceShape } from './types.js';

export interface GenerateOptions {
  /** Board width in px; the height follows from the map's extent. */
  readonly width?: number;
}

/** Land beyond the board's edge is kept this far, so coastlines do not run along the edge. */
const OVERSCAN = 20;
/** Coastline simplification, in px. */
const TOLERANCE = 0.7;
/** How far from the board's edge a far-out point is pulled in (fraction of the width). */
const EDGE = 0.1;
/** How far beyond the land provinces' extent the board reaches for seas (fraction of the extent). */
const SEA_MARGIN = 0.1;

/**
 * The points the board is fitted to: the land provinces' points, and the seas' points
 * pulled to within a margin of them (an ocean's far-out point should not shrink Europe).
 */
function extentPoints(variant: Variant): Point[] {
  const land = variant.provinces.filter((p) => kindOf(p) !== 'sea').flatMap(mapPoints);
  const sea = variant.provinces.filter((p) => kindOf(p) === 'sea').flatMap(mapPoints);
  if (land.length === 0) return sea;
  const xs = land.map((p) => p[0]);
  const ys = land.map((p) => p[1]);
  const padX = (Math.max(...xs) - Math.min(...xs)) * SEA_MARGIN;
  const padY = (Math.max(...ys) - Math.min(...ys)) * SEA_MARGIN;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  return [
    ...land,
    ...sea.map((p): Point => [
      clamp(p[0], Math.min(...xs) - padX, Math.max(...xs) + padX),
      clamp(p[1], Math.min(...ys) - padY, Math.max(...ys) + padY),
    ]),
  ];
}

export function generateLonLatGeometry(variant: Variant, options: GenerateOptions = {}): BoardGeometry {
  const width = options.width ?? 1500;
  const board = boardProjection(extentPoints(variant), width);
  const { project, height } = board;
  const land = projectLand(board, OVERSCAN, TOLERANCE);
  const bounds = [-OVERSCAN, -OVERSCAN, width + OVERSCAN, height + OVERSCAN] as const;

  const seedsOf = (p: Province): Seed[] => mapPoints(p).map((q) => ({ province: p.id, point: project(q) }));
  const landSeeds = variant.provinces.filter((p) => kindOf(p) !== 'sea').flatMap(seedsOf);
  const seaSeeds = variant.provinces.filter((p) => kindOf(p) === 'sea').flatMap(seedsOf);
  const landDivision = divideRegion(landSeeds, land, bounds, { phantoms: true });
  // Water: the open sea, plus the land's holes (lakes, and seas the coastline data closes off).
  const water = waterRings(land.outers, bounds);
  const seaDivision = divideRegion(seaSeeds, { outers: [...water.outers, ...land.holes], holes: water.holes }, bounds, { phantoms: false });

  const provinces: Record<string, ProvinceShape> = {};
  for (const province of variant.provinces) {
    const kind = kindOf(province);
    const division = kind === 'sea' ? seaDivision : landDivision;
    const raw = division.pieces.filter((piece) => piece.owner === province.id).map((piece) => piece.ring.points);
    // Pieces from neighbouring cells of one province become one outline.
    const rings = roundRings(mergeRings(roundRings(raw)));
    if (rings.length === 0) continue;
    // A point beyond the board (an ocean's far-out point) asks for the nearest place on it.
    const edge = width * EDGE;
    const onBoard = (p: Point): Point => [Math.max(edge, Math.min(width - edge, p[0])), Math.max(edge, Math.min(height - edge, p[1]))];
    const preferred = province.points[0] ? onBoard(project([province.points[0].x, province.points[0].y])) : null;
    const coasts = Object.fromEntries(
      province.coasts.map((c) => [c.id, c.points[0] ? project([c.points[0].x, c.points[0].y]) : null]),
    );
    const label = province.label ? project([province.label.x, province.label.y]) : null;
    provinces[province.id] = shapeProvince(ringsToPath(rings), kind, rings, preferred, { coasts, label });
  }
  placeMissingCoasts(variant, provinces);
  placeLabels(variant, provinces, labelsGiven(variant));

  return {
    width,
    height,
    provinces,
    background: { land: ringsToPath(roundRings([...land.outers, ...land.holes])) },
    borders: linesToPath([...landDivision.borders, ...seaDivision.borders]),
  };
}
