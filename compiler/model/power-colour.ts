/**
 * A power's colour as the model holds it: `#rrggbb`, from what the designer wrote:
 * `#rrggbb`, `#rgb` or a CSS colour name (`navy`, `DarkGreen`). Anything else is not
 * a colour (DIP3100): it would be drawn grey, or worse, written into the SVG's styles.
 */
import cssColours from 'color-name';

const hex = (n: number): string => n.toString(16).padStart(2, '0');

/** The CSS colour names (`navy`, `darkgreen`), lower case. */
export function colourNames(): string[] {
  return Object.keys(cssColours);
}

/** The colour as `#rrggbb`, or null when it is none of the forms above. */
export function normaliseColour(written: string): string | null {
  const text = written.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`;
  // Own properties only: `constructor` is not a colour.
  if (Object.hasOwn(cssColours, text)) return `#${cssColours[text].map(hex).join('')}`;
  return null;
}
