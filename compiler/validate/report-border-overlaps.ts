/**
 * A border written both plainly and `by land` or `by sea` (DIP3040): the plain one
 * already lets through everyone the terrain allows, so the qualified one changes
 * nothing, and one of the two is not what was meant (`rom: ven` and `rom by land: ven`).
 */
import { diagnose } from '../diagnose.js';
import { borderKey, locationText } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportBorderOverlaps({ draft }: CheckContext, report: Report): void {
  for (const border of draft.borders.values()) {
    const qualifier = border.qualifier?.value;
    if (qualifier !== 'by land' && qualifier !== 'by sea') continue;
    const a = locationText(border.from);
    const b = locationText(border.to);
    const plain = draft.borders.get(borderKey(a, b, null));
    if (!plain) continue;
    report(diagnose('DIP3040', border.to.span, [a, b, qualifier], [{ message: 'declared without a qualifier here', span: plain.to.span }]));
  }
}
