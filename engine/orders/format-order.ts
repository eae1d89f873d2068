/**
 * Writes an order back as text, in English or French, with abbreviations
 * (`style: 'short'`, the default: "A Lon - Bel", "A Bur (S) A Tyr-Mun") or full names
 * (`style: 'long'`: "A London - Belgium", "F Saint-Pétersbourg (côte nord) tient").
 * Whatever it writes, `parseOrder` reads back as the same order.
 */
import { locationAbbreviation } from '../../model/abbreviation.js';
import { coastOf, provinceOf } from '../../model/locations.js';
import type { LocationId, Province, Variant } from '../../model/variant.js';
import type { Order, UnitRef } from '../types.js';
import { DEFAULT_COAST_NAMES } from './order-words.js';
import { assertOrderShape, assertPlaceText } from './order-shape.js';

export interface FormatOptions {
  readonly language?: 'en' | 'fr';
  readonly style?: 'short' | 'long';
}

interface Words {
  readonly arrow: string;
  readonly hold: string;
  readonly support: string;
  readonly convoy: string;
  readonly retreat: string;
  readonly disband: string;
  readonly build: string;
  readonly waive: string;
  readonly via: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Readonly<Record<'short' | 'long', Words>>>> = {
  en: {
    short: { arrow: ' - ', hold: 'H', support: 'S', convoy: 'C', retreat: 'R', disband: 'D', build: 'Build', waive: 'Waive', via: 'via convoy' },
    long: {
      arrow: ' - ', hold: 'holds', support: 'supports', convoy: 'convoys', retreat: 'retreats to',
      disband: 'disbands', build: 'Build', waive: 'Waive', via: 'via convoy',
    },
  },
  fr: {
    short: { arrow: '-', hold: '(H)', support: '(S)', convoy: '(C)', retreat: '(R)', disband: '(D)', build: 'Construit', waive: 'Renonce', via: 'par convoi' },
    long: {
      arrow: ' - ', hold: 'tient', support: 'soutient', convoy: 'convoie', retreat: 'retraite vers',
      disband: 'dissoute', build: 'Construit', waive: 'Renonce', via: 'par convoi',
    },
  },
};

const provinceCache = new WeakMap<Variant, ReadonlyMap<string, Province>>();
/** Per variant and style: location id → its written form (formatting is on the adjudicator's hot path). */
const placeCache = new WeakMap<Variant, Map<string, string>>();

function provinceById(variant: Variant, id: string): Province | undefined {
  let byId = provinceCache.get(variant);
  if (byId === undefined) {
    byId = new Map(variant.provinces.map((p) => [p.id, p]));
    provinceCache.set(variant, byId);
  }
  return byId.get(id);
}

export function formatOrder(variant: Variant, order: Order, options: FormatOptions = {}): string {
  assertOrderShape(order);
  const language = options.language ?? 'en';
  const style = options.style ?? 'short';
  const w = WORDS[language][style];
  switch (order.kind) {
    case 'hold':
      return `${unitText(variant, order.unit, language, style)} ${w.hold}`;
    case 'move': {
      const via = order.viaConvoy ? ` ${w.via}` : '';
      const line = order.railway === undefined ? '' : `${order.railway.toUpperCase()}${w.arrow}`;
      return `${unitText(variant, order.unit, language, style)}${w.arrow}${line}${place(variant, order.to, language, style)}${via}`;
    }
    case 'support': {
      const head = `${unitText(variant, order.unit, language, style)} ${w.support} ${unitText(variant, order.supported, language, style)}`;
      return order.to === null ? head : `${head}${w.arrow}${place(variant, order.to, language, style)}`;
    }
    case 'convoy':
      return `${unitText(variant, order.unit, language, style)} ${w.convoy} A ${place(variant, order.army, language, style)}${w.arrow}${place(variant, order.to, language, style)}`;
    case 'retreat':
      return `${unitText(variant, order.unit, language, style)} ${w.retreat} ${place(variant, order.to, language, style)}`;
    case 'disband':
      return `${unitText(variant, order.unit, language, style)} ${w.disband}`;
    case 'build':
      return `${w.build} ${order.type === 'army' ? 'A' : 'F'} ${place(variant, order.location, language, style)}`;
    case 'waive':
      return w.waive;
  }
}

function unitText(variant: Variant, ref: UnitRef, language: string, style: 'short' | 'long'): string {
  const where = place(variant, ref.location, language, style);
  return ref.type === null ? where : ref.type === 'army' ? `A ${where}` : `F ${where}`;
}

function place(variant: Variant, location: LocationId, language: string, style: 'short' | 'long'): string {
  let cache = placeCache.get(variant);
  if (cache === undefined) {
    cache = new Map();
    placeCache.set(variant, cache);
  }
  const key = style === 'short' ? location : `${language}:${location}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = formatLocation(variant, location, language, style);
    cache.set(key, text);
  }
  return text;
}

/** `Stp/nc` in the short style; `St Petersburg (north coast)` in the long one. */
export function formatLocation(variant: Variant, location: LocationId, language: string, style: 'short' | 'long'): string {
  assertPlaceText(location, 'location');
  const provinceId = provinceOf(location);
  const coastId = coastOf(location);
  if (style === 'short') {
    return locationAbbreviation(variant, location);
  }
  const province = provinceById(variant, provinceId);
  const name = province?.names[language] ?? province?.names[variant.languages[0]] ?? provinceId;
  if (coastId === null) return name;
  const coast = province?.coasts.find((c) => c.id === coastId);
  const coastName = coast?.names[language] ?? DEFAULT_COAST_NAMES[coastId]?.[language] ?? coastId;
  return `${name} (${coastName})`;
}
