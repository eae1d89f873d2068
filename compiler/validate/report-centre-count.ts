/**
 * A stated number of supply centres (`centres 34` in the variant header) that the
 * map does not have (DIP3039): a centre forgotten or marked twice over a long file.
 */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';
import { isWhole } from './whole-number.js';

export function reportCentreCount({ draft }: CheckContext, report: Report): void {
  const stated = draft.header.centres;
  if (!stated) return;
  let centres = 0;
  for (const province of draft.provinces.values()) if (province.centre) centres++;
  if (stated.value !== centres || !isWhole(stated.raw)) report(diagnose('DIP3039', stated.span, [stated.raw, centres]));
}
