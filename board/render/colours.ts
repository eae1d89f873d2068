/** Colour helpers: power colours from the variant are checked before they reach CSS. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour as #rrggbb, or null when it is not a plain hex colour. */
export function parseHex(colour: string): [number, number, number] | null {
  if (!HEX.test(colour)) return null;
  let hex = colour.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function toHex([r, g, b]: readonly number[]): string {
  return '#' + [r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
}

/** A safe colour for a power: its own when it is a hex colour, else a neutral grey. */
export function safeColour(colour: string): string {
  const rgb = parseHex(colour);
  return rgb ? toHex(rgb) : '#888888';
}

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a) ?? [136, 136, 136];
  const y = parseHex(b) ?? [136, 136, 136];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Perceived brightness, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour) ?? [136, 136, 136];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Black or white, whichever reads better on the colour. */
export function contrastText(colour: string): string {
  return luminance(colour) > 0.6 ? '#111111' : '#ffffff';
}

/** Hue (degrees), saturation and lightness (0..1) of a hex colour. */
export function toHsl(colour: string): [number, number, number] {
  const [r, g, b] = (parseHex(colour) ?? [136, 136, 136]).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

export function fromHsl(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

/**
 * The pale tint of a power's territory: its hue, light, rather than a mix with the land
 * (a dark blue mixed with beige is a grey, as is a black). A grey power's tint is a mid
 * grey, a white power's a clear white; the land's beige sets both apart.
 *
 * Measured in CIE L*a*b*: a lighter power gets a lighter tint (England's navy and France's
 * sky blue keep apart on the map as their units do); no tint is lighter than L* 84 (a pale
 * yellow would be the land's beige) nor more colourful than C* 38 (a fuchsia land would
 * look like its own units).
 */
export function territoryTint(colour: string): string {
  const [h, s, l] = toHsl(colour);
  if (s < 0.12) return fromHsl(h, s, l < 0.5 ? 0.68 : 0.97);
  let lightness = 0.76 + (lightnessOf(colour) - 50) * 0.004;
  while (lightnessOf(fromHsl(h, Math.min(s, 0.7), lightness)) > 84) lightness -= 0.005;
  let saturation = Math.min(s, 0.7);
  while (chromaOf(fromHsl(h, saturation, lightness)) > 38) saturation -= 0.01;
  return fromHsl(h, saturation, lightness);
}

/** CIE L*a*b* of an sRGB hex colour (D65). */
function toLab(colour: string): [number, number, number] {
  const [r, g, b] = (parseHex(colour) ?? [136, 136, 136]).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047;
  const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
  const z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/**
 * How different two colours look: the CIE76 ΔE (about 2.3 is just noticeable, 10 clearly
 * different, 30 and more unmistakable).
 */
export function colourDistance(a: string, b: string): number {
  const p = toLab(a);
  const q = toLab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** CIE L* (0 black to 100 white): how light a colour looks. */
export function lightnessOf(colour: string): number {
  return toLab(colour)[0];
}

/** CIE C* (0 for a grey): how colourful a colour looks. */
export function chromaOf(colour: string): number {
  const [, a, b] = toLab(colour);
  return Math.hypot(a, b);
}

/**
 * How different two colours look, as CIEDE2000 ΔE: about 1 is just noticeable, 10 clearly
 * different, 20 and more unmistakable. Truer than `colourDistance` among saturated colours
 * (a fuchsia and its pale tint are 49 apart in CIE76, 23 here) and pale ones (two light
 * blues), where the board's tints are told apart.
 */
export function colourDifference(x: string, y: string): number {
  return labDifference(toLab(x), toLab(y));
}

/** CIEDE2000 ΔE between two CIE L*a*b* colours (Sharma, Wu and Dalal's formulation). */
export function labDifference([l1, a1, b1]: readonly number[], [l2, a2, b2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const meanC = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hueOf = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [h1, h2] = [hueOf(b1, ap1), hueOf(b2, ap2)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dL = l2 - l1;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);
  const meanL = (l1 + l2) / 2;
  const meanCp = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0) meanH = Math.abs(h1 - h2) > 180 ? (meanH < 360 ? meanH + 360 : meanH - 360) / 2 : meanH / 2;
  const t = 1 - 0.17 * Math.cos((meanH - 30) * rad) + 0.24 * Math.cos(2 * meanH * rad) + 0.32 * Math.cos((3 * meanH + 6) * rad) - 0.2 * Math.cos((4 * meanH - 63) * rad);
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt = -Math.sin(2 * 30 * Math.exp(-(((meanH - 275) / 25) ** 2)) * rad) * 2 * Math.sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7));
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** A colour to draw thin strokes with: the colour itself, or a darker shade of a very pale one. */
export function inkOf(colour: string): string {
  return luminance(colour) > 0.8 ? mix(colour, '#000000', 0.45) : colour;
}
