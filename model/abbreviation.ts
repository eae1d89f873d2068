/**
 * How players, the board and the engine's texts abbreviate a place. A province's
 * abbreviation is an alias spelled like its id but for its capitals, as the variant writes
 * it (Rokugan's rules text writes `EKe` for `eke`: `alias "EKe"`), else the id capitalised
 * (`lon` → `Lon`); a coast follows its province's (`Stp/nc`).
 */
import { coastOf, provinceOf } from './locations.js';
import type { LocationId, Province, Variant } from './variant.js';

export function provinceAbbreviation(province: Province): string {
  const written = province.aliases.find((a) => a.toLowerCase() === province.id.toLowerCase());
  return written ?? capitalised(province.id);
}

/** A location's abbreviation; a place the variant lacks is its id capitalised. */
export function locationAbbreviation(variant: Variant, location: LocationId): string {
  return abbreviationIn(variant.provinces.find((p) => p.id === provinceOf(location)), location);
}

/** A location's abbreviation, its province already found (undefined: the variant has none such). */
export function abbreviationIn(province: Province | undefined, location: LocationId): string {
  if (province === undefined) return capitalised(location);
  const coast = coastOf(location);
  return coast === null ? provinceAbbreviation(province) : `${provinceAbbreviation(province)}/${coast}`;
}

/** A place's id capitalised (`lon` → `Lon`, `stp/nc` → `Stp/nc`): what a place no variant names is written as. */
export function capitalised(location: LocationId): string {
  return location.charAt(0).toUpperCase() + location.slice(1);
}
