/**
 * Colonial Diplomacy's generated board: Asia from its map points, with the railway, the
 * land bridges and the Suez gateway drawn, and only the board warnings its file explains.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkGeometry, loadGeometry, renderBoard } from '../../board/index.js';
import { compileFile } from '../../compiler/compile.js';
import type { Variant } from '../../model/variant.js';

const dir = fileURLToPath(new URL('../../variants/colonial/', import.meta.url));
const compiled = (file: string): Variant => compileFile(dir + file).variant!;
const v94 = compiled('colonial-1994.dip');
const v96 = compiled('colonial-1996.dip');
const geometry = loadGeometry(v96, dir);
const svg = renderBoard(v96, geometry);

/** The drawn special features of one kind (`g.feature.railway`, …). */
function groups(markup: string, kind: string): string[] {
  return markup.match(new RegExp(`<g class="feature ${kind}"[^>]*>.*?</g>`, 'g')) ?? [];
}

describe('the Colonial board', () => {
  it('leaves only the three warnings colonial-1994.dip gives a reason for', () => {
    const found = checkGeometry(v96, geometry).map((d) => `${d.code} ${d.message.replace(/ \(.*\)$/, '')}`);
    expect(found).toEqual([
      "DIP4001 'low' and 'sul' share a border on the board but are not adjacent",
      "DIP4001 'low' and 'tim' share a border on the board but are not adjacent",
      "DIP4002 'kyo' and 'kyu' are adjacent but their shapes on the board do not touch",
    ]);
    const source = compileFile(dir + 'colonial-1994.dip').sources.get(dir + 'colonial-1994.dip')!;
    for (const reason of ['# - DIP4002 kyo–kyu:', '# - DIP4001 low–sul:', '# - DIP4001 low–tim:']) expect(source).toContain(reason);
  });

  it('draws a shape for every province', () => {
    expect(Object.keys(geometry.provinces).sort()).toEqual(v96.provinces.map((p) => p.id).sort());
  });

  it('draws the Trans-Siberian Railway as a railway through its six provinces', () => {
    const [railway] = groups(svg, 'railway');
    expect(railway).toContain('<title>Trans-Siberian Railway (railway)</title>');
    const track = railway.match(/class="rail" d="([^"]+)"/)![1];
    expect(track.match(/[ML]/g)).toHaveLength(6);
    const [mos, vla] = [geometry.provinces.mos.unitAnchor, geometry.provinces.vla.unitAnchor];
    expect(track.startsWith(`M${Math.round(mos[0] * 10) / 10} ${Math.round(mos[1] * 10) / 10}`)).toBe(true);
    expect(track.endsWith(`L${Math.round(vla[0] * 10) / 10} ${Math.round(vla[1] * 10) / 10}`)).toBe(true);
  });

  it('draws the land bridges (Otaru–Sakhalin from 1996 on) and the Suez Canal', () => {
    const between = (v: Variant, markup: string) => groups(markup, 'bridge').map((g) => g.match(/data-between="([^"]+)"/)![1]);
    expect(between(v96, svg)).toEqual(['mna ceb', 'ceb dav', 'ota sak']);
    expect(between(v94, renderBoard(v94, loadGeometry(v94, dir)))).toEqual(['mna ceb', 'ceb dav']);
    const [suez] = groups(svg, 'gateway');
    expect(suez).toContain('data-province="egy"');
    expect(suez).toContain('<title>gateway: Mediterranean Sea – Egypt – Red Sea</title>');
    // The canal runs from the Mediterranean's shore to the Red Sea's, through Egypt.
    const points = suez.match(/class="water" d="([^"]+)"/)![1].match(/[-\d.]+/g)!.map(Number);
    const [x1, y1, x2, y2] = [points[0], points[1], points[points.length - 2], points[points.length - 1]];
    const [from, to] = [[x1, y1], [x2, y2]];
    const near = (p: number[], id: string) =>
      Math.min(...geometry.provinces[id].polygons.flat().map((q) => Math.hypot(p[0] - q[0], p[1] - q[1])));
    expect(near(from, 'med')).toBeLessThan(6);
    expect(near(to, 'red')).toBeLessThan(6);
    expect(Math.hypot(to[0] - from[0], to[1] - from[1])).toBeLessThan(60);
  });

  it('escapes the names it writes into the drawing', () => {
    const named: Variant = {
      ...v96,
      features: v96.features.map((f) => (f.kind === 'railway' ? { ...f, names: { en: '<script>"rail"</script>' } } : f)),
    };
    const markup = renderBoard(named, geometry);
    expect(markup).toContain('<title>&lt;script&gt;"rail"&lt;/script&gt; (railway)</title>');
    expect(markup).not.toContain('<script>');
  });
});
