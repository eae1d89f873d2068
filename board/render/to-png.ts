/** SVG to PNG with resvg, using the system's fonts; names they cannot draw fall back to ids (png-text.ts). */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { withTextFallbacks, type TextFallback } from './png-text.js';

export interface PngOptions {
  /** Output width in px; the SVG's own width by default. */
  readonly width?: number;
}

const FONT: ResvgRenderOptions['font'] = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };

export function svgToPng(svg: string, options: PngOptions = {}): Buffer {
  return renderPng(svg, options).png;
}

/** The PNG, and the texts it shows by their fallback because the fonts lack their characters. */
export function renderPng(svg: string, options: PngOptions = {}): { png: Buffer; fallbacks: TextFallback[] } {
  const drawn = withTextFallbacks(svg, FONT);
  const resvg = new Resvg(drawn.svg, {
    font: FONT,
    ...(options.width ? { fitTo: { mode: 'width' as const, value: options.width } } : {}),
  });
  return { png: resvg.render().asPng(), fallbacks: drawn.fallbacks };
}
