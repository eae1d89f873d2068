/**
 * Names the PNG's fonts cannot draw. resvg draws a character no loaded font has as an
 * empty box; a name in Chinese, Japanese or emoji on a machine without such fonts would be
 * a row of boxes. Texts that come from the variant carry `data-fallback` (an id, always
 * ASCII); one whose characters the fonts lack is drawn as that instead, and reported.
 */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

export interface TextFallback {
  /** The text as the SVG has it. */
  readonly text: string;
  /** What the PNG shows instead. */
  readonly shown: string;
  /** The characters no font has, in order of appearance. */
  readonly missing: readonly string[];
}

const TEXT_WITH_FALLBACK = /(<text\b[^>]*?\sdata-fallback="([^"]*)"[^>]*>)([^<]*)(<\/text>)/g;
/** A code point no font has: what resvg draws for it is what it draws for any missing glyph. */
const NO_GLYPH = '\u{10FFFD}';
const CELL = 32;
const COLUMNS = 32;

function unescapeXml(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Characters that need a glyph of their own: not ASCII (the fonts dipkit asks for have
 * it), not a combining mark, joiner or variation selector (drawn with the character
 * before them), not white space.
 */
function needsGlyph(c: string): boolean {
  return c.codePointAt(0)! > 0x7e && !/[\p{M}\p{Cf}\s\u{FE00}-\u{FE0F}]/u.test(c);
}

/**
 * Which of `chars` resvg, with these font options, draws as the missing-glyph box: each
 * character drawn in a cell of one picture, compared pixel for pixel with a cell holding
 * a code point no font has.
 */
export function charactersWithoutGlyph(chars: readonly string[], font: ResvgRenderOptions['font']): Set<string> {
  if (chars.length === 0) return new Set();
  const all = [NO_GLYPH, ...chars];
  const rows = Math.ceil(all.length / COLUMNS);
  const width = CELL * Math.min(all.length, COLUMNS);
  const cells = all.map((c, i) => {
    const [x, y] = [(i % COLUMNS) * CELL, Math.floor(i / COLUMNS) * CELL];
    return `<text x="${x + 4}" y="${y + 22}">${escapeXml(c)}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows * CELL}" font-size="18" font-family="DejaVu Sans, sans-serif">${cells.join('')}</svg>`;
  const image = new Resvg(svg, { font }).render();
  const pixels = image.pixels;
  const cell = (i: number): Buffer => {
    const [x, y] = [(i % COLUMNS) * CELL, Math.floor(i / COLUMNS) * CELL];
    const rowsOf: Buffer[] = [];
    for (let r = 0; r < CELL; r++) {
      const start = ((y + r) * image.width + x) * 4;
      rowsOf.push(pixels.subarray(start, start + CELL * 4));
    }
    return Buffer.concat(rowsOf);
  };
  const box = cell(0);
  return new Set(chars.filter((_, i) => cell(i + 1).equals(box)));
}

/** The SVG as the PNG should draw it: texts the fonts cannot draw replaced by their fallback. */
export function withTextFallbacks(svg: string, font: ResvgRenderOptions['font']): { svg: string; fallbacks: TextFallback[] } {
  const texts = [...svg.matchAll(TEXT_WITH_FALLBACK)].map((m) => unescapeXml(m[3]));
  const chars = [...new Set(texts.flatMap((t) => [...t].filter(needsGlyph)))];
  const missing = charactersWithoutGlyph(chars, font);
  if (missing.size === 0) return { svg, fallbacks: [] };
  const fallbacks: TextFallback[] = [];
  const out = svg.replace(TEXT_WITH_FALLBACK, (whole, open: string, fallback: string, content: string, close: string) => {
    const text = unescapeXml(content);
    const lacking = [...new Set([...text].filter((c) => missing.has(c)))];
    if (lacking.length === 0) return whole;
    const shown = unescapeXml(fallback);
    fallbacks.push({ text, shown, missing: lacking });
    return `${open}${escapeXml(shown)}${close}`;
  });
  return { svg: out, fallbacks };
}
