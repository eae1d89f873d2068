import { describe, expect, it } from 'vitest';
import { checkGeometry, checkVariantBoard, loadCheckedBoard } from '../../board/check-geometry.js';
import { importGeoJson } from '../../board/geometry/import-geojson.js';
import { importSvg } from '../../board/geometry/import-svg.js';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { compileSource } from '../../compiler/compile.js';
import type { Span } from '../../dsl/ast.js';
import { fixtureText, tinyDir, tinyVariant, tinyVariantWith } from './support.js';

// The message without its closing hint (what to change), which the place tests check.
const codes = (d: { code: string; message: string }[]) => d.map((x) => `${x.code} ${x.message.split(' (')[0]}`);

describe('checkGeometry', () => {
  it('warns when shapes share a border the adjacency table lacks', () => {
    const variant = tinyVariantWith((text) => text.replace('  nor: eas wes nse\n', '  nor: wes nse\n'));
    expect(codes(checkGeometry(variant, generateGeometry(variant)))).toEqual([
      "DIP4001 'eas' and 'nor' share a border on the board but are not adjacent",
    ]);
  });

  it('says what would work where a border would be refused: land next to sea, a sea next to a province of several coasts', () => {
    // A border hig–wse, as the hint used to say, is an error (DIP3006): nobody crosses land–sea.
    const land = tinyVariantWith((text) => text.replace('province nor coastal', 'province nor land').replace('  nor: eas wes nse\n', '  nor: eas wes\n'));
    const [landSea, ...others] = checkGeometry(land, generateGeometry(land)).filter((d) => d.code === 'DIP4001');
    expect(others).toEqual([]);
    expect(landSea.message).toBe(
      "'nor' and 'nse' share a border on the board but are not adjacent (a border cannot join them, as 'nor' is land and 'nse' is sea: if the sea washes 'nor', make it coastal and add the border; else move their map points (at X Y), or add points between them, so that their shapes do not touch)",
    );
    const drawn = { ...land, geometry: { kind: 'svg' as const, file: 'tiny.svg' } };
    expect(checkGeometry(drawn, generateGeometry(land)).find((d) => d.code === 'DIP4001')?.message).toContain(
      "make it coastal and add the border; else redraw their shapes in tiny.svg so that they do not touch)",
    );
    const coasts = tinyVariantWith((text) =>
      text
        .replace('province eas coastal en "East" fr "Est" at 300 200', 'province eas coastal en "East" fr "Est" at 300 200\n  coast nc at 300 150\n  coast sc at 300 250')
        .replace('  eas: sou ese\n', '  eas: sou\n  eas/nc: nor\n  eas/sc: sou\n'),
    );
    const seaCoasts = checkGeometry(coasts, generateGeometry(coasts)).find((d) => d.code === 'DIP4001' && d.message.startsWith("'eas' and 'ese'"));
    expect(seaCoasts?.message).toContain("(only fleets could cross, and 'eas' has several coasts: add the border from the coast 'ese' touches (eas/nc or eas/sc), or move their map points");
  });

  it('lists a thousand pairs of one kind, then counts the rest in one warning (DIP4007)', () => {
    // 60 provinces in a row, each declared adjacent to every other: 1,770 borders, most between shapes apart.
    const ids = Array.from({ length: 60 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const text = [
      'variant row\n  en "Row"\n  victory 31 centres\n  coordinates plane',
      'power red en "Red"\n  start A p00',
      ...ids.map((id, i) => `province ${id} land en "${id.toUpperCase()}"${i < 31 ? ' centre' : ''}${i === 0 ? ' home red' : ''} at ${i * 10} 0`),
      'adjacency',
      ...ids.slice(0, -1).map((id, i) => `  ${id}: ${ids.slice(i + 1).join(' ')}`),
    ].join('\n');
    const result = compileSource(text + '\n', 'row.dip');
    expect(result.variant, result.diagnostics.map((d) => d.message).join('; ')).not.toBeNull();
    const variant = result.variant!;
    const diagnostics = checkGeometry(variant, generateGeometry(variant));
    const listed = diagnostics.filter((d) => d.code === 'DIP4002').length;
    const [more] = diagnostics.filter((d) => d.code === 'DIP4007');
    expect(listed).toBe(1000);
    expect(more.message).toMatch(/^and \d+ more pairs of provinces that are adjacent but whose shapes on the board do not touch \(DIP4002\)/);
    expect(listed + Number(/^and (\d+)/.exec(more.message)![1])).toBeGreaterThan(1700);
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

  it('says why a province with map points has no shape: they lie where the board has no land for it', () => {
    const text = [
      'variant atlantis\n  en "Atlantis"\n  victory 2 centres\n  coordinates lonlat',
      'power red en "Red"\n  start A par',
      'province par coastal en "Paris" centre home red at 2.35 48.85',
      'province ber land en "Berlin" centre at 13.4 52.5',
      'province atl coastal en "Atlantis" at -40 30',
      'province bis sea en "Biscay" at -6 45',
      'adjacency\n  par: ber bis\n  bis: atl',
    ].join('\n');
    const result = compileSource(text + '\n', 'atlantis.dip');
    expect(result.variant, result.diagnostics.map((d) => d.message).join('; ')).not.toBeNull();
    const variant = result.variant!;
    const missing = checkGeometry(variant, generateGeometry(variant)).find((d) => d.code === 'DIP4003');
    expect(missing?.message).toBe(
      "province 'atl' has no shape on the board (its map points lie where the board has no land (in the sea, by the real coastline), or other points claim all around them: move them onto land, or further from the others)",
    );
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
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(['DIP4006 no province has a map point (at X Y): no board is drawn until one does']);
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

describe('where the board warnings point', () => {
  it('points at the province or the border concerned, with the declarations beside, and says what to change', async () => {
    const { compileSource } = await import('../../compiler/compile.js');
    const file = `${tinyDir}/tiny.dip`;
    const text = fixtureText('tiny/tiny.dip').replace('  nor: eas wes nse\n', '  nor: wes nse sou\n');
    const result = compileSource(text, file);
    const board = result.board!;
    const diagnostics = checkGeometry(result.variant!, generateGeometry(result.variant!), board);
    const lineOf = (span: Span | null | undefined) => span?.line;
    const lineWith = (needle: string) => text.split('\n').findIndex((l) => l.startsWith(needle)) + 1;
    const touching = diagnostics.find((d) => d.code === 'DIP4001')!;
    expect(touching.message).toBe(
      "'eas' and 'nor' share a border on the board but are not adjacent (add the border, or map points (at X Y) between them that keep their shapes apart)",
    );
    expect(lineOf(touching.span)).toBe(lineWith('province eas'));
    expect(touching.related?.map((r) => lineOf(r.span))).toEqual([lineWith('province nor')]);
    const apart = diagnostics.find((d) => d.code === 'DIP4002')!;
    expect(apart.message).toContain("'nor' and 'sou' are adjacent but their shapes on the board do not touch (move their map points (at X Y) closer");
    expect(lineOf(apart.span)).toBe(lineWith('  nor: wes nse sou'));
    expect(apart.related?.map((r) => lineOf(r.span))).toEqual([lineWith('province nor'), lineWith('province sou')]);
  });

  it('names the file to redraw for a drawn board', () => {
    const variant = tinyVariant('tiny-svg.dip');
    const withoutMid = fixtureText('tiny/tiny.svg').replace('<rect id="mid"', '<rect id="middle-ground"');
    const [missing] = checkGeometry(variant, importSvg(variant, withoutMid, 'tiny.svg'));
    expect(missing.message).toBe("province 'mid' has no shape on the board (draw it in tiny.svg, with the province id as its id)");
  });

  it("names a shape of the file whose id is a slip from the missing province's, in an SVG or a GeoJSON file", () => {
    const svgVariant = tinyVariant('tiny-svg.dip');
    const misspelt = fixtureText('tiny/tiny.svg').replace('<rect id="mid"', '<rect id="MDI"');
    const [fromSvg] = checkGeometry(svgVariant, importSvg(svgVariant, misspelt, 'tiny.svg'));
    expect(fromSvg.message).toBe("province 'mid' has no shape on the board (draw it in tiny.svg, with the province id as its id: its shape 'MDI' there names no province)");
    const geoVariant = tinyVariant('tiny-geojson.dip');
    const geojson = fixtureText('tiny/tiny.geojson').replace('"id": "mid"', '"id": "midd"');
    const [fromGeojson] = checkGeometry(geoVariant, importGeoJson(geoVariant, geojson, 'tiny.geojson'));
    expect(fromGeojson.message).toMatch(/: its shape 'midd' there names no province\)$/);
  });
});
