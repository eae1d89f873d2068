/**
 * The engine's reasons in French, for the playground's French pages. The engine writes
 * each reason (why an order failed or is invalid, why a phase cannot be played) in
 * English from a fixed template with places, units and powers in it; this file knows
 * the templates, and rewrites a reason in French: a power's name is given in French when
 * the variant has one, a province's full name too, and the places the engine abbreviates
 * (`Bur`, `Spa/nc`) as the French notation does (`Bou`, `Esp/cn`: place-fr.ts), except
 * inside « », which quote what the player typed. A reason no template matches gives null:
 * the page then shows the English, and test/site/reason-fr.test.ts, which plays many
 * random phases, fails — so a new engine message is noticed, not shown in English
 * silently.
 */
import type { Variant } from '../../../model/variant.js';
import { orderText } from '../../../engine/order-text.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import { parseOrder } from '../../../engine/orders/parse-order.js';
import { placesInFrench } from './place-fr.js';
import { playerNameIn } from './playground-setup.js';

/** Rewrites the names a template captures: `power` gives a power's French name, `reason` translates a nested reason. */
interface Tools {
  readonly power: (name: string) => string;
  /** An order as the engine writes it ('A Par - Bur') in the French notation ('A Par-Bur'); other text (as the player typed it) unchanged. */
  readonly order: (text: string) => string;
  /** A province's full name in the variant's first language ('North Sea') in French ('Mer du Nord'). */
  readonly province: (name: string) => string;
  readonly reason: (text: string) => string | null;
  /** A player's id (Intimate Diplomacy's `anna`) as the pages name the player (`Anna`). */
  readonly player: (id: string) => string;
}

type Rule = readonly [RegExp, (m: RegExpExecArray, t: Tools) => string | null];

const KINDS: Readonly<Record<string, string>> = {
  hold: 'maintien',
  move: 'mouvement',
  support: 'soutien',
  convoy: 'convoi',
  retreat: 'retraite',
  disband: 'dissolution',
  build: 'construction',
  waive: 'renonciation',
  remove: 'retrait',
  place: 'placement',
  given: 'donné',
};
/** A phase of the engine's reasons, after « pendant une phase ». */
const PHASES: Readonly<Record<string, string>> = { movement: 'de mouvements', retreats: 'de retraites', adjustments: 'd’ajustements', bidding: 'd’enchères' };
const UNIT: Readonly<Record<string, string>> = { army: 'armée', fleet: 'flotte', armies: 'armées', fleets: 'flottes' };

const kind = (k: string): string | null => KINDS[k] ?? null;
/** `qu’une armée`, `que 2 flottes` (armée and flotte are feminine). */
const onlyCount = (n: string, units: string): string => (n === '1' ? `qu’une ${UNIT[units]}` : `que ${n} ${UNIT[units]}`);
/** A power's name in guillemets, as the rulebooks cite names (no article to guess). */
const q = (name: string): string => `« ${name} »`;
/** Lists the engine joins with 'and' / 'or'. */
const list = (text: string): string => text.replace(/ and /g, ' et ').replace(/ or /g, ' ou ');
const nested = (t: Tools, text: string, make: (fr: string) => string): string | null => {
  const fr = t.reason(text);
  return fr === null ? null : make(fr);
};

/** What a parse error says was expected. */
function expected(what: string): string | null {
  const simple: Record<string, string> = { 'a location': 'un lieu', 'a unit': 'une unité' };
  if (simple[what] !== undefined) return simple[what]!;
  const after = /^(a destination|the supported unit|the convoyed army) after '(.*)'$/.exec(what);
  if (after === null) return null;
  const head = { 'a destination': 'une destination', 'the supported unit': 'l’unité soutenue', 'the convoyed army': 'l’armée convoyée' }[after[1]!];
  return `${head} après « ${after[2]} »`;
}

