/**
 * Borders the units they are meant for cannot cross (DIP3005–3007, 3028, 3029):
 * armies sent to sea, fleets sent inland, land touching sea, a fleet border to a
 * province with several coasts that names none.
 */
import { diagnose } from '../diagnose.js';
import { borderEnd } from '../model/build-adjacency.js';
import { armyCanStand, crossing, fleetCanStand, type BorderEnd } from '../../model/border-crossing.js';
import { locationText } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportBorderCrossings({ draft }: CheckContext, report: Report): void {
  for (const border of draft.borders.values()) {
    const from = borderEnd(draft, border.from);
    const to = borderEnd(draft, border.to);
    if (!from || !to) continue; // unknown province or coast: reported elsewhere
    const qualifier = border.qualifier?.value ?? null;
    const { problem } = crossing(from, to, qualifier);
    if (!problem) continue;
    const a = locationText(border.from);
    const b = locationText(border.to);
    const how = qualifier ? ` ${qualifier}` : '';
    const span = border.to.span;
    const landEnd = (e: BorderEnd): boolean => e.terrain === 'land';
    switch (problem) {
      case 'self':
        report(diagnose('DIP3028', span, [a]));
        break;
      case 'impassable': {
        const blocked = from.terrain === 'impassable' ? a : b;
        report(diagnose('DIP3029', span, [a, b, blocked]));
        break;
      }
      case 'land-sea':
        report(diagnose('DIP3006', span, [a, b, landEnd(from) ? a : b, landEnd(from) ? b : a]));
        break;
      case 'army-at-sea': {
        // The end armies cannot take: a sea, or a coast (armies never name one).
        const noArmy = (e: BorderEnd): boolean => !armyCanStand(e.terrain) || e.coast !== null;
        report(diagnose('DIP3005', span, ['armies', `${a}–${b}${how}`, `${noArmy(from) ? a : b} is not a place for armies`]));
        break;
      }
      case 'fleet-inland': {
        const inland = fleetCanStand(from.terrain) ? b : a;
        report(diagnose('DIP3005', span, ['fleets', `${a}–${b}${how}`, `${inland} is land-locked${border.from.coast || border.to.coast ? ' (a border naming a coast is for fleets)' : ''}`]));
        break;
      }
      case 'needs-coast': {
        const end = from.hasCoasts && !from.coast ? draft.provinces.get(from.province)! : draft.provinces.get(to.province)!;
        const coasts = end.coasts.map((c) => `${end.id.value}/${c.id.value}`).join(', ');
        report(diagnose('DIP3007', span, [a, b, end.id.value, coasts]));
        break;
      }
    }
  }
}
