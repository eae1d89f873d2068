/**
 * A board generated for a plane map (points as x right, y down): the Voronoi cells of
 * all the provinces' points; each province is the union of its cells, land is where the
 * land provinces are. Land far from every point belongs to nobody (unplayable land);
 * water always belongs to the nearest sea.
 */
import { Delaunay } from 'd3-delaunay';
import type { Province, Variant } from '../../model/variant.js';
import { MapPointError } from './geometry-error.js';
import { kindOf, labelsGiven, mapPoints } from './map-points.js';
import { linesToPath, mergeRings, minMax, ringsToPath, roundRings, tidyRoundedRings } from './polygon.js';
import { placeLabels } from './place-labels.js';
import { placeCoasts } from './coast-anchors.js';
import { placeCoastMarkers } from './coast-markers.js';
import { shapeProvince } from './province-anchors.js';
import { spreadUnits } from './spread-units.js';
import type { BoardGeometry, Point, ProvinceShape } from './types.js';
import { nearestDistances, phantomSeeds, sharedPlace, typicalSpacing, voronoiCells } from './voronoi-cells.js';
import { naturalCellEdges } from './natural-cells.js';
import { askedWidth } from './board-width.js';
import type { GenerateOptions } from './generate-lonlat.js';

/** By default, neighbouring points end up about this far apart (px): room for units and labels. */
const TYPICAL_SPACING_PX = 110;
/** A board drawn at its default size: its longer side at most LONGEST_SIDE px, its sides at least MIN_WIDTH and MIN_HEIGHT (legend and title need the width). */
const LONGEST_SIDE = 2000;
const MIN_WIDTH = 400;
const MIN_HEIGHT = 200;
/** How far edges wind, as a share of their length: coastlines most, borders between provinces a little. */
const COAST_AMPLITUDE = 0.22;
const WILD_AMPLITUDE = 0.14;
const BORDER_AMPLITUDE = 0.07;
/**
 * How many times their typical spacing the map points may span: at 2000 px across (the
 * widest board drawn by default), more puts neighbouring points less than a pixel apart,
 * and the board is no use (one point far out, a typo, crowds all the others into a corner).
 */
const MAX_SPREAD = 2000;

interface Seed {
  readonly province: Province | null;
  /** For phantom seeds: whether the nearest real seed is land. */
  readonly land: boolean;
  readonly point: Point;
}

/**
 * The board's size and the scale `k` (px per map unit) of the map's box (x0, y0)–(x1, y1):
 * the width asked, the height following; else points TYPICAL_SPACING_PX apart, a small map
 * scaled up to MIN_WIDTH, a large one down to LONGEST_SIDE on its longer side, whether it
 * is wide or tall; a side left shorter than its minimum is widened around the map, not
 * scaled (a column of 300 provinces scaled up to 400 px across had made a board 80,000 px
 * high, and a row of 300 one 10 px high). `minX`, `minY`: the map point at the board's corner.
 */
function boardSize(x0: number, y0: number, x1: number, y1: number, spacing: number, asked: number | undefined): { width: number; height: number; k: number; minX: number; minY: number } {
  const spanX = Math.max(x1 - x0, 1e-9);
  const spanY = Math.max(y1 - y0, 1e-9);
  if (asked !== undefined) return { width: asked, height: Math.ceil(spanY * (asked / spanX)), k: asked / spanX, minX: x0, minY: y0 };
  const scale = Math.min(Math.max(TYPICAL_SPACING_PX / spacing, MIN_WIDTH / spanX), LONGEST_SIDE / Math.max(spanX, spanY));
  const across = Math.round(spanX * scale);
  const width = Math.max(MIN_WIDTH, across);
  // A map as wide as its board fills it exactly: the scale is the rounded width's.
  const k = across >= MIN_WIDTH ? width / spanX : scale;
  const down = Math.ceil(spanY * k);
  const height = Math.max(MIN_HEIGHT, down);
  // Centred in what widening added.
  return { width, height, k, minX: width > across ? x0 - (width / k - spanX) / 2 : x0, minY: height > down ? y0 - (height / k - spanY) / 2 : y0 };
}

