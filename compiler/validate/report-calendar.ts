/**
 * The calendar (DIP3022, 3023, 3033, 3034): known phase kinds, at least one
 * movement phase, start and ownership seasons that exist, a start year that is a year (model/year.ts).
 */
import { isYear, YEAR_RULE } from '../../model/year.js';
import { isWhole } from './whole-number.js';
import type { PhaseKind } from '../../model/variant.js';
import { diagnose } from '../diagnose.js';
import { defaultSeasons } from '../model/default-names.js';
import type { Located } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';
import { didYouMean, wordSuggester } from './closest-ids.js';

const phaseKinds: ReadonlySet<string> = new Set<PhaseKind>(['bidding', 'movement', 'retreats', 'adjustments']);
const nearPhaseKind = wordSuggester([...phaseKinds]);

export function reportCalendar({ draft }: CheckContext, report: Report): void {
  const seasonIds = draft.seasons.size > 0 ? [...draft.seasons.keys()] : defaultSeasons.map((s) => s.id);
  let movement = draft.seasons.size === 0;
  for (const season of draft.seasons.values()) {
    for (const phase of season.phases) {
      if (!phaseKinds.has(phase.value)) {
        report(diagnose('DIP3023', phase.span, [phase.value, season.id.value, [...phaseKinds].join(', '), didYouMean(nearPhaseKind(phase.value))]));
      }
      if (phase.value === 'movement') movement = true;
    }
  }
  if (!movement) {
    const first = draft.seasons.values().next().value!;
    report(diagnose('DIP3034', first.id.span, []));
  }
  const season = (ref: Located<string> | undefined, what: string): void => {
    if (ref && !seasonIds.includes(ref.value)) {
      report(diagnose('DIP3022', ref.span, [what, ref.value, seasonIds.join(', ')]));
    }
  };
  season(draft.header.start?.season, 'start');
  season(draft.header.ownership ?? undefined, 'ownership');
  const year = draft.header.start?.year;
  if (year && (!isYear(year.value) || !isWhole(year.raw))) report(diagnose('DIP3033', year.span, [year.raw, YEAR_RULE]));
}
