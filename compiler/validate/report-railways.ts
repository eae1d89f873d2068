/** Railways (DIP3016): every stop a land or coastal province, each next to the following one by land. */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';

export function reportRailways({ draft, graph }: CheckContext, report: Report): void {
  for (const feature of draft.features.values()) {
    if (feature.kind !== 'railway') continue;
    const id = feature.id.value;
    if (feature.route.length < 2) {
      report(diagnose('DIP3016', feature.id.span, [id, 'a railway needs at least two stops']));
      continue;
    }
    feature.route.forEach((stop, i) => {
      const province = draft.provinces.get(stop.value);
      if (!province) return; // unknown: reported elsewhere
      const terrain = province.terrain.value;
      if (terrain !== 'land' && terrain !== 'coastal') {
        report(diagnose('DIP3016', stop.span, [id, `${stop.value} is ${terrain}; a railway runs over land or coastal provinces`]));
        return;
      }
      const previous = i > 0 ? draft.provinces.get(feature.route[i - 1].value) : undefined;
      // A previous stop that is unknown or at sea is reported already; its land border would only repeat it.
      const onLand = previous !== undefined && (previous.terrain.value === 'land' || previous.terrain.value === 'coastal');
      if (previous && onLand && !graph.army.get(previous.id.value)?.has(stop.value)) {
        report(diagnose('DIP3016', stop.span, [id, `${previous.id.value} and ${stop.value}, consecutive stops, do not share a land border`]));
      }
    });
  }
}
