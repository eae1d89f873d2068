/**
 * `except POWER…` on a province (a centre that does not count for some powers): only on a
 * supply centre (DIP3200), never for the power whose home centre it is (DIP3201), not for
 * every power (DIP3202, a warning), each power once (DIP3203, a warning). Unknown powers
 * are reported with the other unknown references (DIP3001).
 */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';

export function reportCentreExceptions({ draft, gaps }: CheckContext, report: Report): void {
  for (const province of draft.provinces.values()) {
    if (province.except.length === 0) continue;
    const id = province.id.value;
    const [first] = province.except;
    if (!province.centre) report(diagnose('DIP3200', first.span, [id, province.except.map((p) => p.value).join(' ')]));
    const seen = new Set<string>();
    for (const power of province.except) {
      if (seen.has(power.value)) report(diagnose('DIP3203', power.span, [power.value, id]));
      seen.add(power.value);
      if (province.centre && province.home?.value === power.value) report(diagnose('DIP3201', power.span, [id, power.value]));
    }
    // Whether every power is named is a finding about the variant as a whole: not after a broken statement.
    const powers = [...draft.powers.keys()];
    if (province.centre && !gaps.any && powers.length > 0 && powers.every((p) => seen.has(p))) {
      report(diagnose('DIP3202', first.span, [id, powers.join(' ')]));
    }
  }
}
