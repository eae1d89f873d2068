/**
 * Two provinces answering to one name (DIP3003): ids, names and aliases are
 * compared as players type them, without case, accents, spaces or hyphens.
 */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import { provinceNameForms, type NameForm } from '../model/name-forms.js';
import type { CheckContext } from './check-context.js';

export function reportNameClashes({ draft }: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const owners = new Map<string, { province: string; form: NameForm }>();
  for (const province of draft.provinces.values()) {
    for (const form of provinceNameForms(province)) {
      const owner = owners.get(form.key);
      if (!owner) owners.set(form.key, { province: province.id.value, form });
      else if (owner.province !== province.id.value) {
        out.push(
          diagnose('DIP3003', `"${form.text}" names ${province.id.value}, but "${owner.form.text}" already names ${owner.province}`, form.span, [
            { message: `${owner.province} is named here`, span: owner.form.span },
          ]),
        );
      }
    }
  }
  return out;
}
