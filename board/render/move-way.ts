/**
 * The way a move is drawn between two provinces: from the unit to the target's place, inside
 * the provinces the unit really passes. An army goes through the two provinces' border; a
 * fleet through the water it sails: the border of the sea it enters or leaves, or, between
 * two coasts, the seas both coasts touch (F Stp/nc–Nwy along the Barents coast, not over
 * Finland; F Tok–Upp out of Tokyo's own coast, not across Honshu). Straight when that line
 * stays over those provinces (route-within.ts), else a way inside them.
 */
import { provinceOf } from '../../model/locations.js';
import type { LocationId, UnitType, Variant } from '../../model/variant.js';
import { distanceToSegment } from '../geometry/polygon.js';
import { indexRegion, type RegionIndex } from '../geometry/region-index.js';
import type { BoardGeometry, Point, Ring } from '../geometry/types.js';
import { borderCrossings, nearestBorderPoints } from './border-crossing.js';
import { routeWithin, straightWithin } from './route-within.js';

/** A border crossing this close to the straight line (px) leaves the arrow straight. */
const STRAIGHT_ENOUGH = 10;

export type MoveWay = (from: Point, fromLocation: LocationId, to: Point, toLocation: LocationId, type: UnitType | null) => Point[];

type Region = { rings: readonly Ring[]; index: RegionIndex };

/**
 * What a board has already worked out, kept while the board is: its provinces' indexes and
 * the ways found on it (a board is drawn again for each phase of a game, each page of a site).
 */
const known = new WeakMap<BoardGeometry, { regions: Map<string, Region | null>; ways: Map<string, readonly Point[]> }>();

/** The ways of moves on one board. */
export function moveWays(variant: Variant, geometry: BoardGeometry): MoveWay {
  const crossingOf = borderCrossings(geometry);
  const nearestOnBorder = nearestBorderPoints(geometry);
  if (!known.has(geometry)) known.set(geometry, { regions: new Map(), ways: new Map() });
  const { regions, ways } = known.get(geometry)!;
  const regionOf = (province: string) => {
    if (!regions.has(province)) {
      const shape = geometry.provinces[province];
      regions.set(province, shape ? { rings: shape.polygons, index: indexRegion(shape.polygons) } : null);
    }
    return regions.get(province)!;
  };
  const isSea = (province: string) => geometry.provinces[province]?.kind === 'sea';
  /** The seas a fleet sailing from one coast to another passes: those both coasts touch. */
  const sharedSeas = (a: LocationId, b: LocationId): string[] => {
    const near = new Set((variant.adjacency.fleet[a] ?? []).map(provinceOf));
    return [...new Set((variant.adjacency.fleet[b] ?? []).map(provinceOf))].filter((p) => near.has(p) && isSea(p)).sort();
  };
  const within = (from: Point, to: Point, provinces: readonly string[]): Point[] | null => {
    const shapes = provinces.map(regionOf);
    return shapes.every((s) => s !== null) ? routeWithin(from, to, shapes as Region[]) : null;
  };
  /**
   * A fleet's way from one coast to another by `sea`: out of its province by the water
   * nearest the unit, through the sea, and in by the water nearest the target's place.
   */
  const bySea = (from: Point, fromLocation: LocationId, to: Point, toLocation: LocationId, sea: string): Point[] | null => {
    const out = nearestOnBorder(fromLocation, sea, from);
    const into = nearestOnBorder(toLocation, sea, to);
    if (!out || !into) return null;
    const legs = [within(from, out, [provinceOf(fromLocation)]), within(out, into, [sea]), within(into, to, [provinceOf(toLocation)])];
    return legs.every((l) => l !== null) ? (legs as Point[][]).flatMap((l, i) => (i === 0 ? l : l.slice(1))) : null;
  };
  const length = (line: readonly Point[]) => line.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - line[i][0], p[1] - line[i][1]), 0);
  const wayOf = (from: Point, fromLocation: LocationId, to: Point, toLocation: LocationId, seas: readonly string[]): Point[] => {
    const [a, b] = [provinceOf(fromLocation), provinceOf(toLocation)];
    if (seas.length > 0) {
      const shapes = [a, b, ...seas].map(regionOf);
      if (shapes.every((s) => s !== null) && straightWithin(from, to, shapes as Region[])) return [from, to];
      // Else along the coast, through the sea: the shortest of the seas both coasts touch.
      const sailed = seas.map((sea) => bySea(from, fromLocation, to, toLocation, sea)).filter((w): w is Point[] => w !== null);
      if (sailed.length > 0) return sailed.reduce((best, w) => (length(w) < length(best) ? w : best));
    }
    // Shapes that do not meet (a bridge, a passage, a move the engine refuses): straight across.
    const via = crossingOf(fromLocation, toLocation, from, to);
    if (!via) return [from, to];
    const inside = within(from, to, [a, b]);
    if (inside) return inside;
    // No way inside them (a shape in pieces): through their border.
    if (distanceToSegment(via, from, to) < STRAIGHT_ENOUGH) return [from, to];
    return [from, via, to];
  };
  return (from, fromLocation, to, toLocation, type) => {
    const [a, b] = [provinceOf(fromLocation), provinceOf(toLocation)];
    const seas = type === 'fleet' && !isSea(a) && !isSea(b) ? sharedSeas(fromLocation, toLocation) : [];
    // The way depends on nothing else: the same move on the same board is found once.
    const key = `${fromLocation} ${from[0]} ${from[1]} ${toLocation} ${to[0]} ${to[1]} ${seas.join(' ')}`;
    if (!ways.has(key)) ways.set(key, wayOf(from, fromLocation, to, toLocation, seas));
    return [...ways.get(key)!];
  };
}
