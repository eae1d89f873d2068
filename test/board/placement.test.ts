/**
 * Where every shipped board puts things, measured on each distinct board: units' places
 * well inside their provinces and apart from other provinces' units; labels clear of every
 * unit, inside their province or, in one too small for both, beside its unit over the sea;
 * centre dots clear of the ring a hold or a build draws round a unit; each coast's fleet
 * and marker on the shore of that coast's seas; a dislodged unit beside the unit that took
 * its place, inside its province where there is room; no border drawn through a province.
 * Sizes are the drawn ones (map-layers.ts, unit-layers.ts, order-layers.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestPoint } from '../../board/geometry/anchors.js';
import { SHORE_REACH } from '../../board/geometry/coast-anchors.js';
import { dislodgedSpot } from '../../board/geometry/dislodged-spot.js';
import { geometryKey } from '../../board/geometry/geometry-cache.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { distanceToBoundary, pointInRegion } from '../../board/geometry/polygon.js';
import type { BoardGeometry, Point, ProvinceShape } from '../../board/geometry/types.js';
import { provinceAbbreviation } from '../../model/abbreviation.js';
import type { Province, UnitType, Variant } from '../../model/variant.js';
import { loadVariant, variantsDir } from '../support/variants.js';
import { distance } from './support.js';

/** Every .dip file under variants/, as `standard/standard.dip`. */
function shippedVariants(dir = variantsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedVariants(path);
    return entry.name.endsWith('.dip') ? [relative(variantsDir, path)] : [];
  });
}

/** One variant per distinct board (Standard's nine variants share one). */
const boards: { name: string; variant: Variant; geometry: BoardGeometry }[] = [];
const seen = new Set<string>();
for (const name of shippedVariants().sort()) {
  const variant = loadVariant(name);
  if (variant.geometry.kind !== 'generated') continue;
  const key = geometryKey(variant, null);
  if (seen.has(key)) continue;
  seen.add(key);
  boards.push({ name, variant, geometry: generateGeometry(variant) });
}

/** A unit's box: a fleet's hull is 25 px long, an army's disc 19 px across. */
const UNIT_HALF_WIDTH = 12.5;
const UNIT_HALF_HEIGHT = 9.5;
/** The ring of a hold or a build (14 px, its stroke 2 px), to its outer edge. */
const RING = 15;
/** A centre's dot, 6.5 px under the label's anchor, its home ring 5.2 px and stroke included. */
const DOT_BELOW = 6.5;
const DOT_RADIUS = 5.9;
/** How far a label may touch a unit's box (px). */
const TOUCH = 2.5;

/** How far inside the shape p lies (negative: outside). */
const depth = (p: Point, shape: ProvinceShape) => (pointInRegion(p, shape.polygons) ? 1 : -1) * distanceToBoundary(p, shape.polygons);
/** The most room anywhere in the shape. */
const roomOf = (shape: ProvinceShape) => depth(bestPoint(shape.polygons, (_, clearance) => clearance)!, shape);

/**
 * Every place a unit may stand: each province's, each coast's, each shore fleet's (`shore`:
 * a fleet's place on a shore); impassable provinces have none.
 */
function places(geometry: BoardGeometry): { province: string; location: string; type: UnitType | null; at: Point; shore: boolean }[] {
  return Object.entries(geometry.provinces).flatMap(([province, shape]) =>
    shape.kind === 'impassable'
      ? []
      : [
          { province, location: province, type: null, at: shape.unitAnchor, shore: false },
          ...Object.entries(shape.coasts ?? {}).map(([coast, c]) => ({ province, location: `${province}/${coast}`, type: 'fleet' as const, at: c.unitAnchor, shore: true })),
          ...(shape.fleetAnchor ? [{ province, location: province, type: 'fleet' as const, at: shape.fleetAnchor, shore: true }] : []),
        ],
  );
}

/** A label as drawn: its name (over a centre's dot), as a box. */
function labelBox(province: Province, shape: ProvinceShape): { at: Point; hw: number; hh: number } {
  const hw = provinceAbbreviation(province).length * 3.1 + 1;
  const [x, y] = shape.labelAnchor;
  // The name 11 px high, 4.5 px above the anchor for a centre; the dot under it.
  return province.supplyCentre ? { at: [x, y + 0.7], hw: Math.max(hw, DOT_RADIUS), hh: 11.7 } : { at: [x, y], hw, hh: 6.5 };
}

