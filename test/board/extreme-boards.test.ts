/**
 * Boards from the attack tour (/tmp/tour-attack-report.md): a coordinate far out in an SVG
 * board (the checks' work grew with it: hours for 1e10), a huge viewBox, a PNG of billions of
 * pixels, malformed SVG shown as JavaScript's errors, a map point near 1e300 blamed on other
 * provinces, a lon/lat point out of range reported at the variant line. Each ends quickly in
 * a board or a plain message. (No timings asserted: vitest's timeout catches a hang.)
 */
import { describe, expect, it } from 'vitest';
import { loadCheckedBoard } from '../../board/check-geometry.js';
import { GeometryError } from '../../board/geometry/geometry-error.js';
import { importSvg } from '../../board/geometry/import-svg.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { placeLabels } from '../../board/geometry/place-labels.js';
import { bboxOf, pointInRegion } from '../../board/geometry/polygon.js';
import { touchingPairs } from '../../board/geometry/touching-pairs.js';
import type { BoardGeometry, Point, ProvinceShape } from '../../board/geometry/types.js';
import { MAX_PNG_PIXELS, PngSizeError, renderPng } from '../../board/render/to-png.js';
import { starterVariant } from '../../cli/commands/init.js';
import { compileSource } from '../../compiler/compile.js';
import type { Variant } from '../../model/variant.js';
import { tinyDir } from './support.js';

