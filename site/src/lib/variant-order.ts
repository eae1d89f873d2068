/**
 * The order the site lists variants in (the sidebar, and `listVariants()`): each variant
 * followed by the variants built on it (its `base`), families side by side by id. So
 * Standard's setups, arsenals and Intimate Diplomacy stand under Standard, and the 1996
 * errata under Colonial's 1994 map, rather than every base first and the rest after them.
 * A variant whose base is not in the list stands as a family of its own.
 */

/** `baseOf`: the id of the variant an entry builds on, or null. */
export function familyOrder<T extends { readonly id: string }>(variants: readonly T[], baseOf: (v: T) => string | null | undefined): T[] {
  const ids = new Set(variants.map((v) => v.id));
  const byId = (a: T, b: T): number => a.id.localeCompare(b.id);
  const builtOn = new Map<string, T[]>();
  const families: T[] = [];
  for (const v of variants) {
    const base = baseOf(v);
    if (base && base !== v.id && ids.has(base)) {
      const list = builtOn.get(base);
      if (list) list.push(v);
      else builtOn.set(base, [v]);
    } else families.push(v);
  }
  const out: T[] = [];
  const visit = (v: T): void => {
    out.push(v);
    for (const next of (builtOn.get(v.id) ?? []).sort(byId)) visit(next);
  };
  for (const v of families.sort(byId)) visit(v);
  // Bases that build on each other in a ring (the compiler refuses them) reach no family: listed last.
  const listed = new Set(out);
  out.push(...variants.filter((v) => !listed.has(v)).sort(byId));
  return out;
}
