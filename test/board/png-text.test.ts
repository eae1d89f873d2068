/**
 * Names in Chinese, Japanese or emoji in a PNG: drawn when the fonts have them, else shown
 * by their id (never as empty boxes), and reported (DIP4102 from dipkit render).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { renderBoard } from '../../board/render/render-board.js';
import { charactersWithoutGlyph, withTextFallbacks } from '../../board/render/png-text.js';
import { renderPng } from '../../board/render/to-png.js';
import { captureIo } from '../support/cli-io.js';
import { fixturesDir, fixtureVariant } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-cjk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const font = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
const variant = fixtureVariant('cjk/edo.dip');
const position = {
  variant: 'edo',
  phase: { season: 'spring', year: 1601, kind: 'movement' as const },
  units: [{ power: 'tokyo', type: 'army' as const, location: 'edo' }],
  dislodged: [],
  ownership: { edo: 'tokyo', kyo: 'kyoto' },
  contested: [],
};
const svg = renderBoard(variant, position);
/** What this machine's fonts lack of the fixture's names (nothing, on a machine with Noto CJK and emoji). */
const lacking = charactersWithoutGlyph(['東', '京', '都', '江', '戸', 'の', '国', '🏯', '⛩'], font);

describe('glyph detection', () => {
  it('knows a code point no font has, and letters every font has', () => {
    expect([...charactersWithoutGlyph(['\u{10FFFD}', 'A', 'é', 'ж', '\u{10FFFC}'], font)]).toEqual(['\u{10FFFD}', '\u{10FFFC}']);
    expect(charactersWithoutGlyph([], font).size).toBe(0);
  });
});

describe('a board named in Japanese and emoji, as PNG', () => {
  it('marks the texts that come from the variant with their ids', () => {
    expect(svg).toContain('data-fallback="edo">🏯 江戸の国</text>');
    expect(svg).toContain('data-fallback="tokyo">東京</text>');
    expect(svg).toContain('data-fallback="kyoto">京都</text>');
    expect(svg).toContain('data-fallback="spring 1601, movement"');
  });

  it('leaves no text the fonts cannot draw: each such name is replaced by its id, the others kept', () => {
    const { svg: drawn, fallbacks } = withTextFallbacks(svg, font);
    const expected = [
      ['🏯 江戸の国', 'edo'],
      ['東京', 'tokyo'],
      ['京都', 'kyoto'],
    ].filter(([text]) => [...text].some((c) => lacking.has(c)));
    expect(fallbacks.map((f) => [f.text, f.shown])).toEqual(expected);
    for (const f of fallbacks) expect(f.missing.every((c) => lacking.has(c))).toBe(true);
    // Drawn again, nothing is left to replace: the PNG shows no empty box.
    expect(withTextFallbacks(drawn, font).fallbacks).toEqual([]);
    // The map itself is untouched; only the texts changed.
    expect(drawn.replace(/>[^<]*<\/text>/g, '')).toBe(svg.replace(/>[^<]*<\/text>/g, ''));
  });

  it.runIf(lacking.size > 0)('falls back on a machine without CJK and emoji fonts (as this one)', () => {
    const { png, fallbacks } = renderPng(svg);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(fallbacks.map((f) => f.shown)).toEqual(['edo', 'tokyo', 'kyoto']);
  });

  it.runIf(lacking.size > 0)('says so from dipkit render, and writes the PNG', async () => {
    const io = captureIo();
    const out = join(dir, 'edo.png');
    const code = await main(['render', `${fixturesDir}cjk/edo.dip`, '-o', out], io);
    expect(code).toBe(0);
    expect(io.out()).toBe(`${out}\n`);
    expect(io.err()).toContain(`${out}: warning DIP4102: the PNG's fonts have no glyph for 東 京 in '東京': the PNG shows 'tokyo' instead (the SVG keeps the name)`);
  });
});
