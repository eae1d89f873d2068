/**
 * A gateway of the map (`gateway egy joins med red`: Colonial's Suez Canal, rule 9.3 as
 * the errata correct 9.34 and 9.35). Fleets pass between two seas through a province when
 * its occupant supports that very move; the examples are in section `rule:gateway`.
 * Places come from the model; the sample orders from the engine's formatter.
 */
import type { Variant } from '../../../../model/variant.js';
import { code, para } from '../blocks.js';
import type { Block, Lang, Span } from '../types.js';
import { listOf, orderText, placeEn, provinceName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

type Gateway = Extract<Variant['features'][number], { kind: 'gateway' }>;

function samples(variant: Variant, g: Gateway, lang: Lang): { move: Span; leave: Span } {
  const fleet = (location: string) => ({ type: 'fleet' as const, location });
  const [from, to] = g.seas;
  return {
    move: code(orderText(variant, { kind: 'move', unit: fleet(from), to, viaConvoy: false }, lang)),
    leave: code(orderText(variant, { kind: 'support', unit: fleet(g.province), supported: fleet(from), to }, lang)),
  };
}

function french(variant: Variant, g: Gateway): Block[] {
  const n = (id: string) => `« ${provinceName(variant, id, 'fr')} »`;
  const { move, leave } = samples(variant, g, 'fr');
  const here = n(g.province);
  return [
    para(`Une flotte peut passer en un seul mouvement de ${n(g.seas[0])} à ${n(g.seas[1])}, ou en sens inverse, à travers ${here} : `, move, '.'),
    para('Il lui faut pour cela la permission de l’unité qui occupe ', here, ' : celle-ci la donne en soutenant ce mouvement précis, ', leave, ', quelle que soit sa puissance, et même si la flotte est de la sienne. Si ', here, ' est vide, si son occupant donne un autre ordre, ou si son soutien est coupé ou qu’il est délogé, le passage est fermé et la flotte reste où elle est.'),
    para('Une armée ne soutient pas vers une mer : une armée qui occupe ', here, ' ne peut donc pas donner le passage, seule une flotte le peut. La permission est un soutien comme un autre et ajoute sa force à celle de la flotte.'),
    para(`Une flotte arrêtée au passage n’a aucun effet au-delà : elle ne bloque pas un autre mouvement vers la mer d’en face et n’y coupe aucun soutien. Aucune retraite ne passe par ${here}.`),
  ];
}

function english(variant: Variant, g: Gateway): Block[] {
  const { move, leave } = samples(variant, g, 'en');
  const here = provinceName(variant, g.province, 'en');
  return [
    para(`A fleet may sail in a single move from ${placeEn(variant, g.seas[0])} to ${placeEn(variant, g.seas[1])}, or the other way, through ${here}: `, move, '.'),
    para(`It needs the leave of the unit occupying ${here}, which gives it by supporting that very move, `, leave, `, whatever its power, even the fleet’s own. If ${here} is empty, if its occupant gives another order, or if its support is cut or it is dislodged, the way is shut and the fleet stays where it is.`),
    para(`An army cannot support into a sea, so an army in ${here} cannot give leave: only a fleet there can. The leave is a support like any other and adds its strength to the fleet’s.`),
    para(`A fleet stopped at the canal has no effect beyond it: it stands off no other move into the sea on the far side and cuts no support there. No retreat passes through ${here}.`),
  ];
}

export const gateway: SpecialRule = {
  id: 'gateway',
  module: false,
  features: ['gateway'],
  applies: (variant) => variant.features.some((f) => f.kind === 'gateway'),
  chapter({ variant, lang }) {
    const gateways = variant.features.filter((f): f is Gateway => f.kind === 'gateway');
    const places = listOf(gateways.map((g) => (lang === 'fr' ? `« ${provinceName(variant, g.province, 'fr')} »` : provinceName(variant, g.province, 'en'))), lang);
    return {
      id: 'rule-gateway',
      section: null,
      title: lang === 'fr' ? `Le passage par ${places}` : `Passage through ${places}`,
      blocks: gateways.flatMap((g) => (lang === 'fr' ? french(variant, g) : english(variant, g))),
    };
  },
};
