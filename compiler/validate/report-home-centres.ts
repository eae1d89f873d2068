/** Home centres that are not supply centres (DIP3010), and powers without any (DIP3021). */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';

export function reportHomeCentres({ draft }: CheckContext, report: Report): void {
  const withHome = new Set<string>();
  for (const province of draft.provinces.values()) {
    if (!province.home) continue;
    withHome.add(province.home.value);
    if (!province.centre) {
      report(diagnose('DIP3010', province.home.span, [province.id.value, province.home.value]));
    }
  }
  for (const power of draft.powers.values()) {
    if (!withHome.has(power.id.value)) report(diagnose('DIP3021', power.id.span, [power.id.value]));
  }
}
