/**
 * Every form a player may use to name a province or one of its coasts,
 * normalised with `normaliseName`. Shared by the aliases index and the check
 * that no two provinces share a name.
 */
import type { Span } from '../../dsl/ast.js';
import { normaliseName } from '../../model/names.js';
import { defaultCoastNames } from './default-names.js';
import type { DraftProvince } from './draft.js';

export interface NameForm {
  readonly kind: 'id' | 'name' | 'alias';
  /** Normalised. */
  readonly key: string;
  /** As written. */
  readonly text: string;
  readonly span: Span;
}

/** The province's id, names in every language, and aliases. */
export function provinceNameForms(province: DraftProvince): NameForm[] {
  const forms: NameForm[] = [{ kind: 'id', key: normaliseName(province.id.value), text: province.id.value, span: province.id.span }];
  for (const name of province.names.values()) forms.push({ kind: 'name', key: normaliseName(name.value), text: name.value, span: name.span });
  for (const alias of province.aliases) forms.push({ kind: 'alias', key: normaliseName(alias.value), text: alias.value, span: alias.span });
  return forms.filter((form) => form.key !== '');
}

/**
 * For each coast, its location forms: `stp/nc`, `stp nc`, `StP(nc)`, `St Petersburg north coast`,
 * `Saint-Pétersbourg côte nord`… (any province form with the coast id or any coast name).
 */
export function coastNameForms(province: DraftProvince, provinceForms: readonly NameForm[]): { key: string; location: string }[] {
  const result: { key: string; location: string }[] = [];
  for (const coast of province.coasts) {
    const location = `${province.id.value}/${coast.id.value}`;
    const coastWords = new Set<string>([coast.id.value, ...Object.values(defaultCoastNames[coast.id.value] ?? {})]);
    for (const name of coast.names.values()) coastWords.add(name.value);
    result.push({ key: normaliseName(location), location });
    for (const form of provinceForms) {
      result.push({ key: normaliseName(`${form.text}/${coast.id.value}`), location });
      result.push({ key: normaliseName(`${form.text}(${coast.id.value})`), location }); // StP(sc), a common notation
      for (const word of coastWords) result.push({ key: normaliseName(`${form.text} ${word}`), location });
    }
  }
  return result;
}
