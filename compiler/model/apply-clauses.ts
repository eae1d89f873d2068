/**
 * Clauses of `province`, `power` and `variant` statements applied to a draft.
 * The same code serves a declaration (clauses add up) and a `change` (each kind
 * of clause given replaces what was there).
 */
import { dirname, join } from 'node:path';
import type { PowerClause, ProvinceClause, Span, VariantClause } from '../../dsl/ast.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { DraftCoast, DraftHeader, DraftPower, DraftProvince } from './draft.js';
import { located, locatedNumber, locationFrom, mergeNames, namesFrom, pointFrom } from './from-ast.js';

export type ClauseMode = 'declare' | 'change';

export function applyProvinceClauses(
  province: DraftProvince,
  clauses: readonly ProvinceClause[],
  mode: ClauseMode,
  report: (d: Diagnostic) => void,
): void {
  // In a change, the first alias or point clause clears the old list.
  let aliasesCleared = mode === 'declare';
  let pointsCleared = mode === 'declare';
  let exceptCleared = mode === 'declare';
  const declaredCoasts = new Map<string, DraftCoast>();
  let labelSpan: Span | null = null;
  for (const clause of clauses) {
    switch (clause.kind) {
      case 'names':
        mergeNames(province.names, clause.names);
        break;
      case 'centre':
        province.centre = clause.span;
        break;
      case 'home':
        province.home = located(clause.power);
        break;
      case 'except':
        // In a change, the clause replaces the list (as one clause in a declaration is the list).
        if (!exceptCleared) (province.except = []), (exceptCleared = true);
        for (const power of clause.powers) province.except.push(located(power));
        break;
      case 'arsenal':
        province.arsenal = { value: clause.type.value, span: clause.type.span };
        break;
      case 'alias':
        if (!aliasesCleared) (province.aliases = []), (aliasesCleared = true);
        for (const alias of clause.aliases) province.aliases.push(located(alias));
        break;
      case 'at':
        if (!pointsCleared) (province.points = []), (pointsCleared = true);
        province.points.push(pointFrom(clause.point));
        break;
      case 'label':
        // One statement, one label point; a change's replaces the earlier one.
        if (labelSpan) {
          report(diagnose('DIP3400', clause.span, [province.id.value], [{ message: 'first label point here', span: labelSpan }]));
          break;
        }
        labelSpan = clause.span;
        province.label = { value: pointFrom(clause.point), raw: `${clause.point.x.raw} ${clause.point.y.raw}`, span: clause.span };
        break;
      case 'coast': {
        const decl = clause.coast;
        const coast: DraftCoast = { id: located(decl.id), names: namesFrom(decl.names), points: decl.points.map(pointFrom) };
        const earlier = declaredCoasts.get(coast.id.value);
        if (earlier) {
          report(
            diagnose('DIP3002', coast.id.span, ['coast', `${coast.id.value} of ${province.id.value}`], [
              { message: 'first declared here', span: earlier.id.span },
            ]),
          );
          break;
        }
        declaredCoasts.set(coast.id.value, coast);
        const index = province.coasts.findIndex((c) => c.id.value === coast.id.value);
        if (index >= 0 && mode === 'change') province.coasts[index] = coast;
        else province.coasts.push(coast);
        break;
      }
    }
  }
}

export function applyPowerClauses(
  power: DraftPower,
  clauses: readonly PowerClause[],
  mode: ClauseMode,
): void {
  let startCleared = mode === 'declare';
  for (const clause of clauses) {
    switch (clause.kind) {
      case 'names':
        mergeNames(power.names, clause.names);
        break;
      case 'adjective':
        mergeNames(power.adjectives, clause.names);
        break;
      case 'colour':
        power.colour = located(clause.colour);
        break;
      case 'start':
        if (!startCleared) (power.start = []), (startCleared = true);
        for (const unit of clause.units) {
          power.start.push({ power: power.id.value, type: unit.type, location: locationFrom(unit.location), span: unit.span });
        }
        break;
    }
  }
}

/** Variant clauses always replace: a header has one start, one victory condition… */
export function applyVariantClauses(header: DraftHeader, clauses: readonly VariantClause[]): void {
  for (const clause of clauses) {
    switch (clause.kind) {
      case 'names':
        mergeNames(header.names, clause.names);
        break;
      case 'start':
        header.start = { season: located(clause.season), year: locatedNumber(clause.year) };
        break;
      case 'victory':
        header.victory = {
          kind: clause.victory,
          count: clause.count ? locatedNumber(clause.count) : null,
          span: clause.span,
        };
        break;
      case 'centres':
        header.centres = locatedNumber(clause.count);
        break;
      case 'edition':
        header.edition = located(clause.edition);
        break;
      case 'coordinates':
        header.coordinates = located(clause.coordinates);
        break;
      case 'geometry':
        header.geometry = {
          kind: clause.source,
          file: clause.file ? join(dirname(clause.file.span.file), clause.file.value) : null,
          span: clause.span,
        };
        break;
      case 'ownership':
        header.ownership = located(clause.season);
        break;
    }
  }
}
