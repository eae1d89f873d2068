/**
 * Les règles du jeu (sections I à XIV du texte des règles standard), en français, avec
 * nos propres mots, pour n'importe quelle variante : chaque nombre, nom et date vient du
 * modèle. Les noms d'espaces pris du modèle sont cités entre guillemets (« Édimbourg »,
 * « Mer Égée ») : la phrase reste correcte quel que soit le nom, sans article à deviner.
 */
import type { Block, Chapter, ChapterContext } from '../types.js';
import { code, examples, list, para, strong, sub } from '../blocks.js';
import { nameIn, type SeasonFacts } from '../facts.js';
import { count, de, languageName, sampleSpans, withSamples, listOf, locationName, powerName, provinceName, unitCode, unitPhrase } from '../words.js';

/** Saison en minuscules au fil du texte : « printemps ». */
const saison = (s: SeasonFacts): string => nameIn(s.names, 'fr', s.id).toLowerCase();
const cite = (name: string): string => `« ${name} »`;

function players({ variant, facts }: ChapterContext): Chapter {
  const powers = facts.powers.map((p) => nameIn(p.names, 'fr', p.id));
  const blocks: Block[] = [
    para(
      `Diplomacy est un jeu de négociation et de manœuvres entre ${count(facts.powers.length, 'grande puissance', 'grandes puissances')} : `,
      `${listOf(powers, 'fr')}. Chaque joueur dirige une puissance (ou plusieurs, dans les parties à moins de joueurs) et cherche à `,
      'étendre son emprise sur la carte, par les alliances autant que par les armes.',
    ),
  ];
  if (facts.sharedPowers) {
    const played = new Set(facts.players.flatMap((p) => p.powers));
    blocks.push(
      para(`Dans cette partie, les puissances sont réparties entre ${count(facts.players.length, 'joueur', 'joueurs')} :`),
      list(...facts.players.map((p) => `${nameIn(p.names, 'fr', p.id)} : ${listOf(p.powers.map((id) => powerName(variant, id, 'fr')), 'fr')}.`)),
    );
    const unplayed = facts.powers.filter((p) => !played.has(p.id)).map((p) => nameIn(p.names, 'fr', p.id));
    if (unplayed.length > 0) {
      blocks.push(
        para(`Aucun joueur ne dirige ${listOf(unplayed.map(cite), 'fr')} : les règles spéciales plus bas disent ce qu’il en advient.`),
      );
    }
    blocks.push(
      para('Un joueur qui dirige plusieurs puissances joue chacune comme un pays à part : les centres appartiennent à une puissance, et c’est puissance par puissance qu’on construit ou retire des unités.'),
    );
  }
  // En Intimate Diplomacy, les puissances d'origine viennent des listes de préférence.
  blocks.push(
    facts.modules.some((m) => m.id === 'intimate')
      ? para('Ici, les puissances ne sont pas tirées au sort : la puissance d’origine de chaque joueur découle des listes de préférence qu’ils remettent, comme l’explique le chapitre de règle spéciale.')
      : para('Les puissances sont tirées au sort avant la partie. C’est la seule fois où le hasard intervient : ensuite, tout découle des ordres écrits par les joueurs.'),
  );
  return { id: 'players', section: 'I', title: 'Joueurs et puissances', blocks };
}

function goal({ facts }: ChapterContext): Chapter {
  const v = facts.victory;
  const blocks: Block[] = [];
  if (v.kind === 'centres') {
    blocks.push(
      para(
        strong(`La puissance qui possède ${v.count} des ${facts.centres} centres de ravitaillement gagne la partie.`),
        ` Les centres ne changent de mains qu’à la fin du tour ${de(saison(facts.ownershipAfter))} (section XIII) : c’est à ce moment que la victoire se compte.`,
      ),
    );
  } else if (v.kind === 'units') {
    blocks.push(
      para(
        strong(`Le joueur qui a ${v.count} unités sur la carte gagne la partie.`),
        ' On compte les unités, pas les centres ; le chapitre de règle spéciale consacré à cette victoire donne les détails.',
      ),
    );
  } else if (v.kind === 'home-centre') {
    blocks.push(
      para(
        strong('Un joueur gagne quand, à la fin d’une saison, une unité de sa propre puissance d’origine se tient dans un centre d’origine de la puissance d’origine adverse.'),
        ' Le nombre de centres possédés ne fait gagner personne ; le chapitre de règle spéciale explique comment chacun reçoit sa puissance d’origine et comment se départage une égalité.',
      ),
    );
  } else {
    throw new Error(`le livret de règles n’a pas encore de texte pour la condition de victoire '${(v as { kind: string }).kind}'`);
  }
  blocks.push(
    para('Les joueurs peuvent aussi convenir d’arrêter la partie plus tôt. Tous ceux qui ont encore des unités sur la carte partagent alors le résultat à égalité (partie nulle).'),
  );
  return { id: 'goal', section: 'II', title: 'But du jeu', blocks };
}

