/**
 * References to provinces, powers and players that are not declared (DIP3001),
 * except those a statement left out for a syntax error may declare.
 */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { Located } from '../model/draft.js';
import type { CheckContext } from './check-context.js';
import { didYouMean, idSuggester } from './closest-ids.js';

export function reportUnknownReferences({ draft, gaps }: CheckContext): Diagnostic[] {
  if (gaps.anyId) return [];
  const out: Diagnostic[] = [];
  // Built only when something is unknown: most variants never need them.
  let suggestProvince: ((unknown: string) => string[]) | null = null;
  let suggestPower: ((unknown: string) => string[]) | null = null;
  const province = (ref: Located<string>, where: string): void => {
    if (draft.provinces.has(ref.value) || gaps.ids.has(ref.value)) return;
    suggestProvince ??= idSuggester([...draft.provinces.values()].map((p) => ({
      id: p.id.value,
      names: [...[...p.names.values()].map((n) => n.value), ...p.aliases.map((a) => a.value)],
    })));
    out.push(diagnose('DIP3001', ref.span, ['province', ref.value, where, didYouMean(suggestProvince(ref.value))]));
  };
  const power = (ref: Located<string>, where: string): void => {
    if (draft.powers.has(ref.value) || gaps.ids.has(ref.value)) return;
    suggestPower ??= idSuggester([...draft.powers.values()].map((p) => ({
      id: p.id.value,
      names: [...p.names.values(), ...p.adjectives.values()].map((n) => n.value),
    })));
    out.push(diagnose('DIP3001', ref.span, ['power', ref.value, where, didYouMean(suggestPower(ref.value))]));
  };

  for (const p of draft.provinces.values()) if (p.home) power(p.home, `named as the home power of ${p.id.value}`);
  for (const p of draft.powers.values()) for (const unit of p.start) province(unit.location.province, `named for a start unit of ${p.id.value}`);
  for (const border of draft.borders.values()) {
    province(border.from.province, 'named in the adjacency');
    province(border.to.province, `named as a border of ${border.from.province.value}`);
  }
  for (const f of draft.features.values()) {
    switch (f.kind) {
      case 'canal':
      case 'gateway':
        province(f.province, `named by a ${f.kind}`);
        for (const sea of f.seas) province(sea, `named as a sea the ${f.kind} through ${f.province.value} joins`);
        break;
      case 'passage':
      case 'bridge':
        for (const end of f.between) province(end, `named by a ${f.kind}`);
        break;
      case 'railway':
        power(f.owner, `named as the owner of railway ${f.id.value}`);
        for (const stop of f.route) province(stop, `named on the route of railway ${f.id.value}`);
        break;
    }
  }
  for (const player of draft.players.values()) for (const p of player.powers) power(p, `named as controlled by player ${player.id.value}`);
  return out;
}
