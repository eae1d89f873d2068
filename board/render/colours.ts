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

/**
 * How far to move `base` towards `colour` for a tint that shows: a third of the way for
 * most colours, further for one close to `base` (a white power on pale land).
 */
export function tintStrength(base: string, colour: string): number {
  const a = parseHex(base) ?? [136, 136, 136];
  const b = parseHex(colour) ?? [136, 136, 136];
  const distance = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  return Math.min(0.9, Math.max(0.38, 45 / Math.max(distance, 1)));
}

/** A colour to draw thin strokes with: the colour itself, or a darker shade of a very pale one. */
export function inkOf(colour: string): string {
  return luminance(colour) > 0.8 ? mix(colour, '#000000', 0.45) : colour;
}