export function generatePlaneGeometry(variant: Variant, options: GenerateOptions = {}): BoardGeometry {
  const asked = askedWidth(options.width);
  const raw = variant.provinces.flatMap((p) =>
    mapPoints(p).map((point) => ({ province: p, point })),
  );
  if (raw.length === 0) throw new Error('the map has no points to draw');
  const [lowX, highX] = minMax(raw.map((s) => s.point[0]));
  const [lowY, highY] = minMax(raw.map((s) => s.point[1]));
  // A point so far out that the triangulation's arithmetic overflows (1e200 beside points a
  // few units apart) makes nearestDistances wrong, and the provinces it then crowds together
  // were blamed: such a point is found first, without it.
  const outlier = farOutlier(raw.map((s) => s.point));
  if (outlier !== null) {
    const others = raw.filter((_, i) => i !== outlier).map((s) => s.point);
    const [x, y] = raw[outlier].point;
    let nearestOther = Infinity;
    for (const q of others) nearestOther = Math.min(nearestOther, Math.hypot(x - q[0], y - q[1]));
    const otherSpacing = typicalSpacing(others);
    throw farPointError(raw[outlier], nearestOther, otherSpacing, Math.max(highX - lowX, highY - lowY) / otherSpacing);
  }
  const nearest = nearestDistances(raw.map((s) => s.point));
  const spacing = typicalSpacing(raw.map((s) => s.point), nearest);
  // Half a spacing of room around the outermost points.
  const pad = spacing * 0.75;
  const spread = Math.max(highX - lowX, highY - lowY) / spacing;
  if (spread > MAX_SPREAD) throw tooSpread(raw, nearest, spacing, spread);
  const { width, height, k, minX, minY } = boardSize(lowX - pad, lowY - pad, highX + pad, highY + pad, spacing, asked);
  const toBoard = (p: Point): Point => [(p[0] - minX) * k, (p[1] - minY) * k];

  const real: Seed[] = raw.map((s) => ({ province: s.province, land: kindOf(s.province) !== 'sea', point: toBoard(s.point) }));
  const shared = sharedPlace(real.map((s) => s.point), (i) => real[i].province!.id);
  if (shared) {
    const [a, b] = shared.map((i) => raw[i]);
    throw new MapPointError(
      `'${a.province.id}' and '${b.province.id}' both have a map point at ${a.point[0]} ${a.point[1]}, and only one of them can be drawn there ` +
        `(move one of the points (at X Y) so that each province has a place of its own)`,
      b.province.id,
    );
  }
  const bounds = [0, 0, width, height] as const;
  // Far from every point, land stays unplayable land; open water belongs to the nearest sea.
  const realDelaunay = Delaunay.from(real.map((s): [number, number] => [s.point[0], s.point[1]]));
  let hint = 0;
  const phantoms: Seed[] = phantomSeeds(real.map((s) => s.point), bounds, spacing * k * 2.2).flatMap((point) => {
    hint = realDelaunay.find(point[0], point[1], hint);
    return real[hint].land ? [{ province: null, land: true, point }] : [];
  });
  const seeds = [...real, ...phantoms];
  const cells = voronoiCells(seeds.map((s) => s.point), bounds);
  const owner = (i: number) => seeds[i].province?.id ?? ':land';

  const rough = (s: Seed) => !s.province || kindOf(s.province) === 'impassable';
  const amplitude = (i: number, j: number): number => {
    const [a, b] = [seeds[i], seeds[j]];
    if (a.land !== b.land) return COAST_AMPLITUDE;
    // Borders between seas stay straight, as sea borders are drawn on maps.
    if (!a.land) return 0;
    return rough(a) || rough(b) ? WILD_AMPLITUDE : BORDER_AMPLITUDE;
  };
  const edges = naturalCellEdges(seeds.map((s) => s.point), cells, owner, amplitude);
  const cellsOf = new Map<Province, Point[][]>();
  seeds.forEach((s, i) => {
    if (!s.province) return;
    const list = cellsOf.get(s.province);
    if (list) list.push(edges.ring(i));
    else cellsOf.set(s.province, [edges.ring(i)]);
  });
  const provinces: Record<string, ProvinceShape> = {};
  for (const province of variant.provinces) {
    const mine = cellsOf.get(province) ?? [];
    const rings = tidyRoundedRings(mergeRings(roundRings(mine)));
    if (rings.length === 0) continue;
    const preferred = province.points[0] ? toBoard([province.points[0].x, province.points[0].y]) : null;
    const coasts = Object.fromEntries(province.coasts.map((c) => [c.id, c.points[0] ? toBoard([c.points[0].x, c.points[0].y]) : null]));
    const label = province.label ? toBoard([province.label.x, province.label.y]) : null;
    provinces[province.id] = shapeProvince(ringsToPath(rings), kindOf(province), rings, preferred, { coasts, label });
  }
  placeCoasts(variant, provinces);
  spreadUnits(variant, provinces);
  placeLabels(variant, provinces, labelsGiven(variant));
  placeCoastMarkers(variant, provinces);

  const landCells = seeds.flatMap((s, i) => (s.land ? [edges.ring(i)] : []));
  // Between land and water the coastline is drawn instead.
  const borders = edges.between((i, j) => seeds[i].land === seeds[j].land);
  return {
    width,
    height,
    provinces,
    background: { land: ringsToPath(tidyRoundedRings(mergeRings(roundRings(landCells)))) },
    borders: linesToPath(borders),
  };
}

