import { describe, expect, it } from 'vitest';
import { checkGeometry } from '../../board/check-geometry.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { pointInRegion, regionArea } from '../../board/geometry/polygon.js';
import { tinyVariant } from './support.js';

describe('generated plane board', () => {
  const variant = tinyVariant();
  const geometry = generateGeometry(variant);

  it('gives every province one shape of its kind, tiling the island', () => {
    for (const province of variant.provinces) {
      const shape = geometry.provinces[province.id];
      expect(shape, province.id).toBeDefined();
      expect(shape.kind).toBe(province.terrain === 'sea' ? 'sea' : 'land');
      expect(shape.polygons).toHaveLength(1);
    }
    // The middle province is the square between the four coastal ones.
    const mid = geometry.provinces.mid;
    expect(regionArea(mid.polygons)).toBeGreaterThan(0);
    for (const id of ['nor', 'eas', 'sou', 'wes']) {
      expect(pointInRegion(geometry.provinces[id].unitAnchor, mid.polygons)).toBe(false);
    }
  });

  it('puts units and labels inside their province, the designer’s point where there is room', () => {
    for (const shape of Object.values(geometry.provinces)) {
      expect(pointInRegion(shape.unitAnchor, shape.polygons)).toBe(true);
      expect(pointInRegion(shape.labelAnchor, shape.polygons)).toBe(true);
    }
    // `nor` is at 200 100 and `mid` at 200 200 on a 0..400 map: the units sit right there.
    const nor = geometry.provinces.nor.unitAnchor;
    const mid = geometry.provinces.mid.unitAnchor;
    expect(nor[0]).toBeCloseTo(mid[0], 0);
    expect(mid[1] - nor[1]).toBeGreaterThan(geometry.width * 0.18);
  });

  it('matches the adjacency table', () => {
    expect(checkGeometry(variant, geometry)).toEqual([]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(generateGeometry(variant))).toBe(JSON.stringify(geometry));
  });

  it('rounds coordinates to a tenth of a pixel', () => {
    const numbers = JSON.stringify(geometry).match(/-?\d+\.\d+/g) ?? [];
    for (const n of numbers) expect(n.split('.')[1].length).toBeLessThanOrEqual(1);
  });
});
