/**
 * Label points (`label at X Y`): on a lon/lat map, a longitude and a latitude (DIP3401).
 * Whether the point lies inside the province is a question for the board (DIP4100).
 */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';

export function reportLabels({ draft }: CheckContext, report: Report): void {
  if (draft.header.coordinates?.value !== 'lonlat') return;
  for (const province of draft.provinces.values()) {
    const label = province.label;
    if (label === null) continue;
    const { x, y } = label.value;
    if (Math.abs(x) > 180 || Math.abs(y) > 90) report(diagnose('DIP3401', label.span, [province.id.value, label.raw]));
  }
}
