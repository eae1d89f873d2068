/** SVG to PNG with resvg, using the system's fonts. */
import { Resvg } from '@resvg/resvg-js';

export interface PngOptions {
  /** Output width in px; the SVG's own width by default. */
  readonly width?: number;
}

export function svgToPng(svg: string, options: PngOptions = {}): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    ...(options.width ? { fitTo: { mode: 'width' as const, value: options.width } } : {}),
  });
  return resvg.render().asPng();
}
