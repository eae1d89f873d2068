/**
 * Victory numbers that do not add up (DIP3013–3015, DIP3041): more centres needed than
 * exist, a threshold two powers could reach at once, a count that is not a
 * positive whole number, a power that holds it at the start.
 */
import type { Span } from '../../dsl/ast.js';
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';
import { isWhole } from './whole-number.js';

export function reportVictory({ draft }: CheckContext, report: Report): void {
  const victory = draft.header.victory;
  if (!victory || victory.kind === 'home-centre' || !victory.count) return;
  const count = victory.count.value;
  const span = victory.count.span;
  // Messages quote the number as written: 99999999999999999999 is not shown as 100000000000000000000.
  const written = victory.count.raw;
  if (!isWhole(written) || count < 1) {
    report(diagnose('DIP3015', span, [victory.kind, written]));
    return;
  }
  let centres = 0;
  for (const province of draft.provinces.values()) if (province.centre) centres++;
  if (count > centres) {
    report(diagnose('DIP3013', span, [written, victory.kind, centres]));
    return;
  }
  if (victory.kind === 'centres' && count * 2 <= centres) {
    report(diagnose('DIP3014', span, [written, centres, Math.floor(centres / 2) + 1]));
    return;
  }
  wonAtStart(draft, victory.kind, count, written, span, report);
}

/** A power that starts with the victory count already (its home centres, or its start units): the game ends before a move. */
function wonAtStart(draft: CheckContext['draft'], kind: 'centres' | 'units', count: number, written: string, span: Span, report: Report): void {
  const held = new Map<string, number>();
  if (kind === 'centres') {
    for (const province of draft.provinces.values()) {
      if (province.centre && province.home) held.set(province.home.value, (held.get(province.home.value) ?? 0) + 1);
    }
  } else {
    for (const [id, power] of draft.powers) held.set(id, power.start.length);
  }
  for (const [power, n] of held) if (n >= count) report(diagnose('DIP3041', span, [power, n, n === 1 ? kind.slice(0, -1) : kind, written]));
}
