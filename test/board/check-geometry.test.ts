import { describe, expect, it } from 'vitest';
import { checkGeometry, checkVariantBoard, loadCheckedBoard } from '../../board/check-geometry.js';
import { importSvg } from '../../board/geometry/import-svg.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import type { Span } from '../../dsl/ast.js';
import { fixtureText, tinyDir, tinyVariant, tinyVariantWith } from './support.js';

const codes = (d: { code: string; message: string }[]) => d.map((x) => `${x.code} ${x.message}`);

describe('checkGeometry', () => {
  it('warns when shapes share a border the adjacency table lacks', () => {
    const variant = tinyVariantWith((text) => text.replace('  nor: eas wes nse\n', '  nor: wes nse\n'));
    expect(codes(checkGeometry(variant, generateGeometry(variant)))).toEqual([
      "DIP4001 'eas' and 'nor' share a border on the board but are not adjacent",
    ]);
  });

  it('warns when adjacent provinces do not touch, unless a feature joins them', () => {
    const variant = tinyVariantWith((text) => text.replace('  nor: eas wes nse\n', '  nor: eas wes nse sou\n'));
    const geometry = generateGeometry(variant);
    expect(codes(checkGeometry(variant, geometry))).toEqual([
      "DIP4002 'nor' and 'sou' are adjacent but their shapes on the board do not touch",
    ]);
    const bridged = tinyVariantWith((text) => text + '\nbridge nor sou\n');
    expect(checkGeometry(bridged, generateGeometry(bridged))).toEqual([]);
  });

  it('warns about provinces without a shape, and labels outside their shape, with the span given', () => {
    const variant = tinyVariant('tiny-svg.dip');
    const withoutMid = fixtureText('tiny/tiny.svg').replace('<rect id="mid"', '<rect id="middle-ground"');
    const geometry = importSvg(variant, withoutMid, 'tiny.svg');
    const span: Span = { file: 'tiny-svg.dip', start: 0, end: 7, line: 1, column: 1, endLine: 1, endColumn: 8 };
    const moved = { ...geometry, provinces: { ...geometry.provinces, eas: { ...geometry.provinces.eas, labelAnchor: [5, 5] as const } } };
    const diagnostics = checkGeometry(variant, moved, span);
    expect(codes(diagnostics)).toEqual([
      "DIP4004 the label of 'eas' falls outside its shape on the board",
      "DIP4003 province 'mid' has no shape on the board",
    ]);
    expect(diagnostics.every((d) => d.span === span && d.severity === 'warning')).toBe(true);
  });

  it('says once, as a warning, that a map without any point has no board yet', () => {
    const typing = tinyVariantWith((text) => text.replace(/ at \d+ \d+/g, ''));
    const { geometry, diagnostics } = loadCheckedBoard(typing, tinyDir);
    expect(geometry).toBe(null);
    expect(codes(diagnostics)).toEqual(['DIP4006 no province has a map point (at X Y): no board is drawn until one does']);
    expect(diagnostics[0].severity).toBe('warning');
  });

  it('loads the board the variant names, and reports one that cannot be loaded as DIP4005', () => {
    expect(checkVariantBoard(tinyVariant('tiny-svg.dip'), tinyDir)).toEqual([]);
    const lost = { ...tinyVariant(), geometry: { kind: 'svg' as const, file: 'lost.svg' } };
    const [diagnostic, ...rest] = checkVariantBoard(lost, tinyDir);
    expect(rest).toEqual([]);
    expect(diagnostic.code).toBe('DIP4005');
    expect(diagnostic.severity).toBe('error');
    expect(diagnostic.message).toBe(`cannot draw the board from ${tinyDir}/lost.svg: no such file`);
  });
});
