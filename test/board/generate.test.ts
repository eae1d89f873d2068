import { describe, expect, it } from 'vitest';
import { checkGeometry } from '../../board/check-geometry.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { pointInRegion, regionArea } from '../../board/geometry/polygon.js';
import type { BoardGeometry } from '../../board/geometry/types.js';
import { compileSource } from '../../compiler/compile.js';
import type { Variant } from '../../model/variant.js';
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

describe('a long, thin plane map', () => {
  /** A map of `count` land provinces, province i at `at(i)`, each next to the one after. */
  function stripVariant(count: number, at: (i: number) => string): Variant {
    const lines = [
      'variant strip', '  en "Strip"', '  start spring 1901', '  victory 2 centres', '  coordinates plane', '  geometry generated',
      'season spring en "Spring": movement retreats', 'season fall en "Fall": movement retreats adjustments',
      'power red en "Red"', '  adjective en "Red"', '  colour "#aa0000"', '  start A p0',
    ];
    for (let i = 0; i < count; i++) lines.push(`province p${i} land en "P${i}"${i < 2 ? ' centre home red' : ''} at ${at(i)}`);
    lines.push('adjacency', ...Array.from({ length: count - 1 }, (_, i) => `  p${i}: p${i + 1}`));
    const result = compileSource(`${lines.join('\n')}\n`, 'strip.dip');
    if (result.variant === null) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
    return result.variant;
  }
  const middle = (geometry: BoardGeometry, axis: 0 | 1): number => {
    const anchors = Object.values(geometry.provinces).map((shape) => shape.unitAnchor[axis]);
    return (Math.min(...anchors) + Math.max(...anchors)) / 2;
  };

  it('is scaled to 2,000 px down its longer side when tall, as a wide one is across (a column of 300 was 80,000 px high)', () => {
    const geometry = generateGeometry(stripVariant(300, (i) => `0 ${i}`));
    expect(geometry.height).toBe(2000);
    // At least 400 px across, for the legend: the column stands in the middle, not scaled up to fill it.
    expect(geometry.width).toBe(400);
    expect(middle(geometry, 0)).toBeCloseTo(200, -1);
  });

  it('keeps its provinces in proportion: 12 columns of 25 rows, about as wide for each step as high', () => {
    const geometry = generateGeometry(stripVariant(300, (i) => `${i % 12} ${Math.floor(i / 12)}`));
    expect(geometry.height).toBe(2000);
    expect(geometry.width / geometry.height).toBeCloseTo(12.5 / 25.5, 1);
    expect(checkGeometry(stripVariant(300, (i) => `${i % 12} ${Math.floor(i / 12)}`), geometry).filter((d) => d.code === 'DIP4003')).toEqual([]);
  });

  it('gets a board at least 200 px high when it is one row (it was 10 px), the row in the middle', () => {
    const geometry = generateGeometry(stripVariant(300, (i) => `${i} 0`));
    expect(geometry.width).toBe(2000);
    expect(geometry.height).toBe(200);
    expect(middle(geometry, 1)).toBeCloseTo(100, -1);
  });

  it('is drawn at the width asked, its height following, as before', () => {
    const geometry = generateGeometry(stripVariant(30, (i) => `0 ${i}`), { width: 300 });
    expect(geometry.width).toBe(300);
    expect(geometry.height).toBeGreaterThan(2000);
  });
});
