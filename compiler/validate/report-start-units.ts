/**
 * Start units (DIP3011, 3012, 3031): each on a home centre of its own power, of
 * a type that can stand there, one unit per province.
 */
import { diagnose } from '../diagnose.js';
import { armyCanStand, fleetCanStand } from '../../model/border-crossing.js';
import { locationText, type DraftUnit } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportStartUnits({ draft }: CheckContext, report: Report): void {
  const occupied = new Map<string, DraftUnit>();
  for (const power of draft.powers.values()) {
    for (const unit of power.start) {
      const province = draft.provinces.get(unit.location.province.value);
      if (!province) continue; // unknown: reported elsewhere
      const where = locationText(unit.location);
      const letter = unit.type === 'army' ? 'A' : 'F';
      const earlier = occupied.get(province.id.value);
      if (earlier) {
        report(diagnose('DIP3031', unit.span, [province.id.value], [{ message: 'the other one', span: earlier.span }]));
      } else occupied.set(province.id.value, unit);

      // A home power that is not declared is reported already (DIP3001).
      const homeUnknown = province.home !== null && !draft.powers.has(province.home.value);
      if (province.home?.value !== power.id.value && !homeUnknown) {
        const whose = province.home ? `a home centre of ${province.home.value}` : 'not a home centre';
        report(diagnose('DIP3011', unit.span, [`${letter} ${where}`, power.id.value, province.id.value, whose]));
      }
      const terrain = province.terrain.value;
      let problem: string | null = null;
      // The unit of the other type, when it could stand there: the likely intent.
      const otherType = (other: 'A' | 'F'): string => ` (${other} ${province.id.value} would)`;
      if (unit.type === 'army' && !armyCanStand(terrain)) problem = `${province.id.value} is ${terrain}: armies cannot stand there${fleetCanStand(terrain) ? otherType('F') : ''}`;
      else if (unit.type === 'army' && unit.location.coast) problem = 'armies do not stand on a coast: write the province alone';
      else if (unit.type === 'fleet' && !fleetCanStand(terrain)) problem = `${province.id.value} is ${terrain}: fleets cannot stand there${armyCanStand(terrain) ? otherType('A') : ''}`;
      else if (unit.type === 'fleet' && province.coasts.length > 0 && !unit.location.coast) {
        problem = `${province.id.value} has several coasts: say which (${province.coasts.map((c) => `${province.id.value}/${c.id.value}`).join(', ')})`;
      }
      if (problem) report(diagnose('DIP3012', unit.span, [`${letter} ${where}`, problem]));
    }
  }
}
