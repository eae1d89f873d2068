/** Passages join two coastal provinces (DIP3019); bridges join two provinces armies can stand on (DIP3020). */
import { diagnose } from '../diagnose.js';
import { armyCanStand } from '../../model/border-crossing.js';
import type { CheckContext, Report } from './check-context.js';

export function reportPassagesAndBridges({ draft }: CheckContext, report: Report): void {
  for (const feature of draft.features.values()) {
    if (feature.kind !== 'passage' && feature.kind !== 'bridge') continue;
    const [a, b] = feature.between;
    if (a.value === b.value) {
      report(diagnose(feature.kind === 'passage' ? 'DIP3019' : 'DIP3020', b.span, [`${a.value} ${b.value}`, 'it joins a province to itself']));
      continue;
    }
    for (const end of feature.between) {
      const province = draft.provinces.get(end.value);
      if (!province) continue; // unknown: reported elsewhere
      const terrain = province.terrain.value;
      if (feature.kind === 'passage' && terrain !== 'coastal') {
        report(diagnose('DIP3019', end.span, [`${a.value} ${b.value}`, `${end.value} is ${terrain}; a passage joins two coastal provinces`]));
      }
      if (feature.kind === 'bridge' && !armyCanStand(terrain)) {
        report(diagnose('DIP3020', end.span, [`${a.value} ${b.value}`, `${end.value} is ${terrain}; a bridge joins provinces armies can stand on`]));
      }
    }
  }
}
