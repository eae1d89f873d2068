/**
 * `rule intimate CREDITS POWER…` (written once per amount) and `rule intimate-fleets
 * POWER…`: Intimate Diplomacy, two players bidding for mercenaries (docs/intimate.md).
 * One chapter covers every use of both rules: the start credits and the default-fleet
 * powers are read the way the engine reads them (`intimateSetup`), the bidding season
 * and the dates from the calendar, and the home-centre cap from the engine's constant.
 * What is said follows the engine's choices (docs/engine-choices.md).
 */
import { intimateSetup } from '../../../../engine/rules/intimate/setup.js';
import { HOME_CENTRES_COUNTED } from '../../../../engine/rules/intimate/victory.js';
import type { PowerId, Variant } from '../../../../model/variant.js';
import { list, para, strong, sub } from '../blocks.js';
import { nameIn, type SeasonFacts } from '../facts.js';
import type { Block, Chapter, ChapterContext, Lang } from '../types.js';
import { count, de, listOf, powerName, unitWord } from '../words.js';
import type { SpecialRule } from './special-rule.js';

/** What the chapter says, gathered from the model before any sentence is written. */
interface IntimateFacts {
  /** Start credits, grouped by amount in the order written: `[[20, [england, …]], [22, [germany]]]`. */
  readonly credits: readonly (readonly [number, readonly PowerId[]])[];
  readonly homeChoices: readonly PowerId[];
  readonly mercenaryCount: number;
  readonly fleets: readonly PowerId[];
  readonly bidding: SeasonFacts;
  /** The first bidding's year, and the seasons and year its control covers. */
  readonly firstBidYear: number;
  readonly controlFrom: SeasonFacts;
  readonly controlTo: SeasonFacts;
  readonly controlYearShift: number;
  /** Powers with more home centres than the engine counts for the tie-break (Russia's 4). */
  readonly capped: readonly { readonly power: PowerId; readonly homes: number }[];
}

function intimateFacts({ variant, facts }: ChapterContext): IntimateFacts {
  const setup = intimateSetup(variant);
  const credits: [number, PowerId[]][] = [];
  for (const [power, amount] of setup.startCredits) {
    const group = credits.find(([n]) => n === amount);
    if (group === undefined) credits.push([amount, [power]]);
    else group[1].push(power);
  }
  const seasons = facts.seasons;
  const b = seasons.findIndex((s) => s.phases.includes('bidding'));
  if (b < 0) throw new Error(`${variant.id}: rule intimate needs a season with a bidding phase, and the calendar has none`);
  const n = seasons.length;
  // The bidding closes the year when its season comes last: its control covers the next year.
  const controlYearShift = b === n - 1 ? 1 : 0;
  const startIndex = seasons.findIndex((s) => s.id === facts.start.season.id);
  const firstBidYear = startIndex <= b ? facts.start.year : facts.start.year + 1;
  return {
    credits,
    homeChoices: [...setup.startCredits.keys()],
    mercenaryCount: variant.powers.length - 2,
    fleets: [...setup.defaultFleets],
    bidding: seasons[b]!,
    firstBidYear,
    controlFrom: seasons[(b + 1) % n]!,
    controlTo: seasons[(b - 1 + n) % n]!,
    controlYearShift,
    capped: facts.powers.filter((p) => p.homeCentres.length > HOME_CENTRES_COUNTED).map((p) => ({ power: p.id, homes: p.homeCentres.length })),
  };
}

const names = (variant: Variant, ids: readonly PowerId[], lang: Lang, quote: boolean): string =>
  listOf(ids.map((id) => (quote ? `« ${powerName(variant, id, lang)} »` : powerName(variant, id, lang))), lang);

