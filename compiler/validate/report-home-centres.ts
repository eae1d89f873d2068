/** Home centres that are not supply centres (DIP3010), and powers without any (DIP3021). */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { CheckContext } from './check-context.js';

export function reportHomeCentres({ draft }: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const withHome = new Set<string>();
  for (const province of draft.provinces.values()) {
    if (!province.home) continue;
    withHome.add(province.home.value);
    if (!province.centre) {
      out.push(diagnose('DIP3010', `${province.id.value} is a home centre of ${province.home.value} but not a supply centre: add \`centre\``, province.home.span));
    }
  }
  for (const power of draft.powers.values()) {
    if (!withHome.has(power.id.value)) out.push(diagnose('DIP3021', `power ${power.id.value} has no home centre`, power.id.span));
  }
  return out;
}
