/**
 * A variant without a single power (DIP3043): nobody could give an order, yet start,
 * balance and play would run on it. Every power may be removed from a base
 * (`remove power england … turkey`), or none declared. One power is enough to play
 * (a solo puzzle, a map to learn the moves on), and players are not powers: Intimate
 * has two players and seven powers, so no more is asked.
 */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';

export function reportPowers({ draft }: CheckContext, report: Report): void {
  if (draft.powers.size > 0) return;
  const how = draft.header.base === null ? '' : ` left (every power of ${draft.header.base} is removed)`;
  report(diagnose('DIP3043', draft.header.id.span, [draft.header.id.value, how]));
}
