/**
 * Centres that do not count for some powers (`centre home britain except china`: Colonial's
 * Hong Kong, rule 9.1). The listed power may enter and hold the centre, but is never
 * credited with it: it never becomes its owner, so it neither builds for it nor counts it
 * towards victory, both of which read ownership. While it holds the centre at the end of
 * a counting season nobody owns it (the previous owner lost it to the occupation), as
 * njudge plays it; a centre the power leaves stays unowned until another power takes it.
 * It counts normally for every other power. The map says which centres (model field
 * `centreExcept`), so this is a map fact every variant gets, with no `rule` line.
 */
import type { PowerId, Variant } from '../../../model/variant.js';
import type { VariantIndex } from '../../variant-index.js';

const cache = new WeakMap<Variant, readonly (readonly PowerId[] | null)[]>();

/** Per province number: the powers the centre does not count for, or null (counts for all). */
export function centreExceptions(index: VariantIndex): readonly (readonly PowerId[] | null)[] {
  let found = cache.get(index.variant);
  if (found === undefined) {
    found = index.provinceIds.map((id) => {
      const except = index.variant.provinces.find((p) => p.id === id)?.centreExcept;
      return except === undefined || except.length === 0 ? null : except;
    });
    cache.set(index.variant, found);
  }
  return found;
}

/** Whether the centre in province p may be credited to `power` (its owner after a counting season). */
export function countsFor(index: VariantIndex, p: number, power: PowerId): boolean {
  const except = centreExceptions(index)[p];
  return except === null || !except.includes(power);
}
