/**
 * `remove …`: takes out what it names. Removing a province takes its borders,
 * start units and features with it; removing a power, its start units, home
 * centres (the provinces stay supply centres), its place in `except` clauses and
 * its place in players.
 */
import type { Ident, RemoveStmt } from '../../dsl/ast.js';
import { diagnose, type Report } from '../diagnose.js';
import { borderKey, pairFeatureKey, type Draft, type DraftFeature } from './draft.js';

function nothing(what: string, id: string, ident: { span: Ident['span'] }, report: Report): void {
  report(diagnose('DIP3026', ident.span, ['remove', `${what} ${id}`]));
}

function featureMentions(feature: DraftFeature, province: string): boolean {
  switch (feature.kind) {
    case 'canal':
    case 'gateway':
      return feature.province.value === province || feature.seas.some((s) => s.value === province);
    case 'passage':
    case 'bridge':
      return feature.between.some((p) => p.value === province);
    case 'railway':
      return feature.route.some((p) => p.value === province);
  }
}

function removeProvince(draft: Draft, id: string): void {
  draft.provinces.delete(id);
  for (const [key, border] of draft.borders) {
    if (border.from.province.value === id || border.to.province.value === id) draft.borders.delete(key);
  }
  for (const power of draft.powers.values()) power.start = power.start.filter((u) => u.location.province.value !== id);
  for (const [key, feature] of draft.features) if (featureMentions(feature, id)) draft.features.delete(key);
}

function removePower(draft: Draft, id: string): void {
  draft.powers.delete(id);
  for (const province of draft.provinces.values()) {
    if (province.home?.value === id) province.home = null;
    province.except = province.except.filter((p) => p.value !== id);
  }
  for (const player of draft.players.values()) player.powers = player.powers.filter((p) => p.value !== id);
}

export function applyRemove(draft: Draft, statement: RemoveStmt, report: Report): void {
  const target = statement.target;
  switch (target.kind) {
    case 'province':
      for (const id of target.ids) draft.provinces.has(id.value) ? removeProvince(draft, id.value) : nothing('province', id.value, id, report);
      return;
    case 'power':
      for (const id of target.ids) draft.powers.has(id.value) ? removePower(draft, id.value) : nothing('power', id.value, id, report);
      return;
    case 'player':
      for (const id of target.ids) if (!draft.players.delete(id.value)) nothing('player', id.value, id, report);
      return;
    case 'centre':
      for (const id of target.ids) {
        const province = draft.provinces.get(id.value);
        if (!province?.centre) nothing('centre', id.value, id, report);
        else (province.centre = null), (province.home = null), (province.except = []), (province.arsenal = null);
      }
      return;
    case 'rule':
      for (const id of target.ids) {
        const before = draft.rules.length;
        draft.rules = draft.rules.filter((rule) => rule.id.value !== id.value);
        if (draft.rules.length === before) nothing('rule', id.value, id, report);
      }
      return;
    case 'canal':
    case 'gateway':
    case 'railway':
      for (const id of target.ids) if (!draft.features.delete(`${target.kind}:${id.value}`)) nothing(target.kind, id.value, id, report);
      return;
    case 'passage':
    case 'bridge': {
      const [a, b] = target.between;
      if (!draft.features.delete(pairFeatureKey(target.kind, a.value, b.value))) nothing(target.kind, `${a.value} ${b.value}`, a, report);
      return;
    }
    case 'adjacency': {
      const entry = target.entry;
      const from = entry.from.coast ? `${entry.from.province.value}/${entry.from.coast.value}` : entry.from.province.value;
      for (const to of entry.to) {
        const toText = to.coast ? `${to.province.value}/${to.coast.value}` : to.province.value;
        if (!draft.borders.delete(borderKey(from, toText, entry.qualifier?.value ?? null))) {
          report(diagnose('DIP3026', to.span, ['remove', `the border ${from}–${toText}${entry.qualifier ? ` ${entry.qualifier.value}` : ''}`]));
        }
      }
      return;
    }
  }
}
