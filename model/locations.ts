import type { CoastId, LocationId, ProvinceId } from './variant.js';

/** The province of a location: `stp/nc` → `stp`. */
export function provinceOf(location: LocationId): ProvinceId {
  const slash = location.indexOf('/');
  return slash < 0 ? location : location.slice(0, slash);
}

/** The coast of a location, or null: `stp/nc` → `nc`. */
export function coastOf(location: LocationId): CoastId | null {
  const slash = location.indexOf('/');
  return slash < 0 ? null : location.slice(slash + 1);
}

export function locationOf(province: ProvinceId, coast: CoastId | null): LocationId {
  return coast === null ? province : `${province}/${coast}`;
}
