/**
 * A stated number of supply centres (`centres 34` in the variant header) that the
 * map does not have (DIP3039): a centre forgotten or marked twice over a long file.
 */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { CheckContext } from './check-context.js';
import { isWhole } from './whole-number.js';

export function reportCentreCount({ draft }: CheckContext): Diagnostic[] {
  const stated = draft.header.centres;
  if (!stated) return [];
  let centres = 0;
  for (const province of draft.provinces.values()) if (province.centre) centres++;
  return stated.value === centres && isWhole(stated.raw) ? [] : [diagnose('DIP3039', stated.span, [stated.raw, centres])];
}
