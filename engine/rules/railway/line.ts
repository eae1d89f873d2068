/**
 * The railways of a variant read against the map index: each line's route as province
 * numbers, and where every province stands on it. Built once per index (the map never
 * changes), so that checking a railway move costs a few array reads.
 */
import { normaliseName } from '../../../model/names.js';
import type { PowerId } from '../../../model/variant.js';
import type { VariantIndex } from '../../variant-index.js';

export interface RailwayLine {
  readonly id: string;
  /** The words an order may use for the line: its id and its names, normalised ('tsr', 'transsiberien'). */
  readonly words: ReadonlySet<string>;
  readonly owner: PowerId;
  /** The provinces of the line in order. */
  readonly route: readonly number[];
  /** Per province: its place on the route, or -1. */
  readonly at: Int32Array;
}

const cache = new WeakMap<VariantIndex, readonly RailwayLine[]>();

export function railwayLines(index: VariantIndex): readonly RailwayLine[] {
  let lines = cache.get(index);
  if (lines === undefined) {
    const found: RailwayLine[] = [];
    for (const feature of index.variant.features) {
      if (feature.kind !== 'railway') continue;
      const route = feature.route.map((id) => index.provinceIndex.get(id) ?? -1).filter((p) => p >= 0);
      const at = new Int32Array(index.provinceCount).fill(-1);
      route.forEach((p, i) => (at[p] = i));
      const words = new Set([feature.id.toLowerCase(), ...Object.values(feature.names).map(normaliseName)]);
      found.push({ id: feature.id, words, owner: feature.owner, route, at });
    }
    lines = found;
    cache.set(index, lines);
  }
  return lines;
}

export function railwayLine(index: VariantIndex, id: string): RailwayLine | undefined {
  return railwayLines(index).find((l) => l.id === id);
}