// Most specific first: the first template matching the whole reason is used.
const RULES: readonly Rule[] = [
  // Reasons made of a place or line and another reason: the outer shape first.
  [
    /^stops in (.+?): \1 is a centre of the line held by another power, which closes the line beyond it \(9\.241\)$/,
    (m) => `s’arrête en ${m[1]} : ${m[1]} est un centre de la ligne tenu par une autre puissance, qui ferme la ligne au-delà (9.241)`,
  ],
  [/^stops in (.+?): (.+)$/, (m, t) => nested(t, m[2]!, (why) => `s’arrête en ${m[1]} : ${why}`)],
  [/^stays in (.+?): (.+)$/, (m, t) => nested(t, m[2]!, (why) => `reste en ${m[1]} : ${why}`)],
  [/^no passage through (.+?): (.+)$/, (m, t) => nested(t, m[2]!, (why) => `pas de passage par ${m[1]} : ${why}`)],
  [/^the (unit|army) in (.+?) cannot move: (.+)$/, (m, t) => nested(t, m[3]!, (why) => `${m[1] === 'unit' ? 'l’unité' : 'l’armée'} en ${m[2]} ne peut pas bouger : ${why}`)],
  [/^line (\d+): (.+)$/s, (m, t) => nested(t, m[2]!, (why) => `ligne ${m[1]} : ${why}`)],
  // Movement: what became of an order.
  [/^dislodged by (.+)$/, (m, t) => `délogée par ${t.order(m[1]!)}`],
  [/^support cut by (.+)$/, (m, t) => `soutien coupé par ${t.order(m[1]!)}`],
  [/^(.+) was not ordered to match$/, (m, t) => `${t.order(m[1]!)} n’a pas reçu l’ordre correspondant`],
  [/^(.+) was not ordered to move there by convoy$/, (m, t) => `${t.order(m[1]!)} n’a pas reçu l’ordre d’y aller par convoi`],
  [/^convoy paradox: the army does not move \(Szykman rule\)$/, () => 'paradoxe du convoi : l’armée ne bouge pas (règle de Szykman)'],
  [/^convoy disrupted$/, () => 'convoi rompu'],
  [/^no convoy ordered$/, () => 'aucun convoi n’a été ordonné'],
  [/^the army went by another route: (.+) was not on it$/, (m) => `l’armée est passée par une autre route : ${m[1]} n’en était pas`],
  [/^nobody stands in (.+) to permit it$/, (m) => `aucune unité en ${m[1]} pour le permettre`],
  [/^(.+) did not permit it \(a support of this move\)$/, (m, t) => `${t.order(m[1]!)} ne l’a pas permis (par un soutien de ce mouvement)`],
  [/^beaten by (.+) \((\d+) against (\d+)\)$/, (m, t) => `battue par ${t.order(m[1]!)} (${m[2]} contre ${m[3]})`],
  [/^bounced in (.+?): held by (.+) \((\d+) against (\d+)\)$/, (m, t) => `repoussée en ${m[1]}, tenue par ${t.order(m[2]!)} (${m[3]} contre ${m[4]})`],
  [/^bounced in (.+?) with (.+) \((\d+) against (\d+)\)$/, (m, t) => `repoussée en ${m[1]}, face à ${t.order(m[2]!)} (${m[3]} contre ${m[4]})`],
  [/^bounced in (.+)$/, (m) => `repoussée en ${m[1]}`],
  [/^bounced head to head with (.+) \((\d+) against (\d+)\)$/, (m, t) => `repoussée dans le face-à-face avec ${t.order(m[1]!)} (${m[2]} contre ${m[3]})`],
  [/^lost head-to-head battle with (.+) \((\d+) against (\d+)\)$/, (m, t) => `perd le face-à-face contre ${t.order(m[1]!)} (${m[2]} contre ${m[3]})`],
  [/^met (.+) head to head: a unit cannot dislodge one of its own power$/, (m, t) => `face-à-face avec ${t.order(m[1]!)} : une unité ne peut pas en déloger une de sa propre puissance`],
  [/^(.+) failed, so (.+) stayed occupied by an own unit$/, (m, t) => `${t.order(m[1]!)} a échoué : ${m[2]} reste occupée par une unité de la même puissance`],
  [/^cannot dislodge own unit in (.+)$/, (m) => `ne peut pas déloger une unité de sa propre puissance en ${m[1]}`],
  // Railways (Colonial).
  [/^(.+) failed, so (.+) stayed occupied and closes the line beyond it \(9\.241, question 1\)$/, (m, t) => `${t.order(m[1]!)} a échoué : ${m[2]} reste occupée et ferme la ligne au-delà (9.241, question 1)`],
  [/^(.+) stays in (.+), which a railway move cannot take \(9\.23\)$/, (m) => `${m[1]} reste en ${m[2]}, qu’un mouvement par le chemin de fer ne peut pas prendre (9.23)`],
  [/^no railway (.+) on this map$/, (m) => `pas de chemin de fer ${m[1]} sur cette carte`],
  [/^only armies travel along the (.+)$/, (m) => `seules les armées voyagent par le ${m[1]}`],
  [/^only (.+)'s armies may use the (.+) \(9\.21\)$/, (m, t) => `seules les armées de ${q(t.power(m[1]!))} peuvent emprunter le ${m[2]} (9.21)`],
  [/^(.+) is not on the (.+)$/, (m) => `${m[1]} n’est pas sur le ${m[2]}`],
  [/^a move along the (.+) railway cannot go by convoy$/, (m) => `un mouvement par le chemin de fer ${m[1]} ne peut pas passer par un convoi`],

  // Orders that are not legal here.
  [/^a (\w+) order cannot be given in an? (\w+) phase$/, (m) => {
    const k = kind(m[1]!);
    const p = PHASES[m[2]!];
    if (k === null || p === undefined) return null;
    // The arsenal rule names an order it could not read 'a given order'.
    return m[1] === 'given' ? `cet ordre ne peut pas être donné pendant une phase ${p}` : `un ordre de ${k} ne peut pas être donné pendant une phase ${p}`;
  }],
  [/^order names (.+), not (.+)$/, (m, t) => `l’ordre nomme ${q(t.power(m[1]!))}, et non ${q(t.power(m[2]!))}`],
  [/^no such power: (.+)$/, (m) => `puissance inconnue : ${m[1]}`],
  [/^no such place: (.+)$/, (m) => `lieu inconnu : ${m[1]}`],
  [/^no such coast: (.+)$/, (m) => `côte inconnue : ${m[1]}`],
  [/^no unit in (.+) to support$/, (m) => `aucune unité à soutenir en ${m[1]}`],
  [/^no army in (.+) to convoy$/, (m) => `aucune armée à convoyer en ${m[1]}`],
  [/^no unit in (.+)$/, (m) => `aucune unité en ${m[1]}`],
  [/^no (army|fleet) in (.+) \((a fleet|an army) is there\)$/, (m) => `aucune ${UNIT[m[1]!]} en ${m[2]} (${m[3] === 'a fleet' ? 'une flotte' : 'une armée'} s’y trouve)`],
  [/^the unit in (.+?) belongs to (.+)$/, (m, t) => `l’unité en ${m[1]} est une unité de ${q(t.power(m[2]!))}`],
  [/^a second order for the unit in (.+)$/, (m) => `un second ordre pour l’unité en ${m[1]}`],
  [/^invalid order$/, () => 'ordre invalide'],
  [/^a unit cannot move to its own province$/, () => 'une unité ne peut pas se déplacer dans sa propre province'],
  [/^(an army|a fleet) cannot go to (.+)$/, (m) => `${m[1] === 'an army' ? 'une armée' : 'une flotte'} ne peut pas aller en ${m[2]}`],
  [/^only armies can be convoyed$/, () => 'seules les armées peuvent être convoyées'],
  [/^no convoy route from (.+?) to (.+)$/, (m) => `aucune route de convoi de ${m[1]} à ${m[2]}`],
  [/^(.+) is not adjacent to (.+)$/, (m) => `${m[1]} n’est pas voisine de ${m[2]}`],
  [/^a unit cannot support itself$/, () => 'une unité ne peut pas se soutenir elle-même'],
  [/^a unit cannot support into its own province$/, () => 'une unité ne peut pas soutenir un mouvement vers sa propre province'],
  [/^(.+) cannot be reached from (.+)$/, (m) => `${m[1]} n’est pas accessible depuis ${m[2]}`],
  [/^the unit in (.+?) cannot move to (.+)$/, (m) => `l’unité en ${m[1]} ne peut pas aller en ${m[2]}`],
  [/^only fleets can convoy$/, () => 'seules les flottes peuvent convoyer'],
  [/^a fleet can only convoy from a sea$/, () => 'une flotte ne convoie que depuis une mer'],
  [/^an army cannot be convoyed to (.+)$/, (m) => `une armée ne peut pas être convoyée en ${m[1]}`],
  [/^(.+) is on no convoy route from (.+?) to (.+)$/, (m) => `${m[1]} n’est sur aucune route de convoi de ${m[2]} à ${m[3]}`],
  [/^a fleet cannot move from (.+?) to (.+)$/, (m) => `une flotte ne peut pas aller de ${m[1]} en ${m[2]}`],
  [/^a fleet cannot reach (.+?) from (.+?) \(only (.+)\)$/, (m) => `une flotte ne peut pas atteindre ${m[1]} depuis ${m[2]} (seulement ${m[3]})`],
  [/^coast not specified for (.+?): the fleet can reach (.+)$/, (m) => `côte non précisée pour ${m[1]} : la flotte peut atteindre ${list(m[2]!)}`],
  [/^(.+) is closed$/, (m) => `${m[1]} est fermée`],

  // Retreats.
  [/^(.+) was not dislodged: only dislodged units retreat or disband$/, (m) => `${m[1]} n’a pas été délogée : seules les unités délogées font retraite ou sont dissoutes`],
  [/^disbanded$/, () => 'dissoute'],
  [/^(.+) does not retreat: its dislodged units are disbanded$/, (m, t) => `${q(t.power(m[1]!))} ne fait pas retraite : ses unités délogées sont dissoutes`],
  [/^the attacker came from (.+)$/, (m) => `l’attaquant venait de ${m[1]}`],
  [/^(.+) was left empty by a standoff$/, (m) => `${m[1]} est restée vide après un conflit`],

  // Builds and disbands.
  [/^(.+) is not a supply centre$/, (m) => `${m[1]} n’est pas un centre de ravitaillement`],
  [/^(.+) is not a home centre of (.+)$/, (m, t) => `${m[1]} n’est pas un centre d’origine de ${q(t.power(m[2]!))}`],
  [/^(.+) does not own (.+)$/, (m, t) => `${q(t.power(m[1]!))} ne possède pas ${m[2]}`],
  [/^the coast must be given to build a fleet in (.+)$/, (m) => `il faut préciser la côte pour construire une flotte en ${m[1]}`],
  [/^a fleet cannot be built on (.+?): no fleet border leaves it$/, (m) => `une flotte ne peut pas être construite sur ${m[1]} : aucune frontière maritime n’en part`],
  [/^(an army|a fleet) cannot be built in (.+)$/, (m) => `${m[1] === 'an army' ? 'une armée' : 'une flotte'} ne peut pas être construite en ${m[2]}`],
  [/^(.+) has no separate coasts$/, (m) => `${m[1]} n’a pas de côtes distinctes`],
  [/^(.+) has no build to make$/, (m, t) => `${q(t.power(m[1]!))} n’a aucune construction à faire`],
  [/^(.+) may build only (\d+)$/, (m, t) => `${q(t.power(m[1]!))} ne peut construire que ${m[2]} unité${m[2] === '1' ? '' : 's'}`],
  [/^(.+) makes every build it owes where it can: it may not waive one$/, (m, t) => `${q(t.power(m[1]!))} fait toutes les constructions qui lui reviennent là où elle le peut : elle ne peut pas y renoncer`],
  [/^a unit is already built in (.+)$/, (m) => `une unité est déjà construite en ${m[1]}`],
  [/^(.+) has no unit to disband$/, (m, t) => `${q(t.power(m[1]!))} n’a aucune unité à dissoudre`],
  [/^the unit in (.+?) is already disbanded$/, (m) => `l’unité en ${m[1]} est déjà dissoute`],
  [/^(.+) must disband only (\d+)$/, (m, t) => `${q(t.power(m[1]!))} ne doit dissoudre que ${m[2]} unité${m[2] === '1' ? '' : 's'}`],
  [/^(.+) is occupied$/, (m) => `${m[1]} est occupée`],
  // Arsenals.
  [/^(.+) has lost no arsenal: no unit to remove$/, (m, t) => `${q(t.power(m[1]!))} n’a perdu aucun arsenal : aucune unité à retirer`],
  [/^(.+) has lost no (army|fleet) arsenal: it removes no (army|fleet)$/, (m, t) =>
    `${q(t.power(m[1]!))} n’a perdu aucun arsenal ${m[2] === 'army' ? 'd’armées' : 'de flottes'} : elle ne retire aucune ${UNIT[m[3]!]}`],
  [/^the unit in (.+?) is already removed$/, (m) => `l’unité en ${m[1]} est déjà retirée`],
  [/^(.+) must remove only (\d+) (army|fleet|armies|fleets)$/, (m, t) => `${q(t.power(m[1]!))} ne doit retirer ${onlyCount(m[2]!, m[3]!)}`],
  [/^(.+) has no unit to place$/, (m, t) => `${q(t.power(m[1]!))} n’a aucune unité à placer`],
  [/^(.+) has no (army|fleet) to place$/, (m, t) => `${q(t.power(m[1]!))} n’a aucune ${UNIT[m[2]!]} à placer`],
  [/^a unit is already placed in (.+)$/, (m) => `une unité est déjà placée en ${m[1]}`],
  [/^(.+) may place only (\d+) (army|fleet|armies|fleets)$/, (m, t) => `${q(t.power(m[1]!))} ne peut placer ${onlyCount(m[2]!, m[3]!)}`],

  // Rule modules.
  [/^(.+) is in civil disorder: its units hold$/, (m, t) => `${q(t.power(m[1]!))} est en désordre civil : ses unités tiennent`],
  [/^(.+) is neutral: its units hold$/, (m, t) => `${q(t.power(m[1]!))} est neutre : ses unités tiennent`],
  [/^(.+) is neutral territory \((.+)\): no unit may enter it$/, (m, t) => `${m[1]} est un territoire neutre (${q(t.power(m[2]!))}) : aucune unité ne peut y entrer`],
  [/^(.+) is in anarchy this year \(no player won its bidding\): its units hold$/, (m, t) =>
    `${q(t.power(m[1]!))} est en anarchie cette année (aucun joueur n’a remporté l’enchère) : ses unités tiennent`],
  [/^no toss result is given$/, () => 'aucun résultat de tirage à pile ou face n’est donné'],
  [/^coin-toss: which player (.+) joins must be decided before the adjustments of (\d+), and (no toss result is given|'.*' is not a player); give it as (.+) in the position or as (.+) in the game record \(players: (.+)\)$/, (m, t) =>
    `pile ou face : le joueur que rejoint ${q(t.power(m[1]!))} doit être tiré au sort avant les ajustements de ${m[2]}, et ${
      m[3] === 'no toss result is given' ? 'aucun résultat n’est donné' : `${m[3]!.replace(/ is not a player$/, '')} n’est pas un joueur`
    } ; donnez-le comme ${m[4]} dans la position ou comme ${m[5]} dans la partie (joueurs : ${m[6]})`],
  [/^unknown rule module '(.+)': the engine cannot play this variant \(known rules: (.+)\)$/, (m) =>
    `module de règle inconnu « ${m[1]} » : le moteur ne peut pas jouer cette variante (règles connues : ${m[2]})`],
  [/^intimate: the home powers are chosen from the two players' preference lists before the first bidding, and none are given; give them as (.+) in the position or as (.+) in the game record$/, (m) =>
    `intimate : les puissances d’origine sont choisies d’après les listes de préférence des deux joueurs avant la première enchère, et aucune n’est donnée ; donnez-les comme ${m[1]} dans la position ou comme ${m[2]} dans la partie`],
  // Intimate Diplomacy's bidding.
  [/^(.+) bid more than their (\d+) credits?: their reserve is lost and every mercenary they bid on goes to the opponent at half price$/, (m, t) =>
    `${t.player(m[1]!)} a misé plus que ${m[2] === '1' ? 'son crédit' : `ses ${m[2]} crédits`} : sa réserve est perdue et chaque mercenaire sur lequel il a misé va à l’adversaire à moitié prix`],
  [/^no bid for (.+)$/, (m, t) => `aucune enchère pour ${q(t.power(m[1]!))}`],
  [/^equal bids: (.+) is in anarchy for the year$/, (m, t) => `enchères égales : ${q(t.power(m[1]!))} est en anarchie pour l’année`],
  [/^invalid bid$/, () => 'enchère invalide'],
  [/^a second bid for (.+)$/, (m, t) => `une seconde enchère pour ${q(t.power(m[1]!))}`],
  [/^a bid is written as text, as in 'Italy 5'$/, () => 'une enchère s’écrit en texte, comme « Italie 5 »'],
  [/^no such player: (.+?) \(players: (.+); bids are given by player or by home power\)$/, (m) =>
    `joueur inconnu : ${m[1]} (joueurs : ${m[2]} ; les enchères se donnent par joueur ou par puissance d’origine)`],
  [/^a bid is a power and a number of credits, as in 'Italy 5' or 'enchère 5 sur l'Italie'; found '(.*)'$/s, (m) =>
    `une enchère est une puissance et un nombre de crédits, comme « Italie 5 » ou « enchère 5 sur l’Italie » ; trouvé « ${m[1]} »`],
  [/^a bid is a whole number of credits, 0 or more; found (.+)$/, (m) => `une enchère est un nombre entier de crédits, 0 ou plus ; trouvé ${m[1]}`],
  [/^a bid is a whole number of credits, 0 or more$/, () => 'une enchère est un nombre entier de crédits, 0 ou plus'],
  [/^a bid names the power bid for; found '(.*)'$/s, (m) => `une enchère nomme la puissance visée ; trouvé « ${m[1]} »`],
  [/^(.+) is your home power, not a mercenary$/, (m) => `${m[1]} est votre puissance d’origine, pas un mercenaire`],
  [/^(.+) is (.+)'s home power, not a mercenary$/, (m) => `${m[1]} est la puissance d’origine de ${m[2]}, pas un mercenaire`],

  // Orders the parser could not read.
  [/^empty order$/, () => 'ordre vide'],
  [/^([\d,]+) characters: too long to be (an order|a bid) \(at most ([\d,]+)\)$/, (m) =>
    `${m[1]!.replaceAll(',', '\u202f')} caractères : trop long pour ${m[2] === 'an order' ? 'un ordre' : 'une enchère'} (${m[3]!.replaceAll(',', '\u202f')} au plus)`],
  [/^unknown province '(.*)'$/s, (m) => `province inconnue « ${m[1]} »`],
  [/^unknown province '(.*)' \(did you mean (.+)\?\)$/s, (m) => `province inconnue « ${m[1]} » (vouliez-vous dire ${list(m[2]!)} ?)`],
  [/^unknown power '(.*)'$/s, (m) => `puissance inconnue « ${m[1]} »`],
  [/^'(.*)' could be (.+): write more of the name$/s, (m, t) => {
    const names = m[2]!.split(/, | or /).map(t.province);
    return `« ${m[1]} » peut désigner ${names.slice(0, -1).join(', ')} ou ${names.at(-1)} : écrivez davantage du nom`;
  }],
  [/^expected an order after '(.*)' \(H, -, S, C, R or D\), found '(.*)'$/s, (m) => `un ordre est attendu après « ${m[1]} » (H, -, S, C, R ou D), trouvé « ${m[2]} »`],
  [/^expected an order after '(.*)'$/s, (m) => `un ordre est attendu après « ${m[1]} »`],
  [/^expected a location, found nothing$/, () => 'un lieu est attendu, et rien n’est écrit'],
  [/^unexpected '(.*)' after the location$/s, (m) => `« ${m[1]} » est de trop après le lieu`],
  [/^unexpected '(.*)' at the end of the order$/s, (m) => `« ${m[1]} » est de trop à la fin de l’ordre`],
  [/^unexpected '(.*)' at the end of the order: one order at a time \(give '(.*)' as an order of its own\)$/s, (m) => `« ${m[1]} » est de trop à la fin de l’ordre : un ordre à la fois (donnez « ${m[2]} » comme un ordre à part)`],
  [/^'(.*)' needs a unit type \(A or F\) before '(.*)'$/s, (m) => `« ${m[1]} » demande un type d’unité (A ou F) avant « ${m[2]} »`],
  [/^a build needs a unit type \(A or F\) before '(.*)'$/s, (m) => `une construction demande un type d’unité (A ou F) avant « ${m[1]} »`],
  [/^a retreat cannot go by convoy$/, () => 'une retraite ne peut pas passer par un convoi'],
  [/^'via convoy' must follow a destination$/, () => '« via convoy » doit suivre une destination'],
  [/^expected '-' and a destination, or H, after '(.*)'$/s, (m) => `« - » et une destination, ou H, sont attendus après « ${m[1]} »`],
  [/^only armies can be convoyed, not '(.*)'$/s, (m) => `seules les armées peuvent être convoyées, pas « ${m[1]} »`],
  [/^expected '-' and the army's destination after '(.*)'$/s, (m) => `« - » et la destination de l’armée sont attendus après « ${m[1]} »`],
  [/^'(.*)' needs a location$/s, (m) => `« ${m[1]} » demande un lieu`],
  [/^'(.*)' is already a coast; it cannot also be '(.*)'$/s, (m) => `« ${m[1]} » est déjà une côte ; ce ne peut pas être aussi « ${m[2]} »`],
  [/^'(.*)' has no separate coasts \(found coast '(.*)'\)$/s, (m) => `« ${m[1]} » n’a pas de côtes distinctes (côte « ${m[2]} » écrite)`],
  [/^'(.*)' has no coast '(.*)' \(coasts: (.+)\)$/s, (m) => `« ${m[1]} » n’a pas de côte « ${m[2]} » (côtes : ${m[3]})`],
  [/^expected (.+?), found '(.*)'$/s, (m) => {
    const what = expected(m[1]!);
    return what === null ? null : `attendu : ${what}, trouvé « ${m[2]} »`;
  }],
  [/^expected (.+)$/s, (m) => {
    const what = expected(m[1]!);
    return what === null ? null : `attendu : ${what}`;
  }],

  // The playground's own notes on the typed lines (lib/playground-orders.ts).
  [/^no unit of any power at the place '(.*)' orders$/s, (m) => `aucune unité, de quelque puissance que ce soit, au lieu que désigne « ${m[1]} »`],
  [/^a bid goes under the bidder's home power or name, as in '(.+):' on the line before$/, (m, t) =>
    `une enchère se place sous la puissance d’origine ou le nom de l’enchérisseur, comme « ${t.power(m[1]!)} : » sur la ligne d’avant`],

  // Last, and narrow: a player (one word) takes a mercenary in a bidding.
  [/^(\S+) takes (.+)$/, (m, t) => `${t.player(m[1]!)} prend ${q(t.power(m[2]!))}`],
];

/**
 * Templates tried on a whole text holding '; ' before it is split into reasons (which are
 * joined with it): those that hold '; ' themselves, those quoting what a player wrote
 * ('(.*)'), which may hold it too ("A Par - Bur; F Bre - Mao"), and the line a typed order
 * was on, whose reason is translated as a whole in turn.
 */
const JOINED = RULES.filter(([pattern]) => pattern.source.includes('; ') || pattern.source.includes("'(.*)'") || pattern.source.startsWith('^line '));

/** One reason, or its parts joined with '; ' ("support cut by …; dislodged by …"), in French; null when a part has no template. */
export function reasonInFrench(variant: Variant, reason: string): string | null {
  const byEnglishName = new Map(variant.powers.map((p) => [p.names.en ?? p.id, p.names.fr ?? p.names.en ?? p.id]));
  const first = variant.languages[0] ?? 'en';
  const provinces = new Map(variant.provinces.map((p) => [p.names[first] ?? p.id, p.names.fr ?? p.names[first] ?? p.id]));
  const tools: Tools = {
    power: (name) => byEnglishName.get(name) ?? name,
    province: (name) => provinces.get(name) ?? name,
    order: (text) => orderInFrench(variant, text),
    reason: (text) => translate(text),
    player: (id) => playerNameIn(variant, id, 'fr'),
  };
  const firstMatch = (rules: readonly Rule[], text: string): string | null => {
    for (const [pattern, make] of rules) {
      const m = pattern.exec(text);
      if (m !== null) {
        const fr = make(m, tools);
        if (fr !== null) return fr;
      }
    }
    return null;
  };
  const translate = (text: string): string | null => {
    if (!text.includes('; ')) return firstMatch(RULES, text);
    const whole = firstMatch(JOINED, text);
    if (whole !== null) return whole;
    const parts = text.split('; ').map((part) => firstMatch(RULES, part));
    return parts.every((p) => p !== null) ? parts.join(' ; ') : null;
  };
  const fr = translate(reason);
  return fr === null ? null : outsideQuotes(fr, (text) => placesInFrench(variant, text));
}

/** An order the engine wrote (its own notation, `orderText`) in the French notation of the rules; anything else as it is. */
function orderInFrench(variant: Variant, text: string): string {
  const parsed = parseOrder(variant, text);
  return parsed.ok && orderText(parsed.order) === text ? formatOrder(variant, parsed.order, { language: 'fr', style: 'short' }) : text;
}

/** Applies `change` to the text outside « … » (what the player typed, quoted, stays as typed). */
export function outsideQuotes(text: string, change: (text: string) => string): string {
  return text
    .split(/(«[^»]*»)/)
    .map((part, i) => (i % 2 === 1 ? part : change(part)))
    .join('');
}

/**
 * The text of an order's result in French. The engine writes one text itself, for a unit
 * given no order ("F Edi H (no order)", engine/given-orders.ts): its order in the French
 * notation, "(sans ordre)". Any other text is an order as the player typed it, kept as typed.
 */
export function resultTextInFrench(variant: Variant, text: string): string {
  const m = NO_ORDER.exec(text);
  return m === null ? text : `${placesInFrench(variant, orderInFrench(variant, m[1]!))} (sans ordre)`;
}

/** The engine's text for a unit given no order. */
export const NO_ORDER = /^(.+) \(no order\)$/;

/** A result's text in the page's language (`resultTextInFrench` on French pages). */
export function resultTextIn(variant: Variant, lang: string, text: string): string {
  return lang === 'fr' ? resultTextInFrench(variant, text) : text;
}

/** The reason in the page's language: French where a template matches, else as the engine wrote it. */
export function reasonIn(variant: Variant, lang: string, reason: string): string {
  return lang === 'fr' ? (reasonInFrench(variant, reason) ?? reason) : reasonInEnglish(variant, reason);
}

/** The reasons of a bidding that start with a player's id ("anna takes Italy"), in English with the player's name ("Anna takes Italy"). */
const PLAYER_FIRST = [/^(\S+) (takes .+)$/, /^(.+) (bid more than their \d+ credits: .+)$/];

/** The reason as the engine wrote it, but for a player named by their name rather than their id. */
export function reasonInEnglish(variant: Variant, reason: string): string {
  for (const pattern of PLAYER_FIRST) {
    const m = pattern.exec(reason);
    if (m !== null) return `${playerNameIn(variant, m[1]!, 'en')} ${m[2]}`;
  }
  return reason;
}
