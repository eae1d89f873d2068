/** Power colours that are not colours (DIP3100), with the CSS colour names a slip away (`crimsn`: crimson). */
import { diagnose } from '../diagnose.js';
import { colourNames, normaliseColour } from '../model/power-colour.js';
import type { CheckContext, Report } from './check-context.js';
import { didYouMean, wordSuggester } from './closest-ids.js';

export function reportColours({ draft }: CheckContext, report: Report): void {
  let suggest: ((unknown: string) => string[]) | null = null;
  for (const power of draft.powers.values()) {
    if (power.colour !== null && normaliseColour(power.colour.value) === null) {
      // The names indexed once, and only for a file with a colour to suggest for.
      suggest ??= wordSuggester(colourNames());
      const near = suggest(power.colour.value.trim().toLowerCase());
      report(diagnose('DIP3100', power.colour.span, [power.colour.value, power.id.value, didYouMean(near)]));
    }
  }
}
