/**
 * One statement applied to the draft: declarations add, `change` and `remove`
 * patch. Includes and the variant header are handled by resolve/, before this.
 */
import type { Ident, Span, Statement } from '../../dsl/ast.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose, type Report } from '../diagnose.js';
import { applyPowerClauses, applyProvinceClauses } from './apply-clauses.js';
import { applyChange } from './apply-change.js';
import { applyRemove } from './apply-remove.js';
import { borderKey, featureKey, locationText, type Draft, type DraftBorder, type DraftFeature, type Located } from './draft.js';
import { located, locationFrom, namesFrom } from './from-ast.js';

function duplicate(what: string, id: string, span: Span, first: Span): Diagnostic {
  return diagnose('DIP3002', span, [what, id], [{ message: 'first declared here', span: first }]);
}

/** Adds what a declaration makes under its id, unless the id is taken (DIP3002, the first one stays). */
function declare<T extends { readonly id: Located<string> }>(into: Map<string, T>, what: string, id: Ident, report: Report, make: () => T): void {
  const earlier = into.get(id.value);
  if (earlier) return report(duplicate(what, id.value, id.span, earlier.id.span));
  into.set(id.value, make());
}

export function applyStatement(draft: Draft, statement: Statement, report: Report): void {
  switch (statement.kind) {
    case 'include':
    case 'variant':
      return;
    case 'season':
      return declare(draft.seasons, 'season', statement.id, report, () => ({
        id: located(statement.id),
        names: namesFrom(statement.names),
        phases: statement.phases.map(located),
      }));
    case 'power':
      return declare(draft.powers, 'power', statement.id, report, () => {
        const power = { id: located(statement.id), names: new Map(), adjectives: new Map(), colour: null, start: [] };
        applyPowerClauses(power, statement.clauses, 'declare');
        return power;
      });
    case 'player':
      return declare(draft.players, 'player', statement.id, report, () => ({
        id: located(statement.id),
        names: namesFrom(statement.names),
        powers: statement.powers.map(located),
      }));
    case 'province':
      return declare(draft.provinces, 'province', statement.id, report, () => {
        const province = {
          id: located(statement.id),
          terrain: { value: statement.terrain.value, span: statement.terrain.span },
          names: new Map(),
          aliases: [],
          centre: null,
          home: null,
          except: [],
          arsenal: null,
          points: [],
          label: null,
          coasts: [],
        };
        applyProvinceClauses(province, statement.clauses, 'declare', report);
        return province;
      });
    case 'adjacency':
      for (const entry of statement.entries) {
        const from = locationFrom(entry.from);
        const qualifier = entry.qualifier ? { value: entry.qualifier.value, span: entry.qualifier.span } : null;
        for (const target of entry.to) {
          const border: DraftBorder = { from, to: locationFrom(target), qualifier, span: entry.span };
          const key = borderKey(locationText(border.from), locationText(border.to), qualifier?.value ?? null);
          const earlier = draft.borders.get(key);
          if (earlier) {
            report(
              diagnose('DIP3027', target.span, [locationText(border.from), locationText(border.to)], [
                { message: 'first declared here', span: earlier.to.span },
              ]),
            );
            continue;
          }
          draft.borders.set(key, border);
        }
      }
      return;
    case 'canal':
    case 'gateway':
      return addFeature(draft, { kind: statement.kind, province: located(statement.province), seas: [located(statement.seas[0]), located(statement.seas[1])], span: statement.span }, report);
    case 'passage':
    case 'bridge':
      return addFeature(draft, { kind: statement.kind, between: [located(statement.between[0]), located(statement.between[1])], span: statement.span }, report);
    case 'railway':
      return addFeature(
        draft,
        {
          kind: 'railway',
          id: located(statement.id),
          names: namesFrom(statement.names),
          owner: located(statement.owner),
          route: statement.route.map(located),
          span: statement.span,
        },
        report,
      );
    case 'rule':
      draft.rules.push({
        id: located(statement.id),
        args: statement.args.map((arg) => arg.value),
        argSpans: statement.args.map((arg) => arg.span),
        span: statement.span,
      });
      return;
    case 'change':
      return applyChange(draft, statement, report);
    case 'remove':
      return applyRemove(draft, statement, report);
  }
}

function addFeature(draft: Draft, feature: DraftFeature, report: Report): void {
  const key = featureKey(feature);
  const earlier = draft.features.get(key);
  if (earlier) {
    const name = key.slice(key.indexOf(':') + 1).replace('|', ' ');
    return report(duplicate(feature.kind, name, feature.span, earlier.span));
  }
  draft.features.set(key, feature);
}
