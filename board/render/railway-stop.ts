/**
 * Where a railway move that failed left its army, read from its result (engine/rules/railway:
 * "stops in Oms: …" when it stopped on the way, "stays in Irk: …" when it never left): the
 * board ends the move there and draws the rest of the way as failed.
 */
import { provinceAbbreviation } from '../../model/abbreviation.js';
import type { ProvinceId, Variant } from '../../model/variant.js';

/** The province the army ended in, or null when the reason does not say. */
export function railwayStop(variant: Variant, reason: string | undefined): ProvinceId | null {
  const stop = /^(?:stops|stays) in ([^:]+):/.exec(reason ?? '');
  if (stop === null) return null;
  return variant.provinces.find((p) => provinceAbbreviation(p) === stop[1])?.id ?? null;
}
