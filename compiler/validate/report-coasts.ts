/**
 * Coasts (DIP3008, DIP3030): a location naming a coast its province does not
 * have, and separate coasts declared where they make no sense (a province that
 * is not coastal, or a single coast, which is just the province).
 */
import { diagnose } from '../diagnose.js';
import type { DraftLocation } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportCoasts({ draft }: CheckContext, report: Report): void {
  const check = (location: DraftLocation): void => {
    const province = draft.provinces.get(location.province.value);
    if (!province || !location.coast) return;
    const coast = location.coast.value;
    if (province.coasts.some((c) => c.id.value === coast)) return;
    const has = province.coasts.length > 0
      ? `its coasts are ${province.coasts.map((c) => c.id.value).join(', ')}`
      : 'it has no separate coasts';
    report(diagnose('DIP3008', location.coast.span, [province.id.value, coast, has]));
  };
  for (const border of draft.borders.values()) {
    check(border.from);
    check(border.to);
  }
  for (const power of draft.powers.values()) for (const unit of power.start) check(unit.location);

  for (const province of draft.provinces.values()) {
    if (province.coasts.length === 0) continue;
    if (province.terrain.value !== 'coastal') {
      report(diagnose('DIP3030', province.coasts[0].id.span, [province.id.value, `${province.id.value} is ${province.terrain.value}, and only a coastal province has coasts`]));
    } else if (province.coasts.length === 1) {
      report(diagnose('DIP3030', province.coasts[0].id.span, [province.id.value, `a single coast ${province.coasts[0].id.value} is declared; declare coasts only where there are several`]));
    }
  }
}