function shortGame(_: ChapterContext): Chapter {
  return {
    id: 'short-game',
    section: 'III',
    title: 'Partie abrégée',
    blocks: [
      para('Une partie complète peut durer longtemps. Les joueurs peuvent convenir à l’avance de s’arrêter à une date donnée, et décider que celui qui a alors le plus d’unités sur la carte est déclaré vainqueur.'),
    ],
  };
}

function diplomacy(_: ChapterContext): Chapter {
  return {
    id: 'diplomacy',
    section: 'IV',
    title: 'Diplomatie',
    blocks: [
      para('Chaque phase de mouvement est précédée d’une période de diplomatie, plus longue avant le premier tour qu’avant les suivants, que les joueurs peuvent écourter s’ils sont tous d’accord. Les joueurs y discutent en privé, en petits groupes ou en public, comme ils l’entendent.'),
      para('Tout peut se dire, se promettre ou s’écrire : projets d’attaque commune, échanges d’informations, menaces, rumeurs, déclarations publiques, traités signés. Aucune règle n’oblige à tenir parole. Savoir à qui se fier, et quand, est le cœur du jeu.'),
    ],
  };
}

function centres({ facts }: ChapterContext): Chapter {
  return {
    id: 'centres',
    section: 'V',
    title: 'Centres de ravitaillement',
    blocks: [
      para(
        `La carte compte ${count(facts.centres, 'centre de ravitaillement', 'centres de ravitaillement')}, marqués d’un point. `,
        'Chaque centre possédé par une puissance entretient une de ses unités (armée ou flotte). ',
        'Une puissance ne peut jamais avoir plus d’unités que de centres : il ne peut donc jamais y avoir plus de ',
        `${count(facts.centres, 'unité', 'unités')} sur la carte à la fois.`,
      ),
      para('Gagner des centres permet de construire des unités ; en perdre oblige à en retirer (section XIII).'),
    ],
  };
}

function map({ variant, facts }: ChapterContext): Chapter {
  const blocks: Block[] = [
    sub('La carte'),
    para('Seuls comptent les frontières et les côtes dessinées sur la carte ; le reste est décoratif. La carte est divisée en espaces : provinces intérieures (armées seulement), provinces côtières (armées, et flottes le long de la côte) et mers (flottes seulement). Un espace contient au plus une unité.'),
  ];
  if (facts.impassable.length > 0) {
    blocks.push(para(`Aucune unité ne peut entrer dans ${listOf(facts.impassable.map((p) => cite(nameIn(p.names, 'fr', p.id))), 'fr')} : ${facts.impassable.length === 1 ? 'cet espace est infranchissable' : 'ces espaces sont infranchissables'}.`));
  }
  if (facts.mixed.length > 0) {
    const names = listOf(facts.mixed.map((p) => cite(nameIn(p.names, 'fr', p.id))), 'fr');
    blocks.push(para(`${names} ${facts.mixed.length === 1 ? 'est à la fois terre et mer' : 'sont à la fois terre et mer'} : armées et flottes peuvent s’y trouver, et une flotte peut y convoyer comme en mer.`));
  }
  blocks.push(
    sub('Les unités'),
    para('Il y a deux sortes d’unités. Une armée occupe une province intérieure ou côtière. Une flotte occupe une mer, ou une province côtière dont ses navires tiennent toute la côte. Armées et flottes ont la même force ; elles ne diffèrent que par les espaces où elles peuvent aller.'),
    sub('La position de départ'),
    para(`Le premier tour est daté ${cite(`${saison(facts.start.season)} ${facts.start.year}`)}. Chaque puissance commence avec les centres d’origine et les unités suivants :`),
    list(
      ...facts.powers.map((p) => [
        strong(nameIn(p.names, 'fr', p.id)),
        ` : ${count(p.homeCentres.length, 'centre d’origine', 'centres d’origine')} (${listOf(p.homeCentres.map((id) => provinceName(variant, id, 'fr')), 'fr')}) ; `,
        `${count(p.startUnits.length, 'unité', 'unités')} : `,
        // A Mos (une armée, Moscou): the code first, the place without a preposition (unitPhrase).
        ...p.startUnits.flatMap((u, i) => [i === 0 ? '' : i === p.startUnits.length - 1 ? ' et ' : ', ', code(unitCode(variant, u)), ` (${unitPhrase(variant, u, 'fr')})`]),
        '.',
      ]),
    ),
    para(
      `Chaque puissance possède ses centres d’origine dès le départ. ${facts.unownedAtStart === 1 ? 'L’autre centre' : `Les ${facts.unownedAtStart} autres centres`} `,
      `n’appartien${facts.unownedAtStart === 1 ? 't' : 'nent'} à personne : ${facts.unownedAtStart === 1 ? 'il revient' : 'chacun revient'} à la première puissance qui l’occupe à la fin d’un tour ${de(saison(facts.ownershipAfter))}.`,
    ),
  );
  return { id: 'map', section: 'VI', title: 'La carte, les unités, le départ', blocks };
}

