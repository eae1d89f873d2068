/**
 * Victory numbers that do not add up (DIP3013–3015): more centres needed than
 * exist, a threshold two powers could reach at once, a count that is not a
 * positive whole number.
 */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { CheckContext } from './check-context.js';

export function reportVictory({ draft }: CheckContext): Diagnostic[] {
  const victory = draft.header.victory;
  if (!victory || victory.kind === 'home-centre' || !victory.count) return [];
  const count = victory.count.value;
  const span = victory.count.span;
  if (!Number.isInteger(count) || count < 1) {
    return [diagnose('DIP3015', span, [victory.kind, count])];
  }
  let centres = 0;
  for (const province of draft.provinces.values()) if (province.centre) centres++;
  if (count > centres) {
    return [diagnose('DIP3013', span, [count, victory.kind, centres])];
  }
  if (victory.kind === 'centres' && count * 2 <= centres) {
    return [diagnose('DIP3014', span, [count, centres, Math.floor(centres / 2) + 1])];
  }
  return [];
}
