/**
 * The Suez Canal as the map declares it (`gateway egy joins med red`): fleets move directly
 * between the two seas, a move the adjacency table does not hold, and it succeeds only with
 * the permission of the unit standing in the gateway province, given as a support of the
 * move (`F Egy S F Red - Med`, rules 9.3, errata 9.35). The model and its choices are in
 * spec.md and docs/engine-choices.md.
 */
import type { VariantIndex } from '../../variant-index.js';

export interface Gateway {
  /** The province whose occupant gives the permission (Egypt). */
  readonly province: number;
  readonly seas: readonly [number, number];
}

const cache = new WeakMap<VariantIndex, readonly Gateway[]>();

export function gateways(index: VariantIndex): readonly Gateway[] {
  let found = cache.get(index);
  if (found === undefined) {
    const list: Gateway[] = [];
    for (const f of index.variant.features) {
      if (f.kind !== 'gateway') continue;
      const p = index.provinceIndex.get(f.province);
      const a = index.provinceIndex.get(f.seas[0]);
      const b = index.provinceIndex.get(f.seas[1]);
      if (p !== undefined && a !== undefined && b !== undefined) list.push({ province: p, seas: [a, b] });
    }
    found = list;
    cache.set(index, found);
  }
  return found;
}