/** The seas a coast borders, and those only the province's other coasts border. */
function coastSeas(variant: Variant, geometry: BoardGeometry, province: Province, coast: string): { own: ProvinceShape[]; others: ProvinceShape[] } {
  const seas = (c: string) => (variant.adjacency.fleet[`${province.id}/${c}`] ?? []).map((l) => l.split('/')[0]).filter((id) => geometry.provinces[id]?.kind === 'sea');
  const own = seas(coast);
  const others = province.coasts.filter((c) => c.id !== coast).flatMap((c) => seas(c.id)).filter((id) => !own.includes(id));
  return { own: own.map((id) => geometry.provinces[id]), others: others.map((id) => geometry.provinces[id]) };
}
const toSeas = (p: Point, seas: readonly ProvinceShape[]) => Math.min(Infinity, ...seas.map((s) => distanceToBoundary(p, s.polygons)));

describe.each(boards)('the board of $name', ({ variant, geometry }) => {
  const shaped = variant.provinces.filter((p) => geometry.provinces[p.id]);
  const all = places(geometry);
  const rooms = new Map(shaped.map((p) => [p.id, roomOf(geometry.provinces[p.id])]));

  it("puts every unit's place well inside its province, as far as the province has room", () => {
    for (const { province, location, at, shore } of all) {
      const margin = Math.min(shore ? 4 : 8, rooms.get(province)! * 0.6);
      expect(depth(at, geometry.provinces[province]), location).toBeGreaterThanOrEqual(margin);
    }
  });

  it("keeps different provinces' units a unit's length and more apart (Canton's army clear of Hong Kong's fleet)", () => {
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        if (a.province !== b.province) expect(distance(a.at, b.at), `${a.location} ${b.location}`).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('writes no label over a unit, and each inside its province or beside its unit over the sea', () => {
    for (const province of shaped) {
      const shape = geometry.provinces[province.id];
      if (province.terrain === 'impassable') continue;
      const box = labelBox(province, shape);
      for (const { location, at } of all) {
        const gap = Math.max(Math.abs(at[0] - box.at[0]) - box.hw - UNIT_HALF_WIDTH, Math.abs(at[1] - box.at[1]) - box.hh - UNIT_HALF_HEIGHT);
        expect(gap, `${province.id}'s label over ${location}`).toBeGreaterThanOrEqual(-TOUCH);
      }
      if (pointInRegion(shape.labelAnchor, shape.polygons)) {
        expect(shape.labelOutside, province.id).toBeUndefined();
        continue;
      }
      // Outside only where the province is too small for both, said so, and beside the unit, not on a neighbour.
      expect(shape.labelOutside, province.id).toBe(true);
      expect(distance(shape.labelAnchor, shape.unitAnchor), province.id).toBeLessThanOrEqual(36);
      const under = shaped.filter((p) => p.id !== province.id && geometry.provinces[p.id].kind !== 'sea' && pointInRegion(shape.labelAnchor, geometry.provinces[p.id].polygons));
      expect(under.map((p) => p.id), province.id).toEqual([]);
    }
  });

  it('keeps centre dots out of the ring a hold or a build draws round a unit, where the province has room', () => {
    for (const province of shaped.filter((p) => p.supplyCentre && rooms.get(p.id)! >= 20)) {
      const anchor = geometry.provinces[province.id].labelAnchor;
      const dot: Point = [anchor[0], anchor[1] + DOT_BELOW];
      for (const { location, at } of all) expect(distance(dot, at), `${province.id}'s dot under ${location}'s ring`).toBeGreaterThanOrEqual(RING + DOT_RADIUS);
    }
  });

  it("stands each coast's fleet and writes its marker on the shore of that coast's seas, the marker clear of the fleet's ring", () => {
    for (const province of shaped.filter((p) => p.coasts.length > 0)) {
      const shape = geometry.provinces[province.id];
      for (const coast of province.coasts) {
        const where = `${province.id}/${coast.id}`;
        const { own, others } = coastSeas(variant, geometry, province, coast.id);
        const fleet = shape.coasts?.[coast.id]?.unitAnchor;
        expect(fleet, where).toBeDefined();
        expect(depth(fleet!, shape), where).toBeGreaterThanOrEqual(4);
        expect(toSeas(fleet!, own), where).toBeLessThanOrEqual(12);
        if (others.length > 0) expect(toSeas(fleet!, own), where).toBeLessThan(toSeas(fleet!, others));
        if (province.coasts.length < 2) continue;
        // The marker (`nc`): Bangkok's east coast's in Bangkok, Seoul's east coast's by the Sea of Japan.
        const marker = shape.coasts![coast.id].marker;
        expect(marker, where).toBeDefined();
        expect(pointInRegion(marker!, shape.polygons), where).toBe(true);
        expect(toSeas(marker!, own), where).toBeLessThanOrEqual(12);
        if (others.length > 0) expect(toSeas(marker!, own), where).toBeLessThan(toSeas(marker!, others));
        const hw = coast.id.length * 3.3 + 1;
        const dx = Math.max(Math.abs(fleet![0] - marker![0]) - hw, 0);
        const dy = Math.max(Math.abs(fleet![1] - marker![1]) - 5, 0);
        expect(Math.hypot(dx, dy), `${where}'s marker under its fleet's ring`).toBeGreaterThanOrEqual(RING);
      }
    }
  });

  it("stands a fleet of a one-coast province by its seas: at its unit place when that is near them, else on the shore", () => {
    for (const province of shaped.filter((p) => p.terrain === 'coastal' && p.coasts.length === 0)) {
      const shape = geometry.provinces[province.id];
      const seas = (variant.adjacency.fleet[province.id] ?? []).map((l) => l.split('/')[0]).filter((id) => geometry.provinces[id]?.kind === 'sea').map((id) => geometry.provinces[id]);
      if (seas.length === 0) continue;
      const fleet = shape.fleetAnchor ?? shape.unitAnchor;
      expect(toSeas(fleet, seas), province.id).toBeLessThanOrEqual(SHORE_REACH);
      // Only an inland unit place gets a fleet's place of its own.
      if (shape.fleetAnchor) expect(toSeas(shape.unitAnchor, seas), province.id).toBeGreaterThan(SHORE_REACH);
    }
  });

  it('puts a dislodged unit beside the unit that took its place, clear of it, inside its province where there is room', () => {
    for (const { province, location, type, at } of all) {
      const spot = dislodgedSpot(geometry, location, variant, type)!;
      const own = all.filter((p) => p.province === province);
      // Its ring (12.5 px) clear of a fleet's hull (12.5 px) there: a fixed 24 px touched Trieste's army.
      for (const p of own) expect(distance(spot, p.at), `${location} dislodged, by ${p.location}`).toBeGreaterThanOrEqual(25);
      expect(distance(spot, at), location).toBeLessThanOrEqual(64);
      // Room: 50 px across at its widest, room for a unit and a dislodged one beside it.
      if (rooms.get(province)! >= 25) expect(depth(spot, geometry.provinces[province]), location).toBeGreaterThanOrEqual(3);
      else {
        // Outside a province too small for it: not over a neighbour's land, where it would read as the neighbour's.
        const under = Object.entries(geometry.provinces).filter(([id, s]) => id !== province && s.kind !== 'sea' && pointInRegion(spot, s.polygons));
        expect(under.map(([id]) => id), location).toEqual([]);
      }
    }
  });

  it('draws no border with the same province on both sides (Seoul had one along a line between two of its cells)', () => {
    const lines = (geometry.borders ?? '').split('M').slice(1).map((part) => part.trim().split(/[ L]+/).map(Number));
    const owner = (p: Point) => shaped.find((q) => pointInRegion(p, geometry.provinces[q.id].polygons))?.id ?? null;
    for (const line of lines) {
      for (let i = 0; i + 3 < line.length; i += 2) {
        const [a, b]: Point[] = [[line[i], line[i + 1]], [line[i + 2], line[i + 3]]];
        const length = distance(a, b);
        if (length < 3) continue;
        const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        const normal: Point = [(-(b[1] - a[1]) / length) * 1.5, ((b[0] - a[0]) / length) * 1.5];
        const left = owner([mid[0] + normal[0], mid[1] + normal[1]]);
        const right = owner([mid[0] - normal[0], mid[1] - normal[1]]);
        if (left !== null) expect(left, `border ${a} ${b}`).not.toBe(right);
      }
    }
  });
});

describe.runIf(boards.some((b) => b.variant.id === 'colonial-1996'))('the Colonial board’s smallest provinces', () => {
  const { variant, geometry } = boards.find((b) => b.variant.id === 'colonial-1996')!;

  it("writes Hong Kong's and Singapore's names beside their fleets, over the sea, not over them", () => {
    for (const id of ['hon', 'sin']) {
      const shape = geometry.provinces[id];
      expect(shape.labelOutside, id).toBe(true);
      const sea = Object.values(geometry.provinces).some((s) => s.kind === 'sea' && pointInRegion(shape.labelAnchor, s.polygons));
      expect(sea, id).toBe(true);
      expect(distance(shape.labelAnchor, shape.unitAnchor), id).toBeGreaterThan(UNIT_HALF_WIDTH + 10);
    }
    expect(variant.provinces.find((p) => p.id === 'hon')!.supplyCentre).toBe(true);
  });
});