function orders({ variant, facts }: ChapterContext): Chapter {
  const n = (id: string) => cite(provinceName(variant, id, 'fr'));
  const l = (id: string) => cite(locationName(variant, id, 'fr'));
  const blocks: Block[] = [
    sub('Un ordre par unité'),
    para('À chaque phase de mouvement, chaque joueur peut donner un ordre à chacune de ses unités, à certaines ou à aucune. Une unité peut tenir, se déplacer ou soutenir une autre unité ; une flotte en mer peut aussi convoyer une armée. Une unité sans ordre tient sur place.'),
    para('Un ordre de mouvement est aussi appelé une attaque contre l’espace qu’il vise.'),
    sub('Où vont les unités'),
    para('Une armée se déplace vers une province intérieure ou côtière voisine. Une flotte se déplace vers une mer voisine, ou vers une province côtière voisine le long d’une côte commune : ses navires doivent pouvoir longer la côte d’une province à l’autre.'),
  ];
  const pair = facts.inlandPair;
  if (pair !== null) {
    blocks.push(
      para(
        `Une flotte qui occupe ${n(pair.from)} `,
        pair.reachable === null ? '' : `peut se rendre vers ${n(pair.reachable)}, mais `,
        `ne peut pas aller vers ${n(pair.blocked)} : les deux provinces sont côtières et voisines, mais elles ne se touchent qu’à l’intérieur des terres, pas le long d’une côte.`,
      ),
    );
  }
  const special: Block[] = [];
  for (const c of facts.canals) {
    special.push(
      para(
        strong(`${provinceName(variant, c.province, 'fr')}.`),
        ` Une voie d’eau traverse ${n(c.province)} : une flotte peut y entrer depuis ${n(c.seas[0])} et en ressortir à un tour suivant vers ${n(c.seas[1])}, ou l’inverse. Les armées franchissent librement cette voie d’eau. Aucune unité ne saute par-dessus ${n(c.province)} : il faut s’y arrêter.`,
      ),
    );
  }
  if (facts.twoCoastProvinces.length > 0) {
    const names = facts.twoCoastProvinces.map((p) => nameIn(p.names, 'fr', p.id));
    special.push(
      para(
        strong(`Provinces à deux côtes (${listOf(names, 'fr')}).`),
        ' Une flotte y entre par une côte et ne peut en repartir que vers les espaces voisins de cette côte, bien qu’elle occupe toute la province. Un ordre qui y envoie une flotte doit préciser la côte chaque fois que les deux sont accessibles ; sinon la flotte ne bouge pas.',
      ),
    );
    const cs = facts.coastSupport;
    if (cs !== null) {
      special.push(
        para(
          `Une flotte qui peut atteindre une telle province peut y soutenir une action n’importe où, quelle que soit la côte. Une flotte qui occupe ${l(cs.fleetAt)} n’atteint que ${l(cs.reachedCoast)}, mais elle peut soutenir une flotte qui se rend vers ${l(cs.otherCoast)}. `,
          `L’inverse n’est pas vrai : une flotte sur une côte de ${n(cs.province)} ne soutient que vers les espaces où elle pourrait elle-même aller depuis cette côte.`,
        ),
      );
    }
  }
  for (const p of facts.passages) {
    const [a, b] = p.between.map(n);
    special.push(para(strong(`${listOf(p.between.map((id) => provinceName(variant, id, 'fr')), 'fr')}.`), ` Armées et flottes passent directement de ${a} à ${b} et inversement, comme si les deux provinces avaient une frontière commune.`));
  }
  for (const bridge of facts.bridges) {
    const [a, b] = bridge.between.map(n);
    special.push(para(strong(`${listOf(bridge.between.map((id) => provinceName(variant, id, 'fr')), 'fr')}.`), ` Les armées franchissent l’eau entre ${a} et ${b} comme si les deux provinces se touchaient.`));
  }
  for (const r of facts.railways) {
    const route = listOf(r.route.map(n), 'fr');
    special.push(para(strong(`${nameIn(r.names, 'fr', r.id)}.`), ` Une armée de la puissance « ${powerName(variant, r.owner, 'fr')} » peut parcourir cette voie ferrée (${route}) aussi loin qu’elle le veut en un seul mouvement, mais jamais dans une province dont l’occupant reste en place, ni au-delà d’une unité d’une autre puissance : son chapitre, parmi les règles spéciales, en donne les limites.`));
  }
  for (const g of facts.gateways) {
    special.push(para(strong(`${provinceName(variant, g.province, 'fr')}.`), ` Les flottes peuvent passer de ${n(g.seas[0])} à ${n(g.seas[1])}, et inversement, par ${n(g.province)}, si la puissance dont une unité occupe ${n(g.province)} les y autorise.`));
  }
  if (special.length > 0) blocks.push(sub('Lieux particuliers de la carte'), ...special);
  const second = facts.seasons.find((s) => s.id !== facts.start.season.id && s.phases.includes('movement'));
  blocks.push(
    sub('Écrire et lire les ordres'),
    para('Chaque joueur écrit ses ordres en secret ; tous les ordres sont ensuite dévoilés ensemble et exécutés en même temps. Un ordre impossible n’est pas exécuté, et l’unité tient sur place. Un ordre légal mais malencontreux est exécuté quand même. Un ordre qui peut se lire de deux façons n’est pas exécuté ; un ordre mal écrit qui ne peut vouloir dire qu’une chose est exécuté.'),
    para('Un maître de jeu, s’il y en a un, reçoit et lit les ordres, décide de leur résultat et des cas litigieux, tient le compte des centres de chaque puissance et mesure les périodes de diplomatie. Son rôle est strictement neutre. Sur ce site, le moteur d’arbitrage tient ce rôle.'),
    para(
      'Chaque ordre nomme l’unité (',
      code('A'),
      ' armée, ',
      code('F'),
      ' flotte), l’espace qu’elle occupe, puis ce qu’elle fait. Les espaces s’écrivent avec les abréviations de la carte',
      ...withSamples(sampleSpans(variant, [facts.samples.move, facts.samples.hold], 'fr', ', '), ' : ', '.'),
    ),
    para(
      `Les tours sont datés : le premier ${cite(`${saison(facts.start.season)} ${facts.start.year}`)}`,
      second === undefined
        ? '.'
        : `, le deuxième ${cite(`${saison(second)} ${facts.start.year}`)}, le troisième ${cite(`${saison(facts.start.season)} ${facts.start.year + 1}`)}, et ainsi de suite.`,
    ),
  );
  return { id: 'orders', section: 'VII', title: 'Ordres et mouvements', blocks };
}