function french(ctx: ChapterContext, f: IntimateFacts): Chapter {
  const { variant, facts } = ctx;
  const saison = (s: SeasonFacts): string => nameIn(s.names, 'fr', s.id).toLowerCase();
  const date = (s: SeasonFacts, year: number): string => `« ${saison(s)} ${year} »`;
  const firstControl = f.firstBidYear + f.controlYearShift;
  const fleets = f.fleets.length === 0 ? '' : ` (une ${unitWord('fleet', 'fr')} pour ${names(variant, f.fleets, 'fr', true)})`;
  const blocks: Block[] = [
    para(
      `Deux joueurs seulement. Chacun dirige toute la partie une puissance, sa `,
      strong('puissance d’origine'),
      ` ; les ${f.mercenaryCount} autres sont des `,
      strong('mercenaires'),
      ', que les joueurs se disputent chaque année aux enchères. Les règles ordinaires s’appliquent pour le reste.',
    ),
    sub('Le choix des puissances d’origine'),
    para(
      `Avant toute chose, chaque joueur remet une liste de préférence qui range une fois chacune des ${count(f.homeChoices.length, 'puissance', 'puissances')} `,
      `pouvant servir d’origine : ${names(variant, f.homeChoices, 'fr', true)}. On compare les deux listes rang par rang ; au premier rang où elles diffèrent, `,
      'chaque joueur reçoit la puissance inscrite à ce rang sur sa propre liste. Si les deux listes sont identiques, on tire à pile ou face : le gagnant reçoit la première puissance de la liste, le perdant la deuxième.',
    ),
    sub('Les crédits'),
    para('Un joueur commence la partie avec des crédits qui dépendent de sa puissance d’origine, pour compenser les différences de force entre elles :'),
    list(...f.credits.map(([amount, powers]) => `${names(variant, powers, 'fr', true)} : ${count(amount, 'crédit', 'crédits')}.`)),
    para(
      `Ensuite, à la fin de chaque ${saison(facts.ownershipAfter)}, une fois les centres passés à leurs nouveaux propriétaires, chaque joueur gagne un crédit par centre de ravitaillement que possède sa puissance d’origine. `,
      'Les crédits non dépensés restent acquis d’une année sur l’autre.',
    ),
    sub('Les enchères'),
    para(
      `Une saison d’enchères, ${date(f.bidding, f.firstBidYear)} pour la première, précède chaque année de jeu. `,
      `Le contrôle qu’elle attribue vaut de ${date(f.controlFrom, firstControl)} à ${date(f.controlTo, firstControl)} inclus, ajustements compris ; puis l’enchère suivante redistribue les mercenaires.`,
    ),
    para(
      'Chaque joueur écrit en secret ses offres : pour chaque mercenaire qu’il veut, un nombre entier de crédits, zéro ou plus, une seule offre par mercenaire. ',
      'On découvre les offres des deux joueurs ensemble.',
    ),
    list(
      'La plus forte offre prend le mercenaire pour l’année et paie son offre ; le perdant ne paie rien.',
      'Deux offres égales (l’absence d’offre vaut zéro) ne donnent le mercenaire à personne : il est en anarchie pour l’année.',
      [
        strong('Enchère à découvert. '),
        'On peut offrir plus qu’on ne possède, mais un joueur dont les offres gagnantes coûtent au total plus que ses crédits perd toute sa réserve et ne prend rien. ',
        'Son adversaire prend alors chaque mercenaire sur lequel il avait enchéri, gagnant ou non, pour la moitié de son offre arrondie au crédit supérieur, même s’il avait lui-même offert davantage ; ',
        'les autres mercenaires vont à leur plus forte offre comme d’habitude. Si l’adversaire ne peut pas tout payer, il garde ces mercenaires et tombe à zéro crédit. ',
        'Si les deux joueurs sont à découvert, tous deux perdent leur réserve et tous les mercenaires sont en anarchie.',
      ],
    ),
    sub('L’année de jeu'),
    para(
      'Chaque joueur donne les ordres de sa puissance d’origine et des mercenaires qu’il a gagnés, puissance par puissance, comme dans le jeu ordinaire. ',
      'Un mercenaire en anarchie ne reçoit aucun ordre : ses unités tiennent sur place et celles qui sont délogées sont dissoutes.',
    ),
    para(
      `Toutes les constructions dues à un mercenaire sont faites, qu’il ait un maître ou non : une construction que personne n’ordonne est faite d’office, une ${unitWord('army', 'fr')}${fleets}, `,
      'dans ses centres d’origine libres pris dans l’ordre alphabétique de leurs noms (dans la première langue de la variante). Un mercenaire ne peut pas renoncer à une construction.',
    ),
    sub('La victoire'),
    para(
      'Un joueur gagne dès qu’à la fin d’une saison (ses retraites jouées), une unité de sa puissance d’origine se tient dans un centre d’origine de la puissance d’origine adverse. ',
      'Le nombre de centres possédés ne fait jamais gagner à lui seul.',
    ),
    para(
      'Si les deux joueurs y parviennent à la même saison, celui qui occupe le plus de centres d’origine adverses l’emporte',
      f.capped.length === 0
        ? ''
        : ` (au plus ${HOME_CENTRES_COUNTED} comptent : ${listOf(f.capped.map((c) => `les ${c.homes} centres d’origine ${de(`« ${powerName(variant, c.power, 'fr')} »`)}`), 'fr')} ne valent pas mieux que ${HOME_CENTRES_COUNTED})`,
      '. À égalité, c’est le joueur qui a le plus de crédits, en comptant ceux gagnés à la fin de la saison même. ',
      'S’il y a encore égalité, personne n’a gagné : la partie continue jusqu’à la fin de l’automne suivant, où tout est jugé à nouveau ; rien ne la décide avant, pas même les crédits dépensés aux enchères.',
    ),
    para(
      'Quand plus aucun mercenaire n’a d’unité ni de centre et que ni l’un ni l’autre ne peut plus franchir la ligne adverse, les joueurs peuvent constater une impasse : ',
      'gagne alors celui dont la puissance d’origine possède le plus de centres de ravitaillement ; à égalité, personne. Ce constat revient aux joueurs, le moteur ne le fait pas.',
    ),
  ];
  return { id: 'rule-intimate', section: null, title: 'Intimate Diplomacy : deux joueurs et des mercenaires', blocks };
}

