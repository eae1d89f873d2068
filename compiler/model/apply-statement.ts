/**
 * One statement applied to the draft: declarations add, `change` and `remove`
 * patch. Includes and the variant header are handled by resolve/, before this.
 */
import type { Span, Statement } from '../../dsl/ast.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { applyPowerClauses, applyProvinceClauses } from './apply-clauses.js';
import { applyChange } from './apply-change.js';
import { applyRemove } from './apply-remove.js';
import { borderKey, featureKey, locationText, type Draft, type DraftBorder, type DraftFeature } from './draft.js';
import { located, locationFrom, namesFrom } from './from-ast.js';

type Report = (d: Diagnostic) => void;

function duplicate(what: string, id: string, span: Span, first: Span): Diagnostic {
  return diagnose('DIP3002', span, [what, id], [{ message: 'first declared here', span: first }]);
}

export function applyStatement(draft: Draft, statement: Statement, report: Report): void {
  switch (statement.kind) {
    case 'include':
    case 'variant':
      return;
    case 'season': {
      const earlier = draft.seasons.get(statement.id.value);
      if (earlier) return report(duplicate('season', statement.id.value, statement.id.span, earlier.id.span));
      draft.seasons.set(statement.id.value, {
        id: located(statement.id),
        names: namesFrom(statement.names),
        phases: statement.phases.map(located),
      });
      return;
    }
    case 'power': {
      const earlier = draft.powers.get(statement.id.value);
      if (earlier) return report(duplicate('power', statement.id.value, statement.id.span, earlier.id.span));
      const power = { id: located(statement.id), names: new Map(), adjectives: new Map(), colour: null, start: [] };
      applyPowerClauses(power, statement.clauses, 'declare');
      draft.powers.set(power.id.value, power);
      return;
    }
    case 'player': {
      const earlier = draft.players.get(statement.id.value);
      if (earlier) return report(duplicate('player', statement.id.value, statement.id.span, earlier.id.span));
      draft.players.set(statement.id.value, {
        id: located(statement.id),
        names: namesFrom(statement.names),
        powers: statement.powers.map(located),
      });
      return;
    }
    case 'province': {
      const earlier = draft.provinces.get(statement.id.value);
      if (earlier) return report(duplicate('province', statement.id.value, statement.id.span, earlier.id.span));
      const province = {
        id: located(statement.id),
        terrain: { value: statement.terrain.value, span: statement.terrain.span },
        names: new Map(),
        aliases: [],
        centre: null,
        home: null,
        points: [],
        coasts: [],
      };
      applyProvinceClauses(province, statement.clauses, 'declare', report);
      draft.provinces.set(province.id.value, province);
      return;
    }
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
