/** Power colours that are not colours (DIP3100), with the CSS colour names a slip away (`crimsn`: crimson). */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { colourNames, normaliseColour } from '../model/power-colour.js';
import type { CheckContext } from './check-context.js';
import { didYouMean, idSuggester } from './closest-ids.js';

export function reportColours({ draft }: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  let suggest: ((unknown: string) => string[]) | null = null;
  for (const power of draft.powers.values()) {
    if (power.colour !== null && normaliseColour(power.colour.value) === null) {
      // The names indexed once, and only for a file with a colour to suggest for.
      suggest ??= idSuggester(colourNames().map((id) => ({ id, names: [] })));
      const near = suggest(power.colour.value.trim().toLowerCase());
      out.push(diagnose('DIP3100', power.colour.span, [power.colour.value, power.id.value, didYouMean(near)]));
    }
  }
  return out;
}
