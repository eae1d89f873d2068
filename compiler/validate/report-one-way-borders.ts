/** One-way borders (DIP3004): allowed, but rarely meant, so worth a warning. */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { locationText } from '../model/draft.js';
import type { CheckContext } from './check-context.js';

export function reportOneWayBorders({ draft }: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const border of draft.borders.values()) {
    if (border.qualifier?.value !== 'one-way') continue;
    const a = locationText(border.from);
    const b = locationText(border.to);
    out.push(diagnose('DIP3004', border.to.span, [a, b]));
  }
  return out;
}
