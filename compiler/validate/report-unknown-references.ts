/**
 * References to provinces, powers and players that are not declared (DIP3001),
 * except those a statement left out for a syntax error may declare.
 */
import { diagnose } from '../diagnose.js';
import type { Located } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';
import { misspeltStatementWord } from '../../dsl/syntax-errors.js';
import { didYouMean, idSuggester } from './closest-ids.js';

/**
 * The ids meant, else the statement word meant: a misspelt statement word in a list
 * of ids (`controls austria turkey` then `rle neutral italy`) is read as one more id.
 */
function suggestion(ids: readonly string[], unknown: string): string {
  if (ids.length > 0) return didYouMean(ids);
  const word = misspeltStatementWord(unknown);
  return word === null ? '' : `; if a new statement starts here, its word is ${word}, misspelt`;
}

export function reportUnknownReferences({ draft, gaps }: CheckContext, report: Report): void {
  if (gaps.anyId) return;
  // Built only when something is unknown: most variants never need them.
  let suggestProvince: ((unknown: string) => string[]) | null = null;
  let suggestPower: ((unknown: string) => string[]) | null = null;
  // The start of an adjacency entry is shared by all its borders: report it once.
  const reported = new Set<number>();
  const province = (ref: Located<string>, where: string): void => {
    if (draft.provinces.has(ref.value) || gaps.ids.has(ref.value) || reported.has(ref.span.start)) return;
    reported.add(ref.span.start);
    suggestProvince ??= idSuggester([...draft.provinces.values()].map((p) => ({
      id: p.id.value,
      names: [...[...p.names.values()].map((n) => n.value), ...p.aliases.map((a) => a.value)],
    })));
    report(diagnose('DIP3001', ref.span, ['province', ref.value, where, suggestion(suggestProvince(ref.value), ref.value)]));
  };
  const power = (ref: Located<string>, where: string): void => {
    if (draft.powers.has(ref.value) || gaps.ids.has(ref.value)) return;
    suggestPower ??= idSuggester([...draft.powers.values()].map((p) => ({
      id: p.id.value,
      names: [...p.names.values(), ...p.adjectives.values()].map((n) => n.value),
    })));
    report(diagnose('DIP3001', ref.span, ['power', ref.value, where, suggestion(suggestPower(ref.value), ref.value)]));
  };

  for (const p of draft.provinces.values()) if (p.home) power(p.home, `named as the home power of ${p.id.value}`);
  for (const p of draft.provinces.values()) for (const x of p.except) power(x, `named in the except clause of ${p.id.value}`);
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
}
