/**
 * What the board page needs to list a province's neighbours, from the compiled model:
 * names in one language, and for each province the provinces an army may move to and
 * the locations a fleet may move to, per coast. Plain JSON for the browser.
 */
import type { Variant } from '../../../model/variant.js';
import { nameOf } from './describe.js';
import type { Lang } from './i18n.js';

export interface NeighbourData {
  /** Location id (province or province/coast) → display name. */
  readonly names: Record<string, string>;
  readonly provinces: Record<
    string,
    { readonly army: readonly string[]; readonly fleet: readonly { readonly from: string; readonly to: readonly string[] }[] }
  >;
}

export function neighbourData(variant: Variant, lang: Lang): NeighbourData {
  const names: Record<string, string> = {};
  const provinces: Record<string, NeighbourData['provinces'][string]> = {};
  for (const p of variant.provinces) {
    const name = nameOf(p.names, lang, p.id);
    names[p.id] = name;
    for (const c of p.coasts) names[`${p.id}/${c.id}`] = `${name} (${nameOf(c.names, lang, c.id)})`;
  }
  for (const p of variant.provinces) {
    const froms = p.coasts.length > 0 ? p.coasts.map((c) => `${p.id}/${c.id}`) : [p.id];
    provinces[p.id] = {
      army: variant.adjacency.army[p.id] ?? [],
      fleet: froms.map((from) => ({ from, to: variant.adjacency.fleet[from] ?? [] })).filter((f) => f.to.length > 0),
    };
  }
  return { names, provinces };
}
