/**
 * References to provinces, powers and players that are not declared (DIP3001),
 * except those a statement left out for a syntax error may declare.
 */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { Located } from '../model/draft.js';
import type { CheckContext } from './check-context.js';

export function reportUnknownReferences({ draft, gaps }: CheckContext): Diagnostic[] {
  if (gaps.anyId) return [];
  const out: Diagnostic[] = [];
  const province = (ref: Located<string>, where: string): void => {
    if (!draft.provinces.has(ref.value) && !gaps.ids.has(ref.value)) out.push(diagnose('DIP3001', ref.span, ['province', ref.value, where]));
  };
  const power = (ref: Located<string>, where: string): void => {
    if (!draft.powers.has(ref.value) && !gaps.ids.has(ref.value)) out.push(diagnose('DIP3001', ref.span, ['power', ref.value, where]));
  };

  for (const p of draft.provinces.values()) if (p.home) power(p.home, `(home of ${p.id.value})`);
  for (const p of draft.powers.values()) for (const unit of p.start) province(unit.location.province, `(start unit of ${p.id.value})`);
  for (const border of draft.borders.values()) {
    province(border.from.province, 'in adjacency');
    province(border.to.province, `in adjacency (border of ${border.from.province.value})`);
  }
  for (const f of draft.features.values()) {
    switch (f.kind) {
      case 'canal':
      case 'gateway':
        province(f.province, `(${f.kind})`);
        for (const sea of f.seas) province(sea, `(${f.kind} ${f.province.value})`);
        break;
      case 'passage':
      case 'bridge':
        for (const end of f.between) province(end, `(${f.kind})`);
        break;
      case 'railway':
        power(f.owner, `(owner of railway ${f.id.value})`);
        for (const stop of f.route) province(stop, `(railway ${f.id.value})`);
        break;
    }
  }
  for (const player of draft.players.values()) for (const p of player.powers) power(p, `(controlled by player ${player.id.value})`);
  return out;
}
