/** `change province|power|variant …`: the clauses given replace those of the declaration. */
import type { ChangeStmt } from '../../dsl/ast.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { applyPowerClauses, applyProvinceClauses, applyVariantClauses } from './apply-clauses.js';
import type { Draft } from './draft.js';

export function applyChange(draft: Draft, statement: ChangeStmt, report: (d: Diagnostic) => void): void {
  switch (statement.target) {
    case 'variant':
      return applyVariantClauses(draft.header, statement.clauses);
    case 'province': {
      const province = draft.provinces.get(statement.id.value);
      if (!province) return report(diagnose('DIP3026', statement.id.span, ['change', `province ${statement.id.value}`]));
      return applyProvinceClauses(province, statement.clauses, 'change', report);
    }
    case 'power': {
      const power = draft.powers.get(statement.id.value);
      if (!power) return report(diagnose('DIP3026', statement.id.span, ['change', `power ${statement.id.value}`]));
      return applyPowerClauses(power, statement.clauses, 'change');
    }
  }
}