/** Short for a distance in a message: 99996.2 as 99996, 0.0123456 as 0.0123, 1e300 as 1e+300. */
function short(v: number): string {
  if (!Number.isFinite(v)) return 'more than 1e+308';
  return Math.abs(v) >= 100 ? String(Math.round(v)) : String(Number(v.toPrecision(3)));
}

/**
 * How many times farther from the middle of the map (the median point) than most points a
 * point must lie to be refused before the triangulation: far beyond MAX_SPREAD (half the
 * points lie within the median distance r of the middle, so the typical spacing is at most
 * about 2r), and far below where its arithmetic breaks down (a ratio of about 1e75).
 */
const OUTLIER_RATIO = 1e6;

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The index of the point farthest from the middle of the map when it lies more than OUTLIER_RATIO times as far as most; else null. */
export function farOutlier(points: readonly Point[]): number | null {
  if (points.length < 3) return null;
  const mx = median(points.map((p) => p[0]));
  const my = median(points.map((p) => p[1]));
  const distances = points.map((p) => Math.hypot(p[0] - mx, p[1] - my));
  const nonzero = distances.filter((d) => d > 0);
  if (nonzero.length === 0) return null;
  const typical = median(nonzero);
  let far = 0;
  for (let i = 1; i < distances.length; i++) if (distances[i] > distances[far]) far = i;
  return distances[far] > typical * OUTLIER_RATIO ? far : null;
}

function farPointError(at: { province: Province; point: Point }, nearest: number, spacing: number, spread: number): MapPointError {
  const { province, point } = at;
  return new MapPointError(
    `the map point of '${province.id}' (at ${point[0]} ${point[1]}) is ${short(nearest)} from the nearest other point, ` +
      `while neighbouring points typically lie ${short(spacing)} apart: the map spans ${short(spread)} times that, too much to draw ` +
      `its provinces apart on one board (is the point a typo? move it nearer the others)`,
    province.id,
  );
}

/**
 * Why a map spread too thinly cannot be drawn, naming the point farthest from all the
 * others when there is one that stands out (the usual cause: a typo in its coordinates).
 */
function tooSpread(raw: readonly { province: Province; point: Point }[], nearest: readonly number[], spacing: number, spread: number): Error {
  let far = -1;
  for (let i = 0; i < nearest.length; i++) if (Number.isFinite(nearest[i]) && (far < 0 || nearest[i] > nearest[far])) far = i;
  if (far >= 0 && nearest[far] > spacing * 10) return farPointError(raw[far], nearest[far], spacing, spread);
  return new Error(
    `the map points span ${short(spread)} times the distance neighbouring points typically lie apart (${short(spacing)}), ` +
      `too much to draw the provinces apart on one board (space the points more evenly, or draw the board in an SVG file)`,
  );
}
