/** SVG to PNG with resvg, using the system's fonts; names they cannot draw fall back to ids (png-text.ts). */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { withTextFallbacks, type TextFallback } from './png-text.js';
import { describe } from '../../engine/files/json-input.js';

export interface PngOptions {
  /** Output width in px; the SVG's own width by default. */
  readonly width?: number;
}

const FONT: ResvgRenderOptions['font'] = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };

/**
 * The largest PNG drawn, in pixels (50 megapixels: 7,000 × 7,000, 200 MB of RGBA while it is
 * drawn). Every board dipkit makes fits (a drawn SVG board is scaled to at most 7,000 px
 * across, import-svg.ts); an SVG of 30,000 × 30,000 took 37 s and 6 GB, and one of
 * 100,000 × 700,000 never finished.
 */
export const MAX_PNG_PIXELS = 50_000_000;

/** A PNG too large to draw (over MAX_PNG_PIXELS), refused before any pixel is allocated. */
export class PngSizeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(
      `the PNG would be ${width} × ${height} px (${megapixels(width * height)} megapixels), more than the ${MAX_PNG_PIXELS / 1e6} megapixels ` +
        `dipkit draws (draw the board as SVG, or ask for a narrower PNG)`,
    );
    this.name = 'PngSizeError';
  }
}

function megapixels(pixels: number): string {
  const m = pixels / 1e6;
  return m >= 100 ? String(Math.round(m)) : String(Number(m.toPrecision(3)));
}

export function svgToPng(svg: string, options: PngOptions = {}): Buffer {
  return renderPng(svg, options).png;
}

/**
 * The PNG, and the texts it shows by their fallback because the fonts lack their
 * characters. Throws PngSizeError for a PNG of more than MAX_PNG_PIXELS.
 */
export function renderPng(svg: string, options: PngOptions = {}): { png: Buffer; fallbacks: TextFallback[] } {
  if (typeof svg !== 'string') throw new TypeError(`svg: expected a board's SVG text, found ${describe(svg)}`);
  const { width } = options;
  if (width !== undefined && !(Number.isInteger(width) && width > 0)) throw new RangeError(`the PNG's width must be a whole number of px above 0, not ${width}`);
  const drawn = withTextFallbacks(svg, FONT);
  let resvg: Resvg;
  try {
    resvg = new Resvg(drawn.svg, {
      font: FONT,
      ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
    });
  } catch (error) {
    // Text that is no SVG at all: the caller's, said as such (resvg's own words in brackets).
    throw new TypeError(`svg: not an SVG that can be drawn (${error instanceof Error ? error.message : String(error)})`);
  }
  // The size resvg will draw, from the SVG's own size, before it allocates the pixels.
  const outWidth = width ?? Math.ceil(resvg.width);
  const outHeight = Math.ceil(resvg.height * (outWidth / resvg.width));
  if (!(outWidth * outHeight <= MAX_PNG_PIXELS)) throw new PngSizeError(outWidth, outHeight);
  return { png: resvg.render().asPng(), fallbacks: drawn.fallbacks };
}
