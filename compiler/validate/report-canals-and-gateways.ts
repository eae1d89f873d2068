/**
 * Canals and gateways (DIP3017, DIP3018): they join two different seas that both
 * border their province; a canal's province is coastal with a single coastline.
 */
import { diagnose } from '../diagnose.js';
import { fleetLocations } from '../model/build-adjacency.js';
import type { CheckContext, Report } from './check-context.js';

export function reportCanalsAndGateways({ draft, graph }: CheckContext, report: Report): void {
  for (const feature of draft.features.values()) {
    if (feature.kind !== 'canal' && feature.kind !== 'gateway') continue;
    const province = draft.provinces.get(feature.province.value);
    if (!province) continue; // unknown: reported elsewhere
    const id = province.id.value;
    if (feature.kind === 'canal' && (province.terrain.value !== 'coastal' || province.coasts.length > 0)) {
      const why = province.terrain.value !== 'coastal' ? `it is ${province.terrain.value}` : 'it has several coasts';
      report(diagnose('DIP3018', feature.province.span, [id, why]));
    }
    const [first, second] = feature.seas;
    if (first.value === second.value) {
      report(diagnose('DIP3017', second.span, [feature.kind, id, `joins ${first.value} to itself; name two different seas`]));
      continue;
    }
    const locations = fleetLocations(draft, id);
    for (const sea of feature.seas) {
      const seaProvince = draft.provinces.get(sea.value);
      if (!seaProvince) continue;
      if (seaProvince.terrain.value !== 'sea') {
        report(diagnose('DIP3017', sea.span, [feature.kind, id, `joins ${sea.value}, which is ${seaProvince.terrain.value}, not a sea`]));
      } else if (!locations.some((location) => graph.fleet.get(sea.value)?.has(location))) {
        report(diagnose('DIP3017', sea.span, [feature.kind, id, `joins ${sea.value}, which does not border ${id}`]));
      }
    }
  }
}