function english(ctx: ChapterContext, f: IntimateFacts): Chapter {
  const { variant, facts } = ctx;
  const season = (s: SeasonFacts): string => nameIn(s.names, 'en', s.id);
  const date = (s: SeasonFacts, year: number): string => `${season(s)} ${year}`;
  const firstControl = f.firstBidYear + f.controlYearShift;
  const fleets = f.fleets.length === 0 ? '' : ` (a ${unitWord('fleet', 'en')} for ${names(variant, f.fleets, 'en', false)})`;
  const blocks: Block[] = [
    para(
      'Two players only. Each leads one power for the whole game, their ',
      strong('home power'),
      `; the other ${f.mercenaryCount} are `,
      strong('mercenaries'),
      ', whose control the players bid for every year. Otherwise the ordinary rules apply.',
    ),
    sub('Choosing the home powers'),
    para(
      `Before anything else, each player hands in a preference list ranking each of the ${count(f.homeChoices.length, 'power', 'powers')} that may be a home power once: `,
      `${names(variant, f.homeChoices, 'en', false)}. The two lists are compared rank by rank; at the first rank where they differ, each player gets the power at that rank of their own list. `,
      'If the lists are identical, a coin is tossed: the winner gets the first power on the list, the loser the second.',
    ),
    sub('Credits'),
    para('A player starts with credits that depend on their home power, to even out the powers’ strengths:'),
    list(...f.credits.map(([amount, powers]) => `${names(variant, powers, 'en', false)}: ${count(amount, 'credit', 'credits')}.`)),
    para(
      `After that, at the end of every ${season(facts.ownershipAfter)}, once centres have changed hands, each player earns one credit for every supply centre their home power owns. `,
      'Credits not spent are kept from one year to the next.',
    ),
    sub('Bidding'),
    para(
      `A bidding season opens each game year, the first being ${date(f.bidding, f.firstBidYear)}. `,
      `The control it hands out lasts from ${date(f.controlFrom, firstControl)} to ${date(f.controlTo, firstControl)} included, adjustments and all; then the next bidding shares out the mercenaries again.`,
    ),
    para(
      'Each player writes their bids in secret: for each mercenary they want, a whole number of credits, zero or more, and one bid per mercenary at most. ',
      'Both players’ bids are revealed together.',
    ),
    list(
      'The higher bid takes the mercenary for the year and pays what it bid; the lower bid pays nothing.',
      'Equal bids (no bid counts as zero) give the mercenary to no one: it is in anarchy for the year.',
      [
        strong('Over-bidding. '),
        'A player may bid more than they hold, but one whose winning bids add up to more than their credits loses their whole reserve and takes nothing. ',
        'The opponent then takes every mercenary the over-bidder bid on, won or not, for half that bid rounded up, even where the opponent had bid more; ',
        'the other mercenaries go to their higher bid as usual. An opponent who cannot pay all of it still keeps those mercenaries and is left with no credits. ',
        'If both players over-bid, both lose their reserves and every mercenary is in anarchy.',
      ],
    ),
    sub('The game year'),
    para(
      'Each player orders their home power and the mercenaries they won, power by power, as in the ordinary game. ',
      'A mercenary in anarchy takes no orders: its units hold, and those dislodged are disbanded.',
    ),
    para(
      `Every build a mercenary is owed is made, whether anyone controls it or not: a build nobody orders is made anyway, an ${unitWord('army', 'en')}${fleets}, `,
      'on its free home centres taken in the alphabetical order of their names (in the variant’s first language). A mercenary may not waive a build.',
    ),
    sub('Victory'),
    para(
      'A player wins as soon as, at the end of a season (its retreats played), a unit of their home power stands in a home centre of the opponent’s home power. ',
      'No number of centres owned wins the game by itself.',
    ),
    para(
      'If both players do so in the same season, the one in more of the opponent’s home centres wins',
      f.capped.length === 0
        ? ''
        : ` (at most ${HOME_CENTRES_COUNTED} count: ${listOf(f.capped.map((c) => `${powerName(variant, c.power, 'en')}’s ${c.homes} home centres`), 'en')} are worth no more than ${HOME_CENTRES_COUNTED})`,
      '. Still equal, the player with more credits wins, counting those earned at the end of that very season. ',
      'Still equal, nobody has won: play goes on to the end of the next Fall, where all is judged again; nothing settles it before, not even the credits spent in the bidding.',
    ),
    para(
      'Once no mercenary has a unit or a centre left and neither player can break through the other’s line, the players may call a stalemate: ',
      'the player whose home power owns more supply centres wins; if they own as many, nobody does. Calling it is up to the players; the engine does not.',
    ),
  ];
  return { id: 'rule-intimate', section: null, title: 'Intimate Diplomacy: two players and their mercenaries', blocks };
}

