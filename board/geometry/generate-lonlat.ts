/**
 * A board generated from a lon/lat map's points alone: real coastlines (Natural Earth),
 * land divided among the land provinces by their points, water among the seas.
 */
import type { Province, Variant } from '../../model/variant.js';
import { askedWidth } from './board-width.js';
import { MapPointError } from './geometry-error.js';
import { divideRegion, type Division, type Region, type Seed } from './divide-region.js';
import { waterRings } from './water-rings.js';
import { linesToPath, mergeRings, minMax, ringsToPath, roundRings, tidyRoundedRings } from './polygon.js';
import { boardProjection, projectLand, type LandRings } from './project-lonlat.js';
import { placeLabels } from './place-labels.js';
import { placeCoasts } from './coast-anchors.js';
import { placeCoastMarkers } from './coast-markers.js';
import { shapeProvince } from './province-anchors.js';
import { spreadUnits } from './spread-units.js';
import { kindOf, labelsGiven, mapPoints } from './map-points.js';
import type { BoardGeometry, Point, ProvinceShape } from './types.js';

export interface GenerateOptions {
  /** Board width in px, from 100 to 7,000 (board-width.ts); the height follows from the map's extent. */
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
function extentPoints(provinces: readonly Province[]): Point[] {
  const land = provinces.filter((p) => kindOf(p) !== 'sea').flatMap(mapPoints);
  const sea = provinces.filter((p) => kindOf(p) === 'sea').flatMap(mapPoints);
  if (land.length === 0) return sea;
  // Extents by loops, once (not a spread into Math.min per sea point: quadratic, and a long list overflows the stack).
  const [minX, maxX] = minMax(land.map((p) => p[0]));
  const [minY, maxY] = minMax(land.map((p) => p[1]));
  const padX = (maxX - minX) * SEA_MARGIN;
  const padY = (maxY - minY) * SEA_MARGIN;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  return [
    ...land,
    ...sea.map((p): Point => [clamp(p[0], minX - padX, maxX + padX), clamp(p[1], minY - padY, maxY + padY)]),
  ];
}

/** What both halves of a board are drawn in: the projection, the board's size and the land on it. */
interface LonLatFrame {
  readonly width: number;
  readonly height: number;
  readonly project: (lonlat: Point) => Point;
  readonly land: LandRings;
  readonly bounds: readonly [number, number, number, number];
}

function lonLatFrame(provinces: readonly Province[], width: number): LonLatFrame {
  const board = boardProjection(extentPoints(provinces), width);
  const land = projectLand(board, OVERSCAN, TOLERANCE);
  const bounds = [-OVERSCAN, -OVERSCAN, width + OVERSCAN, board.height + OVERSCAN] as const;
  return { width, height: board.height, project: board.project, land, bounds };
}

/**
 * The shapes of the land provinces (or of the seas) with the borders between them, each
 * half worked out from the frame alone.
 */
interface HalfBoard {
  /** In the order of the variant's provinces. */
  readonly provinces: Record<string, ProvinceShape>;
  readonly borders: Point[][];
}

/** The land divided among the land (and impassable) provinces. */
function landHalf(provinces: readonly Province[], frame: LonLatFrame): HalfBoard {
  const own = provinces.filter((p) => kindOf(p) !== 'sea');
  const division = divideAmong(own, frame.land, frame, true);
  return { provinces: shapesOf(own, division, frame), borders: division.borders };
}

/** The water divided among the seas: the open sea, plus the land's holes (lakes, and seas the coastline data closes off). */
function seaHalf(provinces: readonly Province[], frame: LonLatFrame): HalfBoard {
  const own = provinces.filter((p) => kindOf(p) === 'sea');
  const water = waterRings(frame.land.outers, frame.bounds);
  const region = { outers: [...water.outers, ...frame.land.holes], holes: water.holes };
  const division = divideAmong(own, region, frame, false);
  return { provinces: shapesOf(own, division, frame), borders: division.borders };
}

/** The point brought onto the board, inside a margin of EDGE of its width. */
function onBoard(frame: LonLatFrame, p: Point): Point {
  const edge = frame.width * EDGE;
  return [Math.max(edge, Math.min(frame.width - edge, p[0])), Math.max(edge, Math.min(frame.height - edge, p[1]))];
}

/** Each province's map points on the board; those of the provinces in `pulled` brought onto it, as their anchors are (shapesOf). */
function seedsOf(provinces: readonly Province[], frame: LonLatFrame, pulled: ReadonlySet<string> = new Set()): Seed[] {
  return provinces.flatMap((p) => mapPoints(p).map((q) => ({ province: p.id, point: pulled.has(p.id) ? onBoard(frame, frame.project(q)) : frame.project(q) })));
}

/**
 * The region divided among the provinces by their points. A province whose points all lie
 * off the board and claim nothing of it (a sea's points beyond the land provinces' margin,
 * when those cluster) is divided again with its points brought onto the board: else it
 * would have no shape. A point just off the board still claims its side of it, as it should.
 */
function divideAmong(provinces: readonly Province[], region: Region, frame: LonLatFrame, phantoms: boolean): Division {
  const division = divideRegion(seedsOf(provinces, frame), region, frame.bounds, { phantoms });
  const owners = new Set(division.pieces.map((piece) => piece.owner));
  const unclaimed = new Set(provinces.filter((p) => mapPoints(p).length > 0 && !owners.has(p.id)).map((p) => p.id));
  if (unclaimed.size === 0) return division;
  return divideRegion(seedsOf(provinces, frame, unclaimed), region, frame.bounds, { phantoms });
}

/** Each province's pieces made one outline, with its anchors. */
function shapesOf(provinces: readonly Province[], division: Division, frame: LonLatFrame): Record<string, ProvinceShape> {
  const { project } = frame;
  // Each province's pieces in the division's order, found in one pass (not one pass per province).
  const piecesOf = new Map<string, Point[][]>();
  for (const piece of division.pieces) {
    if (piece.owner === null) continue;
    const list = piecesOf.get(piece.owner);
    if (list) list.push(piece.ring.points);
    else piecesOf.set(piece.owner, [piece.ring.points]);
  }
  const shapes: Record<string, ProvinceShape> = {};
  for (const province of provinces) {
    const raw = piecesOf.get(province.id) ?? [];
    // Pieces from neighbouring cells of one province become one outline.
    const rings = tidyRoundedRings(mergeRings(roundRings(raw)));
    if (rings.length === 0) continue;
    // A point beyond the board (an ocean's far-out point) asks for the nearest place on it.
    const preferred = province.points[0] ? onBoard(frame, project([province.points[0].x, province.points[0].y])) : null;
    const coasts = Object.fromEntries(
      province.coasts.map((c) => [c.id, c.points[0] ? project([c.points[0].x, c.points[0].y]) : null]),
    );
    const label = province.label ? project([province.label.x, province.label.y]) : null;
    shapes[province.id] = shapeProvince(ringsToPath(rings), kindOf(province), rings, preferred, { coasts, label });
  }
  return shapes;
}

/**
 * Refuses a map point (or `label at` point) that is not a longitude and latitude, naming its
 * province so that the diagnostic points at it: the projection found it only among all the
 * points, and the error pointed at the variant. A longitude outside -180…180 goes round the
 * globe (190 is -170); a latitude must be within -90…90. The poles and the antimeridian
 * themselves are drawn.
 */
function checkLonLat(provinces: readonly Province[]): void {
  for (const province of provinces) {
    const points = mapPoints(province).map((p) => ({ p, what: 'map point' }));
    if (province.label) points.push({ p: [province.label.x, province.label.y], what: 'label point' });
    for (const { p: [lon, lat], what } of points) {
      if (Number.isFinite(lon) && Math.abs(lat) <= 90) continue;
      throw new MapPointError(
        `the ${what} of '${province.id}' (at ${lon} ${lat}) is not a longitude and latitude ` +
          `(give the longitude first, then a latitude from -90 to 90)`,
        province.id,
      );
    }
  }
}

export function generateLonLatGeometry(variant: Variant, options: GenerateOptions = {}): BoardGeometry {
  const width = askedWidth(options.width) ?? 1500;
  checkLonLat(variant.provinces);
  const frame = lonLatFrame(variant.provinces, width);
  const land = landHalf(variant.provinces, frame);
  const sea = seaHalf(variant.provinces, frame);

  const provinces: Record<string, ProvinceShape> = {};
  for (const province of variant.provinces) {
    const shape = (kindOf(province) === 'sea' ? sea : land).provinces[province.id];
    if (shape) provinces[province.id] = shape;
  }
  placeCoasts(variant, provinces);
  spreadUnits(variant, provinces);
  placeLabels(variant, provinces, labelsGiven(variant));
  placeCoastMarkers(variant, provinces);

  return {
    width,
    height: frame.height,
    provinces,
    background: { land: ringsToPath(roundRings([...frame.land.outers, ...frame.land.holes])) },
    borders: linesToPath([...land.borders, ...sea.borders]),
  };
}
