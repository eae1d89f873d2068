/** Settings of the variant header with a fixed set of values: edition (DIP3024), coordinates (DIP3025). */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { CheckContext } from './check-context.js';

const editions = ['current', '1971'];
const coordinateSystems = ['lonlat', 'plane'];

export function reportVariantSettings({ draft }: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { edition, coordinates } = draft.header;
  if (edition && !editions.includes(edition.value)) {
    out.push(diagnose('DIP3024', edition.span, [edition.value, editions.join(' or ')]));
  }
  if (coordinates && !coordinateSystems.includes(coordinates.value)) {
    out.push(diagnose('DIP3025', coordinates.span, [coordinates.value, coordinateSystems.join(' or ')]));
  }
  return out;
}