/** The rule in a few sentences for the overview: players, mercenaries, start credits by group, default fleets, victory. */
function summary(ctx: ChapterContext, f: IntimateFacts): string {
  const { variant, lang } = ctx;
  if (lang === 'fr') {
    const credits = f.credits.map(([amount, powers]) => `${count(amount, 'crédit', 'crédits')} pour ${names(variant, powers, 'fr', true)}`);
    const fleets = f.fleets.length === 0 ? '' : ` (une flotte pour ${names(variant, f.fleets, 'fr', true)})`;
    return (
      `Deux joueurs, chacun avec une puissance d’origine tirée de leurs listes de préférence ; les ${f.mercenaryCount} autres puissances sont des mercenaires, ` +
      `que les joueurs se disputent chaque année aux enchères avec des crédits. Crédits de départ selon la puissance d’origine : ${credits.join(' ; ')}. ` +
      `Une construction due à un mercenaire que personne n’ordonne est faite d’office, une armée${fleets}. ` +
      'Gagne le joueur dont une unité de la puissance d’origine se tient dans un centre d’origine de la puissance d’origine adverse.'
    );
  }
  const credits = f.credits.map(([amount, powers]) => `${count(amount, 'credit', 'credits')} for ${names(variant, powers, 'en', false)}`);
  const fleets = f.fleets.length === 0 ? '' : ` (a fleet for ${names(variant, f.fleets, 'en', false)})`;
  return (
    `Two players, each given a home power from their preference lists; the other ${f.mercenaryCount} powers are mercenaries, ` +
    `whose control the players bid for every year with credits. Start credits by home power: ${credits.join('; ')}. ` +
    `A build a mercenary is owed and nobody orders is made anyway, an army${fleets}. ` +
    'A player wins with a unit of their home power in a home centre of the opponent’s home power.'
  );
}

export const intimate: SpecialRule = {
  id: 'intimate',
  module: true,
  allUses: true,
  chapter(ctx) {
    const f = intimateFacts(ctx);
    return ctx.lang === 'fr' ? french(ctx, f) : english(ctx, f);
  },
  summary: (ctx) => summary(ctx, intimateFacts(ctx)),
};

/** Default-fleet powers are part of the Intimate chapter (its default builds). */
export const intimateFleets: SpecialRule = {
  id: 'intimate-fleets',
  module: true,
  partOf: 'intimate',
  chapter: intimate.chapter,
  summary: intimate.summary,
};