function conflicts(_: ChapterContext): Chapter {
  return {
    id: 'conflicts',
    section: 'VIII',
    title: 'Les conflits',
    blocks: [
      para('Un espace contient une seule unité. Quand plusieurs unités de même force veulent entrer dans le même espace, aucune n’y entre. Une unité qui reste où elle est (parce qu’elle tient, soutient, convoie ou n’a pas pu bouger) repousse un attaquant de même force. Deux unités qui reçoivent l’ordre d’entrer chacune dans l’espace de l’autre n’échangent pas leurs places : aucune ne bouge. Chacun de ces cas est un blocage (stand-off).'),
      para('Armées et flottes comptent de la même façon. Ces règles valent que les unités appartiennent à une seule puissance ou à plusieurs, avec les deux exceptions de la section IX : une puissance ne peut pas déloger sa propre unité, ni couper son propre soutien.'),
    ],
  };
}

function support({ variant, facts }: ChapterContext): Chapter {
  return {
    id: 'support',
    section: 'IX',
    title: 'Le soutien',
    blocks: [
      sub('Donner un soutien'),
      para('Au lieu de se déplacer, une unité peut soutenir une autre unité, à elle ou à une autre puissance, qui tient ou qui se déplace. L’unité qui soutient doit pouvoir se rendre elle-même, en faisant abstraction des autres unités, dans l’espace où se joue l’action : celui que l’unité soutenue occupe, ou celui où elle se rend. Une flotte ne soutient pas vers l’intérieur des terres, ni une armée vers la mer.'),
      para(
        'L’ordre nomme l’unité qui soutient, le mot soutient (',
        code('(S)'),
        '), puis l’unité soutenue et son mouvement',
        ...withSamples(sampleSpans(variant, [facts.samples.move, facts.samples.supportMove], 'fr'), ' : ', '.'),
        ' L’unité qui soutient n’a pas à être voisine de l’unité soutenue, seulement de l’espace visé.',
      ),
      sub('Ce que fait un soutien'),
      para('Une unité se déplace avec sa propre force, plus un par soutien valable. Le plus fort l’emporte ; à forces égales, c’est un blocage comme à la section VIII. Une unité qui serait restée dans un espace attaqué avec une force supérieure est délogée et doit battre en retraite (section XI).'),
      sub('Pas de délogement de ses propres unités'),
      para('Un mouvement vers un espace occupé par une unité de la même puissance échoue si cette unité ne part pas. Il compte quand même face aux autres attaques contre cet espace : il peut arrêter une attaque d’une autre puissance, de force égale ou moindre. De même, le soutien d’une puissance à une attaque étrangère ne déloge jamais une unité de cette puissance, mais compte pour tout le reste.'),
      examples('IX.3'),
      sub('Se bloquer soi-même'),
      para('Une puissance peut se bloquer elle-même : deux de ses attaques de même force contre un même espace se neutralisent. Si l’une est mieux soutenue, elle réussit.'),
      examples('IX.4'),
      sub('La garnison assiégée'),
      para('Une unité n’est délogée que si une autre unité entre dans son espace. Quand deux attaques égales contre un espace occupé s’arrêtent l’une l’autre, l’unité qui s’y trouve reste donc en place.'),
      examples('IX.5'),
      sub('Soutenir une unité sur place'),
      para(
        'Une unité qui ne se déplace pas (elle tient, soutient, convoie ou n’a pas reçu d’ordre) peut être soutenue sur place',
        ...withSamples(sampleSpans(variant, [facts.samples.hold, facts.samples.supportHold], 'fr', ' avec '), ' : ', '.'),
        ' Une unité qui a reçu l’ordre de se déplacer ne peut être soutenue que dans ce mouvement, jamais sur place au cas où il échouerait. Un soutien ne se transporte pas par convoi, et une puissance ne peut pas couper un soutien donné par l’une de ses propres unités.',
      ),
      sub('Une unité délogée pendant un blocage'),
      para('Deux attaques égales contre un même espace s’arrêtent l’une l’autre même si l’un des attaquants est délogé pendant ce tour. Mais s’il est délogé par une unité venue de l’espace disputé lui-même, il ne bloque plus l’autre, qui entre.'),
      examples('IX.7'),
      para('Dans ces cas, l’espace disputé n’a pas été laissé vide par un blocage : il peut encore recevoir une unité en retraite. Une unité délogée n’a aucun effet sur l’espace d’où vient son attaquant.'),
    ],
  };
}

