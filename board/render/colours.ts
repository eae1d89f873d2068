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
 */
export function territoryTint(colour: string): string {
  const [h, s, l] = toHsl(colour);
  if (s < 0.12) return fromHsl(h, s, l < 0.5 ? 0.68 : 0.97);
  return fromHsl(h, Math.min(s, 0.7), 0.76);
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

/** A colour to draw thin strokes with: the colour itself, or a darker shade of a very pale one. */
export function inkOf(colour: string): string {
  return luminance(colour) > 0.8 ? mix(colour, '#000000', 0.45) : colour;
}
