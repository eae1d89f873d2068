import type { Variant } from '../../model/variant.js';
import type { Position } from '../types.js';
import { assertVariantShape } from '../variant-shape.js';

/** The position the game starts from: the start units and ownership, in the start season's first phase. */
export function startPosition(variant: Variant): Position {
  assertVariantShape(variant);
  const { season, year } = variant.calendar.start;
  const first = variant.calendar.seasons.find((s) => s.id === season)?.phases[0] ?? 'movement';
  return {
    variant: variant.id,
    phase: { season, year, kind: first },
    units: variant.start.units.map((u) => ({ power: u.power, type: u.type, location: u.location })),
    dislodged: [],
    contested: [],
    ownership: { ...variant.start.ownership },
  };
}