function cutting(_: ChapterContext): Chapter {
  return {
    id: 'cutting-support',
    section: 'X',
    title: 'Couper un soutien',
    blocks: [
      para('Un soutien est coupé, et ne compte plus, quand l’unité qui soutient est attaquée depuis un autre espace que celui que vise son soutien, ou quand elle est délogée, d’où que vienne l’attaque. Une attaque venue de l’espace même que vise le soutien ne le coupe pas, sauf si elle déloge l’unité qui soutient.'),
      examples('X'),
    ],
  };
}

function retreats({ facts }: ChapterContext): Chapter {
  const after = facts.seasons.filter((s) => s.phases.includes('retreats')).map(saison);
  return {
    id: 'retreats',
    section: 'XI',
    title: 'Les retraites',
    blocks: [
      para(
        'Une fois tous les mouvements faits, chaque unité délogée doit battre en retraite vers un espace où elle aurait pu se rendre, sans tenir compte des autres unités. Elle ne peut pas se retirer dans un espace occupé, ni dans celui d’où vient son attaquant, ni dans un espace resté vide à la suite d’un blocage pendant ce tour. Une unité qui n’a nulle part où aller est retirée de la carte.',
        after.length > 0 ? ` Les retraites suivent les phases de mouvement des tours ${listOf(after.map(de), 'fr')}.` : '',
      ),
      para('Les retraites s’écrivent aussitôt, sans diplomatie, et sont dévoilées ensemble. Un joueur peut préférer dissoudre une unité délogée. Deux unités qui se retirent vers le même espace sont toutes deux dissoutes. Une unité délogée sans ordre de retraite est dissoute. Une retraite ne peut être ni soutenue ni convoyée.'),
    ],
  };
}

