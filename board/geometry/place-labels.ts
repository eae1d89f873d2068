/**
 * Labels, placed once every unit has its place: each inside its province with room for
 * the name (and a centre's dot under it), near its own unit but clear of every unit
 * symbol and of the labels placed before it. Small provinces choose first.
 */
import type { Variant } from '../../model/variant.js';
import { bestPoint } from './anchors.js';
import { bboxOf, regionArea } from './polygon.js';
import type { Point, ProvinceShape } from './types.js';

/** Half the size of a label block (a three-letter name over a centre's dot), px. */
const HALF_WIDTH = 11;
const HALF_HEIGHT = 10;
/** A unit symbol's radius with a little air. */
const UNIT_RADIUS = 8.5;
const ROOM = 9;

interface Obstacle {
  readonly at: Point;
  /** Half sizes of the box that must stay clear around `at`. */
  readonly halfWidth: number;
  readonly halfHeight: number;
}

/** How far a label centred at p stays clear of an obstacle (negative: they overlap). */
function gap(p: Point, o: Obstacle): number {
  return Math.max(Math.abs(p[0] - o.at[0]) - HALF_WIDTH - o.halfWidth, Math.abs(p[1] - o.at[1]) - HALF_HEIGHT - o.halfHeight);
}

export function placeLabels(variant: Variant, provinces: Record<string, ProvinceShape>, given: ReadonlySet<string> = new Set()): void {
  const units: Obstacle[] = [];
  for (const shape of Object.values(provinces)) {
    units.push({ at: shape.unitAnchor, halfWidth: UNIT_RADIUS, halfHeight: UNIT_RADIUS });
    for (const coast of Object.values(shape.coasts ?? {})) units.push({ at: coast.unitAnchor, halfWidth: UNIT_RADIUS, halfHeight: UNIT_RADIUS });
  }
  const labels: Obstacle[] = [...given].flatMap((id) =>
    provinces[id] ? [{ at: provinces[id].labelAnchor, halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT }] : [],
  );
  const order = variant.provinces
    .map((p) => p.id)
    .filter((id) => provinces[id] && !given.has(id))
    .map((id) => ({ id, area: Math.abs(regionArea(provinces[id].polygons)) }))
    .sort((a, b) => a.area - b.area || (a.id < b.id ? -1 : 1));
  for (const { id } of order) {
    const shape = provinces[id];
    const box = bboxOf(shape.polygons);
    const near = (o: Obstacle) =>
      o.at[0] > box.minX - 40 && o.at[0] < box.maxX + 40 && o.at[1] > box.minY - 40 && o.at[1] < box.maxY + 40;
    const obstacles = [...units, ...labels].filter(near);
    const own = shape.unitAnchor;
    const found = bestPoint(shape.polygons, (p, clearance) => {
      let clear = 3;
      for (const o of obstacles) clear = Math.min(clear, gap(p, o));
      return Math.min(clearance, ROOM) * 2 + clear * 4 + clearance * 0.05 - Math.hypot(p[0] - own[0], p[1] - own[1]) * 0.08;
    });
    const label: Point = found ? [Math.round(found[0] * 10) / 10, Math.round(found[1] * 10) / 10] : shape.labelAnchor;
    provinces[id] = { ...shape, labelAnchor: label };
    labels.push({ at: label, halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT });
  }
}
