/** Settings of the variant header with a fixed set of values: edition (DIP3024), coordinates (DIP3025). */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';
import { didYouMean, wordSuggester } from './closest-ids.js';

const editions = ['current', '1971'];
const coordinateSystems = ['lonlat', 'plane'];
const nearEdition = wordSuggester(editions);
const nearCoordinates = wordSuggester(coordinateSystems);

export function reportVariantSettings({ draft }: CheckContext, report: Report): void {
  const { edition, coordinates } = draft.header;
  if (edition && !editions.includes(edition.value)) {
    report(diagnose('DIP3024', edition.span, [edition.value, editions.join(' or '), didYouMean(nearEdition(edition.value))]));
  }
  if (coordinates && !coordinateSystems.includes(coordinates.value)) {
    report(diagnose('DIP3025', coordinates.span, [coordinates.value, coordinateSystems.join(' or '), didYouMean(nearCoordinates(coordinates.value))]));
  }
}