function convoys({ variant, facts }: ChapterContext): Chapter {
  const blocks: Block[] = [
    sub('Convoyer à travers une mer'),
    para(
      'Une flotte en mer peut transporter une armée d’une province côtière bordant cette mer vers une autre province côtière qui la borde aussi. L’armée reçoit l’ordre de se rendre à destination ; la flotte reçoit l’ordre de convoyer (',
      code('(C)'),
      ') cette armée vers cette destination. Les deux ordres doivent donner la même destination, sinon l’armée ne bouge pas',
      ...withSamples(sampleSpans(variant, [facts.samples.convoyMove, facts.samples.convoy], 'fr', ', '), ' : ', '.'),
      ' Une flotte peut convoyer l’armée d’une autre puissance. Chaque flotte convoie une seule armée par tour.',
    ),
    sub('À travers plusieurs mers'),
    para('Des flottes placées dans une chaîne de mers voisines peuvent faire traverser toutes ces mers à une armée en un seul mouvement, chacune ayant l’ordre de convoyer cette armée vers cette destination ; les flottes peuvent appartenir à des puissances différentes.'),
    sub('Convoi rompu'),
    para('Si une flotte du convoi est délogée, l’armée reste où elle était et n’a aucun effet sur sa destination. Une attaque qui ne parvient pas à déloger une flotte du convoi ne le dérange pas.'),
    examples('XII.3'),
    sub('Plusieurs routes'),
  ];
  if (facts.edition === '1971') {
    blocks.push(para('Quand les flottes qui ont l’ordre de convoyer une armée offrent plusieurs routes, les ordres restent valables, mais si une flotte de l’une quelconque de ces routes est délogée, l’armée ne bouge pas.'));
  } else {
    blocks.push(para('Quand les flottes qui ont l’ordre de convoyer une armée offrent plusieurs routes, l’armée passe tant qu’il reste au moins une route dont aucune flotte n’a été délogée.'));
  }
  blocks.push(
    examples('XII.4'),
    sub('Une attaque convoyée ne protège pas son propre convoi'),
    para('Quand une armée convoyée attaque une unité qui soutient une attaque contre l’une des flottes de son propre convoi, ce soutien n’est pas coupé. Sans cette règle, chaque camp pourrait tourner en rond : l’armée a coupé le soutien et sauvé son convoi, ou bien le soutien a délogé la flotte et l’armée n’est jamais arrivée.'),
    examples('XII.5'),
  );
  return { id: 'convoys', section: 'XII', title: 'Le convoi', blocks };
}

