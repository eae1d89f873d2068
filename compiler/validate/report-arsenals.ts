/**
 * Typed centres (`arsenal army|fleet`, for `rule arsenal`): only on a supply centre
 * (DIP3300); a fleet arsenal only where fleets stand (DIP3301); with the rule, every home
 * centre typed (DIP3302: placement needs it) and every start unit on an arsenal of its
 * type (DIP3304: a power starts with one unit per arsenal); without the rule, a type is
 * a warning (DIP3303). Findings about the variant as a whole wait for broken statements.
 */
import { diagnose } from '../diagnose.js';
import { fleetCanStand } from '../../model/border-crossing.js';
import { locationText } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportArsenals({ draft, gaps }: CheckContext, report: Report): void {
  const rule = draft.rules.some((r) => r.id.value === 'arsenal');
  for (const province of draft.provinces.values()) {
    const id = province.id.value;
    const arsenal = province.arsenal;
    if (arsenal !== null) {
      if (!province.centre) report(diagnose('DIP3300', arsenal.span, [id]));
      else if (arsenal.value === 'fleet' && !fleetCanStand(province.terrain.value)) report(diagnose('DIP3301', arsenal.span, [id, province.terrain.value]));
      if (!rule && !gaps.any) report(diagnose('DIP3303', arsenal.span, [id]));
    } else if (rule && !gaps.any && province.centre && province.home !== null) {
      report(diagnose('DIP3302', province.id.span, [id, province.home.value]));
    }
  }
  if (rule) {
    for (const power of draft.powers.values()) {
      for (const unit of power.start) {
        const type = draft.provinces.get(unit.location.province.value)?.arsenal?.value;
        if (type === undefined || type === unit.type) continue;
        const letter = unit.type === 'army' ? 'A' : 'F';
        report(diagnose('DIP3304', unit.span, [`${letter} ${locationText(unit.location)}`, unit.location.province.value, type === 'army' ? 'armies' : 'fleets']));
      }
    }
  }
}
