/**
 * Per-variant lookup tables for reading names in orders: locations (through
 * `variant.aliases`), powers and coasts. Built once per variant and cached.
 */
import { normaliseName } from '../../model/names.js';
import type { CoastId, LocationId, PowerId, ProvinceId, Variant } from '../../model/variant.js';
import { GENERIC_COASTS } from './order-words.js';

export interface NameIndex {
  /** Normalised name → location id (a province, or `province/coast`). */
  readonly locations: ReadonlyMap<string, LocationId>;
  /** Normalised power id, name or adjective → power id. */
  readonly powers: ReadonlyMap<string, PowerId>;
  /** Per province with several coasts: normalised coast word → coast id. */
  readonly coasts: ReadonlyMap<ProvinceId, ReadonlyMap<string, CoastId>>;
  /** The most words a name of this variant is written with. */
  readonly maxWords: number;
}

const cache = new WeakMap<Variant, NameIndex>();

export function nameIndex(variant: Variant): NameIndex {
  let index = cache.get(variant);
  if (index === undefined) {
    index = buildNameIndex(variant);
    cache.set(variant, index);
  }
  return index;
}

function wordCount(name: string): number {
  return name.split(/[\s\-'\u2019]+/u).filter((w) => w !== '').length;
}

function buildNameIndex(variant: Variant): NameIndex {
  const locations = new Map<string, LocationId>(Object.entries(variant.aliases));
  let maxWords = 1;
  for (const province of variant.provinces) {
    // Ids and names are in the aliases already; adding them again costs nothing and
    // keeps the parser working on a hand-made variant whose aliases are incomplete.
    for (const name of [province.id, ...Object.values(province.names), ...province.aliases]) {
      const key = normaliseName(name);
      if (key !== '' && !locations.has(key)) locations.set(key, province.id);
      maxWords = Math.max(maxWords, wordCount(name));
    }
  }

  const powers = new Map<string, PowerId>();
  for (const power of variant.powers) {
    for (const name of [power.id, ...Object.values(power.names), ...Object.values(power.adjectives)]) {
      const key = normaliseName(name);
      if (key !== '') powers.set(key, power.id);
      maxWords = Math.max(maxWords, wordCount(name));
    }
  }
  // The first word of a power's long name is a name too ("Autriche" for Autriche-Hongrie,
  // as the rules text writes it), unless it is a place or could be several powers.
  const shortNames = new Map<string, PowerId | null>();
  for (const power of variant.powers) {
    for (const name of Object.values(power.names)) {
      const words = name.split(/[\s\-'\u2019]+/u).filter((w) => w !== '');
      if (words.length < 2) continue;
      const key = normaliseName(words[0]);
      const seen = shortNames.get(key);
      shortNames.set(key, seen === undefined || seen === power.id ? power.id : null);
    }
  }
  for (const [key, power] of shortNames) {
    if (power !== null && key.length > 2 && !powers.has(key) && !locations.has(key)) powers.set(key, power);
  }

  const coasts = new Map<ProvinceId, Map<string, CoastId>>();
  for (const province of variant.provinces) {
    if (province.coasts.length === 0) continue;
    const words = new Map<string, CoastId>();
    const ids = new Set(province.coasts.map((c) => c.id));
    for (const [word, coast] of GENERIC_COASTS) if (ids.has(coast)) words.set(word, coast);
    for (const coast of province.coasts) {
      words.set(normaliseName(coast.id), coast.id);
      for (const name of Object.values(coast.names)) words.set(normaliseName(name), coast.id);
    }
    coasts.set(province.id, words);
  }
  return { locations, powers, coasts, maxWords };
}
