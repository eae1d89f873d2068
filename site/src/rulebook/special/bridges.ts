/**
 * Land bridges and spaces of land and sea (Colonial's Cebu and its bridges to Manila and
 * Davao, as the errata describe them; the Otaru–Sakhalin bridge the errata add in 1996).
 * Which provinces, their neighbours, and whether fleets cross a bridge too all come from
 * the model; the examples are in section `rule:bridges`.
 */
import { provinceOf } from '../../../../model/locations.js';
import type { Province, ProvinceId, Variant } from '../../../../model/variant.js';
import { para } from '../blocks.js';
import { nameIn } from '../facts.js';
import type { Block, Lang } from '../types.js';
import { listOf, placeEn, provinceName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

type Bridge = Extract<Variant['features'][number], { kind: 'bridge' }>;

/** Every space a unit in the province can reach, army or fleet, in the map's order. */
function neighbours(variant: Variant, id: ProvinceId): ProvinceId[] {
  const reached = new Set([...(variant.adjacency.army[id] ?? []), ...(variant.adjacency.fleet[id] ?? []).map(provinceOf)]);
  return variant.provinces.filter((p) => reached.has(p.id)).map((p) => p.id);
}

const fleetsCross = (variant: Variant, b: Bridge): boolean => (variant.adjacency.fleet[b.between[0]] ?? []).some((l) => provinceOf(l) === b.between[1]);

function blocks(variant: Variant, lang: Lang, mixed: readonly Province[], bridges: readonly Bridge[]): Block[] {
  const n = (id: string) => (lang === 'fr' ? `« ${provinceName(variant, id, 'fr')} »` : provinceName(variant, id, 'en'));
  const out: Block[] = [];
  for (const p of mixed) {
    const around = listOf(neighbours(variant, p.id).map((id) => (lang === 'en' ? placeEn(variant, id) : n(id))), lang);
    out.push(
      para(
        lang === 'fr'
          ? `${n(p.id)} forme un seul espace, à la fois terre et mer : une armée ou une flotte peut s’y tenir, et une flotte qui s’y trouve peut convoyer comme en mer. Ses voisins sont ${around}.`
          : `${n(p.id)} is a single space of land and sea at once: an army or a fleet may stand there, and a fleet there may convoy as if at sea. Its neighbours are ${around}.`,
      ),
    );
  }
  for (const b of bridges) {
    const [a, c] = b.between.map(n);
    const fleets = fleetsCross(variant, b);
    out.push(
      para(
        lang === 'fr'
          ? `Un pont terrestre relie ${a} et ${c} : les armées passent de l’une à l’autre comme si elles se touchaient${fleets ? ', et les flottes aussi, le long de leurs côtes' : ''}.`
          : `A land bridge joins ${a} and ${c}: armies cross between them as if they touched${fleets ? ', and so do fleets, along their coasts' : ''}.`,
      ),
    );
  }
  return out;
}

export const bridges: SpecialRule = {
  id: 'bridges',
  module: false,
  features: ['bridge'],
  applies: (variant) => variant.features.some((f) => f.kind === 'bridge'),
  chapter({ variant, facts, lang }) {
    const mixed = facts.mixed;
    const names = mixed.map((p) => (lang === 'fr' ? `« ${nameIn(p.names, 'fr', p.id)} »` : nameIn(p.names, 'en', p.id)));
    const title =
      lang === 'fr'
        ? names.length === 0
          ? 'Les ponts terrestres'
          : `${listOf(names, 'fr')} et les ponts terrestres`
        : names.length === 0
          ? 'Land bridges'
          : `${listOf(names, 'en')} and the land bridges`;
    return { id: 'rule-bridges', section: null, title, blocks: blocks(variant, lang, mixed, facts.bridges) };
  },
};
