/** One-way borders (DIP3004): allowed, but rarely meant, so worth a warning. */
import { diagnose } from '../diagnose.js';
import { locationText } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportOneWayBorders({ draft }: CheckContext, report: Report): void {
  for (const border of draft.borders.values()) {
    if (border.qualifier?.value !== 'one-way') continue;
    const a = locationText(border.from);
    const b = locationText(border.to);
    report(diagnose('DIP3004', border.to.span, [a, b]));
  }
}
