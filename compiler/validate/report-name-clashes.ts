/**
 * Two provinces answering to one name (DIP3003): ids, names and aliases are
 * compared as players type them, without case, accents, spaces or hyphens.
 * Ids are claimed first, then names, then aliases, so a clash is reported at
 * the weaker form (an alias that takes another province's name, not the name).
 */
import { diagnose } from '../diagnose.js';
import { provinceNameForms, type NameForm } from '../model/name-forms.js';
import type { CheckContext, Report } from './check-context.js';

export function reportNameClashes({ draft }: CheckContext, report: Report): void {
  const owners = new Map<string, { province: string; form: NameForm }>();
  const rank = { id: 0, name: 1, alias: 2 };
  const ordered = [...draft.provinces.values()].flatMap((province) => provinceNameForms(province).map((form) => ({ province, form })));
  ordered.sort((a, b) => rank[a.form.kind] - rank[b.form.kind]); // stable: source order within a kind
  for (const { province, form } of ordered) {
    const owner = owners.get(form.key);
    if (!owner) owners.set(form.key, { province: province.id.value, form });
    else if (owner.province !== province.id.value) {
      report(
        diagnose('DIP3003', form.span, [form.text, province.id.value, owner.form.text, owner.province], [
          { message: `${owner.province} is named here`, span: owner.form.span },
        ]),
      );
    }
  }
}
