/**
 * A railway of the map (`railway tsr … owner russia: mos prm …`: Colonial's Trans-Siberian
 * Railway, rules 9.2 and the errata's clarifications 9.21–9.25). Who may ride it, how the
 * order is written, and the limits of an attack made along it, as the engine plays them:
 * names, the route and the centres on the line come from the model; the examples are
 * the errata's (section `rule:railway`).
 */
import type { Variant } from '../../../../model/variant.js';
import { code, list, para, sub } from '../blocks.js';
import { nameIn } from '../facts.js';
import type { Block, Lang, Span } from '../types.js';
import { listOf, orderText, powerName, provinceName } from '../words.js';
import type { SpecialRule } from './special-rule.js';

type Railway = Extract<Variant['features'][number], { kind: 'railway' }>;

/** `A Mos - TSR - Vla`: a ride from one end of the line to the other, in the page's notation. */
function sample(variant: Variant, r: Railway, lang: Lang): Span {
  const [from, to] = [r.route[0], r.route[r.route.length - 1]];
  return code(orderText(variant, { kind: 'move', unit: { type: 'army', location: from }, to, viaConvoy: false, railway: r.id }, lang));
}

function centresOn(variant: Variant, r: Railway): string[] {
  return r.route.filter((id) => variant.provinces.find((p) => p.id === id)?.supplyCentre === true);
}

function french(variant: Variant, r: Railway): Block[] {
  const n = (id: string) => `« ${provinceName(variant, id, 'fr')} »`;
  const owner = `la puissance « ${powerName(variant, r.owner, 'fr')} »`;
  const name = nameIn(r.names, 'fr', r.id);
  const centres = centresOn(variant, r);
  return [
    para(`La voie ferrée « ${name} » relie ${listOf(r.route.map(n), 'fr')}. Seules les armées de ${owner} peuvent l’emprunter ; cette puissance ne peut en accorder l’usage à aucune autre.`),
    para(
      `Une armée de ${owner} qui se trouve sur la ligne peut, en un seul mouvement, aller vers n’importe quelle autre province de la ligne en traversant celles qui les séparent. L’ordre nomme la voie ferrée : `,
      sample(variant, r, 'fr'),
      '.',
    ),
    sub('Ce qu’une armée peut attaquer par la voie ferrée'),
    list(
      'une province vide au début du tour : les règles ordinaires des conflits s’appliquent ;',
      'une province dont l’occupant s’en va pendant le tour : les règles ordinaires s’appliquent aussi ;',
      'une province dont l’occupant reste en place (il tient, soutient, convoie ou n’a pas réussi à partir) ne peut jamais être prise par la voie ferrée, quels que soient les soutiens : l’armée s’arrête alors dans la province vide de la ligne la plus proche avant elle, ou reste où elle était s’il n’y en a pas. L’ordre n’en était pas moins légal.',
    ),
    para('Cela vaut même si une troisième puissance déloge cet occupant au même tour : il n’est pas parti de lui-même, l’armée s’arrête quand même avant lui.'),
    para('Les provinces que l’armée traverse doivent être vides à son passage, ou quittées ce tour-là par leur occupant. Si une autre unité se dirige vers l’une d’elles, l’armée l’attaque comme tout mouvement : elle peut y être bloquée, et s’arrête alors, de même, dans la province vide la plus proche avant elle.'),
    sub('Unités étrangères et centres pris sur la ligne'),
    para(`Une unité d’une autre puissance qui se tient sur la ligne la coupe : aucune armée ne peut aller au-delà. Dès qu’elle s’en va, la ligne fonctionne de nouveau, et la province revient sous le contrôle de ${owner}.`),
    ...(centres.length === 0
      ? []
      : [
          para(
            `Les centres de ravitaillement de la ligne (${listOf(centres.map(n), 'fr')}) font exception : une puissance qui en prend un puis le laisse vide en reste propriétaire, et la ligne demeure fermée au-delà de ce centre tant que ${owner} ne l’a pas repris. Une armée peut encore aller jusqu’au centre lui-même, mais pas plus loin.`,
          ),
        ]),
  ];
}

function english(variant: Variant, r: Railway): Block[] {
  const n = (id: string) => provinceName(variant, id, 'en');
  const owner = powerName(variant, r.owner, 'en');
  const name = nameIn(r.names, 'en', r.id);
  const centres = centresOn(variant, r);
  return [
    para(`The ${name} joins ${listOf(r.route.map(n), 'en')}. Only the armies of ${owner} may ride it, and ${owner} cannot let any other power use it.`),
    para(
      `An army of ${owner} standing on the line may, in a single move, travel to any other province of the line, passing through those in between. The order names the railway: `,
      sample(variant, r, 'en'),
      '.',
    ),
    sub('What an army may attack along the railway'),
    list(
      'a province that is empty at the start of the turn: the usual rules of conflict apply;',
      'a province whose occupant leaves during the turn: the usual rules apply as well;',
      'a province whose occupant stays (holding, supporting, convoying, or failing to leave) can never be taken from the railway, however much support the attack has: the army stops instead in the nearest empty province of the line before it, or stays where it was if there is none. The order was legal all the same.',
    ),
    para('This holds even when a third power dislodges that occupant in the same turn: it did not leave of its own accord, so the army still stops short of it.'),
    para('The provinces the army passes through must be empty as it passes, or left that turn by their occupant. When another unit moves into one of them, the army attacks that province like any move: it may be stopped there, and it then stops, again, in the nearest empty province before it.'),
    sub('Foreign units and captured centres on the line'),
    para(`A unit of another power standing on the line cuts it: no army may travel past it. As soon as it leaves, the line works again and the province is back under the control of ${owner}.`),
    ...(centres.length === 0
      ? []
      : [
          para(
            `The supply centres on the line (${listOf(centres.map(n), 'en')}) are the exception: a power that takes one and then leaves it empty still owns it, and the line stays closed beyond that centre until ${owner} takes it back. An army may still ride as far as the centre itself, but no further.`,
          ),
        ]),
  ];
}

export const railway: SpecialRule = {
  id: 'railway',
  module: false,
  features: ['railway'],
  applies: (variant) => variant.features.some((f) => f.kind === 'railway'),
  chapter({ variant, lang }) {
    const railways = variant.features.filter((f): f is Railway => f.kind === 'railway');
    const title = listOf(railways.map((r) => nameIn(r.names, lang, r.id)), lang);
    return {
      id: 'rule-railway',
      section: null,
      title,
      blocks: railways.flatMap((r) => (lang === 'fr' ? french(variant, r) : english(variant, r))),
    };
  },
};