function adjustments({ facts }: ChapterContext): Chapter {
  const tour = `tour ${de(saison(facts.ownershipAfter))}`;
  const adjust = facts.adjustmentSeason === null ? null : saison(facts.adjustmentSeason);
  return {
    id: 'adjustments',
    section: 'XIII',
    title: 'Gagner et perdre des unités',
    blocks: [
      sub('Posséder un centre'),
      para(`Une puissance prend un centre de ravitaillement quand l’une de ses unités s’y trouve à la fin du ${tour}, retraites comprises. Elle le garde ensuite, même sans unité dessus, jusqu’à ce qu’une unité d’une autre puissance s’y trouve à la fin d’un ${tour}. Une unité qui traverse un centre à une autre saison, et n’y est plus à la fin du ${tour}, ne change rien.`),
      sub('Construire et retirer des unités'),
      para(
        adjust === null ? 'Après le ' : `En ${cite(adjust)}, après le `,
        `${tour} et ses retraites, chaque puissance ramène son nombre d’unités au nombre de centres qu’elle possède. Si elle a moins de centres que d’unités, elle retire les unités de son choix. Si elle en a plus, elle peut construire une unité sur chacun de ses centres d’origine qu’elle possède encore et qui est vide ; sur un centre côtier, elle précise s’il s’agit d’une armée ou d’une flotte, et pour une flotte dans une province à deux côtes, laquelle.`,
      ),
      para('Une puissance dont les centres d’origine sont tous occupés ou possédés par d’autres ne peut pas construire tant que l’un d’eux n’est pas libre lors d’un ajustement ; elle garde ses unités et peut continuer à prendre des centres. Constructions et retraits s’écrivent et se dévoilent ensemble, sans diplomatie.'),
    ],
  };
}

function misc({ variant, facts }: ChapterContext): Chapter {
  const canals = facts.canals.map((c) => cite(provinceName(variant, c.province, 'fr')));
  const distanceTo = facts.edition === '1971' ? 'de son centre d’origine le plus proche' : 'du plus proche centre de ravitaillement qu’il possède';
  return {
    id: 'misc',
    section: 'XIV',
    title: 'Divers',
    blocks: [
      sub('Durée d’une partie'),
      para('Prévoyez une longue soirée, même pour une partie courte. Une fois la diplomatie finie, l’écriture des ordres doit être brève ; on ne parle pas pendant qu’on écrit et lit les ordres, ni pendant les retraites et les ajustements. Les débutants apprennent mieux avec une explication des règles et quelques tours joués sans diplomatie avant leur première partie.'),
      sub('Parties à moins de joueurs'),
      para('Les parties à moins de joueurs sur cette carte sont des variantes à part entière, chacune avec son livret. Dans toutes, les centres appartiennent à une puissance, et c’est puissance par puissance qu’on construit ou retire des unités, même quand un joueur en dirige plusieurs.'),
      sub('Désordre civil'),
      para('Un joueur qui quitte la partie, ou ne donne pas d’ordres pour un tour, laisse son pays en désordre civil : ses unités tiennent sur place et ne se soutiennent pas entre elles ; une unité délogée est retirée ; le pays ne construit rien. Le joueur peut reprendre son pays à son retour. Mieux vaut encore le confier à un nouveau joueur ou, à défaut, à un joueur déjà éliminé ; convenez-en avant la partie.'),
      para(`Quand un pays en désordre civil doit retirer des unités, on retire d’abord l’unité la plus éloignée ${distanceTo}, en comptant les distances en mouvements par le plus court chemin, convois compris. À distance égale, la flotte part avant l’armée ; ensuite, on suit l’ordre alphabétique des noms de province (en ${languageName(facts.languages[0], 'fr')}).`),
      sub('À retenir'),
      para(`Une flotte dans une province côtière ne peut pas convoyer${canals.length > 0 ? `, pas même à ${listOf(canals, 'fr')}` : ''}. Trois unités ou plus peuvent tourner en prenant chacune la place de la suivante, et deux unités peuvent échanger leurs places quand l’une au moins est convoyée : seul un échange direct par une frontière est un blocage.`),
      examples('XIV.4'),
    ],
  };
}

/** Les chapitres I à XIV, dans l’ordre. */
export function coreChapters(ctx: ChapterContext): Chapter[] {
  return [
    players(ctx), goal(ctx), shortGame(ctx), diplomacy(ctx), centres(ctx), map(ctx), orders(ctx),
    conflicts(ctx), support(ctx), cutting(ctx), retreats(ctx), convoys(ctx), adjustments(ctx), misc(ctx),
  ];
}
