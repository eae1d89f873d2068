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
    out.push(diagnose('DIP3024', `unknown edition ${edition.value}: expected ${editions.join(' or ')}`, edition.span));
  }
  if (coordinates && !coordinateSystems.includes(coordinates.value)) {
    out.push(diagnose('DIP3025', `unknown coordinates ${coordinates.value}: expected ${coordinateSystems.join(' or ')}`, coordinates.span));
  }
  return out;
}
