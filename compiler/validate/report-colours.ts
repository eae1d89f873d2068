/** Power colours that are not colours (DIP3100). */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { normaliseColour } from '../model/power-colour.js';
import type { CheckContext } from './check-context.js';

export function reportColours({ draft }: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const power of draft.powers.values()) {
    if (power.colour !== null && normaliseColour(power.colour.value) === null) {
      out.push(diagnose('DIP3100', power.colour.span, [power.colour.value, power.id.value]));
    }
  }
  return out;
}
