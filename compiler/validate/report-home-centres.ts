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
      out.push(diagnose('DIP3010', province.home.span, [province.id.value, province.home.value]));
    }
  }
  for (const power of draft.powers.values()) {
    if (!withHome.has(power.id.value)) out.push(diagnose('DIP3021', power.id.span, [power.id.value]));
  }
  return out;
}
