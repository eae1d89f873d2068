/**
 * Names written after a coast's points (`coast ec at 56 50 en "Isthmus east"`). A coast
 * takes its names right after its id, then its points (`coast ID [names] [at X Y …]`), so
 * these are the province's; but a reader cannot tell whom they were meant for, the coast
 * (most often) or the province, and either way one of them would be named silently in
 * the other's place. An error (DIP1111) that says where each goes.
 */
import type { ProvinceClause, Statement } from './ast.js';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';

export function reportNamesAfterCoastPoints(statement: Statement, diagnostics: Diagnostic[]): void {
  let clauses: readonly ProvinceClause[];
  if (statement.kind === 'province') clauses = statement.clauses;
  else if (statement.kind === 'change' && statement.target === 'province') clauses = statement.clauses;
  else return;
  for (let i = 1; i < clauses.length; i++) {
    const [before, clause] = [clauses[i - 1], clauses[i]];
    if (before.kind !== 'coast' || before.coast.points.length === 0 || clause.kind !== 'names') continue;
    const coast = before.coast.id.value;
    diagnostics.push(makeDiagnostic('DIP1111', clause.span, coast, statement.id.value));
  }
}