function variantOf(text: string): Variant {
  const result = compileSource(text, `${tinyDir}/made-up.dip`);
  if (!result.variant) throw new Error(`does not compile: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.variant;
}

/** `dipkit init`'s starter map (plane points 0..4), with `change` applied to its text. */
const starter = (change: (text: string) => string = (t) => t): Variant => variantOf(change(starterVariant('s')));

/** The problem importSvg reports for the starter with this SVG board, or null when it draws it. */
function svgProblem(svg: string): string | null {
  try {
    importSvg(starter(), svg, 'board.svg');
    return null;
  } catch (error) {
    if (error instanceof GeometryError) return error.problem;
    throw error;
  }
}

const svgOf = (body: string, viewBox = '0 0 10 10') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;

describe('an SVG board with a coordinate far outside its viewBox', () => {
  it('is refused at once, naming the shape and the point (a path to 1e10 ran for hours)', () => {
    expect(svgProblem(svgOf('<path id="wmo" d="M0 0 L 1e10 0 L 0 1 Z"/>'))).toBe(
      "the shape of 'wmo' reaches far outside the board's viewBox (0 0 10 10): to 1e+10 0; shapes and anchors may reach " +
        "at most the board's own width and height beyond its edges (is a number or a transform in it a typo?)",
    );
  });

  it('refuses a transform that blows a shape up or flattens it, in words (not "Invalid typed array length")', () => {
    expect(svgProblem(svgOf('<rect id="wmo" width="1" height="1" transform="scale(1e15)"/>'))).toMatch(/^the shape of 'wmo' reaches far outside .*: to 1e\+15 0;/);
    expect(svgProblem(svgOf('<rect id="wmo" width="1" height="1" transform="skewX(90)"/>'))).toBe(
      "the transform 'skewX(90)' of 'wmo' flattens it onto a line or a point",
    );
    expect(svgProblem(svgOf('<g id="wmo" transform="scale(0)"><rect width="1" height="1"/></g>'))).toMatch(/flattens it/);
    expect(svgProblem(svgOf('<g transform="scale(1e200)"><g transform="scale(1e200)"><rect id="wmo" width="1" height="1"/></g></g>'))).toMatch(
      /is far too large: its numbers overflow/,
    );
    // An anchor too.
    expect(svgProblem(svgOf('<rect id="wmo" width="1" height="1"/><circle id="wmo-unit" cx="-1e9" cy="0" r="1"/>'))).toMatch(
      /^the anchor 'wmo-unit' reaches far outside .*: to -1e\+9 0;/,
    );
  });

  it('still draws shapes that run a little beyond the viewBox', () => {
    expect(svgProblem(svgOf('<rect id="wmo" x="-9" y="-9" width="28" height="28"/><rect id="wpo" x="2" y="2" width="1" height="1"/>'))).toBe(null);
  });
});

describe('an SVG board of a huge viewBox', () => {
  it('is scaled down to 7000 px on its longer side, shapes and anchors with it', () => {
    const rects = ['wmo', 'wpo', 'emo', 'epo', 'mid', 'bay', 'sea'].map((id, i) => `<rect id="${id}" x="0" y="${i * 100000}" width="100000" height="100000"/>`);
    const geometry = importSvg(starter(), svgOf(rects.join('') + '<circle id="sea-unit" cx="50000" cy="650000" r="5"/>', '0 0 100000 700000'), 'big.svg');
    expect([geometry.width, geometry.height]).toEqual([1000, 7000]);
    expect(bboxOf(geometry.provinces.sea.polygons)).toEqual({ minX: 0, minY: 6000, maxX: 1000, maxY: 7000 });
    expect(geometry.provinces.sea.unitAnchor).toEqual([500, 6500]);
  });

  it('keeps a board of at most 7000 px as drawn', () => {
    const geometry = importSvg(starter(), svgOf('<rect id="wmo" x="10" y="10" width="100" height="100"/>', '0 0 7000 3000'), 'b.svg');
    expect([geometry.width, geometry.height]).toEqual([7000, 3000]);
    expect(bboxOf(geometry.provinces.wmo.polygons)).toEqual({ minX: 10, minY: 10, maxX: 110, maxY: 110 });
  });
});

describe('a malformed SVG board', () => {
  it('says where the XML breaks, not what JavaScript met', () => {
    expect(svgProblem('<svg\n')).toBe('not valid SVG: the file ends inside the tag <svg> begun at line 1, column 1');
    expect(svgProblem(svgOf('<rect id="wmo" width="1" height="1"/>') + '<svg/>')).toBe(
      'not valid SVG: more than one root element (a second one, <svg>, at line 1, column 104)',
    );
    expect(svgProblem('<svg viewBox="0 0 1 1">\n  <g><rect/>\n</svg>')).toBe(
      'not valid SVG: </svg> at line 3, column 1 does not close <g> (opened at line 2, column 3)',
    );
    expect(svgProblem('<svg viewBox="0 0 1 1"><rect x="1></svg>')).toMatch(/^not valid SVG: the file ends inside a quoted value of the tag <rect> begun at line 1, column 24$/);
    expect(svgProblem('')).toBe('not valid SVG: the file has no element at all');
  });
});

describe('the touching pairs of long edges criss-crossing a large board', () => {
  it('file each edge in the cells along it, not in every cell of its box (600 diagonals of 30,000 px ran out of memory)', () => {
    const ring: Point[] = [];
    for (let i = 0; i < 300; i++) ring.push([i, 0], [30000 - i, 30000]);
    const geometry = {
      width: 30000,
      height: 30000,
      provinces: { a: { polygons: [ring] }, b: { polygons: [[[0, 0], [50, 0], [50, 50]]] } },
    } as unknown as BoardGeometry;
    const pairs = touchingPairs(geometry);
    expect([...pairs.keys()]).toEqual(['a b']);
    expect(pairs.get('a b')).toBeGreaterThan(50);
  });

  it('find the same pairs on an ordinary board', () => {
    const square = (x: number, y: number): Point[] => [[x, y], [x + 100, y], [x + 100, y + 100], [x, y + 100]];
    const geometry = {
      width: 300,
      height: 300,
      provinces: { a: { polygons: [square(0, 0)] }, b: { polygons: [square(100, 0)] }, c: { polygons: [square(0, 100)] }, d: { polygons: [square(200, 200)] } },
    } as unknown as BoardGeometry;
    const pairs = touchingPairs(geometry);
    expect([...pairs.keys()].sort()).toEqual(['a b', 'a c']);
    // 100 px of border, and the 1 px each side where the other's corner is still near.
    expect(pairs.get('a b')).toBeCloseTo(104, 5);
  });
});

describe('labels on a board hundreds of thousands of px wide', () => {
  it('are placed without walking every empty cell of each province (provinces of 300,000 px took seconds)', () => {
    const variant = starter();
    const side = 300000;
    const provinces: Record<string, ProvinceShape> = {};
    variant.provinces.forEach((p, i) => {
      const ring: Point[] = [[i * side, 0], [(i + 1) * side, 0], [(i + 1) * side, side], [i * side, side]];
      const middle: Point = [(i + 0.5) * side, side / 2];
      provinces[p.id] = { path: '', kind: 'land', polygons: [ring], unitAnchor: middle, labelAnchor: middle } as unknown as ProvinceShape;
    });
    placeLabels(variant, provinces);
    for (const [id, shape] of Object.entries(provinces)) expect(pointInRegion(shape.labelAnchor, shape.polygons), id).toBe(true);
  });
});

describe('a PNG too large to draw', () => {
  it('is refused before resvg allocates its pixels', () => {
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="700000"><rect width="10" height="10"/></svg>';
    expect(() => renderPng(huge)).toThrow(PngSizeError);
    expect(() => renderPng(huge)).toThrow(
      'the PNG would be 100000 × 700000 px (70000 megapixels), more than the 50 megapixels dipkit draws (draw the board as SVG, or ask for a narrower PNG)',
    );
    const small = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="10" height="10"/></svg>';
    expect(() => renderPng(small, { width: 20000 })).toThrow('the PNG would be 20000 × 20000 px (400 megapixels)');
    expect(() => renderPng(small, { width: 0 })).toThrow(RangeError);
    expect(MAX_PNG_PIXELS).toBe(50_000_000);
  });

  it('draws one up to the limit', () => {
    const small = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="10" height="10"/></svg>';
    const { png } = renderPng(small, { width: 400 });
    expect(png.readUInt32BE(16)).toBe(400);
    expect(png.readUInt32BE(20)).toBe(200);
  });
});

/** The GeometryError of the board of `variant`, or null when it is drawn. */
function boardError(variant: Variant): GeometryError | null {
  try {
    generateGeometry(variant);
    return null;
  } catch (error) {
    return error as GeometryError;
  }
}

describe('a map point with a huge coordinate', () => {
  for (const zeros of [100, 150, 200, 300, 307]) {
    it(`names its own province, at 1e${zeros} (not two others crowded together)`, () => {
      const variant = starter((t) => t.replace(/at 0 0$/m, `at 1${'0'.repeat(zeros)} 0`));
      const { diagnostics } = loadCheckedBoard(variant, tinyDir, null, {});
      expect(diagnostics.map((d) => d.message)).toEqual([expect.stringContaining(`the map point of 'wmo' (at 1e+${zeros} 0) is 1e+${zeros} from the nearest other point`)]);
      expect((boardError(variant) as unknown as { province: string }).province).toBe('wmo');
    });
  }

  it('names the first of two far out on either side', () => {
    const variant = starter((t) => t.replace(/at 0 0$/m, `at -1${'0'.repeat(308)} 0`).replace(/at 4 2$/m, `at 1${'0'.repeat(308)} 2`));
    expect(boardError(variant)?.message).toMatch(/the map point of '(wmo|epo)' .* spans more than 1e\+308 times that/);
  });
});

describe('a lon/lat map point out of range', () => {
  const lonlat = (change: (t: string) => string) => starter((t) => change(t.replace('coordinates plane', 'coordinates lonlat')));

  it('is reported at its province, naming it', () => {
    const variant = lonlat((t) => t.replace(/at 0 0$/m, 'at 200 95'));
    const error = boardError(variant) as unknown as { province: string; message: string };
    expect(error.province).toBe('wmo');
    expect(error.message).toContain(
      "the map point of 'wmo' (at 200 95) is not a longitude and latitude (give the longitude first, then a latitude from -90 to 90)",
    );
  });

  it('draws points at the poles and on the antimeridian', () => {
    const variant = variantOf(
      'variant poles\n  start spring 1901\n  victory 1 centres\n  coordinates lonlat\npower solo en "Solo"\n  start A par\n' +
        'province par land en "Paris" centre home solo at 2.35 48.85\nprovince ber land en "Berlin" at 13.4 52.5\n' +
        'province mad land en "Madrid" at -3.7 40.4\nprovince ant land en "Antarctica" at 0 -90\n' +
        'province arc sea en "Arctic" at 180 90\nprovince pac sea en "Pacific" at -180 0\n' +
        'adjacency\n  par: ber mad\n',
    );
    const geometry = generateGeometry(variant);
    expect(Object.keys(geometry.provinces).sort()).toEqual(['ant', 'arc', 'ber', 'mad', 'pac', 'par']);
  });
});
