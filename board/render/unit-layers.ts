/**
 * Units in their power's colour: an army is a disc, a fleet a hull; dislodged ones beside,
 * ringed; on a board of results, the units they dislodge ringed where they stand.
 */
import type { UnitType, Variant } from '../../model/variant.js';
import type { Unit } from '../../engine/types.js';
import type { BoardGeometry, Point } from '../geometry/types.js';
import { dislodgedSpot } from '../geometry/dislodged-spot.js';
import { locate } from './locate.js';
import { nameIn, type BoardLanguage } from './board-language.js';
import { classToken, el, text } from './svg-element.js';

/** Sized for boards whose provinces are 60–120 px across (Standard at 1500 px). */
export const UNIT_RADIUS = 9.5;

/** The ring of a unit dislodged where it stands: outside a hold's ring (r 14, its edge 16) round the same unit. */
export const DISLODGED_HERE_RING = UNIT_RADIUS + 9;

const FLEET_HULL = 'M-12.5 -4.5H12.5L8 6.3H-8Z';

/** `power` may be null for a unit of no power (the legend's samples). */
export function unitSymbol(type: UnitType, at: Point, power: string | null, extraClass = '', opacity?: number, title?: string): string {
  const [x, y] = at;
  const body =
    type === 'army'
      ? el('circle', { class: 'body', cx: 0, cy: 0, r: UNIT_RADIUS })
      : el('path', { class: 'body', d: FLEET_HULL });
  const letter = el('text', { class: 'letter', x: 0, y: type === 'army' ? 0 : 0.6 }, text(type === 'army' ? 'A' : 'F'));
  return el(
    'g',
    {
      class: [`unit ${type}`, power === null ? '' : `power-${classToken(power)}`, extraClass].filter(Boolean).join(' '),
      transform: `translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})`,
      opacity,
    },
    body,
    letter,
    title === undefined ? '' : el('title', {}, text(title)),
  );
}

/** "English fleet in stp/sc", in the board's language. */
function describe(variant: Variant, lang: BoardLanguage, unit: Unit): string {
  const power = variant.powers.find((p) => p.id === unit.power);
  const named = power ? { adjective: nameIn(power.adjectives, lang, power.id), name: nameIn(power.names, lang, power.id) } : { adjective: unit.power, name: unit.power };
  return lang.words.unit(named, unit.type, unit.location);
}

export function unitsLayer(variant: Variant, geometry: BoardGeometry, units: readonly Unit[], lang: BoardLanguage): string {
  const drawn = units.flatMap((unit) => {
    const at = locate(geometry, unit.location, unit.type);
    if (!at) return [];
    return [unitSymbol(unit.type, at, unit.power, '', undefined, describe(variant, lang, unit))];
  });
  return el('g', { class: 'units' }, ...drawn);
}

/**
 * Dislodged units: those of a retreats phase (`units`) beside the unit that took their
 * place, in a dashed red ring; on a board of a movement phase's results, those the results
 * dislodge (`dislodgedHere`, dislodged-by-results.ts) ringed the same where they stand,
 * the unit itself drawn by the units layer.
 */
/**
 * A white ring under a dislodged unit's dashed red one, so that its dashes read red and white:
 * never a red power's solid hold ring (Austria's, Scorpion's).
 */
export function underRing(at: Point, r: number): string {
  return el('circle', { class: 'ring-under', cx: at[0], cy: at[1], r });
}

export function dislodgedLayer(variant: Variant, geometry: BoardGeometry, units: readonly Unit[], lang: BoardLanguage, dislodgedHere: readonly Unit[] = []): string {
  const here = dislodgedHere.flatMap((unit) => {
    const at = locate(geometry, unit.location, unit.type);
    if (!at) return [];
    const title = el('title', {}, text(lang.words.dislodgedUnit(describe(variant, lang, unit))));
    return [underRing(at, DISLODGED_HERE_RING) + el('circle', { class: 'ring here', 'data-location': unit.location, cx: at[0], cy: at[1], r: DISLODGED_HERE_RING }, title)];
  });
  const drawn = units.flatMap((unit) => {
    const at = dislodgedSpot(geometry, unit.location, variant, unit.type);
    if (!at) return [];
    return [
      underRing(at, UNIT_RADIUS + 3) +
        el('circle', { class: 'ring', cx: at[0], cy: at[1], r: UNIT_RADIUS + 3 }) +
        unitSymbol(unit.type, at, unit.power, '', undefined, lang.words.dislodgedUnit(describe(variant, lang, unit))),
    ];
  });
  return el('g', { class: 'dislodged' }, ...here, ...drawn);
}
