/**
 * Label points set in the variant (`label at X Y`): the board writes the name there, in
 * the map's coordinates whatever the board's source, keeps other labels clear of it, and
 * warns at the clause when the point is outside the province (DIP4100) or the board (DIP4101).
 */
import { describe, expect, it } from 'vitest';
import { checkGeometry } from '../../board/check-geometry.js';
import { geometryKey } from '../../board/geometry/geometry-cache.js';
import { generateGeometry, loadGeometry } from '../../board/geometry/load-geometry.js';
import { distanceToSegment, pointInRegion } from '../../board/geometry/polygon.js';
import { compileSource } from '../../compiler/compile.js';
import { readFileSync } from 'node:fs';
import { fixtureVariant, tinyDir, tinyVariant, tinyVariantWith } from './support.js';

/** tiny.dip with label clauses added after the provinces' points. */
function withLabels(labels: Record<string, string>) {
  return tinyVariantWith((text) => {
    let out = text;
    for (const [id, point] of Object.entries(labels)) {
      const edited = out.replace(new RegExp(`(province ${id} [^\\n]*)`), `$1 label at ${point}`);
      if (edited === out) throw new Error(`no province ${id} in tiny.dip`);
      out = edited;
    }
    return out;
  });
}


describe('label at X Y on a generated plane board', () => {
  const plain = generateGeometry(tinyVariant());

  it('puts each label at its point, through the same map as the provinces’ points', () => {
    // nor at 200 100, mid at 200 200, eas at 300 200: labels set a little off them.
    const geometry = generateGeometry(withLabels({ nor: '210 120', mid: '190 180', eas: '290 230' }));
    const [n, m, e] = [geometry.provinces.nor.labelAnchor, geometry.provinces.mid.labelAnchor, geometry.provinces.eas.labelAnchor];
    // One scale for both axes, the same as between the map points: x right, y down.
    const k = (e[0] - m[0]) / 100;
    expect(k).toBeGreaterThan(0.5);
    expect(e[1] - m[1]).toBeCloseTo(50 * k, 0);
    expect(n[0] - m[0]).toBeCloseTo(20 * k, 0);
    expect(n[1] - m[1]).toBeCloseTo(-60 * k, 0);
    // Shapes and units do not move: only the labels.
    expect(geometry.provinces.mid.path).toBe(plain.provinces.mid.path);
    expect(geometry.provinces.mid.unitAnchor).toEqual(plain.provinces.mid.unitAnchor);
    expect(checkGeometry(withLabels({ nor: '210 120', mid: '190 180', eas: '290 230' }), geometry)).toEqual([]);
  });

  it('keeps the labels the board places clear of a label set in the variant', () => {
    // mid's label set by its border with wes, where wes's own label would be near.
    const geometry = generateGeometry(withLabels({ mid: '160 205' }));
    const labels = Object.values(geometry.provinces).map((s) => s.labelAnchor);
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1)) expect(Math.abs(a[0] - b[0]) >= 25 || Math.abs(a[1] - b[1]) >= 22, `${a} ${b}`).toBe(true);
    }
  });

  it('warns at the clause when the point is in another province (DIP4100) or off the board (DIP4101)', () => {
    const file = `${tinyDir}/tiny.dip`;
    const text = readFileSync(file, 'utf8')
      .replace(/(province mid [^\n]*)/, '$1 label at 300 210')
      .replace(/(province nor [^\n]*)/, '$1 label at 5000 100');
    const result = compileSource(text, file);
    expect(result.diagnostics).toEqual([]);
    const warnings = checkGeometry(result.variant!, generateGeometry(result.variant!), result.board);
    const quoted = (code: string) => {
      const d = warnings.find((w) => w.code === code)!;
      return { message: d.message, text: text.slice(d.span!.start, d.span!.end) };
    };
    expect(warnings.map((w) => w.code).sort()).toEqual(['DIP4100', 'DIP4101']);
    expect(quoted('DIP4100')).toEqual({
      message:
        "the label point of 'mid' (label at 300 210) falls outside its shape on the board: move it inside the province (its first map point is at 200 200), or remove the clause to let the board place the label",
      text: 'label at 300 210',
    });
    expect(quoted('DIP4101').text).toBe('label at 5000 100');
    expect(quoted('DIP4101').message).toContain("the label point of 'nor' (label at 5000 100) falls outside the board");
  });

  it('is part of the board cache key', () => {
    expect(geometryKey(withLabels({ mid: '190 200' }), null)).not.toBe(geometryKey(tinyVariant(), null));
    expect(geometryKey(withLabels({ mid: '190 200' }), null)).not.toBe(geometryKey(withLabels({ mid: '191 200' }), null));
  });
});

describe('label at X Y on a drawn board', () => {
  it("is in the SVG file's coordinates, and wins over the file's label anchor", () => {
    const base = tinyVariant('tiny-svg.dip');
    const file = `${tinyDir}/tiny-svg.dip`;
    const text = readFileSync(file, 'utf8') + '\nchange province mid label at 220 230\nchange province eas label at 300 200\n';
    const result = compileSource(text, file);
    expect(result.diagnostics).toEqual([]);
    const geometry = loadGeometry(result.variant!, tinyDir);
    // tiny.svg's own <circle id="mid-label"> is at 175 175.
    expect(loadGeometry(base, tinyDir).provinces.mid.labelAnchor).toEqual([175, 175]);
    expect(geometry.provinces.mid.labelAnchor).toEqual([220, 230]);
    expect(geometry.provinces.eas.labelAnchor).toEqual([300, 200]);
    expect(pointInRegion(geometry.provinces.eas.labelAnchor, geometry.provinces.eas.polygons)).toBe(true);
  });
});

describe('labels the board places', () => {
  it("keep clear of the lines a railway, a bridge or a passage draws between units", () => {
    const variant = fixtureVariant('features/features.dip');
    const geometry = generateGeometry(variant);
    const unit = (id: string) => geometry.provinces[id].unitAnchor;
    const lines = variant.features.flatMap((f) =>
      f.kind === 'railway' ? f.route.slice(1).map((id, i) => [unit(f.route[i]), unit(id)]) : f.kind === 'bridge' || f.kind === 'passage' ? [[unit(f.between[0]), unit(f.between[1])]] : [],
    );
    expect(lines.length).toBe(4);
    for (const [id, shape] of Object.entries(geometry.provinces)) {
      for (const [a, b] of lines) expect(distanceToSegment(shape.labelAnchor, a, b), id).toBeGreaterThanOrEqual(9.5);
    }
  });
});
